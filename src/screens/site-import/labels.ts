/**
 * Labels the wizard's parts share.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export { deviceLabel } from '../../components/device-preview';

/**
 * A step of the progress list, as the user reads it.
 *
 * @param type Step.
 */
export function stepLabel( type: string ): string {
	switch ( type ) {
		case 'permission':
			return __( 'Checking permission', 'stencilbox' );
		case 'download':
			return __( 'Downloading the pack', 'stencilbox' );
		case 'theme':
			return __( 'Installing the theme', 'stencilbox' );
		case 'plugin':
			return __( 'Installing plugins', 'stencilbox' );
		case 'attachments':
			return __( 'Importing images', 'stencilbox' );
		case 'templates':
			return __( 'Creating templates', 'stencilbox' );
		case 'content':
			return __( 'Importing pages and content', 'stencilbox' );
		case 'wp-content':
			return __( 'Applying your site settings', 'stencilbox' );
		default:
			return __( 'Finishing the import', 'stencilbox' );
	}
}
