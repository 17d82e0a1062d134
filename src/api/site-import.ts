/**
 * Calls of the full-site import (spec part 2 §7, as REST routes: see
 * `Stencilbox\Site\Rest\FullSiteImportController`, whose route schemas are
 * the truth; a PHPUnit test compares real answers with these types).
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { Platform } from '../utils/platform';
import type { Dependency } from './catalog';
import { request, RequestError } from './client';
import { ENDPOINTS, NAMES } from './endpoints';
import type {
	FontsAnswer,
	RevertAnswer,
	RunAnswer,
	StartAnswer,
} from './generated/answers';

/** A value with its unit (typography sizes). */
export interface Measure {
	value: number;
	unit: string;
}

/** A size per device. */
export type Devices = Partial<
	Record< 'desktop' | 'tablet' | 'mobile', Measure >
>;

/** A pack colour (spec part 2 §3 colour entry). */
export interface ColourEntry {
	id: string;
	title: string;
	color: string;
}

/** A pack typography entry (spec part 2 §3). */
export interface TypographyEntry {
	id: string;
	title: string;
	font_family?: string;
	/** The CSS value of the family on this site (preview and global styles). */
	font_family_value?: string;
	font_weight?: string;
	text_transform?: string;
	text_decoration?: string;
	font_size?: Devices;
	line_height?: Devices;
	letter_spacing?: Devices;
}

/** A pack's import settings. */
export interface PackSettings {
	site_title?: string;
	tagline?: string;
	colors?: ColourEntry[];
	typography?: TypographyEntry[];
	/** The pack's logo (its `site_logo` or `logo`): used when none is chosen. */
	logo?: string;
}

/** The theme box. */
export interface ThemeChoice {
	name: string;
	stylesheet: string;
	template: string;
	status: 'active' | 'installed' | 'not_installed';
	/** The platform's recommended theme (the pack names none). */
	recommended: boolean;
}

/** An import as the revert list and the wizard's resume see it. */
export interface SiteImport {
	session_id: string;
	pack_id: number;
	pack_name: string;
	pack_slug: string;
	platform: Platform;
	status: 'running' | 'complete' | 'error' | 'reverted';
	/** UTC, RFC 3339. */
	created_at: string;
	reverted_at: string | null;
	/** Who ran it. */
	user: string;
	revertible: boolean;
	/** The progress steps it takes. */
	steps: string[];
	/** The same steps with the titles the progress list shows. */
	plan: PlannedStep[];
	log_index: number;
	results: Partial< ImportResults >;
}

/** `GET /full-site-import/info`. */
export interface PackImportInfo {
	status: 'success';
	data: {
		manifest: {
			has_settings: boolean;
			has_attachments: boolean;
			fullsite_import: boolean;
		};
		settings: PackSettings;
		pack: {
			id: number;
			name: string;
			slug: string;
			platform: Platform;
			price: number;
			plan: string;
			categories: string[];
		};
		theme: ThemeChoice | null;
		dependencies: Dependency[];
		/** The plugins the form starts with (the server's rule: free ones the pack needs or that are installed). */
		default_plugins: string[];
		/** The user's unfinished import (the wizard resumes it). */
		running: SiteImport | null;
		/** What the import creates. */
		contents: ImportContents;
		/** What it would replace on this site, as it is now. */
		site: SiteNow;
	};
}

/** What a pack's import creates. */
export interface ImportContents {
	/** Its pages in the import's order, titled as on the new site; `front` becomes the front page. */
	pages: Array< { slug: string; title: string; front: boolean } >;
	/** Template types of its kits (header, footer, single). */
	templates: string[];
	/** Sample posts (demo content). */
	posts: number;
}

/** This site as an import finds it. */
export interface SiteNow {
	title: string;
	has_logo: boolean;
	/** The active theme's name. */
	theme: string;
	/** The page on the front; null when the front lists the latest posts. */
	front_page: { id: number; title: string } | null;
	/** Navigation menus (block and classic). */
	menus: number;
}

