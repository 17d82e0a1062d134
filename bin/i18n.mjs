/**
 * Translations with the ecosystem's tools.
 *
 *   npm run i18n
 *     languages/stencilbox.pot: the PHP strings (wp-pot) merged with the
 *     TypeScript strings (@wordpress/babel-plugin-makepot, run by Babel over
 *     src/, tests left out). Never edit the .pot by hand.
 *
 *   npm run i18n:compile -- <file.po> [--out <folder>]
 *     From a translation (e.g. stencilbox-fr_FR.po), what WordPress loads
 *     (gettext-parser): stencilbox-fr_FR.mo for PHP, and one
 *     stencilbox-fr_FR-{md5}.json per script, where md5 is of the script's
 *     path inside the plugin (`build/admin.js`), as load_script_textdomain()
 *     hashes it. Default folder: the .po's own.
 *
 * A script's JSON holds the translations of the strings its built file
 * contains, plus those of the lazy chunks (build/chunks/) when the script
 * loads chunks: WordPress loads translations per registered script, and a
 * chunk is never registered, so its strings travel with the entry.
 */
import { createHash } from 'node:crypto';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	readdirSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import gettextParser from 'gettext-parser';
import wpPot from 'wp-pot';

const { WP_Pot: WpPot } = wpPot;

const require = createRequire( import.meta.url );
// Babel as @wordpress/scripts brings it (the same copy its build uses).
const { transformFileSync } = createRequire(
	require.resolve( '@wordpress/scripts/package.json' )
)( '@babel/core' );
const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const DOMAIN = 'stencilbox';
const pkg = JSON.parse(
	readFileSync( path.join( root, 'package.json' ), 'utf8' )
);

/**
 * Source files below a folder (tests left out).
 *
 * @param {string}                    dir  Folder.
 * @param {(name: string) => boolean} test Which file names.
 * @param {string[]}                  out  Collected so far.
 * @return {string[]} Paths, sorted.
 */
function walk( dir, test, out = [] ) {
	for ( const name of readdirSync( dir ) ) {
		const file = path.join( dir, name );
		if ( statSync( file ).isDirectory() ) {
			if ( name !== 'test' ) {
				walk( file, test, out );
			}
		} else if ( test( name ) ) {
			out.push( file );
		}
	}
	return out.sort();
}

/** The PHP strings, through wp-pot. */
function phpPot() {
	return new WpPot( {
		globOpts: { cwd: root, absolute: true },
		pathsRelativeTo: root,
		php: { textdomain: DOMAIN },
		pot: { defaultHeaders: false },
	} )
		.parse( [ 'stencilbox.php', 'uninstall.php', 'php/**/*.php' ] )
		.generatePot();
}

/** The TypeScript strings, through Babel and @wordpress/babel-plugin-makepot. */
function scriptPot() {
	const output = path.join( root, 'artifacts', 'i18n-scripts.pot' );
	mkdirSync( path.dirname( output ), { recursive: true } );
	const files = walk(
		path.join( root, 'src' ),
		( name ) => /\.tsx?$/.test( name ) && ! name.endsWith( '.d.ts' )
	);
	// One plugin instance for every file: it collects as it goes and writes
	// everything it has seen after each file.
	const makepot = [
		require.resolve( '@wordpress/babel-plugin-makepot' ),
		{ output },
	];
	const cwd = process.cwd();
	process.chdir( root ); // References are relative to the working folder.
	try {
		for ( const file of files ) {
			transformFileSync( file, {
				babelrc: false,
				configFile: false,
				code: false,
				presets: [
					[
						require.resolve( '@babel/preset-typescript' ),
						{ isTSX: true, allExtensions: true },
					],
					[
						require.resolve( '@babel/preset-react' ),
						{ runtime: 'automatic' },
					],
				],
				plugins: [ makepot ],
			} );
		}
	} finally {
		process.chdir( cwd );
	}
	return readFileSync( output );
}

/**
 * Merges two POT files: one entry per context and msgid, references and comments joined.
 * @param {...any} pots
 */
function merge( ...pots ) {
	const parsed = pots.map( ( pot ) => gettextParser.po.parse( pot ) );
	const translations = {};
	for ( const pot of parsed ) {
		for ( const [ context, entries ] of Object.entries(
			pot.translations
		) ) {
			for ( const [ msgid, entry ] of Object.entries( entries ) ) {
				if ( msgid === '' ) {
					continue;
				}
				translations[ context ] ??= {};
				const seen = translations[ context ][ msgid ];
				if ( ! seen ) {
					translations[ context ][ msgid ] = entry;
					continue;
				}
				const join = ( key ) =>
					[
						...new Set(
							[ seen.comments?.[ key ], entry.comments?.[ key ] ]
								.filter( Boolean )
								.join( '\n' )
								.split( '\n' )
						),
					].join( '\n' );
				seen.comments = {
					...seen.comments,
					reference: join( 'reference' ),
					extracted: join( 'extracted' ),
				};
			}
		}
	}
	return gettextParser.po.compile(
		{
			charset: 'utf-8',
			headers: {
				'Project-Id-Version': `Stencilbox ${ pkg.version }`,
				'MIME-Version': '1.0',
				'Content-Type': 'text/plain; charset=UTF-8',
				'Content-Transfer-Encoding': '8bit',
				'X-Domain': DOMAIN,
			},
			translations,
		},
		{ foldLength: 0, sort: false }
	);
}

