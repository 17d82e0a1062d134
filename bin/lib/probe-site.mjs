/**
 * Asks a freshly started dev server whether the site really works before
 * bin/wp-server.sh prints its banner: WordPress installed, its database
 * reachable, Stencilbox active and loading. One request to Stencilbox's REST
 * namespace answers all four (an uninstalled WordPress redirects to
 * install.php, a database error is a 500, an inactive plugin a 404).
 *
 *   node bin/lib/probe-site.mjs http://127.0.0.1:8888 [namespace]
 *
 * A site without Stencilbox (WP_WITHOUT_STENCILBOX=1) is probed with the
 * namespace `wp/v2`: WordPress installed and its database reachable. The
 * address may name a subdirectory (http://127.0.0.1:9310/blog).
 *
 * Exit 0 when it works; otherwise exit 1 and print the reason on one line.
 */
const base = process.argv[ 2 ];
const expected = process.argv[ 3 ] || 'stencilbox/v1';
// ?rest_route= answers whatever the permalinks (plain ones have no /wp-json/).
const url = `${ base }/?rest_route=/${ expected }`;

function reason( response, body ) {
	const location = response.headers.get( 'location' ) ?? '';
	if ( location.includes( 'install.php' ) ) {
		return 'WordPress is not installed (it redirects to install.php)';
	}
	if ( response.status >= 300 && response.status < 400 ) {
		return `HTTP ${ response.status } redirect to ${ location }`;
	}
	if ( response.status === 404 ) {
		return 'Stencilbox is not active (no stencilbox/v1 REST namespace)';
	}
	if ( /database connection/i.test( body ) ) {
		return 'WordPress cannot reach its database';
	}
	if ( response.status >= 500 ) {
		return `HTTP ${ response.status } (PHP error: see wp-content/debug.log and server.log)`;
	}
	return `unexpected answer HTTP ${ response.status }`;
}

try {
	const response = await fetch( url, {
		redirect: 'manual',
		// The first request compiles WordPress and the plugin (cold opcache);
		// on a busy 2-core machine that can take a while.
		signal: AbortSignal.timeout( 60_000 ),
	} );
	const body = await response.text();
	let namespace = null;
	try {
		namespace = JSON.parse( body )?.namespace;
	} catch {}
	if ( response.status === 200 && namespace === expected ) {
		process.exit( 0 );
	}
	console.log( reason( response, body ) );
} catch ( error ) {
	console.log( `no answer from ${ url } (${ error.message })` );
}
process.exit( 1 );
