/**
 * Elementor's client adapter (its words: ./words.ts). Its traits are
 * PHP's (`Support\Platform\ElementorPlatform::traits()`, generated).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PlatformEntry } from '../types';

/** What PHP's `Support\Assets` (and `Site\Design\LookChoice`) say of Elementor. */
interface ElementorBoot {
	elementor?: { active?: boolean; pro?: boolean };
	/** Elementor runs here with an active kit ("Match my site" applies to Elementor items). */
	elementorKit?: boolean;
	/** WordPress's plugin installer, searching for Elementor (users who may install plugins, while it is missing). */
	links?: { installElementor?: string };
}

const elementor: PlatformEntry = {
	name: () => __( 'Elementor', 'stencilbox' ),
	publishNote: () =>
		__(
			'Built with Elementor: it becomes an Elementor item (its elements and page settings), inserted into Elementor.',
			'stencilbox'
		),
	nav: [
		'packs',
		'pages',
		'blocks',
		'templates',
		'clouds',
		'updates',
		'imports',
	],
	site: ( boot ) => {
		const { elementor: plugin, elementorKit, links } =
			boot as ElementorBoot;
		return {
			active: !! plugin?.active,
			pro: !! plugin?.pro,
			design: elementorKit === true,
			install: links?.installElementor,
		};
	},
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
};

export default elementor;
