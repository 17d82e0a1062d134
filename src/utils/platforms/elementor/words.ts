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
	missing: {
		title: () => __( 'Elementor not installed.', 'stencilbox' ),
		message: () =>
			__(
				'The required dependency ‘Elementor’ is missing. Please install it before proceeding.',
				'stencilbox'
			),
		proTitle: () => __( 'Elementor Pro required', 'stencilbox' ),
		proMessage: () =>
			__(
				'This template is a site header or footer, which needs Elementor Pro. Install Elementor Pro, or open a single page in Elementor and insert the template there as a section.',
				'stencilbox'
			),
	},
	// Elementor runs here with an active kit (`Site\Design\LookChoice`).
	siteDesign: ( boot ) =>
		( boot as { elementorKit?: boolean } ).elementorKit === true,
	publishNote: () =>
		__(
			'Built with Elementor: it becomes an Elementor item (its elements and page settings), inserted into Elementor.',
			'stencilbox'
		),
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
