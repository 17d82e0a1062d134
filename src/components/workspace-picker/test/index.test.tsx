/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import WorkspacePicker, { type PickerOption } from '..';

const options: PickerOption[] = [
	{ value: 0, label: 'My Clouds', slug: 'clouds', group: 'clouds' },
	...Array.from( { length: 7 }, ( _, i ) => ( {
		value: i + 1,
		label: `Space ${ i + 1 }`,
		slug: `space-${ i + 1 }`,
		group: ( i < 5 ? 'own' : 'shared' ) as PickerOption[ 'group' ],
	} ) ),
];

describe( 'WorkspacePicker', () => {
	it( 'shows 5 options at a time, grouped, and says what was chosen', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		const { rerender } = render(
			<WorkspacePicker
				label="Destination"
				value={ null }
				options={ options }
				onChange={ onChange }
			/>
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Destination: Select a destination',
			} )
		);
		expect( screen.getAllByRole( 'menuitemradio' ) ).toHaveLength( 5 );
		expect( screen.getByText( 'My WorkSpace' ) ).toBeTruthy();
		expect( screen.queryByText( 'Shared with Me' ) ).toBeNull();
		await user.click( screen.getByRole( 'button', { name: 'Show more' } ) );
		expect( screen.getAllByRole( 'menuitemradio' ) ).toHaveLength( 8 );
		expect( screen.getByText( 'Shared with Me' ) ).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Show more' } )
		).toBeNull();
		await user.click(
			screen.getByRole( 'menuitemradio', { name: 'Space 6' } )
		);
		expect( onChange ).toHaveBeenCalledWith( 6 );
		rerender(
			<WorkspacePicker
				label="Destination"
				value={ 6 }
				options={ options }
				onChange={ onChange }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Destination: Space 6' } )
		).toBeTruthy();
	} );
} );
