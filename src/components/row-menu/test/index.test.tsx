/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import RowMenu from '..';

describe( 'RowMenu', () => {
	it( 'is named for what it acts on, and runs a control', async () => {
		const onEdit = jest.fn();
		const { container } = render(
			<RowMenu
				name="Team"
				controls={ [ { title: 'Edit & Share', onClick: onEdit } ] }
			/>
		);
		const toggle = screen.getByRole( 'button', {
			name: 'Actions for Team',
		} );
		expect( toggle.className ).toContain( 'is-compact' );
		await userEvent.click( toggle );
		const item = screen.getByRole( 'menuitem', { name: 'Edit & Share' } );
		// Inline: the menu is inside the row, not in a popover slot elsewhere.
		expect( container.contains( item ) ).toBe( true );
		await userEvent.click( item );
		expect( onEdit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'renders its children with a close, inline, with the popover’s class', async () => {
		const { container } = render(
			<RowMenu
				name="Hero.json"
				popoverProps={ { className: 'stencilbox-cloud-files__menu' } }
			>
				{ ( { onClose } ) => (
					<button type="button" role="menuitem" onClick={ onClose }>
						Download
					</button>
				) }
			</RowMenu>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Actions for Hero.json' } )
		);
		const item = screen.getByRole( 'menuitem', { name: 'Download' } );
		expect( container.contains( item ) ).toBe( true );
		expect(
			container.querySelector( '.stencilbox-cloud-files__menu' )
		).not.toBeNull();
		await userEvent.click( item );
		expect(
			screen.queryByRole( 'menuitem', { name: 'Download' } )
		).toBeNull();
	} );
} );
