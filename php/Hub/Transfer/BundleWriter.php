<?php
/**
 * The parts of a library bundle being written: its lists a line at a
 * time, its bodies and media once per hash, all read by the zip from files
 * when it closes, so nothing is held whole in memory.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Transfer;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fopen, WordPress.WP.AlternativeFunctions.file_system_operations_fwrite, WordPress.WP.AlternativeFunctions.file_system_operations_fclose, WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the export's own working folder, streamed.

/**
 * `ZipArchive::addFile()` reads a file when the zip is closed, while
 * `addFromString()` keeps the string until then: every body goes to a file
 * of the working folder first (`LibraryBundle::export()` removes it).
 */
final class BundleWriter {
	/**
	 * How many of each thing were written.
	 *
	 * @var array<string, int>
	 */
	public array $counts = array();

	/**
	 * Open list files.
	 *
	 * @var array<string, resource>
	 */
	private array $lists = array();

	/**
	 * Hashes of bodies and media already added.
	 *
	 * @var array<string, true>
	 */
	private array $added = array();

	/**
	 * Constructor.
	 *
	 * @param \ZipArchive $zip  The open zip.
	 * @param string      $work A working folder.
	 */
	public function __construct( private \ZipArchive $zip, private string $work ) {}

	/**
	 * Counts a thing.
	 *
	 * @param string $what What.
	 * @param int    $n    How many.
	 */
	public function count( string $what, int $n = 1 ): void {
		$this->counts[ $what ] = ( $this->counts[ $what ] ?? 0 ) + $n;
	}

	/**
	 * Adds a line to a list.
	 *
	 * @param string               $list  List (LibraryBundle::LISTS).
	 * @param array<string, mixed> $value Its object.
	 */
	public function line( string $list, array $value ): void {
		if ( ! isset( $this->lists[ $list ] ) ) {
			$handle = fopen( $this->work . '/' . $list . '.jsonl', 'wb' );
			if ( false === $handle ) {
				self::failed();
			}
			$this->lists[ $list ] = $handle;
		}
		if ( false === fwrite( $this->lists[ $list ], (string) wp_json_encode( $value, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" ) ) {
			self::failed();
		}
		$this->count( $list );
	}

	/**
	 * Adds a body (once per SHA-256).
	 *
	 * @param string $body Body.
	 */
	public function body( string $body ): void {
		$hash = hash( 'sha256', $body );
		if ( isset( $this->added[ 'bodies/' . $hash ] ) ) {
			return;
		}
		$file = $this->work . '/body-' . $hash;
		if ( false === file_put_contents( $file, $body ) || ! $this->zip->addFile( $file, 'bodies/' . $hash ) ) {
			self::failed();
		}
		$this->added[ 'bodies/' . $hash ] = true;
		$this->count( 'bodies' );
	}

	/**
	 * Adds an image of uploads (its bytes once per SHA-256; a line per place).
	 *
	 * @param string $relative Its path in uploads.
	 * @param string $file     The file.
	 */
	public function media( string $relative, string $file ): void {
		$hash = (string) hash_file( 'sha256', $file );
		if ( ! isset( $this->added[ 'media/' . $hash ] ) ) {
			// Images are compressed already: stored as they are.
			if ( ! $this->zip->addFile( $file, 'media/' . $hash ) ) {
				self::failed();
			}
			$this->zip->setCompressionName( 'media/' . $hash, \ZipArchive::CM_STORE );
			$this->added[ 'media/' . $hash ] = true;
		}
		$this->line(
			'media',
			array(
				'path' => $relative,
				'hash' => $hash,
				'size' => (int) filesize( $file ),
			)
		);
	}

	/**
	 * Closes the lists and adds them to the zip (before it closes).
	 */
	public function close_lists(): void {
		foreach ( $this->lists as $list => $handle ) {
			fclose( $handle );
			if ( ! $this->zip->addFile( $this->work . '/' . $list . '.jsonl', $list . '.jsonl' ) ) {
				self::failed();
			}
		}
		$this->lists = array();
	}

	/**
	 * Refuses to go on.
	 *
	 * @throws HttpError Always.
	 */
	private static function failed(): never {
		HttpError::raise( 'export_failed', __( 'The bundle could not be written.', 'stencilbox' ), 500 );
	}
}
