/**
 * The client's platform registry (issue [27] #1): each platform's adapter
 * (`../platforms/<name>/`) answers what differs between platforms on the
 * client — its navigation, what the site has of its editor (from the boot
 * data), the importer's words when that editor is missing, the words of the
 * lazy screens — so no screen compares a platform with a name.
 */
/**
 * Internal dependencies
 */
import {
	BLOCK_EDITOR_FIRST,
	PLATFORMS,
	editorPlatform,
	isPlatform,
	platformName,
	platformNav,
	platformOptions,
	platformSite,
	platformTraits,
	sitePlatform,
} from '../platform';
import {
	builtInVariation,
	platformWords,
	publishNote,
} from '../platform-words';

describe( 'platform', () => {
	it( 'names each platform', () => {
		expect( platformName( 'gutenberg' ) ).toBe( 'Gutenberg' );
		expect( platformName( 'elementor' ) ).toBe( 'Elementor' );
	} );

	it( 'lists every platform as options, in the switchers’ order', () => {
		expect( platformOptions() ).toEqual(
			PLATFORMS.map( ( value ) => ( {
				value,
				label: platformName( value ),
			} ) )
		);
		expect( platformOptions().map( ( option ) => option.label ) ).toEqual( [
			'Elementor',
			'Gutenberg',
		] );
	} );

	it( 'keeps the order a screen asks for', () => {
		expect( platformOptions( [ 'gutenberg', 'elementor' ] ) ).toEqual( [
			{ value: 'gutenberg', label: 'Gutenberg' },
			{ value: 'elementor', label: 'Elementor' },
		] );
	} );

	it( 'puts the block editor first for the Library hub, every platform once', () => {
		expect( BLOCK_EDITOR_FIRST[ 0 ] ).toBe( 'gutenberg' );
		expect( [ ...BLOCK_EDITOR_FIRST ].sort() ).toEqual(
			[ ...PLATFORMS ].sort()
		);
	} );

	it( 'gives each platform the traits the server generated', () => {
		expect( platformTraits( 'gutenberg' ) ).toEqual( {
			plugin: false,
			livePreview: true,
			extension: 'html',
			proTypes: [],
			themeStyles: true,
			designFrom: 'theme',
		} );
		expect( platformTraits( 'elementor' ) ).toEqual( {
			plugin: true,
			livePreview: false,
			extension: 'json',
			proTypes: [ 'header', 'footer' ],
			themeStyles: false,
			designFrom: 'kit',
		} );
		// A value read from outside that names no platform has none.
		expect( platformTraits( 'wix' ) ).toEqual( {
			plugin: false,
			livePreview: false,
			extension: '',
			proTypes: [],
			themeStyles: false,
			designFrom: '',
		} );
	} );

	it( 'says what publishing a post of each platform makes of it', () => {
		expect( publishNote( 'elementor' ) ).toBe(
			'Built with Elementor: it becomes an Elementor item (its elements and page settings), inserted into Elementor.'
		);
		expect( publishNote( 'gutenberg' ) ).toBe( '' );
	} );

	it( 'tells a platform from any other value', () => {
		expect( PLATFORMS.every( isPlatform ) ).toBe( true );
		expect( isPlatform( 'wix' ) ).toBe( false );
		expect( isPlatform( undefined ) ).toBe( false );
	} );
} );

