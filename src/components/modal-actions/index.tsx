/**
 * The button row at the foot of a dialog: Cancel, then the dialog's own
 * actions (the last is the main one).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface ModalActionsProps {
	/** Closes the dialog without doing anything. */
	onCancel: () => void;
	/** The dialog's own buttons. */
	children: ReactNode;
	/** Text before the buttons (a count, a note). */
	note?: ReactNode;
	/** The dialog's action is on its way: Cancel waits for it. */
	isBusy?: boolean;
	/** Another word for Cancel (Close, when there is nothing to cancel). */
	cancelLabel?: string;
}

/**
 * Dialog actions.
 *
 * @param props             Props.
 * @param props.onCancel    Cancel.
 * @param props.children    The dialog's buttons.
 * @param props.note        Text before the buttons.
 * @param props.isBusy      The action is on its way (Cancel waits).
 * @param props.cancelLabel Another word for Cancel.
 */
export default function ModalActions( {
	onCancel,
	children,
	note,
	isBusy = false,
	cancelLabel,
}: ModalActionsProps ) {
	return (
		<div className="stencilbox-modal-actions">
			{ note && (
				<span className="stencilbox-modal-actions__note">{ note }</span>
			) }
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				onClick={ onCancel }
				disabled={ isBusy }
			>
				{ cancelLabel ?? __( 'Cancel', 'stencilbox' ) }
			</Button>
			{ children }
		</div>
	);
}
