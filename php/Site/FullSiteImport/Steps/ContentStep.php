<?php
/**
 * Full-site import step `content`: importing pages and content.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\PackContent;
use Stencilbox\Site\FullSiteImport\PackLinks;
use Stencilbox\Site\FullSiteImport\PackPresets;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Import\PackPages;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Importing pages and content (`Importer::STEPS` lists it in the spec's order).
 */
final class ContentStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'content';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Importing pages and content', 'stencilbox' );
	}

	/**
	 * How many units the step has now.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( array $state ): int {
		return count( StepTools::items( $state, false ) ) + count( StepTools::posts( $state ) ) + 1;
	}

	/**
	 * Content: one page (published; the home page is the pack's first page
	 * or its `home` page), then the pack's sample posts, one per unit (the
	 * ones its blog pages list), then, as the last unit, the navigation
	 * menu of the pages, which the header kit's navigation points at, and
	 * the pack's links to its pages and sections pointed at the pages made
	 * (`PackLinks`).
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		unset( $session );
		$pages = StepTools::items( $state, false );
		$posts = StepTools::posts( $state );
		if ( $unit >= count( $pages ) + count( $posts ) ) {
			$this->navigation( $state );
			$this->links( $state );
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
		$content  = $this->tools->dressed( $item, $state );
		$brand    = (string) ( $state['info']['settings']['site_title'] ?? '' );
		$title    = PackPages::title( (string) $item['name'], $brand );
		$state['results']['post_types']['page'] = (int) ( $state['results']['post_types']['page'] ?? 0 ) + 1;
		// The same pack imported again: its page is found by its stable id, and
		// kept, or written again in place (`StepTools::earlier()`).
		$earlier = $this->tools->earlier( 'page', 'page', $item, $title, $content, $state );
		if ( $earlier['id'] > 0 && ! $earlier['write'] ) {
			$state['pages'][ $item['slug'] ] = $earlier['id'];
			if ( PackPages::front( $pages ) === $unit ) {
				$state['home'] = $earlier['id'];
			}
			return;
		}
		$page = array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => $title,
			// The page's name (WordPress makes it unique: "about-2" beside another "about").
			'post_name'    => PackPages::name( (string) $item['name'], $brand ),
			'post_content' => Platforms::get( $platform )->post_content( $content ),
			'menu_order'   => $unit,
			// Found by the next import of this pack.
			'meta_input'   => array( References::META => $earlier['stable'] ),
		);
		if ( $earlier['id'] > 0 ) {
			// Written again in place: its address and title stay.
			$page = array(
				'ID'           => $earlier['id'],
				'post_content' => $page['post_content'],
			);
		}
		$id = $earlier['id'] > 0 ? wp_update_post( wp_slash( $page ), true ) : wp_insert_post( wp_slash( $page ), true );
		if ( is_wp_error( $id ) ) {
			HttpError::raise( 'import_failed', $id->get_error_message(), 500 );
		}
		$template = self::page_template( $item, $pages, $platform );
		if ( '' !== $template && isset( wp_get_theme()->get_page_templates( null, 'page' )[ $template ] ) ) {
			TemplateRenderer::set_page_template( $id, $template );
		} elseif ( self::shows_own_title( $template, $content, $platform ) ) {
			update_post_meta( $id, TemplateRenderer::META_OWN_TITLE, '1' );
		}
		// A page built with its platform's editor (Elementor's `wp-page`), not a library page.
		Platforms::get( $platform )->write_document( $id, $content, 'page' );
		StepTools::placed( $id, $item, $state, $this->tools->dressed_context( $item, $state ) );
		$state['pages'][ $item['slug'] ] = $id;
		if ( PackPages::front( $pages ) === $unit ) {
			$state['home'] = $id;
		}
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
		if ( Elementor::FULL_WIDTH !== $template || ! in_array( $template, Platforms::get( $platform )->page_templates(), true ) || ! wp_is_block_theme() ) {
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
	 * Whether a page asked for a page template this theme lacks and brings
	 * its own title (a level-1 heading): the theme's page template would
	 * print the page's title above it (`TemplateRenderer::META_OWN_TITLE`
	 * leaves that out). Block themes: a classic theme's page template is
	 * its own PHP.
	 *
	 * @param string $template The template asked for ('' for none).
	 * @param string $content  The page's content.
	 * @param string $platform gutenberg or elementor.
	 */
	private static function shows_own_title( string $template, string $content, string $platform ): bool {
		// A pack page that asks for no template was made to show under the
		// theme's title (docs/decisions/insert-and-import.md).
		return '' !== $template && TemplateRenderer::content_shows_own_title( $content, $platform, $template );
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
		// The same pack imported again: the post an earlier import made is
		// found by its stable id and left as it is (a post's content is its
		// author's once published; nothing records whether it changed).
		$stable = StepTools::stable_id( $state, 'post', $slug );
		$found  = References::find( 'post', $stable );
		if ( $found > 0 ) {
			$state['posts'][ $slug ]                 = $found;
			$state['results']['post_types']['post'] = (int) ( $state['results']['post_types']['post'] ?? 0 ) + 1;
			return;
		}
		$package = PackPackage::open( (string) $state['package']['path'] );
		$colours = PackContent::colour_map( (array) ( $state['info']['settings']['colors'] ?? array() ), (array) ( $state['form']['color'] ?? array() ) );
		$content = PackContent::prepare( PackPresets::resolve( $package->read( (string) $post['file'] ), $this->tools->presets( $state ) ), 'gutenberg', (array) ( $state['images'] ?? array() ), $colours );
		$id      = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'post',
					'post_status'  => 'publish',
					// Plain text already (`PackPackage` cleans the manifest as it reads it).
					'post_title'   => (string) $post['title'],
					'post_excerpt' => (string) $post['excerpt'],
					// Named after its title, as WordPress names a post.
					'post_name'    => sanitize_title( (string) $post['title'] ),
					'post_content' => $content,
					'post_date'    => (string) $post['date'] . ' 09:00:00',
					'meta_input'   => array( References::META => $stable ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			HttpError::raise( 'import_failed', $id->get_error_message(), 500 );
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
		if ( isset( $state['navigation'] ) || ! Platforms::known( $state['info']['platform'] )?->uses_theme_styles() || empty( $state['pages'] ) ) {
			return;
		}
		// The same pack imported again: the menu an earlier import made, as it is
		// now (a menu is the site's, as a carried one is: `References`).
		$stable = StepTools::stable_id( $state, 'menu', 'navigation' );
		$found  = References::find( 'wp_navigation', $stable );
		if ( $found > 0 ) {
			$this->menu_in_headers( $found, $state );
			return;
		}
		$links = '';
		foreach ( (array) $state['pages'] as $page_id ) {
			$links .= '<!-- wp:navigation-link ' . wp_json_encode(
				array(
					'label' => get_the_title( (int) $page_id ),
					'type'  => 'page',
					'id'    => (int) $page_id,
					'url'   => self::page_url( (int) $page_id, $state ),
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
					'meta_input'   => array( References::META => $stable ),
				)
			),
			true
		);
		if ( is_wp_error( $menu ) ) {
			return;
		}
		$this->menu_in_headers( $menu, $state );
	}

	/**
	 * The header kits this import wrote point at the menu (a kit an
	 * earlier import made and this one kept already does, or was edited).
	 *
	 * @param int                  $menu  The menu.
	 * @param array<string, mixed> $state Cursor data (changed in place: `navigation`).
	 */
	private function menu_in_headers( int $menu, array &$state ): void {
		$state['navigation'] = $menu;
		foreach ( StepTools::items( $state, true ) as $item ) {
			$template = (int) ( $state['templates'][ $item['slug'] ] ?? 0 );
			if ( $template && 'header' === $item['template_type'] && ! isset( $state['kept'][ 'template:' . $item['slug'] ] ) ) {
				$content = (string) get_post_field( 'post_content', $template );
				$menued  = PackContent::with_menu( $content, $menu );
				if ( $menued !== $content ) {
					wp_update_post(
						wp_slash(
							array(
								'ID'           => $template,
								'post_content' => $menued,
							)
						)
					);
				}
			}
		}
	}

	/**
	 * A page's address once the import is done: the front page's is the
	 * site's home (the settings step makes it the front page after this
	 * step; its own address would then only redirect there).
	 *
	 * @param int                  $page_id Page.
	 * @param array<string, mixed> $state   Cursor data.
	 */
	private static function page_url( int $page_id, array $state ): string {
		if ( (int) ( $state['home'] ?? 0 ) === $page_id && empty( $state['form']['keep_front_page'] ) ) {
			return home_url( '/' );
		}
		return (string) get_permalink( $page_id );
	}

	/**
	 * The pack's links to its own pages and sections (`#contact`,
	 * `#process`) in every page and header or footer, pointed at the pages
	 * made (`PackLinks`). Each of them, as it is now (menu and links), is
	 * what was placed: an update prepares a newer version the same way.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	private function links( array &$state ): void {
		if ( ! empty( $state['linked'] ) ) {
			return;
		}
		$platform = (string) $state['info']['platform'];
		$brand    = (string) ( $state['info']['settings']['site_title'] ?? '' );
		$made     = array();
		$pages    = array();
		foreach ( array( false, true ) as $kits ) {
			foreach ( StepTools::items( $state, $kits ) as $item ) {
				$id = (int) ( $kits ? ( $state['templates'][ $item['slug'] ] ?? 0 ) : ( $state['pages'][ $item['slug'] ] ?? 0 ) );
				if ( $id <= 0 ) {
					continue;
				}
				$content = self::document( $id, $platform );
				$made[]  = array( $id, $item, $content );
				if ( ! $kits ) {
					$pages[] = array(
						'name'    => PackPages::name( (string) $item['name'], $brand ),
						'url'     => self::page_url( $id, $state ),
						'anchors' => PackLinks::anchors( $content, $platform ),
					);
				}
			}
		}
		// The sample posts, by name too (an Elementor blog page links them).
		foreach ( (array) ( $state['posts'] ?? array() ) as $post_id ) {
			$pages[] = array(
				'name'    => sanitize_title( (string) get_post_field( 'post_title', (int) $post_id ) ),
				'url'     => (string) get_permalink( (int) $post_id ),
				'anchors' => array(),
			);
		}
		$targets = PackLinks::targets( $pages );
		foreach ( $made as [ $id, $item, $content ] ) {
			if ( isset( $state['kept'][ ( 'page' === $item['type'] ? 'page:' : 'template:' ) . $item['slug'] ] ) ) {
				// Made by an earlier import of this pack and left as it is (`StepTools::earlier()`).
				continue;
			}
			$linked = PackLinks::apply( $content, $platform, $targets );
			if ( $linked !== $content ) {
				Platforms::get( $platform )->write( $id, $linked );
			}
			// As the page or kit was dressed (the site's look, or the pack theme's presets).
			$context = $this->tools->dressed_context( $item, $state ) + array( 'links' => $targets );
			if ( 'header' === $item['template_type'] && ! empty( $state['navigation'] ) ) {
				$context['menu'] = (int) $state['navigation'];
			}
			StepTools::placed( $id, $item, $state, $context );
		}
		$state['linked'] = true;
	}

	/**
	 * What a page or template holds: its block markup, or its Elementor
	 * data (the element list, JSON).
	 *
	 * @param int    $id       Post.
	 * @param string $platform gutenberg or elementor.
	 */
	private static function document( int $id, string $platform ): string {
		return Platforms::get( $platform )->read( $id );
	}
}
