/**
 * A Stencilbox pattern from the core inserter goes through the library's
 * insert flow (a lazy chunk, loaded when such a pattern is inserted). The
 * pattern shows the item with the hub's images, for the inserter's preview;
 * once it is in the post, it is replaced by what `POST /insert` answers —
 * images copied into this site's media library, the download recorded, the
 * item's plugins offered first — exactly as Insert in the library does.
 * Should the insert fail or be cancelled, the pattern's block goes: content
 * that points at the hub's files never stays in the post.
 */
/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch, select, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { fetchItem } from '../../api/catalog';
import ImportFlow from '../../screens/app/import-flow';
import { toImportItem } from '../../screens/item/import-item';
import { store as importerStore } from '../../stores/importer';
import { createEditorTarget } from './editor-target';

export interface PatternInsertProps {
	/** The pattern's block. */
	clientId: string;
	/** The item's slug. */
	slug: string;
	/** Called once the job is over (inserted, failed or cancelled). */
	onDone: () => void;
}

/**
 * Removes the pattern's block if it is still there (not replaced).
 *
 * @param clientId Block.
 */
function removePattern( clientId: string ) {
	if ( select( blockEditorStore ).getBlock( clientId ) ) {
		dispatch( blockEditorStore ).removeBlock( clientId, false );
	}
}

/**
 * Runs the insert of one pattern and shows the insert dialog (plugins,
 * errors) while it runs.
 *
 * @param props          Props.
 * @param props.clientId The pattern's block.
 * @param props.slug     The item's slug.
 * @param props.onDone   Called when it is over.
 */
export default function PatternInsert( {
	clientId,
	slug,
	onDone,
}: PatternInsertProps ) {
	const [ started, setStarted ] = useState( false );
	const job = useSelect( ( s ) => s( importerStore ).getJob(), [] );

	useEffect( () => {
		let cancelled = false;
		fetchItem( slug, { platform: 'gutenberg' } )
			.then( ( details ) => {
				if ( cancelled ) {
					return;
				}
				setStarted( true );
				return dispatch( importerStore ).start(
					toImportItem( details ),
					'insert',
					createEditorTarget( {
						clientId,
						origin: 'inserter',
						// The dialog closes with the job (below).
						onClose: () => {},
					} )
				);
			} )
			.catch( ( error: Error ) => {
				if ( cancelled ) {
					return;
				}
				removePattern( clientId );
				dispatch( noticesStore ).createErrorNotice(
					sprintf(
						/* translators: %s: the error. */
						__(
							'The pattern could not be inserted: %s',
							'stencilbox'
						),
						error.message
					),
					{ type: 'snackbar' }
				);
				onDone();
			} );
		return () => {
			cancelled = true;
		};
		// One run per pattern block.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// The job is over once the dialog closes it: inserted (the block was
	// replaced), or failed / cancelled (the block goes).
	const over = started && ! job;
	const inserted = job?.mode === 'insert' && job.step === 'success';
	useEffect( () => {
		if ( inserted ) {
			dispatch( importerStore ).close();
		}
	}, [ inserted ] );
	useEffect( () => {
		if ( over ) {
			removePattern( clientId );
			onDone();
		}
	}, [ over, clientId, onDone ] );

	return started ? <ImportFlow /> : null;
}
