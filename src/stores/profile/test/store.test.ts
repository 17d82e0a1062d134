/// <reference types="@wordpress/jest-console" />
/**
 * Internal dependencies
 */
import type { CatalogItem, ItemDetails } from '../../../api/catalog';
import { RequestError } from '../../../api/client';
import * as api from '../../../api/engagement';
import type { Profile } from '../../../api/types';
import { store as accountStore } from '../../account';
import { store as catalogStore } from '../../catalog';
import {
	consoleTags,
	mockedCalls,
	settle,
	storeRegistry,
} from '../../test/harness';
import { store } from '..';
import { favouritesKey } from '../cache';
import type { FavouriteArgs } from '../types';

// Every call of the area's API is a mock (the test gives each its answer).
jest.mock( '../../../api/engagement' );
const {
	favouriteItem,
	rateItem,
	fetchMyFavourites,
	fetchDownloadHistory,
	fetchPurchasedItems,
} = mockedCalls( api );

const card = ( id: number, extra: Partial< CatalogItem > = {} ) =>
	( {
		id,
		slug: `item-${ id }`,
		name: `Item ${ id }`,
		type: 'pack',
		platform: 'gutenberg',
		favourite_count: 10,
		rating: 4,
		rating_count: 2,
		...extra,
	} ) as CatalogItem;

const user = ( extra: Partial< Profile > = {} ) =>
	( {
		id: 1,
		name: 'Ana Lima',
		plan: 'free',
		starred: { items: [], packs: [] },
		purchasedItems: { page: [], block: [], pack: [] },
		reviews: { pack: {} },
		...extra,
	} ) as unknown as Profile;

/** The console tags logged so far (the spec's P100–P102). */

