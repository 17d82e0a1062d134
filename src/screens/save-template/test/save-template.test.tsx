/**
 * Save & Push (issue [15] #12): a name already in the destination is
 * pointed out before the push, and after the push the screen says so and
 * goes on after the spec's 1.5 s toast — or at once with "Open … now".
 */
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/cloud';
import { store as workspacesStore } from '../../../stores/workspaces';
import { createAppHistory } from '../../../router';
import { TOAST_MS } from '../../../utils/constants';
import { AppProviders } from '../../app';
import { NAME_CHECK_DELAY_MS } from '../hooks/use-name-taken';
import SaveTemplateScreen from '..';

// @wordpress/blocks does not load in Jest; the name here is given.
jest.mock( '@wordpress/blocks', () => ( {
	getBlockType: jest.fn(),
	parse: jest.fn( () => [] ),
} ) );
jest.mock( '../../../api/cloud', () => ( {
	...jest.requireActual( '../../../api/cloud' ),
	fetchWorkspaces: jest.fn(),
	fetchFiles: jest.fn(),
	fetchWorkspace: jest.fn(),
	uploadTemplate: jest.fn(),
	fetchUsage: jest.fn( () => new Promise( () => {} ) ),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const existing = ( name: string ) =>
	( {
		status: 'success',
		files: {
			data: [ { id: 3, name, slug: 'x', type: 'block' } ],
			current_page: 1,
			total_page: 1,
			total: 1,
		},
	} ) as unknown as Awaited< ReturnType< typeof api.fetchFiles > >;

function setup() {
	const history = createAppHistory( 'memory', {
		initial: { path: 'clouds/save-template', query: {} },
	} );
	render(
		<AppProviders
			surface="gutenberg"
			history={ history }
			push={ {
				name: 'Heading',
				file_content: {
					__file: 'wp_block',
					id: 7,
					type: 'block',
					title: 'Launch',
					content:
						'<!-- wp:heading --><h2>Hi</h2><!-- /wp:heading -->',
				},
			} }
		>
			<SaveTemplateScreen />
		</AppProviders>
	);
	return history;
}

describe( 'Save & Push', () => {
	beforeEach( () => {
		// The next screen scrolls to the top (jsdom has no scrolling).
		window.scrollTo = jest.fn();
		jest.useFakeTimers();
		jest.clearAllMocks();
		mocked.fetchWorkspaces.mockResolvedValue( {
			status: 'success',
			data: [],
			current_page: 1,
			total_page: 1,
			total: 0,
		} as never );
		mocked.fetchFiles.mockResolvedValue( existing( 'heading' ) );
		mocked.uploadTemplate.mockResolvedValue( {
			status: 'success',
			message:
				'Your file has been pushed successfully to your cloud store.',
			redirect: 'clouds',
			refresh: true,
		} as never );
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'starts with the name given, and says when the destination has that name already', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		setup();
		const name = screen.getByRole( 'textbox', { name: 'Template name' } );
		expect( ( name as HTMLInputElement ).value ).toBe( 'Heading' );
		// My Clouds, the only destination, is chosen: its name check runs.
		await act( async () => {
			jest.advanceTimersByTime( NAME_CHECK_DELAY_MS + 1 );
		} );
		await user.click(
			await screen.findByRole( 'button', { name: /^Destination/ } )
		);
		await user.click(
			screen.getByRole( 'menuitemradio', { name: 'My Clouds' } )
		);
		await act( async () => {
			jest.advanceTimersByTime( NAME_CHECK_DELAY_MS + 1 );
		} );
		expect(
			(
				await screen.findAllByText(
					'“Heading” is already in My Clouds. Save & Push adds another file with the same name; rename it to tell them apart.'
				)
			).length
		).toBeGreaterThan( 0 );
		expect( mocked.fetchFiles ).toHaveBeenCalledWith(
			expect.objectContaining( { search: 'Heading', source: 'clouds' } )
		);

		// Another name: no warning.
		mocked.fetchFiles.mockResolvedValue( existing( 'Something else' ) );
		await user.clear( name );
		await user.type( name, 'Launch heading' );
		await act( async () => {
			jest.advanceTimersByTime( NAME_CHECK_DELAY_MS + 1 );
		} );
		expect(
			document.querySelector(
				'.stencilbox-save-template .components-notice'
			)
		).toBeNull();
	} );

	it( 'after the push: the success, then the destination after 1.5 s or at once', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const history = setup();
		await user.click(
			await screen.findByRole( 'button', { name: /^Destination/ } )
		);
		await user.click(
			screen.getByRole( 'menuitemradio', { name: 'My Clouds' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save & Push' } )
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Successfully Pushed!',
			} )
		).toBeTruthy();
		// Not "Uploading..." any more.
		expect( screen.queryByText( 'Uploading...' ) ).toBeNull();
		expect( history.getLocation().path ).toBe( 'clouds/save-template' );
		await act( async () => {
			jest.advanceTimersByTime( TOAST_MS.push );
		} );
		expect( history.getLocation().path ).toBe( 'clouds' );
	} );

	it( 'chooses My Clouds when it is the only destination ([23] walk-through)', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		setup();
		// No WorkSpace: the push can go at once, to My Clouds.
		expect(
			( await screen.findByRole( 'button', { name: /^Destination/ } ) )
				.textContent
		).toContain( 'My Clouds' );
		const save = screen.getByRole( 'button', { name: 'Save & Push' } );
		expect( save.getAttribute( 'aria-disabled' ) ).not.toBe( 'true' );
		await user.click( save );
		expect( mocked.uploadTemplate ).toHaveBeenCalledWith(
			expect.objectContaining( {
				workspace_id: 0,
				workspace: 'clouds',
			} )
		);
	} );

	it( 'asks for a destination when there is more than one', async () => {
		mocked.fetchWorkspaces.mockResolvedValue( {
			status: 'success',
			data: [
				{
					id: 5,
					slug: 'launch-kit',
					title: 'Launch kit',
					shared: false,
				},
			],
			current_page: 1,
			total_page: 1,
			total: 1,
		} as never );
		// The store keeps the options the tests above read.
		dispatch( workspacesStore ).invalidateWorkspaces();
		setup();
		await screen.findByRole( 'button', { name: /^Destination/ } );
		await act( async () => {
			await Promise.resolve();
		} );
		expect( mocked.fetchWorkspaces ).toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: /^Destination/ } ).textContent
		).toContain( 'Select a destination' );
		const save = screen.getByRole( 'button', { name: 'Save & Push' } );
		expect(
			save.getAttribute( 'aria-disabled' ) === 'true' ||
				( save as HTMLButtonElement ).disabled
		).toBe( true );
	} );
} );
