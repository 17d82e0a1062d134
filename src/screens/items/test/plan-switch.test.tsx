/**
 * The plan switch shows its effect (issue [23] E): the list loads again
 * (placeholders, the count says it is loading) and the count beside the
 * title then says how many of the type's items the plan shows.
 */
/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/catalog';
import { createAppHistory, RouterProvider } from '../../../router';
import { store as catalogStore } from '../../../stores/catalog';
import {
	mockedCalls,
	settle,
	storeRegistry,
} from '../../../stores/test/harness';
import ItemsScreen from '..';

jest.mock( '../../../api/catalog' );
// The cards read the account; this screen's count is what is tested.
jest.mock( '../catalog-card', () => ( {
	__esModule: true,
	default: ( { item }: { item: { name: string } } ) => <p>{ item.name }</p>,
} ) );
const calls = mockedCalls( api );

/** The count beside the title (a live region). */
const countText = () =>
	document.querySelector( '.stencilbox-items__count' )?.textContent;

const item = ( id: number, plan: string ) => ( {
	id,
	name: `Pack ${ id }`,
	slug: `pack-${ id }`,
	type: 'pack',
	plan,
} );

describe( 'ItemsScreen plan switch', () => {
	beforeEach( () => {
		calls.fetchItemsCount.mockResolvedValue( {
			packs: 5,
			pages: 0,
			sections: 0,
		} );
		calls.fetchCategories.mockResolvedValue( [] );
		calls.fetchDependencies.mockResolvedValue( [] );
		calls.fetchTags.mockResolvedValue( [] );
	} );

	it( 'loads the list again and counts what the plan shows', async () => {
		let answer: ( value: unknown ) => void = () => {};
		calls.fetchItems.mockImplementation( ( params: { plan: string } ) => {
			if ( params.plan === 'all' ) {
				return Promise.resolve( {
					data: [ 1, 2, 3, 4, 5 ].map( ( id ) =>
						item( id, id > 3 ? 'pro' : 'free' )
					),
					current_page: 1,
					total_page: 1,
					total: 5,
				} );
			}
			return new Promise( ( resolve ) => {
				answer = resolve;
			} );
		} );
		const { registry } = storeRegistry( catalogStore );
		const history = createAppHistory( 'memory', {
			initial: { path: 'gutenberg/packs', query: {} },
		} );
		render(
			<RegistryProvider value={ registry }>
				<RouterProvider history={ history }>
					<ItemsScreen
						route={ {
							name: 'items',
							platform: 'gutenberg',
							type: 'packs',
						} }
					/>
				</RouterProvider>
			</RegistryProvider>
		);
		await act( settle );
		expect( countText() ).toBe( '5 items' );
		expect( screen.getByText( 'Pack 5' ) ).toBeTruthy();

		const user = userEvent.setup();
		await user.click(
			within( screen.getByRole( 'group', { name: 'Plan' } ) ).getByRole(
				'button',
				{
					name: 'Pro',
				}
			)
		);
		await act( settle );
		// Loading: the old cards are gone and the count says so.
		expect( screen.queryByText( 'Pack 5' ) ).toBeNull();
		expect( countText() ).toBe( 'Loading…' );

		await act( async () => {
			answer( {
				data: [ item( 4, 'pro' ), item( 5, 'pro' ) ],
				current_page: 1,
				total_page: 1,
				total: 2,
			} );
			await settle();
		} );
		expect( countText() ).toBe( '2 of 5 items' );
		expect( screen.getByText( 'Pack 5' ) ).toBeTruthy();
		expect( screen.queryByText( 'Pack 1' ) ).toBeNull();
	} );
} );
