/**
 * The UI bench client (see bin/bench-ui.sh): Debian's Chromium through
 * Playwright, in the block editor of a new post, each time on a fresh load
 * of the editor (the browser's HTTP cache warm, as for anyone who has used
 * the editor before), timed inside the page from the click:
 *
 * - ours: the header's "Stencilbox library" button → the first card's image
 *   loaded and on screen;
 * - core: the block inserter's toggle → Patterns → All → the first pattern's
 *   preview drawn (its frame's blocks, and its images loaded); each next
 *   click is made the moment its button is there;
 * - insert: "Insert" on a demo page with images → its blocks drawn in the
 *   editor's canvas with their images (copied into the media library on the
 *   way); and, for comparison, a click on core's first pattern → its blocks
 *   in the canvas.
 *
 *   node bin/bench-ui.mjs measure <label> <results.json>   (WP_BASE_URL, WP_BENCH_UI_RUNS)
 *   node bin/bench-ui.mjs report <results.json>…            the table; exit 1 when a ratio is over 0.5
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './lib/chromium.mjs';

const base = process.env.WP_BASE_URL || 'http://127.0.0.1:8890';
const runs = Number( process.env.WP_BENCH_UI_RUNS || 5 );
const TARGET = 0.5;
/** A free demo page with images and no plugin to install first. */
const INSERT_ITEM = 'gutenberg/pages/stillwater-yoga-home';
const [ mode, ...args ] = process.argv.slice( 2 );

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};

/**
 * A fresh editor of a new post, ready to be clicked.
 *
 * @param {import('@playwright/test').Page} page Page.
 */
async function openEditor( page ) {
	await page.goto( `${ base }/wp-admin/post-new.php` );
	await page
		.getByRole( 'button', { name: 'Stencilbox library' } )
		.waitFor( { timeout: 60_000 } );
	await page.waitForFunction(
		() => {
			const canvas = document.querySelector(
				'iframe[name="editor-canvas"]'
			);
			return (
				canvas?.contentDocument?.readyState === 'complete' &&
				canvas.contentDocument.querySelector( '.is-root-container' )
			);
		},
		null,
		{ timeout: 60_000 }
	);
	// Let the editor settle (its own late requests) before the click.
	await page.waitForLoadState( 'networkidle' );
}

/**
 * Functions the timers share, installed in the page.
 *
 * @param {import('@playwright/test').Page} page Page.
 */
async function installHelpers( page ) {
	await page.evaluate( () => {
		const onScreen = ( element, view = window ) => {
			const box = element.getBoundingClientRect();
			return (
				box.width > 0 &&
				box.height > 0 &&
				box.bottom > 0 &&
				box.right > 0 &&
				box.top < view.innerHeight &&
				box.left < view.innerWidth
			);
		};
		const imagesLoaded = ( root ) =>
			[ ...root.querySelectorAll( 'img' ) ].every(
				( image ) => image.complete && image.naturalWidth > 0
			);
		// Clicks, then resolves with the ms until `done()` is true (checked every frame).
		const frame = window.requestAnimationFrame.bind( window );
		const time = ( click, done, limit = 60_000 ) =>
			new Promise( ( resolve, reject ) => {
				const start = performance.now();
				const check = () => {
					let finished = false;
					try {
						finished = done();
					} catch {}
					if ( finished ) {
						resolve( performance.now() - start );
					} else if ( performance.now() - start > limit ) {
						reject( new Error( 'timed out' ) );
					} else {
						frame( check );
					}
				};
				click();
				frame( check );
			} );
		const button = ( label, root = document ) =>
			[ ...root.querySelectorAll( 'button' ) ].find(
				( element ) => element.getAttribute( 'aria-label' ) === label
			);
		const canvas = () =>
			document.querySelector( 'iframe[name="editor-canvas"]' )
				?.contentDocument;
		window.__bench = { onScreen, imagesLoaded, time, button, canvas };
	} );
}

