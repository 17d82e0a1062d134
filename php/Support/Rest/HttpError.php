<?php
/**
 * An error with an HTTP status, thrown anywhere below a REST callback and
 * turned into a WP_Error in one place (Controller::handle).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * `{code, message, data: {status, …}}` on the wire.
 */
class HttpError extends \RuntimeException {
	/**
	 * Constructor.
	 *
	 * @param string               $error_code Machine code (the spec's codes where it has one).
	 * @param string               $message    Human message (translated).
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $data       Extra data for the client.
	 */
	public function __construct( private string $error_code, string $message, private int $status = 400, private array $data = array() ) {
		parent::__construct( $message );
	}

	/**
	 * Throws a new error: how code below a REST callback stops with one.
	 *
	 * The one place an HttpError is thrown with its message. A message is
	 * plain text: Controller::handle() answers it as JSON (a WP_Error), the
	 * CLI prints it as text, and the pages that show one escape it there
	 * (`esc_html( $error->getMessage() )`). Escaping it here, as
	 * WordPress.Security.EscapeOutput asks of every thrown message, would
	 * put HTML entities into what the user reads.
	 *
	 * @param string               $error_code Machine code (the spec's codes where it has one).
	 * @param string               $message    Human message (translated, plain text).
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $data       Extra data for the client.
	 * @throws HttpError Always.
	 */
	public static function raise( string $error_code, string $message, int $status = 400, array $data = array() ): never {
		// phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text, answered as JSON or escaped where a page shows it (see above).
		throw new self( $error_code, $message, $status, $data );
	}

	/**
	 * The machine code.
	 */
	public function error_code(): string {
		return $this->error_code;
	}

	/**
	 * The HTTP status.
	 */
	public function status(): int {
		return $this->status;
	}

	/**
	 * The error's data (without `status`).
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		return $this->data;
	}

	/**
	 * As a WP_Error.
	 */
	public function to_wp_error(): \WP_Error {
		return new \WP_Error( $this->error_code, $this->getMessage(), array_merge( $this->data, array( 'status' => $this->status ) ) );
	}

	/**
	 * From a WP_Error (status defaults to 500).
	 *
	 * @param \WP_Error $error Error.
	 */
	public static function from_wp_error( \WP_Error $error ): self {
		$data   = (array) $error->get_error_data();
		$status = (int) ( $data['status'] ?? 500 );
		unset( $data['status'] );
		return new self( (string) $error->get_error_code(), $error->get_error_message(), $status, $data );
	}
}
