/**
 * Internal dependencies
 */
import {
	isCloudRoute,
	needsAccount,
	matchRoute,
	resolveLocation,
	routeOnPlatform,
	routePath,
	type Route,
} from '../routes';

const signedOut = { editor: null, isSignedIn: false };
const signedIn = { editor: null, isSignedIn: true };

describe( 'matchRoute', () => {
	it.each< [ string, Route | null ] >( [
		[ 'sign-in', { name: 'sign-in' } ],
		[
			'elementor/packs',
			{ name: 'items', platform: 'elementor', type: 'packs' },
		],
		[
			'gutenberg/blocks',
			{ name: 'items', platform: 'gutenberg', type: 'blocks' },
		],
		[
			'gutenberg/pages/landing-1',
			{
				name: 'item',
				platform: 'gutenberg',
				type: 'pages',
				slug: 'landing-1',
			},
		],
		[ 'elementor/templates', { name: 'templates', platform: 'elementor' } ],
		[ 'clouds', { name: 'clouds' } ],
		[ 'clouds/profile', { name: 'profile' } ],
		[ 'clouds/workspace', { name: 'workspaces' } ],
		[ 'clouds/workspace/team-a', { name: 'workspace', slug: 'team-a' } ],
		[ 'clouds/shared-workspace', { name: 'shared-workspaces' } ],
		[
			'clouds/shared-workspace/x1',
			{ name: 'shared-workspace', slug: 'x1' },
		],
		[ 'clouds/save-template', { name: 'save-template' } ],
		[ 'favourites', { name: 'favourites' } ],
		[ 'downloads', { name: 'downloads' } ],
		[ 'purchased-items', { name: 'purchased-items' } ],
		[ 'updates', { name: 'updates' } ],
		[ 'updates/1', null ],
		[
			'../elementor/pages',
			{ name: 'items', platform: 'elementor', type: 'pages' },
		],
		[ 'wix/packs', null ],
		[ 'elementor', null ],
		[ 'elementor/packs/a/b', null ],
		[ 'elementor/packs/<script>', null ],
		[ 'clouds/save-template/x', null ],
		[ 'clouds/nope', null ],
		[ 'settings', null ],
	] )( '%p', ( path, expected ) => {
		expect( matchRoute( path ) ).toEqual( expected );
	} );

	it( 'routePath is the inverse of matchRoute', () => {
		for ( const path of [
			'sign-in',
			'elementor/packs',
			'gutenberg/pages/landing-1',
			'gutenberg/templates',
			'clouds',
			'clouds/profile',
			'clouds/workspace',
			'clouds/workspace/team-a',
			'clouds/shared-workspace/x1',
			'clouds/save-template',
			'favourites',
			'downloads',
			'purchased-items',
		] ) {
			expect( routePath( matchRoute( path ) as Route ) ).toBe( path );
		}
	} );
} );

