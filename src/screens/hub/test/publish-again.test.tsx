/**
 * Publishing a source that is already in the library (issue [15] #2): the
 * form loads what the item has, and nothing is replaced before the owner
 * confirms, told which details change.
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
	templateTypes: [
		{ id: 3, name: 'Hero', slug: 'hero', item_type: 'block' },
	],
	categories: [ { id: 1, name: 'Agency', slug: 'agency' } ],
	packs: [],
} as unknown as hub.HubSummary;

const source: hub.PublishSource = {
	source: 'post:12',
	title: 'Northwind Landing',
	kind: 'page',
	kind_label: 'Page',
	item_type: 'page',
	modified: '',
	published: 'northwind-hero',
	platform: 'gutenberg',
	preview: '',
};

const item = {
	id: 40,
	name: 'Northwind hero',
	slug: 'northwind-hero',
	type: 'block',
	platform: 'gutenberg',
	description: 'A bold hero for agencies.',
	plan: 'starter',
	price: 9,
	categories: [ { id: 1, name: 'Agency', slug: 'agency' } ],
	tags: [ { id: 5, name: 'hero' } ],
	template_type: { id: 3, name: 'Hero', slug: 'hero' },
	pack: null,
	featured: true,
} as unknown as ItemDetails;

/** Publishes the Northwind Landing page at once (its "View it" link). */
const publishNorthwind = () => publishAtOnce( summary, /Northwind Landing/ );

describe( 'Publish to library: a source already published', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.fetchPublishSources.mockResolvedValue( [ source ] );
		mocked.fetchPublishedListing.mockResolvedValue( { item } );
		mocked.publishToLibrary.mockResolvedValue( item );
	} );

	it( 'starts from the item’s own listing, and asks before replacing it', async () => {
		const user = userEvent.setup();
		const onDone = jest.fn();
		render(
			<PublishPanel summary={ summary } initial="" onDone={ onDone } />
		);
		await user.click(
			await screen.findByRole( 'button', { name: /Northwind Landing/ } )
		);
		const name = await screen.findByRole( 'textbox', { name: 'Name' } );
		expect( mocked.fetchPublishedListing ).toHaveBeenCalledWith(
			'post:12'
		);
		expect( ( name as HTMLInputElement ).value ).toBe( 'Northwind hero' );
		expect(
			(
				screen.getByRole( 'textbox', {
					name: 'Description',
				} ) as HTMLTextAreaElement
			 ).value
		).toBe( 'A bold hero for agencies.' );
		expect(
			(
				screen.getByRole( 'combobox', {
					name: 'Type',
				} ) as HTMLSelectElement
			 ).value
		).toBe( 'block' );
		expect(
			(
				screen.getByRole( 'combobox', {
					name: 'Plan',
				} ) as HTMLSelectElement
			 ).value
		).toBe( 'starter' );

		// Nothing changed: still asked, and told the details stay.
		await user.click(
			screen.getByRole( 'button', { name: 'Update in library' } )
		);
		let dialog = screen.getByRole( 'dialog', {
			name: 'Replace the item in the library?',
		} );
		expect(
			within( dialog ).getByText(
				'Its name, type, description and other details stay as they are.'
			)
		).toBeTruthy();
		// The walk-through ([23] #11): it read as if every site's copy were
		// overwritten; a new version reaches them only as an update.
		expect(
			within( dialog ).getByText(
				'“Northwind hero” is already in the library. Updating it makes this page’s content and pictures the item’s new version: new inserts get it, and sites already using the item are offered it as an update.'
			)
		).toBeTruthy();
		expect( mocked.publishToLibrary ).not.toHaveBeenCalled();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( mocked.publishToLibrary ).not.toHaveBeenCalled();

		// A new name: the dialog says so, and only then it is sent.
		await user.clear( name );
		await user.type( name, 'Northwind hero 2' );
		await user.click(
			screen.getByRole( 'button', { name: 'Update in library' } )
		);
		dialog = screen.getByRole( 'dialog', {
			name: 'Replace the item in the library?',
		} );
		expect(
			within( dialog ).getByText( 'These details change too: Name.' )
		).toBeTruthy();
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Update in library',
			} )
		);
		expect(
			await screen.findByRole( 'link', { name: 'View it' } )
		).toBeTruthy();
		expect( onDone ).toHaveBeenCalled();
		expect( mocked.publishToLibrary ).toHaveBeenCalledWith( {
			source: 'post:12',
			name: 'Northwind hero 2',
			type: 'block',
			description: 'A bold hero for agencies.',
			plan: 'starter',
			price: 9,
			categories: [ 'Agency' ],
			tags: [ 'hero' ],
			template_type: 'hero',
			pack: '',
			featured: true,
		} );
	}, 30_000 );

	it( 'publishes a new source at once, from its defaults', async () => {
		mocked.fetchPublishSources.mockResolvedValue( [
			{ ...source, published: null },
		] );
		expect( await publishNorthwind() ).toBeTruthy();
		expect( mocked.publishToLibrary ).toHaveBeenCalledWith(
			expect.objectContaining( {
				name: 'Northwind Landing',
				type: 'page',
				description: '',
			} )
		);
		expect( mocked.fetchPublishedListing ).not.toHaveBeenCalled();
	} );

	it( 'links an item published from an Elementor page to the Elementor library', async () => {
		mocked.fetchPublishSources.mockResolvedValue( [
			{ ...source, published: null, platform: 'elementor' },
		] );
		mocked.publishToLibrary.mockResolvedValue( {
			...item,
			type: 'page',
			slug: 'northwind-landing',
			platform: 'elementor',
		} );
		expect( ( await publishNorthwind() ).getAttribute( 'href' ) ).toMatch(
			/&path=elementor\/pages\/northwind-landing$/
		);
	} );
} );
