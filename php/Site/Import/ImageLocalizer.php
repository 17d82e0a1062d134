<?php
/**
 * Copies the images an inserted item uses into this site's media library.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Import;

use Stencilbox\Site\Hub\HubHttp;
use Stencilbox\Support\Names;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\SvgSanitizer;

defined( 'ABSPATH' ) || exit;

/**
 * Every image URL in the content that is not already in this site's uploads
 * is copied once (an attachment remembers the URL it came from, so inserting
 * again reuses it) and the content is rewritten to the copy. An image that
 * cannot be copied keeps its original URL and is reported; it never stops
 * the insert. Attachment ids in blocks and Elementor settings follow.
 *
 * Copies are made only for a user WordPress lets add media (`upload_files`);
 * for anyone else the images keep their addresses. A URL with a NUL byte
 * is no image. The site's own host is fetched only on a port the site is
 * served on (WordPress's safe HTTP would also let 80, 443 and 8080 of the
 * same host through, whatever runs there).
 */
final class ImageLocalizer {
	public const SOURCE_META = '_stencilbox_source_url';
	public const MAX_BYTES   = 10 * MB_IN_BYTES;

	/**
	 * How long the downloads of one content may take in all, in seconds
	 * (filter `stencilbox_image_copy_seconds`): an image gets at most 30 s,
	 * and an item with many slow or endless images held its request that
	 * many times 30 s. What is not downloaded by then keeps its address
	 * and is listed as not copied.
	 */
	public const COPY_SECONDS = 60;

	/**
	 * When this content's downloads must end (microtime).
	 *
	 * @var float
	 */
	private float $until = INF;

	/** The spec's asset-fetch redirect limit (part 2 §9); each hop is checked by core's safe HTTP API. */
	public const MAX_REDIRECTS = 3;

	private const PATTERN = '~https?:(?:\\\\?/){2}[^\s"\'<>()\\\\]+(?:\\\\/[^\s"\'<>()\\\\]+)*?\.(?:svg|png|jpe?g|gif|webp)(?=[\s"\'<>()\\\\?#]|$)~i';

	/**
	 * Constructor.
	 *
	 * @param string $plugin_dir Plugin folder (its own images are copied from disk).
	 * @param string $plugin_url Plugin URL.
	 * @param string $hub_url    The configured remote hub ('' when this site is its own hub).
	 * @param MediaReuse $media  One attachment per image content (names, alt texts).
	 */
	public function __construct( private string $plugin_dir, private string $plugin_url, private string $hub_url = '', private MediaReuse $media = new MediaReuse() ) {}

	/**
	 * Localises the images of a content.
	 *
	 * @param string $content  Block markup, or an Elementor export (JSON).
	 * @param string $platform gutenberg or elementor.
	 * @param string $label    What the images belong to (the item's name): copies of
	 *                         images named by their hash are named after their alt text, else this.
	 * @param bool   $copy     Copy images this site does not have yet; false: only the
	 *                         copies it already has are used, and nothing is added (what
	 *                         an insert or update would write, to compare with).
	 * @return array{content: string, copied: int, reused: int, failed: string[], created: int[]}
	 */
	public function localize( string $content, string $platform, string $label = '', bool $copy = true ): array {
		$report   = array(
			'copied'  => 0,
			'reused'  => 0,
			'failed'  => array(),
			'created' => array(),
		);
		$map      = array();
		$ids      = array();
		$adapter  = Platforms::get( $platform );
		$alts     = $adapter->alt_texts( $content );
		$may_copy = $copy && current_user_can( 'upload_files' );
		/**
		 * Filters how long the images of one insert, import or update may
		 * take to download, in all (seconds).
		 *
		 * @param int $seconds Default 60.
		 */
		$this->until = microtime( true ) + max( 1, (int) apply_filters( 'stencilbox_image_copy_seconds', self::COPY_SECONDS ) );
		preg_match_all( self::PATTERN, $content, $matches );
		foreach ( array_unique( $matches[0] ) as $raw ) {
			$url = str_replace( '\\/', '/', $raw );
			if ( isset( $map[ $url ] ) || ! self::usable( $url ) || $this->is_local( $url ) ) {
				continue;
			}
			// Copied from this address before, or (a cloud image) the
			// attachment it was pushed from or copied to.
			$attachment = $this->existing( $url ) ?: $this->media->by_hash( MediaReuse::hash_in_url( $url ) );
			if ( $attachment ) {
				++$report['reused'];
			} elseif ( ! $may_copy ) {
				// Not theirs to add to the media library (or only a comparison): the image stays where it is.
				continue;
			} else {
				$held       = false;
				$attachment = $this->copy( $url, $alts[ $url ] ?? '', $label, $held );
				// The same picture stored from other bytes (an SVG rebuilt the same): that attachment.
				$twin = $attachment && ! $held ? $this->media->twin_of( $attachment ) : 0;
				if ( $held ) {
					// The same bytes from another address: the attachment that holds them.
					++$report['reused'];
				} elseif ( $twin ) {
					wp_delete_attachment( $attachment, true );
					add_post_meta( $twin, self::SOURCE_META, $url );
					$attachment = $twin;
					++$report['reused'];
				} elseif ( $attachment ) {
					++$report['copied'];
					$report['created'][] = $attachment;
				}
			}
			if ( ! $attachment ) {
				$report['failed'][] = $url;
				continue;
			}
			$map[ $url ] = (string) wp_get_attachment_url( $attachment );
			$ids[ $url ] = $attachment;
		}
		if ( $map ) {
			$content = $adapter->rewrite_images( $content, $map, $ids );
		}
		return array( 'content' => $content ) + $report;
	}

