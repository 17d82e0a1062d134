/**
 * Logs in once per site (admin / password) and saves the storage state every
 * spec starts from.
 */
import { request } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { SiteRest } from './utils/site-rest';

export default async function globalSetup() {
	// Site A: the library's RequestUtils (it also saves the REST nonce).
	const requestContext = await request.newContext( {
		baseURL: process.env.WP_BASE_URL,
	} );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath: process.env.STORAGE_STATE_PATH,
	} );
	await requestUtils.setupRest();
	await requestUtils.deleteAllPosts();
	// The library every spec browses: the mini fixture catalogue, freshly seeded.
	await requestUtils.rest( {
		method: 'POST',
		path: '/stencilbox-hub/v1/admin/catalog/reseed',
		data: { confirm: true },
	} );
	// The hub owner's checkout page: without one, a hub offers no Purchase
	// or Upgrade links (issue [23] D), which several specs follow.
	await requestUtils.rest( {
		method: 'POST',
		path: '/stencilbox-hub/v1/admin/catalog/settings',
		data: { checkout_url: 'https://shop.example.org/checkout/' },
	} );
	// A site key for site B, so hub A trusts the browser addresses B
	// forwards to its sign-in throttle (as a hub owner would hand one out).
	const siteKey = ( await requestUtils.rest( {
		method: 'POST',
		path: '/stencilbox-hub/v1/admin/site-keys',
		data: { label: 'e2e site B' },
	} ) ) as { api_key: string };
	await requestContext.dispose();

	// Site B (remote-hub client): our own helper.
	const remote = await SiteRest.login(
		process.env.WP_REMOTE_BASE_URL as string,
		'admin',
		'password',
		process.env.STORAGE_STATE_PATH_REMOTE
	);
	await remote.rest( 'POST', '/stencilbox/v1/settings', {
		hub_site_key: siteKey.api_key,
	} );
	await remote.dispose();

	// Site D (the real Elementor, when STENCILBOX_ELEMENTOR_DIR is set): its
	// own hub, with the shipped demo catalogue.
	if ( process.env.STENCILBOX_ELEMENTOR_DIR ) {
		const elementor = await SiteRest.login(
			process.env.WP_ELEMENTOR_BASE_URL as string,
			'admin',
			'password',
			process.env.STORAGE_STATE_PATH_ELEMENTOR
		);
		await elementor.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
			which: 'demo',
		} );
		await elementor.dispose();
	}
}
