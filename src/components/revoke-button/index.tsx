/**
 * The last cell's action of a row that can be revoked (an API key, a site
 * key, a purchase): a destructive "Revoke" link that asks first, in its own
 * confirm modal; "Revoked" once it is.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConfirmModal from '../confirm-modal';

export interface RevokeButtonProps {
	/** The confirm modal's title ("Revoke this key?"). */
	title: string;
	/** What revoking does, in the confirm modal. */
	explanation: string;
	/** Revokes; runs after the user said yes (the modal is closed). */
	onRevoke: () => unknown;
	/** What is revoked, read out with the button ("Revoke Client site"). */
	name?: string;
	/** Already revoked: the cell says so instead. */
	revoked?: boolean;
	/** Another change of the list is on its way. */
	disabled?: boolean;
}

/**
 * Revoke button.
 *
 * @param props             Props.
 * @param props.title       The confirm modal's title.
 * @param props.explanation What revoking does.
 * @param props.onRevoke    Revokes, after a yes.
 * @param props.name        What is revoked (for the button's label).
 * @param props.revoked     Already revoked.
 * @param props.disabled    The list is busy.
 */
export default function RevokeButton( {
	title,
	explanation,
	onRevoke,
	name,
	revoked = false,
	disabled = false,
}: RevokeButtonProps ) {
	const [ asking, setAsking ] = useState( false );
	if ( revoked ) {
		return <>{ __( 'Revoked', 'stencilbox' ) }</>;
	}
	return (
		<>
			<Button
				variant="link"
				isDestructive
				disabled={ disabled }
				onClick={ () => setAsking( true ) }
				label={
					name === undefined
						? undefined
						: sprintf(
								/* translators: %s: what is revoked (a key's or an item's name). */
								__( 'Revoke %s', 'stencilbox' ),
								name
							)
				}
				showTooltip={ false }
			>
				{ __( 'Revoke', 'stencilbox' ) }
			</Button>
			{ asking && (
				<ConfirmModal
					title={ title }
					confirmLabel={ __( 'Revoke', 'stencilbox' ) }
					onCancel={ () => setAsking( false ) }
					onConfirm={ () => {
						setAsking( false );
						onRevoke();
					} }
				>
					<p>{ explanation }</p>
				</ConfirmModal>
			) }
		</>
	);
}
