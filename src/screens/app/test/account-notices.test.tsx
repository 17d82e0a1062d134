/**
 * The verification banner (issue [15] #10, #14): the spec's button text,
 * and a check of its own when the user comes back to the tab.
 */
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { Profile } from '../../../api/types';
import { store as accountStore } from '../../../stores/account';
import { createAppHistory, RouterProvider } from '../../../router';
import { storeRegistry } from '../../../stores/test/harness';
import { siteProfile } from '../../../stores/test/harness/account';
import AccountNotices from '../account-notices';
import { RECHECK_GAP_MS } from '../hooks/use-verify-on-return';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;

const profile = ( extra: Partial< Profile > = {} ) =>
	siteProfile( {
		plan: 'pro_yearly',
		is_verified: false,
		show_notice: false,
		...extra,
	} );

/**
 * Shows the banner to a signed-in, unverified account.
 *
 * @return The toasts shown so far (the harness's `toasts`).
 */
function setup() {
	const { registry, toasts } = storeRegistry( accountStore );
	registry.dispatch( accountStore ).receiveUser( profile() );
	registry.dispatch( accountStore ).finishResolution( 'getUser', [] );
	render(
		<RegistryProvider value={ registry }>
			<AccountNotices />
		</RegistryProvider>
	);
	return toasts;
}

/** Routes asked so far (`METHOD /path`). */
const asked = () =>
	apiFetchMock.mock.calls.map(
		( [ options ] ) =>
			`${ options.method } ${
				options.path.replace( '/stencilbox/v1', '' ).split( '?' )[ 0 ]
			}`
	);

const banner = () =>
	screen.queryByRole( 'button', { name: "I've verified & Close" } );

describe( 'AccountNotices: verification', () => {
	let verified = false;
	beforeEach( () => {
		verified = false;
		jest.useFakeTimers( { doNotFake: [ 'queueMicrotask' ] } );
		apiFetchMock.mockReset();
		apiFetchMock.mockImplementation(
			async ( options: { path: string } ) => {
				if ( options.path.includes( '/profile/verified' ) ) {
					return verified;
				}
				return {
					status: 'success',
					signed: true,
					user: profile( { is_verified: verified } ),
				};
			}
		);
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'says the spec’s "I\'ve verified & Close", with a straight apostrophe', () => {
		setup();
		expect(
			screen.getByRole( 'button', { name: "I've verified & Close" } )
		).toBeTruthy();
	} );

	it( 'asks once as the library opens, so a user back from the verification page in the same tab is not told to verify again', async () => {
		// The walk-through ([23] #11): "Back to Stencilbox" on the
		// verification page loads the library anew, with the profile the
		// site cached before the link was opened.
		verified = true;
		setup();
		await act( async () => {} );
		expect( asked() ).toEqual( [
			'GET /profile/verified',
			'GET /is-signed',
		] );
		expect( banner() ).toBeNull();
	} );

	it( 'checks again when the tab is shown or the window focused, and hides the banner once verified', async () => {
		const toasts = setup();
		// As it opens, then back at once: both asked (the first may have
		// started before the user verified), the banner stays.
		await act( async () => {
			window.dispatchEvent( new Event( 'focus' ) );
		} );
		expect( asked() ).toEqual( [
			'GET /profile/verified',
			'GET /profile/verified',
		] );
		expect( banner() ).toBeTruthy();

		// Focus again at once: not asked again (one check per gap).
		await act( async () => {
			window.dispatchEvent( new Event( 'focus' ) );
		} );
		expect( asked() ).toHaveLength( 2 );

		// Verified in the other tab; back here later.
		verified = true;
		await act( async () => {
			jest.advanceTimersByTime( RECHECK_GAP_MS + 1 );
			document.dispatchEvent( new Event( 'visibilitychange' ) );
		} );
		expect( asked() ).toEqual( [
			'GET /profile/verified',
			'GET /profile/verified',
			'GET /profile/verified',
			'GET /is-signed',
		] );
		expect( banner() ).toBeNull();
		expect( toasts() ).toContain( 'Your account is verified.' );
	} );

	it( 'says "Your account is verified." once when the button is pressed while the opening check is under way ([23] walk-through)', async () => {
		// Both checks wait for the hub; the user presses the banner's button.
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		verified = true;
		const answer = apiFetchMock.getMockImplementation() as (
			options: unknown
		) => Promise< unknown >;
		apiFetchMock.mockImplementation( async ( options ) => {
			await held;
			return answer( options );
		} );
		const toasts = setup();
		const button = banner();
		expect( button ).toBeTruthy();
		await act( async () => {
			button?.click();
		} );
		await act( async () => {
			release();
		} );
		expect( banner() ).toBeNull();
		expect( toasts() ).toEqual( [ 'Your account is verified.' ] );
	} );
} );

describe( 'AccountNotices: the free-plan notice', () => {
	it( 'links to the account’s sites (its keys, in the profile) and to the documentation (spec part 1 §1)', async () => {
		( window as any ).stencilboxSettings = {
			links: { docs: 'https://example.org/docs', support: '' },
		};
		const { registry } = storeRegistry( accountStore );
		registry.dispatch( accountStore ).receiveUser(
			profile( {
				plan: 'free',
				is_verified: true,
				show_notice: true,
			} )
		);
		registry.dispatch( accountStore ).finishResolution( 'getUser', [] );
		const history = createAppHistory( 'memory', {
			initial: { path: 'gutenberg/packs', query: {} },
		} );
		// The notice is a chunk of its own: it shows once loaded.
		await act( async () => {
			render(
				<RegistryProvider value={ registry }>
					<RouterProvider history={ history }>
						<AccountNotices />
					</RouterProvider>
				</RegistryProvider>
			);
		} );
		await screen.findByRole( 'link', { name: /Documentation/ } );
		expect(
			document.querySelector( '.stencilbox-plan-notice' )?.textContent
		).toContain(
			'You are on the free plan: unlimited local sites and 2 live sites are included.'
		);
		expect(
			screen
				.getByRole( 'link', { name: /Documentation/ } )
				.getAttribute( 'href' )
		).toBe( 'https://example.org/docs' );
		await act( async () => {
			screen.getByRole( 'button', { name: 'Manage sites' } ).click();
		} );
		expect( history.getLocation() ).toMatchObject( {
			path: 'clouds/profile',
			query: { section: 'sites' },
		} );
		delete ( window as any ).stencilboxSettings;
	} );
} );
