<?php
/**
 * Stand-in for `cli\progress\Bar` (wp-cli/php-cli-tools lib/cli/progress/Bar.php,
 * via `WP_CLI\Utils\make_progress_bar()`): records the ticks instead of
 * drawing them.
 *
 * @package Stencilbox
 */

namespace cli\progress;

/**
 * A progress bar: a message, a total, ticks with their messages, finished or not.
 */
final class Bar {
	/**
	 * Ticks so far.
	 *
	 * @var int
	 */
	public int $current = 0;

	/**
	 * Each tick's message ('' when none was given).
	 *
	 * @var string[]
	 */
	public array $messages = array();

	/**
	 * Whether `finish()` was called.
	 *
	 * @var bool
	 */
	public bool $finished = false;

	/**
	 * Constructor.
	 *
	 * @param string $message  Text before the bar.
	 * @param int    $total    Ticks to the end.
	 * @param int    $interval Milliseconds between redraws (unused here).
	 */
	public function __construct( public string $message, public int $total, int $interval = 100 ) {
		unset( $interval );
	}

	/**
	 * Moves on.
	 *
	 * @param int         $increment Ticks.
	 * @param string|null $msg       New message.
	 */
	public function tick( int $increment = 1, ?string $msg = null ): void {
		$this->current   += $increment;
		$this->messages[] = (string) $msg;
		if ( null !== $msg ) {
			$this->message = $msg;
		}
	}

	/**
	 * Ends the bar.
	 */
	public function finish(): void {
		$this->finished = true;
	}
}
