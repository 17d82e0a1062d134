/**
 * Internal dependencies
 */
import {
	ownsItem,
	cardPriceDisplay,
	formatRating,
	headerAction,
	isLocked,
	isSubscriber,
	showFreeAccessPromo,
	showUpgradeWidget,
	starFill,
	tagsPlacement,
} from '../item-display';

const priced = { price: 49, rating: 4.56, type: 'page' };
const free = { price: 0, rating: 3, type: 'block' };

describe( 'card price and rating', () => {
	it( 'subscribers see the rating, to one decimal', () => {
		for ( const plan of [ 'pro_lifetime', 'starter_yearly', 'pro' ] ) {
			expect( isSubscriber( plan ) ).toBe( true );
			expect( cardPriceDisplay( priced, plan, false ) ).toEqual( {
				kind: 'rating',
				rating: 4.56,
				label: '4.6',
			} );
		}
	} );

	it( 'visitors and free-plan accounts see the price, PURCHASED or FREE', () => {
		for ( const plan of [ null, 'free' ] ) {
			expect( isSubscriber( plan ) ).toBe( false );
			expect( cardPriceDisplay( priced, plan, false ) ).toEqual( {
				kind: 'price',
				label: '$49',
			} );
			expect( cardPriceDisplay( priced, plan, true ) ).toEqual( {
				kind: 'purchased',
			} );
			expect( cardPriceDisplay( free, plan, false ) ).toEqual( {
				kind: 'free',
			} );
		}
		// A price of 0 or less counts as free.
		expect(
			cardPriceDisplay( { ...free, price: -1 }, null, false )
		).toEqual( {
			kind: 'free',
		} );
	} );

	it( 'formats ratings to one decimal within 0–5 and fills stars by halves', () => {
		expect( formatRating( 4 ) ).toBe( '4.0' );
		expect( formatRating( 4.25 ) ).toBe( '4.3' );
		expect( formatRating( 7 ) ).toBe( '5.0' );
		expect( starFill( 3.6 ) ).toEqual( [ 1, 1, 1, 0.5, 0 ] );
		expect( starFill( 5 ) ).toEqual( [ 1, 1, 1, 1, 1 ] );
		expect( starFill( 0 ) ).toEqual( [ 0, 0, 0, 0, 0 ] );
	} );
} );

describe( 'ownership (spec §4)', () => {
	const pro = { price: 9, rating: 0, type: 'block', plan: 'pro' };
	const starter = { price: 9, rating: 0, type: 'block', plan: 'starter' };
	it( 'free-plan accounts are treated as owning; visitors never own', () => {
		expect( ownsItem( pro, 'free', false ) ).toBe( true );
		expect( ownsItem( pro, null, false ) ).toBe( false );
	} );
	it( 'a paid plan covers its plan and below; purchases cover the rest', () => {
		expect( ownsItem( starter, 'starter_yearly', false ) ).toBe( true );
		expect( ownsItem( pro, 'starter_yearly', false ) ).toBe( false );
		expect( ownsItem( pro, 'starter_yearly', true ) ).toBe( true );
		expect( ownsItem( pro, 'pro_lifetime', false ) ).toBe( true );
	} );
	it( 'the header offers Insert to owners and Purchase otherwise', () => {
		expect(
			headerAction( pro, ownsItem( pro, 'pro_yearly', false ) )
		).toBe( 'insert' );
		expect(
			headerAction( pro, ownsItem( pro, 'starter_yearly', false ) )
		).toBe( 'purchase' );
	} );
} );

describe( 'locked items (issue [15] #6): what the hub would refuse', () => {
	const pro = { price: 9, rating: 0, type: 'block', plan: 'pro' };
	const starter = { price: 19, rating: 0, type: 'page', plan: 'starter' };
	const freeBlock = { price: 0, rating: 0, type: 'block', plan: 'pro' };
	it( 'a free plan is locked out of priced items it did not buy', () => {
		expect( isLocked( pro, 'free', false ) ).toBe( true );
		expect( isLocked( pro, 'free', true ) ).toBe( false );
		expect( isLocked( freeBlock, 'free', false ) ).toBe( false );
	} );
	it( 'a paid plan is locked out of what is above it, unless bought', () => {
		expect( isLocked( pro, 'starter_yearly', false ) ).toBe( true );
		expect( isLocked( pro, 'starter_yearly', true ) ).toBe( false );
		expect( isLocked( starter, 'starter_yearly', false ) ).toBe( false );
		expect( isLocked( pro, 'pro_lifetime', false ) ).toBe( false );
	} );
	it( 'visitors are sent to sign in, not told it is locked', () => {
		expect( isLocked( pro, null, false ) ).toBe( false );
	} );
	it( 'a locked item offers Purchase, never Insert', () => {
		const owned = ownsItem( pro, 'free', false );
		expect(
			headerAction( pro, owned && ! isLocked( pro, 'free', false ) )
		).toBe( 'purchase' );
	} );
} );

describe( 'details rules', () => {
	it( 'header: packs have no action; priced items not bought offer purchase; else insert', () => {
		expect( headerAction( { ...priced, type: 'pack' }, false ) ).toBe(
			'none'
		);
		expect( headerAction( priced, false ) ).toBe( 'purchase' );
		expect( headerAction( priced, true ) ).toBe( 'insert' );
		expect( headerAction( free, false ) ).toBe( 'insert' );
	} );

	it( 'upgrade widget: visitors and free plans, priced items, never lifetime', () => {
		expect( showUpgradeWidget( priced, null ) ).toBe( true );
		expect( showUpgradeWidget( priced, 'free' ) ).toBe( true );
		expect( showUpgradeWidget( priced, 'pro_yearly' ) ).toBe( false );
		expect( showUpgradeWidget( priced, 'pro_lifetime' ) ).toBe( false );
		expect( showUpgradeWidget( free, null ) ).toBe( false );
	} );

	it( 'free packs promote free access to visitors only', () => {
		const pack = { price: 0, rating: 0, type: 'pack' };
		expect( showFreeAccessPromo( pack, null ) ).toBe( true );
		expect( showFreeAccessPromo( pack, 'free' ) ).toBe( false );
		expect( showFreeAccessPromo( { ...pack, price: 10 }, null ) ).toBe(
			false
		);
		expect( showFreeAccessPromo( free, null ) ).toBe( false );
	} );

	it( 'tags go to the bottom for lifetime accounts, below the content otherwise', () => {
		expect( tagsPlacement( 'pro_lifetime' ) ).toBe( 'bottom' );
		expect( tagsPlacement( 'pro_yearly' ) ).toBe( 'content' );
		expect( tagsPlacement( null ) ).toBe( 'content' );
	} );
} );
