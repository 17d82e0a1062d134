/**
 * A cloud file's Versions dialog: Restore for who may change the file, never
 * for a user borrowing the sitewide account (the site refuses it them).
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import * as versionsApi from '../../../api/versions';
import type { CloudFile } from '../../../stores/cloud';
import * as accountHooks from '../../app/hooks/use-account';
import VersionsModal from '../versions-modal';

jest.mock( '../../../api/versions', () => ( {
	...jest.requireActual( '../../../api/versions' ),
	fetchVersions: jest.fn(),
} ) );
jest.mock( '../../app/hooks/use-account', () => ( {
	...jest.requireActual( '../../app/hooks/use-account' ),
	useMayChangeCloud: jest.fn(),
} ) );

const fetchVersions = versionsApi.fetchVersions as jest.Mock;
const useMayChangeCloud = accountHooks.useMayChangeCloud as jest.Mock;

let nextId = 40;

/**
 * A file of the account's cloud (a new id each time: the store caches versions per file).
 *
 * @param canChange The account may change it.
 */
function file( canChange: boolean ): CloudFile {
	nextId += 1;
	return {
		id: nextId,
		my_cloud_id: nextId,
		name: 'Harbor header',
		slug: 'harbor-header',
		type: 'block',
		platform: 'gutenberg',
		item_id: 0,
		is_pushed: true,
		size: 120,
		owner: { id: 3, name: 'Ana', profile_photo: '' },
		workspace: null,
		can_change: canChange,
		created_at: '2025-01-02T10:00:00Z',
		last_modified: '2025-01-03T10:00:00Z',
		version: 2,
	};
}

const version = ( number: number, current: boolean ) => ( {
	number,
	created_at: '2025-01-0' + number + 'T10:00:00Z',
	author: 'Ana',
	note: number === 2 ? 'Bigger logo' : '',
	restored_from: 0,
	size: 120,
	hash: String( number ).repeat( 64 ),
	is_current: current,
	preview: `http://example.org/?stencilbox-version-preview=${ number }`,
} );

describe( 'Versions dialog', () => {
	beforeEach( () => {
		fetchVersions.mockReset();
		fetchVersions.mockResolvedValue( {
			status: 'success',
			versions: [ version( 2, true ), version( 1, false ) ],
		} );
	} );

	it( 'offers Restore of an older version to who may change the file', async () => {
		useMayChangeCloud.mockReturnValue( true );
		render( <VersionsModal file={ file( true ) } onClose={ () => {} } /> );
		expect(
			await screen.findByRole( 'button', { name: 'Restore version 1' } )
		).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Restore version 2' } )
		).toBeNull();
		expect( screen.getByText( 'Bigger logo' ) ).toBeTruthy();
		expect(
			screen.getByText(
				'Restoring a version makes it the newest; every version is kept.'
			)
		).toBeTruthy();
	} );

	it.each( [
		[
			'a borrower of the sitewide account',
			{ mayChangeCloud: false, canChange: true },
			'You are using the sitewide Stencilbox account: only the administrator who signed the site in can restore a version.',
		],
		[
			'a WorkSpace member who may not change the file',
			{ mayChangeCloud: true, canChange: false },
			'Only the file’s owner or the WorkSpace’s owner can restore a version.',
		],
	] )(
		'shows %s the versions and previews, never Restore, and why',
		async ( _who, { mayChangeCloud, canChange }, why ) => {
			useMayChangeCloud.mockReturnValue( mayChangeCloud );
			render(
				<VersionsModal
					file={ file( canChange ) }
					onClose={ () => {} }
				/>
			);
			expect(
				await screen.findByRole( 'button', {
					name: 'Preview version 1',
				} )
			).toBeTruthy();
			expect(
				screen.queryByRole( 'button', { name: /^Restore/ } )
			).toBeNull();
			expect( screen.getByText( why ) ).toBeTruthy();
		}
	);
} );
