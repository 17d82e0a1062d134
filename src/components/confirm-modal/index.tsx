/**
 * A small modal asking to confirm a destructive action: the explanation,
 * Cancel, and the action's button.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Modal } from '@wordpress/components';

/**
 * Internal dependencies
 */
import ModalActions from '../modal-actions';

export interface ConfirmModalProps {
	title: string;
	/** What happens if the user confirms. */
	children: ReactNode;
	/** The destructive button's label ("Delete", "Remove"). */
	confirmLabel: string;
	onConfirm: () => void;
	onCancel: () => void;
	/** The action is on its way: the buttons wait. */
	isBusy?: boolean;
}

/**
 * Confirmation modal.
 *
 * @param props Props.
 */
export default function ConfirmModal( {
	title,
	children,
	confirmLabel,
	onConfirm,
	onCancel,
	isBusy = false,
}: ConfirmModalProps ) {
	return (
		<Modal title={ title } onRequestClose={ onCancel } size="small">
			{ children }
			<ModalActions onCancel={ onCancel } isBusy={ isBusy }>
				<Button
					__next40pxDefaultSize
					variant="primary"
					isDestructive
					onClick={ onConfirm }
					isBusy={ isBusy }
					disabled={ isBusy }
					accessibleWhenDisabled
				>
					{ confirmLabel }
				</Button>
			</ModalActions>
		</Modal>
	);
}
