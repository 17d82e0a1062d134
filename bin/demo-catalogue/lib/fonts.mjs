/**
 * The fonts the packs use, shipped with the packs' block theme's design
 * (`design/stencilbox-canvas/`: its theme.json and fonts, which the theme in
 * the directory holds too): every family
 * a pack names for its body or headings is copied from its @fontsource
 * package (OFL fonts, latin subset, WOFF2, normal style) into
 * `design/stencilbox-canvas/assets/fonts/<family>/`, in the weights the
 * design uses, and registered in the theme's theme.json
 * (`settings.typography.fontFamilies[].fontFace`, `file:./assets/…`), so
 * WordPress prints their @font-face rules and the fonts load from the site
 * itself. theme.json is the list of record: php/Support/LocalFonts.php reads
 * it (for previews and for other builders, such as an Elementor kit).
 *
 * Weights: a body family in 300, 400, 600 and 700 (the sections set 300 on
 * big numbers, 600 on labels, buttons and card titles; <strong> is 700) and
 * its own weight; a heading family in its own weight and 600 (card titles
 * are headings of weight 600).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { root } from './site.mjs';

const BODY_WEIGHTS = [ 300, 400, 600, 700 ];
const HEADING_WEIGHTS = [ 600 ];

/** Where the theme keeps its fonts, relative to the theme folder. */
const FONTS_DIR = 'assets/fonts';

/**
 * A family's @fontsource package folder.
 *
 * @param {string} family Family name ("Fira Sans").
 * @return {string} Folder.
 */
function packageDir( family ) {
	const id = family.toLowerCase().replace( /[^a-z0-9]+/g, '-' );
	const dir = path.join( root, 'node_modules/@fontsource', id );
	if ( ! fs.existsSync( path.join( dir, 'metadata.json' ) ) ) {
		throw new Error(
			`The font ${ family } is not installed: npm install --save-dev @fontsource/${ id } (an OFL font), or pick a family that is`
		);
	}
	return dir;
}

/**
 * Family → weights the packs use.
 *
 * @param {Object[]} packDefs Pack definitions (with `fonts.body` and `fonts.heading`).
 * @return {Map<string, Set<number>>} Weights by family.
 */
export function fontsUsed( packDefs ) {
	const used = new Map();
	const add = ( family, weights ) => {
		const set = used.get( family ) || new Set();
		weights.forEach( ( w ) => set.add( Number( w ) ) );
		used.set( family, set );
	};
	for ( const def of packDefs ) {
		const { body, heading } = def.fonts;
		add( body.family, [ ...BODY_WEIGHTS, body.weight ] );
		add( heading.family, [ ...HEADING_WEIGHTS, heading.weight ] );
	}
	return used;
}

/**
 * Copies the fonts into a theme and writes its theme.json font families
 * (the theme's own system stacks are kept, first).
 *
 * @param {string}                   themeDir Theme folder.
 * @param {Map<string, Set<number>>} used     Weights by family.
 * @return {{families: number, files: number, bytes: number}} What was written.
 */
export function writeThemeFonts( themeDir, used ) {
	const fontsDir = path.join( themeDir, FONTS_DIR );
	fs.rmSync( fontsDir, { recursive: true, force: true } );
	const families = [];
	let files = 0;
	let bytes = 0;
	for ( const family of [ ...used.keys() ].sort() ) {
		const dir = packageDir( family );
		const meta = JSON.parse(
			fs.readFileSync( path.join( dir, 'metadata.json' ), 'utf8' )
		);
		const slug = meta.id;
		fs.mkdirSync( path.join( fontsDir, slug ), { recursive: true } );
		fs.copyFileSync(
			path.join( dir, 'LICENSE' ),
			path.join( fontsDir, slug, 'LICENSE.txt' )
		);
		const faces = [];
		for ( const weight of [ ...used.get( family ) ].sort() ) {
			if ( ! meta.weights.includes( weight ) ) {
				throw new Error( `${ family } has no weight ${ weight }` );
			}
			const file = `${ slug }-latin-${ weight }-normal.woff2`;
			fs.copyFileSync(
				path.join( dir, 'files', file ),
				path.join( fontsDir, slug, file )
			);
			bytes += fs.statSync( path.join( fontsDir, slug, file ) ).size;
			files++;
			faces.push( {
				fontFamily: meta.family,
				fontStyle: 'normal',
				fontWeight: String( weight ),
				fontDisplay: 'swap',
				src: [ `file:./${ FONTS_DIR }/${ slug }/${ file }` ],
			} );
		}
		families.push( {
			slug,
			name: meta.family,
			fontFamily: `"${ meta.family }", ${
				meta.category === 'serif' ? 'Georgia, serif' : 'sans-serif'
			}`,
			fontFace: faces,
		} );
	}
	const file = path.join( themeDir, 'theme.json' );
	const theme = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	const own = ( theme.settings.typography.fontFamilies || [] ).filter(
		( f ) => ! f.fontFace
	);
	theme.settings.typography.fontFamilies = [ ...own, ...families ];
	fs.writeFileSync( file, JSON.stringify( theme, null, '\t' ) + '\n' );
	return { families: families.length, files, bytes };
}
