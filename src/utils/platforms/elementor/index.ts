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

/** What PHP's `Support\Assets` (`ElementorPlatform::boot()`) says of Elementor. */
interface ElementorBoot {
	elementor?: { active?: boolean; pro?: boolean };
	/** WordPress's plugin installer, searching for Elementor (users who may install plugins, while it is missing). */
	links?: { installElementor?: string };
}

const elementor: PlatformEntry = {
	name: () => __( 'Elementor', 'stencilbox' ),
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
		const { elementor: plugin, links } = boot as ElementorBoot;
		return {
			active: !! plugin?.active,
			pro: !! plugin?.pro,
			install: links?.installElementor,
		};
	},
};

export default elementor;
