/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import RevokeButton, { type RevokeButtonProps } from '..';

function renderButton( props: Partial< RevokeButtonProps > = {} ) {
	const onRevoke = jest.fn();
	render(
		<RevokeButton
			title="Revoke this key?"
			explanation="“Client” stops working at once."
			onRevoke={ onRevoke }
			{ ...props }
		/>
	);
	return onRevoke;
}

describe( 'RevokeButton', () => {
	it( 'says Revoked, with no button, once revoked', () => {
		renderButton( { revoked: true } );
		expect( screen.getByText( 'Revoked' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'reads out what it revokes when given a name', () => {
		renderButton( { name: 'Client' } );
		const button = screen.getByRole( 'button', { name: 'Revoke Client' } );
		expect( button.textContent ).toBe( 'Revoke' );
	} );

	it( 'is plain "Revoke" without a name', () => {
		renderButton();
		expect(
			screen.getByRole( 'button', { name: 'Revoke' } ).textContent
		).toBe( 'Revoke' );
	} );

	it( 'asks first, then closes the modal and revokes', async () => {
		const onRevoke = renderButton();
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Revoke' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Revoke this key?',
		} );
		expect( dialog.textContent ).toContain(
			'“Client” stops working at once.'
		);
		expect( onRevoke ).not.toHaveBeenCalled();
		const buttons = screen.getAllByRole( 'button', { name: 'Revoke' } );
		await userEvent.click( buttons[ buttons.length - 1 ] );
		expect( onRevoke ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'does nothing on Cancel', async () => {
		const onRevoke = renderButton();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Revoke' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( onRevoke ).not.toHaveBeenCalled();
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'waits while the list is busy', () => {
		renderButton( { disabled: true } );
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Revoke',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
	} );
} );
