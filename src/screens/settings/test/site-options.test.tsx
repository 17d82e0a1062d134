/**
 * The site's switches on Stencilbox → Settings: the library in the block
 * inserter, plugins and themes from the hub's packages, and what deleting
 * the plugin removes, each saved on its own
 * through `POST /settings`; a failed load shows the request-error panel.
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
import SiteOptions from '../site-options';
import { siteSettings as settings } from './fixtures';

jest.mock( '../../../api/admin' );

const mockedAdmin = admin as jest.Mocked< typeof admin >;

describe( 'site options', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'turns the inserter patterns off', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue( settings() );
		mockedAdmin.saveSiteSettings.mockResolvedValue(
			settings( { inserter_patterns: false } )
		);
		render( <SiteOptions /> );
		const toggle = await screen.findByLabelText(
			'Show the library in the block inserter'
		);
		expect( ( toggle as HTMLInputElement ).checked ).toBe( true );
		await userEvent.setup().click( toggle );
		expect( mockedAdmin.saveSiteSettings ).toHaveBeenCalledWith( {
			inserter_patterns: false,
		} );
		expect(
			await screen.findByText(
				'The library opens only from the Stencilbox button in the editor.'
			)
		).toBeTruthy();
	} );

	it( 'installs from WordPress.org only until the hub’s packages are allowed, and says what that means', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue( settings() );
		mockedAdmin.saveSiteSettings.mockResolvedValue(
			settings( { hub_packages: true } )
		);
		render( <SiteOptions /> );
		const toggle = await screen.findByLabelText(
			'Also install plugins and themes from my hub'
		);
		expect( ( toggle as HTMLInputElement ).checked ).toBe( false );
		expect(
			screen.getByText( /from the WordPress.org directory only/ )
		).toBeTruthy();
		await userEvent.setup().click( toggle );
		expect( mockedAdmin.saveSiteSettings ).toHaveBeenCalledWith( {
			hub_packages: true,
		} );
		expect(
			await screen.findByText( /only for a hub you trust/ )
		).toBeTruthy();
	} );

	it( 'shows a network’s choice read-only to a site’s administrator, and says who sets it', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue(
			settings( {
				hub_packages_network: true,
				hub_packages_locked: true,
			} )
		);
		render( <SiteOptions /> );
		const toggle = await screen.findByLabelText(
			'Also install plugins and themes from my hub'
		);
		expect( ( toggle as HTMLInputElement ).disabled ).toBe( true );
		expect(
			screen.getByText(
				/only a network administrator can change this\.$/
			)
		).toBeTruthy();
		await userEvent.setup().click( toggle );
		expect( mockedAdmin.saveSiteSettings ).not.toHaveBeenCalled();
	} );

	it( 'tells a super admin the choice is the whole network’s', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue(
			settings( { hub_packages_network: true } )
		);
		render( <SiteOptions /> );
		const toggle = await screen.findByLabelText(
			'Also install plugins and themes from my hub'
		);
		expect( ( toggle as HTMLInputElement ).disabled ).toBe( false );
		expect(
			screen.getByText( /This applies to every site of the network\.$/ )
		).toBeTruthy();
	} );

	it( 'says what deleting keeps, and what it removes once chosen', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue( settings() );
		mockedAdmin.saveSiteSettings.mockResolvedValue(
			settings( { remove_content: true } )
		);
		render( <SiteOptions /> );
		const toggle = await screen.findByLabelText(
			'Also delete Stencilbox’s content when the plugin is deleted'
		);
		expect( screen.getByText( /keeps its content/ ) ).toBeTruthy();
		await userEvent.setup().click( toggle );
		expect( mockedAdmin.saveSiteSettings ).toHaveBeenCalledWith( {
			remove_content: true,
		} );
		expect( await screen.findByText( /It cannot be undone/ ) ).toBeTruthy();
	} );

	it( 'shows the save error and keeps the setting as it was', async () => {
		mockedAdmin.fetchSiteSettings.mockResolvedValue( settings() );
		mockedAdmin.saveSiteSettings.mockRejectedValue(
			new Error(
				'Sorry, you are not allowed to change Stencilbox settings.'
			)
		);
		render( <SiteOptions /> );
		const toggle = await screen.findByLabelText(
			'Also delete Stencilbox’s content when the plugin is deleted'
		);
		await userEvent.setup().click( toggle );
		// The notice, and its spoken copy for screen readers.
		expect(
			await screen.findAllByText(
				'Sorry, you are not allowed to change Stencilbox settings.'
			)
		).toHaveLength( 2 );
		expect( ( toggle as HTMLInputElement ).checked ).toBe( false );
	} );

	it( 'shows the request-error panel when the settings cannot load', async () => {
		mockedAdmin.fetchSiteSettings
			.mockRejectedValueOnce( new Error( 'Offline.' ) )
			.mockResolvedValueOnce( settings() );
		render( <SiteOptions /> );
		expect(
			await screen.findByText( 'The site settings could not be loaded' )
		).toBeTruthy();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByLabelText(
				'Show the library in the block inserter'
			)
		).toBeTruthy();
	} );
} );
