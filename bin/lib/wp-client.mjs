/**
 * A logged-in WordPress client for the benches: cookies and the REST nonce
 * of one login, and REST calls through `?rest_route=` (any permalink
 * setting) that answer status, JSON, headers and time.
 */
export class WpClient {
	/**
	 * @param {string} base    Site address.
	 * @param {string} cookies Cookie header.
	 * @param {string} nonce   REST nonce.
	 */
	constructor( base, cookies, nonce ) {
		this.base = base;
		this.cookies = cookies;
		this.nonce = nonce;
	}

	/**
	 * Logs in.
	 *
	 * @param {string} base     Site address.
	 * @param {string} user     Login.
	 * @param {string} password Password.
	 * @return {Promise<WpClient>} The client.
	 */
	static async login( base, user = 'admin', password = 'password' ) {
		let cookies = 'wordpress_test_cookie=WP%20Cookie%20check';
		const keep = ( response ) => {
			for ( const line of response.headers.getSetCookie() ) {
				cookies += '; ' + line.split( ';' )[ 0 ];
			}
		};
		keep(
			await fetch( `${ base }/wp-login.php`, {
				method: 'POST',
				body: new URLSearchParams( {
					log: user,
					pwd: password,
					'wp-submit': 'Log In',
					testcookie: '1',
				} ),
				headers: { Cookie: cookies },
				redirect: 'manual',
			} )
		);
		const nonce = await (
			await fetch(
				`${ base }/wp-admin/admin-ajax.php?action=rest-nonce`,
				{
					headers: { Cookie: cookies },
				}
			)
		).text();
		if ( ! /^[0-9a-f]{10}$/.test( nonce ) ) {
			throw new Error(
				`Login to ${ base } failed (nonce: ${ nonce.slice( 0, 80 ) })`
			);
		}
		return new WpClient( base, cookies, nonce );
	}

	/**
	 * A REST call. DELETE and PUT travel as POST with X-HTTP-Method-Override,
	 * as WordPress's own clients send them (nginx's usual WordPress set-up
	 * refuses them on `/?rest_route=`).
	 *
	 * @param {string} method  HTTP method.
	 * @param {string} route   Route.
	 * @param {Object} data    JSON body, or query values for GET.
	 * @param {Object} headers More headers.
	 * @return {Promise<{status: number, json: any, headers: Headers, ms: number}>} The answer.
	 */
	async call( method, route, data, headers = {} ) {
		const url = new URL( `${ this.base }/` );
		url.searchParams.set( 'rest_route', route );
		if ( method === 'GET' && data ) {
			for ( const [ key, value ] of Object.entries( data ) ) {
				url.searchParams.set( key, String( value ) );
			}
		}
		const override = [ 'DELETE', 'PUT', 'PATCH' ].includes( method );
		const started = performance.now();
		const response = await fetch( url, {
			method: override ? 'POST' : method,
			headers: {
				Cookie: this.cookies,
				'X-WP-Nonce': this.nonce,
				'Content-Type': 'application/json',
				...( override ? { 'X-HTTP-Method-Override': method } : {} ),
				...headers,
			},
			body: method === 'GET' ? undefined : JSON.stringify( data ?? {} ),
		} );
		const text = await response.text();
		const ms = performance.now() - started;
		let json = null;
		try {
			json = JSON.parse( text );
		} catch {
			json = { unreadable: text.slice( 0, 200 ) };
		}
		return { status: response.status, json, headers: response.headers, ms };
	}

	/**
	 * A REST call that must succeed: its JSON.
	 *
	 * @param {string} method HTTP method.
	 * @param {string} route  Route.
	 * @param {Object} data   Data.
	 * @return {Promise<any>} JSON.
	 */
	async rest( method, route, data ) {
		const answer = await this.call( method, route, data );
		if ( answer.status >= 400 ) {
			throw new Error(
				`${ method } ${ route } → ${ answer.status } ${ JSON.stringify(
					answer.json
				).slice( 0, 300 ) }`
			);
		}
		return answer.json;
	}

	/**
	 * Creates a verified library account on the pro plan and signs this
	 * user in to it (this site is its own hub).
	 *
	 * @param {string} label Part of the email address.
	 */
	async libraryAccount( label ) {
		const password = 'Bench-Pass-42';
		const { user } = await this.rest( 'POST', '/stencilbox/v1/signup', {
			first_name: 'Bench',
			last_name: 'Runner',
			email: `${ label }-${ Date.now() }@example.org`,
			password,
			confirm_password: password,
			privacy_consent: true,
			terms_consent: true,
		} );
		await this.rest(
			'POST',
			`/stencilbox-hub/v1/admin/accounts/${ user.id }`,
			{ plan: 'pro', plan_term: 'yearly', is_verified: true }
		);
	}
}
