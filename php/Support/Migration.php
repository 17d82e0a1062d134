<?php
/**
 * One versioned schema or data change.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * A migration runs once, in id order. `up()` must be idempotent (it may run
 * again after a crash half-way) and use only `$wpdb` / `dbDelta`, so it works
 * on MySQL/MariaDB and on SQLite.
 */
interface Migration {
	/**
	 * Sortable id, e.g. `0001-accounts`.
	 */
	public function id(): string;

	/**
	 * Applies the change.
	 *
	 * @param \wpdb $wpdb Database.
	 */
	public function up( \wpdb $wpdb ): void;
}
