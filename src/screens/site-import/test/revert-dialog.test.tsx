/**
 * A revert that fails says the spec's texts (part 2 §8: "Revert error:
 * 'Something went wrong.' plus the workspace-creation message"; issue [15]
 * #15), with the server's reason after them.
 */
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/site-import';
import { RequestError } from '../../../api/client';
import { store } from '../../../stores/site-import';
import { RevertDialog } from '../imports-screen';

jest.mock( '../../../api/site-import', () => ( {
	...jest.requireActual( '../../../api/site-import' ),
	revertImport: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

/**
 * Shows the revert dialog of an import and confirms it (the API answers
 * as the test mocked it).
 *
 * @param session The import's session id.
 */
async function confirmRevertOf( session: string ) {
	const registry = createRegistry();
	registry.register( store );
	registry.dispatch( store ).askRevert( session );
	render(
		<RegistryProvider value={ registry }>
			<RevertDialog />
		</RegistryProvider>
	);
	await act( () => registry.dispatch( store ).confirmRevert() );
}

describe( 'RevertDialog', () => {
	it( 'shows the spec’s texts when the revert fails', async () => {
		mocked.revertImport.mockRejectedValue(
			new RequestError( {
				code: 'revert_failed',
				message: 'The uploads folder is not writable.',
			} )
		);
		await confirmRevertOf( 's1' );
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Something went wrong.',
			} )
		).toBeTruthy();
		expect(
			screen.getByText(
				'Something went wrong while creating workspace for you. Try Later or Contact support.'
			)
		).toBeTruthy();
		expect(
			screen.getByText( 'The uploads folder is not writable.' )
		).toBeTruthy();
	} );

	it( 'says what a revert left installed, and why', async () => {
		const why =
			'Only a network administrator may delete themes, so this site only switched back to its previous theme and Stencilbox Canvas stays installed: a network administrator can delete it in Network Admin → Themes.';
		mocked.revertImport.mockResolvedValue( {
			success: true,
			data: {
				site_url: 'http://example.org/sub/',
				site_name: 'My Site',
				redirect: '',
				reverted: [ 's2' ],
				kept: [
					{
						type: 'theme',
						slug: 'stencilbox-canvas',
						reason: 'not_allowed',
						message: why,
					},
				],
			},
		} );
		await confirmRevertOf( 's2' );
		expect(
			await screen.findByRole( 'dialog', {
				name: 'Successfully Reverted',
			} )
		).toBeTruthy();
		expect( screen.getByText( why ) ).toBeTruthy();
	} );

	it( 'puts the restored title into WordPress’s admin bar (issue [23])', async () => {
		// WordPress's admin bar, as the admin page has it (with a site icon).
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<div id="wpadminbar"><ul><li id="wp-admin-bar-site-name" class="menupop"><a class="ab-item" href="/"><img class="site-icon" alt="" />Tidewater Studio</a></li></ul></div>'
		);
		mocked.revertImport.mockResolvedValue( {
			success: true,
			data: {
				site_url: 'http://example.org/',
				site_name: 'My Old Site',
				redirect: '',
				reverted: [ 's3' ],
				kept: [],
			},
		} );
		await confirmRevertOf( 's3' );
		await screen.findByRole( 'dialog', { name: 'Successfully Reverted' } );
		const link = document.querySelector(
			'#wp-admin-bar-site-name > .ab-item'
		) as HTMLElement;
		expect( link.textContent ).toBe( 'My Old Site' );
		expect( link.querySelector( 'img.site-icon' ) ).not.toBeNull();
		document.getElementById( 'wpadminbar' )?.remove();
	} );
} );
