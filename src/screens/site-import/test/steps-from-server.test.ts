/**
 * The import's steps and their titles have one source, the step classes
 * on the server (php/Site/FullSiteImport/Steps/, listed in
 * `Importer::STEPS`): the wizard renders the plan and the titles the
 * server sends. This fails when a client copy of a step's title, or of
 * the step list, comes back anywhere in src/.
 */
/**
 * External dependencies
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

const root = join( __dirname, '../../../..' );

/**
 * Every TypeScript file under a folder, tests left out.
 *
 * @param dir Folder.
 */
function sources( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return name === 'test' ? [] : sources( path );
		}
		return /\.tsx?$/.test( name ) ? [ path ] : [];
	} );
}

/** The server's steps: name and title of each step class. */
function serverSteps(): Array< { name: string; title: string } > {
	const dir = join( root, 'php/Site/FullSiteImport/Steps' );
	return readdirSync( dir )
		.filter( ( file ) => /Step\.php$/.test( file ) && file !== 'Step.php' )
		.map( ( file ) => {
			const php = readFileSync( join( dir, file ), 'utf8' );
			const name = /function name\(\): string \{\s*return '([^']+)'/.exec(
				php
			)?.[ 1 ];
			const title =
				/function title\(\): string \{\s*return __\( '([^']+)'/.exec(
					php
				)?.[ 1 ];
			return { name: name ?? '', title: title ?? '' };
		} );
}

describe( 'import steps come from the server only', () => {
	const steps = serverSteps();

	it( 'reads every step class of the server', () => {
		expect( steps.length ).toBeGreaterThanOrEqual( 9 );
		for ( const step of steps ) {
			expect( step.name ).not.toBe( '' );
			expect( step.title ).not.toBe( '' );
		}
	} );

	it( 'has no client copy of a step title or of the step list', () => {
		const twins: string[] = [];
		// Step names that only the step list would hold side by side.
		const list = new RegExp(
			`'permission',\\s*'download'|"permission",\\s*"download"`
		);
		for ( const file of sources( join( root, 'src' ) ) ) {
			const text = readFileSync( file, 'utf8' );
			for ( const step of steps ) {
				if ( text.includes( `'${ step.title }'` ) ) {
					twins.push( `${ file }: '${ step.title }'` );
				}
			}
			if ( list.test( text ) ) {
				twins.push( `${ file }: a list of the steps` );
			}
		}
		expect( twins ).toEqual( [] );
	} );
} );
