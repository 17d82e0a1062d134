/**
 * After `wp-scripts plugin-zip`: npm-packlist (which reads package.json's
 * `files`) always adds package.json and every README, which do not run in
 * WordPress, nor does build/chunk-groups.json (read by `npm run size`).
 * They are taken out of stencilbox.zip here, with the same adm-zip copy
 * plugin-zip itself uses; anything else unexpected (source, tests, source
 * maps when not asked for) fails the build.
 *   WP_DEVTOOL=source-map npm run plugin-zip   → maps built and kept
 */
import path from 'node:path';
import {
	NEVER_SHIPPED,
	NOT_RUN,
	root,
	scriptsRequire,
} from './lib/shipped.mjs';

const AdmZip = scriptsRequire( 'adm-zip' );

const file = path.join( root, 'stencilbox.zip' );
const zip = new AdmZip( file );
const PREFIX = 'stencilbox/';
let removed = 0;
for ( const entry of zip.getEntries() ) {
	const inside = entry.entryName.slice( PREFIX.length );
	if ( NOT_RUN.test( inside ) ) {
		zip.deleteFile( entry.entryName );
		removed++;
	} else if ( NEVER_SHIPPED.test( inside ) ) {
		console.error( `plugin-zip: ${ entry.entryName } must not ship` );
		process.exit( 1 );
	} else if (
		entry.entryName.endsWith( '.map' ) &&
		! process.env.WP_DEVTOOL
	) {
		console.error(
			`plugin-zip: ${ entry.entryName } is a source map; run npm run build (or plugin-zip) without WP_DEVTOOL`
		);
		process.exit( 1 );
	}
}
zip.writeZip( file );
console.log(
	`plugin-zip: ${ zip.getEntries().length } files in stencilbox.zip (${ removed } that do not run taken out)`
);
