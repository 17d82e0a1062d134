<?php
/**
 * The part of WP-CLI that runs a command, for the stand-in: what
 * wp-cli/wp-cli does in php/WP_CLI/Runner.php (global `--user`),
 * php/WP_CLI/DocParser.php and php/WP_CLI/SynopsisParser.php (the
 * synopsis under "## OPTIONS" of a method's docblock: `<arg>`, `[<arg>]`,
 * `--name=<value>`, `[--name=<value>]`, `[--flag]`, `...` for repeating,
 * then `: description` and an optional YAML block with `default:` and
 * `options:`) and php/WP_CLI/Dispatcher/Subcommand.php (validation:
 * too few positionals print the usage and exit 1, too many, unknown or
 * missing options and values outside `options:` are "Parameter errors",
 * defaults are filled in). Read, not copied.
 *
 * @package Stencilbox
 */

namespace WP_CLI\StandIn;

/**
 * Runs `wp …` in this process, as a fresh WP-CLI process would.
 */
final class Runner {
	/**
	 * Runs a command line (already split into words, as a shell does).
	 *
	 * @param string[] $argv Words after `wp`.
	 * @return array{stdout: string[], stderr: string[], exit: int, bars: \cli\progress\Bar[], questions: string[]}
	 */
	public static function run( array $argv ): array {
		\WP_CLI::reset_output();
		wp_set_current_user( 0 );
		$exit = 0;
		try {
			self::dispatch( $argv );
		} catch ( \WP_CLI\ExitException $exit_exception ) {
			$exit = $exit_exception->getCode();
		}
		return array(
			'stdout'    => \WP_CLI::$stdout,
			'stderr'    => \WP_CLI::$stderr,
			'exit'      => $exit,
			'bars'      => \WP_CLI::$bars,
			'questions' => \WP_CLI::$questions,
		);
	}

	/**
	 * Finds the command and its subcommand, checks the arguments, calls it.
	 *
	 * @param string[] $argv Words.
	 */
	private static function dispatch( array $argv ): void {
		$args  = array();
		$assoc = array();
		foreach ( $argv as $word ) {
			if ( preg_match( '/^--([a-z0-9-]+)=(.*)$/s', $word, $m ) ) {
				$assoc[ $m[1] ] = $m[2];
			} elseif ( preg_match( '/^--no-([a-z0-9-]+)$/', $word, $m ) ) {
				$assoc[ $m[1] ] = false;
			} elseif ( preg_match( '/^--([a-z0-9-]+)$/', $word, $m ) ) {
				$assoc[ $m[1] ] = true;
			} else {
				$args[] = $word;
			}
		}
		if ( isset( $assoc['user'] ) ) {
			self::set_user( (string) $assoc['user'] );
			unset( $assoc['user'] );
		}
		$names = array_keys( \WP_CLI::$commands );
		usort( $names, static fn( string $a, string $b ): int => substr_count( $b, ' ' ) <=> substr_count( $a, ' ' ) );
		foreach ( $names as $name ) {
			$words = explode( ' ', $name );
			if ( array_slice( $args, 0, count( $words ) ) !== $words ) {
				continue;
			}
			$command = \WP_CLI::$commands[ $name ];
			$rest    = array_slice( $args, count( $words ) );
			$method  = self::method( $command, (string) ( $rest[0] ?? '' ) );
			if ( null === $method ) {
				\WP_CLI::error( sprintf( "'%s' is not a registered subcommand of '%s'. See 'wp help %s' for available subcommands.", $rest[0] ?? '', $name, $name ) );
			}
			$positional = array_slice( $rest, 1 );
			$assoc      = self::validated( $name . ' ' . $rest[0], self::synopsis( (string) $method->getDocComment() ), $positional, $assoc );
			$method->invoke( is_object( $command ) ? $command : new $command(), $positional, $assoc );
			return;
		}
		\WP_CLI::error( sprintf( "'%s' is not a registered wp command. See 'wp help' for available commands.", $args[0] ?? '' ) );
	}

	/**
	 * WP-CLI's global `--user=<id|login|email>`.
	 *
	 * @param string $who Id, login or email.
	 */
	private static function set_user( string $who ): void {
		$user = ctype_digit( $who ) ? get_user_by( 'id', (int) $who ) : ( is_email( $who ) ? get_user_by( 'email', $who ) : get_user_by( 'login', $who ) );
		if ( ! $user ) {
			\WP_CLI::error( sprintf( "Invalid user ID, email or login: '%s'", $who ) );
		}
		wp_set_current_user( $user->ID );
	}

	/**
	 * The public method a subcommand name calls (its name, or `@subcommand`).
	 *
	 * @param object|string $command Command object or class.
	 * @param string        $name    Subcommand.
	 */
	private static function method( object|string $command, string $name ): ?\ReflectionMethod {
		foreach ( ( new \ReflectionClass( $command ) )->getMethods( \ReflectionMethod::IS_PUBLIC ) as $method ) {
			if ( $method->isStatic() || str_starts_with( $method->getName(), '__' ) ) {
				continue;
			}
			$tag = preg_match( '/@subcommand\s+(\S+)/', (string) $method->getDocComment(), $m ) ? $m[1] : $method->getName();
			if ( $tag === $name ) {
				return $method;
			}
		}
		return null;
	}

