<?php
/**
 * Pack packages built once and served in parts.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Packages;

use Stencilbox\Support\PrivateFolder;

defined( 'ABSPATH' ) || exit;

/**
 * A big pack's package does not fit one request of an ordinary host in
 * memory (its bytes, their base64 and the JSON around them: about four
 * times its size). So the hub builds it once, keeps it in its uploads
 * folder — shared by every web node, unlike a node's temporary folder —
 * and serves it in parts the site asks for one by one.
 *
 * A build's id is `<account id>-<32 hex>`: only the account that asked for
 * it may read it, and only through the pack it was built from (the pack is
 * recorded with the build and compared: an account that loses a paid pack
 * cannot read that pack's build through a free pack's route). Its files
 * live in a `PrivateFolder` under names derived from the id with the hub's
 * salt, so neither the id nor the key it was made for (the site's import
 * session, which the site's image addresses show) leads to the zip's
 * address. The site releases a build once its copy is checked; a build
 * left behind (an import that stopped) is removed a day later, when a next
 * one is made.
 */
final class PackBuilds {
	public const FOLDER = 'stencilbox/pack-builds';

	/** How long an unreleased build is kept (seconds): an import paused overnight resumes. */
	public const TTL = DAY_IN_SECONDS;

	/**
	 * The folder.
	 */
	private function dir(): string {
		return PrivateFolder::path( self::FOLDER );
	}

	/**
	 * A build's files, without their extension.
	 *
	 * @param string $id Build id.
	 */
	private function file( string $id ): string {
		return $this->dir() . '/' . PrivateFolder::name( 'stencilbox-pack-build', $id );
	}

	/**
	 * A build's id and the zip path to write it to (old builds swept); the
	 * path is null when that build is there already. With a key (the
	 * site's import session) the same key gives the same build of the same
	 * pack, so a first part asked for again — its request was killed — is
	 * served from the build made then, not from a second one; the same key
	 * through another pack is another build.
	 *
	 * @param int    $account Account id.
	 * @param int    $item    The pack it is a build of.
	 * @param string $key     The asker's key for this build ('' for a new one).
	 * @return array{0: string, 1: string|null}
	 */
	public function reserve( int $account, int $item, string $key = '' ): array {
		$dir = PrivateFolder::prepare( self::FOLDER );
		foreach ( (array) glob( $dir . '/*' ) as $file ) {
			if ( preg_match( '/\.(zip|json)$/', (string) $file ) && filemtime( (string) $file ) < time() - self::TTL ) {
				wp_delete_file( (string) $file );
			}
		}
		$id = $account . '-' . ( '' === $key ? bin2hex( random_bytes( 16 ) ) : substr( PrivateFolder::name( 'stencilbox-pack-build-key', $account . ':' . $item . ':' . $key ), 0, 32 ) );
		return array( $id, null === $this->find( $account, $item, $id ) ? $this->file( $id ) . '.zip' : null );
	}

	/**
	 * Records a finished build's pack, size and SHA-256 beside it.
	 *
	 * @param string $id   Build id.
	 * @param int    $item The pack it is a build of.
	 * @return array{item: int, size: int, sha256: string}
	 */
	public function seal( string $id, int $item ): array {
		$zip  = $this->file( $id ) . '.zip';
		$meta = array(
			'item'   => $item,
			'size'   => (int) filesize( $zip ),
			'sha256' => (string) hash_file( 'sha256', $zip ),
		);
		file_put_contents( $this->file( $id ) . '.json', (string) wp_json_encode( $meta ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return $meta;
	}

	/**
	 * An account's build of a pack: its zip, size and SHA-256; null when
	 * unknown, gone, another account's or another pack's.
	 *
	 * @param int    $account Account id.
	 * @param int    $item    The pack asked through.
	 * @param string $id      Build id.
	 * @return array{path: string, size: int, sha256: string}|null
	 */
	public function find( int $account, int $item, string $id ): ?array {
		if ( ! preg_match( '/^(\d+)-[a-f0-9]{32}$/', $id, $match ) || (int) $match[1] !== $account ) {
			return null;
		}
		$zip  = $this->file( $id ) . '.zip';
		$json = $this->file( $id ) . '.json';
		if ( ! is_file( $zip ) || ! is_file( $json ) ) {
			return null;
		}
		$meta = json_decode( (string) file_get_contents( $json ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		// A build made before builds named their pack has no `item`: it is no one's.
		if ( ! is_array( $meta ) || (int) ( $meta['item'] ?? 0 ) !== $item ) {
			return null;
		}
		return array(
			'path'   => $zip,
			'size'   => (int) $meta['size'],
			'sha256' => (string) $meta['sha256'],
		);
	}

	/**
	 * Bytes of a build.
	 *
	 * @param string $path   Zip.
	 * @param int    $offset From.
	 * @param int    $length How many (fewer at the end).
	 */
	public static function read( string $path, int $offset, int $length ): string {
		$handle = fopen( $path, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
		if ( false === $handle ) {
			return '';
		}
		fseek( $handle, $offset );
		$bytes = (string) fread( $handle, $length ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		return $bytes;
	}

	/**
	 * Removes an account's build of a pack (nothing when it is gone
	 * already, or is another's).
	 *
	 * @param int    $account Account id.
	 * @param int    $item    The pack asked through.
	 * @param string $id      Build id.
	 */
	public function release( int $account, int $item, string $id ): void {
		if ( null !== $this->find( $account, $item, $id ) ) {
			wp_delete_file( $this->file( $id ) . '.zip' );
			wp_delete_file( $this->file( $id ) . '.json' );
		}
	}
}
