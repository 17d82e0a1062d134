/**
 * Keeps an import moving and its progress arriving (spec part 2 §4):
 * the event stream (its POST does the work; `continue` reopens it), or
 * the polling transport ('lightspeed': POSTs do the work while the log is
 * polled with `lastLogIndex`, 1000 ms at first, 500 ms more after 5 empty
 * polls, up to 5000 ms). A failed connection is retried; after 10 retries
 * the polling transport takes over, after 20 the wizard stops and offers
 * Retry. Every message restarts a 60-second inactivity timer.
 *
 * A stream whose first event has not come in `FSI.firstEventMs` is held
 * back by a proxy that buffers responses (a unit of work takes well under
 * a second; the server's padding may get through, the events do not):
 * the wizard drops it and polls from then on, by itself — not a failed
 * connection, so no retry is counted. The dropped request still finishes
 * its few seconds of work on the server; the polls see it.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchLog,
	runChunk,
	streamImport,
	type LogEvent,
	type StreamEvent,
} from '../../api/site-import';
import { FSI, pollDelay, transportAfter } from '../../utils/site-import';
import type { SiteImportThunkArgs, WizardError } from './types';

/** The wizard's messages for a lost connection (spec part 2 §8). */
export const STREAM_ERROR: WizardError = {
	title: __( 'Oops!', 'stencilbox' ),
	message: __(
		"It seems we're experiencing technical difficulties. Please try again or contact support.",
		'stencilbox'
	),
	retry: true,
};
export const TIMEOUT_ERROR: WizardError = {
	title: __( 'Sorry for the delay!', 'stencilbox' ),
	message: __(
		"If it's taking longer than expected, please try again or contact support.",
		'stencilbox'
	),
	retry: true,
};

/** The log actions that end a round of polling. */
export const POLL_ENDS: ReadonlyArray< LogEvent[ 'action' ] > = [
	'complete',
	'downloadComplete',
	'error',
];

/** Wait between a failed connection and the next (ms). */
export const RECONNECT_MS = 1000;

/** Open connections, by wizard ticket: closing the wizard aborts them. */
const connections = new Map< number, AbortController >();

/**
 * Aborts a wizard's connection.
 *
 * @param ticket Wizard ticket.
 */
export function disconnect( ticket: number ): void {
	connections.get( ticket )?.abort();
	connections.delete( ticket );
}

const sleep = ( ms: number, signal: AbortSignal ) =>
	new Promise< void >( ( resolve ) => {
		const timer = setTimeout( resolve, ms );
		signal.addEventListener( 'abort', () => {
			clearTimeout( timer );
			resolve();
		} );
	} );

/** Thrown when the inactivity timer ran out. */
class Inactive extends Error {}

/**
 * Runs the import to its end (complete, error, or given up).
 *
 * @param args Thunk arguments.
 */
