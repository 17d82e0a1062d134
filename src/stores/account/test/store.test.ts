/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { request, RequestError } from '../../../api/client';
import type { Profile } from '../../../api/types';
import { TOAST_MS } from '../../../utils/constants';
import { consoleTags, storeRegistry } from '../../test/harness';
import { accountFlags, siteProfile } from '../../test/harness/account';
import { store } from '..';

// The network boundary: the real client runs (its sign-out listeners too).
jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;

type Answer = unknown | ( ( options: Record< string, unknown > ) => unknown );

/**
 * Answers each route (path without the namespace and query) with a value,
 * a function of the request, or a rejection for an error body.
 *
 * @param routes Answers by `METHOD /path`.
 */
function serve( routes: Record< string, Answer > ) {
	apiFetchMock.mockImplementation(
		async ( options: { path: string; method: string } ) => {
			const path = options.path
				.replace( '/stencilbox/v1', '' )
				.split( '?' )[ 0 ];
			const key = `${ options.method } ${ path }`;
			if ( ! ( key in routes ) ) {
				throw { code: 'rest_no_route', message: key };
			}
			const answer = routes[ key ];
			const value =
				typeof answer === 'function' ? answer( options ) : answer;
			if ( value instanceof Error || ( value as any )?.code ) {
				throw value;
			}
			return value;
		}
	);
}

function setup() {
	const { registry, toastNotices } = storeRegistry( store );
	return {
		registry,
		account: () => registry.select( store ),
		// Resolves once GET /is-signed has been answered.
		resolved: () => registry.resolveSelect( store ).getUser(),
		actions: () => registry.dispatch( store ),
		toasts: toastNotices,
	};
}

/** A registry whose account is already known (no GET /is-signed). */
function signedIn( user: Profile | null = siteProfile() ) {
	const context = setup();
	context.actions().receiveUser( user, accountFlags() );
	context.actions().finishResolution( 'getUser', [] );
	return context;
}

describe( 'account store: reading the account', () => {
	beforeEach( () => apiFetchMock.mockReset() );

	it( 'asks GET /is-signed once and stores the user and the site flags', async () => {
		serve( {
			'GET /is-signed': {
				status: 'success',
				signed: true,
				user: siteProfile(),
				flags: accountFlags( { is_globally_signed: true } ),
			},
		} );
		const { account, resolved } = setup();
		expect( account().getStatus() ).toBe( 'unknown' );
		expect( account().getUser() ).toBeNull();
		await resolved();
		expect( account().getStatus() ).toBe( 'signed-in' );
		expect( account().getUser()?.name ).toBe( 'Ana Lima' );
		expect( account().getFlags()?.is_globally_signed ).toBe( true );
		await resolved();
		expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is signed out when the site answers no user, or fails', async () => {
		serve( {
			'GET /is-signed': {
				status: 'success',
				signed: false,
				user: null,
				flags: accountFlags( { is_globally_signed: true } ),
			},
		} );
		const first = setup();
		await first.resolved();
		expect( first.account().getStatus() ).toBe( 'signed-out' );
		// The flags are known while signed out (a sitewide account exists).
		expect( first.account().getFlags()?.is_globally_signed ).toBe( true );

		serve( {
			'GET /is-signed': { code: 'hub_unreachable', message: 'Down' },
		} );
		const second = setup();
		await second.resolved();
		expect( second.account().getStatus() ).toBe( 'signed-out' );
		expect( second.account().isFailed() ).toBe( false );
	} );

	it( 'a hub that cannot be reached signs no one out, and Retry asks again (issue [15] #8)', async () => {
		const unreachable = {
			code: 'retry_again',
			message: 'The library could not be reached. Trying again…',
			data: { status: 503, hub_unreachable: true },
		};
		serve( { 'GET /is-signed': unreachable } );
		const { account, actions, resolved, registry } = setup();
		await resolved();
		expect( account().getStatus() ).toBe( 'unknown' );
		expect( account().isHubUnreachable() ).toBe( true );
		expect( account().isFailed() ).toBe( false );
		// Asked once more (retry_again), then given up.
		expect( apiFetchMock ).toHaveBeenCalledTimes( 2 );

		// Back: Retry asks again, and the account is there.
		serve( {
			'GET /is-signed': {
				status: 'success',
				signed: true,
				user: siteProfile(),
				flags: accountFlags(),
			},
		} );
		actions().retryHub();
		expect( account().isHubUnreachable() ).toBe( false );
		await registry.resolveSelect( store ).getUser();
		expect( account().getStatus() ).toBe( 'signed-in' );
		expect( account().getUser()?.name ).toBe( 'Ana Lima' );
	}, 10_000 );

	it( 'any request the hub cannot answer sets the hub state of the app', async () => {
		serve( {
			'GET /items': {
				code: 'retry_again',
				message: 'The library could not be reached. Trying again…',
				data: { status: 503, hub_unreachable: true },
			},
		} );
		await expect( request( '/items' ) ).rejects.toBeInstanceOf(
			RequestError
		);
		// The listener reaches the app's (default) registry's store.
		expect( select( store ).isHubUnreachable() ).toBe( true );
		dispatch( store ).retryHub();
		expect( select( store ).isHubUnreachable() ).toBe( false );
	}, 10_000 );

	it( 'takes the flags from the profile when none come apart, and keeps them on sign-out', () => {
		const { account, actions } = signedIn( null );
		actions().receiveUser( siteProfile( { signed_as_global: true } ) );
		expect( account().getFlags()?.signed_as_global ).toBe( true );
		actions().receiveUser( null );
		expect( account().getStatus() ).toBe( 'signed-out' );
		expect( account().getFlags()?.signed_as_global ).toBe( true );
	} );

	it( 'changes parts of a signed-in profile only', () => {
		const { account, actions } = signedIn();
		actions().updateUser( { starred: { items: [ 3 ], packs: [] } } );
		expect( account().getUser()?.starred.items ).toEqual( [ 3 ] );
		expect( account().getUser()?.name ).toBe( 'Ana Lima' );
		actions().receiveUser( null );
		actions().updateUser( { name: 'Nobody' } );
		expect( account().getUser() ).toBeNull();
	} );
} );

