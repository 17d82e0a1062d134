<?php
/**
 * What every `wp stencilbox` command shares: errors as WP-CLI errors with
 * the spec's code, who the command acts as, options checked against the
 * REST route's args.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Cli;

use Stencilbox\Support\HubAddress;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Base of the command classes. WP-CLI makes every public method of a
 * command class a subcommand, so everything here is protected.
 */
abstract class Command {
	/**
	 * Runs a piece of work; a refusal of the services (`HttpError`) ends the
	 * command with `Error: <message> [<code>]` and exit code 1.
	 *
	 * @param callable $work The work.
	 * @return mixed What the work returns.
	 */
	protected function attempt( callable $work ): mixed {
		try {
			return $work();
		} catch ( HttpError $error ) {
			$this->fail( $error );
		}
		return null;
	}

	/**
	 * Writes an export to a file: refused when the file exists without
	 * `--force`, made in a temporary file by `$make` and copied there.
	 * With `--porcelain` it prints the path and says so.
	 *
	 * @param string               $file       Where to write it.
	 * @param array<string, mixed> $assoc_args The command's options (`force`, `porcelain`).
	 * @param callable             $make       Writes the export and answers its temporary path.
	 * @return bool Whether the path was printed (`--porcelain`): nothing more to say.
	 */
	protected function export_to( string $file, array $assoc_args, callable $make ): bool {
		if ( file_exists( $file ) && empty( $assoc_args['force'] ) ) {
			/* translators: %s: file path */
			$this->fail( new HttpError( 'invalid_data', sprintf( __( '%s already exists. Add --force to overwrite it.', 'stencilbox' ), $file ), 400 ) );
		}
		$temp = (string) $this->attempt( $make );
		$done = copy( $temp, $file );
		wp_delete_file( $temp );
		if ( ! $done ) {
			/* translators: %s: file path */
			$this->fail( new HttpError( 'export_failed', sprintf( __( 'The bundle could not be written to %s.', 'stencilbox' ), $file ), 500 ) );
		}
		if ( empty( $assoc_args['porcelain'] ) ) {
			return false;
		}
		\WP_CLI::line( $file );
		return true;
	}

	/**
	 * Ends the command with a service's error.
	 *
	 * @param HttpError $error The error.
	 */
	protected function fail( HttpError $error ): void {
		\WP_CLI::error( sprintf( '%s [%s]', $error->getMessage(), $error->error_code() ) );
	}

	/**
	 * Calls one of the site's REST routes in this process, as the user
	 * WP-CLI acts as: for work whose service is the route itself (the
	 * catalogue's item by slug), so the route's args, defaults,
	 * permission and answer are exactly the app's.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route, e.g. `/stencilbox/v1/full-site-import/run`.
	 * @param array<string, mixed> $params Query (GET) or JSON body.
	 * @return array<mixed> The answer.
	 * @throws HttpError The route's error, with its code and status.
	 */
	protected function rest( string $method, string $route, array $params = array() ): array {
		$request = new \WP_REST_Request( $method, $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( (object) $params ) );
		}
		$response = rest_do_request( $request );
		if ( $response->is_error() ) {
			// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a route's plain-text message, which the command prints as text (fail()).
			throw HttpError::from_wp_error( $response->as_error() );
		}
		return (array) json_decode( (string) wp_json_encode( $response->get_data() ), true );
	}

	/**
	 * Prints rows with WP-CLI's formatter (`--format`). In a table and CSV
	 * a yes/no reads better than WP-CLI's 1 and empty; JSON and YAML keep
	 * true and false.
	 *
	 * @param string                             $format WP-CLI format.
	 * @param array<int, array<string, mixed>>   $rows   Rows (the first one's keys are the columns).
	 */
	protected static function print_rows( string $format, array $rows ): void {
		if ( in_array( $format, array( 'table', 'csv' ), true ) ) {
			$rows = array_map(
				static fn( array $row ): array => array_map( static fn( mixed $value ): mixed => is_bool( $value ) ? ( $value ? 'yes' : 'no' ) : $value, $row ),
				$rows
			);
		}
		\WP_CLI\Utils\format_items( $format, $rows, array_keys( $rows[0] ?? array() ) );
	}

	/**
	 * The REST routes' permission, for the user WP-CLI acts as (`--user`).
	 *
	 * @param string $capability Capability the route's permission checks.
	 */
	protected function require_capability( string $capability ): void {
		if ( current_user_can( $capability ) ) {
			return;
		}
		$this->fail(
			new HttpError(
				'rest_forbidden',
				is_user_logged_in()
					? __( 'Sorry, this WordPress user is not allowed to do that. Run the command as an administrator with --user=<id|login|email>.', 'stencilbox' )
					: __( 'Run this command as a WordPress administrator: add --user=<id|login|email>.', 'stencilbox' ),
				403
			)
		);
	}

	/**
	 * The hub's owner: an administrator (`--user`) of a site that is its
	 * own hub. On a site that uses another hub the command is refused,
	 * naming the hub, and nothing is written: `HubAddress::not_own_hub()`,
	 * the rule the hub owner's REST routes follow too.
	 */
	protected function require_hub_owner(): void {
		$this->require_capability( 'manage_options' );
		$refused = HubAddress::not_own_hub();
		if ( null !== $refused ) {
			$this->fail( $refused );
		}
	}

	/**
	 * Options checked and converted the way the REST route checks its
	 * body: with the route's own args schema (types, enums, patterns,
	 * ranges, defaults). Option names use hyphens (`--template-type`); a
	 * list is comma-separated (a name may hold spaces).
	 *
	 * @param array<string, mixed>                $assoc_args WP-CLI's options.
	 * @param array<string, array<string, mixed>> $args       The route's args.
	 * @param array<string, string>               $labels     How messages name an arg given another way (`<post>`).
	 * @return array<string, mixed>
	 * @throws HttpError `invalid_data` (400) for a value the route would refuse.
	 */
	protected static function checked( array $assoc_args, array $args, array $labels = array() ): array {
		$input = array();
		foreach ( $args as $key => $schema ) {
			$option = str_replace( '_', '-', $key );
			if ( ! array_key_exists( $option, $assoc_args ) ) {
				if ( array_key_exists( 'default', $schema ) ) {
					$input[ $key ] = $schema['default'];
				}
				continue;
			}
			$value = $assoc_args[ $option ];
			if ( 'array' === ( $schema['type'] ?? '' ) && is_string( $value ) ) {
				$value = array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), 'strlen' ) );
			}
			$label = $labels[ $key ] ?? '--' . $option;
			$valid = rest_validate_value_from_schema( $value, $schema, $label );
			if ( is_wp_error( $valid ) ) {
				HttpError::raise( 'invalid_data', $valid->get_error_message(), 400 );
			}
			$input[ $key ] = rest_sanitize_value_from_schema( $value, $schema, $label );
		}
		return $input;
	}
}
