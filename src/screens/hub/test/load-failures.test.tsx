/**
 * The Library hub screen never shows an empty list for a load that failed:
 * the request-error panel says why and offers Try again.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as fleetApi from '../../../api/fleet';
import * as hub from '../../../api/hub';
import * as versions from '../../../api/versions';
import HubScreen from '..';

jest.mock( '../../../api/fleet' );
jest.mock( '../../../api/hub' );
jest.mock( '../../../api/versions' );

const mocked = hub as jest.Mocked< typeof hub >;
const mockedVersions = versions as jest.Mocked< typeof versions >;
const mockedFleet = fleetApi as jest.Mocked< typeof fleetApi >;

/** The Fleet, Audit log and Move this hub cards load (empty). */
function fleetLoads() {
	mockedFleet.fetchFleet.mockResolvedValue( {
		staged: false,
		sites: [],
		pending: [],
		rollbacks: [],
		approvers: [],
		export_url: '/wp-admin/admin-post.php?action=stencilbox_hub_audit_csv',
	} );
	mockedFleet.fetchAudit.mockResolvedValue( {
		data: [],
		current_page: 1,
		total_page: 1,
		total: 0,
	} );
	mockedFleet.fetchLibraryBundle.mockResolvedValue( {
		fingerprint: 'a'.repeat( 64 ),
		export_url:
			'/wp-admin/admin-post.php?action=stencilbox_hub_library_bundle',
	} );
}

const versionSettings: versions.VersionSettings = {
	retention: { free: 10, starter: 50, pro: -1, items: -1 },
	versions: 4,
};

const summary: hub.HubSummary = {
	counts: {
		gutenberg: { pages: 1, sections: 2, packs: 1 },
		elementor: { pages: 0, sections: 0, packs: 0 },
	},
	sources: { demo: 4 },
	demo: { available: true, disabled: false },
	version: 3,
	checkout_url: '',
	export_url: '/wp-admin/admin-post.php?action=stencilbox_export_catalog',
	templateTypes: [],
	categories: [],
	packs: [],
};

const cloud: hub.CloudSettings = {
	limits: { free: 25, starter: 250, pro: -1 },
	files: 3,
	bodies: 2,
	bytes: 2048,
	images: 0,
};

/** The items list and the publish sources load (empty). */
function listsLoad() {
	mocked.fetchHubItems.mockResolvedValue( {
		data: [],
		current_page: 1,
		total_page: 0,
		total: 0,
	} );
	mocked.fetchPublishSources.mockResolvedValue( [] );
}

