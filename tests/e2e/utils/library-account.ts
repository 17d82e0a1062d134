/**
 * Library accounts for e2e: created and verified through REST, so specs can
 * start signed in or signed out as they need.
 */
import { SiteRest } from './site-rest';

export const PASSWORD = 'Str0ngPass9';

/**
 * Signs a site's WordPress user up for a library account (REST), with
 * PASSWORD and both consents, as the sign-up form does; the account is
 * neither verified nor given a plan (its hub's owner does that).
 *
 * @param site      A REST client of the user signing up.
 * @param email     Email.
 * @param firstName First name.
 * @param lastName  Last name.
 * @return The library account's id.
 */
export async function signUpLibrary(
	site: SiteRest,
	email: string,
	firstName = 'Eve',
	lastName = 'Tester'
): Promise< number > {
	const { user } = await site.rest< { user: { id: number } } >(
		'POST',
		'/stencilbox/v1/signup',
		{
			first_name: firstName,
			last_name: lastName,
			email,
			password: PASSWORD,
			confirm_password: PASSWORD,
			privacy_consent: true,
			terms_consent: true,
		}
	);
	return user.id;
}

/**
 * Creates a library account as the admin WordPress user of a site (the
 * account lives on that site's hub), sets its plan and verification as the
 * hub's owner, and signs the admin out of it again.
 *
 * @param baseURL  The site (site A, or site B whose hub is A).
 * @param email    Email.
 * @param plan     free, starter or pro.
 * @param verified Verified.
 * @param hubURL   The hub: site A in every e2e project.
 */
export async function createLibraryAccount(
	baseURL: string,
	email: string,
	plan: 'free' | 'starter' | 'pro' = 'free',
	verified = true,
	hubURL = process.env.WP_BASE_URL as string
): Promise< void > {
	const admin = await SiteRest.login( baseURL );
	const id = await signUpLibrary( admin, email );
	const hub = hubURL === baseURL ? admin : await SiteRest.login( hubURL );
	await hub.rest( 'POST', `/stencilbox-hub/v1/admin/accounts/${ id }`, {
		plan,
		plan_term: plan === 'free' ? '' : 'yearly',
		is_verified: verified,
	} );
	if ( hub !== admin ) {
		await hub.dispose();
	}
	await admin.rest( 'POST', '/stencilbox/v1/logout', {} );
	await admin.dispose();
}

/**
 * Signs the admin WordPress user into a library account (REST).
 *
 * @param baseURL Site.
 * @param email   Email.
 */
export async function signInLibrary( baseURL: string, email: string ) {
	const admin = await SiteRest.login( baseURL );
	await admin.rest( 'POST', '/stencilbox/v1/login', {
		email,
		password: PASSWORD,
	} );
	await admin.dispose();
}

/**
 * A new verified account on a site that is its own hub, the admin signed
 * in with it (the real-Elementor specs' start).
 *
 * @param baseURL Site (and hub).
 * @param prefix  The address's first part.
 * @param plan    Plan.
 * @return The account's email.
 */
export async function signInNewAccount(
	baseURL: string,
	prefix: string,
	plan: 'free' | 'starter' | 'pro' = 'pro'
): Promise< string > {
	const email = `${ prefix }-${ Date.now() }@example.org`;
	await createLibraryAccount( baseURL, email, plan, true, baseURL );
	await signInLibrary( baseURL, email );
	return email;
}

/**
 * Signs the admin WordPress user out of the library (REST), whatever the state.
 *
 * @param baseURL Site.
 */
export async function signOutLibrary( baseURL: string ) {
	const admin = await SiteRest.login( baseURL );
	await admin
		.rest( 'POST', '/stencilbox/v1/logout', { global: true } )
		.catch( () => {} );
	await admin.dispose();
}
