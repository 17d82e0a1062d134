/**
 * Internal dependencies
 */
import * as api from '../../../api/catalog';
import { RequestError } from '../../../api/client';
import { consoleTags, settle, storeRegistry } from '../../test/harness';
import { store } from '..';
import { makeListArgs } from '../cache';

jest.mock( '../../../api/catalog', () => ( {
	...jest.requireActual( '../../../api/catalog' ),
	fetchItems: jest.fn(),
	fetchItem: jest.fn(),
	fetchTags: jest.fn(),
	fetchPricing: jest.fn(),
	fetchFeaturedItems: jest.fn(),
} ) );

const fetchItems = api.fetchItems as jest.Mock;
const fetchItem = api.fetchItem as jest.Mock;

const card = ( id: number ) => ( {
	id,
	slug: `item-${ id }`,
	name: `Item ${ id }`,
} );
const page = ( ids: number[], totalPage = 3 ) => ( {
	data: ids.map( card ),
	current_page: 1,
	total_page: totalPage,
	total: totalPage * 20,
} );

function setup() {
	const { registry } = storeRegistry( store );
	const select = () => registry.select( store );
	const load = async ( args: ReturnType< typeof makeListArgs > ) => {
		select().getItemsPage( args );
		await settle();
		return select().getItemsPage( args );
	};
	return { registry, select, load };
}

const base = { plan: 'all', platform: 'gutenberg', type: 'page' } as const;

