/**
 * The name Save & Push starts with: what the editor gave (a page's title,
 * an Elementor element's label), else, for blocks from the block editor,
 * what they are.
 */
/**
 * WordPress dependencies
 */
import { getBlockType, parse } from '@wordpress/blocks';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PushSource } from '../app/context';

/** A block as the editor holds it (what naming reads). */
export interface EditorBlock {
	name: string;
	attributes?: { metadata?: { name?: string } };
}

/**
 * A name for pushed blocks: the block's own name (List View's rename),
 * else its type's title; for several, the first one's and how many more.
 *
 * @param blocks The blocks.
 */
export function blocksName( blocks: EditorBlock[] ): string {
	const label = ( block: EditorBlock ) =>
		block.attributes?.metadata?.name ||
		getBlockType( block.name )?.title ||
		block.name;
	if ( blocks.length === 0 ) {
		return '';
	}
	return blocks.length === 1
		? label( blocks[ 0 ] )
		: sprintf(
				/* translators: 1: the first block's name, 2: how many blocks follow */
				__( '%1$s and %2$d more', 'stencilbox' ),
				label( blocks[ 0 ] ),
				blocks.length - 1
			);
}

/**
 * The name a push starts with.
 *
 * @param source What the editor handed over.
 */
export function defaultName( source: PushSource ): string {
	const file = source.file_content;
	if ( source.name || file.__file !== 'wp_block' || file.type !== 'block' ) {
		return source.name;
	}
	return blocksName( parse( file.content ) as EditorBlock[] );
}
