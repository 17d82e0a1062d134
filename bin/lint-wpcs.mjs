/**
 * `npm run lint:wpcs`: the official WordPress coding standards' checks
 * (phpcs-wpcs.xml.dist says which) over every PHP file the plugin ships
 * (bin/lib/shipped.mjs, the zip's list) but the build's generated asset
 * files, with Debian's PHP_CodeSniffer.
 *
 * The standards are never part of this repository: STENCILBOX_WPCS_DIR
 * names a folder holding them, one folder per repository (STANDARDS below;
 * README, "WordPress coding standards", says which tags and how to unpack
 * them). Without the variable this prints one line saying it skipped and
 * exits 0, so `npm test` runs it only where the standards are.
 *   npm run lint:wpcs                        every shipped PHP file
 *   npm run lint:wpcs -- php/Hub/Catalog     only these paths
 *   npm run lint:wpcs -- --report=source     any other phpcs argument
 * Exits 1 on any error or warning (a warning is fixed or annotated).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, shippedFiles } from './lib/shipped.mjs';

/**
 * The folders STENCILBOX_WPCS_DIR must hold: a repository's tree each, and
 * a file that shows it is there. Every folder goes into PHP_CodeSniffer's
 * installed_paths.
 */
export const STANDARDS = [
	// WordPress/WordPress-Coding-Standards: WordPress, WordPress-Core, …
	[ 'WordPress-Coding-Standards', 'WordPress/ruleset.xml' ],
	// PHPCSStandards/PHPCSUtils: the helpers WPCS's sniffs are built on.
	[ 'PHPCSUtils', 'PHPCSUtils/ruleset.xml' ],
	// PHPCSStandards/PHPCSExtra: Universal, Modernize, NormalizedArrays.
	[ 'PHPCSExtra', 'Universal/ruleset.xml' ],
	// PHPCompatibility/PHPCompatibility and the two rulesets on top of it.
	[ 'PHPCompatibility', 'PHPCompatibility/ruleset.xml' ],
	[
		'PHPCompatibilityParagonie',
		'PHPCompatibilityParagonieSodiumCompat/ruleset.xml',
	],
	[ 'PHPCompatibilityWP', 'PHPCompatibilityWP/ruleset.xml' ],
];

const RULESET = 'phpcs-wpcs.xml.dist';

const dir = process.env.STENCILBOX_WPCS_DIR;
if ( ! dir ) {
	console.log(
		'lint:wpcs: skipped, STENCILBOX_WPCS_DIR is not set (README "WordPress coding standards" says how to get them)'
	);
	process.exit( 0 );
}
const base = path.resolve( dir );
const missing = STANDARDS.filter(
	( [ folder, marker ] ) => ! existsSync( path.join( base, folder, marker ) )
).map( ( [ folder, marker ] ) => `${ folder }/${ marker }` );
if ( missing.length ) {
	console.error(
		`lint:wpcs: STENCILBOX_WPCS_DIR (${ base }) lacks ${ missing.join(
			', '
		) }; README "WordPress coding standards" lists the folders it holds`
	);
	process.exit( 1 );
}
if ( spawnSync( 'phpcs', [ '--version' ] ).status !== 0 ) {
	console.error(
		"lint:wpcs: phpcs not found: run bin/ensure-deps.sh (it installs Debian's php-codesniffer)"
	);
	process.exit( 1 );
}

const args = process.argv.slice( 2 );
const paths = args.filter( ( arg ) => ! arg.startsWith( '-' ) );
const options = args.filter( ( arg ) => arg.startsWith( '-' ) );
// build/*.asset.php are written by wp-scripts at each build (which npm test
// runs beside this check): generated, not ours, and not there yet on a
// fresh checkout.
const files = paths.length
	? paths
	: shippedFiles().filter(
			( file ) => file.endsWith( '.php' ) && ! file.startsWith( 'build/' )
		);
const temp = mkdtempSync( path.join( os.tmpdir(), 'stencilbox-wpcs-' ) );
const list = path.join( temp, 'files' );
writeFileSync( list, files.join( '\n' ) + '\n' );
const run = spawnSync(
	'phpcs',
	[
		'-q',
		`--standard=${ RULESET }`,
		'--runtime-set',
		'installed_paths',
		STANDARDS.map( ( [ folder ] ) => path.join( base, folder ) ).join(
			','
		),
		`--file-list=${ list }`,
		...options,
	],
	{ cwd: root, stdio: 'inherit' }
);
rmSync( temp, { recursive: true, force: true } );
const what = paths.length
	? paths.join( ' ' )
	: `${ files.length } shipped PHP files`;
if ( run.status !== 0 ) {
	console.error(
		`lint:wpcs: violations above in ${ what } (what it checks and how a phpcs:ignore says why: ${ RULESET })`
	);
	process.exit( 1 );
}
console.log( `lint:wpcs: no errors or warnings in ${ what } (${ RULESET })` );
