/**
 * Deleting a saved template (spec part 2 §4, §6): a confirm first; a kit
 * answers `cant_delete_kit` and gets its own warning, after which it may
 * be forced; `invalid_permission` shows the server's message.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConfirmModal from '../../components/confirm-modal';
import HtmlMessage from '../../components/html-message';
import {
	store as templatesStore,
	type SavedTemplate,
} from '../../stores/templates';

/**
 * The delete dialogs.
 *
 * @param props          Props.
 * @param props.template The template.
 * @param props.onClose  Closes the dialogs.
 */
export default function DeleteTemplate( {
	template,
	onClose,
}: {
	template: SavedTemplate;
	onClose: () => void;
} ) {
	const { deleteTemplate } = useDispatch( templatesStore );
	const [ kitMessage, setKitMessage ] = useState< string | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ isBusy, setBusy ] = useState( false );

	const run = async ( force: boolean ) => {
		setBusy( true );
		setError( null );
		const outcome = await deleteTemplate( template.id, force );
		setBusy( false );
		if ( outcome.status === 'deleted' ) {
			onClose();
		} else if ( outcome.status === 'kit' ) {
			setKitMessage( outcome.message );
		} else {
			setError( outcome.error.message );
		}
	};

	const errorNotice = error && (
		<Notice status="error" isDismissible={ false } spokenMessage={ error }>
			<HtmlMessage html={ error } />
		</Notice>
	);

	if ( kitMessage !== null ) {
		return (
			<ConfirmModal
				title={ __( 'This template is part of a kit', 'stencilbox' ) }
				confirmLabel={ __( 'Delete anyway', 'stencilbox' ) }
				onConfirm={ () => run( true ) }
				onCancel={ onClose }
				isBusy={ isBusy }
			>
				<p>
					<HtmlMessage html={ kitMessage } />
				</p>
				<p>
					{ __(
						'A full-site import made it; pages of that site may look different without it. This cannot be undone.',
						'stencilbox'
					) }
				</p>
				{ errorNotice }
			</ConfirmModal>
		);
	}
	return (
		<ConfirmModal
			title={ __( 'Delete this template?', 'stencilbox' ) }
			confirmLabel={ __( 'Delete', 'stencilbox' ) }
			onConfirm={ () => run( false ) }
			onCancel={ onClose }
			isBusy={ isBusy }
		>
			<p>
				{ sprintf(
					/* translators: %s: template name */
					__(
						'“%s” will be deleted for good. Where it was displayed, the theme’s own layout comes back.',
						'stencilbox'
					),
					template.title
				) }
			</p>
			{ errorNotice }
		</ConfirmModal>
	);
}
