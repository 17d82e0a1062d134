/**
 * A fleet rollback on the Updates screen (issue [26]): the places the hub
 * rolled back are no update to apply, and go back in a WP-Cron run; until
 * then the screen names each one and the version it returns to.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import * as versionsApi from '../../../api/versions';
import UpdatesScreen from '..';

jest.mock( '../../../api/versions', () => ( {
	...jest.requireActual( '../../../api/versions' ),
	fetchUpdates: jest.fn(),
} ) );
const mocked = versionsApi as jest.Mocked< typeof versionsApi >;

describe( 'Updates screen: a fleet rollback', () => {
	it( 'names each place going back and its version, with nothing to apply', async () => {
		mocked.fetchUpdates.mockResolvedValue( {
			status: 'success',
			updates: [],
			count: 0,
			pristine: 0,
			checked_at: '2026-11-30T12:00:00Z',
			rolling_back: [
				{
					id: 4,
					name: 'Harbour menu',
					post_title: 'Ferries & times',
					version: 2,
					to: 1,
				},
			],
		} );
		render( <UpdatesScreen /> );
		const notice = (
			await screen.findByText( /The library rolled these back/, {
				selector: 'p',
			} )
		).closest( '.stencilbox-updates__rolling-back' ) as HTMLElement;
		expect(
			within( notice ).getByText(
				'Harbour menu in “Ferries & times”: version 2, back to version 1'
			)
		).toBeTruthy();
		// Nothing to apply: the list says everything is up to date.
		expect( screen.getByText( 'Everything is up to date.' ) ).toBeTruthy();
	} );
} );