/** A promise resolved or rejected from outside. */
function deferred< T >() {
	let resolve!: ( value: T ) => void;
	let reject!: ( error: unknown ) => void;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

function setup( profile: Profile | null = user() ) {
	const { registry } = storeRegistry( accountStore, catalogStore, store );
	// The account is known (no GET /is-signed in these tests).
	registry.dispatch( accountStore ).receiveUser( profile );
	registry.dispatch( accountStore ).finishResolution( 'getUser', [] );
	const select = () => registry.select( store );
	const me = () =>
		registry.select( accountStore ).getUser() as Profile | null;
	return { registry, select, me };
}

const args = ( extra: Partial< FavouriteArgs > = {} ): FavouriteArgs => ( {
	plan: 'all',
	platform: 'gutenberg',
	itemType: 'all',
	page: 1,
	...extra,
} );

const favouritesPage = ( ids: number[], totalPage = 2 ) => ( {
	data: ids.map( ( id ) => card( id ) ),
	current_page: 1,
	total_page: totalPage,
	total: ids.length,
} );

describe( 'profile store: list caching', () => {
	beforeEach( () => {
		jest.resetAllMocks();
	} );

	it( 'caches favourites per plan, platform, type and page', async () => {
		const { select } = setup();
		fetchMyFavourites.mockImplementation( async ( params ) =>
			favouritesPage( [ params.page * 10 + 1 ] )
		);
		select().getFavouritesPage( args() );
		await settle();
		expect( select().getFavouritesPage( args() )?.items ).toEqual( [
			expect.objectContaining( { id: 11 } ),
		] );
		select().getFavouritesPage( args() );
		await settle();
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 1 );
		expect( fetchMyFavourites ).toHaveBeenCalledWith( {
			plan: 'all',
			platform: 'gutenberg',
			itemType: 'all',
			page: 1,
			per_page: 20,
		} );

		for ( const other of [
			args( { page: 2 } ),
			args( { plan: 'pro' } ),
			args( { itemType: 'pack' } ),
		] ) {
			select().getFavouritesPage( other );
		}
		await settle();
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 4 );
		expect(
			select().getFavouritesPage( args( { page: 2 } ) )?.items[ 0 ].id
		).toBe( 21 );
		// Going back to a cached page asks nothing.
		select().getFavouritesPage( args() );
		select().getFavouritesPage( args( { plan: 'pro' } ) );
		await settle();
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'marks an empty page and does not ask for it again', async () => {
		const { select } = setup();
		fetchMyFavourites.mockResolvedValue( favouritesPage( [], 0 ) );
		select().getFavouritesPage( args( { itemType: 'block' } ) );
		await settle();
		expect(
			select().getFavouritesPage( args( { itemType: 'block' } ) )
		).toEqual( { items: [], totalPage: 0, total: 0, isEmpty: true } );
		select().getFavouritesPage( args( { itemType: 'block' } ) );
		await settle();
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps a failed page’s error and asks again on retry', async () => {
		const { registry, select } = setup();
		fetchMyFavourites.mockRejectedValueOnce(
			new RequestError( { code: 'retry_again', message: 'Busy' } )
		);
		select().getFavouritesPage( args() );
		await settle();
		expect( select().getFavouritesPage( args() ) ).toBeUndefined();
		expect( select().getFavouritesError( args() ) ).toMatchObject( {
			code: 'retry_again',
		} );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toContain( 'Stencilbox P103' );
		fetchMyFavourites.mockResolvedValue( favouritesPage( [ 5 ] ) );
		registry.dispatch( store ).retryFavourites( args() );
		select().getFavouritesPage( args() );
		await settle();
		expect( select().getFavouritesError( args() ) ).toBeUndefined();
		expect( select().getFavouritesPage( args() )?.items[ 0 ].id ).toBe( 5 );
	} );

	it( 'drops the favourites pages when a favourite changes', async () => {
		const { registry, select } = setup();
		fetchMyFavourites.mockResolvedValue( favouritesPage( [ 1 ] ) );
		favouriteItem.mockResolvedValue( {
			status: 'success',
			data: { items: [], packs: [ 7 ] },
			favourite_count: 11,
		} );
		select().getFavouritesPage( args() );
		select().getFavouritesPage( args( { plan: 'pro' } ) );
		await settle();
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 2 );
		await registry
			.dispatch( store )
			.toggleFavourite( { id: 7, type: 'pack', favourite_count: 10 } );
		expect( select().getFavouritesPage( args() ) ).toBeUndefined();
		select().getFavouritesPage( args() );
		await settle();
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'asks again for all three lists on a platform change; purchases with the all flag', async () => {
		const { registry, select, me } = setup();
		fetchMyFavourites.mockResolvedValue( favouritesPage( [ 1 ] ) );
		fetchDownloadHistory.mockResolvedValue( {
			data: [ { id: 1, name: 'Harbor Home', type: 'page' } ],
			current_page: 1,
			total_page: 1,
			total: 1,
		} );
		fetchPurchasedItems.mockImplementation( async ( _platform, all ) => ( {
			data: all
				? [
						{ item_id: 3, type: 'page', platform: 'elementor' },
						{ item_id: 4, type: 'pack', platform: 'gutenberg' },
					]
				: [ { item_id: 4, type: 'pack', platform: 'gutenberg' } ],
		} ) );
		select().getFavouritesPage( args() );
		select().getDownloadsPage( 'gutenberg', 1 );
		select().getPurchasedItems( 'gutenberg' );
		await settle();
		expect( select().getDownloadsPage( 'gutenberg', 1 )?.total ).toBe( 1 );
		expect( select().getPurchasedItems( 'gutenberg' ) ).toHaveLength( 1 );
		expect( fetchPurchasedItems ).toHaveBeenLastCalledWith(
			'gutenberg',
			false
		);

		// Same platform: nothing is asked again.
		registry.dispatch( store ).syncPlatform( 'gutenberg' );
		select().getDownloadsPage( 'gutenberg', 1 );
		await settle();
		expect( fetchDownloadHistory ).toHaveBeenCalledTimes( 1 );

		registry.dispatch( store ).syncPlatform( 'elementor' );
		await settle();
		expect( fetchPurchasedItems ).toHaveBeenLastCalledWith(
			'elementor',
			true
		);
		// What the account owns follows, for every platform.
		expect( me()?.purchasedItems ).toEqual( {
			page: [ 3 ],
			block: [],
			pack: [ 4 ],
		} );
		expect( select().getPurchasedItems( 'elementor' ) ).toEqual( [
			expect.objectContaining( { item_id: 3 } ),
		] );
		expect( select().getDownloadsPage( 'elementor', 1 ) ).toBeUndefined();
		select().getDownloadsPage( 'elementor', 1 );
		select().getFavouritesPage( args( { platform: 'elementor' } ) );
		await settle();
		expect( fetchDownloadHistory ).toHaveBeenCalledTimes( 2 );
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 2 );

		// And back: the gutenberg lists are asked for again too.
		registry.dispatch( store ).syncPlatform( 'gutenberg' );
		select().getFavouritesPage( args() );
		select().getDownloadsPage( 'gutenberg', 1 );
		await settle();
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 3 );
		expect( fetchDownloadHistory ).toHaveBeenCalledTimes( 3 );
	} );
} );

