/**
 * Logs in once (admin / password) and saves the storage state and REST nonce
 * every spec starts from.
 */
import { request, type FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export default async function globalSetup( config: FullConfig ) {
	const { storageState, baseURL } = config.projects[ 0 ].use;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath:
			typeof storageState === 'string' ? storageState : undefined,
	} );
	await requestUtils.setupRest();
	await requestUtils.deleteAllPosts();
	// The library every spec browses: the mini fixture catalogue, freshly seeded.
	await requestUtils.rest( {
		method: 'POST',
		path: '/stencilbox-hub/v1/admin/catalog/reseed',
	} );
	await requestContext.dispose();
}