export async function connect( args: SiteImportThunkArgs ): Promise< void > {
	const { select, dispatch } = args;
	const start = select.getWizard();
	if ( ! start?.sessionId ) {
		return;
	}
	const { ticket, sessionId } = start;
	disconnect( ticket );
	const controller = new AbortController();
	connections.set( ticket, controller );
	dispatch( { type: 'SET_STATUS', ticket, status: 'running', error: null } );

	let retries = start.retries;
	for (;;) {
		const wizard = select.getWizard();
		if (
			controller.signal.aborted ||
			! wizard ||
			wizard.ticket !== ticket
		) {
			return;
		}
		if ( wizard.status === 'complete' || wizard.status === 'error' ) {
			connections.delete( ticket );
			return;
		}
		const transport = transportAfter( retries, wizard.transport );
		if ( transport === 'stop' ) {
			dispatch( {
				type: 'SET_STATUS',
				ticket,
				status: 'error',
				error: STREAM_ERROR,
			} );
			connections.delete( ticket );
			return;
		}
		// One connection: aborted by the inactivity timer or the wizard.
		const attempt = new AbortController();
		const abort = () => attempt.abort();
		controller.signal.addEventListener( 'abort', abort );
		let timer: ReturnType< typeof setTimeout > | undefined;
		let inactive = false;
		const touch = () => {
			clearTimeout( timer );
			timer = setTimeout( () => {
				inactive = true;
				attempt.abort();
			}, FSI.inactivityMs );
		};
		const receive = ( events: StreamEvent[], logIndex?: number ) => {
			touch();
			const retry = events.find(
				( event ) => event.action === 'error' && event.data.retry
			);
			dispatch( {
				type: 'EVENTS',
				ticket,
				events: events.filter(
					( event ) => event.action !== 'continue'
				),
				logIndex,
			} );
			if ( retry ) {
				throw new Error( 'retry' );
			}
		};
		touch();
		let buffered = false;
		let firstEvent: ReturnType< typeof setTimeout > | undefined;
		try {
			if ( transport === 'stream' ) {
				let last: StreamEvent[ 'action' ] | null = null;
				firstEvent = setTimeout( () => {
					if ( last === null ) {
						buffered = true;
						attempt.abort();
					}
				}, FSI.firstEventMs );
				await streamImport(
					sessionId,
					( event ) => {
						last = event.action;
						receive( [ event ] );
					},
					attempt.signal
				);
				// A stream that stopped without saying why was cut off (a
				// killed worker, a proxy): a failed connection.
				if (
					! inactive &&
					! [ 'continue', 'complete', 'error' ].includes( last ?? '' )
				) {
					throw new Error( 'stream cut off' );
				}
			} else {
				await pollOnce(
					args,
					ticket,
					sessionId,
					attempt.signal,
					receive
				);
			}
			if ( inactive ) {
				throw new Inactive();
			}
		} catch ( thrown ) {
			if ( controller.signal.aborted ) {
				return;
			}
			if ( buffered ) {
				dispatch( {
					type: 'SET_TRANSPORT',
					ticket,
					transport: 'lightspeed',
				} );
				continue;
			}
			if ( inactive || thrown instanceof Inactive ) {
				dispatch( {
					type: 'SET_STATUS',
					ticket,
					status: 'error',
					error: TIMEOUT_ERROR,
				} );
				connections.delete( ticket );
				return;
			}
			retries += 1;
			dispatch( { type: 'RETRIED', ticket, retries } );
			await sleep( RECONNECT_MS, controller.signal );
		} finally {
			clearTimeout( timer );
			clearTimeout( firstEvent );
			controller.signal.removeEventListener( 'abort', abort );
		}
	}
}

/**
 * The polling transport until the import ends or a request fails: work
 * requests one after another, and the log polled beside them.
 *
 * @param args      Thunk arguments.
 * @param ticket    Wizard ticket.
 * @param sessionId Session id.
 * @param signal    Abort signal.
 * @param receive   Takes new events.
 */
async function pollOnce(
	args: SiteImportThunkArgs,
	ticket: number,
	sessionId: string,
	signal: AbortSignal,
	receive: ( events: LogEvent[], logIndex?: number ) => void
): Promise< void > {
	let done = false;
	let failure: unknown = null;
	const work = async () => {
		while ( ! done && ! signal.aborted ) {
			const answer = await runChunk( sessionId, signal );
			if ( answer.action !== 'continue' ) {
				return;
			}
		}
	};
	const poll = async () => {
		let empty = 0;
		while ( ! signal.aborted && ! done ) {
			const wizard = args.select.getWizard();
			if ( ! wizard || wizard.ticket !== ticket ) {
				return;
			}
			const answer = await fetchLog( sessionId, wizard.logIndex, signal );
			if ( answer.log.length > 0 ) {
				empty = 0;
				receive( answer.log, answer.lastLogIndex );
			} else {
				empty += 1;
			}
			// Polling stops on complete, downloadComplete or error (spec
			// part 2 §4); after downloadComplete the next round begins.
			if (
				answer.status !== 'running' ||
				answer.log.some( ( event ) =>
					POLL_ENDS.includes( event.action )
				)
			) {
				done = true;
				return;
			}
			await sleep( pollDelay( empty ), signal );
		}
	};
	await Promise.all( [
		work().catch( ( error ) => {
			failure = error;
			done = true;
		} ),
		poll().catch( ( error ) => {
			failure = error;
		} ),
	] );
	if ( failure ) {
		throw failure;
	}
}
