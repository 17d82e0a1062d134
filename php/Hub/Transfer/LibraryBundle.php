<?php
/**
 * Library bundles (issue [26] item 6): a hub's whole library — catalogue
 * items with every version, cloud files with theirs, WorkSpaces and their
 * members, the accounts they belong to, and media — in one zip signed with
 * the hub's key; checked and applied on any hub.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Transfer;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogueImage;
use Stencilbox\Hub\Catalog\CatalogueImporter;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Hub\Catalog\CatalogWriter;
use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Hub\Catalog\ItemTemplates;
use Stencilbox\Hub\Cloud\BodyStore;
use Stencilbox\Hub\Cloud\CloudFiles;
use Stencilbox\Hub\Cloud\CloudImages;
use Stencilbox\Hub\Cloud\FileDesigns;
use Stencilbox\Hub\Cloud\FileTemplates;
use Stencilbox\Hub\Cloud\Workspaces;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's own tables, read in pages for an export and row by row while a bundle is applied; nothing here is read twice.
// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_operations_fopen, WordPress.WP.AlternativeFunctions.file_system_operations_fwrite, WordPress.WP.AlternativeFunctions.file_system_operations_fclose, WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the bundle's own temporary files and the uploads folder's media, streamed.

/**
 * The format (a zip; docs/decisions/fleet.md, item 6):
 *
 * - `library.json` — format, version, the hub it came from, its asset
 *   bases (`AssetRefs`), every term and dependency, the pricing list, counts;
 * - `items.jsonl`, `accounts.jsonl`, `workspaces.jsonl`, `files.jsonl`,
 *   `media.jsonl` — one JSON object a line, read a line at a time;
 * - `bodies/<sha256>` — every content and version body, once per hash;
 * - `media/<sha256>` — every image, once per hash.
 *
 * The zip is signed as a whole (`SignedZip`: a changed byte anywhere is
 * refused before the zip is opened), then checked like any zip from
 * outside (`SafeZip`: names, sizes, links, bombs) before a row is written.
 * Nothing is held whole in memory: export writes lines and bodies to
 * files the zip reads when it closes; apply reads lines from the zip's
 * streams and one body at a time.
 *
 * Applying upserts by what names a thing on every hub: an item by its
 * platform and slug (through `CatalogWriter`, the one write path of
 * items), an account by its email, a body or an image by its SHA-256; a
 * cloud file or a WorkSpace by its id on the signing hub (`TransferMap`).
 * What is already as the bundle has it is not written again, so a second
 * apply changes nothing.
 */
final class LibraryBundle {
	public const FORMAT   = 'stencilbox-library-bundle';
	public const VERSION  = 1;
	public const MANIFEST = 'library.json';

	/** The line files, in the order apply reads them. */
	public const LISTS = array( 'media', 'items', 'accounts', 'workspaces', 'files' );

	/** Largest bundle (a shell has no upload limit; the screen has PHP's). */
	public const MAX_ZIP_BYTES = 2048 * MB_IN_BYTES;
	public const MAX_ENTRIES   = 200000;
	public const MAX_TOTAL     = 8192 * MB_IN_BYTES;
	/** Largest line of a list (a pack's settings carry its sample posts). */
	public const MAX_LINE = 16 * MB_IN_BYTES;

	/** The password hash of an account a bundle made: no password matches it. */
	public const NO_PASSWORD = '!';

	/** Rows read per query on export (items with their contents: a few MB at most). */
	private const PAGE = 50;

	/**
	 * Constructor.
	 *
	 * @param HubKey            $key        The hub's signing key.
	 * @param CatalogWriter     $writer     The one write path of items.
	 * @param Versions          $versions   Versions (items' and files').
	 * @param BodyStore         $bodies     Bodies by hash.
	 * @param AssetRefs         $assets     Where catalogue images are, and the bases content was written under.
	 * @param AccountRepository $accounts   Accounts.
	 * @param CloudFiles        $files      Cloud files.
	 * @param Workspaces        $workspaces WorkSpaces and members.
	 * @param CloudImages       $images     The cloud's images.
	 * @param TransferMap       $map        What another hub's files and WorkSpaces became here.
	 */
	public function __construct(
		private HubKey $key,
		private CatalogWriter $writer,
		private Versions $versions,
		private BodyStore $bodies,
		private AssetRefs $assets,
		private AccountRepository $accounts,
		private CloudFiles $files,
		private Workspaces $workspaces,
		private CloudImages $images,
		private TransferMap $map = new TransferMap()
	) {}

	/**
	 * This hub's fingerprint (made with its key on first use).
	 */
	public function fingerprint(): string {
		return $this->key->fingerprint();
	}

	/* ------------------------------------------------------------------ *
	 * Export
	 * ------------------------------------------------------------------ */

