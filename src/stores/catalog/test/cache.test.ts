/**
 * Internal dependencies
 */
import {
	bucketKind,
	bucketQuery,
	isPageCached,
	listKey,
	makeListArgs,
	normalizeFilters,
	requestKey,
	toApiParams,
} from '../cache';

const base = { plan: 'all', platform: 'gutenberg', type: 'pack' } as const;

describe( 'list cache rules', () => {
	it( 'keys lists by plan, platform and type', () => {
		expect( listKey( makeListArgs( base ) ) ).toBe( 'all|gutenberg|pack' );
		expect( listKey( makeListArgs( { ...base, plan: 'pro' } ) ) ).not.toBe(
			listKey( makeListArgs( base ) )
		);
	} );

	it( 'puts plain, filtered and search requests in separate buckets', () => {
		expect( bucketKind( makeListArgs( base ) ) ).toBe( 'plain' );
		expect(
			bucketKind(
				makeListArgs( { ...base, filters: { category: 'agency' } } )
			)
		).toBe( 'filtered' );
		expect(
			bucketKind(
				makeListArgs( {
					...base,
					search: 'hero',
					filters: { category: 'agency' },
				} )
			)
		).toBe( 'search' );
		// "all" and empty lists are no filter at all.
		expect(
			bucketKind(
				makeListArgs( {
					...base,
					filters: { category: 'all', templateType: 'all', tags: [] },
				} )
			)
		).toBe( 'plain' );
	} );

	it( 'treats equal filters as the same query whatever their order', () => {
		const a = makeListArgs( {
			...base,
			filters: { include: [ 3, 1 ], exclude: [ 7 ], category: 'x' },
		} );
		const b = makeListArgs( {
			...base,
			filters: { category: 'x', exclude: [ 7 ], include: [ 1, 3, 3 ] },
		} );
		expect( bucketQuery( a ) ).toBe( bucketQuery( b ) );
		expect( normalizeFilters( { include: [ 3, 1, 3, -2 ] } ) ).toEqual( {
			include: [ 1, 3 ],
		} );
		expect(
			bucketQuery( makeListArgs( { ...base, search: 'hero' } ) )
		).not.toBe(
			bucketQuery( makeListArgs( { ...base, search: 'heros' } ) )
		);
	} );

	it( 'reuses a cached page only for the same query', () => {
		const bucket = {
			query: 'q',
			totalPage: 3,
			total: 50,
			pages: { 1: [ 1, 2 ], 2: 'empty' as const },
		};
		expect( isPageCached( bucket, 'q', 1 ) ).toBe( true );
		expect( isPageCached( bucket, 'q', 2 ) ).toBe( true );
		expect( isPageCached( bucket, 'q', 3 ) ).toBe( false );
		expect( isPageCached( bucket, 'other', 1 ) ).toBe( false );
		expect( isPageCached( undefined, 'q', 1 ) ).toBe( false );
	} );

	it( 'keys errors by bucket, query and page', () => {
		const one = makeListArgs( { ...base, page: 1 } );
		const two = makeListArgs( { ...base, page: 2 } );
		expect( requestKey( one ) ).not.toBe( requestKey( two ) );
	} );

	it( 'builds the /items parameters', () => {
		expect(
			toApiParams(
				makeListArgs( {
					...base,
					page: 2,
					search: ' hero ',
					filters: { tags: [ 5 ], category: 'all' },
				} )
			)
		).toEqual( {
			plan: 'all',
			platform: 'gutenberg',
			type: 'pack',
			page: 2,
			per_page: 20,
			tags: [ 5 ],
			search: 'hero',
			include_search: true,
		} );
	} );
} );
