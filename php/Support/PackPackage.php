<?php
/**
 * A pack package: everything a full-site import of one pack needs, as one
 * zip the hub builds and the site checks before it reads anything from it.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * The format:
 *
 *     manifest.json            {version: 1, pack: {id, slug, name, platform},
 *                              items: [{slug, name, type, template_type, file, page_template,
 *                              theme_template, id, version, design}],
 *                              posts: [{slug, title, excerpt, date, file, image}]}
 *                              (id and version: the catalogue item and its version, what
 *                              the site records as each page's source; design: its design
 *                              as roles, `Support\Design\DesignSchema`, or null)
 *     content/<slug>.html      block markup (Gutenberg; a sample post's always) — or
 *     content/<slug>.json      an Elementor export
 *     images/<name>.<ext>      the images the content names as `{{pack}}/images/<name>`
 *
 * `page_template` is what the item asks for (an Elementor item: its
 * export's Elementor template); `theme_template` the item's template of the
 * pack's theme, if it names one.
 *
 * Nothing else may be in it: a PHP file, a file in another folder, a link,
 * a path leaving the archive or a name outside these patterns refuses the
 * whole package before anything is read or written. The zip is read in
 * place, never unpacked.
 *
 * The manifest's texts are plain text once read (`clean()`): the pack's
 * and items' names and the posts' titles (`sanitize_text_field`, as the
 * hub's intake makes names) and excerpts (`sanitize_textarea_field`). They
 * become titles of pages, templates and posts written by an administrator,
 * which WordPress does not filter and core's title blocks print as they
 * are; a package from an old or hostile hub may carry markup in them.
 * An item's `design` is an object or null here; the site checks what is
 * in it where it uses it (`Site\Design\DesignMatcher::clean()`).
 */
final class PackPackage {
	public const MAX_ZIP_BYTES   = 50 * MB_IN_BYTES;
	public const MAX_TOTAL_BYTES = 150 * MB_IN_BYTES;
	public const MAX_FILE_BYTES  = 4 * MB_IN_BYTES;
	public const MAX_ENTRIES     = 2000;

	/** Where the content names its images; the importer replaces it with the copies' URLs. */
	public const PLACEHOLDER = '{{pack}}';

	private const CONTENT = '#^content/([a-z0-9][a-z0-9_-]*)\.(html|json)$#';
	private const IMAGE   = '#^images/[A-Za-z0-9_-]+\.(svg|png|jpg|jpeg|gif|webp)$#';

	/**
	 * The manifest.
	 *
	 * @var array<string, mixed>
	 */
	public readonly array $manifest;

	/**
	 * Constructor (use `open()`).
	 *
	 * @param string $path Zip file.
	 * @param array  $manifest Manifest.
	 */
	private function __construct( public readonly string $path, array $manifest ) {
		$this->manifest = $manifest;
	}

	/**
	 * Checks a package and reads its manifest.
	 *
	 * @param string $path Zip file.
	 * @throws HttpError `invalid_package` (400) with every problem in `data.problems`.
	 */
	public static function open( string $path ): self {
		$zip      = SafeZip::open( $path, self::MAX_ZIP_BYTES, __( 'The pack package is missing, empty or too large.', 'stencilbox' ) );
		$allow    = static function ( string $name ): ?string {
			if ( 'manifest.json' === $name || preg_match( self::CONTENT, $name ) || preg_match( self::IMAGE, $name ) ) {
				return null;
			}
			/* translators: %s: file name inside the zip. */
			return sprintf( __( '%s: a pack package may hold only manifest.json, content/ and images/ files.', 'stencilbox' ), $name );
		};
		$problems = SafeZip::problems( $zip, $allow, static fn(): int => self::MAX_FILE_BYTES, self::MAX_ENTRIES, self::MAX_TOTAL_BYTES );
		$manifest = array();
		if ( ! $problems ) {
			$manifest = json_decode( (string) SafeZip::read( $zip, 'manifest.json', self::MAX_FILE_BYTES ), true );
			$problems = is_array( $manifest ) ? self::manifest_problems( $manifest, $zip ) : array( __( 'The pack package has no valid manifest.json.', 'stencilbox' ) );
		}
		$zip->close();
		if ( $problems ) {
			HttpError::raise( 'invalid_package', implode( ' ', $problems ), 400, array( 'problems' => $problems ) );
		}
		return new self( $path, self::clean( $manifest ) );
	}

	/**
	 * A checked manifest with its texts as plain text.
	 *
	 * @param array<string, mixed> $manifest Manifest (`manifest_problems()` found none).
	 * @return array<string, mixed>
	 */
	private static function clean( array $manifest ): array {
		$manifest['pack']['name'] = sanitize_text_field( (string) ( $manifest['pack']['name'] ?? '' ) );
		$texts                    = array(
			'items' => array( 'name' => 'sanitize_text_field' ),
			'posts' => array(
				'title'   => 'sanitize_text_field',
				'excerpt' => 'sanitize_textarea_field',
			),
		);
		foreach ( $texts as $list => $fields ) {
			if ( ! isset( $manifest[ $list ] ) ) {
				continue;
			}
			$manifest[ $list ] = array_values( (array) $manifest[ $list ] );
			foreach ( $manifest[ $list ] as $n => $entry ) {
				foreach ( $fields as $field => $filter ) {
					$manifest[ $list ][ $n ][ $field ] = $filter( is_scalar( $entry[ $field ] ?? null ) ? (string) $entry[ $field ] : '' );
				}
				if ( 'items' === $list ) {
					$manifest[ $list ][ $n ]['design'] = is_array( $entry['design'] ?? null ) ? $entry['design'] : null;
				}
			}
		}
		return $manifest;
	}