describe( 'resolveLocation', () => {
	it( 'sends an empty path to the packs of the default platform, an unknown one to the spec’s fallback (issue [15] #3)', () => {
		const context = {
			editor: null,
			isSignedIn: false,
			defaultPlatform: 'gutenberg' as const,
		};
		expect( resolveLocation( { path: '', query: {} }, context ) ).toEqual( {
			kind: 'redirect',
			to: { path: 'gutenberg/packs', query: {} },
		} );
		expect(
			resolveLocation( { path: 'no/such/screen', query: {} }, context )
		).toEqual( {
			kind: 'redirect',
			to: { path: 'elementor/packs', query: {} },
		} );
	} );

	it( 'sends an empty path to the default route of the surface', () => {
		expect( resolveLocation( { path: '', query: {} }, signedOut ) ).toEqual(
			{
				kind: 'redirect',
				to: { path: 'elementor/packs', query: {} },
			}
		);
		expect(
			resolveLocation(
				{ path: '', query: {} },
				{ editor: 'gutenberg' as const, isSignedIn: false }
			)
		).toEqual( {
			kind: 'redirect',
			to: { path: 'gutenberg/packs', query: {} },
		} );
	} );

	it( 'redirects unknown paths to elementor/packs, even in the block editor', () => {
		for ( const context of [
			signedOut,
			{ ...signedOut, editor: 'gutenberg' as const },
		] ) {
			expect(
				resolveLocation(
					{ path: 'nowhere/at/all', query: { q: 'x' } },
					context
				)
			).toEqual( {
				kind: 'redirect',
				to: { path: 'elementor/packs', query: {} },
			} );
		}
	} );

	it( 'sends signed-out users on cloud screens to sign-in with redirect-to', () => {
		expect(
			resolveLocation(
				{ path: 'clouds/workspace/team-a', query: { q: 'hero' } },
				signedOut
			)
		).toEqual( {
			kind: 'redirect',
			to: {
				path: 'sign-in',
				query: { 'redirect-to': 'clouds/workspace/team-a?q=hero' },
			},
		} );
		for ( const path of [
			'favourites',
			'downloads',
			'purchased-items',
			'clouds',
		] ) {
			const result = resolveLocation( { path, query: {} }, signedOut );
			expect( result ).toMatchObject( {
				kind: 'redirect',
				to: { path: 'sign-in' },
			} );
		}
	} );

	it( 'renders cloud screens for signed-in users and lists for everyone', () => {
		expect(
			resolveLocation( { path: 'clouds', query: {} }, signedIn )
		).toEqual( {
			kind: 'render',
			route: { name: 'clouds' },
		} );
		expect(
			resolveLocation( { path: 'gutenberg/pages', query: {} }, signedOut )
		).toEqual( {
			kind: 'render',
			route: { name: 'items', platform: 'gutenberg', type: 'pages' },
		} );
	} );

	it( 'waits (pending) on cloud screens while the account is unknown', () => {
		expect(
			resolveLocation(
				{ path: 'clouds', query: {} },
				{ editor: null, isSignedIn: null }
			)
		).toEqual( { kind: 'pending', route: { name: 'clouds' } } );
		expect(
			resolveLocation(
				{ path: 'elementor/packs', query: {} },
				{ editor: null, isSignedIn: null }
			).kind
		).toBe( 'render' );
	} );

	it( 'sends signed-out users on Updates to sign-in: it needs an account, outside the cloud layout', () => {
		expect(
			resolveLocation( { path: 'updates', query: {} }, signedOut )
		).toEqual( {
			kind: 'redirect',
			to: { path: 'sign-in', query: { 'redirect-to': 'updates' } },
		} );
		expect(
			resolveLocation( { path: 'updates', query: {} }, signedIn )
		).toEqual( { kind: 'render', route: { name: 'updates' } } );
		expect( isCloudRoute( { name: 'updates' } ) ).toBe( false );
		expect( needsAccount( { name: 'updates' } ) ).toBe( true );
		expect(
			needsAccount( {
				name: 'items',
				platform: 'gutenberg',
				type: 'packs',
			} )
		).toBe( false );
	} );

	it( 'treats cloud-layout routes as cloud routes', () => {
		expect( isCloudRoute( { name: 'downloads' } ) ).toBe( true );
		expect( isCloudRoute( { name: 'sign-in' } ) ).toBe( false );
		expect(
			isCloudRoute( {
				name: 'items',
				platform: 'elementor',
				type: 'packs',
			} )
		).toBe( false );
	} );
} );

describe( 'routeOnPlatform', () => {
	it( 'keeps the list type and the item when a variation exists', () => {
		expect(
			routeOnPlatform(
				{ name: 'items', platform: 'elementor', type: 'blocks' },
				'gutenberg'
			)
		).toEqual( { name: 'items', platform: 'gutenberg', type: 'blocks' } );
		const item: Route = {
			name: 'item',
			platform: 'elementor',
			type: 'pages',
			slug: 'a',
		};
		expect( routeOnPlatform( item, 'gutenberg', 'a-gb' ) ).toEqual( {
			...item,
			platform: 'gutenberg',
			slug: 'a-gb',
		} );
		expect( routeOnPlatform( item, 'gutenberg' ) ).toEqual( {
			name: 'items',
			platform: 'gutenberg',
			type: 'pages',
		} );
		expect( routeOnPlatform( { name: 'clouds' }, 'gutenberg' ) ).toBeNull();
	} );
} );
