/**
 * Reading a Stencilbox template file the user chose (Upload, Save & Push).
 */
/**
 * Internal dependencies
 */
import type { TemplateFile } from '../../api/cloud';

/**
 * A Stencilbox template file read from disk, or null when it is not one.
 *
 * @param file The chosen file.
 */
export async function readTemplateFile(
	file: File
): Promise< TemplateFile | null > {
	try {
		const data = JSON.parse( await file.text() );
		return data?.stencilbox === 'template' &&
			typeof data.content === 'string'
			? ( data as TemplateFile )
			: null;
	} catch {
		return null;
	}
}
