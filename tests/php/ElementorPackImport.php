<?php
/**
 * The full-site import of a shipped Elementor demo pack, checked where
 * Elementor reads it: shared by the stand-in run (tests/php/Elementor) and
 * the real-Elementor run (tests/php/ElementorReal).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Elementor;

/**
 * For FullSiteImportTestCase subclasses: the shipped demo instead of the
 * mini fixture.
 */
trait ElementorPackImport {
	/**
	 * The shipped demo catalogue.
	 */
	public function fixture_dir(): string {
		return (string) realpath( WP_PLUGIN_DIR . '/stencilbox/php/Hub/Catalog/demo' );
	}

	/**
	 * The hub's catalogue: the shipped demo, and a Pro account signed in
	 * (before any snapshot).
	 */
	protected function use_shipped_demo(): void {
		self::empty_catalogue();
		$this->importer->import_folder( $this->fixture_dir(), 'demo', true );
		// Some packs are Pro.
		$this->signup_with_plan( 'fsi-pro-' . wp_generate_password( 6, false, false ) . '@example.org', 'pro' );
	}

	/**
	 * Imports an Elementor demo pack to its end.
	 *
	 * @param string               $slug Pack slug.
	 * @param array<string, mixed> $form What else the wizard sends (theme, look…).
	 * @return array{0: string, 1: array<string, mixed>} Session id, results.
	 */
	protected function import_elementor_pack( string $slug, array $form = array() ): array {
		$session = $this->start(
			$this->form(
				array_merge(
					array(
						'id'       => (int) $this->catalog->id_of( 'elementor', $slug, 'pack' ),
						'platform' => 'elementor',
						'plugins'  => array(),
						'color'    => array(),
					),
					$form
				)
			)
		);
		$this->assertSame( 'complete', $this->run_to_end( $session ) );
		$complete = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'complete' === $e['action'] ) );
		$this->assertCount( 1, $complete );
		return array( $session, $complete[0]['data'] );
	}

	/**
	 * Imports Harbor for Elementor, the site's theme kept, in a look;
	 * answers the home page's Elementor data (slashes unescaped) and the
	 * results.
	 *
	 * @param string $look site or pack.
	 * @return array{0: string, 1: array<string, mixed>}
	 */
	protected function import_harbor_in( string $look ): array {
		$results = $this->import_elementor_pack(
			'harbor-agency',
			array(
				'theme' => null,
				'look'  => $look,
			)
		)[1];
		$home    = (string) get_post_meta( (int) get_option( 'page_on_front' ), Elementor::META_DATA, true );
		$this->assertNotSame( '', $home );
		return array( str_replace( '\\/', '/', $home ), (array) $results );
	}

	/**
	 * The pages an import made, by id.
	 *
	 * @return array<int, \WP_Post>
	 */
	protected static function imported_pages(): array {
		$pages = array();
		foreach ( get_posts(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'numberposts' => -1,
				'meta_key'    => Elementor::META_EDIT_MODE, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			)
		) as $page ) {
			$pages[ $page->ID ] = $page;
		}
		return $pages;
	}

	/**
	 * Image settings (`{url, id, …}`) anywhere in an element tree.
	 *
	 * @param mixed $node Tree.
	 * @return array<int, array<string, mixed>>
	 */
	protected static function image_settings( mixed $node ): array {
		if ( ! is_array( $node ) ) {
			return array();
		}
		$found = is_string( $node['url'] ?? null ) && array_key_exists( 'id', $node ) && preg_match( '/\.(?:svg|png|jpe?g|gif|webp)$/i', $node['url'] ) ? array( $node ) : array();
		foreach ( $node as $value ) {
			$found = array_merge( $found, self::image_settings( $value ) );
		}
		return $found;
	}

	/**
	 * What every Elementor pack import must give: its images copied into
	 * the media library (each image setting points at its copy by id, the
	 * copy holding the alt text), pages built with Elementor as pages
	 * (`wp-page`) with their plain-text copy, on the theme's full-width
	 * template, and the header and footer as Elementor documents of our
	 * templates.
	 *
	 * @param array<string, mixed> $results The import's results.
	 */
	protected function assert_elementor_pack_imported( array $results ): void {
		$this->assertGreaterThan( 0, $results['attachments'], 'images copied' );
		$this->assertArrayNotHasKey( 'failed_images', $results );
		$pages = self::imported_pages();
		$this->assertCount( (int) $results['post_types']['page'], $pages );
		$uploads = trailingslashit( wp_get_upload_dir()['baseurl'] );
		$images  = 0;
		foreach ( $pages as $id => $page ) {
			$raw = (string) get_post_meta( $id, Elementor::META_DATA, true );
			$this->assertSame( 'wp-page', get_post_meta( $id, Elementor::META_TEMPLATE_TYPE, true ), $page->post_title );
			$this->assertStringNotContainsString( '/plugins/stencilbox/', str_replace( '\\/', '/', $raw ), $page->post_title . ': an image of the hub’s plugin folder' );
			$this->assertStringNotContainsString( '{{pack}}', $raw );
			$this->assertSame( 'page-no-title', get_page_template_slug( $id ), $page->post_title . ': the theme’s full-width template (' . wp_json_encode( array_keys( wp_get_theme()->get_page_templates( null, 'page' ) ) ) . ' ' . get_stylesheet() . ')' );
			$data = json_decode( $raw, true );
			foreach ( self::image_settings( $data ) as $image ) {
				++$images;
				$this->assertStringStartsWith( $uploads, $image['url'], $page->post_title );
				$this->assertGreaterThan( 0, (int) $image['id'], $image['url'] );
				$this->assertSame( $image['url'], wp_get_attachment_url( (int) $image['id'] ) );
				if ( '' !== (string) ( $image['alt'] ?? '' ) ) {
					$this->assertSame( $image['alt'], get_post_meta( (int) $image['id'], '_wp_attachment_image_alt', true ), $image['url'] );
				}
			}
			$text = wp_strip_all_tags( $page->post_content );
			$this->assertNotSame( '', trim( $text ), $page->post_title . ': the plain-text copy' );
		}
		$this->assertGreaterThan( 0, $images );
		$kits = get_posts(
			array(
				'post_type'  => TemplatePostType::POST_TYPE,
				'meta_key'   => TemplatePostType::META_KIT, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		);
		$this->assertCount( 2, $kits );
		foreach ( $kits as $kit ) {
			$this->assertSame( 'wp-post', get_post_meta( $kit->ID, Elementor::META_TEMPLATE_TYPE, true ) );
			$this->assertSame( Elementor::CANVAS, get_page_template_slug( $kit->ID ) );
			$this->assertNotSame( '', trim( wp_strip_all_tags( $kit->post_content ) ) );
		}
	}
}
