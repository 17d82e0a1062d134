/**
 * See it before it lands (issue [26] item 2): a version waiting for
 * approval opens beside the version stable sites are offered now, with the
 * similarity and each canary site's apply results, and is approved from
 * the dialog.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as fleetApi from '../../../api/fleet';
import FleetPanel from '../fleet-panel';
import {
	canarySimilarityText,
	similarityText,
} from '../../../components/version-compare';

jest.mock( '../../../api/fleet', () => ( {
	...jest.requireActual( '../../../api/fleet' ),
	fetchFleet: jest.fn(),
	fetchFleetCompare: jest.fn(),
	approveVersion: jest.fn(),
	fetchAudit: jest.fn(),
} ) );
const mocked = fleetApi as jest.Mocked< typeof fleetApi >;

const fleet: fleetApi.FleetState = {
	staged: true,
	sites: [],
	pending: [
		{
			item_id: 12,
			name: 'Harbor header',
			platform: 'gutenberg',
			newest: 3,
			approved: 2,
		},
	],
	rollbacks: [],
	approvers: [],
	export_url: 'http://hub.example.org/wp-admin/admin-post.php',
};

const compare: fleetApi.FleetCompare = {
	item_id: 12,
	current: 2,
	number: 3,
	similarity: 0.8234,
	canaries: [
		{ site: 'https://a.example.org/', similarity: null, results: [] },
		{
			site: 'https://b.example.org/',
			similarity: 0.9333,
			results: [
				{
					outcome: 'skipped',
					reason: 'edited',
					created_at: '2026-11-30T04:00:00Z',
				},
				{
					outcome: 'updated',
					reason: '',
					created_at: '2026-11-30T03:59:00Z',
				},
			],
		},
	],
	pins: [],
};

/**
 * Opens the Fleet card's comparison of the waiting version.
 */
async function openCompare() {
	render( <FleetPanel /> );
	const row = ( await screen.findByText( 'Harbor header' ) ).closest(
		'tr'
	) as HTMLElement;
	await userEvent.click(
		within( row ).getByRole( 'button', { name: 'Compare' } )
	);
	return screen.findByRole( 'dialog', {
		name: 'Compare “Harbor header” version 3',
	} );
}

describe( 'Compare before approving', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		( window as any ).stencilboxSettings = {
			capabilities: {},
			itemVersionPreview:
				'http://hub.example.org/?stencilbox-item-version=',
		};
		mocked.fetchFleet.mockResolvedValue( fleet );
		mocked.fetchAudit.mockResolvedValue( {
			data: [],
			current_page: 1,
			total_page: 1,
			total: 0,
		} );
	} );

	afterEach( () => {
		delete ( window as any ).stencilboxSettings;
	} );

	it( 'shows both versions side by side, the similarity and the canaries’ results', async () => {
		mocked.fetchFleetCompare.mockResolvedValue( compare );
		const dialog = await openCompare();
		expect(
			await within( dialog ).findByText( 'Similarity: 82 %' )
		).toBeTruthy();
		expect( mocked.fetchFleetCompare ).toHaveBeenCalledWith( 12, 3 );
		expect(
			within( dialog )
				.getByTitle( 'Preview of Offered now: version 2' )
				.getAttribute( 'src' )
		).toBe( 'http://hub.example.org/?stencilbox-item-version=12&number=2' );
		expect(
			within( dialog )
				.getByTitle( 'Preview of New: version 3' )
				.getAttribute( 'src' )
		).toBe( 'http://hub.example.org/?stencilbox-item-version=12&number=3' );

		const rows = within( dialog )
			.getAllByRole( 'row' )
			.slice( 1 )
			.map( ( row ) =>
				within( row )
					.getAllByRole( 'cell' )
					.slice( 0, 3 )
					.map( ( cell ) => cell.textContent )
			);
		expect( rows ).toEqual( [
			[
				'https://a.example.org/',
				'Not applied yet',
				'Similarity on https://a.example.org/: not measured',
			],
			[ 'https://b.example.org/', 'Skipped', 'Edited on the site' ],
			[ 'https://b.example.org/', 'Updated', '—' ],
		] );
		// What each canary measured on its own rendering, once per site, beside its results.
		const measured = within( dialog ).getByRole( 'cell', {
			name: 'Similarity on https://b.example.org/: 93 %',
		} );
		expect( measured.getAttribute( 'rowspan' ) ).toBe( '2' );
		expect( measured.closest( 'tr' )?.textContent ).toContain( 'Skipped' );
	} );

	it( 'approves the version from the dialog, which then closes', async () => {
		mocked.fetchFleetCompare.mockResolvedValue( {
			...compare,
			canaries: [],
		} );
		mocked.approveVersion.mockResolvedValue( { ...fleet, pending: [] } );
		const dialog = await openCompare();
		expect(
			await within( dialog ).findByText(
				'No site is on the canary channel: nobody has this version yet.'
			)
		).toBeTruthy();
		await userEvent.click(
			within( dialog ).getByRole( 'button', {
				name: 'Approve version 3',
			} )
		);
		expect( mocked.approveVersion ).toHaveBeenCalledWith( 12, 3 );
		expect(
			await screen.findByText( 'No version is waiting for approval.' )
		).toBeTruthy();
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'says when the comparison could not be loaded, and still approves', async () => {
		mocked.fetchFleetCompare.mockRejectedValue( new Error( 'Gone away' ) );
		const dialog = await openCompare();
		expect(
			await within( dialog ).findByText(
				'The comparison could not be loaded'
			)
		).toBeTruthy();
		expect(
			within( dialog )
				.getByRole( 'button', { name: 'Approve version 3' } )
				.getAttribute( 'aria-disabled' )
		).toBeNull();
	} );

	it( 'says the similarity as a whole percentage', () => {
		expect( similarityText( 1 ) ).toBe( 'Similarity: 100 %' );
		expect( similarityText( 0.9333 ) ).toBe( 'Similarity: 93 %' );
		expect( canarySimilarityText( 'https://c.example.org/', 0 ) ).toBe(
			'Similarity on https://c.example.org/: 0 %'
		);
	} );
} );
