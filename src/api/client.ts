/**
 * The only caller of `apiFetch`: every request to the site's REST namespace
 * goes through `request()`.
 *
 * - A GET carries its payload in the query string; other methods send JSON.
 * - `retry_again` is retried once after a short wait (spec §7).
 * - `invalid_api_key` / `is_signed_failed` notify the sign-out listeners
 *   (the account store), then reject like any error.
 * - A hub that cannot be reached (`retry_again` flagged `hub_unreachable`)
 *   notifies the hub listeners (the account store) the same way.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { NAMES } from './endpoints';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request payload: query values for GET, a JSON object otherwise. */
export type Payload = Record< string, unknown >;

/** The error shape every Stencilbox route returns. */
export interface ApiErrorBody {
	code: string;
	message: string;
	data?: { status?: number } & Record< string, unknown >;
}

/** A failed request. */
export class RequestError extends Error {
	readonly code: string;
	readonly status: number;
	readonly data: Record< string, unknown >;

	constructor( body: ApiErrorBody ) {
		super( body.message );
		this.name = 'RequestError';
		this.code = body.code;
		this.status = Number( body.data?.status ?? 0 );
		this.data = body.data ?? {};
	}
}

/** Codes that mean the library account is gone: sign out. */
const SIGN_OUT_CODES = [ 'invalid_api_key', 'is_signed_failed' ];

/** Wait before repeating a `retry_again` call. */
const RETRY_DELAY_MS = 1000;

type SignOutListener = ( error: RequestError ) => void;
const signOutListeners = new Set< SignOutListener >();
const hubListeners = new Set< SignOutListener >();

/**
 * Whether a failure says the library hub could not be reached at all (the
 * site's `retry_again` with `hub_unreachable`), not that it refused.
 *
 * @param error A failed request.
 */
export function isHubUnreachable( error: unknown ): boolean {
	return (
		error instanceof RequestError &&
		error.code === 'retry_again' &&
		error.data.hub_unreachable === true
	);
}

/**
 * Calls `listener` whenever a request fails because the hub cannot be
 * reached (after its one repeat).
 *
 * @param listener Listener.
 * @return Unsubscribe.
 */
export function onHubUnreachable( listener: SignOutListener ): () => void {
	hubListeners.add( listener );
	return () => hubListeners.delete( listener );
}

/**
 * Calls `listener` whenever the server says the account is no longer valid.
 *
 * @param listener Listener.
 * @return Unsubscribe.
 */
export function onServerSignOut( listener: SignOutListener ): () => void {
	signOutListeners.add( listener );
	return () => signOutListeners.delete( listener );
}

/**
 * Normalises whatever apiFetch threw into an error body.
 *
 * @param error Thrown value.
 */
function toErrorBody( error: unknown ): ApiErrorBody {
	if ( error && typeof error === 'object' && 'code' in error ) {
		const body = error as Partial< ApiErrorBody >;
		return {
			code: String( body.code ),
			message: typeof body.message === 'string' ? body.message : '',
			data: body.data,
		};
	}
	return {
		code: 'fetch_error',
		message:
			error instanceof Error
				? error.message
				: 'The request failed. Check your connection and try again.',
	};
}

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Query values for a GET: empty values are left out, lists are comma-joined.
 *
 * @param payload Payload.
 */
export function toQuery( payload: Payload ): Record< string, string > {
	const query: Record< string, string > = {};
	for ( const [ key, value ] of Object.entries( payload ) ) {
		if ( value === undefined || value === null || value === '' ) {
			continue;
		}
		query[ key ] = Array.isArray( value )
			? value.join( ',' )
			: String( value );
	}
	return query;
}

/** Options of `request()`. */
export interface RequestOptions {
	method?: Method;
	/** Query values for GET, a JSON object otherwise. */
	data?: Payload;
	/** A multipart body (file uploads); replaces `data` for non-GET calls. */
	body?: FormData;
	signal?: AbortSignal;
	/**
	 * `site` (default) is the spec's `stencilbox/v1`; `hub` is the hub's own
	 * namespace, for the hub owner's screens on the hub site.
	 */
	namespace?: 'site' | 'hub';
}

/**
 * Sends a request to `stencilbox/v1` (or, for hub screens, `stencilbox-hub/v1`).
 *
 * @param path    Route path, e.g. `/items`.
 * @param options Method, payload, namespace and abort signal.
 */
export async function request< T >(
	path: string,
	options: RequestOptions = {}
): Promise< T > {
	const method = options.method ?? 'GET';
	const namespace =
		options.namespace === 'hub' ? NAMES.hubNamespace : NAMES.restNamespace;
	const base = `/${ namespace }${ path }`;
	let args: { path: string; method: Method; data?: Payload; body?: FormData };
	if ( method === 'GET' ) {
		args = {
			path: addQueryArgs( base, toQuery( options.data ?? {} ) ),
			method,
		};
	} else if ( options.body ) {
		args = { path: base, method, body: options.body };
	} else {
		args = { path: base, method, data: options.data ?? {} };
	}
	for ( let attempt = 0; ; attempt++ ) {
		try {
			return await apiFetch< T >( { ...args, signal: options.signal } );
		} catch ( thrown ) {
			const error = new RequestError( toErrorBody( thrown ) );
			if ( error.code === 'retry_again' && attempt === 0 ) {
				await wait( RETRY_DELAY_MS );
				continue;
			}
			if ( SIGN_OUT_CODES.includes( error.code ) ) {
				signOutListeners.forEach( ( listener ) => listener( error ) );
			}
			if ( isHubUnreachable( error ) ) {
				hubListeners.forEach( ( listener ) => listener( error ) );
			}
			throw error;
		}
	}
}