describe( 'catalog store: list caching', () => {
	beforeEach( () => {
		fetchItems.mockReset();
		fetchItem.mockReset();
	} );

	it( 'fetches a page once, then reuses it', async () => {
		const { load } = setup();
		fetchItems.mockResolvedValue( page( [ 1, 2 ] ) );
		const args = makeListArgs( base );
		expect( ( await load( args ) )?.items.map( ( i ) => i.id ) ).toEqual( [
			1, 2,
		] );
		expect( await load( makeListArgs( base ) ) ).toMatchObject( {
			totalPage: 3,
			total: 60,
		} );
		expect( fetchItems ).toHaveBeenCalledTimes( 1 );
		expect( fetchItems ).toHaveBeenCalledWith(
			expect.objectContaining( {
				plan: 'all',
				platform: 'gutenberg',
				type: 'page',
				page: 1,
			} )
		);
	} );

	it( 'caches per plan, platform and page', async () => {
		const { load } = setup();
		fetchItems.mockResolvedValue( page( [ 1 ] ) );
		await load( makeListArgs( base ) );
		await load( makeListArgs( { ...base, page: 2 } ) );
		await load( makeListArgs( { ...base, plan: 'pro' } ) );
		await load( makeListArgs( { ...base, platform: 'elementor' } ) );
		expect( fetchItems ).toHaveBeenCalledTimes( 4 );
		await load( makeListArgs( { ...base, page: 2 } ) );
		await load( makeListArgs( { ...base, plan: 'pro' } ) );
		expect( fetchItems ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'reuses filtered pages until the filter query changes; plain pages stay', async () => {
		const { load } = setup();
		fetchItems.mockResolvedValue( page( [ 1 ] ) );
		const plain = makeListArgs( base );
		const agency = makeListArgs( {
			...base,
			filters: { category: 'agency' },
		} );
		const shop = makeListArgs( { ...base, filters: { category: 'shop' } } );
		await load( plain );
		await load( agency );
		await load( agency );
		expect( fetchItems ).toHaveBeenCalledTimes( 2 );
		await load( shop );
		expect( fetchItems ).toHaveBeenCalledTimes( 3 );
		// The filtered bucket now holds "shop": "agency" is fetched again.
		await load( agency );
		expect( fetchItems ).toHaveBeenCalledTimes( 4 );
		// The plain bucket was never touched.
		await load( plain );
		expect( fetchItems ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'keeps search results in their own bucket', async () => {
		const { load } = setup();
		fetchItems.mockResolvedValue( page( [ 1 ] ) );
		const filtered = makeListArgs( {
			...base,
			filters: { category: 'agency' },
		} );
		const search = makeListArgs( {
			...base,
			filters: { category: 'agency' },
			search: 'hero',
		} );
		await load( filtered );
		await load( search );
		await load( filtered );
		await load( search );
		expect( fetchItems ).toHaveBeenCalledTimes( 2 );
		expect( fetchItems ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				search: 'hero',
				include_search: true,
				category: 'agency',
			} )
		);
	} );

	it( 'marks an empty page and does not ask again', async () => {
		const { load } = setup();
		fetchItems.mockResolvedValue( {
			data: [],
			current_page: 1,
			total_page: 0,
			total: 0,
		} );
		const args = makeListArgs( { ...base, search: 'nothing' } );
		expect( await load( args ) ).toEqual( {
			items: [],
			totalPage: 0,
			total: 0,
			isEmpty: true,
		} );
		await load( makeListArgs( { ...base, search: 'nothing' } ) );
		expect( fetchItems ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stores a failed load for its platform and key; retry asks again', async () => {
		const { registry, select, load } = setup();
		fetchItems.mockRejectedValueOnce(
			new RequestError( {
				code: 'retry_again',
				message: 'Busy',
				data: { status: 503 },
			} )
		);
		const args = makeListArgs( base );
		expect( await load( args ) ).toBeUndefined();
		expect( select().getItemsError( args ) ).toEqual( {
			code: 'retry_again',
			message: 'Busy',
			status: 503,
		} );
		// The spec's console-only tag of a failed list (part 1 §8).
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toContain( 'Stencilbox ID001' );
		// Another platform's same list has no error.
		expect(
			select().getItemsError(
				makeListArgs( { ...base, platform: 'elementor' } )
			)
		).toBeUndefined();

		fetchItems.mockResolvedValue( page( [ 9 ] ) );
		registry.dispatch( store ).retryItemsPage( args );
		expect( select().getItemsError( args ) ).toBeUndefined();
		expect( ( await load( args ) )?.items[ 0 ].id ).toBe( 9 );
		expect( fetchItems ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'remembers the current page per bucket and query', () => {
		const { registry, select } = setup();
		const filtered = makeListArgs( {
			...base,
			filters: { category: 'agency' },
		} );
		registry.dispatch( store ).setCurrentPage( { ...filtered, page: 3 } );
		expect( select().getCurrentPage( filtered ) ).toBe( 3 );
		expect( select().getCurrentPage( makeListArgs( base ) ) ).toBe( 1 );
		// A new filter starts again at page 1.
		expect(
			select().getCurrentPage(
				makeListArgs( { ...base, filters: { category: 'shop' } } )
			)
		).toBe( 1 );
	} );

	it( 'loads item details once and stores their error per platform', async () => {
		const { registry, select } = setup();
		fetchItem.mockResolvedValueOnce( { id: 1, slug: 'a' } );
		select().getItem( 'gutenberg', 'page', 'a' );
		await settle();
		expect( select().getItem( 'gutenberg', 'page', 'a' ) ).toEqual( {
			id: 1,
			slug: 'a',
		} );
		// Details never carry block markup: previews come from the sandboxed
		// preview page, so catalogue content never reaches the editor's window.
		expect( fetchItem ).toHaveBeenCalledWith( 'a', {
			platform: 'gutenberg',
			type: 'page',
		} );

		fetchItem.mockRejectedValueOnce(
			new RequestError( {
				code: 'item_not_found',
				message: 'Nope',
				data: { status: 404 },
			} )
		);
		select().getItem( 'elementor', 'page', 'b' );
		await settle();
		expect(
			select().getItemError( 'elementor', 'page', 'b' )
		).toMatchObject( { status: 404 } );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toContain( 'Stencilbox ID002' );
		expect(
			select().getItemError( 'gutenberg', 'page', 'b' )
		).toBeUndefined();
		registry.dispatch( store ).retryItem( 'elementor', 'page', 'b' );
		fetchItem.mockResolvedValueOnce( { id: 2, slug: 'b' } );
		select().getItem( 'elementor', 'page', 'b' );
		await settle();
		expect( select().getItem( 'elementor', 'page', 'b' ) ).toEqual( {
			id: 2,
			slug: 'b',
		} );
	} );

	it( 'logs a failed pricing fetch and featured list under the spec’s codes', async () => {
		const { select } = setup();
		const busy = new RequestError( {
			code: 'retry_again',
			message: 'Busy',
			data: { status: 503 },
		} );
		( api.fetchPricing as jest.Mock ).mockRejectedValueOnce( busy );
		( api.fetchFeaturedItems as jest.Mock ).mockRejectedValueOnce( busy );
		select().getPricing();
		select().getFeaturedItems( 'gutenberg' );
		await settle();
		expect( select().getPricing() ).toBeUndefined();
		expect( console ).toHaveErroredWith(
			'Stencilbox pricing_fetch_failed',
			busy
		);
		expect( console ).toHaveErroredWith( 'Stencilbox ID003', busy );
	} );

	it( 'keeps the plan switcher', () => {
		const { registry, select } = setup();
		expect( select().getPlan() ).toBe( 'all' );
		registry.dispatch( store ).setPlan( 'pro' );
		expect( select().getPlan() ).toBe( 'pro' );
	} );
} );
