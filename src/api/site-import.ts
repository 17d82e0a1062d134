/**
 * Calls of the full-site import (spec part 2 §7, as REST routes) and the
 * shapes they answer with, generated from the route schemas of
 * `Stencilbox\Site\Rest\FullSiteImportController` (see src/api/README.md).
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { Platform } from '../utils/platform';
import type { Look } from './importer';
import { request, RequestError } from './client';
import { ENDPOINTS, NAMES } from './endpoints';
import type * as Answers from './generated/answers';

/* The answer types (`npm run types:api`); below, the names of their parts. */
export type {
	FontsAnswer,
	ImagesAnswer,
	ImportsAnswer,
	LogAnswer,
	PackImportInfo,
	RevertAnswer,
	RunAnswer,
	StartAnswer,
} from './generated/answers';

/** A pack's import settings. */
export type PackSettings = Answers.PackImportInfo[ 'data' ][ 'settings' ];

/** A pack colour (spec part 2 §3 colour entry). */
export type ColourEntry = NonNullable< PackSettings[ 'colors' ] >[ number ];

/** A pack typography entry (spec part 2 §3): its id, title and the fields it sets. */
export type TypographyEntry = NonNullable<
	PackSettings[ 'typography' ]
>[ number ];

/** A size per device. */
export type Devices = NonNullable< TypographyEntry[ 'font_size' ] >;

/** A value with its unit (typography sizes). */
export type Measure = NonNullable< Devices[ 'desktop' ] >;

/** The theme box. */
export type ThemeChoice = NonNullable<
	Answers.PackImportInfo[ 'data' ][ 'theme' ]
>;

/** An import as the revert list and the wizard's resume see it. */
export type SiteImport = Answers.ImportsAnswer[ 'data' ][ number ];

/** What a pack's import creates. */
export type ImportContents = Answers.PackImportInfo[ 'data' ][ 'contents' ];

/** This site as an import finds it. */
export type SiteNow = Answers.PackImportInfo[ 'data' ][ 'site' ];

/** A font this site has. */
export type FontFamily = Answers.FontsAnswer[ 'data' ][ number ];

/** The import form (spec part 2 §3 import form fields). */
export interface ImportForm {
	id: number;
	platform: Platform;
	title: string;
	slogan: string;
	color: Record< string, string >;
	logo: { id: number; url: string } | null;
	logo_size: number;
	typography: Record< string, Omit< TypographyEntry, 'id' | 'title' > >;
	theme: {
		name: string;
		status: string;
		template: string;
		stylesheet: string;
	} | null;
	plugins: string[];
	import_demo_content: boolean;
	/** Keep the current front page (the pack's pages are imported all the same). */
	keep_front_page: boolean;
	/**
	 * "Match my site" or the pack's look (issue [25]): applies where the
	 * site keeps a theme other than the pack's; none sent, the site's
	 * remembered one.
	 */
	look?: Look;
}

/**
 * A step an import takes, as the server names it (`Importer::described()`):
 * the client has no list of steps or titles of its own.
 */
export type PlannedStep = SiteImport[ 'plan' ][ number ];

/** One event of the import's log (the log route's, and the stream's messages). */
export type LogEvent = Answers.LogAnswer[ 'log' ][ number ];

/**
 * What the event stream sends: the log's events, then `continue` when its
 * round ends before the import does (the client opens the next).
 */
export type StreamEvent = LogEvent | { action: 'continue'; data?: undefined };

/** The data of one kind of log event. */
type EventData< Action extends LogEvent[ 'action' ] > = Extract<
	LogEvent,
	{ action: Action }
>[ 'data' ];

/** A progress step (spec part 2 §3). */
export type ProgressStep = EventData< 'updateLog' >;

/** The results (spec part 2 §3). */
export type ImportResults = EventData< 'complete' >;

/** An error in the log (`retry`: reconnect by itself, spec §4's retry-flagged error). */
export type LogError = EventData< 'error' >;

/**
 * A pack's import facts.
 *
 * @param id Pack id.
 */
export function fetchImportInfo(
	id: number
): Promise< Answers.PackImportInfo > {
	return request( ENDPOINTS.fsiInfo, { data: { id } } );
}

/** The fonts this site has (no request leaves the site). */
export function fetchFonts(): Promise< Answers.FontsAnswer > {
	return request( ENDPOINTS.fsiFonts, { data: { page: 0 } } );
}

/**
 * Creates the import session.
 *
 * @param form The import form.
 */
export function startImport(
	form: ImportForm
): Promise< Answers.StartAnswer > {
	return request( ENDPOINTS.fsiStart, {
		method: 'POST',
		data: form as unknown as Record< string, unknown >,
	} );
}

