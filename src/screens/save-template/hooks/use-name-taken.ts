/**
 * Whether a destination already holds a file of the name being pushed:
 * Save & Push says so (it would add a second file of that name).
 */
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { fetchFiles, fetchWorkspace, type CloudFile } from '../../../api/cloud';
import type { PickerOption } from '../../../components/workspace-picker';
import { searchTerm } from '../../../utils/constants';

/** Typing pauses this long before the destination is asked. */
export const NAME_CHECK_DELAY_MS = 500;

/**
 * Whether a file named `name` is in the destination (false until known; a
 * name too short to search is not checked).
 *
 * @param name        The name typed.
 * @param destination The destination chosen, if any.
 */
export function useNameTaken(
	name: string,
	destination: PickerOption | null
): boolean {
	const [ taken, setTaken ] = useState( false );
	const wanted = name.trim().toLowerCase();
	const term = searchTerm( name );
	const slug = destination?.slug;
	const value = destination?.value;
	useEffect( () => {
		setTaken( false );
		if ( ! term || value === undefined ) {
			return;
		}
		let live = true;
		const timer = setTimeout( () => {
			const page =
				value === 0
					? fetchFiles( {
							page: 1,
							search: term,
							platform: '',
							source: 'clouds',
						} ).then( ( answer ) => answer.files.data )
					: fetchWorkspace( slug ?? String( value ), {
							page: 1,
							search: term,
							platform: '',
						} ).then( ( answer ) => answer.files.data );
			page.then(
				( files: CloudFile[] ) =>
					live &&
					setTaken(
						files.some(
							( file ) =>
								file.name.trim().toLowerCase() === wanted
						)
					),
				// Not known: no warning.
				() => undefined
			);
		}, NAME_CHECK_DELAY_MS );
		return () => {
			live = false;
			clearTimeout( timer );
		};
	}, [ term, wanted, slug, value ] );
	return taken;
}
