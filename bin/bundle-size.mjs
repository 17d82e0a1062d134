/**
 * Gzipped sizes of the built bundles, from build/chunk-groups.json (the files
 * webpack says each entry and each lazy chunk loads; see webpack.config.js).
 * The editor entry (what every block editor load pays before the library is
 * opened) has a budget; `--check` exits non-zero when it is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const build = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../build'
);
const EDITOR_BUDGET = 15 * 1024;

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

// Lazy chunks the library loads the first time a screen is used.
const LAZY = {
	'screen-profile': 'profile screen',
	'screen-profile-lists': 'favourites, downloads, purchases',
	'screen-cloud': 'My Cloud and Save & Push',
	'screen-workspaces': 'WorkSpaces',
	'screen-templates': 'saved templates',
	'screen-site-imports': 'full-site imports list',
	'screen-updates': 'updates',
	'site-import-wizard': 'full-site import wizard',
	'pattern-insert': 'core inserter pattern insert',
	'hub-unreachable': 'the hub cannot be reached',
};
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
	console.log(
		`${ name.padEnd( 42 ) } ${ ( bytes / 1024 ).toFixed( 1 ).padStart( 6 ) } KB gzip`
	);
}
const missing = [ 'editor', 'block', 'library', ...Object.keys( LAZY ) ].filter(
	( name ) => ! loaded( name ).length
);
if ( missing.length ) {
	console.error( `bundle-size: no files for ${ missing.join( ', ' ) }` );
	process.exit( 1 );
}
const beforeOpen = rows[ 0 ][ 1 ] + rows[ 1 ][ 1 ];
console.log(
	`${ 'before the library opens (editor + block)'.padEnd( 42 ) } ${ ( beforeOpen / 1024 ).toFixed( 1 ).padStart( 6 ) } KB gzip (budget ${ EDITOR_BUDGET / 1024 } KB)`
);
if ( process.argv.includes( '--check' ) && beforeOpen > EDITOR_BUDGET ) {
	console.error( 'Editor load is over budget.' );
	process.exit( 1 );
}
