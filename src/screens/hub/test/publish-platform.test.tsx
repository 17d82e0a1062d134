/**
 * Publish to library (issue [23] #9): a page built with Elementor becomes an
 * Elementor item; the form says so and offers only the packs that have an
 * Elementor version (the publisher refuses the others).
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { ItemDetails } from '../../../api/catalog';
import * as hub from '../../../api/hub';
import PublishPanel from '../publish-panel';
import { publishAtOnce } from './harness/publish';

jest.mock( '../../../api/hub' );
const mocked = hub as jest.Mocked< typeof hub >;

const summary = {
	templateTypes: [],
	categories: [],
	packs: [
		{
			slug: 'harbor-agency',
			name: 'Harbor Agency',
			platforms: [ 'gutenberg', 'elementor' ],
		},
		{
			slug: 'saffron-bistro',
			name: 'Saffron Bistro',
			platforms: [ 'gutenberg' ],
		},
		{
			slug: 'marina-club',
			name: 'Marina Club',
			platforms: [ 'elementor' ],
		},
	],
} as unknown as hub.HubSummary;

const blocks: hub.PublishSource = {
	source: 'post:12',
	title: 'Northwind Landing',
	kind: 'page',
	kind_label: 'Page',
	item_type: 'page',
	modified: '',
	published: null,
	platform: 'gutenberg',
	preview: '',
};

const elementor: hub.PublishSource = {
	source: 'post:14',
	title: 'Harbour Moorings',
	kind: 'page',
	kind_label: 'Page, built with Elementor',
	item_type: 'page',
	modified: '',
	published: null,
	platform: 'elementor',
	preview: '',
};

const NOTE =
	'Built with Elementor: it becomes an Elementor item (its elements and page settings), inserted into Elementor.';

/**
 * The labels of the Pack select's options.
 */
function packOptions(): string[] {
	return within( screen.getByRole( 'combobox', { name: 'Pack' } ) )
		.getAllByRole( 'option' )
		.map( ( option ) => option.textContent ?? '' );
}

describe( 'Publish to library: the platform the item becomes', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.fetchPublishSources.mockResolvedValue( [ blocks, elementor ] );
		mocked.publishToLibrary.mockResolvedValue( {
			id: 41,
			name: 'Harbour Moorings',
			slug: 'harbour-moorings',
			type: 'page',
			platform: 'elementor',
		} as unknown as ItemDetails );
	} );

	it( 'says an Elementor page becomes an Elementor item and offers the packs it may join', async () => {
		const user = userEvent.setup();
		render(
			<PublishPanel summary={ summary } initial="" onDone={ jest.fn() } />
		);
		await user.click(
			await screen.findByRole( 'button', { name: /Harbour Moorings/ } )
		);
		expect( screen.getByText( NOTE ) ).toBeTruthy();
		expect( packOptions() ).toEqual( [
			'No pack (standalone)',
			'Harbor Agency',
			'Marina Club',
		] );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Pack' } ),
			'marina-club'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Publish to library' } )
		);
		await screen.findByRole( 'link', { name: 'View it' } );
		expect( mocked.publishToLibrary ).toHaveBeenCalledWith(
			expect.objectContaining( {
				source: 'post:14',
				pack: 'marina-club',
			} )
		);
	} );

	it( 'keeps a page of blocks a Gutenberg item, with the Gutenberg packs', async () => {
		const user = userEvent.setup();
		render(
			<PublishPanel summary={ summary } initial="" onDone={ jest.fn() } />
		);
		await user.click(
			await screen.findByRole( 'button', { name: /Northwind Landing/ } )
		);
		expect( screen.queryByText( NOTE ) ).toBeNull();
		expect( packOptions() ).toEqual( [
			'No pack (standalone)',
			'Harbor Agency',
			'Saffron Bistro',
		] );
	} );

	it( 'publishes a saved header as a block item, as the hub says', async () => {
		mocked.fetchPublishSources.mockResolvedValue( [
			{
				source: 'post:21',
				title: 'Harbor header',
				kind: 'stencilbox_template',
				kind_label: 'Saved template',
				item_type: 'block',
				modified: '',
				published: null,
				platform: 'gutenberg',
				preview: '',
			},
		] );
		await publishAtOnce( summary, /Harbor header/ );
		expect( mocked.publishToLibrary ).toHaveBeenCalledWith(
			expect.objectContaining( { source: 'post:21', type: 'block' } )
		);
	} );
} );
