<?php
/**
 * The steps of a full-site import, each cut into small units.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Dependencies\DependencyInstaller;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Import\PackPages;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Names;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\ThemePackage;

defined( 'ABSPATH' ) || exit;

/**
 * Steps in the spec's order (part 2 §4): permission check, download, theme,
 * plugin, attachments, templates, content, wp-content, finalize. A step
 * has a number of units (one per plugin, image, template or page); each
 * unit is small, runs in one transaction with its journal rows and cursor
 * (see `Runner`), and is written to be done again safely: a unit that was
 * cut off left nothing in the database, and files it may have left (a
 * plugin or theme folder) are recognised by the folders that were there
 * before the import started.
 *
 * `$state` is the session's cursor data: `form` (what the user chose),
 * `info` (the hub's facts about the pack), `baseline` (plugin and theme
 * folders before the import) and what units learnt (`images`, `pages`,
 * `templates`, …), plus `results`.
 */
final class Importer {
	public const STEPS = array( 'permission', 'download', 'theme', 'plugin', 'attachments', 'templates', 'content', 'wp-content', 'finalize' );

	/** Bytes of the pack package one request fetches (filter `stencilbox_fsi_package_part_bytes`). */
	public const PART_BYTES = 4 * MB_IN_BYTES;

	/** Kit template types: the pack's blocks of these types become saved templates. */
	public const KIT_TYPES = array( 'header', 'footer', 'single' );

	/**
	 * Constructor.
	 *
	 * @param AccountSession      $account   Hub calls on the user's behalf.
	 * @param DependencyInstaller $plugins   Plugin installs.
	 * @param TemplateRepository  $templates Saved templates (kits).
	 * @param GlobalStyles        $styles    Colours and typography.
	 * @param Journal             $journal   Journal.
	 * @param Preflight           $preflight What the site must allow (checked before the first write).
	 */
	public function __construct(
		private AccountSession $account,
		private DependencyInstaller $plugins,
		private TemplateRepository $templates,
		private GlobalStyles $styles,
		private Journal $journal,
		private Preflight $preflight = new Preflight(),
	) {}

	/**
	 * A step's title in the progress list.
	 *
	 * @param string $step Step.
	 */
	public static function title( string $step ): string {
		return match ( $step ) {
			'permission'  => __( 'Checking permission', 'stencilbox' ),
			'download'    => __( 'Downloading the pack', 'stencilbox' ),
			'theme'       => __( 'Installing the theme', 'stencilbox' ),
			'plugin'      => __( 'Installing plugins', 'stencilbox' ),
			'attachments' => __( 'Importing images', 'stencilbox' ),
			'templates'   => __( 'Creating templates', 'stencilbox' ),
			'content'     => __( 'Importing pages and content', 'stencilbox' ),
			'wp-content'  => __( 'Applying your site settings', 'stencilbox' ),
			default       => __( 'Finishing the import', 'stencilbox' ),
		};
	}

	/**
	 * The steps this import takes (spec part 2 §4's dropped steps: no
	 * plugins chosen, the theme already active or not chosen, a pack
	 * without attachments).
	 *
	 * @param array<string, mixed> $info Pack facts from the hub.
	 * @param array<string, mixed> $form The form.
	 * @return string[]
	 */
	public static function plan( array $info, array $form ): array {
		$theme = (string) ( $form['theme']['stylesheet'] ?? '' );
		return array_values(
			array_filter(
				self::STEPS,
				static fn( string $step ): bool => match ( $step ) {
					'plugin'      => ! empty( $form['plugins'] ),
					'theme'       => '' !== $theme && get_stylesheet() !== $theme,
					'attachments' => ! empty( $info['has_attachments'] ),
					default       => true,
				}
			)
		);
	}

	/**
	 * The plugin and theme folders there now (what the import must never remove).
	 *
	 * @return array{plugins: string[], themes: string[]}
	 */
	public static function baseline(): array {
		$list = static fn( string $dir ): array => array_values( array_map( 'basename', (array) glob( $dir . '/*', GLOB_ONLYDIR ) ) );
		return array(
			'plugins' => $list( WP_PLUGIN_DIR ),
			'themes'  => $list( get_theme_root() ),
		);
	}

