/**
 * Notices Stencilbox patterns put in by the core inserter (part of the
 * editor entry, so kept tiny): a one-block pattern's block carries the
 * pattern's name in `metadata.patternName`, ours are `stencilbox/<slug>`
 * (php/Site/Catalog/InserterPatterns.php).
 */
/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { select, subscribe } from '@wordpress/data';

export const PATTERN_PREFIX = 'stencilbox/';

/**
 * Calls back once for each Stencilbox pattern block that appears. Blocks
 * are looked at only when the set of blocks changes (an insertion), not
 * on every keystroke.
 *
 * @param onPattern Receives the block's client id and the item's slug.
 * @return Stops watching.
 */
export function watchPatternInserts(
	onPattern: ( clientId: string, slug: string ) => void
): () => void {
	let last: unknown;
	const seen = new Set< string >();
	return subscribe( () => {
		const editor = select( blockEditorStore );
		const ids = editor.getClientIdsWithDescendants();
		if ( ids === last ) {
			return;
		}
		last = ids;
		for ( const clientId of ids ) {
			if ( seen.has( clientId ) ) {
				continue;
			}
			const name =
				editor.getBlockAttributes( clientId )?.metadata?.patternName;
			if (
				typeof name === 'string' &&
				name.startsWith( PATTERN_PREFIX )
			) {
				seen.add( clientId );
				onPattern( clientId, name.slice( PATTERN_PREFIX.length ) );
			}
		}
	}, blockEditorStore );
}
