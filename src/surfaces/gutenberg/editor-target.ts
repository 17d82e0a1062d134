/**
 * Where Insert puts content inside the block editor: replacing the library
 * block that opened the library, or after the selected block, or at the end
 * — one undoable step — then the page template, a short notice, and the
 * popup closes.
 */
/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { parse } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import type { InsertResult } from '../../api/importer';
import type { InsertTarget } from '../../stores/importer/types';
import { TOAST_MS } from '../../utils/constants';
import { keptNotice } from '../../utils/look';

const NOTICE_ID = 'stencilbox-inserted';
const KEPT_NOTICE_ID = 'stencilbox-look-kept';

/**
 * Puts blocks into the editor (exported for the e2e insert-all check).
 *
 * @param content  Block markup.
 * @param clientId The library block to replace, if any.
 * @return How many top-level blocks were inserted.
 */
export function insertIntoEditor( content: string, clientId?: string ): number {
	const blocks = parse( content );
	const editor = select( blockEditorStore );
	const actions = dispatch( blockEditorStore );
	if ( clientId && editor.getBlock( clientId ) ) {
		actions.replaceBlocks( clientId, blocks );
		return blocks.length;
	}
	const selected = editor.getBlockSelectionEnd();
	if ( selected ) {
		actions.insertBlocks(
			blocks,
			editor.getBlockIndex( selected ) + 1,
			editor.getBlockRootClientId( selected ) ?? undefined
		);
	} else {
		actions.insertBlocks( blocks );
	}
	return blocks.length;
}

/**
 * Gives the post the item's page template, when this theme offers it for
 * this post type (another name would make saving fail).
 *
 * @param template Template name from the hub, or empty.
 */
function applyTemplate( template: string | undefined ) {
	if ( ! template ) {
		return;
	}
	const settings = select( editorStore ).getEditorSettings() as {
		availableTemplates?: Record< string, string >;
	};
	const available = settings.availableTemplates ?? {};
	if ( Object.prototype.hasOwnProperty.call( available, template ) ) {
		dispatch( editorStore ).editPost( { template } );
	}
}

/**
 * Names a post that has no title after the page item inserted into it, and
 * marks a page whose content shows its own title so the theme prints no
 * second one; the server says what (`untitled` of `/insert`, null for
 * anything else; docs/decisions/insert-and-import.md). A title the user
 * typed is kept.
 *
 * @param untitled What an untitled post takes, if anything.
 */
function nameUntitled( untitled: InsertResult[ 'untitled' ] ) {
	if (
		! untitled ||
		select( editorStore ).getEditedPostAttribute( 'title' )?.trim()
	) {
		return;
	}
	dispatch( editorStore ).editPost( {
		title: untitled.title,
		...( Object.keys( untitled.meta ).length
			? { meta: untitled.meta }
			: {} ),
	} );
}

/**
 * The insert target of a library opening.
 *
 * @param options          Options.
 * @param options.clientId The block to replace (library block or pattern), if any.
 * @param options.origin   Where Insert was asked for (default: block or library).
 * @param options.onClose  Closes the popup.
 */
export function createEditorTarget( {
	clientId,
	origin,
	onClose,
}: {
	clientId?: string;
	/** Where Insert was asked for (download statistics). */
	origin?: string;
	onClose: () => void;
} ): InsertTarget {
	return {
		kind: 'gutenberg',
		postId: Number( select( editorStore ).getCurrentPostId() ) || 0,
		origin: origin ?? ( clientId ? 'block' : 'library' ),
		insert( result: InsertResult ) {
			insertIntoEditor( result.content, clientId );
			applyTemplate( result.page_settings?.template );
			nameUntitled( result.untitled );
			const notices = dispatch( noticesStore );
			notices.createSuccessNotice(
				sprintf(
					/* translators: %s: item name. */
					__( '%s was inserted.', 'stencilbox' ),
					result.item.name
				),
				{ id: NOTICE_ID, type: 'snackbar' }
			);
			setTimeout(
				() => notices.removeNotice( NOTICE_ID ),
				TOAST_MS.insert
			);
			// "Match my site" kept some colours readable: said until dismissed,
			// or until an insert that kept none (it spoke of an earlier one).
			const kept = keptNotice( result.look );
			if ( kept ) {
				notices.createWarningNotice( kept, {
					id: KEPT_NOTICE_ID,
					isDismissible: true,
				} );
			} else {
				notices.removeNotice( KEPT_NOTICE_ID );
			}
			onClose();
		},
	};
}
