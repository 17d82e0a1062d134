/**
 * Internal dependencies
 */
import {
	isPurchased,
	isStarred,
	myRating,
	starredOf,
	withStarred,
} from '../engagement';

describe( 'engagement rules', () => {
	const starred = { items: [ 3, 4 ], packs: [ 9 ] };

	it( 'knows starred items and packs apart', () => {
		expect( isStarred( starred, { id: 9, type: 'pack' } ) ).toBe( true );
		expect( isStarred( starred, { id: 9, type: 'page' } ) ).toBe( false );
		expect( isStarred( starred, { id: 4, type: 'block' } ) ).toBe( true );
		expect( isStarred( undefined, { id: 4, type: 'block' } ) ).toBe(
			false
		);
		expect( starredOf( null ) ).toEqual( { items: [], packs: [] } );
	} );

	it( 'adds newest first and removes, once', () => {
		expect( withStarred( starred, { id: 5, type: 'page' }, true ) ).toEqual(
			{ items: [ 5, 3, 4 ], packs: [ 9 ] }
		);
		expect( withStarred( starred, { id: 4, type: 'page' }, true ) ).toEqual(
			{ items: [ 4, 3 ], packs: [ 9 ] }
		);
		expect(
			withStarred( starred, { id: 9, type: 'pack' }, false )
		).toEqual( { items: [ 3, 4 ], packs: [] } );
		expect(
			withStarred( starred, { id: 7, type: 'pack' }, false )
		).toEqual( starred );
	} );

	it( 'owns an item bought, or whose pack was bought', () => {
		const purchased = { page: [ 12 ], block: [], pack: [ 1 ] };
		expect( isPurchased( purchased, { id: 12, type: 'page' } ) ).toBe(
			true
		);
		expect( isPurchased( purchased, { id: 12, type: 'block' } ) ).toBe(
			false
		);
		expect(
			isPurchased( purchased, { id: 11, type: 'block', pack: { id: 1 } } )
		).toBe( true );
		expect(
			isPurchased( purchased, { id: 11, type: 'block', pack: { id: 2 } } )
		).toBe( false );
		expect( isPurchased( purchased, { id: 1, type: 'pack' } ) ).toBe(
			true
		);
		expect( isPurchased( undefined, { id: 1, type: 'pack' } ) ).toBe(
			false
		);
	} );

	it( 'reads the account’s own rating of a pack, not the means', () => {
		const reviews = { pack: { 9: 4, avg_9: 4.4 } };
		expect( myRating( reviews, 9 ) ).toBe( 4 );
		expect( myRating( reviews, 8 ) ).toBeNull();
		// An empty map may arrive as a list.
		expect(
			myRating( { pack: [] as unknown as Record< string, number > }, 9 )
		).toBeNull();
	} );
} );
