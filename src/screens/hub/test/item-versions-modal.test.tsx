/**
 * The hub owner's versions and use of an item (issue [20]): every usage
 * report names the account that made it — any account may name any site
 * address — and two accounts' reports of one address are two rows.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import * as versions from '../../../api/versions';
import ItemVersionsModal from '../item-versions-modal';

jest.mock( '../../../api/versions' );
const mocked = versions as jest.Mocked< typeof versions >;

const report = (
	site: string,
	account: number,
	email: string,
	posts = 2
) => ( {
	site,
	account_id: account,
	account_email: email,
	version: 1,
	places: posts,
	posts,
	reported_at: '2026-03-01T10:00:00Z',
} );

describe( 'Versions and use of an item', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.fetchItemVersions.mockResolvedValue( {
			versions: [
				{
					number: 1,
					created_at: '2026-02-01T10:00:00Z',
					author: 'Hub Owner',
					note: '',
					restored_from: 0,
					size: 10,
					hash: 'a'.repeat( 64 ),
					is_current: true,
				},
			],
		} );
		mocked.fetchItemUsage.mockResolvedValue( {
			sites: [
				report(
					'https://a.example.org/',
					7,
					'stranger@example.org',
					9
				),
				report( 'https://a.example.org/', 3, 'owner@example.org' ),
			],
			total_sites: 1,
			total_posts: 9,
			total_places: 9,
		} );
	} );

	it( 'shows which account reported each site', async () => {
		render(
			<ItemVersionsModal
				item={ { id: 40, name: 'Harbor header' } }
				onClose={ () => {} }
			/>
		);
		const site = await screen.findByRole( 'columnheader', {
			name: 'Reported by',
		} );
		const table = site.closest( 'table' ) as HTMLTableElement;
		const rows = within( table ).getAllByRole( 'row' ).slice( 1 );
		expect(
			rows.map( ( row ) =>
				within( row )
					.getAllByRole( 'cell' )
					.slice( 0, 2 )
					.map( ( cell ) => cell.textContent )
			)
		).toEqual( [
			[ 'https://a.example.org/', 'stranger@example.org' ],
			[ 'https://a.example.org/', 'owner@example.org' ],
		] );
		expect(
			screen.getByText( /Used on 1 site, in 9 posts\./ ).textContent
		).toContain( 'counts once' );
		expect( mocked.fetchItemUsage ).toHaveBeenCalledWith( 40 );
		// Below the dialog's title (h1): a level-2 heading, none skipped
		// (axe heading-order, [23] G).
		expect(
			screen.getByRole( 'heading', { name: 'Where it is used' } ).tagName
		).toBe( 'H2' );
	} );
} );
