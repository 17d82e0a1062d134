/**
 * Internal dependencies
 */
import { cleanQuery } from '../../../router';
import {
	DEFAULT_FILTERS,
	clearedQuery,
	filtersFromQuery,
	filtersToApi,
	filtersToQuery,
	isFilterActive,
	parseIdList,
	sameFilters,
} from '../filters';

describe( 'list filters and the query', () => {
	it( 'seeds every filter from the query', () => {
		expect(
			filtersFromQuery( {
				templateType: 'hero',
				category: 'agency',
				activeFilter: 'pro',
				include: '3,4',
				exclude: '9',
				tags: '1,2',
			} )
		).toEqual( {
			templateType: 'hero',
			category: 'agency',
			activeFilter: 'pro',
			include: [ 3, 4 ],
			exclude: [ 9 ],
			tags: [ 1, 2 ],
		} );
	} );

	it( 'uses defaults for missing or broken values', () => {
		expect( filtersFromQuery( {} ) ).toEqual( DEFAULT_FILTERS );
		expect(
			filtersFromQuery( {
				templateType: 'Not A Slug',
				category: 'all',
				activeFilter: 'nope',
				include: 'a,-1,0,2,2',
			} )
		).toEqual( { ...DEFAULT_FILTERS, include: [ 2 ] } );
		expect( parseIdList( ' 4 , x, 5' ) ).toEqual( [ 4, 5 ] );
	} );

	it( 'adds tag_id from a details page tag link to the tags', () => {
		expect( filtersFromQuery( { tag_id: '7' } ).tags ).toEqual( [ 7 ] );
		expect( filtersFromQuery( { tags: '1,7', tag_id: '7' } ).tags ).toEqual(
			[ 1, 7 ]
		);
	} );

	it( 'never includes and excludes the same dependency', () => {
		expect(
			filtersFromQuery( { include: '2', exclude: '2,3' } )
		).toMatchObject( {
			include: [ 2 ],
			exclude: [ 3 ],
		} );
	} );

	it( 'serialises filters, leaving defaults out of the URL and folding tag_id into tags', () => {
		const query = cleanQuery( {
			q: 'hero',
			tag_id: '7',
			...filtersToQuery( {
				...DEFAULT_FILTERS,
				category: 'agency',
				include: [ 3, 4 ],
				tags: [ 7 ],
			} ),
		} );
		expect( query ).toEqual( {
			q: 'hero',
			category: 'agency',
			include: '3,4',
			tags: '7',
		} );
		expect( cleanQuery( filtersToQuery( DEFAULT_FILTERS ) ) ).toEqual( {} );
		expect(
			cleanQuery( {
				activeFilter: 'pro',
				...filtersToQuery( {
					...DEFAULT_FILTERS,
					activeFilter: 'pro',
				} ),
			} )
		).toEqual( {
			activeFilter: 'pro',
		} );
	} );

	it( 'round-trips through the query', () => {
		const filters = {
			templateType: 'footer',
			category: 'all',
			activeFilter: 'pro' as const,
			include: [ 1 ],
			exclude: [ 5, 6 ],
			tags: [ 2 ],
		};
		expect(
			filtersFromQuery( cleanQuery( filtersToQuery( filters ) ) )
		).toEqual( filters );
	} );

	it( 'clears every filter key, keeping the rest of the query', () => {
		expect(
			cleanQuery( {
				q: 'hero',
				category: 'x',
				tag_id: '2',
				activeFilter: 'pro',
				...clearedQuery(),
			} )
		).toEqual( { q: 'hero' } );
	} );

	it( 'filters packs by category and other items by template type', () => {
		const filters = {
			...DEFAULT_FILTERS,
			category: 'agency',
			templateType: 'hero',
			tags: [ 1 ],
		};
		expect( filtersToApi( filters, 'pack' ) ).toEqual( {
			category: 'agency',
			include: [],
			exclude: [],
			tags: [ 1 ],
		} );
		expect( filtersToApi( filters, 'block' ) ).toEqual( {
			templateType: 'hero',
			include: [],
			exclude: [],
			tags: [ 1 ],
		} );
	} );

	it( 'knows when filters are active and when two states are the same', () => {
		expect( isFilterActive( DEFAULT_FILTERS ) ).toBe( false );
		expect(
			isFilterActive( { ...DEFAULT_FILTERS, activeFilter: 'pro' } )
		).toBe( false );
		expect( isFilterActive( { ...DEFAULT_FILTERS, exclude: [ 1 ] } ) ).toBe(
			true
		);
		expect(
			sameFilters(
				{ ...DEFAULT_FILTERS, tags: [ 1, 2 ] },
				{ ...DEFAULT_FILTERS, tags: [ 2, 1 ] }
			)
		).toBe( true );
		expect(
			sameFilters( DEFAULT_FILTERS, {
				...DEFAULT_FILTERS,
				activeFilter: 'pro',
			} )
		).toBe( true );
		expect(
			sameFilters( DEFAULT_FILTERS, {
				...DEFAULT_FILTERS,
				category: 'x',
			} )
		).toBe( false );
	} );
} );