describe( 'profile store: favourite toggle', () => {
	const details = ( extra: Partial< ItemDetails > = {} ) =>
		( { ...card( 7 ), ...extra } ) as ItemDetails;

	beforeEach( () => {
		jest.resetAllMocks();
	} );

	function withItem() {
		const context = setup();
		const catalog = context.registry.dispatch( catalogStore );
		catalog.receiveItem( 'gutenberg/pack/item-7', details() );
		catalog.finishResolution( 'getItem', [
			'gutenberg',
			'pack',
			'item-7',
		] );
		const count = () =>
			context.registry
				.select( catalogStore )
				.getItem( 'gutenberg', 'pack', 'item-7' )?.favourite_count;
		return { ...context, count };
	}

	it( 'changes the count and the heart at once, then takes the server’s numbers', async () => {
		const { registry, me, count, select } = withItem();
		const answer = deferred< unknown >();
		favouriteItem.mockReturnValue( answer.promise );
		const done = registry
			.dispatch( store )
			.toggleFavourite( { id: 7, type: 'pack', favourite_count: 10 } );
		expect( count() ).toBe( 11 );
		expect( me()?.starred.packs ).toEqual( [ 7 ] );
		expect( select().isFavouritePending( 7 ) ).toBe( true );
		expect( favouriteItem ).toHaveBeenCalledWith( 7, 'do' );
		answer.resolve( {
			status: 'success',
			data: { items: [ 2 ], packs: [ 7 ] },
			favourite_count: 42,
		} );
		await expect( done ).resolves.toBe( true );
		expect( count() ).toBe( 42 );
		expect( me()?.starred ).toEqual( { items: [ 2 ], packs: [ 7 ] } );
		expect( select().isFavouritePending( 7 ) ).toBe( false );
	} );

	it( 'rolls back silently when it fails (P100 for do, P101 for undo)', async () => {
		const { registry, me, count } = withItem();
		favouriteItem.mockRejectedValue(
			new RequestError( { code: 'hub_unreachable', message: 'Down' } )
		);
		const toggle = ( n: number ) =>
			registry
				.dispatch( store )
				.toggleFavourite( { id: 7, type: 'pack', favourite_count: n } );
		const doing = toggle( 10 );
		expect( count() ).toBe( 11 );
		await doing;
		expect( count() ).toBe( 10 );
		expect( me()?.starred.packs ).toEqual( [] );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toEqual( [ 'P100' ] );

		registry.dispatch( accountStore ).updateUser( {
			starred: { items: [ 3 ], packs: [ 7 ] },
		} );
		const undoing = toggle( 10 );
		expect( favouriteItem ).toHaveBeenLastCalledWith( 7, 'undo' );
		expect( count() ).toBe( 9 );
		expect( me()?.starred.packs ).toEqual( [] );
		await undoing;
		expect( count() ).toBe( 10 );
		expect( me()?.starred ).toEqual( { items: [ 3 ], packs: [ 7 ] } );
		expect( consoleTags() ).toEqual( [ 'P100', 'P101' ] );
	} );

	it( 'a rollback puts back only its own item', async () => {
		const { registry, me } = withItem();
		const first = deferred< unknown >();
		favouriteItem
			.mockReturnValueOnce( first.promise )
			.mockResolvedValueOnce( {
				status: 'success',
				data: { items: [ 8 ], packs: [] },
				favourite_count: 1,
			} );
		const failing = registry
			.dispatch( store )
			.toggleFavourite( { id: 7, type: 'pack', favourite_count: 10 } );
		await registry
			.dispatch( store )
			.toggleFavourite( { id: 8, type: 'page', favourite_count: 0 } );
		first.reject( new Error( 'offline' ) );
		await failing;
		expect( me()?.starred ).toEqual( { items: [ 8 ], packs: [] } );
		expect( console ).toHaveErrored();
	} );

	it( 'ignores clicks while its toggle is on its way', async () => {
		const { registry, count } = withItem();
		const answer = deferred< unknown >();
		favouriteItem.mockReturnValue( answer.promise );
		const target = { id: 7, type: 'pack' as const, favourite_count: 10 };
		const first = registry.dispatch( store ).toggleFavourite( target );
		await registry
			.dispatch( store )
			.toggleFavourite( { ...target, favourite_count: 11 } );
		expect( favouriteItem ).toHaveBeenCalledTimes( 1 );
		expect( count() ).toBe( 11 );
		answer.resolve( {
			status: 'success',
			data: { items: [], packs: [ 7 ] },
			favourite_count: 11,
		} );
		await first;
		expect( count() ).toBe( 11 );
	} );

	it( 'does nothing for a guest (the screen sends them to sign-in)', async () => {
		const { registry } = setup( null );
		await expect(
			registry
				.dispatch( store )
				.toggleFavourite( { id: 7, type: 'pack', favourite_count: 1 } )
		).resolves.toBe( false );
		await expect(
			registry.dispatch( store ).rate( { id: 7 }, 5 )
		).resolves.toBe( false );
		expect( favouriteItem ).not.toHaveBeenCalled();
		expect( rateItem ).not.toHaveBeenCalled();
	} );
} );