	/**
	 * How many units a step has now.
	 *
	 * @param string               $step  Step.
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( string $step, array $state ): int {
		return match ( $step ) {
			// Each part of the package, then its check (two until the first part tells the size).
			'download'    => (int) ( $state['download']['parts'] ?? 1 ) + 1,
			'plugin'      => count( $this->chosen_plugins( $state ) ),
			'attachments' => count( (array) ( $state['package']['images'] ?? array() ) ),
			'templates'   => count( $this->items( $state, true ) ),
			'content'     => count( $this->items( $state, false ) ) + count( $this->posts( $state ) ) + 1,
			default       => 1,
		};
	}

	/**
	 * Runs one unit of a step.
	 *
	 * @param string               $step    Step.
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 * @throws HttpError When the import cannot go on.
	 */
	public function run( string $step, int $unit, array &$state, array $session ): void {
		match ( $step ) {
			'permission'  => $this->permission( $state, $session ),
			'download'    => $this->download( $unit, $state, $session ),
			'theme'       => $this->theme( $state, $session ),
			'plugin'      => $this->plugin( $unit, $state, $session ),
			'attachments' => $this->attachment( $unit, $state, $session ),
			'templates'   => $this->template( $unit, $state ),
			'content'     => $this->content( $unit, $state ),
			'wp-content'  => $this->site_settings( $state ),
			default       => $this->finalize( $state, $session ),
		};
	}

	/**
	 * Permission: the hub must still let the account import the pack, the
	 * WordPress user must be allowed to import, and the site must allow
	 * what this import will do (`Preflight`: memory, time, zip, writable
	 * folders, installs only where something is missing). Nothing has been
	 * written yet, so a refusal here leaves the site as it was.
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 * @throws HttpError 403, `invalid_requirements` (400, every problem in `data.problems`) or the hub's error.
	 */
	private function permission( array &$state, array $session ): void {
		$user          = (int) $session['user_id'];
		$connection    = $this->account->require_connection( $user );
		$state['info'] = $this->account->call( $connection, 'GET', '/items/' . (int) $session['pack_id'] . '/full-site' );
		if ( ! user_can( $user, Names::CAP_FSI ) ) {
			throw new HttpError( 'invalid_permission', __( "Unfortunately, you don't have permission to import templates...", 'stencilbox' ), 403 );
		}
		$problems = $this->preflight->problems( $user, $state );
		if ( $problems ) {
			throw new HttpError(
				'invalid_requirements',
				/* translators: %s: what the site lacks, one sentence each. */
				sprintf( __( 'This site cannot run this import yet, so nothing was changed. %s', 'stencilbox' ), esc_html( implode( ' ', $problems ) ) ),
				400,
				array( 'problems' => $problems )
			);
		}
	}

