/**
 * The plan switch shows its effect (issue [23] E): the list loads again
 * (placeholders, the count says it is loading), the count beside the
 * title then says how many of the type's items the plan shows, and a line
 * above the list says what the plan lists (Starter's first cards can be
 * All's) or that every item is in it, with a way back to all plans.
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

/** A button of the plan switch. */
const planButton = ( name: string ) =>
	within( screen.getByRole( 'group', { name: 'Plan' } ) ).getByRole(
		'button',
		{ name }
	);

/**
 * Chooses a plan in the switch.
 *
 * @param user The user's events.
 * @param name Plan.
 */
const choosePlan = (
	user: ReturnType< typeof userEvent.setup >,
	name: string
) => user.click( planButton( name ) );

const item = ( id: number, plan: string ) => ( {
	id,
	name: `Pack ${ id }`,
	slug: `pack-${ id }`,
	type: 'pack',
	plan,
} );

/** The packs screen on a fresh store. */
function renderScreen() {
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
}

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
		renderScreen();
		await act( settle );
		expect( countText() ).toBe( '5 items' );
		expect( screen.getByText( 'Pack 5' ) ).toBeTruthy();

		const user = userEvent.setup();
		await choosePlan( user, 'Pro' );
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
		// What the plan lists, and the way back.
		expect(
			screen.getByText( 'Pro lists the Pro items only.' )
		).toBeTruthy();
		await user.click(
			screen.getByRole( 'button', { name: 'Show all plans' } )
		);
		await act( settle );
		expect( countText() ).toBe( '5 items' );
		expect( screen.getByText( 'Pack 1' ) ).toBeTruthy();
		// The button is gone; focus is on the list, not lost.
		const region = screen
			.getByText( 'Pack 1' )
			.closest< HTMLElement >( '#stencilbox-items-results' );
		expect( region?.ownerDocument.activeElement ).toBe( region );
		expect(
			screen.queryByText( 'Pro lists the Pro items only.' )
		).toBeNull();
		expect( planButton( 'All' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
	} );

	it( 'says so when every item is in the chosen plan', async () => {
		calls.fetchItems.mockResolvedValue( {
			data: [ 1, 2, 3, 4, 5 ].map( ( id ) => item( id, 'free' ) ),
			current_page: 1,
			total_page: 1,
			total: 5,
		} );
		renderScreen();
		await act( settle );
		expect( countText() ).toBe( '5 items' );
		const user = userEvent.setup();
		await choosePlan( user, 'Starter' );
		await act( settle );
		expect( countText() ).toBe( '5 of 5 items' );
		expect(
			screen.getByText( 'All 5 items are in this plan.' )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Show all plans' } )
		).toBeNull();
	} );

	it( 'a list the plan alone empties offers the reset its message promises, and the reset brings every item back', async () => {
		calls.fetchItems.mockImplementation( ( params: { plan: string } ) =>
			Promise.resolve(
				params.plan === 'all'
					? {
							data: [ 1, 2 ].map( ( id ) => item( id, 'free' ) ),
							current_page: 1,
							total_page: 1,
							total: 2,
						}
					: { data: [], current_page: 1, total_page: 0, total: 0 }
			)
		);
		renderScreen();
		await act( settle );
		const user = userEvent.setup();
		await choosePlan( user, 'Pro' );
		await act( settle );
		expect(
			screen.getByText(
				'Nothing matches these filters. Reset them to see everything.'
			)
		).toBeTruthy();
		await user.click(
			screen.getByRole( 'button', { name: 'Reset filters and search' } )
		);
		await act( settle );
		expect( screen.getByText( 'Pack 1' ) ).toBeTruthy();
		expect( planButton( 'All' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
	} );

	it( 'says what Starter lists when its first cards are the same as All’s', async () => {
		calls.fetchItems.mockImplementation( ( params: { plan: string } ) =>
			Promise.resolve( {
				data: [ 1, 2 ].map( ( id ) => item( id, 'free' ) ),
				current_page: 1,
				total_page: params.plan === 'all' ? 3 : 2,
				total: params.plan === 'all' ? 5 : 4,
			} )
		);
		renderScreen();
		await act( settle );
		const user = userEvent.setup();
		await choosePlan( user, 'Starter' );
		await act( settle );
		expect( countText() ).toBe( '4 of 5 items' );
		expect(
			screen.getByText(
				'Starter lists the free and Starter items; Pro items are left out.'
			)
		).toBeTruthy();
	} );
} );