describe( 'profile store: rating', () => {
	beforeEach( () => {
		jest.resetAllMocks();
	} );

	it( 'shows the account’s stars at once and takes the pack’s new mean', async () => {
		const { registry, me } = setup(
			user( { reviews: { pack: { 3: 2 } } } )
		);
		const catalog = registry.dispatch( catalogStore );
		catalog.receiveItem(
			'gutenberg/pack/item-7',
			card( 7 ) as ItemDetails
		);
		catalog.finishResolution( 'getItem', [
			'gutenberg',
			'pack',
			'item-7',
		] );
		const answer = deferred< unknown >();
		rateItem.mockReturnValue( answer.promise );
		const done = registry.dispatch( store ).rate( { id: 7 }, 5 );
		expect( me()?.reviews.pack ).toEqual( { 3: 2, 7: 5 } );
		answer.resolve( {
			status: 'success',
			data: {
				reviews: { pack: { 3: 2, 7: 5, avg_7: 4.3 } },
				item: { id: 7, rating: 4.3, rating_count: 3 },
			},
		} );
		await done;
		expect( me()?.reviews.pack ).toEqual( { 3: 2, 7: 5, avg_7: 4.3 } );
		expect(
			registry
				.select( catalogStore )
				.getItem( 'gutenberg', 'pack', 'item-7' )
		).toMatchObject( { rating: 4.3, rating_count: 3 } );
	} );

	it( 'sends a second click after the first, and keeps the last click’s stars', async () => {
		const { registry, me } = setup( user( { reviews: { pack: {} } } ) );
		const first = deferred< unknown >();
		const second = deferred< unknown >();
		rateItem
			.mockReturnValueOnce( first.promise )
			.mockReturnValueOnce( second.promise );
		const answer = ( stars: number, count: number ) => ( {
			status: 'success',
			data: {
				reviews: { pack: { 7: stars } },
				item: { id: 7, rating: stars, rating_count: count },
			},
		} );
		const four = registry.dispatch( store ).rate( { id: 7 }, 4 );
		const five = registry.dispatch( store ).rate( { id: 7 }, 5 );
		expect( me()?.reviews.pack ).toEqual( { 7: 5 } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		// Two requests at once could reach the hub in either order.
		expect( rateItem ).toHaveBeenCalledTimes( 1 );
		expect( rateItem ).toHaveBeenLastCalledWith( 7, 4 );
		first.resolve( answer( 4, 1 ) );
		await four;
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		// The first answer does not take the stars back to 4.
		expect( me()?.reviews.pack ).toEqual( { 7: 5 } );
		expect( rateItem ).toHaveBeenCalledTimes( 2 );
		expect( rateItem ).toHaveBeenLastCalledWith( 7, 5 );
		second.resolve( answer( 5, 1 ) );
		await five;
		expect( me()?.reviews.pack ).toEqual( { 7: 5 } );
	} );

	it( 'puts the stars back silently when it fails (P102)', async () => {
		const { registry, me } = setup(
			user( { reviews: { pack: { 7: 2 } } } )
		);
		rateItem.mockRejectedValue( new Error( 'offline' ) );
		await registry.dispatch( store ).rate( { id: 7 }, 5 );
		expect( me()?.reviews.pack ).toEqual( { 7: 2 } );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toEqual( [ 'P102' ] );
	} );
} );

describe( 'profile store: keys', () => {
	it( 'names a favourites list by plan, platform and type', () => {
		expect(
			favouritesKey( args( { plan: 'pro', itemType: 'page' } ) )
		).toBe( 'pro|gutenberg|page' );
	} );
} );

describe( 'profile store: accounts', () => {
	beforeEach( () => {
		jest.resetAllMocks();
	} );

	it( 'drops the lists of the previous account', async () => {
		const { registry, select } = setup();
		fetchMyFavourites.mockResolvedValue( favouritesPage( [ 1 ] ) );
		registry.dispatch( store ).syncAccount( 1 );
		select().getFavouritesPage( args() );
		await settle();
		expect( select().getFavouritesPage( args() )?.items ).toHaveLength( 1 );
		registry.dispatch( store ).syncAccount( 1 );
		expect( select().getFavouritesPage( args() )?.items ).toHaveLength( 1 );

		fetchMyFavourites.mockResolvedValue( favouritesPage( [], 0 ) );
		registry.dispatch( store ).syncAccount( 2 );
		expect( select().getFavouritesPage( args() ) ).toBeUndefined();
		await settle();
		expect( select().getFavouritesPage( args() )?.isEmpty ).toBe( true );
		expect( fetchMyFavourites ).toHaveBeenCalledTimes( 2 );
	} );
} );
