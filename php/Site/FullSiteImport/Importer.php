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
	 */
	public function __construct(
		private AccountSession $account,
		private DependencyInstaller $plugins,
		private TemplateRepository $templates,
		private GlobalStyles $styles,
		private Journal $journal,
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
			'plugin'      => count( $this->chosen_plugins( $state ) ),
			'attachments' => count( (array) ( $state['package']['images'] ?? array() ) ),
			'templates'   => count( $this->items( $state, true ) ),
			'content'     => count( $this->items( $state, false ) ) + 1,
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
			'download'    => $this->download( $state, $session ),
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
	 * Permission: the hub must still let the account import the pack, and
	 * the WordPress user must be allowed to do what the import will do.
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 * @throws HttpError 403 or the hub's error.
	 */
	private function permission( array &$state, array $session ): void {
		$user          = (int) $session['user_id'];
		$connection    = $this->account->require_connection( $user );
		$state['info'] = $this->account->call( $connection, 'GET', '/items/' . (int) $session['pack_id'] . '/full-site' );
		$needs         = array( Names::CAP_FSI );
		if ( ! empty( $state['form']['plugins'] ) ) {
			array_push( $needs, 'install_plugins', 'activate_plugins' );
		}
		if ( '' !== (string) ( $state['form']['theme']['stylesheet'] ?? '' ) ) {
			array_push( $needs, 'install_themes', 'switch_themes' );
		}
		foreach ( $needs as $cap ) {
			if ( ! user_can( $user, $cap ) ) {
				throw new HttpError( 'invalid_permission', __( "Unfortunately, you don't have permission to import templates...", 'stencilbox' ), 403 );
			}
		}
	}

	/**
	 * Download: the pack's package from the hub, checked (SHA-256, then the
	 * zip rules), kept until finalize in a folder nobody can fetch
	 * (`PackageFolder`), journaled from this first write on.
	 *
	 * @param array<string, mixed> $state   Cursor data.
	 * @param array<string, mixed> $session Session.
	 * @throws HttpError `invalid_package` for a damaged or refused package.
	 */
	private function download( array &$state, array $session ): void {
		$connection = $this->account->require_connection( (int) $session['user_id'] );
		$answer     = $this->account->call( $connection, 'POST', '/items/' . (int) $session['pack_id'] . '/full-site/package' );
		$bytes      = self::decode( $answer, __( 'The pack package arrived damaged. Please try again.', 'stencilbox' ) );
		$uuid       = (string) $session['uuid'];
		$this->journal->add( (int) $session['id'], Journal::FOLDER, PackageFolder::relative( $uuid ) );
		$path = PackageFolder::prepare( $uuid ) . '/pack.zip';
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
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
			'failed'  => array(),
		);
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
	 * An item's content, ready for this site.
	 *
	 * @param array<string, mixed> $item  Manifest item.
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function prepared( array $item, array $state ): string {
		$package = PackPackage::open( (string) $state['package']['path'] );
		$colours = PackContent::colour_map( (array) ( $state['info']['settings']['colors'] ?? array() ), (array) ( $state['form']['color'] ?? array() ) );
		$content = $package->read( (string) $item['file'] );
		if ( 'header' === $item['template_type'] && 'gutenberg' === $package->platform() ) {
			$content = PackContent::brand( $content, (string) ( $state['info']['settings']['site_title'] ?? '' ), (int) ( $state['form']['logo_size'] ?? 211 ) );
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
				'content'    => 'elementor' === $platform ? '' : $content,
				'conditions' => $conditions,
				'is_kit'     => true,
				'status'     => 'publish',
				'author'     => (int) get_current_user_id(),
			)
		);
		if ( 'elementor' === $platform ) {
			self::elementor_meta( $id, $content, 'section' );
		}
		$state['templates'][ $item['slug'] ]           = $id;
		$state['results']['template_types'][ $type ] = (int) ( $state['results']['template_types'][ $type ] ?? 0 ) + 1;
	}

	/**
	 * Content: one page (published; the home page is the pack's first page
	 * or its `home` page), then, as the last unit, the navigation menu of
	 * the pages, which the header kit's navigation points at.
	 *
	 * @param int                  $unit  Which page (the last unit is the menu).
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function content( int $unit, array &$state ): void {
		$pages = $this->items( $state, false );
		if ( $unit >= count( $pages ) ) {
			$this->navigation( $state );
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
					'post_title'   => self::page_title( (string) $item['name'], (string) ( $state['info']['settings']['site_title'] ?? '' ) ),
					'post_name'    => sanitize_title( (string) $item['slug'] ),
					'post_content' => 'elementor' === $platform ? '' : $content,
					'menu_order'   => $unit,
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new HttpError( 'import_failed', $id->get_error_message(), 500 );
		}
		$template = (string) ( $item['page_template'] ?? '' );
		if ( '' !== $template && isset( wp_get_theme()->get_page_templates( null, 'page' )[ $template ] ) ) {
			update_post_meta( $id, '_wp_page_template', $template );
		}
		if ( 'elementor' === $platform ) {
			self::elementor_meta( $id, $content, 'page' );
		}
		$state['pages'][ $item['slug'] ] = $id;
		if ( ! isset( $state['home'] ) || 'home' === $item['template_type'] && 'home' !== ( $state['home_type'] ?? '' ) ) {
			$state['home']      = $id;
			$state['home_type'] = (string) $item['template_type'];
		}
		$state['results']['post_types']['page'] = (int) ( $state['results']['post_types']['page'] ?? 0 ) + 1;
	}

	/**
	 * A page's title on the new site: the item's name without the pack's
	 * brand in front ("Harbor About" → "About"), which the site's title says.
	 *
	 * @param string $name  Item name.
	 * @param string $brand The pack's site title.
	 */
	public static function page_title( string $name, string $brand ): string {
		$brand = trim( $brand );
		if ( '' !== $brand && str_starts_with( $name, $brand . ' ' ) && strlen( $name ) > strlen( $brand ) + 1 ) {
			return ucfirst( trim( substr( $name, strlen( $brand ) + 1 ) ) );
		}
		return $name;
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
			}
		}
	}

	/**
	 * wp-content: title, tagline, logo, front page, colours and typography.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function site_settings( array &$state ): void {
		$form = (array) $state['form'];
		update_option( 'blogname', (string) $form['title'] );
		update_option( 'blogdescription', (string) $form['slogan'] );
		$logo = (int) ( $form['logo']['id'] ?? 0 );
		if ( $logo > 0 ) {
			update_option( 'site_logo', $logo );
			set_theme_mod( 'custom_logo', $logo );
		}
		if ( ! empty( $state['home'] ) ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', (int) $state['home'] );
		}
		$colours = array();
		foreach ( (array) ( $state['info']['settings']['colors'] ?? array() ) as $entry ) {
			$id        = (string) ( $entry['id'] ?? $entry['_id'] ?? '' );
			$chosen    = (string) ( $form['color'][ $id ] ?? '' );
			$colours[] = array(
				'id'    => $id,
				'title' => (string) ( $entry['title'] ?? $entry['name'] ?? $id ),
				'color' => PackContent::is_colour( $chosen ) ? $chosen : (string) ( $entry['color'] ?? '' ),
			);
		}
		$typography = array();
		foreach ( (array) ( $state['info']['settings']['typography'] ?? array() ) as $entry ) {
			$id           = (string) ( $entry['id'] ?? '' );
			$typography[] = array_merge( (array) $entry, (array) ( $form['typography'][ $id ] ?? array() ), array( 'id' => $id ) );
		}
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
				'failed'  => array(),
			),
			'theme'   => array( 'success' => true ),
		);
		$state['results']['site_url'] = home_url( '/' );
		$state['results']['session']  = (string) $session['uuid'];
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
	 * Elementor's meta for a page or template made from an export.
	 *
	 * @param int    $id      Post.
	 * @param string $content Export JSON.
	 * @param string $type    page or section.
	 */
	private static function elementor_meta( int $id, string $content, string $type ): void {
		$export = json_decode( $content, true );
		update_post_meta( $id, '_elementor_edit_mode', 'builder' );
		update_post_meta( $id, '_elementor_template_type', $type );
		update_post_meta( $id, '_elementor_data', wp_slash( (string) wp_json_encode( $export['content'] ?? array() ) ) );
		update_post_meta( $id, '_elementor_page_settings', $export['page_settings'] ?? array() );
	}
}
