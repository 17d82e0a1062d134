/**
 * The conflicts of a merge went stale (the page or the newest version
 * changed while they were shown): the resolve answers 409
 * `update_changed`, "Look at them again". The dialog then shows the
 * conflicts as they are now, with fresh picks, instead of keeping the old
 * ones, whose "Merge with my choices" could only fail again.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as versionsApi from '../../../api/versions';
import { RequestError } from '../../../api/client';
import type { UpdateConflicted, UpdateEntry } from '../../../api/versions';
import {
	headingConflict,
	offeredVersion,
	updateEntry,
} from '../../../stores/test/harness/updates';
import UpdatesScreen from '..';

jest.mock( '../../../api/versions', () => ( {
	...jest.requireActual( '../../../api/versions' ),
	fetchUpdates: jest.fn(),
	mergeUpdates: jest.fn(),
	resolveUpdate: jest.fn(),
} ) );
const mocked = versionsApi as jest.Mocked< typeof versionsApi >;

const entry: UpdateEntry = updateEntry( {
	name: 'Offer band',
	scope: 'range',
	path: 'insert',
	post: { title: 'Landing', status: 'publish' },
	version: 3,
	newest: offeredVersion( 4, { created_at: '2026-12-01T04:00:00Z' } ),
	pristine: false,
} );

const conflicts = ( hash: string, ours: string ): UpdateConflicted => ( {
	id: 12,
	version: 4,
	hash: hash.repeat( 64 ),
	message:
		'This content and the new version changed the same thing in 1 place. Choose which to keep.',
	conflicts: [
		headingConflict( {
			base: 'Autumn offer',
			ours,
			theirs: 'Winter offer',
		} ),
	],
} );

const answer = ( conflicted: UpdateConflicted ) => ( {
	status: 'success' as const,
	message: '0 places were updated.',
	updated: [],
	merged: [],
	conflicted: [ conflicted ],
	skipped: [],
	failed: [],
} );

describe( 'Updates screen: conflicts that changed while shown', () => {
	it( 'shows them again as they are now, with fresh picks, and resolves those', async () => {
		const user = userEvent.setup();
		mocked.fetchUpdates.mockResolvedValue( {
			status: 'success',
			updates: [ entry ],
			count: 1,
			pristine: 0,
			checked_at: '2026-12-01T04:00:00Z',
			rolling_back: [],
		} );
		mocked.mergeUpdates
			.mockResolvedValueOnce(
				answer( conflicts( 'a', 'Our spring offer' ) )
			)
			.mockResolvedValueOnce(
				answer( conflicts( 'b', 'Our spring offer, free hour' ) )
			);
		mocked.resolveUpdate
			.mockRejectedValueOnce(
				new RequestError( {
					code: 'update_changed',
					message:
						'This content or its newest version changed since the conflicts were shown. Look at them again.',
					data: { status: 409 },
				} )
			)
			.mockResolvedValueOnce( {
				status: 'success',
				message: 'The changes were merged.',
				id: 12,
				version: 4,
			} );
		render( <UpdatesScreen /> );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Compare & merge Offer band in Landing',
			} )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Merge my changes' } )
		);
		await user.click(
			await screen.findByRole( 'radio', { name: 'Mine (this site’s)' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Merge with my choices' } )
		);

		// Said, and the conflicts as they are now, each to pick again.
		expect(
			(
				await screen.findAllByText(
					/changed since the conflicts were shown/
				)
			).length
		).toBeGreaterThan( 0 );
		expect(
			await screen.findByText( 'Our spring offer, free hour' )
		).toBeTruthy();
		expect( mocked.mergeUpdates ).toHaveBeenCalledTimes( 2 );
		expect(
			screen.getByRole( 'button', { name: 'Choose a side for 1 more' } )
		).toBeTruthy();

		await user.click(
			screen.getByRole( 'radio', { name: 'Mine (this site’s)' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Merge with my choices' } )
		);
		expect( mocked.resolveUpdate ).toHaveBeenLastCalledWith(
			expect.objectContaining( { hash: 'b'.repeat( 64 ) } ),
			[ { key: '0/0:text:0', pick: 'ours' } ]
		);
	} );
} );
