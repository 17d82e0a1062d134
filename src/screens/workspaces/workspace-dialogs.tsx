/**
 * The small WorkSpace dialogs: delete (with the optional delete-files
 * flag) and the unverified account's 'Opps...' (spec part 2 §4, §5).
 */
/**
 * WordPress dependencies
 */
import { Button, CheckboxControl, Modal } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import BusyButton from '../../components/busy-button';
import ModalActions from '../../components/modal-actions';
import {
	store as workspacesStore,
	type Workspace,
} from '../../stores/workspaces';

/**
 * Confirm a WorkSpace's deletion.
 *
 * @param props           Props.
 * @param props.workspace The WorkSpace.
 * @param props.onClose   Closes the dialog.
 * @param props.onDeleted After it was deleted.
 */
export function DeleteWorkspaceModal( {
	workspace,
	onClose,
	onDeleted,
}: {
	workspace: Workspace;
	onClose: () => void;
	onDeleted?: () => void;
} ) {
	const [ deleteFiles, setDeleteFiles ] = useState( false );
	const busy = useSelect(
		( select ) => select( workspacesStore ).isBusy(),
		[]
	);
	const { remove } = useDispatch( workspacesStore );
	return (
		<Modal
			title={ __( 'Delete this WorkSpace?', 'stencilbox' ) }
			onRequestClose={ onClose }
			size="small"
		>
			<p>
				{ sprintf(
					/* translators: %s: workspace name */
					__(
						'“%s” will be deleted for everyone it is shared with. Its files go back to their owners’ My Clouds unless you delete yours below.',
						'stencilbox'
					),
					workspace.title
				) }
			</p>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Also delete my files in this WorkSpace',
					'stencilbox'
				) }
				checked={ deleteFiles }
				onChange={ setDeleteFiles }
			/>
			<ModalActions onCancel={ onClose }>
				<BusyButton
					isDestructive
					isBusy={ busy }
					onClick={ async () => {
						if ( await remove( workspace, deleteFiles ) ) {
							onClose();
							onDeleted?.();
						}
					} }
				>
					{ __( 'Delete', 'stencilbox' ) }
				</BusyButton>
			</ModalActions>
		</Modal>
	);
}

/**
 * An unverified account cannot create WorkSpaces.
 *
 * @param props         Props.
 * @param props.onClose Closes the dialog.
 */
export function UnverifiedModal( { onClose }: { onClose: () => void } ) {
	return (
		<Modal
			title={ __( 'Opps...', 'stencilbox' ) }
			onRequestClose={ onClose }
			size="small"
		>
			<p>
				{ __(
					'Your account is not verified. Please check your email inbox and verify your Stencilbox account.',
					'stencilbox'
				) }
			</p>
			<div className="stencilbox-workspace-modal__actions">
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ onClose }
				>
					{ __( 'OK', 'stencilbox' ) }
				</Button>
			</div>
		</Modal>
	);
}
