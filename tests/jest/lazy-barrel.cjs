/**
 * A Jest transform for the index of a big @wordpress package
 * (@wordpress/components' build/index.cjs: 120 `require`s, some 580 modules
 * in all): each of its exports is required when first read, not all of them
 * when the index is. Jest evaluates a test file's modules afresh for every
 * test file, and a suite that renders a Button and a Modal paid ~3.5 s of
 * CPU for the whole package each time; the browser never runs this file
 * (the build takes wp.components from WordPress).
 *
 * The index is esbuild's: `var import_x = __toESM(require("./x/index.cjs"));`
 * and exports as getters, `Button: () => import_button.default`. Each
 * `import_x` becomes a function that requires on first call. When the file
 * is not in that shape (a new version built otherwise), it is left as it
 * is: eager, as before, never wrong.
 */
const { createHash } = require( 'node:crypto' );
const { readFileSync } = require( 'node:fs' );

const SELF = readFileSync( __filename );

function lazy( src ) {
	const declared = new Set();
	let code = src.replace(
		/^var (import_\w+) = (__toESM\()?require\(("[^"\n]+")\)\)?;$/gm,
		( line, name, esm, specifier ) => {
			declared.add( name );
			const load = esm
				? `__toESM(require(${ specifier }))`
				: `require(${ specifier })`;
			return `var ${ name }$m, ${ name }$l = () => ${ name }$m ??= ${ load };`;
		}
	);
	code = code.replace(
		/\(\) => (import_\w+)\./g,
		( use, name ) => `() => ${ name }$l().`
	);
	// Every other mention of an import (outside the getters) would need it
	// at once: then the file stays as it is.
	const left = code.match( /\bimport_\w+\b(?!\$)/g ) ?? [];
	if ( declared.size === 0 || left.length > 0 ) {
		return src;
	}
	return code;
}

module.exports = {
	process( src ) {
		return { code: lazy( src ) };
	},
	getCacheKey( src, file ) {
		return createHash( 'sha1' )
			.update( SELF )
			.update( file )
			.update( src )
			.digest( 'hex' );
	},
};
