/**
 * Elementor's words on the lazily loaded screens (its adapter: ./index.ts).
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
	install: () => __( 'Install Elementor', 'stencilbox' ),
	templatesNeedEditor: () =>
		__(
			'Elementor templates need the Elementor plugin, which is not active on this site.',
			'stencilbox'
		),
	proNote: () =>
		__( 'Header and footer templates need Elementor Pro.', 'stencilbox' ),
	// Elementor's own export (`TemplateFile::FORMAT_ELEMENTOR`), what its
	// Templates → Import reads.
	download: {
		label: () => __( 'Download for Elementor', 'stencilbox' ),
		info: () => __( 'For Elementor’s Templates → Import', 'stencilbox' ),
	},
};

export default words;
