/**
 * bin/lint-wpcs.mjs (`npm run lint:wpcs`): one line saying it skipped
 * without the standards, a clear failure when the folder lacks one, and,
 * where STENCILBOX_WPCS_DIR names them, that the standards really run:
 * a file breaking each rule family is refused, its clean twin passes.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { run, tempDir } from './helpers.mjs';

test( 'without STENCILBOX_WPCS_DIR it says it skipped, in one line, and passes', async () => {
	const out = await run( 'node', [ 'bin/lint-wpcs.mjs' ], {
		env: { STENCILBOX_WPCS_DIR: '' },
	} );
	assert.equal( out.code, 0, out.stderr );
	assert.equal( out.stderr, '' );
	assert.match(
		out.stdout,
		/^lint:wpcs: skipped, STENCILBOX_WPCS_DIR is not set \(README "WordPress coding standards" says how to get them\)\n$/
	);
} );

test( 'a folder without the standards fails, naming what it lacks', async ( t ) => {
	const empty = tempDir( t, 'wpcs-empty' );
	const out = await run( 'node', [ 'bin/lint-wpcs.mjs' ], {
		env: { STENCILBOX_WPCS_DIR: empty },
	} );
	assert.equal( out.code, 1 );
	for ( const folder of [
		'WordPress-Coding-Standards/WordPress/ruleset.xml',
		'PHPCSUtils/PHPCSUtils/ruleset.xml',
		'PHPCSExtra/Universal/ruleset.xml',
		'PHPCompatibility/PHPCompatibility/ruleset.xml',
		'PHPCompatibilityParagonie/PHPCompatibilityParagonieSodiumCompat/ruleset.xml',
		'PHPCompatibilityWP/PHPCompatibilityWP/ruleset.xml',
	] ) {
		assert.ok( out.stderr.includes( folder ), folder );
	}
	assert.equal( out.stdout, '' );
} );

test(
	'with the standards, each rule family finds its violation and the clean file passes',
	{
		skip: process.env.STENCILBOX_WPCS_DIR
			? false
			: 'STENCILBOX_WPCS_DIR is not set',
	},
	async ( t ) => {
		const dir = tempDir( t, 'wpcs-files' );
		const bad = path.join( dir, 'bad.php' );
		const good = path.join( dir, 'good.php' );
		writeFileSync(
			bad,
			[
				'<?php',
				'function stencilbox_bad( string $name, string $table ): void {',
				'	global $wpdb;',
				'	echo $name;',
				'	$wpdb->query( "DELETE FROM {$table}" );',
				"	echo esc_html( __( 'Hello', 'another-domain' ) );",
				'	unlink( $name );',
				'}',
				'',
			].join( '\n' )
		);
		writeFileSync(
			good,
			[
				'<?php',
				'function stencilbox_good( string $name, string $table ): void {',
				'	global $wpdb;',
				'	echo esc_html( $name );',
				"	$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d', $table, 1 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a test file.",
				"	echo esc_html( __( 'Hello', 'stencilbox' ) );",
				'	wp_delete_file( $name );',
				'}',
				'',
			].join( '\n' )
		);
		const refused = await run( 'node', [ 'bin/lint-wpcs.mjs', bad ], {
			timeout: 120_000,
		} );
		assert.equal( refused.code, 1, refused.stdout + refused.stderr );
		for ( const sniff of [
			'WordPress.Security.EscapeOutput.OutputNotEscaped',
			'WordPress.DB.PreparedSQL.InterpolatedNotPrepared',
			'WordPress.DB.DirectDatabaseQuery',
			'WordPress.WP.I18n.TextDomainMismatch',
			'WordPress.WP.AlternativeFunctions.unlink_unlink',
		] ) {
			assert.ok( refused.stdout.includes( sniff ), sniff );
		}
		const passed = await run( 'node', [ 'bin/lint-wpcs.mjs', good ], {
			timeout: 120_000,
		} );
		assert.equal( passed.code, 0, passed.stdout + passed.stderr );
		assert.match( passed.stdout, /lint:wpcs: no errors or warnings in / );
	}
);
