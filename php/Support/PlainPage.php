<?php
/**
 * The plain pages the hub shows a person who followed a mailed link
 * (verification, password reset, WorkSpace invitation).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

defined( 'ABSPATH' ) || exit;

/**
 * One look and one structure for those pages: WordPress's message page
 * (`wp_die()`, the same as wp-login.php's errors), its content in a `main`
 * landmark with the page's one level-1 heading, so assistive technology
 * finds where the page's content is (axe: landmark-one-main, region).
 */
final class PlainPage {
	/**
	 * What a page's body may hold (wp_kses): text, links, the forms these
	 * pages send (one list for the three).
	 */
	public const BODY_HTML = array(
		'p'      => array( 'class' => true ),
		'a'      => array(
			'class' => true,
			'href'  => true,
		),
		'code'   => array(),
		'strong' => array(),
		'form'   => array(
			'method' => true,
			'action' => true,
		),
		'label'  => array( 'for' => true ),
		'br'     => array(),
		'input'  => array(
			'type'         => true,
			'name'         => true,
			'id'           => true,
			'value'        => true,
			'autocomplete' => true,
			'required'     => true,
			'class'        => true,
			'size'         => true,
			'readonly'     => true,
		),
		'button' => array(
			'type'  => true,
			'class' => true,
		),
		'ul'     => array( 'role' => true ),
		'li'     => array(),
	);

	/**
	 * The token of a mailed link when the request opens one ('' when not):
	 * such a page is never cached and sends no referrer (the token is the
	 * credential; only its POST changes anything, so no nonce).
	 *
	 * @param string $query_var The page's query variable.
	 */
	public static function opened( string $query_var ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the signed or random token in the mailed link is the credential; GET only shows.
		$token = isset( $_REQUEST[ $query_var ] ) ? sanitize_text_field( wp_unslash( $_REQUEST[ $query_var ] ) ) : '';
		if ( '' !== $token ) {
			nocache_headers();
			if ( ! headers_sent() ) {
				header( 'Referrer-Policy: no-referrer' );
			}
		}
		return $token;
	}

	/**
	 * Whether the page's own form was sent (a POST): only that changes
	 * anything.
	 */
	public static function posted(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : 'get';
		return 'post' === $method;
	}

	/**
	 * The start of the page's form: it posts the link's token back.
	 *
	 * @param string $query_var The page's query variable.
	 * @param string $token     The link's token.
	 */
	public static function form_start( string $query_var, string $token ): string {
		return sprintf( '<form method="post" action="%s"><input type="hidden" name="%s" value="%s">', esc_url( home_url( '/' ) ), esc_attr( $query_var ), esc_attr( $token ) );
	}

	/**
	 * What a sent form got wrong, as an alert list ('' when nothing).
	 *
	 * @param array<int, mixed> $errors Messages.
	 */
	public static function errors( array $errors ): string {
		if ( ! $errors ) {
			return '';
		}
		return '<ul role="alert">' . implode( '', array_map( static fn( mixed $message ): string => '<li>' . esc_html( (string) $message ) . '</li>', $errors ) ) . '</ul>';
	}

	/**
	 * A link on to the app, as the page's primary button.
	 *
	 * @param string $url   Where.
	 * @param string $label Its text.
	 */
	public static function button( string $url, string $label ): string {
		return sprintf( '<p><a class="button button-primary" href="%s">%s</a></p>', esc_url( $url ), esc_html( $label ) );
	}

	/**
	 * Prints the page and stops.
	 *
	 * @param string $title  Title (the heading and the document's title).
	 * @param string $body   HTML body (its tags limited to BODY_HTML).
	 * @param int    $status HTTP status.
	 */
	public static function show( string $title, string $body, int $status ): void {
		wp_die(
			'<main><h1>' . esc_html( $title ) . '</h1>' . wp_kses( $body, self::BODY_HTML ) . '</main>',
			esc_html( $title ),
			array(
				'response'  => (int) $status,
				'back_link' => false,
			)
		);
	}
}
