/**
 * Site routes need a WordPress login and, for cookie requests, the REST
 * nonce: anonymous → 401, missing or forged nonce → refused.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
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
} );
