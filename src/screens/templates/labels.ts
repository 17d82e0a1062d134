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
 * A template type's name.
 *
 * @param type Template type.
 */
export function templateTypeLabel( type: SavedTemplateType ): string {
	switch ( type ) {
		case 'page':
			return __( 'Page', 'stencilbox' );
		case 'section':
			return __( 'Section', 'stencilbox' );
		case 'header':
			return __( 'Header', 'stencilbox' );
		case 'footer':
			return __( 'Footer', 'stencilbox' );
		case 'single':
			return __( 'Single', 'stencilbox' );
		case 'archive':
			return __( 'Archive', 'stencilbox' );
		case '404':
			return __( '404 Page', 'stencilbox' );
		case 'search':
			return __( 'Search Results', 'stencilbox' );
	}
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
