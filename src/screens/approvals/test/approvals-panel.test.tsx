/**
 * Approving from the site (issue [26]): the Updates screen shows an
 * account the hub's owner gave the `approve` right the versions waiting on
 * its hub — nobody else —, each with Compare (the shared dialog: the
 * similarity, the canaries' results, the sites pinned to a version and why,
 * both renderings) and Approve; loading, empty and error states; by
 * keyboard.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as approvalsApi from '../../../api/approvals';
import { RequestError } from '../../../api/client';
import type { Profile } from '../../../api/types';
import * as versionsApi from '../../../api/versions';
import { pinText } from '../../../components/version-compare';
import { store as accountStore } from '../../../stores/account';
import { siteProfile } from '../../../stores/test/harness/account';
import UpdatesScreen from '../../updates';

jest.mock( '../../../api/approvals', () => ( {
	...jest.requireActual( '../../../api/approvals' ),
	fetchApprovals: jest.fn(),
	fetchApprovalCompare: jest.fn(),
	approveWaiting: jest.fn(),
} ) );
jest.mock( '../../../api/versions', () => ( {
	...jest.requireActual( '../../../api/versions' ),
	fetchUpdates: jest.fn(),
} ) );
const mocked = approvalsApi as jest.Mocked< typeof approvalsApi >;
const versions = versionsApi as jest.Mocked< typeof versionsApi >;

const waiting: approvalsApi.ApprovalsState = {
	staged: true,
	pending: [
		{
			item_id: 12,
			name: 'Harbor header',
			platform: 'gutenberg',
			newest: 3,
			approved: 2,
		},
	],
};

const compare: approvalsApi.ApprovalCompare = {
	item_id: 12,
	current: 2,
	number: 3,
	similarity: 0.8234,
	canaries: [
		{
			site: 'https://canary.example.org/',
			similarity: 0.9333,
			results: [
				{
					outcome: 'updated',
					reason: '',
					created_at: '2026-11-30T03:59:00Z',
				},
			],
		},
	],
	pins: [
		{
			site: 'https://shop.example.org/',
			number: 1,
			offered: 1,
			pinned_at: '2026-11-29T10:00:00Z',
		},
		{
			site: 'https://museum.example.org/',
			number: 4,
			offered: 3,
			pinned_at: '2026-11-29T11:00:00Z',
		},
	],
	previews: {
		current:
			'http://site.example.org/?stencilbox-approval-preview=12&number=2',
		number: 'http://site.example.org/?stencilbox-approval-preview=12&number=3',
	},
};

/**
 * The signed-in account, with its rights.
 *
 * @param rights   The hub's rights of the account.
 * @param borrowed Whether the user borrows the sitewide account.
 */
function signIn( rights: Profile[ 'rights' ], borrowed = false ) {
	dispatch( accountStore ).receiveUser(
		siteProfile( {
			signed_as_global: borrowed,
			plan: 'pro_yearly',
			show_notice: false,
			rights,
		} )
	);
	dispatch( accountStore ).finishResolution( 'getUser', [] );
}

/** The panel, once the Updates screen has loaded. */
async function panel() {
	render( <UpdatesScreen /> );
	return screen.findByRole( 'region', {
		name: 'Waiting for your approval',
	} );
}

