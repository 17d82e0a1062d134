/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { PendingConfirm } from '..';

function renderFor( pending: { name: string } | null ) {
	const onClose = jest.fn();
	const onConfirm = jest.fn();
	render(
		<PendingConfirm
			pending={ pending }
			title="Revoke this key?"
			confirmLabel="Revoke"
			onClose={ onClose }
			onConfirm={ onConfirm }
		>
			{ ( key ) => <p>{ `${ key.name } stops working.` }</p> }
		</PendingConfirm>
	);
	return { onClose, onConfirm };
}

describe( 'PendingConfirm', () => {
	it( 'shows nothing while nothing is pending', () => {
		renderFor( null );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'clears the pending value, then runs the action on it', async () => {
		const key = { name: 'Client' };
		const { onClose, onConfirm } = renderFor( key );
		expect( screen.getByRole( 'dialog' ).textContent ).toContain(
			'Client stops working.'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Revoke' } )
		);
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( onConfirm ).toHaveBeenCalledWith( key );
		expect( onClose.mock.invocationCallOrder[ 0 ] ).toBeLessThan(
			onConfirm.mock.invocationCallOrder[ 0 ]
		);
	} );

	it( 'only clears the pending value on Cancel', async () => {
		const { onClose, onConfirm } = renderFor( { name: 'Client' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		expect( onConfirm ).not.toHaveBeenCalled();
	} );
} );
