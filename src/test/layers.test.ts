/**
 * Dependencies point one way (src/README.md): a file imports only from its
 * own layer or a lower one. Type-only imports, re-exports, dynamic imports
 * and `jest.mock` paths count too. `types/` (ambient declarations) is shared.
 */
/**
 * External dependencies
 */
import { readFileSync, readdirSync } from 'fs';
import { dirname, join, relative, resolve, sep } from 'path';

/** The layers, lowest first. */
const LAYERS = [
	'utils',
	'api',
	'router',
	'stores',
	'components',
	'screens',
	'surfaces',
];

const SRC = resolve( __dirname, '..' );

/**
 * Every TypeScript file under a folder.
 *
 * @param dir Folder.
 */
function files( dir: string ): string[] {
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return files( path );
		}
		return /\.tsx?$/.test( entry.name ) ? [ path ] : [];
	} );
}

/**
 * The relative module paths a source names.
 *
 * @param source TypeScript source.
 */
function importedPaths( source: string ): string[] {
	const patterns = [
		/\bfrom\s+'(\.[^']*)'/g,
		/\bimport\s+'(\.[^']*)'/g,
		/\bimport\(\s*'(\.[^']*)'\s*\)/g,
		/\bjest\.(?:mock|requireActual)\(\s*'(\.[^']*)'/g,
	];
	return patterns.flatMap( ( pattern ) =>
		Array.from( source.matchAll( pattern ), ( match ) => match[ 1 ] )
	);
}

/**
 * The layer of a path under src (null for shared or top-level files).
 *
 * @param path Absolute path.
 */
function layerOf( path: string ): number | null {
	const index = LAYERS.indexOf( relative( SRC, path ).split( sep )[ 0 ] );
	return index < 0 ? null : index;
}

describe( 'layers', () => {
	it( 'reads every kind of import', () => {
		const source = [
			"import type { Starred } from '../api/types';",
			"import { store } from '../../stores/ui';",
			"export { default } from '../screens/app';",
			"import './style.scss';",
			"const lazy = () => import( '../surfaces/library' );",
			"jest.mock( '../../api/client' );",
		].join( '\n' );
		expect( importedPaths( source ) ).toEqual( [
			'../api/types',
			'../../stores/ui',
			'../screens/app',
			'./style.scss',
			'../surfaces/library',
			'../../api/client',
		] );
	} );

	it( 'no file imports from a higher layer', () => {
		const upward: string[] = [];
		for ( const file of files( SRC ) ) {
			const from = layerOf( file );
			if ( from === null ) {
				continue;
			}
			const source = readFileSync( file, 'utf8' );
			for ( const path of importedPaths( source ) ) {
				const to = layerOf( resolve( dirname( file ), path ) );
				if ( to !== null && to > from ) {
					upward.push( `${ relative( SRC, file ) } → ${ path }` );
				}
			}
		}
		expect( upward ).toEqual( [] );
	} );
} );