	/**
	 * Download: the pack's package from the hub in parts of PART_BYTES —
	 * one unit each, written into the import's package folder
	 * (`PackageFolder`: in uploads, which every web node shares, and out of
	 * visitors' reach; journaled from the first write on; a part fetched
	 * again after a killed request is written again at its place) — then,
	 * as the last unit, the whole file checked (size and SHA-256, then the
	 * zip rules) and kept there until finalize. A request never holds more
	 * than one part: a big pack's package whole, as base64 inside JSON,
	 * would not fit an ordinary host's memory. A hub that answers the whole
	 * package at once is one part.
	 *
	 * @param int                  $unit    Which part (the last unit checks).
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 * @throws HttpError `invalid_package` for a damaged or refused package.
	 */
	private function download( int $unit, array &$state, array $session ): void {
		$connection = $this->account->require_connection( (int) $session['user_id'] );
		$route      = '/items/' . (int) $session['pack_id'] . '/full-site/package';
		$damaged    = __( 'The pack package arrived damaged. Please try again.', 'stencilbox' );
		$uuid       = (string) $session['uuid'];
		$path       = PackageFolder::path( $uuid ) . '/pack.zip';
		$partial    = $path . '.part';
		/**
		 * Filters how many bytes of the pack package one request fetches.
		 *
		 * @param int $bytes Default 4 MB.
		 */
		$part     = max( 1024, min( (int) apply_filters( 'stencilbox_fsi_package_part_bytes', self::PART_BYTES ), 8 * MB_IN_BYTES ) );
		$download = (array) ( $state['download'] ?? array() );
		if ( 0 === $unit || $unit < (int) ( $download['parts'] ?? 0 ) ) {
			$params = array(
				'offset' => $unit * $part,
				'length' => $part,
			);
			if ( $unit > 0 ) {
				$params['build'] = (string) $download['build'];
			} else {
				// Asked again after a killed request: the same build.
				$params['key'] = (string) $session['uuid'];
			}
			$answer = $this->account->call( $connection, 'POST', $route, $params );
			$bytes  = base64_decode( (string) ( $answer['data'] ?? '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
			if ( 0 === $unit ) {
				$build             = (string) ( $answer['build'] ?? '' );
				$size              = (int) ( $answer['size'] ?? 0 );
				$download          = array(
					'build'  => $build,
					'size'   => $size,
					'sha256' => (string) ( $answer['sha256'] ?? '' ),
					'parts'  => '' === $build ? 1 : max( 1, (int) ceil( $size / $part ) ),
					'part'   => '' === $build ? max( 1, $size ) : $part,
				);
				$state['download'] = $download;
			}
			$offset = $unit * (int) $download['part'];
			if ( false === $bytes || strlen( $bytes ) !== min( (int) $download['part'], (int) $download['size'] - $offset ) ) {
				throw new HttpError( 'invalid_package', $damaged, 502 );
			}
			if ( 0 === $unit ) {
				$this->journal->add( (int) $session['id'], Journal::FOLDER, PackageFolder::relative( $uuid ) );
				PackageFolder::prepare( $uuid );
			}
			$handle = fopen( $partial, 0 === $unit ? 'wb' : 'cb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
			if ( false === $handle ) {
				throw new HttpError( 'import_failed', __( 'The pack package could not be stored in the uploads folder.', 'stencilbox' ), 500 );
			}
			fseek( $handle, $offset );
			fwrite( $handle, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			return;
		}
		// The last unit: the whole file (already in place if this unit ran before).
		if ( is_file( $partial ) ) {
			if ( filesize( $partial ) !== (int) $download['size'] || hash_file( 'sha256', $partial ) !== (string) $download['sha256'] ) {
				wp_delete_file( $partial );
				throw new HttpError( 'invalid_package', $damaged, 502 );
			}
			rename( $partial, $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
		}
		if ( ! is_file( $path ) || hash_file( 'sha256', $path ) !== (string) $download['sha256'] ) {
			throw new HttpError( 'invalid_package', $damaged, 502 );
		}
		if ( '' !== (string) $download['build'] ) {
			try {
				$this->account->call(
					$connection,
					'POST',
					$route,
					array(
						'build'   => (string) $download['build'],
						'release' => true,
					)
				);
			} catch ( HttpError $error ) {
				unset( $error ); // The hub removes builds left behind itself.
			}
		}
		try {
			$package = PackPackage::open( $path );
		} catch ( HttpError $error ) {
			PackageFolder::remove( $uuid );
			throw $error;
		}
		$state['package'] = array(
			'path'   => $path,
			'images' => array_map( static fn( string $name ): string => substr( $name, strlen( 'images/' ) ), $package->images() ),
			'items'  => $package->items(),
			'posts'  => $package->posts(),
		);
	}

	/**
	 * Theme: install the chosen theme if the site lacks it (the hub's
	 * package, checked like plugin packages), then activate it. A refused
	 * package stops the import (nothing was written yet); a theme the hub
	 * cannot serve is reported ('Theme Installation Failed') and the import
	 * goes on with the current theme.
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 * @throws HttpError `invalid_package`.
	 */
	private function theme( array &$state, array $session ): void {
		$slug = (string) $state['form']['theme']['stylesheet'];
		$id   = (int) $session['id'];
		try {
			if ( ! wp_get_theme( $slug )->exists() ) {
				$connection = $this->account->require_connection( (int) $session['user_id'] );
				$answer     = $this->account->call( $connection, 'GET', '/themes/' . rawurlencode( $slug ) . '/package' );
				$bytes      = self::decode( $answer, __( 'The theme package arrived damaged. Please try again.', 'stencilbox' ) );
				require_once ABSPATH . 'wp-admin/includes/file.php';
				$tmp = wp_tempnam( $slug . '.zip' );
				file_put_contents( $tmp, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
				try {
					ThemePackage::install( $tmp, $slug );
				} finally {
					wp_delete_file( $tmp );
				}
			}
		} catch ( HttpError $error ) {
			if ( 'invalid_package' === $error->error_code() ) {
				throw $error;
			}
			$state['results']['dependency_data']['theme'] = array(
				'success' => false,
				'message' => $error->getMessage(),
			);
			return;
		}
		if ( ! in_array( $slug, (array) $state['baseline']['themes'], true ) ) {
			$this->journal->add( $id, Journal::THEME_INSTALLED, $slug );
		}
		switch_theme( $slug );
		// WordPress finishes a switch on the next request (`after_switch_theme`,
		// widgets, rewrite rules); done here, those writes are journaled too.
		check_theme_switched();
		$state['results']['dependency_data']['theme'] = array( 'success' => true );
	}

	/**
	 * The dependencies the user chose, as the hub describes them.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return array<int, array<string, mixed>>
	 */
	private function chosen_plugins( array $state ): array {
		$chosen = array_map( static fn( mixed $p ): string => is_array( $p ) ? (string) ( $p['slug'] ?? '' ) : (string) $p, (array) ( $state['form']['plugins'] ?? array() ) );
		return array_values(
			array_filter(
				(array) ( $state['info']['dependencies'] ?? array() ),
				static fn( mixed $dependency ): bool => is_array( $dependency ) && in_array( (string) ( $dependency['slug'] ?? '' ), $chosen, true )
			)
		);
	}

	/**
	 * Plugin: one chosen plugin, installed (free ones, from the hub's
	 * package) and activated. A plugin that cannot be installed — a pro
	 * plugin, a refused package — is reported in the results; the import
	 * goes on.
	 *
	 * @param int                  $unit    Which plugin.
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 */
	private function plugin( int $unit, array &$state, array $session ): void {
		$dependency = $this->chosen_plugins( $state )[ $unit ] ?? null;
		if ( null === $dependency ) {
			return;
		}
		$slug     = (string) $dependency['slug'];
		$results = (array) ( $state['results']['dependency_data']['plugins'] ?? array() ) + array(
			'total'   => count( $this->chosen_plugins( $state ) ),
			'succeed' => 0,
			'active'  => 0,
			'failed'  => array(),
		);
		// Already active before: counted apart, not as "installed".
		$was_active = ! empty( $this->plugins->check( array( $dependency ) )[0]['is_active'] );
		$mine    = is_dir( WP_PLUGIN_DIR . '/' . $slug ) && ! in_array( $slug, (array) $state['baseline']['plugins'], true );
		try {
			if ( $mine ) {
				// Left by a request that was cut off after writing the folder:
				// the import's own, so it is recorded and activated.
				$this->journal->add( (int) $session['id'], Journal::PLUGIN_INSTALLED, $slug );
			}
			$this->plugins->install( (int) $session['user_id'], $dependency );
			if ( ! in_array( $slug, (array) $state['baseline']['plugins'], true ) ) {
				$this->journal->add( (int) $session['id'], Journal::PLUGIN_INSTALLED, $slug );
			}
			++$results['succeed'];
			$results['active'] += $was_active ? 1 : 0;
		} catch ( HttpError $error ) {
			$results['failed'][] = array(
				'name'    => (string) ( $dependency['name'] ?? $slug ),
				'slug'    => $slug,
				'is_pro'  => ! empty( $dependency['is_pro'] ),
				'message' => $error->getMessage(),
			);
		}
		$state['results']['dependency_data']['plugins'] = $results;
	}

	/**
	 * Attachments: one image of the package into the media library.
	 *
	 * @param int                  $unit    Which image.
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 */
	private function attachment( int $unit, array &$state, array $session ): void {
		$name = (string) ( $state['package']['images'][ $unit ] ?? '' );
		if ( '' === $name || isset( $state['images'][ $name ] ) ) {
			return;
		}
		$package = PackPackage::open( (string) $state['package']['path'] );
		// The first file the import leaves in uploads: from now on revert removes its folder.
		$this->journal->add( (int) $session['id'], Journal::FOLDER, self::folder( $session )['relative'] );
		$copy = PackImages::store( $name, $package->read( 'images/' . $name ), self::folder( $session )['relative'] );
		if ( null === $copy ) {
			$state['results']['failed_images'][] = $name;
			return;
		}
		$state['images'][ $name ]   = $copy;
		$state['results']['attachments'] = (int) ( $state['results']['attachments'] ?? 0 ) + 1;
	}

	/**
	 * The package's items that are kits (header, footer, single blocks) or
	 * that are content (pages, and posts when demo content is wanted).
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @param bool                 $kits  Kits or content.
	 * @return array<int, array<string, mixed>>
	 */
	private function items( array $state, bool $kits ): array {
		$items = array();
		foreach ( (array) ( $state['package']['items'] ?? array() ) as $item ) {
			$is_kit = 'block' === $item['type'] && in_array( (string) $item['template_type'], self::KIT_TYPES, true );
			if ( $kits ? $is_kit : 'page' === $item['type'] ) {
				$items[] = $item;
			}
		}
		return $items;
	}

	/**
	 * The pack's sample posts, unless the user asked for no demo content.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return array<int, array<string, mixed>>
	 */
	private function posts( array $state ): array {
		if ( false === ( $state['form']['import_demo_content'] ?? true ) ) {
			return array();
		}
		return array_values( (array) ( $state['package']['posts'] ?? array() ) );
	}

	/**
	 * An item's content, ready for this site.
	 *
	 * @param array<string, mixed> $item  Manifest item.
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function prepared( array $item, array $state ): string {
		$package = PackPackage::open( (string) $state['package']['path'] );
		$colours = PackContent::colour_map( (array) ( $state['info']['settings']['colors'] ?? array() ), (array) ( $state['form']['color'] ?? array() ) );
		$content = $package->read( (string) $item['file'] );
		$brand   = (string) ( $state['info']['settings']['site_title'] ?? '' );
		$width   = (int) ( $state['form']['logo_size'] ?? 211 );
		if ( in_array( $item['template_type'], array( 'header', 'footer' ), true ) ) {
			$content = 'gutenberg' === $package->platform()
				? PackContent::brand( $content, $brand, $width )
				: PackContent::brand_elementor( $content, $brand, (string) ( $state['form']['title'] ?? '' ), is_array( $state['form']['logo'] ?? null ) ? $state['form']['logo'] : null, $width );
		}
		return PackContent::prepare( $content, $package->platform(), (array) ( $state['images'] ?? array() ), $colours );
	}

	/**
	 * Templates: one kit block becomes a published saved template marked
	 * `is_kit` (issue [8]): header and footer everywhere, single on posts.
	 *
	 * @param int                  $unit  Which kit.
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function template( int $unit, array &$state ): void {
		$item = $this->items( $state, true )[ $unit ] ?? null;
		if ( null === $item || isset( $state['templates'][ $item['slug'] ] ) ) {
			return;
		}
		$type       = (string) $item['template_type'];
		$platform   = (string) $state['info']['platform'];
		$content    = $this->prepared( $item, $state );
		$conditions = 'single' === $type
			? array(
				array(
					'type'     => 'include',
					'name'     => 'singular',
					'sub_name' => 'post_type:post',
				),
			)
			: array(
				array(
					'type' => 'include',
					'name' => 'general',
				),
			);
		$id         = $this->templates->create(
			$platform,
			$type,
			array(
				'title'      => (string) $item['name'],
				'content'    => 'elementor' === $platform ? self::plain_text( $content ) : $content,
				'conditions' => $conditions,
				'is_kit'     => true,
				'status'     => 'publish',
				'author'     => (int) get_current_user_id(),
			)
		);
		if ( 'elementor' === $platform ) {
			// A document of our template post type (as Create Template makes one).
			self::elementor_meta( $id, $content, 'wp-post' );
		}
		self::placed( $id, $item, $state );
		$state['templates'][ $item['slug'] ]           = $id;
		$state['results']['template_types'][ $type ] = (int) ( $state['results']['template_types'][ $type ] ?? 0 ) + 1;
	}

	/**
	 * Content: one page (published; the home page is the pack's first page
	 * or its `home` page), then the pack's sample posts, one per unit (the
	 * ones its blog pages list), then, as the last unit, the navigation
	 * menu of the pages, which the header kit's navigation points at.
	 *
	 * @param int                  $unit  Which page or post (the last unit is the menu).
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function content( int $unit, array &$state ): void {
		$pages = $this->items( $state, false );
		$posts = $this->posts( $state );
		if ( $unit >= count( $pages ) + count( $posts ) ) {
			$this->navigation( $state );
			return;
		}
		if ( $unit >= count( $pages ) ) {
			$this->post( $posts[ $unit - count( $pages ) ], $state );
			return;
		}
		$item = $pages[ $unit ];
		if ( isset( $state['pages'][ $item['slug'] ] ) ) {
			return;
		}
		$platform = (string) $state['info']['platform'];
		$content  = $this->prepared( $item, $state );
		$id       = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => PackPages::title( (string) $item['name'], (string) ( $state['info']['settings']['site_title'] ?? '' ) ),
					'post_name'    => sanitize_title( (string) $item['slug'] ),
					'post_content' => 'elementor' === $platform ? self::plain_text( $content ) : $content,
					'menu_order'   => $unit,
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new HttpError( 'import_failed', $id->get_error_message(), 500 );
		}
		$template = self::page_template( $item, $pages, $platform );
		if ( '' !== $template && isset( wp_get_theme()->get_page_templates( null, 'page' )[ $template ] ) ) {
			update_post_meta( $id, '_wp_page_template', $template );
		}
		if ( 'elementor' === $platform ) {
			// A page built with Elementor (`wp-page`), not a library page.
			self::elementor_meta( $id, $content, 'wp-page' );
		}
		self::placed( $id, $item, $state );
		$state['pages'][ $item['slug'] ] = $id;
		if ( PackPages::front( $pages ) === $unit ) {
			$state['home'] = $id;
		}
		$state['results']['post_types']['page'] = (int) ( $state['results']['post_types']['page'] ?? 0 ) + 1;
	}

	/**
	 * The page template a page gets: the one its item asks for. An Elementor
	 * page made for Elementor's Full Width, on a block theme (the pack's),
	 * gets the theme's own full-width template the pack names instead (its
	 * own, or its home page's): Elementor's Full Width prints the theme's
	 * header through `get_header()`, which a block theme does not have
	 * (WordPress falls back to its old theme-compat header), so the pack's
	 * header and footer would not show.
	 *
	 * @param array<string, mixed>             $item     Manifest item.
	 * @param array<int, array<string, mixed>> $pages    The pack's pages.
	 * @param string                           $platform gutenberg or elementor.
	 */
	public static function page_template( array $item, array $pages, string $platform ): string {
		$template = (string) ( $item['page_template'] ?? '' );
		if ( 'elementor' !== $platform || Elementor::FULL_WIDTH !== $template || ! wp_is_block_theme() ) {
			return $template;
		}
		$known = wp_get_theme()->get_page_templates( null, 'page' );
		foreach ( array_merge( array( $item ), $pages ) as $candidate ) {
			$theme_template = (string) ( $candidate['theme_template'] ?? '' );
			if ( '' !== $theme_template && isset( $known[ $theme_template ] ) ) {
				return $theme_template;
			}
		}
		return $template;
	}

	/**
	 * Records where an imported page or template came from (the hub's item
	 * and version, `Names::HOOK_CONTENT_PLACED`), with what an update needs
	 * to prepare a newer version the same way: the colours chosen, the
	 * header's brand and menu.
	 *
	 * @param int                  $post_id Post made.
	 * @param array<string, mixed> $item    Manifest item (`id`, `version` from hubs that send them).
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $extra   More context.
	 */
	private static function placed( int $post_id, array $item, array $state, array $extra = array() ): void {
		$platform = (string) $state['info']['platform'];
		$context  = $extra + array( 'colours' => PackContent::colour_map( (array) ( $state['info']['settings']['colors'] ?? array() ), (array) ( $state['form']['color'] ?? array() ) ) );
		if ( 'header' === ( $item['template_type'] ?? '' ) && 'gutenberg' === $platform ) {
			$context['brand']     = (string) ( $state['info']['settings']['site_title'] ?? '' );
			$context['logo_size'] = (int) ( $state['form']['logo_size'] ?? 211 );
		}
		apply_filters(
			Names::HOOK_CONTENT_PLACED,
			'',
			array(
				'kind'    => 'item',
				'id'      => (int) ( $item['id'] ?? 0 ),
				'version' => (int) ( $item['version'] ?? 1 ),
				'name'    => (string) ( $item['name'] ?? '' ),
				'type'    => (string) ( $item['type'] ?? '' ),
			),
			array(
				'post_id'  => $post_id,
				'scope'    => 'document',
				'path'     => 'full-site',
				'platform' => $platform,
				'context'  => $context,
			)
		);
	}

	/**
	 * One sample post: published on its date, with its featured image from
	 * the package's images, its content prepared like a page's.
	 *
	 * @param array<string, mixed> $post  Manifest post.
	 * @param array<string, mixed> $state Cursor data.
	 * @throws HttpError When WordPress refuses the post.
	 */
	private function post( array $post, array &$state ): void {
		$slug = (string) $post['slug'];
		if ( isset( $state['posts'][ $slug ] ) ) {
			return;
		}
		$package = PackPackage::open( (string) $state['package']['path'] );
		$colours = PackContent::colour_map( (array) ( $state['info']['settings']['colors'] ?? array() ), (array) ( $state['form']['color'] ?? array() ) );
		$content = PackContent::prepare( $package->read( (string) $post['file'] ), 'gutenberg', (array) ( $state['images'] ?? array() ), $colours );
		$id      = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'post',
					'post_status'  => 'publish',
					'post_title'   => sanitize_text_field( (string) $post['title'] ),
					'post_excerpt' => sanitize_textarea_field( (string) $post['excerpt'] ),
					'post_name'    => sanitize_title( $slug ),
					'post_content' => $content,
					'post_date'    => (string) $post['date'] . ' 09:00:00',
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new HttpError( 'import_failed', $id->get_error_message(), 500 );
		}
		$image = (int) ( $state['images'][ (string) ( $post['image'] ?? '' ) ]['id'] ?? 0 );
		if ( $image > 0 ) {
			set_post_thumbnail( $id, $image );
		}
		$state['posts'][ $slug ]                 = $id;
		$state['results']['post_types']['post'] = (int) ( $state['results']['post_types']['post'] ?? 0 ) + 1;
	}

	/**
	 * The pack's menu: a navigation of its pages; the header kit points at it.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function navigation( array &$state ): void {
		if ( isset( $state['navigation'] ) || 'gutenberg' !== $state['info']['platform'] || empty( $state['pages'] ) ) {
			return;
		}
		$links = '';
		foreach ( (array) $state['pages'] as $page_id ) {
			$links .= '<!-- wp:navigation-link ' . wp_json_encode(
				array(
					'label' => get_the_title( (int) $page_id ),
					'type'  => 'page',
					'id'    => (int) $page_id,
					'url'   => (string) get_permalink( (int) $page_id ),
					'kind'  => 'post-type',
				)
			) . ' /-->';
		}
		$menu = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'wp_navigation',
					'post_status'  => 'publish',
					/* translators: %s: pack name. */
					'post_title'   => sprintf( __( '%s menu', 'stencilbox' ), (string) $state['info']['name'] ),
					'post_content' => $links,
				)
			),
			true
		);
		if ( is_wp_error( $menu ) ) {
			return;
		}
		$state['navigation'] = $menu;
		foreach ( $this->items( $state, true ) as $item ) {
			$template = (int) ( $state['templates'][ $item['slug'] ] ?? 0 );
			if ( $template && 'header' === $item['template_type'] ) {
				wp_update_post(
					wp_slash(
						array(
							'ID'           => $template,
							'post_content' => PackContent::with_menu( (string) get_post_field( 'post_content', $template ), $menu ),
						)
					)
				);
				// The header as it is now, menu and all, is what was placed.
				self::placed( $template, $item, $state, array( 'menu' => (int) $menu ) );
			}
		}
	}

	/**
	 * The pack's own logo (its settings' `site_logo` or `logo`), when it is
	 * one of the package's images this import copied: used when the user
	 * chose none.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 * @return int Attachment id, or 0.
	 */
	private static function pack_logo( array $state ): int {
		$logo = (string) ( $state['info']['settings']['logo'] ?? '' );
		$name = '' === $logo ? '' : wp_basename( (string) wp_parse_url( $logo, PHP_URL_PATH ) );
		return '' === $name ? 0 : (int) ( $state['images'][ $name ]['id'] ?? 0 );
	}

	/**
	 * wp-content: title, tagline, logo, front page (unless the user keeps
	 * theirs), colours and typography.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function site_settings( array &$state ): void {
		$form = (array) $state['form'];
		update_option( 'blogname', (string) $form['title'] );
		update_option( 'blogdescription', (string) $form['slogan'] );
		$logo = (int) ( $form['logo']['id'] ?? 0 ) ?: self::pack_logo( $state );
		if ( $logo > 0 ) {
			update_option( 'site_logo', $logo );
			set_theme_mod( 'custom_logo', $logo );
		}
		// "Keep the current front page": the pages are imported all the same.
		if ( ! empty( $state['home'] ) && empty( $form['keep_front_page'] ) ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', (int) $state['home'] );
		}
		[ $colours, $typography ]   = GlobalStyles::chosen( (array) ( $state['info']['settings'] ?? array() ), $form );
		$state['results']['styles'] = $this->styles->apply( (string) $state['info']['platform'], $colours, $typography );
	}

	/**
	 * Finalize: the package is no longer needed; the results are complete.
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 */
	private function finalize( array &$state, array $session ): void {
		self::discard_package( $state, $session );
		$state['results'] += array( 'attachments' => 0 );
		$state['results']['dependency_data'] = (array) ( $state['results']['dependency_data'] ?? array() ) + array(
			'plugins' => array(
				'total'   => 0,
				'succeed' => 0,
				'active'  => 0,
				'failed'  => array(),
			),
			'theme'   => array( 'success' => true ),
		);
		$state['results']['site_url'] = home_url( '/' );
		$state['results']['session']  = (string) $session['uuid'];
		// Every imported page, for the results step's links.
		$state['results']['pages'] = array();
		foreach ( (array) ( $state['pages'] ?? array() ) as $page_id ) {
			if ( 'publish' === get_post_status( (int) $page_id ) ) {
				$state['results']['pages'][] = array(
					'id'    => (int) $page_id,
					'title' => html_entity_decode( get_the_title( (int) $page_id ), ENT_QUOTES, 'UTF-8' ),
					'url'   => (string) get_permalink( (int) $page_id ),
					'front' => (int) get_option( 'page_on_front' ) === (int) $page_id && 'page' === get_option( 'show_on_front' ),
				);
			}
		}
	}

	/**
	 * An import that stopped for good: its downloaded package goes (the
	 * folder too, when nothing else of the import is in it).
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 */
	public function abandon( array $state, array $session ): void {
		self::discard_package( $state, $session );
		// The package's folder is gone: nothing of it is left to revert.
		$this->journal->forget( (int) $session['id'], Journal::FOLDER, PackageFolder::relative( (string) $session['uuid'] ) );
		$folder = self::folder( $session )['path'];
		if ( is_dir( $folder ) && ! $this->journal->has( (int) $session['id'], Journal::FOLDER, self::folder( $session )['relative'] ) ) {
			\Stencilbox\Support\SafeZip::remove_dir( $folder );
		}
	}

	/**
	 * Removes an import's downloaded package (and its folder).
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 */
	private static function discard_package( array $state, array $session ): void {
		$path = (string) ( $state['package']['path'] ?? '' );
		if ( '' !== $path && is_file( $path ) ) {
			wp_delete_file( $path );
		}
		PackageFolder::remove( (string) $session['uuid'] );
	}

	/**
	 * The bytes of a package answer, checked against its SHA-256.
	 *
	 * @param array<mixed> $answer  Hub answer.
	 * @param string       $message Message when damaged.
	 * @throws HttpError `invalid_package` (502).
	 */
	private static function decode( array $answer, string $message ): string {
		$bytes = base64_decode( (string) ( $answer['data'] ?? '' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
		if ( false === $bytes || hash( 'sha256', $bytes ) !== ( $answer['sha256'] ?? '' ) ) {
			throw new HttpError( 'invalid_package', $message, 502 );
		}
		return $bytes;
	}

	/**
	 * The import's folder in uploads (its images; visitors see its address).
	 *
	 * @param array<string, mixed> $session Session.
	 * @return array{path: string, relative: string}
	 */
	public static function folder( array $session ): array {
		$relative = 'stencilbox-fsi/' . sanitize_key( (string) $session['uuid'] );
		return array(
			'path'     => trailingslashit( wp_get_upload_dir()['basedir'] ) . $relative,
			'relative' => $relative,
		);
	}

	/**
	 * The plain-text copy of an export Elementor keeps in `post_content`.
	 *
	 * @param string $content Export JSON.
	 */
	private static function plain_text( string $content ): string {
		$export = json_decode( $content, true );
		return Elementor::plain_text( is_array( $export['content'] ?? null ) ? $export['content'] : array() );
	}

	/**
	 * Elementor's meta for a page or template made from an export.
	 *
	 * @param int    $id      Post.
	 * @param string $content Export JSON.
	 * @param string $type    Elementor document type: wp-page or wp-post.
	 */
	private static function elementor_meta( int $id, string $content, string $type ): void {
		$export = json_decode( $content, true );
		Elementor::write_document(
			$id,
			$type,
			is_array( $export['content'] ?? null ) ? $export['content'] : array(),
			is_array( $export['page_settings'] ?? null ) ? $export['page_settings'] : array()
		);
	}
}
