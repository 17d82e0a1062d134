/**
 * Site routes need a WordPress login and, for cookie requests, the REST
 * nonce: anonymous → 401, missing or forged nonce → refused.
 */
import { test, expect } from '../test';
import { request } from '@playwright/test';

test.describe( 'REST security', () => {
	test( 'anonymous requests are refused', async ( { baseURL } ) => {
		const anonymous = await request.newContext( { baseURL } );
		for ( const [ method, path ] of [
			[ 'GET', '/wp-json/stencilbox/v1/is-signed' ],
			[ 'POST', '/wp-json/stencilbox/v1/login' ],
			[ 'POST', '/wp-json/stencilbox/v1/logout' ],
			[ 'GET', '/wp-json/stencilbox/v1/settings' ],
		] ) {
			const response = await anonymous.fetch( path, { method } );
			expect( response.status(), `${ method } ${ path }` ).toBe( 401 );
		}
		await anonymous.dispose();
	} );

	test( 'cookie requests without a valid nonce are refused', async ( {
		page,
	} ) => {
		// The page's cookies are the logged-in admin's.
		const missing = await page.request.post(
			'/wp-json/stencilbox/v1/logout',
			{
				data: {},
			}
		);
		expect( missing.status() ).toBe( 401 );
		const forged = await page.request.post(
			'/wp-json/stencilbox/v1/logout',
			{
				data: {},
				headers: { 'X-WP-Nonce': 'forged1234' },
			}
		);
		expect( forged.status() ).toBe( 403 );
		expect( ( await forged.json() ).code ).toBe(
			'rest_cookie_invalid_nonce'
		);

		// With the page's nonce the same cookies work.
		await page.goto( '/wp-admin/admin.php?page=stencilbox' );
		const nonce = await page.evaluate(
			() => ( window as any ).wp.apiFetch.nonceMiddleware.nonce as string
		);
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );
		const ok = await page.request.get( '/wp-json/stencilbox/v1/is-signed', {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( ok.status() ).toBe( 200 );
	} );

	test( 'method overrides never turn a GET into a write', async ( {
		page,
		requestUtils,
	} ) => {
		// Held but wrong (issue [12]): core reads `_method` from the query
		// string and `X-HTTP-Method-Override` from the headers, so a GET
		// with a valid nonce could create, change or delete.
		await page.goto( '/wp-admin/admin.php?page=stencilbox' );
		const nonce = await page.evaluate(
			() => ( window as any ).wp.apiFetch.nonceMiddleware.nonce as string
		);
		const title = `Override probe ${ Date.now() }`;
		const query = new URLSearchParams( {
			platform: 'gutenberg',
			type: 'header',
			title,
		} ).toString();
		const attempts = [
			page.request.get(
				`/wp-json/stencilbox/v1/create-template?${ query }&_method=POST`,
				{ headers: { 'X-WP-Nonce': nonce } }
			),
			page.request.get(
				`/wp-json/stencilbox/v1/create-template?${ query }`,
				{
					headers: {
						'X-WP-Nonce': nonce,
						'X-HTTP-Method-Override': 'POST',
					},
				}
			),
			// `_method` on a POST is refused too: nothing of ours sends it.
			page.request.post(
				`/wp-json/stencilbox/v1/saved-templates/delete?_method=DELETE`,
				{
					headers: { 'X-WP-Nonce': nonce },
					data: { id: 1, confirm: true },
				}
			),
		];
		for ( const response of await Promise.all( attempts ) ) {
			expect( response.status(), response.url() ).toBe( 400 );
			expect( ( await response.json() ).code ).toBe( 'invalid_data' );
		}
		const listed = await requestUtils.rest< {
			items: { title: string }[];
		} >( { path: '/stencilbox/v1/saved-templates' } );
		expect( listed.items.map( ( item ) => item.title ) ).not.toContain(
			title
		);

		// What apiFetch sends for DELETE (a POST carrying the header) still
		// reaches the route: it answers about the file (or the account),
		// not that the request was refused.
		const deleted = await page.request.post(
			'/wp-json/stencilbox/v1/clouds/delete/999999',
			{
				headers: {
					'X-WP-Nonce': nonce,
					'X-HTTP-Method-Override': 'DELETE',
				},
				data: { confirm: true },
			}
		);
		expect( [ 'not_signed_in', 'not_found' ] ).toContain(
			( await deleted.json() ).code
		);
	} );
} );