/**
 * Ours: the library button → the first card's image on screen.
 *
 * @param {import('@playwright/test').Page} page Page.
 */
function timeLibrary( page ) {
	return page.evaluate( () => {
		const { time, button, onScreen } = window.__bench;
		return time(
			() => button( 'Stencilbox library' ).click(),
			() => {
				const image = document.querySelector(
					'.stencilbox-library-modal img.stencilbox-item-card__image'
				);
				return (
					image &&
					image.complete &&
					image.naturalWidth > 0 &&
					onScreen( image )
				);
			}
		);
	} );
}

/**
 * Core: the inserter → Patterns → All → the first preview drawn.
 *
 * @param {import('@playwright/test').Page} page   Page.
 * @param {boolean}                         insert Then click the first pattern and time it into the canvas.
 */
function timePatterns( page, insert ) {
	return page.evaluate( async ( andInsert ) => {
		const { time, button, onScreen, imagesLoaded, canvas } = window.__bench;
		const tab = ( name ) =>
			[
				...document.querySelectorAll(
					'.block-editor-tabbed-sidebar [role="tab"], .block-editor-inserter__main-area [role="tab"], .block-editor-inserter__main-area button'
				),
			].find( ( element ) => element.textContent.trim() === name );
		const steps = { patterns: false, all: false };
		const open = await time(
			() =>
				(
					button( 'Block Inserter' ) ??
					button( 'Toggle block inserter' )
				).click(),
			() => {
				if ( ! steps.patterns ) {
					const patterns = tab( 'Patterns' );
					if ( patterns ) {
						patterns.click();
						steps.patterns = true;
					}
					return false;
				}
				if ( ! steps.all ) {
					const all = tab( 'All' );
					if ( all ) {
						all.click();
						steps.all = true;
					}
					return false;
				}
				const frame = document.querySelector(
					'.block-editor-block-patterns-list__item iframe'
				);
				const doc = frame?.contentDocument;
				return (
					doc?.readyState === 'complete' &&
					doc.querySelector( '.is-root-container > *' ) &&
					onScreen( frame ) &&
					imagesLoaded( doc )
				);
			}
		);
		if ( ! andInsert ) {
			return { open };
		}
		const before = canvas().querySelectorAll( '[data-block]' ).length;
		const inserted = await time(
			() =>
				document
					.querySelector(
						'.block-editor-block-patterns-list__item[role="option"]'
					)
					.click(),
			() => {
				const doc = canvas();
				return (
					doc.querySelectorAll( '[data-block]' ).length > before &&
					imagesLoaded( doc )
				);
			}
		);
		return { open, inserted };
	}, insert );
}

/**
 * Ours: Insert on a demo page → its blocks and images in the canvas.
 *
 * @param {import('@playwright/test').Page} page Page.
 */
async function timeInsert( page ) {
	await page.evaluate(
		( path ) =>
			window.wp.hooks.doAction( 'stencilbox.openLibrary', { path } ),
		INSERT_ITEM
	);
	const modal = page.locator( '.stencilbox-library-modal' );
	const button = modal.getByRole( 'button', { name: 'Insert', exact: true } );
	await button.waitFor( { timeout: 60_000 } );
	// The button is busy until the account is known; a person clicks it once
	// it is ready (Playwright's own click waits for that too).
	await page.waitForFunction(
		() =>
			[
				...document.querySelectorAll(
					'.stencilbox-library-modal button'
				),
			].some(
				( element ) =>
					element.textContent.trim() === 'Insert' &&
					! element.disabled &&
					element.getAttribute( 'aria-disabled' ) !== 'true'
			),
		null,
		{ timeout: 60_000 }
	);
	return page.evaluate( () => {
		const { time, imagesLoaded, canvas } = window.__bench;
		const insert = [
			...document.querySelectorAll( '.stencilbox-library-modal button' ),
		].find( ( element ) => element.textContent.trim() === 'Insert' );
		return time(
			() => insert.click(),
			() => {
				const doc = canvas();
				return (
					doc.querySelectorAll( '.is-root-container [data-block]' )
						.length > 3 &&
					doc.querySelector( '.is-root-container img' ) &&
					imagesLoaded( doc )
				);
			}
		);
	} );
}

