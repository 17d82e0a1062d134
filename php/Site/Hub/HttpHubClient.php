<?php
/**
 * The hub is another site: call its REST API over HTTP with the account's key.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Hub;

use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * JSON over HTTP; hub errors come back as HttpError with the hub's code.
 */
final class HttpHubClient implements HubClient {
	/** The header that carries this site's key from the hub owner. */
	public const SITE_KEY_HEADER = 'X-Stencilbox-Site-Key';

	/**
	 * The largest answer read from a hub: its largest legitimate one is a
	 * plugin or theme package (20 MB, PluginPackage::MAX_ZIP_BYTES) in
	 * base64 within JSON, about 27 MB. A longer body is cut there (WordPress
	 * stops keeping it) and refused, so a hostile hub cannot exhaust PHP's
	 * memory with an endless answer.
	 */
	public const MAX_ANSWER_BYTES = 32 * MB_IN_BYTES;

	/**
	 * Constructor.
	 *
	 * @param string               $base_url Hub site URL (home URL of the hub site).
	 * @param string|\Closure|null $site_key The key the hub's owner gave this site (the hub then
	 *                                       trusts the browser addresses it forwards), if any; or
	 *                                       what gives it when the first request needs it (the
	 *                                       client is built while plugins load, before
	 *                                       WordPress's salts that decrypt the key exist).
	 */
	public function __construct( private string $base_url, private string|\Closure|null $site_key = null ) {}

	/**
	 * Calls a hub route over HTTP.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $path    Route path.
	 * @param array<string, mixed> $params  Parameters.
	 * @param string|null          $api_key Key.
	 * @return array<mixed>
	 * @throws HttpError On a hub error or when the hub cannot be reached (see HubErrors).
	 */
	public function request( string $method, string $path, array $params = array(), ?string $api_key = null ): array {
		// `?rest_route=` works whatever the hub's permalink settings are.
		$url  = add_query_arg( 'rest_route', rawurlencode( '/' . Names::HUB_NAMESPACE . $path ), untrailingslashit( $this->base_url ) . '/' );
		$args = array(
			'method'              => $method,
			'timeout'             => 20,
			'redirection'         => 0,
			'headers'             => array( 'Accept' => 'application/json' ),
			'limit_response_size' => self::MAX_ANSWER_BYTES + 1,
		);
		if ( ! in_array( $method, array( 'GET', 'POST' ), true ) ) {
			// The usual nginx set-up for WordPress (`try_files $uri $uri/
			// /index.php?$args`) answers 405 to a DELETE or PUT of
			// `/?rest_route=…`; WordPress's REST server reads the method
			// from this header, as the block editor's own requests do.
			$args['method']                            = 'POST';
			$args['headers']['X-HTTP-Method-Override'] = $method;
		}
		if ( 'GET' === $method ) {
			$url = add_query_arg( array_map( static fn( mixed $v ): mixed => is_array( $v ) ? implode( ',', $v ) : $v, $params ), $url );
		} else {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = (string) wp_json_encode( (object) $params );
		}
		if ( null !== $api_key ) {
			$args['headers']['Authorization']    = 'Bearer ' . $api_key;
			$args['headers']['X-Stencilbox-Key'] = $api_key;
		}
		if ( $this->site_key instanceof \Closure ) {
			$this->site_key = ( $this->site_key )();
		}
		if ( null !== $this->site_key && '' !== $this->site_key ) {
			$args['headers'][ self::SITE_KEY_HEADER ] = $this->site_key;
		}
		$response = HubHttp::request( $this->base_url, $url, $args );
		if ( is_wp_error( $response ) ) {
			HubErrors::pass_on(
				new HttpError(
					HubErrors::UNREACHABLE,
					/* translators: %s: hub URL. */
					sprintf( __( 'The Stencilbox hub at %s could not be reached. Please try again.', 'stencilbox' ), $this->base_url ),
					502
				)
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		$data   = strlen( $body ) > self::MAX_ANSWER_BYTES ? null : json_decode( $body, true );
		unset( $body );
		if ( $status >= 400 ) {
			$data  = is_array( $data ) ? $data : array();
			$extra = is_array( $data['data'] ?? null ) ? $data['data'] : array();
			unset( $extra['status'] );
			// A code is a word (the screens choose what to show by it), whatever the hub sent.
			$code = (string) ( $data['code'] ?? '' );
			HubErrors::pass_on(
				new HttpError(
					1 === preg_match( '/^[a-z0-9_]{1,64}$/', $code ) ? $code : HubErrors::UNREADABLE,
					(string) ( $data['message'] ?? __( 'Something went wrong.', 'stencilbox' ) ),
					$status,
					$extra
				)
			);
		}
		if ( ! is_array( $data ) ) {
			HubErrors::pass_on( new HttpError( HubErrors::UNREADABLE, __( 'The Stencilbox hub sent an answer that could not be read.', 'stencilbox' ), 502 ) );
		}
		return $data;
	}

	/**
	 * The hub's URL.
	 */
	public function hub_id(): string {
		return untrailingslashit( $this->base_url );
	}

	/**
	 * Over HTTP.
	 */
	public function in_process(): bool {
		return false;
	}
}
