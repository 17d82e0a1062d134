/**
 * The progress list renders the server's plan: the planned steps with the
 * server's titles, each with its latest progress line.
 */
/**
 * Internal dependencies
 */
import reducer from '../../../stores/site-import/reducer';
import type { WizardState } from '../../../stores/site-import';
import {
	line,
	openedState,
	plan,
	update,
} from '../../../stores/site-import/test/fixtures';
import { progressLines } from '../progress-list';

const pack = { id: 7, name: 'Harbor', platform: 'gutenberg' as const };

describe( 'the progress list renders the server’s plan', () => {
	it( 'lists the planned steps with the server’s titles, each with its latest line, and keeps unplanned ones at the end', () => {
		const state = reducer(
			openedState( {} as WizardState[ 'form' ], pack ),
			{ type: 'SESSION', ticket: 1, sessionId: 's-1', plan }
		);
		const wizard = state.wizard as WizardState;
		expect(
			progressLines( wizard ).map( ( l ) => [ l.type, l.title ] )
		).toEqual( plan.map( ( s ) => [ s.type, s.title ] ) );
		const later = reducer( state, {
			type: 'EVENTS',
			ticket: 1,
			events: [
				update( line( 'download', 'processing', 40, 'Fetching' ) ),
				update( line( 'extra', 'complete' ) ),
			],
		} ).wizard as WizardState;
		expect(
			progressLines( later ).map( ( l ) => [
				l.type,
				l.title,
				l.progress,
			] )
		).toEqual( [
			[ 'permission', 'Server: permission', 0 ],
			[ 'download', 'Fetching', 40 ],
			[ 'finalize', 'Server: finalize', 0 ],
			[ 'extra', 'Server: extra', 100 ],
		] );
	} );
} );
