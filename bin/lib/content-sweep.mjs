/**
 * The per-item content sweeps (issue [22], the suite's time budget): the
 * e2e tests that check every item of the shipped demo catalogue one by one
 * (tests/e2e/specs/fidelity.spec.ts, demo-insert-all.spec.ts) check every
 * item only when the demo content may have changed; otherwise a share of
 * the items, a different share on every commit.
 *
 * - **Every item** when STENCILBOX_CONTENT_SWEEP=all (`npm run test:content`
 *   sets it), or when the demo catalogue's files (php/Hub/Catalog/demo/)
 *   are not the ones the last full sweep passed on: their SHA-256 is not
 *   the one tests/e2e/content-sweep.json records. `npm run test:content`
 *   runs the full sweeps and, when they pass, records it: commit that file
 *   with the content.
 * - **Otherwise a sample**: `SHARE` of each list (at least one item),
 *   chosen by hashing each item's key with a seed, the commit checked out
 *   (`git rev-parse HEAD`), so a run can be repeated exactly, and a few
 *   commits between them check every item. STENCILBOX_CONTENT_SWEEP=<seed>
 *   repeats another run's choice; the specs print the seed and the items.
 *
 * Plain Node (no dependencies): the specs import it (dynamically: they are
 * compiled to CommonJS) and bin/test-content.mjs runs it.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../..'
);

/** The demo catalogue as it ships: what the sweeps check. */
export const DEMO = path.join( root, 'php/Hub/Catalog/demo' );
/** What the last full sweep passed on. */
export const RECORD = path.join( root, 'tests/e2e/content-sweep.json' );
/** The share of each list a sampled run checks. */
export const SHARE = 1 / 3;

/**
 * SHA-256 over every file of a folder: each one's path (relative, `/`
 * separated, sorted) and its bytes.
 *
 * @param {string} dir Folder.
 * @return {string} Hex digest.
 */
export function fingerprint( dir = DEMO ) {
	const hash = createHash( 'sha256' );
	const files = readdirSync( dir, { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) =>
			path
				.relative(
					dir,
					path.join( entry.parentPath ?? entry.path, entry.name )
				)
				.split( path.sep )
				.join( '/' )
		)
		.sort();
	for ( const file of files ) {
		hash.update( `${ file }\0` );
		hash.update( readFileSync( path.join( dir, file ) ) );
		hash.update( '\0' );
	}
	return hash.digest( 'hex' );
}

/**
 * The fingerprint the last full sweep recorded, or '' when none did.
 *
 * @param {string} file The record.
 * @return {string} Fingerprint.
 */
export function recorded( file = RECORD ) {
	if ( ! existsSync( file ) ) {
		return '';
	}
	return String(
		JSON.parse( readFileSync( file, 'utf8' ) ).fingerprint ?? ''
	);
}

/**
 * The commit checked out, or 'no-git' outside a clone.
 *
 * @return {string} Seed.
 */
function head() {
	try {
		return execFileSync( 'git', [ 'rev-parse', 'HEAD' ], {
			cwd: root,
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'ignore' ],
		} ).trim();
	} catch {
		return 'no-git';
	}
}

/**
 * What this run sweeps: every item (and why), or a sample with its seed.
 *
 * @param {Object} options          Overrides (tests).
 * @param {string} options.setting  STENCILBOX_CONTENT_SWEEP's value.
 * @param {string} options.current  The demo's fingerprint now.
 * @param {string} options.previous The recorded one.
 * @param {string} options.commit   The commit checked out.
 * @return {{ all: boolean, why: string, seed: string }} The plan.
 */
export function plan( {
	setting = process.env.STENCILBOX_CONTENT_SWEEP ?? '',
	current,
	previous,
	commit,
} = {} ) {
	if ( setting === 'all' ) {
		return {
			all: true,
			why: 'STENCILBOX_CONTENT_SWEEP=all',
			seed: '',
		};
	}
	const now = current ?? fingerprint();
	const last = previous ?? recorded();
	if ( now !== last ) {
		return {
			all: true,
			why: last
				? 'the demo catalogue changed since the last full sweep (tests/e2e/content-sweep.json; `npm run test:content` records a passing one)'
				: 'no full sweep is recorded (tests/e2e/content-sweep.json; `npm run test:content` records one)',
			seed: '',
		};
	}
	const seed = setting || commit || head();
	return {
		all: false,
		why: `a sample of ${ Math.round(
			SHARE * 100
		) } %, seed ${ seed } (STENCILBOX_CONTENT_SWEEP=${ seed } repeats it, =all checks every item)`,
		seed,
	};
}

/**
 * The items a run checks: all of them, or SHARE of them (at least one),
 * those whose key hashes lowest with the seed, in their original order.
 *
 * @template T
 * @param {T[]}                            items The whole list.
 * @param {(item: T) => string}            key   A stable name (the item's slug).
 * @param {{ all: boolean, seed: string }} which The plan.
 * @return {T[]} What to check.
 */
export function sample( items, key, which ) {
	if ( which.all || items.length === 0 ) {
		return items;
	}
	const count = Math.max( 1, Math.ceil( items.length * SHARE ) );
	const rank = ( item ) =>
		createHash( 'sha256' )
			.update( `${ which.seed }\0${ key( item ) }` )
			.digest( 'hex' );
	const chosen = new Set(
		items
			.map( ( item ) => ( { item, order: rank( item ) } ) )
			.sort( ( a, b ) => ( a.order < b.order ? -1 : 1 ) )
			.slice( 0, count )
			.map( ( { item } ) => item )
	);
	return items.filter( ( item ) => chosen.has( item ) );
}
