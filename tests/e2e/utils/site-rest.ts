/**
 * REST calls against any of the test sites. The `RequestUtils` of the
 * WordPress e2e utilities always discovers the REST root of WP_BASE_URL, so
 * it cannot drive the second site. Paths are relative to the site's
 * address, so a site in a subdirectory (http://127.0.0.1:9310/blog) works.
 */
import { request, type APIRequestContext } from '@playwright/test';

export class SiteRest {
	private constructor(
		private readonly context: APIRequestContext,
		private readonly nonce: string
	) {}

	/**
	 * Logs in as a user and returns a client with its cookies and nonce.
	 *
	 * @param baseURL          Site URL.
	 * @param user             Login.
	 * @param password         Password.
	 * @param storageStatePath Where to save the cookies (for browser contexts).
	 */
	static async login(
		baseURL: string,
		user = 'admin',
		password = 'password',
		storageStatePath?: string
	): Promise< SiteRest > {
		// With a trailing slash, relative paths stay inside a subdirectory.
		const base = baseURL.endsWith( '/' ) ? baseURL : `${ baseURL }/`;
		const context = await request.newContext( { baseURL: base } );
		await context.get( 'wp-login.php' );
		const response = await context.post( 'wp-login.php', {
			form: {
				log: user,
				pwd: password,
				'wp-submit': 'Log In',
				testcookie: '1',
				redirect_to: `${ base }wp-admin/`,
			},
			maxRedirects: 0,
		} );
		if ( response.status() !== 302 ) {
			throw new Error( `Could not log in to ${ baseURL } as ${ user }` );
		}
		const nonce = await (
			await context.get( 'wp-admin/admin-ajax.php?action=rest-nonce' )
		).text();
		if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
			throw new Error( `No REST nonce from ${ baseURL }` );
		}
		if ( storageStatePath ) {
			await context.storageState( { path: storageStatePath } );
		}
		return new SiteRest( context, nonce );
	}

	/**
	 * Calls a REST route and returns the decoded JSON (throws on errors).
	 *
	 * @param method HTTP method.
	 * @param route  Route, e.g. `/wp/v2/users`.
	 * @param data   JSON body (or query values for GET).
	 */
	async rest< T = unknown >(
		method: string,
		route: string,
		data?: Record< string, unknown >
	): Promise< T > {
		const isGet = method === 'GET';
		const query = isGet
			? ( data as Record< string, string | number > )
			: {};
		const response = await this.context.fetch( './', {
			method,
			params: { rest_route: route, ...query },
			data: isGet ? undefined : data,
			headers: { 'X-WP-Nonce': this.nonce },
			// Fixture routes reseed a whole catalogue: slow on a busy machine.
			timeout: 60_000,
		} );
		const json = await response.json();
		if ( ! response.ok() ) {
			throw new Error(
				`${ method } ${ route }: ${ JSON.stringify( json ) }`
			);
		}
		return json as T;
	}

	/**
	 * Calls a REST route on another server of the same site (another port:
	 * the browser's cookies and the nonce hold there too). Answers the
	 * status and JSON; a connection that breaks rejects.
	 *
	 * @param origin  Server, e.g. `http://127.0.0.1:9605`.
	 * @param method  HTTP method.
	 * @param route   Route.
	 * @param data    JSON body (or query values for GET).
	 * @param headers More request headers.
	 */
	async restAt< T = unknown >(
		origin: string,
		method: string,
		route: string,
		data?: Record< string, unknown >,
		headers: Record< string, string > = {}
	): Promise< {
		status: number;
		json: T;
		headers: Record< string, string >;
	} > {
		const isGet = method === 'GET';
		const response = await this.context.fetch( `${ origin }/`, {
			method,
			params: {
				rest_route: route,
				...( isGet
					? ( data as Record< string, string | number > )
					: {} ),
			},
			data: isGet ? undefined : data,
			headers: { 'X-WP-Nonce': this.nonce, ...headers },
			timeout: 60_000,
		} );
		return {
			status: response.status(),
			json: ( await response.json() ) as T,
			headers: response.headers(),
		};
	}

	/**
	 * A GET of any address with this client's cookies: status, headers
	 * and body (a download, a page).
	 *
	 * @param url     Address.
	 * @param headers More request headers.
	 */
	async getRaw(
		url: string,
		headers: Record< string, string > = {}
	): Promise< {
		status: number;
		headers: Record< string, string >;
		body: string;
	} > {
		const response = await this.context.get( url, {
			headers,
			maxRedirects: 0,
			timeout: 60_000,
		} );
		return {
			status: response.status(),
			headers: response.headers(),
			body: await response.text(),
		};
	}

	/**
	 * Uploads a file to a REST route as multipart form data (throws on errors).
	 *
	 * @param route    Route.
	 * @param field    The form field of the file.
	 * @param name     File name.
	 * @param buffer   File contents.
	 * @param mimeType Its type.
	 */
	async upload< T = unknown >(
		route: string,
		field: string,
		name: string,
		buffer: Buffer,
		mimeType = 'application/zip'
	): Promise< T > {
		const response = await this.context.fetch( './', {
			method: 'POST',
			params: { rest_route: route },
			multipart: { [ field ]: { name, mimeType, buffer } },
			headers: { 'X-WP-Nonce': this.nonce },
		} );
		const json = await response.json();
		if ( ! response.ok() ) {
			throw new Error( `POST ${ route }: ${ JSON.stringify( json ) }` );
		}
		return json as T;
	}

	/**
	 * Creates a WordPress user.
	 *
	 * @param username Login.
	 * @param role     Role.
	 */
	async createUser( username: string, role: string ): Promise< void > {
		await this.rest( 'POST', '/wp/v2/users', {
			username,
			email: `${ username }@example.org`,
			password: 'password',
			roles: [ role ],
		} );
	}

	/**
	 * The bytes at a URL of the site (throws on errors).
	 *
	 * @param url URL.
	 */
	async raw( url: string ): Promise< Buffer > {
		const response = await this.context.get( url );
		if ( ! response.ok() ) {
			throw new Error( `GET ${ url }: ${ response.status() }` );
		}
		return response.body();
	}

	/** Ends the client. */
	dispose(): Promise< void > {
		return this.context.dispose();
	}
}

/**
 * Gives the site a catalogue (the e2e fixtures plugin's route, as its
 * administrator): the mini one the specs share, or the shipped demo.
 *
 * @param baseURL The site.
 * @param which   Which catalogue.
 */
export async function useCatalogue( baseURL: string, which: 'mini' | 'demo' ) {
	const admin = await SiteRest.login( baseURL );
	await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', { which } );
	await admin.dispose();
}