/** A font this site has. */
export interface FontFamily {
	family: string;
	/** Its CSS value (a stack, or a preset variable). */
	value: string;
	variants: string[];
	source: 'system' | 'theme' | 'library';
}

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
}

/**
 * A step an import takes, as the server names it (`Importer::described()`):
 * the client has no list of steps or titles of its own.
 */
export interface PlannedStep {
	type: string;
	title: string;
}

/** A progress step (spec part 2 §3). */
export interface ProgressStep {
	type: string;
	title: string;
	message: string;
	progress: number;
	status: 'processing' | 'complete' | 'error';
	position: number;
}

/** The results (spec part 2 §3). */
export interface ImportResults {
	dependency_data: {
		plugins: {
			total: number;
			succeed: number;
			/** Of those that succeeded, already active before the import. */
			active?: number;
			failed: Array< {
				name: string;
				slug: string;
				is_pro?: boolean;
				message?: string;
			} >;
		};
		theme: { success: boolean; message?: string };
	};
	attachments: number;
	post_types: Record< string, number >;
	template_types: Record< string, number >;
	site_url: string;
	session: string;
	failed_images?: string[];
	styles?: string;
	/** Every imported page (the results step links them). */
	pages?: Array< { id: number; title: string; url: string; front: boolean } >;
}

/** An error in the log. */
export interface LogError {
	type: string;
	code: string;
	title: string;
	message: string;
	/** Reconnect by itself (spec §4's retry-flagged error). */
	retry: boolean;
}

/** One event of the import's log (the stream's messages). */
export type LogEvent =
	| { action: 'updateLog'; data: ProgressStep }
	| { action: 'removeLog'; data: { type: string } }
	| { action: 'eventLog'; data: { message: string } }
	/** The pack is downloaded: a poll ends its round (spec part 2 §4). */
	| { action: 'downloadComplete'; data: { type: string; message: string } }
	| { action: 'complete'; data: ImportResults }
	| { action: 'error'; data: LogError }
	| { action: 'continue'; data?: undefined };

/** `GET /full-site-import/log`. */
export interface LogAnswer {
	status: SiteImport[ 'status' ];
	log: LogEvent[];
	lastLogIndex: number;
}

/** `GET /full-site-import/imports`: every import, newest first. */
export interface ImportsAnswer {
	data: SiteImport[];
}

/* These answer types are generated from the PHP route schemas (`npm run types:api`). */
export type {
	FontsAnswer,
	RevertAnswer,
	RunAnswer,
	StartAnswer,
} from './generated/answers';

/**
 * A pack's import facts.
 *
 * @param id Pack id.
 */
export function fetchImportInfo( id: number ): Promise< PackImportInfo > {
	return request( ENDPOINTS.fsiInfo, { data: { id } } );
}

/** The fonts this site has (no request leaves the site). */
export function fetchFonts(): Promise< FontsAnswer > {
	return request( ENDPOINTS.fsiFonts, { data: { page: 0 } } );
}

/**
 * Creates the import session.
 *
 * @param form The import form.
 */
export function startImport( form: ImportForm ): Promise< StartAnswer > {
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
): Promise< RunAnswer > {
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
): Promise< LogAnswer > {
	return request( ENDPOINTS.fsiLog, {
		data: { session_id: sessionId, lastLogIndex },
		signal,
	} );
}

/** Every import, newest first. */
export function fetchImports(): Promise< ImportsAnswer > {
	return request( ENDPOINTS.fsiImports );
}

/**
 * Reverts an import and every later one.
 *
 * @param sessionId Session id.
 */
export function revertImport( sessionId: string ): Promise< RevertAnswer > {
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
	events: LogEvent[];
	rest: string;
} {
	const events: LogEvent[] = [];
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
			events.push( JSON.parse( data ) as LogEvent );
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
	onEvent: ( event: LogEvent ) => void,
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