describe( 'account store: signing in and out', () => {
	beforeEach( () => apiFetchMock.mockReset() );

	it( 'signs in with POST /login and keeps the answer’s user', async () => {
		serve( {
			'POST /login': ( options: Record< string, unknown > ) => ( {
				status: 'success',
				message: 'Welcome',
				user: siteProfile( {
					email: ( options.data as { email: string } ).email,
				} ),
			} ),
		} );
		const { account, actions } = signedIn( null );
		const response = await actions().login( {
			email: 'ana@example.com',
			password: 'secret-pass',
		} );
		expect( response.message ).toBe( 'Welcome' );
		expect( apiFetchMock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/stencilbox/v1/login',
				method: 'POST',
				data: { email: 'ana@example.com', password: 'secret-pass' },
			} )
		);
		expect( account().getStatus() ).toBe( 'signed-in' );
		expect( account().getUser()?.email ).toBe( 'ana@example.com' );
	} );

	it( 'throws a failed sign-in for the form and stays signed out', async () => {
		serve( {
			'POST /login': {
				code: 'login_failed',
				message: 'Wrong password.',
				data: { status: 401 },
			},
		} );
		const { account, actions } = signedIn( null );
		const failure = actions().login( {
			email: 'ana@example.com',
			password: 'nope-nope',
		} );
		await expect( failure ).rejects.toBeInstanceOf( RequestError );
		await expect( failure ).rejects.toMatchObject( {
			code: 'login_failed',
			status: 401,
		} );
		expect( account().getStatus() ).toBe( 'signed-out' );
		// Recorded under login_failed (spec part 1 §8), whatever the server's code.
		expect( account().getFailure() ).toEqual( {
			code: 'login_failed',
			error: {
				code: 'login_failed',
				message: 'Wrong password.',
				status: 401,
			},
		} );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toContain( 'Stencilbox login_failed' );
	} );

	it( 'records failed sign-ups and sign-outs, and forgets them after a success', async () => {
		serve( {
			'POST /signup': {
				code: 'email_error',
				message: 'Taken.',
				data: { status: 400 },
			},
			'POST /logout': {
				code: 'retry_again',
				message: 'Busy.',
				data: { status: 503 },
			},
		} );
		const { account, actions } = signedIn( null );
		await expect(
			actions().signup( { email: 'ana@example.com' } )
		).rejects.toBeInstanceOf( RequestError );
		expect( account().getFailure() ).toMatchObject( {
			code: 'signup_failed',
			error: { code: 'email_error', message: 'Taken.' },
		} );
		await expect( actions().logout() ).rejects.toBeInstanceOf(
			RequestError
		);
		expect( account().getFailure()?.code ).toBe( 'logout_failed' );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toContain( 'Stencilbox signup_failed' );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toContain( 'Stencilbox logout_failed' );
		serve( {
			'POST /signup': {
				status: 'success',
				message: 'Check your mail',
				user: siteProfile( { is_verified: false } ),
			},
		} );
		await actions().signup( { email: 'ana@example.com' } );
		expect( account().getFailure() ).toBeNull();
	} );

	it( 'signs up with POST /signup', async () => {
		serve( {
			'POST /signup': {
				status: 'success',
				message: 'Check your mail',
				user: siteProfile( { is_verified: false } ),
			},
		} );
		const { account, actions } = signedIn( null );
		await actions().signup( { email: 'ana@example.com' } );
		expect( account().getUser()?.is_verified ).toBe( false );
	} );

	it( 'signs out with POST /logout and may stay on the sitewide account', async () => {
		const sitewide = siteProfile( { id: 1, name: 'Site Owner' } );
		serve( {
			'POST /logout': ( options: Record< string, unknown > ) => ( {
				status: 'success',
				global_user: { id: 1, name: 'Site Owner' },
				user: ( options.data as { global: boolean } ).global
					? null
					: sitewide,
			} ),
		} );
		const { account, actions } = signedIn();
		await actions().logout();
		expect( account().getUser()?.name ).toBe( 'Site Owner' );
		await actions().logout( true );
		expect( apiFetchMock ).toHaveBeenLastCalledWith(
			expect.objectContaining( { data: { global: true } } )
		);
		expect( account().getStatus() ).toBe( 'signed-out' );
	} );

	it( 'is signed out with the failed flag when any call says the key is invalid', async () => {
		// The listener is wired to the default registry, as the app uses it.
		dispatch( store ).receiveUser( siteProfile(), accountFlags() );
		dispatch( store ).finishResolution( 'getUser', [] );
		serve( {
			'GET /profile/verified': {
				code: 'invalid_api_key',
				message: 'Your key was revoked.',
				data: { status: 401 },
			},
		} );
		await expect( dispatch( store ).checkVerified() ).rejects.toThrow(
			'Your key was revoked.'
		);
		expect( select( store ).getStatus() ).toBe( 'signed-out' );
		expect( select( store ).getUser() ).toBeNull();
		expect( select( store ).isFailed() ).toBe( true );

		// The sign-in page shows it once; a new sign-in clears it too.
		dispatch( store ).clearFailed();
		expect( select( store ).isFailed() ).toBe( false );
		dispatch( store ).signedOutByServer();
		dispatch( store ).receiveUser( siteProfile() );
		expect( select( store ).isFailed() ).toBe( false );
	} );
} );

