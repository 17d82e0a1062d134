/**
 * Makes a site's plugin folder hold exactly what stencilbox.zip ships
 * (bin/lib/shipped.mjs), each file a link into this checkout, so a web
 * server in front of the site serves none of the rest (README, package.json,
 * bin/, tests/…). Used for the production-like stack (bin/start-prod.sh,
 * at every start) and the e2e site behind its nginx front, where nginx runs
 * any .php it finds; the dev site links the whole checkout, so that new
 * files show up while developing.
 *   node bin/link-shipped.mjs [--copy] <site>/wp-content/plugins/stencilbox [folder…]
 * `--copy`: each file a copy instead, as the zip unpacks (bench:overhead
 * measures the plugin as a site installs it: a link makes WordPress
 * register the checkout as a plugin path, and the dev mu-plugin then
 * narrows it on every request, work no real site does). Further folders
 * are linked all the same.
 * Each further argument is a folder of the checkout linked as well, whole
 * (the e2e site's `tests/fixtures`, whose catalogue images the mini
 * catalogue shows from inside the plugin).
 * Idempotent and in place: missing links are made, others removed, so a
 * site being served never lacks a file it had.
 */
import {
	copyFileSync,
	lstatSync,
	mkdirSync,
	readdirSync,
	readlinkSync,
	rmdirSync,
	symlinkSync,
	unlinkSync,
} from 'node:fs';
import path from 'node:path';
import { root, shippedFiles } from './lib/shipped.mjs';

const args = process.argv.slice( 2 );
const copy = args[ 0 ] === '--copy';
const [ dest, ...extras ] = copy ? args.slice( 1 ) : args;
if ( ! dest ) {
	console.error(
		'link-shipped: usage: node bin/link-shipped.mjs [--copy] <plugin folder> [checkout folder…]'
	);
	process.exit( 2 );
}
const stat = ( file ) => {
	try {
		return lstatSync( file );
	} catch {
		return null;
	}
};

// A wrong argument changes nothing (and costs no walk of the checkout).
for ( const extra of extras ) {
	if (
		! /^[\w-]+(\/[\w-]+)*$/.test( extra ) ||
		! stat( path.join( root, extra ) )?.isDirectory()
	) {
		console.error(
			`link-shipped: ${ extra } is not a folder of the checkout`
		);
		process.exit( 2 );
	}
}

// The dev layout (one link to the whole checkout) is replaced.
if ( stat( dest )?.isSymbolicLink() ) {
	unlinkSync( dest );
}
const files = shippedFiles();
if ( ! files.includes( 'stencilbox.php' ) ) {
	console.error(
		'link-shipped: the shipped file list has no stencilbox.php'
	);
	process.exit( 1 );
}
const wanted = new Set( [ ...files, ...extras ] );
for ( const file of [ ...files, ...extras ] ) {
	const target = path.join( root, file );
	const link = path.join( dest, file );
	const now = stat( link );
	if ( copy && ! extras.includes( file ) ) {
		mkdirSync( path.dirname( link ), { recursive: true } );
		if ( now?.isSymbolicLink() ) {
			unlinkSync( link );
		}
		copyFileSync( target, link );
		continue;
	}
	if ( now?.isSymbolicLink() && readlinkSync( link ) === target ) {
		continue;
	}
	mkdirSync( path.dirname( link ), { recursive: true } );
	if ( now ) {
		unlinkSync( link );
	}
	symlinkSync( target, link );
}

// Anything else goes (a file no longer shipped, a folder left empty).
function prune( dir, prefix ) {
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const rel = prefix + entry.name;
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() && ! wanted.has( rel ) ) {
			prune( full, rel + '/' );
			if ( readdirSync( full ).length === 0 ) {
				rmdirSync( full );
			}
		} else if ( ! entry.isDirectory() && ! wanted.has( rel ) ) {
			unlinkSync( full );
		}
	}
}
prune( dest, '' );
console.log(
	`link-shipped: ${ files.length } files ${ copy ? 'copied' : 'linked' } in ${ dest }`
);
