<?php
/**
 * A classic theme's own CSS custom properties, as "Match my site" reads
 * them: the `:root` variables its stylesheet declares and the page's
 * text and background colours its `body` rule gives.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Design;

defined( 'ABSPATH' ) || exit;

/**
 * Read from the theme's `style.css` (the parent's first, then the child's,
 * so the child's declarations win), never from outside the theme's folder.
 * Only what a plain stylesheet says: custom properties declared on `:root`
 * (or `html`), and the `color` / `background-color` of a rule whose
 * selector is exactly `body` (the last one that sets it). `var()` is
 * resolved through those properties (its fallback where one is missing,
 * eight levels at most); anything that is not hex in the end is no colour
 * (`Colour::normal()`). Media queries and dark-mode blocks are read like
 * any block: a theme's later `:root` wins, as it would on a wide screen.
 * What a theme prints inline from its settings comes on top (`with()`,
 * `ClassicThemeColours`).
 */
final class ThemeCss {
	/** The most of a stylesheet read (bytes): a theme's is a few hundred kB. */
	private const MAX_BYTES = 2000000;

	/**
	 * Constructor.
	 *
	 * @param array<string, string> $properties Custom properties (`--name` => value), as declared.
	 * @param array<string, string> $body       The `body` rule's `color` and `background-color`, as declared
	 *                                         (and the `link` and `headings` colours a theme prints: `with()`).
	 */
	public function __construct( private array $properties = array(), private array $body = array() ) {}

	/**
	 * Stylesheets read in this request, by their paths and times.
	 *
	 * @var array<string, self>
	 */
	private static array $read = array();

	/**
	 * The active theme's (parent, then child); read once per request and file version.
	 */
	public static function current(): self {
		$files = array_unique( array( get_template_directory() . '/style.css', get_stylesheet_directory() . '/style.css' ) );
		$key   = '';
		foreach ( $files as $file ) {
			$key .= $file . '@' . ( is_file( $file ) ? (string) filemtime( $file ) : '' ) . '|';
		}
		if ( isset( self::$read[ $key ] ) ) {
			return self::$read[ $key ];
		}
		$css = '';
		foreach ( $files as $file ) {
			if ( is_readable( $file ) && filesize( $file ) <= self::MAX_BYTES ) {
				$css .= "\n" . (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local theme file, not a URL.
			}
		}
		self::$read = array( $key => self::parse( $css ) );
		return self::$read[ $key ];
	}

	/**
	 * The same stylesheet with what the theme prints after it from its own
	 * settings (`ClassicThemeColours`): its custom properties over the
	 * file's, and its page colours over the `body` rule's, as the inline CSS
	 * that comes later in the page wins.
	 *
	 * @param array{properties: array<string, string>, text: ?string, background: ?string, link: ?string, headings: ?string} $printed What the theme prints.
	 */
	public function with( array $printed ): self {
		$body = $this->body;
		foreach ( array(
			'text'       => 'color',
			'background' => 'background-color',
			'link'       => 'link',
			'headings'   => 'headings',
		) as $key => $property ) {
			if ( null !== $printed[ $key ] ) {
				$body[ $property ] = $printed[ $key ];
			}
		}
		return new self( $printed['properties'] + $this->properties, $body );
	}

	/**
	 * The colours the theme prints for links and headings (`with()`),
	 * resolved (null where it gives none).
	 *
	 * @return array{link: ?string, headings: ?string}
	 */
	public function elements(): array {
		return array(
			'link'     => isset( $this->body['link'] ) ? $this->colour( $this->body['link'] ) : null,
			'headings' => isset( $this->body['headings'] ) ? $this->colour( $this->body['headings'] ) : null,
		);
	}

	/**
	 * Reads a stylesheet.
	 *
	 * @param string $css CSS text.
	 */
	public static function parse( string $css ): self {
		$css        = (string) preg_replace( '#/\*.*?\*/#s', '', substr( $css, 0, 2 * self::MAX_BYTES ) );
		$properties = array();
		$body       = array();
		// Innermost rules: a selector (never across a statement such as `@charset …;`) and a
		// block without braces inside (an @media's rules too).
		if ( preg_match_all( '/([^{};]*)\{([^{}]*)\}/', $css, $rules, PREG_SET_ORDER ) ) {
			foreach ( $rules as [ , $selectors, $block ] ) {
				$selectors = array_map( 'trim', explode( ',', strtolower( $selectors ) ) );
				$root      = (bool) array_intersect( $selectors, array( ':root', 'html' ) );
				$is_body   = in_array( 'body', $selectors, true );
				if ( ! $root && ! $is_body ) {
					continue;
				}
				foreach ( explode( ';', $block ) as $declaration ) {
					$colon = strpos( $declaration, ':' );
					if ( false === $colon ) {
						continue;
					}
					$name  = trim( substr( $declaration, 0, $colon ) );
					$value = trim( str_ireplace( '!important', '', substr( $declaration, $colon + 1 ) ) );
					if ( $root && preg_match( '/^--[A-Za-z0-9_-]+$/D', $name ) ) {
						$properties[ $name ] = $value;
					} elseif ( $is_body && in_array( strtolower( $name ), array( 'color', 'background-color', 'background' ), true ) ) {
						$body[ 'color' === strtolower( $name ) ? 'color' : 'background-color' ] = $value;
					}
				}
			}
		}
		return new self( $properties, $body );
	}

	/**
	 * A CSS colour value with its `var()` resolved, as `#rrggbb`, or null.
	 *
	 * @param string $value A colour as a theme writes it (hex, or `var(--x[, fallback])`).
	 * @param int    $depth How deep the resolution is.
	 */
	public function colour( string $value, int $depth = 0 ): ?string {
		$value = trim( $value );
		if ( $depth > 8 ) {
			return null;
		}
		if ( preg_match( '/^var\(\s*(--[A-Za-z0-9_-]+)\s*(?:,\s*(.+))?\)$/Ds', $value, $match ) ) {
			if ( isset( $this->properties[ $match[1] ] ) ) {
				return $this->colour( $this->properties[ $match[1] ], $depth + 1 );
			}
			return isset( $match[2] ) ? $this->colour( $match[2], $depth + 1 ) : null;
		}
		return Colour::normal( $value );
	}

	/**
	 * The page's text (`text`) and background (`background`) colour the
	 * theme's `body` rule gives, resolved (null where it gives none).
	 *
	 * @return array{text: ?string, background: ?string}
	 */
	public function page(): array {
		return array(
			'text'       => isset( $this->body['color'] ) ? $this->colour( $this->body['color'] ) : null,
			'background' => isset( $this->body['background-color'] ) ? $this->colour( $this->body['background-color'] ) : null,
		);
	}
}