	/**
	 * Writes the whole library to a signed bundle.
	 *
	 * @return string Path of the zip (a temporary file; the caller removes it).
	 * @throws HttpError 500 `export_failed`.
	 */
	public function export(): string {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path = wp_tempnam( 'stencilbox-library-bundle.zip' );
		$work = $path . '.parts';
		if ( ! wp_mkdir_p( $work ) ) {
			self::export_failed();
		}
		try {
			$zip = new \ZipArchive();
			if ( true !== $zip->open( $path, \ZipArchive::OVERWRITE ) ) {
				self::export_failed();
			}
			$written = false;
			$out = new BundleWriter( $zip, $work );
			$this->export_media( $out );
			$this->export_items( $out );
			$this->export_cloud( $out );
			$zip->addFromString( self::MANIFEST, (string) wp_json_encode( $this->manifest( $out->counts ), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
			$out->close_lists();
			if ( ! $zip->close() ) {
				self::export_failed();
			}
			$written = true;
		} finally {
			SafeZip::remove_dir( $work );
			if ( empty( $written ) ) {
				wp_delete_file( $path );
			}
		}
		try {
			SignedZip::sign( $path, $this->key );
		} catch ( \Throwable $error ) {
			wp_delete_file( $path );
			throw $error;
		}
		return $path;
	}

	/**
	 * The manifest.
	 *
	 * @param array<string, int> $counts What the lists hold.
	 * @return array<string, mixed>
	 */
	private function manifest( array $counts ): array {
		global $wpdb;
		$bases = AssetRefs::known();
		foreach ( $this->assets->bases() as $scheme => $url ) {
			$bases[ $scheme ][] = $url;
		}
		return array(
			'format'       => self::FORMAT,
			'version'      => self::VERSION,
			'hub'          => home_url( '/' ),
			'fingerprint'  => $this->key->fingerprint(),
			'created_at'   => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'asset_bases'  => array_map( static fn( array $urls ): array => array_values( array_unique( $urls ) ), $bases ),
			'terms'        => (array) $wpdb->get_results( $wpdb->prepare( 'SELECT taxonomy, slug, name, item_type FROM %i ORDER BY id', Names::table( 'catalog_terms' ) ), ARRAY_A ),
			'dependencies' => (array) $wpdb->get_results( $wpdb->prepare( 'SELECT slug, name, is_pro, plugin_file, icon, link FROM %i ORDER BY id', Names::table( 'catalog_dependencies' ) ), ARRAY_A ),
			'pricing'      => array_values( (array) get_option( CatalogWriter::PRICING_OPTION, array() ) ),
			'counts'       => $counts,
		);
	}

	/**
	 * Every item (packs first, so a page's pack is there before it), a page at a time.
	 *
	 * @param BundleWriter $out Bundle.
	 */
	private function export_items( BundleWriter $out ): void {
		global $wpdb;
		$table = Names::table( 'catalog_items' );
		foreach ( array( '=', '<>' ) as $packs ) {
			$last = 0;
			do {
				$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM %i WHERE type {$packs} 'pack' AND id > %d ORDER BY id LIMIT %d", $table, $last, self::PAGE ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one of two fixed operators.
				if ( ! $rows ) {
					break;
				}
				$last     = (int) end( $rows )['id'];
				$ids      = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
				$contents = $this->stored_contents( $ids );
				$lines    = $this->item_lines( $rows, $contents );
				$history  = $this->versions->rows_of( Versions::ITEM, $ids );
				foreach ( $rows as $row ) {
					$id   = (int) $row['id'];
					$line = $lines[ $id ];
					if ( isset( $contents[ $id ] ) ) {
						$out->body( $contents[ $id ] );
					}
					$line['versions'] = array();
					foreach ( $history[ $id ] ?? array() as $version ) {
						$body = $this->versions->body( $version );
						if ( null !== $body ) {
							$out->body( $body );
						}
						$line['versions'][] = self::version_line( $version );
						$out->count( 'item_versions' );
					}
					$out->line( 'items', $line );
				}
			} while ( count( $rows ) === self::PAGE );
		}
	}

	/**
	 * Items as a bundle carries them (and as apply compares them), by id.
	 *
	 * @param array<int, array<string, mixed>> $rows     Item rows as stored.
	 * @param array<int, string>|null          $contents Their stored contents, when read already.
	 * @return array<int, array<string, mixed>>
	 */
	private function item_lines( array $rows, ?array $contents = null ): array {
		global $wpdb;
		if ( ! $rows ) {
			return array();
		}
		$ids   = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$terms = array();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in is a list of %d placeholders, one per id.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT it.item_id, t.taxonomy, t.slug FROM %i it INNER JOIN %i t ON t.id = it.term_id WHERE it.item_id IN ({$in}) ORDER BY t.taxonomy, t.slug", array_merge( array( Names::table( 'catalog_item_terms' ), Names::table( 'catalog_terms' ) ), $ids ) ), ARRAY_A ) as $link ) {
			$terms[ (int) $link['item_id'] ][] = $link['taxonomy'] . ':' . $link['slug'];
		}
		$deps = array();
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT l.item_id, d.slug FROM %i l INNER JOIN %i d ON d.id = l.dependency_id WHERE l.item_id IN ({$in}) ORDER BY d.slug", array_merge( array( Names::table( 'catalog_item_dependencies' ), Names::table( 'catalog_dependencies' ) ), $ids ) ), ARRAY_A ) as $link ) {
			$deps[ (int) $link['item_id'] ][] = (string) $link['slug'];
		}
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		$packs = array_filter( array_unique( array_map( static fn( array $row ): int => (int) $row['pack_id'], $rows ) ) );
		$keys  = array();
		foreach ( $packs as $pack ) {
			$pack_row      = $wpdb->get_row( $wpdb->prepare( 'SELECT platform, slug FROM %i WHERE id = %d', Names::table( 'catalog_items' ), $pack ), ARRAY_A );
			$keys[ $pack ] = $pack_row ? $pack_row['platform'] . '/' . $pack_row['slug'] : null;
		}
		$types = array();
		foreach ( array_filter( array_unique( array_map( static fn( array $row ): int => (int) $row['template_type_id'], $rows ) ) ) as $type ) {
			$types[ $type ] = $wpdb->get_var( $wpdb->prepare( 'SELECT slug FROM %i WHERE id = %d', Names::table( 'catalog_terms' ), $type ) );
		}
		$contents ??= $this->stored_contents( $ids );
		// Published from a saved template: what it is, per content (one read for the page).
		$templates  = ( new ItemTemplates() )->all_of_many( $ids );
		$out        = array();
		foreach ( $rows as $row ) {
			$id          = (int) $row['id'];
			$screenshots = json_decode( (string) $row['screenshots'], true );
			$settings    = json_decode( (string) $row['settings'], true );
			$out[ $id ]  = array(
				'platform'        => (string) $row['platform'],
				'type'            => (string) $row['type'],
				'slug'            => (string) $row['slug'],
				'variation_key'   => (string) $row['variation_key'],
				'name'            => (string) $row['name'],
				'description'     => (string) $row['description'],
				'plan'            => (string) $row['plan'],
				'price'           => (float) $row['price'],
				'pack'            => (int) $row['pack_id'] ? ( $keys[ (int) $row['pack_id'] ] ?? null ) : null,
				'template_type'   => (int) $row['template_type_id'] ? ( $types[ (int) $row['template_type_id'] ] ?? null ) : null,
				'terms'           => $terms[ $id ] ?? array(),
				'dependencies'    => $deps[ $id ] ?? array(),
				'thumbnail'       => (string) $row['thumbnail'],
				'thumbnail2'      => (string) $row['thumbnail2'],
				'thumbnail3'      => (string) $row['thumbnail3'],
				'banner'          => (string) $row['banner'],
				'live_url'        => (string) $row['live_url'],
				'screenshots'     => is_array( $screenshots ) ? $screenshots : array(),
				'settings'        => is_array( $settings ) ? $settings : array(),
				'featured'        => (bool) (int) $row['featured'],
				'fullsite_import' => (bool) (int) $row['fullsite_import'],
				'has_settings'    => (bool) (int) $row['has_settings'],
				'has_attachments' => (bool) (int) $row['has_attachments'],
				'source'          => (string) $row['source'],
				'source_ref'      => (string) $row['source_ref'],
				'content'         => isset( $contents[ $id ] ) ? hash( 'sha256', $contents[ $id ] ) : null,
				// Counters: a new item starts from them; an existing one keeps its own (CatalogWriter::COUNTERS).
				'counters'        => array(
					'rating'          => (float) $row['rating'],
					'rating_count'    => (int) $row['rating_count'],
					'downloads'       => (int) $row['downloads'],
					'favourite_count' => (int) $row['favourite_count'],
				),
			);
			// Published from a saved template: what it is, per content (content hash → template; issue [26] item 5).
			// Only for such an item, so the lines of every other item read as they did.
			$kept = 'pack' === $row['type'] ? array() : ( $templates[ $id ] ?? array() );
			if ( $kept ) {
				$out[ $id ]['templates'] = $kept;
			}
		}
		return $out;
	}

