<?php
/**
 * A stand-in for WP-CLI's `WP_CLI` class, for PHPUnit: WP-CLI itself cannot
 * be installed here (no internet; Debian's archive has no `wp-cli` package).
 *
 * It mirrors the public API our commands use, as wp-cli/wp-cli declares it
 * in php/class-wp-cli.php (read, not copied):
 * - `add_command( $name, $callable, $args = array() )`: a class, object or
 *   callable under a space-separated name ("stencilbox catalogue"); a
 *   subcommand of a missing parent is deferred until the parent is added.
 * - `line( $message = '' )` → STDOUT as is; `log( $message )` → STDOUT;
 *   `success( $message )` → STDOUT "Success: …"; `warning( $message )` →
 *   STDERR "Warning: …"; `error( $message, $exit = true )` → STDERR
 *   "Error: …", then exits with 1 (or the integer given; `false` goes on).
 *   `halt( $code )` exits with the code. An exit is `WP_CLI\ExitException`
 *   (what WP-CLI throws itself when it captures exits), caught by the
 *   stand-in's runner, which records the code.
 * - `confirm( $question, $assoc_args = array() )`: skipped with `--yes`;
 *   otherwise prints "<question> [y/n] " and reads an answer (here: the
 *   next of `$answers`); anything but "y" exits with code 0, as WP-CLI's
 *   bare `exit` does.
 * The rest of WP-CLI's behaviour the tests rely on (argument parsing,
 * docblock synopses, `--user`) is in `WP_CLI\StandIn\Runner`; the output
 * helpers of `WP_CLI\Utils` are in utils.php.
 *
 * @package Stencilbox
 */

// phpcs:disable Squiz.Classes.ValidClassName.NotCamelCaps -- WP-CLI's own class name.

/**
 * Records what commands print and how they exit.
 */
final class WP_CLI {
	/**
	 * Lines written to STDOUT.
	 *
	 * @var string[]
	 */
	public static array $stdout = array();

	/**
	 * Lines written to STDERR.
	 *
	 * @var string[]
	 */
	public static array $stderr = array();

	/**
	 * Registered commands: name => class, object or callable.
	 *
	 * @var array<string, mixed>
	 */
	public static array $commands = array();

	/**
	 * Additions waiting for their parent: name => [parent, callable].
	 *
	 * @var array<string, array{0: string, 1: mixed}>
	 */
	public static array $deferred = array();

	/**
	 * Answers `confirm()` reads, in order.
	 *
	 * @var string[]
	 */
	public static array $answers = array();

	/**
	 * Questions `confirm()` asked.
	 *
	 * @var string[]
	 */
	public static array $questions = array();

	/**
	 * Progress bars made during the command.
	 *
	 * @var \cli\progress\Bar[]
	 */
	public static array $bars = array();

	/**
	 * Forgets the last command's output (the commands stay registered).
	 */
	public static function reset_output(): void {
		self::$stdout    = array();
		self::$stderr    = array();
		self::$questions = array();
		self::$bars      = array();
	}

	/**
	 * Registers a command.
	 *
	 * @param string               $name          Command name, e.g. "stencilbox catalogue".
	 * @param mixed                $callable_item Class name, object or callable.
	 * @param array<string, mixed> $args          Registration args (unused here).
	 * @return bool False when deferred.
	 */
	public static function add_command( string $name, mixed $callable_item, array $args = array() ): bool {
		unset( $args );
		if ( ! is_callable( $callable_item ) && ! is_object( $callable_item ) && ! ( is_string( $callable_item ) && class_exists( $callable_item ) ) ) {
			self::error( sprintf( 'Callable %s does not exist, and cannot be registered as `wp %s`.', wp_json_encode( $callable_item ), $name ) );
		}
		$path = preg_split( '/\s+/', trim( $name ) );
		array_pop( $path );
		$parent = implode( ' ', $path );
		if ( '' !== $parent && ! isset( self::$commands[ $parent ] ) ) {
			self::$deferred[ $name ] = array( $parent, $callable_item );
			return false;
		}
		self::$commands[ $name ] = $callable_item;
		foreach ( self::$deferred as $child => $waiting ) {
			[ $waiting_for, $child_callable ] = $waiting;
			if ( $waiting_for === $name ) {
				unset( self::$deferred[ $child ] );
				self::add_command( $child, $child_callable );
			}
		}
		return true;
	}

	/**
	 * A line as is.
	 *
	 * @param string $message Message.
	 */
	public static function line( string $message = '' ): void {
		self::$stdout[] = $message;
	}

	/**
	 * An informational line.
	 *
	 * @param string $message Message.
	 */
	public static function log( string $message ): void {
		self::$stdout[] = $message;
	}

	/**
	 * "Success: …".
	 *
	 * @param string $message Message.
	 */
	public static function success( string $message ): void {
		self::$stdout[] = 'Success: ' . $message;
	}

	/**
	 * "Warning: …" on STDERR.
	 *
	 * @param string $message Message.
	 */
	public static function warning( string $message ): void {
		self::$stderr[] = 'Warning: ' . $message;
	}

	/**
	 * "Error: …" on STDERR, then the exit.
	 *
	 * @param string|\WP_Error $message Message.
	 * @param bool|int         $exit    True: exit 1; an integer ≥ 1: that code; false: go on.
	 * @throws \WP_CLI\ExitException The exit.
	 */
	public static function error( string|\WP_Error $message, bool|int $exit = true ): void {
		self::$stderr[] = 'Error: ' . ( is_wp_error( $message ) ? $message->get_error_message() : $message );
		$code           = true === $exit ? 1 : ( is_int( $exit ) && $exit >= 1 ? $exit : 0 );
		if ( $code ) {
			throw new \WP_CLI\ExitException( '', $code );
		}
	}

	/**
	 * Exits with a code.
	 *
	 * @param int $code Exit code.
	 * @throws \WP_CLI\ExitException The exit.
	 */
	public static function halt( int $code ): void {
		throw new \WP_CLI\ExitException( '', $code );
	}

	/**
	 * Asks before a destructive step; `--yes` answers for the user.
	 *
	 * @param string               $question   Question.
	 * @param array<string, mixed> $assoc_args The command's options.
	 * @throws \WP_CLI\ExitException Exit 0 on any answer but "y".
	 */
	public static function confirm( string $question, array $assoc_args = array() ): void {
		if ( ! empty( $assoc_args['yes'] ) ) {
			return;
		}
		self::$questions[] = $question;
		self::$stdout[]    = $question . ' [y/n] ';
		$answer            = strtolower( trim( (string) array_shift( self::$answers ) ) );
		if ( 'y' !== $answer ) {
			throw new \WP_CLI\ExitException( '', 0 );
		}
	}
}
