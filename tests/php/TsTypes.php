<?php
/**
 * One schema, two languages: reads the fields of a TypeScript interface of
 * `src/api/` and compares them with a real answer.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Shared by the types tests.
 */
trait TsTypes {
	/**
	 * Top-level field names of an `export interface Name … {}` block.
	 *
	 * @param string $file TS file under src/api.
	 * @param string $name Interface name.
	 * @return string[]
	 */
	protected function ts_fields( string $file, string $name ): array {
		$ts = (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/api/' . $file );
		$this->assertSame( 1, preg_match( '/export interface ' . $name . '\b[^{]*\{(.*?)\n\}/s', $ts, $block ), $name );
		preg_match_all( '/^\t(\w+)\??:/m', $block[1], $fields );
		return $fields[1];
	}

	/**
	 * Asserts an answer has exactly the typed fields.
	 *
	 * @param string               $file   TS file.
	 * @param string               $name   Interface.
	 * @param array<string, mixed> $answer Real answer.
	 */
	protected function assert_typed( string $file, string $name, array $answer ): void {
		$typed = $this->ts_fields( $file, $name );
		$keys  = array_keys( $answer );
		sort( $typed );
		sort( $keys );
		$this->assertSame( $typed, $keys, $name );
	}
}