	/**
	 * The stored contents of items, byte for byte (only those that have one).
	 *
	 * @param int[] $ids Items.
	 * @return array<int, string>
	 */
	private function stored_contents( array $ids ): array {
		global $wpdb;
		$out = array();
		if ( ! $ids ) {
			return $out;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $in is a list of %d placeholders, one per id.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT item_id, content FROM %i WHERE item_id IN ({$in})", array_merge( array( Names::table( 'catalog_content' ) ), $ids ) ), ARRAY_A ) as $row ) {
			$out[ (int) $row['item_id'] ] = (string) $row['content'];
		}
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber
		return $out;
	}

	/**
	 * A version as a bundle carries it.
	 *
	 * @param array<string, mixed> $version Version (Versions' form).
	 * @return array<string, mixed>
	 */
	private static function version_line( array $version ): array {
		return array(
			'number'        => (int) $version['number'],
			'hash'          => (string) $version['hash'],
			'size'          => (int) $version['size'],
			'author_name'   => (string) $version['author_name'],
			'note'          => (string) $version['note'],
			'restored_from' => (int) $version['restored_from'],
			'created_at'    => (string) $version['created_at'],
		);
	}

	/**
	 * Accounts that own or share in the cloud, WorkSpaces with members, files with versions.
	 *
	 * @param BundleWriter $out Bundle.
	 */
	private function export_cloud( BundleWriter $out ): void {
		global $wpdb;
		$emails = array();
		$email  = function ( int $account_id ) use ( &$emails, $wpdb ): string {
			if ( ! isset( $emails[ $account_id ] ) ) {
				$emails[ $account_id ] = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT email FROM %i WHERE id = %d', Names::table( 'accounts' ), $account_id ) );
			}
			return $emails[ $account_id ];
		};
		// Every account: a library's accounts are its users (their plans, their clouds), never their secrets.
		$last = 0;
		do {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, email, first_name, last_name, plan, plan_term, is_verified, show_notice, cloud_activity, joined FROM %i WHERE id > %d ORDER BY id LIMIT %d', Names::table( 'accounts' ), $last, self::PAGE ), ARRAY_A );
			foreach ( $rows as $row ) {
				$last = (int) $row['id'];
				unset( $row['id'] );
				$out->line( 'accounts', $row );
			}
		} while ( count( $rows ) === self::PAGE );

		$last = 0;
		do {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE id > %d ORDER BY id LIMIT %d', Names::table( 'cloud_workspaces' ), $last, self::PAGE ), ARRAY_A );
			foreach ( $rows as $row ) {
				$last    = (int) $row['id'];
				$members = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT email, status FROM %i WHERE workspace_id = %d ORDER BY id', Names::table( 'cloud_members' ), $last ), ARRAY_A );
				$out->count( 'members', count( $members ) );
				$out->line(
					'workspaces',
					array(
						'id'         => $last,
						'owner'      => $email( (int) $row['account_id'] ),
						'title'      => (string) $row['title'],
						'slug'       => (string) $row['slug'],
						'created_at' => (string) $row['created_at'],
						'updated_at' => (string) $row['updated_at'],
						'origins'    => $this->map->origins_of( 'workspace', $last ),
						'members'    => $members,
					)
				);
			}
		} while ( count( $rows ) === self::PAGE );

		$last = 0;
		do {
			$rows    = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT * FROM %i WHERE id > %d ORDER BY id LIMIT %d', Names::table( 'cloud_files' ), $last, self::PAGE ), ARRAY_A );
			$ids     = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
			$history = $this->versions->rows_of( Versions::FILE, $ids );
			// A file pushed from a saved template keeps what it is (issue [26] item 5).
			$templates = ( new FileTemplates() )->of_many( $ids );
			foreach ( $rows as $row ) {
				$last = (int) $row['id'];
				$body = $this->bodies->get( (string) $row['body_hash'] );
				if ( null !== $body ) {
					$out->body( $body );
				}
				$item = (int) $row['item_id'] ? $wpdb->get_row( $wpdb->prepare( 'SELECT platform, slug FROM %i WHERE id = %d', Names::table( 'catalog_items' ), (int) $row['item_id'] ), ARRAY_A ) : null;
				$line = array(
					'id'         => $last,
					'owner'      => $email( (int) $row['account_id'] ),
					'workspace'  => (int) $row['workspace_id'],
					'name'       => (string) $row['name'],
					'platform'   => (string) $row['platform'],
					'type'       => (string) $row['type'],
					'body'       => (string) $row['body_hash'],
					'size'       => (int) $row['size'],
					'item'       => $item ? $item['platform'] . '/' . $item['slug'] : null,
					'source'     => (string) $row['source'],
					'created_at' => (string) $row['created_at'],
					'updated_at' => (string) $row['updated_at'],
					'origins'    => $this->map->origins_of( 'file', $last ),
					'template'   => $templates[ $last ] ?? null,
					'versions'   => array(),
				);
				foreach ( $history[ $last ] ?? array() as $version ) {
					$version_body = $this->versions->body( $version );
					if ( null !== $version_body ) {
						$out->body( $version_body );
					}
					$line['versions'][] = self::version_line( $version );
					$out->count( 'file_versions' );
				}
				$out->line( 'files', $line );
			}
		} while ( count( $rows ) === self::PAGE );
	}

