/**
 * The Library hub's Fleet and Audit log cards (issue [26]): a version
 * waiting for approval is approved with one click and the card shows the
 * fleet the hub answers; a fleet rollback asks first and lists what
 * stands; a fleet that cannot be loaded shows the request-error panel;
 * the audit log lists events, filters them and exports with the same
 * filters.
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
import * as hubApi from '../../../api/hub';
import AuditPanel from '../audit-panel';
import { reasonText } from '../../../utils/audit-text';
import FleetPanel from '../fleet-panel';

jest.mock( '../../../api/fleet', () => ( {
	...jest.requireActual( '../../../api/fleet' ),
	fetchFleet: jest.fn(),
	approveVersion: jest.fn(),
	rollBackVersion: jest.fn(),
	fetchAudit: jest.fn(),
} ) );
jest.mock( '../../../api/hub', () => ( {
	...jest.requireActual( '../../../api/hub' ),
	fetchHubItemName: jest.fn(),
} ) );
const mocked = fleetApi as jest.Mocked< typeof fleetApi >;
const hub = hubApi as jest.Mocked< typeof hubApi >;

const fleet: fleetApi.FleetState = {
	staged: true,
	sites: [
		{
			site: 'https://canary.example.org/',
			channel: 'canary',
			items: 3,
			pins: [ { item_id: 12, number: 1 } ],
		},
	],
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
	export_url:
		'http://hub.example.org/wp-admin/admin-post.php?action=stencilbox_hub_audit_csv&_wpnonce=abc',
};

const event: fleetApi.AuditEvent = {
	id: 5,
	created_at: '2026-11-30T04:00:00Z',
	action: 'apply',
	actor_kind: 'account',
	actor_id: 7,
	actor_name: 'owner@example.org',
	item_id: 12,
	item_name: 'Harbor header',
	version: 3,
	site: 'https://canary.example.org/',
	outcome: 'skipped',
	reason: 'edited',
};

/**
 * Shows the Fleet card and asks for a fleet-wide rollback of an item's
 * version (the dialog that asks first opens).
 *
 * @param item    The item id typed.
 * @param version The version typed.
 */
async function askRollBack( item: string, version: string ) {
	render( <FleetPanel /> );
	await userEvent.type(
		await screen.findByLabelText( 'Item id to roll back' ),
		item
	);
	await userEvent.type(
		screen.getByLabelText( 'Version to roll back' ),
		version
	);
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Roll back fleet-wide' } )
	);
}