describe( 'Approvals on the site', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		versions.fetchUpdates.mockResolvedValue( {
			status: 'success',
			updates: [],
			count: 0,
			pristine: 0,
			checked_at: '2026-11-30T12:00:00Z',
			rolling_back: [],
		} );
		mocked.fetchApprovals.mockResolvedValue( waiting );
		mocked.fetchApprovalCompare.mockResolvedValue( compare );
	} );

	it.each< [ string, Profile[ 'rights' ], boolean ] >( [
		[ 'is not offered to an account without the approve right', [], false ],
		[
			'is not offered to a user who borrows the sitewide account, which may approve',
			[ 'approve' ],
			true,
		],
	] )( '%s', async ( _name, rights, borrowed ) => {
		signIn( rights, borrowed );
		render( <UpdatesScreen /> );
		expect(
			await screen.findByText( 'Everything is up to date.' )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'heading', {
				name: 'Waiting for your approval',
			} )
		).toBeNull();
		expect( mocked.fetchApprovals ).not.toHaveBeenCalled();
	} );

	it( 'lists the waiting versions, compares one by keyboard with the pinned sites, and approves it', async () => {
		signIn( [ 'approve' ] );
		mocked.approveWaiting.mockResolvedValue( {
			staged: true,
			pending: [],
		} );
		const region = await panel();
		const row = (
			await within( region ).findByText( 'Harbor header' )
		).closest( 'tr' ) as HTMLElement;
		expect(
			within( row )
				.getAllByRole( 'cell' )
				.slice( 1, 4 )
				.map( ( cell ) => cell.textContent )
		).toEqual( [ 'Gutenberg', '3', '2' ] );

		// Keyboard: Enter on the row's Compare opens it.
		const compareButton = within( row ).getByRole( 'button', {
			name: 'Compare',
		} );
		compareButton.focus();
		await userEvent.keyboard( '{Enter}' );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Compare “Harbor header” version 3',
		} );
		expect(
			await within( dialog ).findByText( 'Similarity: 82 %' )
		).toBeTruthy();
		expect( mocked.fetchApprovalCompare ).toHaveBeenCalledWith( 12, 3 );
		// This site's renderings, from the comparison's addresses.
		expect(
			within( dialog )
				.getByTitle( 'Preview of Offered now: version 2' )
				.getAttribute( 'src' )
		).toBe( compare.previews.current );
		expect(
			within( dialog )
				.getByTitle( 'Preview of New: version 3' )
				.getAttribute( 'src' )
		).toBe( compare.previews.number );
		const canaryRow = within( dialog ).getByRole( 'row', {
			name: /canary\.example\.org/,
		} );
		expect( canaryRow.textContent ).toContain( 'Updated' );
		// What the canary measured on its own rendering, beside its result.
		expect(
			within( canaryRow ).getByRole( 'cell', {
				name: 'Similarity on https://canary.example.org/: 93 %',
			} )
		).toBeTruthy();
		// Which sites stay where, and why.
		const shop = within( dialog ).getByRole( 'row', {
			name: /shop\.example\.org/,
		} );
		expect( shop.textContent ).toContain( 'Version 1' );
		expect( shop.textContent ).toContain(
			'Pinned to version 1: stays there whatever is approved, until the hub’s owner removes the pin.'
		);
		const museum = within( dialog ).getByRole( 'row', {
			name: /museum\.example\.org/,
		} );
		expect( museum.textContent ).toContain( 'Version 3' );
		expect( museum.textContent ).toContain(
			'Pinned to version 4: gets version 3 once approved.'
		);

		// Approve first in the dialog; Enter on it approves.
		const approve = within( dialog ).getByRole( 'button', {
			name: 'Approve version 3',
		} );
		approve.focus();
		await userEvent.keyboard( '{Enter}' );
		expect( mocked.approveWaiting ).toHaveBeenCalledWith( 12, 3 );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect(
			await within( region ).findByText(
				'No version is waiting for approval.'
			)
		).toBeTruthy();
		expect( within( region ).getByText( 'Approved.' ) ).toBeTruthy();
	} );

	it( 'keeps the dialog open with the hub’s refusal when the approval fails', async () => {
		signIn( [ 'approve' ] );
		mocked.approveWaiting.mockRejectedValue(
			new RequestError( {
				code: 'invalid_permission',
				message:
					'Your account may not approve versions on this hub. Ask the hub’s owner.',
				data: { status: 403 },
			} )
		);
		const region = await panel();
		await userEvent.click(
			await within( region ).findByRole( 'button', { name: 'Compare' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', {
				name: 'Approve version 3',
			} )
		);
		expect(
			await within( dialog ).findByText(
				'Your account may not approve versions on this hub. Ask the hub’s owner.'
			)
		).toBeTruthy();
		expect( screen.getByRole( 'dialog' ) ).toBeTruthy();
	} );

	it( 'shows loading, then an error with Try again, then the list', async () => {
		signIn( [ 'approve' ] );
		let fail: ( error: Error ) => void = () => {};
		mocked.fetchApprovals.mockImplementationOnce(
			() =>
				new Promise( ( _resolve, reject ) => {
					fail = reject;
				} )
		);
		render( <UpdatesScreen /> );
		const region = await screen.findByRole( 'region', {
			name: 'Waiting for your approval',
		} );
		await waitFor( () =>
			expect(
				region.querySelector( '.components-spinner' )
			).not.toBeNull()
		);
		fail( new Error( 'The hub did not answer.' ) );
		expect(
			await within( region ).findByText(
				'The versions waiting for approval could not be loaded'
			)
		).toBeTruthy();
		await userEvent.click(
			within( region ).getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			await within( region ).findByText( 'Harbor header' )
		).toBeTruthy();
		expect( mocked.fetchApprovals ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'says when nothing waits, and why', async () => {
		signIn( [ 'approve' ] );
		mocked.fetchApprovals.mockResolvedValue( {
			staged: false,
			pending: [],
		} );
		const region = await panel();
		expect(
			await within( region ).findByText(
				'The library does not stage new versions: every site gets them at once, nothing waits.'
			)
		).toBeTruthy();
	} );

	it( 'says why a pinned site stays where it is', () => {
		const pin = {
			site: 'https://a.example.org/',
			pinned_at: '2026-11-29T10:00:00Z',
		};
		expect( pinText( { ...pin, number: 2, offered: 2 }, 3 ) ).toBe(
			'Pinned to version 2: stays there whatever is approved, until the hub’s owner removes the pin.'
		);
		expect( pinText( { ...pin, number: 2, offered: 1 }, 3 ) ).toBe(
			'Pinned to version 2, which was rolled back: stays at version 1.'
		);
		expect( pinText( { ...pin, number: 3, offered: 3 }, 3 ) ).toBe(
			'Pinned to version 3: gets version 3 once approved.'
		);
	} );
} );