	/**
	 * The synopsis under "## OPTIONS" of a docblock.
	 *
	 * @param string $doc Docblock.
	 * @return array<int, array{type: string, name: string, optional: bool, repeating: bool, token: string, desc: string, default: mixed, options: string[]|null}>
	 */
	public static function synopsis( string $doc ): array {
		$lines = array_map( static fn( string $line ): string => rtrim( (string) preg_replace( '#^\s*(/\*\*|\*/|\*)\s?#', '', $line ) ), explode( "\n", $doc ) );
		$spec  = array();
		$in    = false;
		$yaml  = false;
		foreach ( $lines as $line ) {
			if ( str_starts_with( $line, '## ' ) ) {
				$in = '## OPTIONS' === $line;
				continue;
			}
			if ( ! $in || str_starts_with( $line, '@' ) ) {
				continue;
			}
			$last = count( $spec ) - 1;
			if ( '---' === $line ) {
				$yaml = ! $yaml;
				continue;
			}
			if ( $yaml && $last >= 0 ) {
				if ( preg_match( '/^default:\s*(.*)$/', $line, $m ) ) {
					$spec[ $last ]['default'] = $m[1];
				} elseif ( preg_match( '/^\s+-\s+(.+)$/', $line, $m ) ) {
					$spec[ $last ]['options'][] = $m[1];
				}
				continue;
			}
			if ( str_starts_with( $line, ': ' ) && $last >= 0 ) {
				$spec[ $last ]['desc'] = substr( $line, 2 );
				continue;
			}
			// `[<file>...]` is how WP-CLI writes an optional repeating argument.
			if ( preg_match( '/^(\[?)(?:<([a-z0-9_-]+)>|--([a-z0-9-]+)(=<[^>]+>)?)(\.\.\.)?(\]?)(\.\.\.)?$/', $line, $m ) ) {
				$spec[] = array(
					'type'      => '' !== $m[2] ? 'positional' : ( '' !== ( $m[4] ?? '' ) ? 'assoc' : 'flag' ),
					'name'      => '' !== $m[2] ? $m[2] : $m[3],
					'optional'  => '[' === $m[1],
					'repeating' => '' !== ( $m[5] ?? '' ) || '' !== ( $m[7] ?? '' ),
					'token'     => $line,
					'desc'      => '',
					'default'   => null,
					'options'   => null,
				);
			}
		}
		return $spec;
	}

	/**
	 * Checks the arguments against the synopsis; fills in defaults.
	 *
	 * @param string                           $path       Command path.
	 * @param array<int, array<string, mixed>> $spec       Synopsis.
	 * @param string[]                         $positional Positional arguments.
	 * @param array<string, mixed>             $assoc      Options.
	 * @return array<string, mixed> Options with defaults.
	 */
	private static function validated( string $path, array $spec, array $positional, array $assoc ): array {
		$positionals = array_values( array_filter( $spec, static fn( array $arg ): bool => 'positional' === $arg['type'] ) );
		$required    = count( array_filter( $positionals, static fn( array $arg ): bool => ! $arg['optional'] ) );
		if ( count( $positional ) < $required ) {
			\WP_CLI::line( 'usage: wp ' . $path . ' ' . implode( ' ', array_column( $spec, 'token' ) ) );
			\WP_CLI::halt( 1 );
		}
		$repeating = (bool) array_filter( $positionals, static fn( array $arg ): bool => $arg['repeating'] );
		if ( ! $repeating && count( $positional ) > count( $positionals ) ) {
			\WP_CLI::error( 'Too many positional arguments: ' . implode( ' ', array_slice( $positional, count( $positionals ) ) ) );
		}
		$errors = array();
		$known  = array();
		foreach ( $spec as $arg ) {
			if ( 'positional' === $arg['type'] ) {
				continue;
			}
			$name           = $arg['name'];
			$known[ $name ] = true;
			if ( ! array_key_exists( $name, $assoc ) ) {
				if ( null !== $arg['default'] ) {
					$assoc[ $name ] = $arg['default'];
				} elseif ( ! $arg['optional'] ) {
					$errors[] = "missing --{$name} parameter";
				}
				continue;
			}
			if ( 'assoc' === $arg['type'] && true === $assoc[ $name ] ) {
				$errors[] = "--{$name} parameter needs a value";
			} elseif ( null !== $arg['options'] && ! in_array( (string) $assoc[ $name ], $arg['options'], true ) ) {
				$errors[] = "Invalid value specified for '{$name}' ({$arg['desc']})";
			}
		}
		foreach ( array_keys( $assoc ) as $key ) {
			if ( ! isset( $known[ $key ] ) ) {
				$errors[] = "unknown --{$key} parameter";
			}
		}
		if ( $errors ) {
			\WP_CLI::error( "Parameter errors:\n " . implode( "\n ", $errors ) );
		}
		return $assoc;
	}
}
