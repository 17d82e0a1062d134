/**
 * Gzipped sizes of the built bundles. The editor entry (what every block
 * editor load pays before the library is opened) has a budget; `--check`
 * exits non-zero when it is exceeded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const build = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../build'
);
const EDITOR_BUDGET = 15 * 1024;

const gz = ( file ) => gzipSync( readFileSync( file ), { level: 9 } ).length;
const size = ( names ) =>
	names
		.map( ( name ) => path.join( build, name ) )
		.filter( existsSync )
		.reduce( ( sum, file ) => sum + gz( file ), 0 );

const chunks = readdirSync( path.join( build, 'chunks' ) );
const rows = [
	[
		'editor entry (every block-editor load)',
		size( [ 'editor.js', 'editor.css' ] ),
	],
	[ 'block (every block-editor load)', size( [ 'block.js', 'block.css' ] ) ],
	[
		'library chunk (on first open)',
		size( chunks.map( ( c ) => `chunks/${ c }` ) ),
	],
	[ 'admin page', size( [ 'admin.js', 'admin.css' ] ) ],
	[ 'elementor bridge', size( [ 'elementor.js', 'elementor.css' ] ) ],
];
for ( const [ name, bytes ] of rows ) {
	console.log(
		`${ name.padEnd( 42 ) } ${ ( bytes / 1024 ).toFixed( 1 ).padStart( 6 ) } KB gzip`
	);
}
const beforeOpen = rows[ 0 ][ 1 ] + rows[ 1 ][ 1 ];
console.log(
	`${ 'before the library opens (editor + block)'.padEnd( 42 ) } ${ ( beforeOpen / 1024 ).toFixed( 1 ).padStart( 6 ) } KB gzip (budget ${ EDITOR_BUDGET / 1024 } KB)`
);
if ( process.argv.includes( '--check' ) && beforeOpen > EDITOR_BUDGET ) {
	console.error( 'Editor load is over budget.' );
	process.exit( 1 );
}
