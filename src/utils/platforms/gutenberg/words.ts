/**
 * The block editor's words on the lazily loaded screens (its adapter: ./index.ts).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PlatformWords } from '../types';

const words: PlatformWords = {
	// The theme has a palette (a block theme's, or a classic theme's
	// `editor-color-palette`: `Site\Design\LookChoice`).
	siteDesign: ( boot ) =>
		( boot as { themePalette?: boolean } ).themePalette === true,
	useVersion: () => __( 'Use the Gutenberg version', 'stencilbox' ),
	versionNote: () =>
		__(
			'This design is made for the block editor too: you can use that version instead.',
			'stencilbox'
		),
};

export default words;