	/**
	 * Takes back the copies a failed import made (the media library stays
	 * as it was).
	 *
	 * @param int[] $attachment_ids Attachments `localize()` created.
	 */
	public function discard( array $attachment_ids ): void {
		foreach ( $attachment_ids as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
	}

	/**
	 * Images of this site's media library a content shows, with their files:
	 * what a push to the cloud takes along (the cloud keeps its own copy).
	 *
	 * @param string $content Block markup, or an Elementor export (JSON).
	 * @return array<string, string> URL → absolute path.
	 */
	public function local_files( string $content ): array {
		$uploads = wp_get_upload_dir();
		$base    = trailingslashit( $uploads['baseurl'] );
		$root    = realpath( $uploads['basedir'] );
		$files   = array();
		preg_match_all( self::PATTERN, $content, $matches );
		foreach ( array_unique( $matches[0] ) as $raw ) {
			$url = str_replace( '\\/', '/', $raw );
			if ( ! self::usable( $url ) || ! $this->is_local( $url ) || false === $root ) {
				continue;
			}
			$path = realpath( $uploads['basedir'] . '/' . rawurldecode( substr( (string) wp_parse_url( $url, PHP_URL_PATH ), strlen( (string) wp_parse_url( $base, PHP_URL_PATH ) ) ) ) );
			if ( false !== $path && str_starts_with( $path, $root . '/' ) && is_file( $path ) ) {
				$files[ $url ] = $path;
			}
		}
		return $files;
	}

	/**
	 * Whether a URL can name a file at all: no NUL byte or other control
	 * character, written or percent-encoded (they would reach the file
	 * system's functions).
	 *
	 * @param string $url URL.
	 */
	private static function usable( string $url ): bool {
		return ! preg_match( '/[\x00-\x1F\x7F]/', $url . rawurldecode( $url ) );
	}

	/**
	 * Whether a URL may be downloaded from here: any host but this site's
	 * own, which only on a port the site is served on.
	 *
	 * @param string $url URL.
	 */
	private static function fetchable( string $url ): bool {
		$parts = wp_parse_url( $url );
		$host  = strtolower( (string) ( $parts['host'] ?? '' ) );
		$ports = array();
		foreach ( array( home_url(), site_url() ) as $own ) {
			$site = wp_parse_url( $own );
			if ( strtolower( (string) ( $site['host'] ?? '' ) ) === $host ) {
				$ports[] = (int) ( $site['port'] ?? ( 'https' === ( $site['scheme'] ?? '' ) ? 443 : 80 ) );
			}
		}
		if ( ! $ports ) {
			return true;
		}
		$port = (int) ( $parts['port'] ?? ( 'https' === strtolower( (string) ( $parts['scheme'] ?? '' ) ) ? 443 : 80 ) );
		return in_array( $port, $ports, true );
	}

	/**
	 * Whether a URL is already in this site's media library. The hub's cloud
	 * images are in the uploads folder of a site that is its own hub, but
	 * they go when no cloud file uses them: an insert copies them like any
	 * outside image.
	 *
	 * @param string $url URL.
	 */
	private function is_local( string $url ): bool {
		$base = trailingslashit( wp_get_upload_dir()['baseurl'] );
		return str_starts_with( $url, $base ) && ! str_starts_with( $url, $base . Names::CLOUD_IMAGES_DIR . '/' );
	}

	/**
	 * The file of one of this site's own cloud images (a site that is its
	 * own hub reads them from disk), or null.
	 *
	 * @param string $url URL.
	 */
	private function cloud_image_file( string $url ): ?string {
		$uploads = wp_get_upload_dir();
		$prefix  = trailingslashit( $uploads['baseurl'] ) . Names::CLOUD_IMAGES_DIR . '/';
		if ( ! str_starts_with( $url, $prefix ) || ! preg_match( '/^[a-f0-9]{64}\.(?:svg|png|jpe?g|gif|webp)$/', substr( $url, strlen( $prefix ) ), $m ) ) {
			return null;
		}
		$path = trailingslashit( $uploads['basedir'] ) . Names::CLOUD_IMAGES_DIR . '/' . $m[0];
		return is_file( $path ) ? $path : null;
	}

	/**
	 * On a site that uses its network's library, the file of an image in
	 * the main site's uploads (a published item's, a cloud image): read
	 * from disk like the plugin's own, never fetched from the network's own
	 * address. Null for anything else, and for what a visitor could not
	 * download either (found by probing, 2026-12-04: an Author copied
	 * another site's image from a folder the web server denies into their
	 * site's public media): the main site's uploads folder holds every
	 * other site's under `sites/`, which is not the library's, and a folder
	 * with its own `.htaccess` below the uploads folder is one its owner closed
	 * (ours, `PrivateFolder`, and other plugins').
	 *
	 * @param string $url URL.
	 */
	private function network_upload_file( string $url ): ?string {
		if ( ! NetworkLibrary::elsewhere() ) {
			return null;
		}
		$uploads = NetworkLibrary::on_hub_site( static fn(): array => wp_get_upload_dir() );
		$prefix  = trailingslashit( (string) $uploads['baseurl'] );
		$root    = realpath( (string) $uploads['basedir'] );
		if ( ! str_starts_with( $url, $prefix ) || false === $root ) {
			return null;
		}
		$path = realpath( $root . '/' . rawurldecode( (string) strtok( substr( $url, strlen( $prefix ) ), '?#' ) ) );
		if ( false === $path || ! str_starts_with( $path, $root . '/' ) || ! is_file( $path ) || str_starts_with( $path, $root . '/sites/' ) ) {
			return null;
		}
		for ( $folder = dirname( $path ); strlen( $folder ) > strlen( $root ); $folder = dirname( $folder ) ) {
			if ( file_exists( $folder . '/.htaccess' ) ) {
				return null;
			}
		}
		return $path;
	}

	/**
	 * The attachment copied from a URL before.
	 *
	 * @param string $url Source URL.
	 */
	private function existing( string $url ): int {
		return MediaReuse::attachment_by_meta( self::SOURCE_META, $url );
	}

	/**
	 * Copies one image into the media library.
	 *
	 * @param string $url   Source URL.
	 * @param string $alt   Its alt text in the content.
	 * @param string $label What it belongs to (a name for hash-named images).
	 * @param bool   $held  Set when the media library held these bytes already (that attachment is answered).
	 * @return int Attachment id, 0 on failure.
	 */
	private function copy( string $url, string $alt = '', string $label = '', bool &$held = false ): int {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$name = MediaReuse::file_name( $url, $alt, $label );
		$tmp  = $this->fetch( $url );
		if ( null === $tmp ) {
			return 0;
		}
		// Media by content hash: the same bytes are stored once, whatever address they came from.
		$bytes = (string) hash_file( 'sha256', $tmp );
		$found = $this->media->by_hash( $bytes );
		if ( $found ) {
			wp_delete_file( $tmp );
			add_post_meta( $found, self::SOURCE_META, $url );
			$held = true;
			return $found;
		}
		$id = SvgSanitizer::sideload( $tmp, $name );
		if ( ! $id ) {
			return 0;
		}
		update_post_meta( $id, self::SOURCE_META, $url );
		$this->media->remember( (int) $id, $bytes, MediaReuse::hash_in_url( $url ) );
		MediaReuse::set_alt( (int) $id, $alt );
		return (int) $id;
	}

	/**
	 * A temporary copy of the image: from disk when it is one of this
	 * plugin's own files, else downloaded (size-capped).
	 *
	 * @param string $url Source URL.
	 */
	private function fetch( string $url ): ?string {
		$cloud = $this->cloud_image_file( $url );
		if ( null !== $cloud ) {
			$tmp = wp_tempnam( wp_basename( $cloud ) );
			return filesize( $cloud ) <= self::MAX_BYTES && copy( $cloud, $tmp ) ? $tmp : null;
		}
		$shared = $this->network_upload_file( $url );
		if ( null !== $shared ) {
			$tmp = wp_tempnam( wp_basename( $shared ) );
			return filesize( $shared ) <= self::MAX_BYTES && copy( $shared, $tmp ) ? $tmp : null;
		}
		$own = trailingslashit( $this->plugin_url );
		if ( str_starts_with( $url, $own ) ) {
			$path = realpath( $this->plugin_dir . '/' . substr( (string) wp_parse_url( $url, PHP_URL_PATH ), strlen( (string) wp_parse_url( $own, PHP_URL_PATH ) ) ) );
			if ( false === $path || ! str_starts_with( $path, realpath( $this->plugin_dir ) . '/' ) || ! is_file( $path ) || filesize( $path ) > self::MAX_BYTES ) {
				return null;
			}
			$tmp = wp_tempnam( wp_basename( $path ) );
			return copy( $path, $tmp ) ? $tmp : null;
		}
		if ( ! $this->from_hub( $url ) && ! self::fetchable( $url ) ) {
			return null;
		}
		$tmp = $this->download( $url );
		if ( null === $tmp || is_wp_error( $tmp ) ) {
			return null;
		}
		if ( filesize( $tmp ) > self::MAX_BYTES ) {
			wp_delete_file( $tmp );
			return null;
		}
		return $tmp;
	}

	/**
	 * Whether a URL is on the configured hub (same scheme, host and port).
	 * Such images are fetched the way every hub call is (HubHttp: a private
	 * hub only when its host is on the allowlist); other images go through
	 * WordPress's safe download, which refuses private addresses.
	 *
	 * @param string $url Image URL.
	 */
	private function from_hub( string $url ): bool {
		$hub = '' === $this->hub_url ? '' : HubHttp::origin( $this->hub_url );
		return '' !== $hub && HubHttp::origin( $url ) === $hub;
	}

	/**
	 * Downloads an image into a temporary file (size-capped, at most
	 * MAX_REDIRECTS redirects, within the content's COPY_SECONDS): from the hub the way every hub call goes,
	 * anything else through WordPress's safe download.
	 *
	 * @param string $url Image URL.
	 * @return string|null Temporary file.
	 */
	private function download( string $url ): ?string {
		$left = $this->until - microtime( true );
		if ( $left <= 0 ) {
			return null;
		}
		$tmp      = wp_tempnam( wp_basename( (string) wp_parse_url( $url, PHP_URL_PATH ) ) );
		$args     = array(
			'method'              => 'GET',
			'timeout'             => min( 30, max( 1, (int) ceil( $left ) ) ),
			'redirection'         => self::MAX_REDIRECTS,
			'stream'              => true,
			'filename'            => $tmp,
			'limit_response_size' => self::MAX_BYTES + 1,
		);
		$response = $this->from_hub( $url ) ? HubHttp::request( $this->hub_url, $url, $args ) : wp_safe_remote_request( $url, $args );
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
			wp_delete_file( $tmp );
			return null;
		}
		return $tmp;
	}
}