describe( 'account store: profile workflows', () => {
	beforeEach( () => {
		apiFetchMock.mockReset();
		jest.useRealTimers();
	} );

	it( 'syncs with a toast for the spec’s 2000 ms, busy meanwhile', async () => {
		jest.useFakeTimers();
		let answer!: ( value: unknown ) => void;
		serve( {
			'GET /profile/sync': () =>
				new Promise( ( resolve ) => ( answer = resolve ) ),
		} );
		const { account, actions, toasts } = signedIn();
		const done = actions().sync();
		expect( account().isSyncing() ).toBe( true );
		answer( {
			status: 'success',
			message: '',
			user: siteProfile( { plan: 'pro_lifetime' } ),
		} );
		await done;
		expect( account().isSyncing() ).toBe( false );
		expect( account().getUser()?.plan ).toBe( 'pro_lifetime' );
		expect( toasts() ).toEqual( [
			expect.objectContaining( {
				status: 'success',
				content: 'Successfully Synced Account',
			} ),
		] );
		jest.advanceTimersByTime( TOAST_MS.sync - 1 );
		expect( toasts() ).toHaveLength( 1 );
		jest.advanceTimersByTime( 1 );
		expect( toasts() ).toHaveLength( 0 );
	} );

	it( 'shows a failed sync as an error toast and keeps the profile', async () => {
		serve( {
			'GET /profile/sync': { code: 'sync_failed', message: 'Hub down' },
		} );
		const { account, actions, toasts } = signedIn();
		await actions().sync();
		expect( account().isSyncing() ).toBe( false );
		expect( account().getUser()?.plan ).toBe( 'free' );
		expect( toasts() ).toEqual( [
			expect.objectContaining( { status: 'error', content: 'Hub down' } ),
		] );
		expect( account().getFailure()?.code ).toBe( 'sync_failed' );
		expect( console ).toHaveErrored();
		expect( consoleTags() ).toContain( 'Stencilbox sync_failed' );
	} );

	it( 're-reads the account only once it is verified', async () => {
		let verified = false;
		serve( {
			'GET /profile/verified': () => verified,
			'GET /is-signed': {
				status: 'success',
				signed: true,
				user: siteProfile( { is_verified: true } ),
				flags: accountFlags(),
			},
		} );
		const { account, actions } = signedIn(
			siteProfile( { is_verified: false } )
		);
		await expect( actions().checkVerified() ).resolves.toBe( false );
		expect( apiFetchMock ).toHaveBeenCalledTimes( 1 );
		expect( account().getUser()?.is_verified ).toBe( false );
		verified = true;
		await expect( actions().checkVerified() ).resolves.toBe( true );
		expect( account().getUser()?.is_verified ).toBe( true );
	} );

	it( 'sends the verification mail again and hides the free-plan notice', async () => {
		serve( {
			'POST /profile/resend-verification': { message: 'Mail sent.' },
			'POST /profile/notice': () => ( {
				user: siteProfile( { show_notice: false } ),
			} ),
		} );
		const { account, actions } = signedIn();
		await expect( actions().resendVerification() ).resolves.toBe(
			'Mail sent.'
		);
		await actions().dismissNotice();
		expect( apiFetchMock ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				path: '/stencilbox/v1/profile/notice',
				data: { show_notice: false },
			} )
		);
		expect( account().getUser()?.show_notice ).toBe( false );
	} );
} );
