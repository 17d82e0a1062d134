/**
 * Gzipped sizes of the built bundles, from build/chunk-groups.json (the files
 * webpack says each entry and each lazy chunk loads; see webpack.config.js),
 * and their budgets, which `npm run size` enforces (exit 1 when one is over):
 *
 * - every block-editor load, before the library is opened (the editor entry
 *   and the library block's script): at most 5,000 bytes;
 * - the library chunk, the first time the library opens (with the vendor
 *   chunks it needs): at most 45 KB.
 *
 * `--check` (what `npm test` passes) is accepted and means the same.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const build = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../build'
);
const EDITOR_BUDGET = 5000;
const LIBRARY_BUDGET = 45 * 1024;

const gz = ( file ) => gzipSync( readFileSync( file ), { level: 9 } ).length;
const groupsFile = path.join( build, 'chunk-groups.json' );
if ( ! existsSync( groupsFile ) ) {
	console.error(
		'bundle-size: no build/chunk-groups.json; run npm run build'
	);
	process.exit( 1 );
}
const groups = JSON.parse( readFileSync( groupsFile, 'utf8' ) );
// What the browser runs: scripts and left-to-right styles (an RTL site
// loads the -rtl twin instead, of about the same size).
const loaded = ( name ) =>
	( groups[ name ] ?? [] ).filter( ( file ) =>
		/^(?!.*-rtl\.css$).*\.(js|css)$/.test( file )
	);
const size = ( name ) =>
	loaded( name ).reduce(
		( sum, file ) => sum + gz( path.join( build, file ) ),
		0
	);

// Lazy chunks the library loads the first time a screen or a part is used.
const LAZY = {
	'screen-item': "an item's details",
	'screen-sign-in': 'sign-in and sign-up',
	sanitize: 'the first server message with markup',
	'screen-profile': 'profile screen',
	'screen-profile-lists': 'favourites, downloads, purchases',
	'screen-cloud': 'My Cloud and Save & Push',
	'cloud-add-template': 'Add to saved templates (a cloud file or item)',
	'screen-workspaces': 'WorkSpaces',
	'screen-templates': 'saved templates',
	'screen-site-imports': 'full-site imports list',
	'screen-updates': 'updates',
	'site-import-wizard': 'full-site import wizard',
	'pattern-insert': 'core inserter pattern insert',
	'import-dialog': 'the insert / import dialog',
	// What shows only sometimes: the hub cannot be reached, the free-plan notice.
	notices: 'notices shown only sometimes',
};
const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ).padStart( 6 ) } KB`;
const rows = [
	[ 'editor entry (every block-editor load)', size( 'editor' ) ],
	[ 'block (every block-editor load)', size( 'block' ) ],
	[ 'library chunk (on first open)', size( 'library' ) ],
	...Object.entries( LAZY ).map( ( [ name, label ] ) => [
		`  + ${ label }`,
		size( name ),
	] ),
	[ 'admin page', size( 'admin' ) ],
	[ 'elementor bridge', size( 'elementor' ) ],
	[ 'hub screen', size( 'hub' ) ],
];
for ( const [ name, bytes ] of rows ) {
	console.log( `${ name.padEnd( 42 ) } ${ kb( bytes ) } gzip` );
}
const missing = [ 'editor', 'block', 'library', ...Object.keys( LAZY ) ].filter(
	( name ) => ! loaded( name ).length
);
if ( missing.length ) {
	console.error( `bundle-size: no files for ${ missing.join( ', ' ) }` );
	process.exit( 1 );
}
const budgets = [
	[
		'before the library opens (editor + block)',
		rows[ 0 ][ 1 ] + rows[ 1 ][ 1 ],
		EDITOR_BUDGET,
		( bytes ) => `${ bytes.toLocaleString( 'en' ) } B`,
	],
	[
		'the library on first open',
		rows[ 2 ][ 1 ],
		LIBRARY_BUDGET,
		( bytes ) => `${ kb( bytes ).trim() }`,
	],
];
let over = false;
for ( const [ name, bytes, budget, unit ] of budgets ) {
	const ok = bytes <= budget;
	over ||= ! ok;
	console.log(
		`${ name.padEnd( 42 ) } ${ unit( bytes ) } gzip (budget ${ unit( budget ) })${ ok ? '' : ' — OVER BUDGET' }`
	);
}
if ( over ) {
	console.error( 'bundle-size: a budget is exceeded (see above).' );
	process.exit( 1 );
}
