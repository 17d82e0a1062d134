/**
 * "Add to saved templates" (issue [26] item 5): a cloud file pushed from a
 * saved template, or a library item a hub published from one (the item
 * screen opens the same dialog), becomes a saved template of this site,
 * with its display conditions resolved here; added again, the one it
 * became is found (and updated when it changed). The server names each
 * condition it left out, and the dialog lists them. Before adding, it
 * says what will happen to the conditions: matched here, or, for a user
 * who may not choose where templates are displayed (the boot data's
 * `CAP_DISPLAY_CONDITIONS`, as the server decides), left out and the
 * template added as a draft. Its own lazy chunk: only this dialog needs
 * it.
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	addToSavedTemplates,
	CAP_DISPLAY_CONDITIONS,
	type AddTemplateResponse,
	type TemplateOrigin,
} from '../../api/cloud-templates';
import { currentUserCan } from '../../api/settings';
import { TEMPLATE_TYPES, type SavedTemplateType } from '../../api/templates';
import BusyButton from '../../components/busy-button';
import HtmlMessage from '../../components/html-message';
import ModalActions from '../../components/modal-actions';
import NavLink from '../../components/nav-link';
import { toStoreError, type StoreError } from '../../stores/shared';
import { store as templatesStore } from '../../stores/templates';
import { templateTypeLabel } from '../templates/labels';

/** What the dialog adds: a cloud file or a library item, with what its `template` says it is. */
export interface TemplateSource {
	id: number;
	name: string;
	template?: { type: string; conditions: number } | null;
}

/**
 * What becomes of the file's display conditions, said before adding it.
 *
 * @param conditions How many it has.
 * @param mayPlace   Whether the user may choose where templates are displayed.
 */
function conditionsText( conditions: number, mayPlace: boolean ): string {
	if ( conditions === 0 ) {
		return __( 'It has no display conditions.', 'stencilbox' );
	}
	if ( ! mayPlace ) {
		return sprintf(
			/* translators: %d: how many display conditions */
			_n(
				'Its %d display condition is left out: you may not choose where templates are displayed. It is added as a draft.',
				'Its %d display conditions are left out: you may not choose where templates are displayed. It is added as a draft.',
				conditions,
				'stencilbox'
			),
			conditions
		);
	}
	return sprintf(
		/* translators: %d: how many display conditions */
		_n(
			'Its %d display condition is matched to this site’s pages, terms and authors; if it finds nothing here, it is left out, and said.',
			'Its %d display conditions are matched to this site’s pages, terms and authors; any that finds nothing here is left out, and said.',
			conditions,
			'stencilbox'
		),
		conditions
	);
}

/**
 * Add-to-saved-templates dialog.
 *
 * @param props         Props.
 * @param props.file    The file or item (its `template` says what it is).
 * @param props.from    Which of the two it is (a file when not said).
 * @param props.onClose Closes it.
 */
export default function AddTemplateModal( {
	file,
	from = 'file',
	onClose,
}: {
	file: TemplateSource;
	from?: TemplateOrigin;
	onClose: () => void;
} ) {
	const { invalidateLists } = useDispatch( templatesStore );
	const [ busy, setBusy ] = useState( false );
	const [ done, setDone ] = useState< AddTemplateResponse | null >( null );
	const [ failure, setFailure ] = useState< StoreError | null >( null );
	const conditions = file.template?.conditions ?? 0;
	// The server leaves the conditions out for a user who may not place templates.
	const mayPlace = currentUserCan( CAP_DISPLAY_CONDITIONS );
	// The hub keeps the type as sent; only a type this site knows is named.
	const type = TEMPLATE_TYPES.find(
		( known: SavedTemplateType ) => known === file.template?.type
	);
	const add = async () => {
		setBusy( true );
		setFailure( null );
		try {
			const answer = await addToSavedTemplates( file.id, from );
			setDone( answer );
			invalidateLists();
		} catch ( error ) {
			setFailure( toStoreError( error ) );
		} finally {
			setBusy( false );
		}
	};

	let body;
	if ( done ) {
		body = (
			<Notice
				status={ done.dropped.length ? 'warning' : 'success' }
				isDismissible={ false }
			>
				{ /* The notice speaks its text: no role of its own. */ }
				<p className="stencilbox-cloud-files__added">
					{ done.message }
				</p>
				{ done.dropped.length > 0 && (
					<ul className="stencilbox-cloud-files__dropped">
						{ done.dropped.map( ( sentence ) => (
							<li key={ sentence }>{ sentence }</li>
						) ) }
					</ul>
				) }
			</Notice>
		);
	} else {
		body = (
			<>
				<p>
					{ type
						? sprintf(
								/* translators: 1: file name, 2: template type (e.g. Header) */
								__(
									'“%1$s” becomes a saved template of this site (type: %2$s).',
									'stencilbox'
								),
								file.name,
								templateTypeLabel( type )
							)
						: file.name }{ ' ' }
					{ conditionsText( conditions, mayPlace ) }
				</p>
				<p>
					{ __(
						'Added before, it is found again, not made twice.',
						'stencilbox'
					) }
				</p>
				{ failure && (
					<Notice status="error" isDismissible={ false }>
						<HtmlMessage html={ failure.message } />
					</Notice>
				) }
			</>
		);
	}

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: file name */
				__( 'Add “%s” to saved templates', 'stencilbox' ),
				file.name
			) }
			onRequestClose={ onClose }
			size="medium"
		>
			{ body }
			<ModalActions
				onCancel={ onClose }
				cancelLabel={
					done
						? __( 'Close', 'stencilbox' )
						: __( 'Cancel', 'stencilbox' )
				}
			>
				{ done ? (
					<>
						<NavLink
							variant="secondary"
							to={ `${ done.platform }/templates` }
						>
							{ __( 'View saved templates', 'stencilbox' ) }
						</NavLink>
						<Button
							__next40pxDefaultSize
							variant="primary"
							href={ done.edit_url }
						>
							{ __( 'Edit template', 'stencilbox' ) }
						</Button>
					</>
				) : (
					<BusyButton isBusy={ busy } onClick={ add }>
						{ failure
							? __( 'Try again', 'stencilbox' )
							: __( 'Add to saved templates', 'stencilbox' ) }
					</BusyButton>
				) }
			</ModalActions>
		</Modal>
	);
}
