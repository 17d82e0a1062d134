/**
 * After `wp-scripts plugin-zip`: makes stencilbox.zip hold exactly the
 * shipped files (bin/lib/shipped.mjs), with the same adm-zip copy
 * plugin-zip itself uses. What npm-packlist adds by its own rules (every
 * README, build/chunk-groups.json) is taken out; what it never lists
 * (package-lock.json) is added. Anything else out of place fails the
 * build: a file that must never ship (tests, bin/, docs…) let in by
 * package.json's `files`, or source maps when not asked for.
 *   WP_DEVTOOL=source-map npm run plugin-zip   → maps built and kept
 */
import path from 'node:path';
import {
	TAKEN_OUT,
	root,
	scriptsRequire,
	shippedFiles,
} from './lib/shipped.mjs';

const AdmZip = scriptsRequire( 'adm-zip' );
const fail = ( message ) => {
	console.error( `plugin-zip: ${ message }` );
	process.exit( 1 );
};

let files;
try {
	files = shippedFiles();
} catch ( error ) {
	fail( error.message );
}
const wanted = new Set( files );
const file = path.join( root, 'stencilbox.zip' );
const zip = new AdmZip( file );
const PREFIX = 'stencilbox/';
const inZip = new Set();
let removed = 0;
for ( const entry of zip.getEntries() ) {
	const inside = entry.entryName.slice( PREFIX.length );
	if ( wanted.has( inside ) ) {
		inZip.add( inside );
	} else if ( inside.endsWith( '.map' ) && ! process.env.WP_DEVTOOL ) {
		fail(
			`${ entry.entryName } is a source map; run npm run build (or plugin-zip) without WP_DEVTOOL`
		);
	} else if ( TAKEN_OUT.test( inside ) ) {
		zip.deleteFile( entry.entryName );
		removed++;
	} else {
		fail( `${ entry.entryName } is not in the shipped list` );
	}
}
const added = files.filter( ( name ) => ! inZip.has( name ) );
for ( const name of added ) {
	const dir = path.dirname( name );
	zip.addLocalFile(
		path.join( root, name ),
		PREFIX + ( dir === '.' ? '' : dir )
	);
}
zip.writeZip( file );
console.log(
	`plugin-zip: ${ zip.getEntries().length } files in stencilbox.zip (${ removed } taken out, ${ added.length } added: ${ added.join( ', ' ) })`
);
