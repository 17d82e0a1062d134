/**
 * A small modal asking to confirm a destructive action: the explanation,
 * Cancel, and the action's button.
 */
import type { ComponentProps, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Modal } from '@wordpress/components';

/**
 * Internal dependencies
 */
import BusyButton from '../busy-button';
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
	/** Where the focus goes when it opens (Modal's; a field it asks for). */
	focusOnMount?: ComponentProps< typeof Modal >[ 'focusOnMount' ];
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
	focusOnMount,
}: ConfirmModalProps ) {
	return (
		<Modal
			title={ title }
			onRequestClose={ onCancel }
			size="small"
			focusOnMount={ focusOnMount }
		>
			{ children }
			<ModalActions onCancel={ onCancel } isBusy={ isBusy }>
				<BusyButton
					isDestructive
					onClick={ onConfirm }
					isBusy={ isBusy }
				>
					{ confirmLabel }
				</BusyButton>
			</ModalActions>
		</Modal>
	);
}

export interface PendingConfirmProps< T > extends Omit<
	ConfirmModalProps,
	'children' | 'onConfirm' | 'onCancel'
> {
	/** What waits for a yes (the key, the purchase); null or false: no modal. */
	pending: T | null | false;
	/** Clears `pending`: on Cancel, and before `onConfirm` runs. */
	onClose: () => void;
	/** The action, on what was pending. */
	onConfirm: ( pending: T ) => unknown;
	/** What happens if the user confirms, for what is pending. */
	children: ( pending: T ) => ReactNode;
}

/**
 * The confirm modal of a pending destructive action: shown while something
 * waits for a yes; Cancel clears it, the action's button clears it and then
 * runs the action on it.
 *
 * @param props           Props.
 * @param props.pending   What waits for a yes.
 * @param props.onClose   Clears `pending`.
 * @param props.onConfirm The action.
 * @param props.children  The explanation, for what is pending.
 */
export function PendingConfirm< T >( {
	pending,
	onClose,
	onConfirm,
	children,
	...props
}: PendingConfirmProps< T > ) {
	if ( pending === null || pending === false ) {
		return null;
	}
	return (
		<ConfirmModal
			{ ...props }
			onCancel={ onClose }
			onConfirm={ () => {
				onClose();
				onConfirm( pending );
			} }
		>
			{ children( pending ) }
		</ConfirmModal>
	);
}
