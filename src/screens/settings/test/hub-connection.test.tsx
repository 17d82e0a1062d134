/**
 * A site that uses another hub (issue [15] #9): saving the address says
 * what answers there ("Connected to <hub> · N items"), and what only a hub
 * owner uses is not shown.
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
import { RequestError } from '../../../api/client';
import type { SiteSettings } from '../../../api/types';
import SettingsScreen from '..';
import { siteSettings } from './fixtures';

jest.mock( '../../../api/admin' );
const mocked = admin as jest.Mocked< typeof admin >;

const settings = ( changes: Partial< SiteSettings > = {} ) =>
	siteSettings( { site_url: 'http://client.example/', ...changes } );

describe( 'Settings on a client site of another hub', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.fetchHubSettings.mockResolvedValue( { accepts_remote: true } );
		mocked.fetchHubAccounts.mockResolvedValue( {
			data: [],
			current_page: 1,
			total_page: 0,
			total: 0,
		} );
		mocked.fetchSiteKeys.mockResolvedValue( { data: [] } );
	} );

	it( 'says it is connected after saving the address, and hides the hub owner’s panels', async () => {
		const user = userEvent.setup();
		mocked.fetchSiteSettings.mockResolvedValue( settings() );
		mocked.saveSiteSettings.mockResolvedValue(
			settings( {
				hub_url: 'http://hub.example',
				connection: { reachable: true, name: 'Agency hub', items: 44 },
			} )
		);
		render( <SettingsScreen /> );
		// Its own hub: the owner's panels.
		expect(
			await screen.findByRole( 'checkbox', {
				name: 'Let other sites use this site as their hub',
			} )
		).toBeTruthy();
		expect( await screen.findByText( 'No accounts found.' ) ).toBeTruthy();

		await user.type(
			screen.getByRole( 'textbox', { name: 'Hub address' } ),
			'http://hub.example'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save hub address' } )
		);
		expect(
			(
				await screen.findAllByText(
					'Connected to Agency hub · 44 items'
				)
			).length
		).toBeGreaterThan( 0 );
		expect(
			screen.queryByRole( 'checkbox', {
				name: 'Let other sites use this site as their hub',
			} )
		).toBeNull();
		expect( screen.queryByText( 'No accounts found.' ) ).toBeNull();
	} );

	it( 'says so when the hub does not answer', async () => {
		mocked.fetchSiteSettings.mockResolvedValue(
			settings( {
				hub_url: 'http://hub.example',
				connection: { reachable: false, name: '', items: 0 },
			} )
		);
		render( <SettingsScreen /> );
		expect(
			await screen.findByText(
				'The library hub at http://hub.example cannot be reached.'
			)
		).toBeTruthy();
		expect( mocked.fetchHubAccounts ).not.toHaveBeenCalled();
	} );

	it( 'never asks the hub owner’s settings, which a site that uses another hub refuses', async () => {
		// `admin/settings` answers `not_own_hub` there (HubOwnerRoutesTest).
		mocked.fetchHubSettings.mockRejectedValue(
			new RequestError( {
				code: 'not_own_hub',
				message:
					'This site uses the hub at http://hub.example: its library, accounts and fleet are that hub’s. Do this on the hub.',
				data: { status: 409 },
			} )
		);
		mocked.fetchSiteSettings.mockResolvedValue(
			settings( {
				hub_url: 'http://hub.example',
				connection: { reachable: true, name: 'Agency hub', items: 44 },
			} )
		);
		render( <SettingsScreen /> );
		expect(
			await screen.findByText( 'Connected to Agency hub · 44 items' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'textbox', { name: 'Hub address' } )
		).toBeTruthy();
		expect(
			screen.queryByText( 'The hub settings could not be loaded' )
		).toBeNull();
		expect( mocked.fetchHubSettings ).not.toHaveBeenCalled();
	} );
} );
