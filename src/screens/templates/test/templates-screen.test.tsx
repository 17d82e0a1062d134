/**
 * The saved templates screen's Create Template button: one, where it stays.
 * While the list loads there is none (it used to sit in the toolbar and
 * move into the empty state when the answer came, so a click as it moved
 * opened nothing); an empty list offers it in its empty state, a list with
 * templates in the toolbar, and either opens the dialog.
 */
/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { createAppHistory, RouterProvider } from '../../../router';
import { store as templatesStore } from '../../../stores/templates';
import { settle, storeRegistry } from '../../../stores/test/harness';
import TemplatesScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;

const template = {
	id: 7,
	title: 'Site header',
	type: 'header',
	platform: 'gutenberg',
	date: '2026-12-01 10:00:00',
	status: 'publish',
	edit_url: 'http://example.test/wp-admin/post.php?post=7&action=edit',
	is_pushed: false,
};

/**
 * Renders the screen with the list's answer held until `answer()`.
 *
 * @return The function that answers the list with the templates given.
 */
function renderHeld() {
	let release: ( value: unknown ) => void = () => {};
	apiFetchMock.mockReset();
	apiFetchMock.mockImplementation(
		() => new Promise( ( resolve ) => ( release = resolve ) )
	);
	const { registry } = storeRegistry( templatesStore );
	const history = createAppHistory( 'memory', {
		initial: { path: 'gutenberg/templates', query: {} },
	} );
	render(
		<RegistryProvider value={ registry }>
			<RouterProvider history={ history }>
				<TemplatesScreen
					route={ { name: 'templates', platform: 'gutenberg' } }
				/>
			</RouterProvider>
		</RegistryProvider>
	);
	return async ( items: unknown[] ) => {
		await act( async () => {
			release( {
				items,
				total: items.length,
				totalPage: items.length ? 1 : 0,
				isEmpty: ! items.length,
			} );
			await settle();
		} );
	};
}

const createButtons = () =>
	screen.queryAllByRole( 'button', { name: 'Create Template' } );

describe( 'TemplatesScreen: Create Template', () => {
	it( 'offers none while the list loads, then one in the empty state, which opens the dialog', async () => {
		const answer = renderHeld();
		await act( settle );
		expect( screen.getByText( 'Loading…' ) ).toBeTruthy();
		expect( createButtons() ).toHaveLength( 0 );

		await answer( [] );
		expect( screen.getByText( 'No saved templates yet' ) ).toBeTruthy();
		expect( createButtons() ).toHaveLength( 1 );
		fireEvent.click( createButtons()[ 0 ] );
		expect(
			screen.getByRole( 'dialog', { name: 'Create Template' } )
		).toBeTruthy();
	} );

	it( 'offers one in the toolbar once templates are listed', async () => {
		const answer = renderHeld();
		await act( settle );
		await answer( [ template ] );
		expect( screen.getByText( 'Site header' ) ).toBeTruthy();
		expect( createButtons() ).toHaveLength( 1 );
		fireEvent.click( createButtons()[ 0 ] );
		expect(
			screen.getByRole( 'dialog', { name: 'Create Template' } )
		).toBeTruthy();
	} );
} );