describe( 'Library hub screen when a load fails', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		fleetLoads();
		mocked.fetchCloudSettings.mockResolvedValue( cloud );
		mockedVersions.fetchVersionSettings.mockResolvedValue(
			versionSettings
		);
	} );

	it( 'shows the panel for the summary and loads again on Try again', async () => {
		mocked.fetchHubSummary
			.mockRejectedValueOnce( new Error( 'Busy.' ) )
			.mockResolvedValue( summary );
		listsLoad();
		render( <HubScreen publish="" /> );
		expect(
			await screen.findByText( 'The library hub could not be loaded' )
		).toBeTruthy();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByText( 'Library hub' ) ).toBeTruthy();
	} );

	it( 'shows panels for the items and the sources instead of empty lists', async () => {
		mocked.fetchHubSummary.mockResolvedValue( summary );
		mocked.fetchHubItems.mockRejectedValue( new Error( 'Items down.' ) );
		mocked.fetchPublishSources.mockRejectedValue(
			new Error( 'Sources down.' )
		);
		render( <HubScreen publish="" /> );
		expect(
			await screen.findByText( 'The items could not be loaded' )
		).toBeTruthy();
		expect( screen.getByText( 'Items down.' ) ).toBeTruthy();
		expect( screen.queryByText( 'No items.' ) ).toBeNull();
		expect(
			await screen.findByText(
				'The pages and templates could not be listed',
				{},
				{ timeout: 2000 }
			)
		).toBeTruthy();
		expect( screen.queryByText( 'Nothing found.' ) ).toBeNull();
	} );

	// The two limits cards (LimitsCard) fail and recover alike.
	it.each( [
		{
			card: 'the cloud storage limits',
			fails: () =>
				mocked.fetchCloudSettings
					.mockReset()
					.mockRejectedValueOnce( new Error( 'Cloud down.' ) )
					.mockResolvedValue( cloud ),
			failedTitle: 'The cloud storage settings could not be loaded',
			reason: 'Cloud down.',
			save: 'Save limits',
			loaded: /The cloud holds 3 files/,
		},
		{
			card: 'the versions settings',
			fails: () =>
				mockedVersions.fetchVersionSettings
					.mockReset()
					.mockRejectedValueOnce( new Error( 'Versions down.' ) )
					.mockResolvedValue( versionSettings ),
			failedTitle: 'The versions settings could not be loaded',
			reason: 'Versions down.',
			save: 'Save versions',
			loaded: /The hub keeps 4 older versions now/,
		},
	] )(
		'shows the panel for $card and loads them again',
		async ( { fails, failedTitle, reason, save, loaded } ) => {
			mocked.fetchHubSummary.mockResolvedValue( summary );
			listsLoad();
			fails();
			render( <HubScreen publish="" /> );
			expect( await screen.findByText( failedTitle ) ).toBeTruthy();
			expect( screen.getByText( reason ) ).toBeTruthy();
			expect( screen.queryByRole( 'button', { name: save } ) ).toBeNull();
			const retry = screen
				.getAllByRole( 'button', { name: 'Try again' } )
				.pop() as HTMLElement;
			await userEvent.setup().click( retry );
			expect(
				await screen.findByRole( 'button', { name: save } )
			).toBeTruthy();
			expect( screen.getByText( loaded ) ).toBeTruthy();
		}
	);
} );

describe( 'Library hub screen, the checkout card (issue [23] D)', () => {
	const NOTICE =
		/No checkout page yet: members see no “Purchase This Item” or upgrade buttons/;
	// The notice, not what it said to screen readers (a11y-speak's region).
	const shown = { ignore: 'script, style, .a11y-speak-region' };
	beforeEach( () => {
		jest.resetAllMocks();
		fleetLoads();
		mocked.fetchCloudSettings.mockResolvedValue( cloud );
		mockedVersions.fetchVersionSettings.mockResolvedValue(
			versionSettings
		);
		listsLoad();
	} );

	it( 'tells the owner that purchase buttons stay hidden until a checkout page is set, and stops once it is saved', async () => {
		mocked.fetchHubSummary
			.mockResolvedValueOnce( summary )
			.mockResolvedValue( {
				...summary,
				checkout_url: 'https://shop.example.org/checkout',
			} );
		mocked.saveCheckoutUrl.mockResolvedValue( {
			checkout_url: 'https://shop.example.org/checkout',
		} );
		render( <HubScreen publish="" /> );
		expect( await screen.findByText( NOTICE, shown ) ).toBeTruthy();
		const user = userEvent.setup();
		await user.click( screen.getByLabelText( 'Checkout page URL' ) );
		await user.paste( 'https://shop.example.org/checkout' );
		await user.click(
			screen
				.getAllByRole( 'button', { name: 'Save' } )
				.find( ( button ) =>
					button
						.closest( 'form' )
						?.contains(
							screen.getByLabelText( 'Checkout page URL' )
						)
				) as HTMLElement
		);
		expect( mocked.saveCheckoutUrl ).toHaveBeenCalledWith(
			'https://shop.example.org/checkout'
		);
		await waitFor( () =>
			expect( screen.queryByText( NOTICE ) ).toBeNull()
		);
	} );

	it( 'says nothing when a checkout page is set', async () => {
		mocked.fetchHubSummary.mockResolvedValue( {
			...summary,
			checkout_url: 'https://shop.example.org/checkout',
		} );
		render( <HubScreen publish="" /> );
		expect( await screen.findByText( 'Library hub' ) ).toBeTruthy();
		expect( screen.queryByText( NOTICE, shown ) ).toBeNull();
	} );
} );
