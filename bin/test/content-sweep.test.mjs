/**
 * The content sweeps' choice (bin/lib/content-sweep.mjs): every item when
 * asked or when the demo differs from the recorded full sweep, otherwise a
 * third of each list (at least one), the same for a seed and another for
 * another seed, so that a few commits check every item.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
	SHARE,
	fingerprint,
	plan,
	recorded,
	sample,
} from '../lib/content-sweep.mjs';
import { tempDir } from './helpers.mjs';

const slugs = Array.from( { length: 49 }, ( _, n ) => `item-${ n }` );
const key = ( slug ) => slug;

test( 'every item with STENCILBOX_CONTENT_SWEEP=all, whatever is recorded', () => {
	const which = plan( { setting: 'all', current: 'a', previous: 'a' } );
	assert.equal( which.all, true );
	assert.deepEqual( sample( slugs, key, which ), slugs );
} );

test( 'every item when the demo is not the one the last full sweep passed on, or none is recorded', () => {
	const changed = plan( { setting: '', current: 'b', previous: 'a' } );
	assert.equal( changed.all, true );
	assert.match( changed.why, /changed since the last full sweep/ );
	const never = plan( { setting: '', current: 'b', previous: '' } );
	assert.equal( never.all, true );
	assert.match( never.why, /no full sweep is recorded/ );
} );

test( 'a third otherwise, in the list’s order, the same for a seed and another for another', () => {
	const one = plan( {
		setting: '',
		current: 'a',
		previous: 'a',
		commit: 'c1',
	} );
	assert.equal( one.all, false );
	assert.equal( one.seed, 'c1' );
	const first = sample( slugs, key, one );
	assert.equal( first.length, Math.ceil( slugs.length * SHARE ) );
	assert.deepEqual(
		first,
		slugs.filter( ( slug ) => first.includes( slug ) ),
		'kept in order'
	);
	assert.deepEqual( sample( slugs, key, one ), first, 'repeatable' );
	const other = sample( slugs, key, { all: false, seed: 'c2' } );
	assert.notDeepEqual( other, first );
	// A seed given in the variable wins over the commit (repeating a run).
	assert.equal(
		plan( { setting: 'c9', current: 'a', previous: 'a', commit: 'c1' } )
			.seed,
		'c9'
	);
	// Over a few seeds every item is checked.
	const seen = new Set();
	for ( let n = 0; n < 30; n++ ) {
		for ( const slug of sample( slugs, key, {
			all: false,
			seed: `c${ n }`,
		} ) ) {
			seen.add( slug );
		}
	}
	assert.equal( seen.size, slugs.length );
	assert.deepEqual( sample( [ 'only' ], key, one ), [ 'only' ] );
} );

test( 'the fingerprint is every file’s name and bytes, and the record is read back', ( t ) => {
	const dir = tempDir( t, 'content-sweep' );
	mkdirSync( path.join( dir, 'demo/gutenberg' ), { recursive: true } );
	writeFileSync( path.join( dir, 'demo/catalogue.json' ), '{}' );
	writeFileSync( path.join( dir, 'demo/gutenberg/a.html' ), 'A' );
	const before = fingerprint( path.join( dir, 'demo' ) );
	assert.match( before, /^[0-9a-f]{64}$/ );
	writeFileSync( path.join( dir, 'demo/gutenberg/a.html' ), 'B' );
	assert.notEqual( fingerprint( path.join( dir, 'demo' ) ), before );
	writeFileSync( path.join( dir, 'demo/gutenberg/a.html' ), 'A' );
	assert.equal( fingerprint( path.join( dir, 'demo' ) ), before );
	writeFileSync( path.join( dir, 'demo/gutenberg/b.html' ), '' );
	assert.notEqual( fingerprint( path.join( dir, 'demo' ) ), before );

	const file = path.join( dir, 'record.json' );
	assert.equal( recorded( file ), '' );
	writeFileSync( file, JSON.stringify( { fingerprint: before } ) );
	assert.equal( recorded( file ), before );
} );
