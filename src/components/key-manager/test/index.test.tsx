/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as admin from '../../../api/admin';
import KeyManager from '..';

jest.mock( '../../../api/admin' );
const mockedAdmin = admin as jest.Mocked< typeof admin >;

const props = {
	title: 'API keys',
	intro: 'Keys.',
	createText: 'Create API key',
	namePlaceholder: 'e.g. Client site',
	createdText: 'Your new key:',
	create: jest.fn(),
	revoke: jest.fn(),
};

describe( 'KeyManager', () => {
	it( 'shows the request-error panel when the keys fail to load, then retries', async () => {
		const load = mockedAdmin.fetchSiteKeys
			.mockRejectedValueOnce( new Error( 'Hub down.' ) )
			.mockResolvedValueOnce( { data: [] } );
		render( <KeyManager { ...props } resource="siteKeys" /> );
		expect(
			await screen.findByText( 'The keys could not be loaded' )
		).toBeTruthy();
		expect( screen.getByText( 'Hub down.' ) ).toBeTruthy();
		expect( screen.queryByText( 'No keys yet.' ) ).toBeNull();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByText( 'No keys yet.' ) ).toBeTruthy();
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );
