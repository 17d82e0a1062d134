/**
 * A matrix lane's site, before the smoke: the admin's login saved for the
 * browser, the shipped demo catalogue (its packs import a theme and a
 * plugin from the local directory stand-in), a verified pro library
 * account the admin is signed in to.
 */
import { SiteRest } from '../utils/site-rest';
import { createLibraryAccount, signInLibrary } from '../utils/library-account';

export default async function globalSetup() {
	const site = process.env.WP_BASE_URL as string;
	const admin = await SiteRest.login(
		site,
		'admin',
		'password',
		process.env.STORAGE_STATE_PATH
	);
	await admin.rest( 'POST', '/stencilbox-e2e/v1/catalogue', {
		which: 'demo',
	} );
	await admin.dispose();
	const email = `matrix-${ Date.now() }@example.org`;
	await createLibraryAccount( site, email, 'pro', true, site );
	await signInLibrary( site, email );
}
