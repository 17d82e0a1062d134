<?php
/**
 * Where cloud file bodies live: one small interface, so a hub can keep them
 * in its database (the default) or elsewhere.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

defined( 'ABSPATH' ) || exit;

/**
 * Bodies are content-addressed: the key is the SHA-256 of the body, so two
 * files with the same content (a copy, the same page pushed twice) share
 * one body. A body is kept while a file row names its hash.
 */
interface BodyStore {
	/**
	 * Stores a body if no body with its hash is stored yet.
	 *
	 * @param string $body Body.
	 * @return string Its hash.
	 */
	public function put( string $body ): string;

	/**
	 * A body, or null when none has that hash.
	 *
	 * @param string $hash SHA-256 (hex).
	 */
	public function get( string $hash ): ?string;

	/**
	 * Whether a body with that hash is stored.
	 *
	 * @param string $hash SHA-256 (hex).
	 */
	public function has( string $hash ): bool;

	/**
	 * Recounts the files that use a body and deletes it when none does.
	 *
	 * @param string $hash SHA-256 (hex).
	 */
	public function settle( string $hash ): void;

	/**
	 * What is stored: bodies and their total size in bytes.
	 *
	 * @return array{bodies: int, bytes: int}
	 */
	public function stats(): array;
}
