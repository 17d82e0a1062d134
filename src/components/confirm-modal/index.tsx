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
}: ConfirmModalProps ) {
	return (
		<Modal title={ title } onRequestClose={ onCancel } size="small">
			{ children }
			<ModalActions onCancel={ onCancel }>
				<Button
					__next40pxDefaultSize
					variant="primary"
					isDestructive
					onClick={ onConfirm }
				>
					{ confirmLabel }
				</Button>
			</ModalActions>
		</Modal>
	);
}