/**
 * One chunk of work (the polling transport).
 *
 * @param sessionId Session id.
 * @param signal    Abort signal.
 */
export function runChunk(
	sessionId: string,
	signal?: AbortSignal
): Promise< Answers.RunAnswer > {
	return request( ENDPOINTS.fsiRun, {
		method: 'POST',
		data: { session_id: sessionId, is_lightspeed: true },
		signal,
	} );
}

/**
 * The log after an index (the polling transport).
 *
 * @param sessionId    Session id.
 * @param lastLogIndex Events already read.
 * @param signal       Abort signal.
 */
export function fetchLog(
	sessionId: string,
	lastLogIndex: number,
	signal?: AbortSignal
): Promise< Answers.LogAnswer > {
	return request( ENDPOINTS.fsiLog, {
		data: { session_id: sessionId, lastLogIndex },
		signal,
	} );
}

/**
 * Asks for the smaller sizes of the images still waiting for them (the
 * results screen, while some wait); answers how many still wait.
 *
 * @param sessionId Session id.
 * @param signal    Abort signal.
 */
export function askForImageSizes(
	sessionId: string,
	signal?: AbortSignal
): Promise< Answers.ImagesAnswer > {
	return request( ENDPOINTS.fsiImages, {
		method: 'POST',
		data: { session_id: sessionId },
		signal,
	} );
}

/** Every import, newest first. */
export function fetchImports(): Promise< Answers.ImportsAnswer > {
	return request( ENDPOINTS.fsiImports );
}

/**
 * Reverts an import and every later one.
 *
 * @param sessionId Session id.
 */
export function revertImport(
	sessionId: string
): Promise< Answers.RevertAnswer > {
	return request( ENDPOINTS.fsiRevert, {
		method: 'POST',
		data: { session_id: sessionId, confirm: true },
	} );
}

/**
 * Splits server-sent events out of a text buffer: answers the complete
 * events' data and what is left over.
 *
 * @param buffer Text read so far.
 */
export function parseEvents( buffer: string ): {
	events: StreamEvent[];
	rest: string;
} {
	const events: StreamEvent[] = [];
	const blocks = buffer.split( /\r?\n\r?\n/ );
	const rest = blocks.pop() ?? '';
	for ( const block of blocks ) {
		const data = block
			.split( /\r?\n/ )
			.filter( ( line ) => line.startsWith( 'data:' ) )
			.map( ( line ) => line.slice( 5 ).trimStart() )
			.join( '\n' );
		if ( ! data ) {
			continue;
		}
		try {
			events.push( JSON.parse( data ) as StreamEvent );
		} catch {
			// A broken event is skipped; the log route still has it.
		}
	}
	return { events, rest };
}

/**
 * Opens the import's event stream (the POST that does the work) and calls
 * `onEvent` for each event as it arrives. Resolves when the server closes
 * the stream; rejects with a RequestError when it cannot be opened.
 *
 * @param sessionId Session id.
 * @param onEvent   Receives each event.
 * @param signal    Abort signal.
 */
export async function streamImport(
	sessionId: string,
	onEvent: ( event: StreamEvent ) => void,
	signal?: AbortSignal
): Promise< void > {
	let response: Response;
	try {
		response = await apiFetch< Response, false >( {
			path: `/${ NAMES.restNamespace }${ ENDPOINTS.fsiRun }`,
			method: 'POST',
			data: { session_id: sessionId, is_lightspeed: false },
			headers: { Accept: 'text/event-stream' },
			parse: false,
			signal,
		} );
	} catch ( thrown ) {
		if ( thrown instanceof Response ) {
			const body = await thrown.json().catch( () => ( {} ) );
			throw new RequestError( {
				code: String( body.code ?? 'stream_error' ),
				message: String( body.message ?? thrown.statusText ),
				data: { status: thrown.status },
			} );
		}
		throw new RequestError( {
			code: 'stream_error',
			message: thrown instanceof Error ? thrown.message : '',
			data: { status: 0 },
		} );
	}
	if ( ! response.body ) {
		throw new RequestError( {
			code: 'stream_error',
			message: '',
			data: { status: response.status },
		} );
	}
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	let buffer = '';
	for (;;) {
		const { value, done } = await reader.read();
		if ( done ) {
			break;
		}
		buffer += decoder.decode( value, { stream: true } );
		const parsed = parseEvents( buffer );
		buffer = parsed.rest;
		parsed.events.forEach( onEvent );
	}
	parseEvents( buffer + '\n\n' ).events.forEach( onEvent );
}
