/**
 * A list or setting of Stencilbox → Settings that fails to load shows the
 * request-error panel with the server's message and Try again, never an
 * empty list; Try again asks once more.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as admin from '../../../api/admin';
import * as engagement from '../../../api/engagement';
import * as hub from '../../../api/hub';
import HubAccounts from '../hub-accounts';
import HubSettings from '../hub-settings';
import PurchasesModal from '../purchases-modal';
import { siteSettings } from './fixtures';

jest.mock( '../../../api/admin' );
jest.mock( '../../../api/engagement' );
jest.mock( '../../../api/hub' );

const mockedAdmin = admin as jest.Mocked< typeof admin >;
const mockedEngagement = engagement as jest.Mocked< typeof engagement >;
const mockedHub = hub as jest.Mocked< typeof hub >;

const failure = () => new Error( 'The library could not be reached.' );

describe( 'settings screens when a load fails', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'the accounts card shows the panel, not "No accounts found", and retries', async () => {
		mockedAdmin.fetchHubAccounts
			.mockRejectedValueOnce( failure() )
			.mockResolvedValueOnce( {
				data: [],
				current_page: 1,
				total_page: 0,
				total: 0,
			} );
		render( <HubAccounts /> );
		expect(
			await screen.findByText( 'The accounts could not be loaded' )
		).toBeTruthy();
		expect(
			screen.getByText( 'The library could not be reached.' )
		).toBeTruthy();
		expect( screen.queryByText( 'No accounts found.' ) ).toBeNull();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByText( 'No accounts found.' ) ).toBeTruthy();
		expect( mockedAdmin.fetchHubAccounts ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'the hub card shows the panel when either setting fails', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue( siteSettings() );
		mockedAdmin.fetchHubSettings.mockRejectedValue( failure() );
		render( <HubSettings /> );
		expect(
			await screen.findByText( 'The hub settings could not be loaded' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Try again' } )
		).toBeTruthy();
	} );

	it( 'the hub card saves "other sites may use this hub" on the hub', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue( siteSettings() );
		mockedAdmin.fetchHubSettings.mockResolvedValue( {
			accepts_remote: false,
		} );
		mockedAdmin.saveHubSettings.mockResolvedValue( {
			accepts_remote: true,
		} );
		mockedAdmin.fetchSiteKeys.mockResolvedValue( { data: [] } );
		render( <HubSettings /> );
		await userEvent
			.setup()
			.click(
				await screen.findByLabelText(
					'Let other sites use this site as their hub'
				)
			);
		expect( mockedAdmin.saveHubSettings ).toHaveBeenCalledWith( {
			accepts_remote: true,
		} );
		expect( mockedAdmin.saveSiteSettings ).not.toHaveBeenCalled();
		expect( await screen.findByText( 'Site keys' ) ).toBeTruthy();
	} );

	it( 'the purchases modal shows a panel for each list that failed', async () => {
		mockedEngagement.fetchAccountPurchases.mockRejectedValue( failure() );
		mockedHub.fetchHubItems.mockRejectedValue( failure() );
		render(
			<PurchasesModal
				account={ { id: 3, email: 'ana@example.org' } }
				onClose={ jest.fn() }
			/>
		);
		expect(
			await screen.findByText( 'The purchases could not be loaded' )
		).toBeTruthy();
		expect(
			await screen.findByText( 'The items could not be loaded' )
		).toBeTruthy();
		expect(
			screen.queryByText( 'This account has not purchased anything.' )
		).toBeNull();
		expect( screen.queryByText( 'No items found.' ) ).toBeNull();
	} );
} );