describe( 'platform registry', () => {
	it( 'gives every platform a navigation with the packs first and the cloud', () => {
		for ( const platform of PLATFORMS ) {
			expect( platformNav( platform )[ 0 ] ).toBe( 'packs' );
			expect( platformNav( platform ) ).toContain( 'clouds' );
		}
		// Spec part 1, header: Elementor's order, with its templates; the block editor's.
		expect( platformNav( 'elementor' ) ).toEqual( [
			'packs',
			'pages',
			'blocks',
			'templates',
			'clouds',
			'updates',
			'imports',
		] );
		expect( platformNav( 'gutenberg' ) ).toEqual( [
			'packs',
			'blocks',
			'pages',
			'clouds',
			'updates',
			'imports',
		] );
	} );

	it( 'gives a platform whose editor is a plugin the importer’s words and the way to install it', () => {
		for ( const platform of PLATFORMS ) {
			const plugin = platformTraits( platform ).plugin;
			expect( platformWords( platform ).missing !== undefined ).toBe(
				plugin
			);
			expect( platformWords( platform ).install !== undefined ).toBe(
				plugin
			);
			expect(
				platformWords( platform ).templatesNeedEditor !== undefined
			).toBe( plugin );
		}
		expect( platformWords( 'elementor' ).missing?.title() ).toBe(
			'Elementor not installed.'
		);
		expect( platformWords( 'elementor' ).missing?.proTitle() ).toBe(
			'Elementor Pro required'
		);
		expect( platformWords( 'elementor' ).install?.() ).toBe(
			'Install Elementor'
		);
		expect( platformWords( 'wix' ) ).toEqual( {} );
	} );

	it( 'offers an item’s version for an editor that is no plugin, with its words', () => {
		const versions = [
			{ platform: 'elementor', slug: 'a' },
			{ platform: 'gutenberg', slug: 'b' },
		];
		expect( builtInVariation( versions ) ).toEqual( versions[ 1 ] );
		expect( builtInVariation( [ versions[ 0 ] ] ) ).toBeUndefined();
		expect( builtInVariation( undefined ) ).toBeUndefined();
		expect( platformWords( 'gutenberg' ).useVersion?.() ).toBe(
			'Use the Gutenberg version'
		);
	} );

	it( 'reads what the site has of each editor from the boot data', () => {
		expect(
			platformSite( 'elementor', {
				elementor: { active: true, pro: false },
				links: { installElementor: '/install' },
			} )
		).toEqual( {
			active: true,
			pro: false,
			install: '/install',
		} );
		expect( platformSite( 'elementor', {} ) ).toEqual( {
			active: false,
			pro: false,
			install: undefined,
		} );
		expect( platformSite( 'gutenberg', {} ) ).toEqual( {
			active: true,
			pro: true,
		} );
		expect( platformSite( 'gutenberg', { blockEditor: false } ) ).toEqual( {
			active: false,
			pro: true,
		} );
		expect( platformSite( 'wix', { wix: { active: true } } ) ).toEqual( {
			active: false,
			pro: false,
		} );
	} );

	it( 'knows where "Match my site" finds a design: a theme palette, an Elementor kit', () => {
		const design = ( platform: string, boot: object ) =>
			platformWords( platform ).siteDesign?.( boot );
		expect( design( 'gutenberg', { themePalette: true } ) ).toBe( true );
		expect( design( 'gutenberg', { elementorKit: true } ) ).toBe( false );
		expect( design( 'elementor', { elementorKit: true } ) ).toBe( true );
		expect( design( 'elementor', { themePalette: true } ) ).toBe( false );
		expect( design( 'wix', { themePalette: true } ) ).toBeUndefined();
	} );

	it( 'opens on the first platform whose editor the site can use, else the spec’s default', () => {
		expect( sitePlatform( { elementor: { active: true } } ) ).toBe(
			'elementor'
		);
		expect( sitePlatform( { elementor: { active: false } } ) ).toBe(
			'gutenberg'
		);
		expect( sitePlatform( { blockEditor: false } ) ).toBe( 'elementor' );
	} );

	it( 'names the platform of the editor the library runs in', () => {
		expect( editorPlatform( 'gutenberg' ) ).toBe( 'gutenberg' );
		expect( editorPlatform( 'elementor' ) ).toBe( 'elementor' );
		expect( editorPlatform( 'admin' ) ).toBeNull();
	} );

	it( 'offers a download in the platform’s own format where it has one (Elementor’s)', () => {
		expect( platformWords( 'elementor' ).download?.label() ).toBe(
			'Download for Elementor'
		);
		expect( platformWords( 'gutenberg' ).download ).toBeUndefined();
	} );
} );