function makePot() {
	const pot = merge( phpPot(), scriptPot() );
	const file = path.join( root, 'languages', `${ DOMAIN }.pot` );
	writeFileSync(
		file,
		`# Copyright (C) Stencilbox\n# This file is distributed under the ${ pkg.license }.\n${ pot }\n`
	);
	const count = ( pot.toString().match( /^msgid "/gm ) ?? [] ).length - 1;
	console.log( `i18n: ${ path.relative( root, file ) }, ${ count } strings` );
}

/**
 * Whether a string appears in minified JavaScript (in either quotes).
 *
 * @param {string} code  JavaScript.
 * @param {string} msgid String.
 * @return {boolean} Whether it is there.
 */
function appearsIn( code, msgid ) {
	const json = JSON.stringify( msgid ).slice( 1, -1 );
	return (
		code.includes( json ) ||
		code.includes( json.replace( /\\"/g, '"' ).replace( /'/g, "\\'" ) )
	);
}

/**
 * The .mo and per-script JSON files of one translation.
 *
 * @param {string} poFile The .po, named `stencilbox-{locale}.po`.
 * @param {string} out    Folder to write to.
 */
function compile( poFile, out ) {
	const locale = path
		.basename( poFile, '.po' )
		.replace( new RegExp( `^${ DOMAIN }-` ), '' );
	const po = gettextParser.po.parse( readFileSync( poFile ) );
	mkdirSync( out, { recursive: true } );
	const base = path.join( out, `${ DOMAIN }-${ locale }` );
	writeFileSync( `${ base }.mo`, gettextParser.mo.compile( po ) );

	const build = path.join( root, 'build' );
	const chunks = existsSync( path.join( build, 'chunks' ) )
		? readdirSync( path.join( build, 'chunks' ) )
				.filter( ( name ) => name.endsWith( '.js' ) )
				.map( ( name ) =>
					readFileSync( path.join( build, 'chunks', name ), 'utf8' )
				)
				.join( '\n' )
		: '';
	const written = [];
	for ( const name of readdirSync( build ).filter( ( file ) =>
		file.endsWith( '.js' )
	) ) {
		const own = readFileSync( path.join( build, name ), 'utf8' );
		const code = own.includes( 'chunks/' ) ? `${ own }\n${ chunks }` : own;
		const messages = {
			'': {
				domain: 'messages',
				lang: po.headers.Language || locale,
				'plural-forms':
					po.headers[ 'Plural-Forms' ] ||
					'nplurals=2; plural=(n != 1);',
			},
		};
		for ( const [ context, entries ] of Object.entries(
			po.translations
		) ) {
			for ( const [ msgid, entry ] of Object.entries( entries ) ) {
				if (
					msgid === '' ||
					! entry.msgstr.some( Boolean ) ||
					! appearsIn( code, msgid )
				) {
					continue;
				}
				const key = context ? `${ context }\u0004${ msgid }` : msgid;
				messages[ key ] = entry.msgstr;
			}
		}
		if ( Object.keys( messages ).length === 1 ) {
			continue;
		}
		const relative = `build/${ name }`;
		const md5 = createHash( 'md5' ).update( relative ).digest( 'hex' );
		const file = `${ base }-${ md5 }.json`;
		writeFileSync(
			file,
			JSON.stringify( {
				'translation-revision-date':
					po.headers[ 'PO-Revision-Date' ] || '',
				generator: 'stencilbox bin/i18n.mjs (gettext-parser)',
				source: relative,
				domain: 'messages',
				locale_data: { messages },
			} )
		);
		written.push(
			`${ path.basename( file ) } (${ relative }, ${
				Object.keys( messages ).length - 1
			})`
		);
	}
	console.log(
		`i18n: ${ path.basename( base ) }.mo and ${
			written.length
		} script files in ${ out }:\n  ${ written.join( '\n  ' ) }`
	);
}

const [ command, ...args ] = process.argv.slice( 2 );
if ( ! command || command === 'pot' ) {
	makePot();
} else if ( command === 'compile' && args[ 0 ] ) {
	const at = args.indexOf( '--out' );
	compile(
		path.resolve( args[ 0 ] ),
		path.resolve( at >= 0 ? args[ at + 1 ] : path.dirname( args[ 0 ] ) )
	);
} else {
	console.error(
		'usage: node bin/i18n.mjs [pot] | compile <stencilbox-{locale}.po> [--out <folder>]'
	);
	process.exit( 1 );
}
