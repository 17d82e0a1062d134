/**
 * The block editor's client adapter (its words: ./words.ts). Its traits are
 * PHP's (`Support\Platform\BlockEditorPlatform::traits()`, generated).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PlatformEntry } from '../types';

/** What PHP's `Support\Assets` (`BlockEditorPlatform::boot()`) says of the block editor. */
interface BlockEditorBoot {
	/** Pages are edited in the block editor here (false: the classic editor). */
	blockEditor?: boolean;
}

const gutenberg: PlatformEntry = {
	name: () => __( 'Gutenberg', 'stencilbox' ),
	nav: [ 'packs', 'blocks', 'pages', 'clouds', 'updates', 'imports' ],
	site: ( boot ) => {
		return {
			active: ( boot as BlockEditorBoot ).blockEditor !== false,
			pro: true,
		};
	},
};

export default gutenberg;
