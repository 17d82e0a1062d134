/**
 * bin/lint-php.sh syntax (bin/lint-php-syntax.php): every file compiled in
 * one child PHP instead of one `php -l` each, and still what `php -l`
 * refuses is refused, naming the file and line: a parse error and a
 * compile-time error alike, every broken file reported, not only the first.
 * A function declared in two files is no error (it is none for `php -l`,
 * one file at a time), and what is not ours (hidden folders, node_modules,
 * build, artifacts, vendor at the top) is not checked.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { run, tempDir } from './helpers.mjs';

const escape = ( text ) => text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

function plant( dir, file, lines ) {
	const target = path.join( dir, file );
	mkdirSync( path.dirname( target ), { recursive: true } );
	writeFileSync( target, lines.join( '\n' ) + '\n' );
	return target;
}

test( 'a parse error and a compile-time error fail, each naming its file and line; the clean files pass', async ( t ) => {
	const dir = tempDir( t, 'lint-php' );
	// Clean files, two of them declaring the same function (compiled, never run).
	plant( dir, 'a-clean.php', [ '<?php', 'function stencilbox_same() {}' ] );
	plant( dir, 'php/b-clean.php', [
		'<?php',
		'function stencilbox_same() {}',
		'class Stencilbox_Clean {}',
	] );
	const parse = plant( dir, 'php/c-parse.php', [
		'<?php',
		'',
		'function stencilbox_broken( {',
	] );
	const compile = plant( dir, 'php/d-compile.php', [
		'<?php',
		'function stencilbox_twice( $a, $a ) {}',
	] );
	const redeclared = plant( dir, 'php/e-compile.php', [
		'<?php',
		'class Stencilbox_Twice {',
		'	public function x() {}',
		'	public function x() {}',
		'}',
	] );
	plant( dir, 'php/f-clean.php', [ '<?php', 'echo 1;' ] );
	// Not ours: never checked.
	for ( const folder of [
		'.wp-cache',
		'node_modules',
		'build',
		'artifacts',
		'vendor',
	] ) {
		plant( dir, `${ folder }/broken.php`, [ '<?php', 'if (' ] );
	}

	const out = await run( 'bin/lint-php.sh', [ 'syntax', dir ] );
	assert.equal( out.code, 1, out.stdout + out.stderr );
	assert.match(
		out.stderr,
		new RegExp(
			`Parse error: syntax error, .* in ${ escape( parse ) } on line 3\\n`
		)
	);
	assert.match(
		out.stderr,
		new RegExp(
			`Fatal error: Redefinition of parameter \\$a in ${ escape( compile ) } on line 2\\n`
		)
	);
	assert.match(
		out.stderr,
		new RegExp(
			`Fatal error: Cannot redeclare Stencilbox_Twice::x\\(\\) in ${ escape( redeclared ) } on line 4\\n`
		)
	);
	assert.match(
		out.stderr,
		/php -l: syntax errors above \(3 of 6 files\)\n$/
	);
	assert.doesNotMatch( out.stderr, /clean\.php|broken\.php/ );
	assert.equal( out.stdout, '' );
} );

test( 'clean files pass, in one line', async ( t ) => {
	const dir = tempDir( t, 'lint-php-clean' );
	for ( let i = 0; i < 5; i++ ) {
		// Each declares the same function: no error for `php -l` either.
		plant( dir, `sub/${ i }.php`, [
			'<?php',
			'declare(strict_types=1);',
			'function stencilbox_each(): int { return 1; }',
		] );
	}
	const out = await run( 'bin/lint-php.sh', [ 'syntax', dir ] );
	assert.equal( out.code, 0, out.stderr );
	assert.equal( out.stdout, 'php -l: 5 files, no syntax errors\n' );
	assert.equal( out.stderr, '' );
} );
