/**
 * Draws block markup with the editor's own BlockPreview (the way the
 * inserter previews patterns). A lazy chunk of the editor entry: the block
 * editor is loaded on this screen anyway, and nothing else pays for it.
 */
/**
 * WordPress dependencies
 */
import { BlockPreview } from '@wordpress/block-editor';
import { parse } from '@wordpress/blocks';
import { useMemo } from '@wordpress/element';

/**
 * Blocks preview.
 *
 * @param props        Props.
 * @param props.markup Serialized blocks.
 */
export default function BlocksPreview( { markup }: { markup: string } ) {
	const blocks = useMemo( () => parse( markup ), [ markup ] );
	return (
		<div className="stencilbox-blocks-preview">
			<BlockPreview blocks={ blocks } viewportWidth={ 1200 } />
		</div>
	);
}
