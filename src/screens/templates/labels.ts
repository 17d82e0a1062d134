/**
 * Names the templates screens show.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SavedTemplateType } from '../../api/templates';

/**
 * Each template type's name, by the generated list's values (PHP's
 * `TemplatePostType::TYPES`, src/utils/generated/lists.ts): a type added
 * there fails the type check until it has one here.
 */
const TYPE_LABELS: Record< SavedTemplateType, () => string > = {
	page: () => __( 'Page', 'stencilbox' ),
	section: () => __( 'Section', 'stencilbox' ),
	header: () => __( 'Header', 'stencilbox' ),
	footer: () => __( 'Footer', 'stencilbox' ),
	single: () => __( 'Single', 'stencilbox' ),
	archive: () => __( 'Archive', 'stencilbox' ),
	404: () => __( '404 Page', 'stencilbox' ),
	search: () => __( 'Search Results', 'stencilbox' ),
};

/**
 * A template type's name.
 *
 * @param type Template type.
 */
export function templateTypeLabel( type: SavedTemplateType ): string {
	return TYPE_LABELS[ type ]();
}

/**
 * A post status's name, for templates not published yet (null when published).
 *
 * @param status Post status.
 */
export function statusLabel( status: string ): string | null {
	switch ( status ) {
		case 'publish':
			return null;
		case 'draft':
			return __( 'Draft', 'stencilbox' );
		case 'pending':
			return __( 'Pending', 'stencilbox' );
		case 'future':
			return __( 'Scheduled', 'stencilbox' );
		case 'private':
			return __( 'Private', 'stencilbox' );
	}
	return status;
}

/**
 * Whether display conditions mean anything for a type: sections are
 * inserted into pages, never shown on their own.
 *
 * @param type Template type.
 */
export function takesConditions( type: SavedTemplateType ): boolean {
	return type !== 'section';
}
