/**
 * Generates languages/stencilbox.pot from the TypeScript sources (through
 * the TypeScript compiler's parser) and the PHP sources (through PHP's
 * tokenizer). Run with `npm run i18n`; never edit the .pot by hand.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'..'
);
const entries = new Map();

function add( { msgctxt, msgid, plural, ref, comment } ) {
	if ( typeof msgid !== 'string' || msgid === '' ) {
		return;
	}
	const key = `${ msgctxt ?? '' }\u0004${ msgid }`;
	const entry = entries.get( key ) ?? {
		msgctxt,
		msgid,
		plural,
		refs: [],
		comments: new Set(),
	};
	entry.refs.push( ref );
	if ( comment ) {
		entry.comments.add( comment );
	}
	entries.set( key, entry );
}

// Argument positions: [msgid, plural, context].
const SHAPES = {
	__: [ 0 ],
	_x: [ 0, null, 1 ],
	_n: [ 0, 1 ],
	_nx: [ 0, 1, 3 ],
};

function walk( dir, out = [] ) {
	for ( const name of readdirSync( dir ) ) {
		const file = path.join( dir, name );
		if ( statSync( file ).isDirectory() ) {
			if ( name !== 'test' ) {
				walk( file, out );
			}
		} else if ( /\.tsx?$/.test( name ) && ! name.endsWith( '.d.ts' ) ) {
			out.push( file );
		}
	}
	return out;
}

for ( const file of walk( path.join( root, 'src' ) ) ) {
	const text = readFileSync( file, 'utf8' );
	const source = ts.createSourceFile(
		file,
		text,
		ts.ScriptTarget.Latest,
		true
	);
	const visit = ( node ) => {
		if (
			ts.isCallExpression( node ) &&
			ts.isIdentifier( node.expression )
		) {
			const shape = SHAPES[ node.expression.text ];
			if ( shape ) {
				const literal = ( i ) => {
					const arg = node.arguments[ i ];
					return arg &&
						( ts.isStringLiteral( arg ) ||
							ts.isNoSubstitutionTemplateLiteral( arg ) )
						? arg.text
						: undefined;
				};
				const ranges =
					ts.getLeadingCommentRanges( text, node.getFullStart() ) ??
					[];
				let comment = '';
				// Translator comments sit before the call or the statement holding it.
				for ( let n = node; n && ! comment; n = n.parent ) {
					for ( const r of ts.getLeadingCommentRanges(
						text,
						n.getFullStart()
					) ?? ranges ) {
						const c = text.slice( r.pos, r.end );
						if ( /translators:/i.test( c ) ) {
							comment = c
								.replace(
									/^\/\*+|\*+\/$|^\/\/|^\s*\*\s?/gm,
									''
								)
								.trim();
						}
					}
					if ( ts.isStatement( n ) ) {
						break;
					}
				}
				const line =
					source.getLineAndCharacterOfPosition( node.getStart() )
						.line + 1;
				add( {
					msgid: literal( shape[ 0 ] ),
					plural:
						shape[ 1 ] !== undefined && shape[ 1 ] !== null
							? literal( shape[ 1 ] )
							: undefined,
					msgctxt:
						shape[ 2 ] !== undefined
							? literal( shape[ 2 ] )
							: undefined,
					ref: `${ path.relative( root, file ) }:${ line }`,
					comment,
				} );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
}

const phpLines = execFileSync(
	'php',
	[ path.join( root, 'bin/i18n-php-strings.php' ) ],
	{ encoding: 'utf8' }
)
	.split( '\n' )
	.filter( Boolean )
	.map( ( line ) => JSON.parse( line ) );
for ( const { file, line, fn, args, comment } of phpLines ) {
	const base =
		fn
			.replace( /^esc_(html|attr)/, '' )
			.replace( /^_e$/, '__' )
			.replace( /^_ex$/, '_x' ) || '__';
	const shape = SHAPES[ base === '' ? '__' : base ] ?? SHAPES.__;
	add( {
		msgid: args[ shape[ 0 ] ],
		plural:
			shape[ 1 ] !== undefined && shape[ 1 ] !== null
				? args[ shape[ 1 ] ]
				: undefined,
		msgctxt: shape[ 2 ] !== undefined ? args[ shape[ 2 ] ] : undefined,
		ref: `${ file }:${ line }`,
		comment,
	} );
}

const quote = ( s ) =>
	`"${ s.replace( /\\/g, '\\\\' ).replace( /"/g, '\\"' ).replace( /\n/g, '\\n' ) }"`;
const version = JSON.parse(
	readFileSync( path.join( root, 'package.json' ), 'utf8' )
).version;
let pot = `# Copyright (C) Stencilbox
# This file is distributed under the GPL-2.0-or-later.
msgid ""
msgstr ""
"Project-Id-Version: Stencilbox ${ version }\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: stencilbox\\n"
`;
const sorted = [ ...entries.values() ].sort( ( a, b ) =>
	a.refs[ 0 ].localeCompare( b.refs[ 0 ] )
);
for ( const entry of sorted ) {
	pot += '\n';
	for ( const comment of entry.comments ) {
		pot += `#. ${ comment.replace( /\n/g, '\n#. ' ) }\n`;
	}
	pot += `#: ${ entry.refs.join( ' ' ) }\n`;
	if ( entry.msgctxt ) {
		pot += `msgctxt ${ quote( entry.msgctxt ) }\n`;
	}
	pot += `msgid ${ quote( entry.msgid ) }\n`;
	if ( entry.plural ) {
		pot += `msgid_plural ${ quote( entry.plural ) }\nmsgstr[0] ""\nmsgstr[1] ""\n`;
	} else {
		pot += 'msgstr ""\n';
	}
}
writeFileSync( path.join( root, 'languages/stencilbox.pot' ), pot );
console.log( `languages/stencilbox.pot: ${ entries.size } strings` );
