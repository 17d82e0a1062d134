/**
 * A network sharing one library (issue [22], multisite): a site that uses
 * the main site's library says where it is and asks nothing of its own hub;
 * a super admin chooses how the network shares the library.
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
import type { NetworkLibrary } from '../../../api/types';
import SettingsScreen from '..';
import { siteSettings } from './fixtures';

jest.mock( '../../../api/admin' );
const mocked = admin as jest.Mocked< typeof admin >;

const network = ( changes: Partial< NetworkLibrary > = {} ) => ( {
	mode: 'network' as const,
	elsewhere: true,
	hub_name: 'Agency network',
	hub_url: 'http://example.org/',
	may_choose: false,
	...changes,
} );

describe( 'Settings on a network', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.fetchHubSettings.mockResolvedValue( { accepts_remote: false } );
		mocked.fetchHubAccounts.mockResolvedValue( {
			data: [],
			current_page: 1,
			total_page: 0,
			total: 0,
		} );
	} );

	it( 'a sub-site says it uses the network’s library and never asks for a hub of its own', async () => {
		mocked.fetchSiteSettings.mockResolvedValue(
			siteSettings( { network_library: network() } )
		);
		render( <SettingsScreen /> );
		expect(
			await screen.findByText(
				'This site uses its network’s library, kept on Agency network (http://example.org/). Accounts, the catalogue and the cloud are shared by every site of the network.'
			)
		).toBeTruthy();
		expect(
			screen.queryByRole( 'textbox', { name: 'Hub address' } )
		).toBeNull();
		expect( screen.queryByRole( 'radiogroup' ) ).toBeNull();
		expect( mocked.fetchHubSettings ).not.toHaveBeenCalled();
		expect( mocked.fetchHubAccounts ).not.toHaveBeenCalled();
	} );

	it( 'a super admin chooses a library per site', async () => {
		const user = userEvent.setup();
		mocked.fetchSiteSettings.mockResolvedValue(
			siteSettings( {
				network_library: network( {
					elsewhere: false,
					may_choose: true,
				} ),
			} )
		);
		mocked.saveSiteSettings.mockResolvedValue(
			siteSettings( {
				network_library: network( {
					mode: 'sites',
					elsewhere: false,
					may_choose: true,
				} ),
			} )
		);
		render( <SettingsScreen /> );
		const perSite = await screen.findByRole( 'radio', {
			name: 'Each site keeps its own library',
		} );
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'One library for the whole network, kept on the main site',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		// The main site is the network's hub: its own settings are there.
		expect(
			await screen.findByRole( 'textbox', { name: 'Hub address' } )
		).toBeTruthy();
		await user.click( perSite );
		expect( mocked.saveSiteSettings ).toHaveBeenCalledWith( {
			network_library: 'sites',
		} );
		expect(
			(
				( await screen.findByRole( 'radio', {
					name: 'Each site keeps its own library',
				} ) ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );
} );