	/**
	 * What is wrong with a manifest.
	 *
	 * @param array<mixed> $manifest Decoded manifest.
	 * @param \ZipArchive  $zip      Archive.
	 * @return string[]
	 */
	private static function manifest_problems( array $manifest, \ZipArchive $zip ): array {
		$problems = array();
		$pack     = $manifest['pack'] ?? null;
		if ( 1 !== ( $manifest['version'] ?? null ) || ! is_array( $pack ) || ! in_array( $pack['platform'] ?? '', ItemArgs::PLATFORMS, true ) ) {
			return array( __( 'The pack package’s manifest.json is not one this version reads.', 'stencilbox' ) );
		}
		$seen = array();
		foreach ( (array) ( $manifest['items'] ?? array() ) as $item ) {
			$slug = is_array( $item ) ? (string) ( $item['slug'] ?? '' ) : '';
			$file = is_array( $item ) ? (string) ( $item['file'] ?? '' ) : '';
			if ( ! preg_match( self::CONTENT, $file, $m ) || $m[1] !== $slug || isset( $seen[ $slug ] ) || ! in_array( $item['type'] ?? '', ItemArgs::CONTENT_TYPES, true ) ) {
				/* translators: %s: item slug. */
				$problems[] = sprintf( __( '%s: not a valid item of the manifest.', 'stencilbox' ), '' === $slug ? '?' : $slug );
				continue;
			}
			if ( false === $zip->locateName( $file ) ) {
				/* translators: %s: file name inside the zip. */
				$problems[] = sprintf( __( '%s is named by the manifest but missing.', 'stencilbox' ), $file );
			}
			$seen[ $slug ] = true;
		}
		foreach ( (array) ( $manifest['posts'] ?? array() ) as $post ) {
			$slug = is_array( $post ) ? (string) ( $post['slug'] ?? '' ) : '';
			$file = is_array( $post ) ? (string) ( $post['file'] ?? '' ) : '';
			$ok   = preg_match( self::CONTENT, $file, $m ) && $m[1] === $slug && 'html' === $m[2] && ! isset( $seen[ $slug ] )
				&& is_string( $post['title'] ?? null ) && '' !== trim( $post['title'] ) && is_string( $post['excerpt'] ?? null )
				&& preg_match( '/^\d{4}-\d{2}-\d{2}$/', (string) ( $post['date'] ?? '' ) )
				&& ( '' === (string) ( $post['image'] ?? '' ) || preg_match( self::IMAGE, 'images/' . $post['image'] ) );
			if ( ! $ok ) {
				/* translators: %s: post slug. */
				$problems[] = sprintf( __( '%s: not a valid post of the manifest.', 'stencilbox' ), '' === $slug ? '?' : $slug );
				continue;
			}
			if ( false === $zip->locateName( $file ) ) {
				/* translators: %s: file name inside the zip. */
				$problems[] = sprintf( __( '%s is named by the manifest but missing.', 'stencilbox' ), $file );
			}
			$seen[ $slug ] = true;
		}
		return $problems;
	}

	/**
	 * The pack's items.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function items(): array {
		return array_values( (array) ( $this->manifest['items'] ?? array() ) );
	}

	/**
	 * The pack's sample posts (`slug`, `title`, `excerpt`, `date`, `file`,
	 * `image`: a name in `images/` or '').
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function posts(): array {
		return array_values( (array) ( $this->manifest['posts'] ?? array() ) );
	}

	/**
	 * The platform.
	 */
	public function platform(): string {
		return (string) $this->manifest['pack']['platform'];
	}

	/**
	 * The image files in the package, sorted.
	 *
	 * @return string[] Entry names (`images/…`).
	 */
	public function images(): array {
		$zip   = $this->zip();
		$names = array();
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			if ( preg_match( self::IMAGE, $name ) ) {
				$names[] = $name;
			}
		}
		$zip->close();
		sort( $names );
		return $names;
	}

	/**
	 * One entry's bytes (content or image), within the size checked by `open()`.
	 *
	 * @param string $name Entry name.
	 * @throws HttpError When it is missing or not the size its entry says.
	 */
	public function read( string $name ): string {
		$zip   = $this->zip();
		$bytes = SafeZip::read( $zip, $name, self::MAX_FILE_BYTES );
		$there = false !== $zip->locateName( $name );
		$zip->close();
		if ( null === $bytes ) {
			HttpError::raise(
				'invalid_package',
				$there
					/* translators: %s: file name inside the zip. */
					? sprintf( __( '%s in the pack package is not the size the archive says.', 'stencilbox' ), $name )
					/* translators: %s: file name inside the zip. */
					: sprintf( __( '%s is missing from the pack package.', 'stencilbox' ), $name ),
				400
			);
		}
		return $bytes;
	}

	/**
	 * The archive, opened again for one read (the path was checked).
	 */
	private function zip(): \ZipArchive {
		$zip = new \ZipArchive();
		$zip->open( $this->path, \ZipArchive::RDONLY );
		return $zip;
	}
}