async function measure( label, out ) {
	const browser = await chromium.launch( CHROMIUM_LAUNCH );
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
		locale: 'en-US',
	} );
	const page = await context.newPage();
	await page.goto( `${ base }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await page.click( '#wp-submit' );
	await page.waitForURL( /wp-admin/ );

	const times = { library: [], patterns: [], insert: [], patternInsert: [] };
	// One round to warm the browser's cache and the site's, then `runs`;
	// ours and core's alternate so noise falls on both.
	for ( let round = 0; round <= runs; round++ ) {
		await openEditor( page );
		await installHelpers( page );
		const library = await timeLibrary( page );
		await openEditor( page );
		await installHelpers( page );
		const patterns = await timePatterns( page, true );
		await openEditor( page );
		await installHelpers( page );
		const insert = await timeInsert( page );
		if ( round > 0 ) {
			times.library.push( library );
			times.patterns.push( patterns.open );
			times.patternInsert.push( patterns.inserted );
			times.insert.push( insert );
		}
		process.stderr.write(
			`\r  ${ label }: round ${ round }/${ runs } (library ${ library.toFixed( 0 ) } ms, patterns ${ patterns.open.toFixed( 0 ) } ms, insert ${ insert.toFixed( 0 ) } ms)   `
		);
	}
	process.stderr.write( '\n' );
	await browser.close();
	const result = {
		label,
		runs,
		times,
		library: median( times.library ),
		patterns: median( times.patterns ),
		insert: median( times.insert ),
		patternInsert: median( times.patternInsert ),
	};
	writeFileSync( out, JSON.stringify( result, null, '\t' ) );
}

function report( files ) {
	const results = files.map( ( file ) =>
		JSON.parse( readFileSync( file, 'utf8' ) )
	);
	console.log(
		`\nStencilbox UI bench — Debian's Chromium, block editor of a new post, median of ${ results[ 0 ].runs } fresh editor loads each`
	);
	console.log(
		`${ 'catalogue'.padEnd( 26 ) }${ 'library ms'.padStart( 12 ) }${ 'core patterns ms'.padStart( 18 ) }${ 'ratio'.padStart( 8 ) }${ 'insert ms'.padStart( 12 ) }${ 'core pattern insert ms'.padStart( 24 ) }`
	);
	let missed = false;
	for ( const r of results ) {
		const ratio = r.library / r.patterns;
		missed ||= ratio > TARGET;
		console.log(
			`${ r.label.padEnd( 26 ) }${ r.library.toFixed( 0 ).padStart( 12 ) }${ r.patterns.toFixed( 0 ).padStart( 18 ) }${ ( ratio.toFixed( 2 ) + ( ratio > TARGET ? '!' : ' ' ) ).padStart( 8 ) }${ r.insert.toFixed( 0 ).padStart( 12 ) }${ r.patternInsert.toFixed( 0 ).padStart( 24 ) }`
		);
	}
	console.log(
		`library: the Stencilbox button → the first card's image on screen; core patterns: the inserter → Patterns → All → the first preview drawn; target ratio ≤ ${ TARGET }.\ninsert: Insert on ${ INSERT_ITEM } (a demo page with images) → its blocks and images in the editor; core pattern insert: a click on the first pattern → its blocks in the editor.`
	);
	if ( missed ) {
		console.log( 'A ratio is over the target (marked !).' );
		process.exitCode = 1;
	}
}

if ( mode === 'measure' ) {
	await measure( args[ 0 ], args[ 1 ] );
} else if ( mode === 'report' ) {
	report( args );
} else {
	console.error(
		'Usage: node bin/bench-ui.mjs measure <label> <out.json> | report <results.json>…'
	);
	process.exit( 2 );
}