describe( 'Fleet card', () => {
	beforeEach( () => {
		jest.resetAllMocks();
	} );

	it( 'approves the newest version of a waiting item and shows what the hub answers', async () => {
		mocked.fetchFleet.mockResolvedValue( fleet );
		mocked.approveVersion.mockResolvedValue( { ...fleet, pending: [] } );
		render( <FleetPanel /> );
		const row = ( await screen.findByText( 'Harbor header' ) ).closest(
			'tr'
		) as HTMLElement;
		expect(
			(
				screen.getByRole( 'checkbox', {
					name: 'Stage new versions',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect( screen.getByText( 'Item 12 at version 1' ) ).toBeTruthy();
		// Every row's buttons say the same: the item's name describes them.
		for ( const name of [ 'Compare', 'Approve version 3' ] ) {
			expect(
				within( row ).getByRole( 'button', {
					name,
					description: 'Harbor header',
				} )
			).toBeTruthy();
		}
		await userEvent.click(
			within( row ).getByRole( 'button', { name: 'Approve version 3' } )
		);
		expect( mocked.approveVersion ).toHaveBeenCalledWith( 12, 3 );
		expect(
			await screen.findByText( 'No version is waiting for approval.' )
		).toBeTruthy();
		expect( screen.queryByText( 'Harbor header' ) ).toBeNull();
	} );

	it( 'tells apart two waiting items of the same name by their platform', async () => {
		mocked.fetchFleet.mockResolvedValue( {
			...fleet,
			pending: [
				{
					item_id: 21,
					name: 'Harbor Hero',
					platform: 'gutenberg',
					newest: 2,
					approved: 1,
				},
				{
					item_id: 22,
					name: 'Harbor Hero',
					platform: 'elementor',
					newest: 2,
					approved: 1,
				},
			],
		} );
		render( <FleetPanel /> );
		const rows = ( await screen.findAllByText( 'Harbor Hero' ) ).map(
			( cell ) => cell.closest( 'tr' ) as HTMLElement
		);
		expect( within( rows[ 0 ] ).getByText( 'Gutenberg' ) ).toBeTruthy();
		expect( within( rows[ 1 ] ).getByText( 'Elementor' ) ).toBeTruthy();
	} );

	it( 'rolls a version back fleet-wide only once the dialog is answered, and lists it', async () => {
		mocked.fetchFleet.mockResolvedValue( fleet );
		hub.fetchHubItemName.mockResolvedValue( {
			id: 12,
			name: 'Ferry timetable',
			platform: 'elementor',
		} );
		mocked.rollBackVersion.mockResolvedValue( {
			...fleet,
			rollbacks: [
				{
					item_id: 12,
					name: 'Ferry timetable',
					number: 3,
					ordered_at: '2026-11-30T08:00:00Z',
				},
			],
		} );
		await askRollBack( '12', '3' );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Roll back fleet-wide?',
		} );
		// The item by its name (and platform), not by the id typed.
		expect( hub.fetchHubItemName ).toHaveBeenCalledWith( 12 );
		expect( dialog.textContent ).toContain(
			'Every site that applied version 3 of “Ferry timetable” (Elementor) goes back'
		);
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( mocked.rollBackVersion ).not.toHaveBeenCalled();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Roll back fleet-wide' } )
		);
		await userEvent.click(
			within(
				await screen.findByRole( 'dialog', {
					name: 'Roll back fleet-wide?',
				} )
			).getByRole( 'button', { name: 'Roll back' } )
		);
		expect( mocked.rollBackVersion ).toHaveBeenCalledWith( 12, 3 );
		const row = ( await screen.findByText( 'Ferry timetable' ) ).closest(
			'tr'
		) as HTMLElement;
		expect( row.textContent ).toContain( '3' );
		// Since when, as the audit log says a moment (UTC, to the second).
		expect( row.textContent ).toContain( '2026-11-30 08:00:00' );
		expect(
			(
				screen.getByLabelText(
					'Item id to roll back'
				) as HTMLInputElement
			 ).value
		).toBe( '' );
	} );

	it( 'says so, and asks nothing, when the item id names no item', async () => {
		mocked.fetchFleet.mockResolvedValue( fleet );
		hub.fetchHubItemName.mockRejectedValue(
			new Error( 'This item no longer exists.' )
		);
		await askRollBack( '99', '2' );
		expect(
			await screen.findByText( 'This item no longer exists.', {
				selector: 'p',
			} )
		).toBeTruthy();
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect( mocked.rollBackVersion ).not.toHaveBeenCalled();
	} );

	it( 'shows the request-error panel when the fleet cannot be loaded', async () => {
		mocked.fetchFleet.mockRejectedValue( new Error( 'Busy.' ) );
		render( <FleetPanel /> );
		expect(
			await screen.findByText( 'The fleet could not be loaded' )
		).toBeTruthy();
		expect( screen.queryByText( 'Stage new versions' ) ).toBeNull();
	} );
} );

describe( 'Audit log reasons', () => {
	it( 'says the known codes in words and keeps any other as it came', () => {
		expect( reasonText( 'to_3' ) ).toBe( 'Back to version 3' );
		expect( reasonText( 'restored_from_2' ) ).toBe( 'Restored version 2' );
		expect( reasonText( 'approve:ana@example.org' ) ).toBe(
			'Approve right: ana@example.org'
		);
		expect( reasonText( 'resolved' ) ).toBe( 'The user picked each side' );
		expect( reasonText( 'staged_on' ) ).toBe( 'Staged rollouts on' );
		expect( reasonText( 'item_not_found' ) ).toBe( 'item_not_found' );
		expect( reasonText( 'Tightened the spacing' ) ).toBe(
			'Tightened the spacing'
		);
		expect( reasonText( '' ) ).toBe( '' );
	} );
} );

describe( 'Audit log card', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.fetchFleet.mockResolvedValue( fleet );
	} );

	it( 'shows the request-error panel when the log cannot be loaded', async () => {
		mocked.fetchAudit.mockRejectedValue( new Error( 'Busy.' ) );
		render( <AuditPanel /> );
		expect(
			await screen.findByText( 'The audit log could not be loaded' )
		).toBeTruthy();
	} );
	it( 'lists events, filters by action and exports with the same filters', async () => {
		mocked.fetchAudit.mockResolvedValue( {
			data: [ event ],
			current_page: 1,
			total_page: 1,
			total: 1,
		} );
		render( <AuditPanel /> );
		const row = ( await screen.findByText( 'owner@example.org' ) ).closest(
			'tr'
		) as HTMLElement;
		expect( row.textContent ).toContain( 'Apply' );
		// The item by its name, not its id.
		expect( row.textContent ).toContain( 'Harbor header' );
		expect( row.textContent ).not.toContain( '12' );
		// Outcomes and reasons in words, not codes.
		expect( row.textContent ).toContain( 'Skipped' );
		expect( row.textContent ).toContain( 'Edited on the site' );
		expect( row.textContent ).not.toContain( 'edited' );
		await userEvent.selectOptions(
			screen.getByLabelText( 'Action' ),
			'apply'
		);
		expect( mocked.fetchAudit ).toHaveBeenCalledWith(
			expect.objectContaining( { action: 'apply' } ),
			1
		);
		const link = await screen.findByRole( 'link', { name: 'Export CSV' } );
		const url = new URL( link.getAttribute( 'href' ) as string );
		expect( url.searchParams.get( 'action' ) ).toBe(
			'stencilbox_hub_audit_csv'
		);
		expect( url.searchParams.get( 'audit_action' ) ).toBe( 'apply' );
		expect( url.searchParams.get( '_wpnonce' ) ).toBe( 'abc' );
	} );
} );
