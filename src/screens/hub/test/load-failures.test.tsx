/**
 * The Library hub screen never shows an empty list for a load that failed:
 * the request-error panel says why and offers Try again.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as hub from '../../../api/hub';
import HubScreen from '..';

jest.mock( '../../../api/hub' );

const mocked = hub as jest.Mocked< typeof hub >;

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

describe( 'Library hub screen when a load fails', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'shows the panel for the summary and loads again on Try again', async () => {
		mocked.fetchHubSummary
			.mockRejectedValueOnce( new Error( 'Busy.' ) )
			.mockResolvedValue( summary );
		mocked.fetchHubItems.mockResolvedValue( {
			data: [],
			current_page: 1,
			total_page: 0,
			total: 0,
		} );
		mocked.fetchPublishSources.mockResolvedValue( [] );
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
} );
