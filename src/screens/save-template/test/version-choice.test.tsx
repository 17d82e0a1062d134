/**
 * Save & Push's "Save as": the files a post came from, each once, and the
 * note only for a new version.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import * as api from '../../../api/versions';
import VersionChoice, { useVersionTargets } from '../version-choice';

jest.mock( '../../../api/versions', () => ( {
	...jest.requireActual( '../../../api/versions' ),
	fetchProvenance: jest.fn(),
} ) );

const fetchProvenance = api.fetchProvenance as jest.Mock;

function Harness( { post }: { post: number } ) {
	const targets = useVersionTargets( post );
	const [ value, setValue ] = useState( 0 );
	const [ note, setNote ] = useState( '' );
	return (
		<>
			<VersionChoice
				targets={ targets }
				value={ value }
				onChange={ setValue }
				note={ note }
				onNote={ setNote }
			/>
			<output>{ `chosen ${ value }` }</output>
		</>
	);
}

describe( 'Save as a new version', () => {
	beforeEach( () => fetchProvenance.mockReset() );

	it( 'offers each file the post came from once, and a note for the version', async () => {
		fetchProvenance.mockResolvedValue( {
			status: 'success',
			sources: [
				{
					kind: 'file',
					id: 5,
					name: 'Header',
					version: 2,
					scope: 'range',
					path: 'cloud',
				},
				{
					kind: 'item',
					id: 9,
					name: 'Harbor hero',
					version: 1,
					scope: 'range',
					path: 'editor',
				},
				{
					kind: 'file',
					id: 5,
					name: 'Header',
					version: 2,
					scope: 'document',
					path: 'push',
				},
			],
		} );
		render( <Harness post={ 12 } /> );
		const version = await screen.findByRole( 'radio', {
			name: 'A new version of “Header”',
		} );
		expect( fetchProvenance ).toHaveBeenCalledWith( 12 );
		expect( screen.getAllByRole( 'radio' ) ).toHaveLength( 2 );
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'A new file',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect(
			screen.queryByLabelText( 'What changed (optional)' )
		).toBeNull();
		await userEvent.setup().click( version );
		expect( screen.getByText( 'chosen 5' ) ).toBeTruthy();
		expect(
			screen.getByLabelText( 'What changed (optional)' )
		).toBeTruthy();
	} );

	it( 'shows nothing for a post from no cloud file, or no post', async () => {
		fetchProvenance.mockResolvedValue( { status: 'success', sources: [] } );
		const { container } = render( <Harness post={ 13 } /> );
		await waitFor( () =>
			expect( fetchProvenance ).toHaveBeenCalledWith( 13 )
		);
		expect( screen.queryByRole( 'radio' ) ).toBeNull();
		render( <Harness post={ 0 } /> );
		expect( fetchProvenance ).toHaveBeenCalledTimes( 1 );
		expect( container.querySelector( 'fieldset' ) ).toBeNull();
	} );
} );
