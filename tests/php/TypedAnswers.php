<?php
/**
 * One schema, two languages: a real answer carries exactly the fields of
 * its TypeScript type in `src/api/` (bases included, as TsTypes reads them).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * Shared by the types tests that check real answers (engagement, cloud).
 */
trait TypedAnswers {
	/**
	 * Top-level field names of an exported type of src/api, its bases' included.
	 *
	 * @param string $file TS file under src/api (where the type lives, for readers).
	 * @param string $name Type name.
	 * @return string[]
	 */
	protected function ts_fields( string $file, string $name ): array {
		$this->assertFileExists( dirname( __DIR__, 2 ) . '/src/api/' . $file );
		return array_keys( ( new TsTypes( dirname( __DIR__, 2 ) . '/src/api' ) )->fields( $name ) );
	}

	/**
	 * Asserts an answer has exactly the typed fields.
	 *
	 * @param string               $file   TS file.
	 * @param string               $name   Type.
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
