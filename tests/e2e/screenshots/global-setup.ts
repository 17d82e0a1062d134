/**
 * The screenshot site as a site owner would have it: a site title, and a
 * Pro library account signed in for the admin (so the inserter's patterns
 * and the items' Insert show), made through the same REST routes as the
 * e2e suite's.
 */
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { createLibraryAccount, signInLibrary } from '../utils/library-account';

export const ACCOUNT_EMAIL = 'eve@example.org';

export default async function globalSetup() {
	const baseURL = process.env.WP_BASE_URL as string;
	const context = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( context, {
		storageStatePath: process.env.STORAGE_STATE_PATH,
	} );
	await requestUtils.setupRest();
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { title: 'Tidewater Studio' },
	} );
	await context.dispose();
	await createLibraryAccount( baseURL, ACCOUNT_EMAIL, 'pro', true, baseURL );
	await signInLibrary( baseURL, ACCOUNT_EMAIL );
}
