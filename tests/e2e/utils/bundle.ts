/**
 * Catalogue bundles for the hub's Import (`admin/catalog/import`): a folder
 * laid out as php/Hub/Catalog/demo/README.md describes, zipped.
 */
import { execFileSync } from 'node:child_process';
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Zips a folder (PHP's ZipArchive: PHP is there wherever the tests run, and
 * no npm zip package is a dependency of ours).
 *
 * @param dir      The folder.
 * @param leaveOut Paths inside it to leave out.
 */
export function zipFolder( dir: string, leaveOut: string[] = [] ): Buffer {
	const tmp = mkdtempSync( path.join( tmpdir(), 'stencilbox-bundle-' ) );
	const out = path.join( tmp, 'bundle.zip' );
	execFileSync( 'php', [
		'-r',
		'$z = new ZipArchive(); $z->open( $argv[2], ZipArchive::CREATE ); $skip = json_decode( $argv[3] );' +
			'$it = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $argv[1], FilesystemIterator::SKIP_DOTS ) );' +
			'foreach ( $it as $f ) { $n = substr( $f->getPathname(), strlen( $argv[1] ) + 1 ); if ( ! in_array( $n, $skip, true ) ) { $z->addFile( $f->getPathname(), $n ); } }' +
			'$z->close();',
		dir,
		out,
		JSON.stringify( leaveOut ),
	] );
	const zip = readFileSync( out );
	rmSync( tmp, { recursive: true, force: true } );
	return zip;
}

/**
 * A bundle made of the given files (path in the bundle => contents).
 *
 * @param files Its files.
 */
export function zipFiles( files: Record< string, string | Buffer > ): Buffer {
	const dir = mkdtempSync( path.join( tmpdir(), 'stencilbox-bundle-dir-' ) );
	for ( const [ name, contents ] of Object.entries( files ) ) {
		mkdirSync( path.dirname( path.join( dir, name ) ), {
			recursive: true,
		} );
		writeFileSync( path.join( dir, name ), contents );
	}
	const zip = zipFolder( dir );
	rmSync( dir, { recursive: true, force: true } );
	return zip;
}