	/**
	 * Media: every image the catalogue keeps in uploads (its folder, and
	 * what item rows and contents point at there), and the cloud's images.
	 *
	 * @param BundleWriter $out Bundle.
	 */
	private function export_media( BundleWriter $out ): void {
		global $wpdb;
		$base  = trailingslashit( wp_get_upload_dir()['basedir'] );
		$paths = array();
		foreach ( array( CatalogueImporter::UPLOADS_FOLDER, Names::CLOUD_IMAGES_DIR ) as $folder ) {
			if ( ! is_dir( $base . $folder ) ) {
				continue;
			}
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $base . $folder, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				$relative = substr( (string) $file, strlen( $base ) );
				if ( $file->isFile() && ! $file->isLink() && ! str_contains( $relative, '/.' ) ) {
					$paths[ $relative ] = true;
				}
			}
		}
		// Images elsewhere in uploads that items name (a thumbnail from the media library, a published page's images).
		$uploads = array_unique( array_merge( AssetRefs::known()['uploads:'], array( $this->assets->bases()['uploads:'] ) ) );
		$last    = 0;
		do {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT i.id, i.thumbnail, i.thumbnail2, i.thumbnail3, i.banner, i.screenshots, i.settings, c.content FROM %i i LEFT JOIN %i c ON c.item_id = i.id WHERE i.id > %d ORDER BY i.id LIMIT %d', Names::table( 'catalog_items' ), Names::table( 'catalog_content' ), $last, self::PAGE ), ARRAY_A );
			foreach ( $rows as $row ) {
				$last = (int) $row['id'];
				// Plain and JSON-escaped slashes alike.
				$text = str_replace( '\\/', '/', implode( "\n", array_map( 'strval', $row ) ) );
				if ( preg_match_all( '#uploads:([^"\'\s\\\\]+)#', $text, $refs ) ) {
					foreach ( $refs[1] as $relative ) {
						$paths[ $relative ] = true;
					}
				}
				foreach ( $uploads as $url ) {
					if ( preg_match_all( '#' . preg_quote( $url . '/', '#' ) . '([^"\'\s()<>?\\\\]+?\.(?:svg|png|jpe?g|gif|webp))#i', $text, $found ) ) {
						foreach ( $found[1] as $relative ) {
							$paths[ $relative ] = true;
						}
					}
				}
			}
		} while ( count( $rows ) === self::PAGE );
		ksort( $paths );
		foreach ( array_keys( $paths ) as $relative ) {
			$relative = (string) $relative;
			$ext      = strtolower( pathinfo( $relative, PATHINFO_EXTENSION ) );
			$file     = $base . $relative;
			if ( ! SafeZip::is_safe_relative( $relative ) || ! in_array( $ext, CatalogueImage::EXTENSIONS, true ) || ! is_file( $file ) || is_link( $file ) ) {
				continue;
			}
			$out->media( $relative, $file );
		}
	}

	/**
	 * Refuses to go on with an export.
	 *
	 * @throws HttpError Always.
	 */
	private static function export_failed(): never {
		HttpError::raise( 'export_failed', __( 'The bundle could not be written.', 'stencilbox' ), 500 );
	}

	/* ------------------------------------------------------------------ *
	 * Verify
	 * ------------------------------------------------------------------ */

	/**
	 * Checks a bundle without writing anything: its signature over every
	 * byte, then every entry, then its manifest.
	 *
	 * @param string $path  Bundle.
	 * @param string $trust A fingerprint (or base64 public key) the caller trusts besides this hub's own.
	 * @return array{fingerprint: string, this_hub: bool, trusted: bool, hub: string, created_at: string, counts: array<string, int>}
	 * @throws HttpError 400 `bundle_signature_invalid` (changed, cut, unsigned), `invalid_data` (not a bundle).
	 */
	public function verify( string $path, string $trust = '' ): array {
		/* translators: %d: largest bundle in MB. */
		$too_large = sprintf( __( 'A library bundle must be a signed zip file of at most %d MB.', 'stencilbox' ), (int) ( self::MAX_ZIP_BYTES / MB_IN_BYTES ) );
		$size      = is_file( $path ) ? (int) filesize( $path ) : 0;
		if ( $size <= 0 || $size > self::MAX_ZIP_BYTES ) {
			HttpError::raise( 'invalid_data', $too_large, 400 );
		}
		$public      = SignedZip::verify( $path );
		$fingerprint = HubKey::fingerprint_of( $public );
		$zip         = SafeZip::open( $path, self::MAX_ZIP_BYTES, $too_large );
		try {
			$manifest = $this->check( $zip );
		} finally {
			$zip->close();
		}
		$this_hub = hash_equals( $this->key->fingerprint(), $fingerprint );
		$trust    = trim( $trust );
		return array(
			'fingerprint' => $fingerprint,
			'this_hub'    => $this_hub,
			// The fingerprint in either case, or the public key itself.
			'trusted'     => $this_hub || ( '' !== $trust && ( hash_equals( $fingerprint, strtolower( $trust ) ) || hash_equals( base64_encode( $public ), $trust ) ) ),
			'hub'         => (string) ( $manifest['hub'] ?? '' ),
			'created_at'  => (string) ( $manifest['created_at'] ?? '' ),
			'counts'      => array_map( 'intval', (array) ( $manifest['counts'] ?? array() ) ),
		);
	}

	/**
	 * Every reason to refuse an open bundle, then its manifest.
	 *
	 * @param \ZipArchive $zip Open archive.
	 * @return array<string, mixed> The manifest.
	 * @throws HttpError 400 `invalid_data`.
	 */
	private function check( \ZipArchive $zip ): array {
		$allow    = static function ( string $name ): ?string {
			$lists = array_map( static fn( string $list ): string => $list . '.jsonl', self::LISTS );
			$ok    = self::MANIFEST === $name || in_array( $name, $lists, true ) || preg_match( '#^(bodies|media)/[a-f0-9]{64}$#', $name );
			/* translators: %s: file name inside the zip. */
			return $ok ? null : sprintf( __( '%s: a library bundle holds only library.json, its .jsonl lists, bodies/<sha256> and media/<sha256>.', 'stencilbox' ), $name );
		};
		$problems = SafeZip::problems( $zip, $allow, static fn( string $name ): int => self::limit( $name ), self::MAX_ENTRIES, self::MAX_TOTAL );
		$manifest = $problems ? null : json_decode( (string) self::entry( $zip, self::MANIFEST ), true );
		if ( ! $problems && ( ! is_array( $manifest ) || self::FORMAT !== ( $manifest['format'] ?? '' ) ) ) {
			$problems[] = __( 'The archive is not a Stencilbox library bundle (no library.json of that format).', 'stencilbox' );
		} elseif ( ! $problems && self::VERSION !== (int) ( $manifest['version'] ?? 0 ) ) {
			/* translators: %d: the bundle's format version. */
			$problems[] = sprintf( __( 'The bundle’s format (version %d) is newer than this hub reads: update Stencilbox here first.', 'stencilbox' ), (int) ( $manifest['version'] ?? 0 ) );
		}
		if ( $problems ) {
			HttpError::raise( 'invalid_data', implode( ' ', array_slice( $problems, 0, 10 ) ), 400, array( 'problems' => $problems ) );
		}
		return (array) $manifest;
	}

	/* ------------------------------------------------------------------ *
	 * Apply
	 * ------------------------------------------------------------------ */

	/**
	 * Applies a bundle: verified first (nothing is written when it is
	 * refused), then upserted; applying it again changes nothing.
	 *
	 * @param string $path  Bundle.
	 * @param string $trust The fingerprint (or base64 public key) of the hub that
	 *                      signed it, when that is not this hub.
	 * @return array<string, int|string> What was written and what was already there.
	 * @throws HttpError 400 (refused), 403 `bundle_untrusted_key`.
	 */
	public function apply( string $path, string $trust = '' ): array {
		$checked = $this->verify( $path, $trust );
		if ( ! $checked['trusted'] ) {
			HttpError::raise(
				'bundle_untrusted_key',
				sprintf(
					/* translators: %s: a key's fingerprint (64 hex digits). */
					__( 'This bundle was signed by another hub’s key (%s). Nothing was written. Apply it only if you trust that hub: give its fingerprint (wp stencilbox bundle apply <file> --trust=<fingerprint>, or the field on the Library hub screen).', 'stencilbox' ),
					$checked['fingerprint']
				),
				403,
				array( 'fingerprint' => $checked['fingerprint'] )
			);
		}
		$zip = SafeZip::open( $path, self::MAX_ZIP_BYTES, '' );
		try {
			$manifest = $this->check( $zip );
			$report   = array_fill_keys( array( 'items_written', 'items_unchanged', 'versions_written', 'accounts_created', 'workspaces_created', 'members_added', 'files_created', 'files_unchanged', 'media_written', 'media_unchanged', 'media_kept' ), 0 );
			$origin   = (string) $checked['fingerprint'];
			$this->assets->remember( array_map( static fn( mixed $urls ): array => array_map( 'strval', (array) $urls ), (array) ( $manifest['asset_bases'] ?? array() ) ) );
			$this->apply_media( $zip, $report );
			$this->apply_items( $zip, $manifest, $report );
			$accounts = $this->apply_accounts( $zip, $report );
			$spaces   = $this->apply_workspaces( $zip, $origin, $accounts, $report );
			$this->apply_files( $zip, $origin, $accounts, $spaces, $report );
		} finally {
			$zip->close();
		}
		return $report + array( 'fingerprint' => $origin );
	}

	/**
	 * The largest a bundle's file may be.
	 *
	 * @param string $name Entry name.
	 */
	private static function limit( string $name ): int {
		return match ( strtok( $name, '/' ) ) {
			'bodies' => max( CloudArgs::MAX_BODY_BYTES, CatalogueReader::MAX_CONTENT_BYTES ) * 4,
			'media'  => max( CloudImages::MAX_BYTES, CatalogueReader::MAX_IMAGE_BYTES ) * 4,
			self::MANIFEST => CatalogueReader::MAX_MANIFEST_BYTES * 4,
			default  => self::MAX_TOTAL,
		};
	}

	/**
	 * A file of the bundle (not a list: those are streamed), within its
	 * limit and of the size its entry says (SafeZip::read()); null otherwise.
	 *
	 * @param \ZipArchive $zip  Bundle.
	 * @param string      $name Entry name.
	 */
	private static function entry( \ZipArchive $zip, string $name ): ?string {
		return SafeZip::read( $zip, $name, self::limit( $name ) );
	}

	/**
	 * Each line of a list, decoded.
	 *
	 * @param \ZipArchive $zip  Bundle.
	 * @param string      $list List name.
	 * @return \Generator<int, array<string, mixed>>
	 * @throws HttpError 400 for a line that is not a JSON object or too long.
	 */
	private static function lines( \ZipArchive $zip, string $list ): \Generator {
		if ( false === $zip->locateName( $list . '.jsonl' ) ) {
			return;
		}
		$stream = $zip->getStream( $list . '.jsonl' );
		if ( false === $stream ) {
			return;
		}
		try {
			$number = 0;
			while ( false !== ( $line = fgets( $stream, self::MAX_LINE ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- the usual read loop.
				++$number;
				if ( ! str_ends_with( $line, "\n" ) && strlen( $line ) >= self::MAX_LINE - 1 ) {
					/* translators: 1: list file, 2: line number. */
					HttpError::raise( 'invalid_data', sprintf( __( '%1$s, line %2$d, is too long.', 'stencilbox' ), $list . '.jsonl', $number ), 400 );
				}
				if ( '' === trim( $line ) ) {
					continue;
				}
				$value = json_decode( $line, true );
				if ( ! is_array( $value ) ) {
					/* translators: 1: list file, 2: line number. */
					HttpError::raise( 'invalid_data', sprintf( __( '%1$s, line %2$d, is not a JSON object.', 'stencilbox' ), $list . '.jsonl', $number ), 400 );
				}
				yield $value;
			}
		} finally {
			fclose( $stream );
		}
	}

	/**
	 * A date of the bundle as the tables keep it (UTC), or now.
	 *
	 * @param mixed $value `Y-m-d H:i:s`.
	 */
	private static function when( mixed $value ): string {
		$value = is_string( $value ) ? $value : '';
		return preg_match( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', $value ) ? $value : current_time( 'mysql', true );
	}

	/**
	 * A body of the bundle, when its bytes are what its name says.
	 *
	 * @param \ZipArchive $zip  Bundle.
	 * @param string      $hash SHA-256.
	 */
	private static function body_of( \ZipArchive $zip, string $hash ): ?string {
		if ( ! preg_match( '/^[a-f0-9]{64}$/', $hash ) ) {
			return null;
		}
		$body = self::entry( $zip, 'bodies/' . $hash );
		return null !== $body && hash_equals( $hash, hash( 'sha256', $body ) ) ? $body : null;
	}

	/**
	 * Media: the cloud's images through CloudImages (by hash), the
	 * catalogue's at their place in uploads — written when missing, left
	 * when the same bytes are there, kept (not overwritten) when other bytes are.
	 *
	 * @param \ZipArchive         $zip    Bundle.
	 * @param array<string, int>  $report Report.
	 */
	private function apply_media( \ZipArchive $zip, array &$report ): void {
		global $wpdb;
		$base = trailingslashit( wp_get_upload_dir()['basedir'] );
		foreach ( self::lines( $zip, 'media' ) as $media ) {
			$relative = (string) ( $media['path'] ?? '' );
			$hash     = (string) ( $media['hash'] ?? '' );
			$ext      = strtolower( pathinfo( $relative, PATHINFO_EXTENSION ) );
			$in_cloud = str_starts_with( $relative, Names::CLOUD_IMAGES_DIR . '/' );
			if ( ! preg_match( '/^[a-f0-9]{64}$/', $hash ) || ! SafeZip::is_safe_relative( $relative ) || ! in_array( $ext, CatalogueImage::EXTENSIONS, true ) || str_contains( $relative, '/.' ) ) {
				continue;
			}
			if ( $in_cloud && null !== $wpdb->get_var( $wpdb->prepare( 'SELECT hash FROM %i WHERE hash = %s', Names::table( 'cloud_assets' ), pathinfo( $relative, PATHINFO_FILENAME ) ) ) ) {
				++$report['media_unchanged'];
				continue;
			}
			$file = $base . $relative;
			if ( ! $in_cloud && is_file( $file ) ) {
				++$report[ hash_equals( $hash, (string) hash_file( 'sha256', $file ) ) ? 'media_unchanged' : 'media_kept' ];
				continue;
			}
			$bytes = self::entry( $zip, 'media/' . $hash );
			if ( null === $bytes || ! hash_equals( $hash, hash( 'sha256', $bytes ) ) ) {
				continue;
			}
			// Checked as every image from outside is: an SVG rebuilt, a raster image's bytes its type.
			$clean = CatalogueImage::clean( 'images/media.' . $ext, $bytes );
			if ( null === $clean ) {
				continue;
			}
			if ( $in_cloud ) {
				$stored = $this->images->store( $ext, $clean );
				if ( null !== $stored ) {
					++$report['media_written'];
				}
				continue;
			}
			if ( wp_mkdir_p( dirname( $file ) ) && false !== file_put_contents( $file, $clean ) ) {
				++$report['media_written'];
			}
		}
	}

	/**
	 * Terms, dependencies, pricing, then every item (an item as the bundle
	 * has it is left alone) and its history.
	 *
	 * @param \ZipArchive          $zip      Bundle.
	 * @param array<string, mixed> $manifest Manifest.
	 * @param array<string, int>   $report   Report.
	 */
	private function apply_items( \ZipArchive $zip, array $manifest, array &$report ): void {
		global $wpdb;
		$hold  = $this->writer->batch();
		$terms = array();
		foreach ( (array) ( $manifest['terms'] ?? array() ) as $term ) {
			$taxonomy = (string) ( $term['taxonomy'] ?? '' );
			$slug     = (string) ( $term['slug'] ?? '' );
			if ( isset( ItemArgs::taxonomies()[ $taxonomy ] ) && '' !== $slug && strlen( $slug ) <= 190 ) {
				$terms[ $taxonomy . ':' . $slug ] = $this->writer->upsert_term( $taxonomy, $slug, sanitize_text_field( (string) ( $term['name'] ?? '' ) ), sanitize_key( (string) ( $term['item_type'] ?? '' ) ) );
			}
		}
		$deps = array();
		foreach ( (array) ( $manifest['dependencies'] ?? array() ) as $dependency ) {
			$slug = (string) ( $dependency['slug'] ?? '' );
			if ( '' !== $slug && strlen( $slug ) <= 190 ) {
				$deps[ $slug ] = $this->writer->upsert_dependency( array( 'slug' => $slug ) + array_map( 'strval', array_intersect_key( (array) $dependency, array_flip( array( 'name', 'is_pro', 'plugin_file', 'icon', 'link' ) ) ) ) + array( 'name' => $slug ) );
			}
		}
		if ( isset( $manifest['pricing'] ) && is_array( $manifest['pricing'] ) && array_values( (array) get_option( CatalogWriter::PRICING_OPTION, array() ) ) !== $manifest['pricing'] ) {
			$this->writer->set_pricing( $manifest['pricing'] );
		}
		$changed = false;
		$table   = Names::table( 'catalog_items' );
		foreach ( self::lines( $zip, 'items' ) as $line ) {
			$platform = sanitize_key( (string) ( $line['platform'] ?? '' ) );
			$slug     = (string) ( $line['slug'] ?? '' );
			$type     = sanitize_key( (string) ( $line['type'] ?? '' ) );
			if ( ! Platforms::has( $platform ) || ! in_array( $type, ItemArgs::ITEM_TYPES, true ) || '' === $slug || strlen( $slug ) > 190 || preg_match( '/[\x00-\x1f]/', $slug ) ) {
				continue;
			}
			$here    = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE platform = %s AND slug = %s', $table, $platform, $slug ), ARRAY_A );
			$history = array_values( array_filter( (array) ( $line['versions'] ?? array() ), 'is_array' ) );
			// JSON writes a whole price without its fraction (49.0 as 49).
			$compare = static fn( array $portable ): array => array( 'price' => (float) ( $portable['price'] ?? 0 ) ) + array_diff_key( $portable, array_flip( array( 'counters', 'versions' ) ) );
			$stored  = $here ? $this->stored_contents( array( (int) $here['id'] ) ) : array();
			$mine    = $here ? $this->item_lines( array( $here ), $stored )[ (int) $here['id'] ] : null;
			$same    = null !== $mine && ( $compare( $mine ) === $compare( $line ) || $this->same_but_addresses( $zip, $stored[ (int) $here['id'] ] ?? null, $compare( $mine ), $compare( $line ) ) );
			if ( $same ) {
				$id = (int) $here['id'];
				++$report['items_unchanged'];
			} else {
				$content = null;
				if ( null !== ( $line['content'] ?? null ) ) {
					$content = self::body_of( $zip, (string) $line['content'] );
					if ( null === $content ) {
						continue;
					}
				}
				$pack = (string) ( $line['pack'] ?? '' );
				$pack = '' !== $pack ? (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE platform = %s AND slug = %s', $table, strtok( $pack, '/' ), (string) substr( $pack, strpos( $pack, '/' ) + 1 ) ) ) : 0;
				$id   = $this->writer->save_item(
					array(
						'platform'         => $platform,
						'type'             => $type,
						'slug'             => $slug,
						'pack_id'          => $pack,
						'template_type_id' => $terms[ 'template_type:' . (string) ( $line['template_type'] ?? '' ) ] ?? 0,
						'term_ids'         => array_values( array_intersect_key( $terms, array_flip( array_map( 'strval', (array) ( $line['terms'] ?? array() ) ) ) ) ),
						'dependency_ids'   => array_values( array_intersect_key( $deps, array_flip( array_map( 'strval', (array) ( $line['dependencies'] ?? array() ) ) ) ) ),
						'content'          => $content,
						'version_note'     => __( 'From a library bundle', 'stencilbox' ),
					) + array_intersect_key( $line, array_flip( array( 'variation_key', 'name', 'description', 'plan', 'price', 'thumbnail', 'thumbnail2', 'thumbnail3', 'banner', 'live_url', 'screenshots', 'settings', 'featured', 'fullsite_import', 'has_settings', 'has_attachments', 'source', 'source_ref' ) ) ) + (array) ( $line['counters'] ?? array() )
				);
				$changed = true;
				++$report['items_written'];
			}
			$report['versions_written'] += $this->adopt( Versions::ITEM, $id, $history, $zip, $platform );
			$this->record_templates( $id, $line );
		}
		if ( $changed ) {
			CatalogVersion::bump();
		}
		unset( $hold );
	}

	/**
	 * The saved templates an item's contents were published from, as the
	 * bundle carries them (`templates`: content hash → template), each
	 * checked as anything from outside (`ItemTemplates` keeps only what
	 * `CloudTemplate::clean()` allows; a hash that is no SHA-256 is left
	 * out), the current content's last (the newest row is the current
	 * template). Nothing changes for a row already as it came.
	 *
	 * @param int                  $id   Item here.
	 * @param array<string, mixed> $line The bundle's line.
	 */
	private function record_templates( int $id, array $line ): void {
		$carried = is_array( $line['templates'] ?? null ) ? $line['templates'] : array();
		if ( ! $carried ) {
			return;
		}
		$templates = new ItemTemplates();
		$current   = (string) ( $line['content'] ?? '' );
		foreach ( $carried as $hash => $template ) {
			if ( is_string( $hash ) && preg_match( '/^[0-9a-f]{64}$/', $hash ) && $hash !== $current && is_array( $template ) ) {
				$templates->record_hash( $id, $hash, $template );
			}
		}
		if ( is_array( $carried[ $current ] ?? null ) ) {
			$templates->record_hash( $id, $current, $carried[ $current ], true );
		}
	}

	/**
	 * Whether an item of the bundle is this one but for the address its
	 * images were written under: the same demo item seeded on two hubs at
	 * two addresses, or an item that went A → B → A. Its content and
	 * settings read the same once their URLs are rebased onto this hub's
	 * bases (`AssetRefs::rebase()`: the signing hub's bases were remembered
	 * before the items), as every read of them here rebases them; every
	 * other field is equal. Such an item is left as it is (no new version
	 * "From a library bundle").
	 *
	 * @param \ZipArchive           $zip  Bundle.
	 * @param string|null           $here The item's stored content here (null: none).
	 * @param array<string, mixed>  $mine Its portable form (compared form).
	 * @param array<string, mixed>  $line The bundle's (compared form).
	 */
	private function same_but_addresses( \ZipArchive $zip, ?string $here, array $mine, array $line ): bool {
		$rest = static fn( array $portable ): array => array_diff_key( $portable, array_flip( array( 'content', 'settings' ) ) );
		if ( $rest( $mine ) !== $rest( $line ) ) {
			return false;
		}
		$json = fn( mixed $settings ): string => $this->assets->rebase( (string) wp_json_encode( $settings ) );
		if ( $json( $mine['settings'] ?? array() ) !== $json( $line['settings'] ?? array() ) ) {
			return false;
		}
		if ( null === ( $line['content'] ?? null ) || null === ( $mine['content'] ?? null ) ) {
			return ( $line['content'] ?? null ) === ( $mine['content'] ?? null );
		}
		$body = self::body_of( $zip, (string) $line['content'] );
		return null !== $body && null !== $here && $this->assets->rebase( $body ) === $this->assets->rebase( $here );
	}

	/**
	 * Writes a thing's history from the bundle, unless it has a history of
	 * its own here that differs (a number with another body): then its own
	 * is kept, and nothing of the bundle's.
	 *
	 * @param string                           $kind    Kind.
	 * @param int                              $target  Id here.
	 * @param array<int, array<string, mixed>> $history The bundle's versions.
	 * @param \ZipArchive                      $zip     Bundle.
	 * @param string                           $platform The thing's platform.
	 * @return int Versions written.
	 */
	private function adopt( string $kind, int $target, array $history, \ZipArchive $zip, string $platform ): int {
		if ( ! $history ) {
			return 0;
		}
		$own = array();
		foreach ( $this->versions->rows_of( $kind, array( $target ) )[ $target ] ?? array() as $version ) {
			$own[ (int) $version['number'] ] = (string) $version['hash'];
		}
		foreach ( $history as $version ) {
			$number = (int) ( $version['number'] ?? 0 );
			if ( isset( $own[ $number ] ) && $own[ $number ] !== (string) ( $version['hash'] ?? '' ) ) {
				return 0;
			}
		}
		$history = array_map( static fn( array $version ): array => array( 'created_at' => self::when( $version['created_at'] ?? '' ) ) + $version, $history );
		$written = $this->versions->adopt( $kind, $target, $history, static fn( string $hash ): ?string => self::body_of( $zip, $hash ) );
		if ( $written ) {
			$this->record_designs( $kind, $target, $platform, $history, $zip );
		}
		if ( $written && Versions::FILE === $kind ) {
			// A file uses the images of each of its versions (as CloudService and FileVersions link them).
			foreach ( $history as $version ) {
				$body = self::body_of( $zip, (string) ( $version['hash'] ?? '' ) );
				if ( null !== $body ) {
					$this->images->link( $target, $body );
				}
			}
		}
		return $written;
	}

	/**
	 * The designs as roles of the versions a bundle brought (recorded when
	 * each content was written on the signing hub; read again here): a
	 * file's per body, an item's per content with the current one last
	 * (ItemDesigns: the newest row is the current design).
	 *
	 * @param string                           $kind     Kind.
	 * @param int                              $target   Id here.
	 * @param string                           $platform Its platform.
	 * @param array<int, array<string, mixed>> $history  The bundle's versions.
	 * @param \ZipArchive                      $zip      Bundle.
	 */
	private function record_designs( string $kind, int $target, string $platform, array $history, \ZipArchive $zip ): void {
		$designs = new ItemDesigns();
		$current = Versions::ITEM === $kind ? $this->stored_contents( array( $target ) )[ $target ] ?? null : null;
		foreach ( $history as $version ) {
			$body = self::body_of( $zip, (string) ( $version['hash'] ?? '' ) );
			if ( null === $body || $body === $current ) {
				continue;
			}
			if ( Versions::FILE === $kind ) {
				( new FileDesigns() )->record( $platform, $body );
			} else {
				$designs->record( $target, $platform, $body );
			}
		}
		if ( null !== $current ) {
			$designs->record( $target, $platform, $current );
		}
	}

	/**
	 * Accounts by email: one this hub lacks is made, verified or not as it
	 * was, with its plan — without a password (`NO_PASSWORD`, which no
	 * password matches: "Forgot password" sets one) and without API keys.
	 *
	 * @param \ZipArchive        $zip    Bundle.
	 * @param array<string, int> $report Report.
	 * @return array<string, int> Email → account id here.
	 */
	private function apply_accounts( \ZipArchive $zip, array &$report ): array {
		$ids = array();
		foreach ( self::lines( $zip, 'accounts' ) as $line ) {
			$email = AccountRepository::normalize_email( (string) ( $line['email'] ?? '' ) );
			if ( ! is_email( $email ) ) {
				continue;
			}
			$here = $this->accounts->find_by_email( $email );
			if ( $here ) {
				$ids[ $email ] = (int) $here['id'];
				continue;
			}
			$plan          = (string) ( $line['plan'] ?? 'free' );
			$term          = (string) ( $line['plan_term'] ?? '' );
			$ids[ $email ] = $this->accounts->insert(
				array(
					'email'          => $email,
					'first_name'     => mb_substr( sanitize_text_field( (string) ( $line['first_name'] ?? '' ) ), 0, 100 ),
					'last_name'      => mb_substr( sanitize_text_field( (string) ( $line['last_name'] ?? '' ) ), 0, 100 ),
					// No hash matches it (wp_check_password() never accepts a password for it): "Forgot password" sets one.
					'password_hash'  => self::NO_PASSWORD,
					'plan'           => in_array( $plan, Plans::ALL, true ) ? $plan : 'free',
					'plan_term'      => in_array( $term, AccountRepository::PLAN_TERMS, true ) ? $term : '',
					'is_verified'    => empty( $line['is_verified'] ) ? 0 : 1,
					'show_notice'    => empty( $line['show_notice'] ) ? 0 : 1,
					'cloud_activity' => empty( $line['cloud_activity'] ) ? 0 : 1,
					'joined'         => self::when( $line['joined'] ?? '' ),
				)
			);
			++$report['accounts_created'];
		}
		return $ids;
	}

	/**
	 * The id here of an account the bundle names by email (0: none).
	 *
	 * @param array<string, int> $accounts Known so far.
	 * @param string             $email    Email.
	 */
	private function account( array &$accounts, string $email ): int {
		$email = AccountRepository::normalize_email( $email );
		if ( ! isset( $accounts[ $email ] ) ) {
			$here               = '' !== $email ? $this->accounts->find_by_email( $email ) : null;
			$accounts[ $email ] = $here ? (int) $here['id'] : 0;
		}
		return $accounts[ $email ];
	}

	/**
	 * WorkSpaces (by their id on the signing hub) and their members.
	 *
	 * @param \ZipArchive        $zip      Bundle.
	 * @param string             $origin   Signing hub's fingerprint.
	 * @param array<string, int> $accounts Email → account here.
	 * @param array<string, int> $report   Report.
	 * @return array<int, int> Their id → id here.
	 */
	private function apply_workspaces( \ZipArchive $zip, string $origin, array $accounts, array &$report ): array {
		$ids = array();
		foreach ( self::lines( $zip, 'workspaces' ) as $line ) {
			$theirs = (int) ( $line['id'] ?? 0 );
			$owner  = $this->account( $accounts, (string) ( $line['owner'] ?? '' ) );
			if ( $theirs < 1 || ! $owner ) {
				continue;
			}
			$key  = TransferMap::origin( $origin, 'workspace', $theirs );
			$here = $this->map->resolve( array_merge( array( $key ), array_map( 'strval', (array) ( $line['origins'] ?? array() ) ) ), $this->key->fingerprint(), fn( int $id ): bool => null !== $this->workspaces->find( $id ) );
			if ( ! $here ) {
				$here = $this->workspaces->adopt( $owner, mb_substr( sanitize_text_field( (string) ( $line['title'] ?? '' ) ), 0, 200 ), (string) ( $line['slug'] ?? '' ), self::when( $line['created_at'] ?? '' ), self::when( $line['updated_at'] ?? '' ) );
				if ( ! $here ) {
					continue;
				}
				$this->map->remember( $key, $here );
				++$report['workspaces_created'];
			}
			$ids[ $theirs ] = $here;
			$present        = array_column( $this->workspaces->members( array( $here ) )[ $here ] ?? array(), 'email' );
			foreach ( (array) ( $line['members'] ?? array() ) as $member ) {
				$email = AccountRepository::normalize_email( (string) ( $member['email'] ?? '' ) );
				// One already here (a member or an invitation) is left as it is.
				if ( ! is_email( $email ) || in_array( $email, $present, true ) ) {
					continue;
				}
				// A member is a member here when the address has an account here; else an invitation, as sharing makes one.
				$account = Workspaces::MEMBER === ( $member['status'] ?? '' ) ? $this->account( $accounts, $email ) : 0;
				if ( $this->workspaces->add_member( $here, $email, $account ) ) {
					++$report['members_added'];
				}
			}
		}
		return $ids;
	}

	/**
	 * Cloud files (by their id on the signing hub), their bodies, images and history.
	 *
	 * @param \ZipArchive        $zip      Bundle.
	 * @param string             $origin   Signing hub's fingerprint.
	 * @param array<string, int> $accounts Email → account here.
	 * @param array<int, int>    $spaces   WorkSpace there → here.
	 * @param array<string, int> $report   Report.
	 */
	private function apply_files( \ZipArchive $zip, string $origin, array $accounts, array $spaces, array &$report ): void {
		global $wpdb;
		foreach ( self::lines( $zip, 'files' ) as $line ) {
			$theirs = (int) ( $line['id'] ?? 0 );
			$owner  = $this->account( $accounts, (string) ( $line['owner'] ?? '' ) );
			if ( $theirs < 1 || ! $owner ) {
				continue;
			}
			$key  = TransferMap::origin( $origin, 'file', $theirs );
			$here = $this->map->resolve( array_merge( array( $key ), array_map( 'strval', (array) ( $line['origins'] ?? array() ) ) ), $this->key->fingerprint(), fn( int $id ): bool => null !== $this->files->find( $id ) );
			if ( $here ) {
				++$report['files_unchanged'];
			} else {
				$hash     = (string) ( $line['body'] ?? '' );
				$content  = self::body_of( $zip, $hash );
				$platform = (string) ( $line['platform'] ?? '' );
				if ( null === $content || ! Platforms::has( $platform ) ) {
					continue;
				}
				$item = (string) ( $line['item'] ?? '' );
				$item = '' !== $item ? (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM %i WHERE platform = %s AND slug = %s', Names::table( 'catalog_items' ), strtok( $item, '/' ), (string) substr( $item, strpos( $item, '/' ) + 1 ) ) ) : 0;
				$here = $this->files->insert(
					array(
						'account_id'   => $owner,
						'workspace_id' => $spaces[ (int) ( $line['workspace'] ?? 0 ) ] ?? 0,
						'name'         => mb_substr( sanitize_text_field( (string) ( $line['name'] ?? '' ) ), 0, 200 ),
						'platform'     => $platform,
						'type'         => sanitize_key( (string) ( $line['type'] ?? 'page' ) ),
						'body_hash'    => $hash,
						'size'         => strlen( $content ),
						'item_id'      => $item,
						'source'       => sanitize_key( (string) ( $line['source'] ?? 'push' ) ),
						'created_at'   => self::when( $line['created_at'] ?? '' ),
						'updated_at'   => self::when( $line['updated_at'] ?? '' ),
					)
				);
				if ( ! $here ) {
					continue;
				}
				// The order of CloudService::store(): the row, the body, its design, its images, then the count.
				$this->bodies->put( $content );
				( new FileDesigns() )->record( $platform, $content );
				$this->images->link( $here, $content );
				$this->bodies->settle( $hash );
				$this->map->remember( $key, $here );
				++$report['files_created'];
			}
			// Checked as a push's is; written only when it differs (applying twice writes nothing).
			$template = CloudTemplate::clean( $line['template'] ?? null );
			if ( null !== $template ) {
				( new FileTemplates() )->record( $here, $template );
			}
			$history = array_values( array_filter( (array) ( $line['versions'] ?? array() ), 'is_array' ) );
			$report['versions_written'] += $this->adopt( Versions::FILE, $here, $history, $zip, (string) ( $line['platform'] ?? '' ) );
		}
	}
}
