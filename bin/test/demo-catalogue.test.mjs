/**
 * The demo catalogue as it ships (php/Hub/Catalog/demo): every rule of
 * bin/demo-catalogue/check.mjs holds on it — references between
 * catalogue.json and its files, core blocks only, nothing newer than the
 * oldest supported WordPress, and a pack's pages that bring their own
 * level-1 heading ask for the theme's page template without a title (their
 * cards show no theme title above them; a full-site import gave every
 * inner page a second one).
 */
import assert from 'node:assert/strict';
import {
	mkdtempSync,
	readFileSync,
	rmSync,
	cpSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './helpers.mjs';
import { checkCatalogue } from '../demo-catalogue/check.mjs';

const demo = path.join( root, 'php/Hub/Catalog/demo' );

test( 'the shipped demo catalogue passes every check', () => {
	const { errors, summary } = checkCatalogue( demo );
	assert.deepEqual( errors, [] );
	assert.equal( summary.at( -1 ), 'catalogue OK' );
} );

test( 'a pack page with its own level-1 heading and no page template is refused', () => {
	const dir = mkdtempSync( path.join( tmpdir(), 'stencilbox-demo-' ) );
	try {
		cpSync( demo, dir, { recursive: true } );
		const file = path.join( dir, 'catalogue.json' );
		const catalogue = JSON.parse( readFileSync( file, 'utf8' ) );
		const about = catalogue.items.find(
			( item ) => item.slug === 'harbor-agency-about'
		);
		assert.equal( about.page_template, 'page-no-title' );
		delete about.page_template;
		writeFileSync( file, JSON.stringify( catalogue ) );
		assert.deepEqual( checkCatalogue( dir ).errors, [
			'item harbor-agency-about: a pack page with its own level-1 heading must ask for a page template without the title (page_template: page-no-title)',
		] );
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
} );
