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

/** What PHP's `Support\Assets` (and `Site\Design\LookChoice`) say of the block editor. */
interface BlockEditorBoot {
	/** Pages are edited in the block editor here (false: the classic editor). */
	blockEditor?: boolean;
	/** The theme has a palette "Match my site" matches block-editor items to. */
	themePalette?: boolean;
}

const gutenberg: PlatformEntry = {
	name: () => __( 'Gutenberg', 'stencilbox' ),
	publishNote: () => '',
	nav: [ 'packs', 'blocks', 'pages', 'clouds', 'updates', 'imports' ],
	site: ( boot ) => {
		const { blockEditor, themePalette } = boot as BlockEditorBoot;
		return {
			active: blockEditor !== false,
			pro: true,
			design: themePalette === true,
		};
	},
};

export default gutenberg;
