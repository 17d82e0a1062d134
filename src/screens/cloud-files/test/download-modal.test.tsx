/**
 * The download modal (spec part 2 §2, §4; issue [15] #15): it saves the
 * file and says so (isDownloaded), or says 'Download Failed!!!' and offers
 * Try again.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/cloud';
import { RequestError } from '../../../api/client';
import { store as cloudStore } from '../../../stores/cloud';
import { storeRegistry } from '../../../stores/test/harness';
import { cloudFile } from '../../../stores/test/harness/cloud';
import { DownloadModal } from '../file-modals';

jest.mock( '../../../api/cloud', () => ( {
	...jest.requireActual( '../../../api/cloud' ),
	downloadFile: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const file = cloudFile();

describe( 'DownloadModal', () => {
	it( 'says when the download failed, and tries again', async () => {
		const { registry } = storeRegistry( cloudStore );
		const clicked = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( () => {} );
		mocked.downloadFile
			.mockRejectedValueOnce(
				new RequestError( { code: 'retry_again', message: 'Busy.' } )
			)
			.mockResolvedValueOnce( {
				status: 'success',
				file_name: 'pricing-hero.json',
				fileURL: 'http://example.org/?stencilbox-download=x',
			} );
		render(
			<RegistryProvider value={ registry }>
				<DownloadModal file={ file } onClose={ jest.fn() } />
			</RegistryProvider>
		);
		expect( await screen.findByText( 'Download Failed!!!' ) ).toBeTruthy();
		expect( clicked ).not.toHaveBeenCalled();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByText( /It is saved as pricing-hero\.json/ )
		).toBeTruthy();
		expect( clicked ).toHaveBeenCalledTimes( 1 );
		expect(
			registry.select( cloudStore ).getResultFlags().isDownloaded
		).toBe( true );
		// The failure was logged under part 2 §8's code.
		expect( console ).toHaveErrored();
		clicked.mockRestore();
	} );
} );
