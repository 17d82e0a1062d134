/**
 * Internal dependencies
 */
import {
	appQuery,
	buildSearch,
	cleanQuery,
	defaultPath,
	formatTarget,
	isCloudPath,
	navTarget,
	normalizePath,
	parseSearch,
	parseTarget,
} from '../paths';

describe( 'normalizePath', () => {
	it( 'drops a leading ../ (once or repeated) and stray slashes', () => {
		expect( normalizePath( '../elementor/packs' ) ).toBe(
			'elementor/packs'
		);
		expect( normalizePath( '../../clouds/workspace' ) ).toBe(
			'clouds/workspace'
		);
		expect( normalizePath( './sign-in' ) ).toBe( 'sign-in' );
		expect( normalizePath( '/gutenberg//blocks/' ) ).toBe(
			'gutenberg/blocks'
		);
	} );

	it( 'keeps ../ that is not a prefix', () => {
		expect( normalizePath( 'clouds/../x' ) ).toBe( 'clouds/../x' );
	} );

	it( 'treats missing paths as empty', () => {
		expect( normalizePath( null ) ).toBe( '' );
		expect( normalizePath( undefined ) ).toBe( '' );
		expect( normalizePath( '   ' ) ).toBe( '' );
	} );
} );

describe( 'isCloudPath', () => {
	it.each( [
		[ '', true ],
		[ 'clouds', true ],
		[ 'clouds/workspace/abc', true ],
		[ 'cloudsx', false ],
		[ 'elementor/packs', false ],
		[ 'favourites', false ],
	] )( '%p → %p', ( path, expected ) => {
		expect( isCloudPath( path ) ).toBe( expected );
	} );
} );

describe( 'defaultPath', () => {
	it( 'is gutenberg/packs inside the block editor, elementor/packs elsewhere', () => {
		expect( defaultPath( 'gutenberg' ) ).toBe( 'gutenberg/packs' );
		expect( defaultPath( null ) ).toBe( 'elementor/packs' );
	} );

	it( 'opens the platform given outside the block editor (issue [15] #3)', () => {
		expect( defaultPath( null, 'gutenberg' ) ).toBe( 'gutenberg/packs' );
		expect( defaultPath( null, 'elementor' ) ).toBe( 'elementor/packs' );
		expect( defaultPath( 'gutenberg', 'elementor' ) ).toBe(
			'gutenberg/packs'
		);
		// Elementor's popup opens on its own platform too.
		expect( defaultPath( 'elementor', 'gutenberg' ) ).toBe(
			'elementor/packs'
		);
	} );
} );

describe( 'cleanQuery', () => {
	it( 'removes filters with no value and joins lists', () => {
		expect(
			cleanQuery( {
				q: '',
				category: 'hero',
				tags: [ 'a', '', 'b' ],
				include: [],
				exclude: [ 3, 4 ],
				page: 2,
				templateType: null,
				activeFilter: undefined,
				flag: false,
				spaces: '  ',
			} )
		).toEqual( {
			category: 'hero',
			tags: 'a,b',
			exclude: '3,4',
			page: '2',
		} );
	} );
} );

describe( 'appQuery', () => {
	it( 'drops transient flags, the path and a platform made redundant by the path', () => {
		expect(
			appQuery( 'gutenberg/packs', {
				closing: '1',
				isGutenbergEditor: '1',
				platform: 'gutenberg',
				path: 'x',
				q: 'hero',
			} )
		).toEqual( { q: 'hero' } );
	} );

	it( 'keeps platform where the path has none (sign-in)', () => {
		expect( appQuery( 'sign-in', { platform: 'gutenberg' } ) ).toEqual( {
			platform: 'gutenberg',
		} );
	} );
} );

describe( 'parseSearch / buildSearch', () => {
	it( 'separates host arguments, the path, flags and the app query', () => {
		const parsed = parseSearch(
			'?page=stencilbox&path=../elementor/pages&q=hero&closing=1&category=',
			[ 'page' ]
		);
		expect( parsed.host ).toEqual( { page: 'stencilbox' } );
		expect( parsed.flags ).toEqual( { closing: '1' } );
		expect( parsed.location ).toEqual( {
			path: 'elementor/pages',
			query: { q: 'hero' },
		} );
	} );

	it( 'writes host arguments first and leaves an empty path out', () => {
		expect(
			buildSearch( { page: 'stencilbox' }, { path: '', query: {} } )
		).toBe( '?page=stencilbox' );
		expect(
			buildSearch(
				{ page: 'stencilbox' },
				{ path: 'elementor/blocks', query: { q: 'abc', tags: '' } }
			)
		).toBe( '?page=stencilbox&path=elementor%2Fblocks&q=abc' );
		expect( buildSearch( {}, { path: '', query: {} } ) ).toBe( '' );
	} );

	it( 'round-trips', () => {
		const location = {
			path: 'gutenberg/packs/hero-pack',
			query: { tags: 'a,b' },
		};
		expect(
			parseSearch( buildSearch( { page: 'stencilbox' }, location ), [
				'page',
			] ).location
		).toEqual( location );
	} );
} );

describe( 'targets', () => {
	it( 'parses and formats path?query targets', () => {
		expect( parseTarget( '../clouds?q=abc&x=' ) ).toEqual( {
			path: 'clouds',
			query: { q: 'abc' },
		} );
		expect( formatTarget( { path: 'clouds', query: { q: 'a b' } } ) ).toBe(
			'clouds?q=a+b'
		);
		expect( formatTarget( { path: 'clouds', query: {} } ) ).toBe(
			'clouds'
		);
	} );

	it( 'navigation links leave out search, filters and redirect keys', () => {
		const current = {
			q: 'hero',
			'add-account': '1',
			'redirect-to': 'clouds',
			tag_id: '3',
			category: 'agency',
			templateType: 'header',
			activeFilter: 'pro',
			include: '1,2',
			exclude: '3',
			tags: 'a',
			plan: 'pro',
		};
		expect( navTarget( 'elementor/pages', current ) ).toEqual( {
			path: 'elementor/pages',
			query: { plan: 'pro' },
		} );
	} );
} );
