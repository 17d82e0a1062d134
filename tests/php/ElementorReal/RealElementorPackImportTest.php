<?php
/**
 * The real Elementor: the full-site import of every shipped Elementor demo
 * pack, read back through Elementor's own API (documents, kit), and revert.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Site\ElementorSiteTags;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Tests\ElementorPackImport;
use Stencilbox\Tests\FullSiteImportTestCase;

require_once dirname( __DIR__ ) . '/ElementorPackImport.php';

/**
 * Harbor, Lumen, Saffron and Stillwater on Elementor 4.
 */
final class RealElementorPackImportTest extends FullSiteImportTestCase {
	use ElementorPackImport;

	/** Elementor's four system globals, fixed and undeletable. */
	private const SYSTEM = array( 'primary', 'secondary', 'text', 'accent' );

	/**
	 * A demo pack's settings, as the catalogue file has them.
	 *
	 * @param string $slug Pack.
	 * @return array<string, mixed>
	 */
	private function pack_settings( string $slug ): array {
		$catalogue = json_decode( (string) file_get_contents( $this->fixture_dir() . '/catalogue.json' ), true );
		foreach ( $catalogue['packs'] as $pack ) {
			if ( $slug === $pack['slug'] ) {
				return $pack['settings'];
			}
		}
		$this->fail( 'No pack ' . $slug );
	}

	public function test_every_elementor_demo_pack_imports_as_elementor_reads_it_and_reverts_the_kit(): void {
		$this->use_shipped_demo();
		$packs = array_column( $this->catalog->query( self::params( array( 'platform' => 'elementor', 'type' => 'pack', 'per_page' => 50 ) ) )['data'] ?? array(), 'slug' );
		sort( $packs );
		$this->assertSame( array( 'harbor-agency', 'lumen-saas', 'saffron-restaurant', 'stillwater-yoga' ), $packs );
		$kit = (int) get_option( 'elementor_active_kit' );
		$this->assertGreaterThan( 0, $kit );
		$plugin = \Elementor\Plugin::$instance;
		foreach ( $packs as $slug ) {
			$before                = self::snapshot();
			[ $session, $results ] = $this->import_elementor_pack( $slug );
			$this->assert_elementor_pack_imported( $results );
			$this->assertSame( 'elementor', $results['styles'], $slug . ': the globals went to the kit' );

			// Elementor opens each page as a page built with it.
			foreach ( self::imported_pages() as $id => $page ) {
				$document = $plugin->documents->get( $id, false );
				$this->assertSame( 'wp-page', $document->get_name(), $page->post_title );
				$this->assertTrue( $document->is_built_with_elementor() );
				$this->assertSame( $page->post_content, $plugin->db->get_plain_text( $id ), $page->post_title . ': Elementor’s own plain text' );
			}

			// The header and footer it made open in Elementor's editor, their
			// preview through the front end (TemplatePostType::open_elementor_preview).
			$kits = get_posts(
				array(
					'post_type'  => TemplatePostType::POST_TYPE,
					'meta_key'   => TemplatePostType::META_KIT, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
					'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				)
			);
			foreach ( $kits as $template ) {
				$document = $plugin->documents->get( $template->ID, false );
				$this->assertTrue( $document->is_built_with_elementor(), $template->post_title );
				$this->assertTrue( $document->is_editable_by_current_user(), $template->post_title );
				$this->assertStringContainsString( 'post=' . $template->ID . '&action=elementor', $document->get_edit_url(), $template->post_title );
				// Its preview address (Elementor's get_preview_url() keeps the first one it made, for any document).
				parse_str( (string) wp_parse_url( $document->get_permalink(), PHP_URL_QUERY ), $query );
				$this->assertSame( array( TemplatePostType::POST_TYPE, (string) $template->ID ), array( $query['post_type'] ?? '', $query['p'] ?? '' ), $template->post_title );
			}

			// The kit: the four system ids, the pack's colours and fonts on them.
			$settings = get_post_meta( $kit, '_elementor_page_settings', true );
			$palette  = array_column( $this->pack_settings( $slug )['colors'], 'color', 'id' );
			$this->assertSame( self::SYSTEM, array_column( $settings['system_colors'], '_id' ), $slug );
			$this->assertSame( self::SYSTEM, array_column( $settings['system_typography'], '_id' ), $slug );
			$system = array_column( $settings['system_colors'], 'color', '_id' );
			$this->assertSame( $palette['primary'], $system['primary'], $slug );
			$this->assertSame( $palette['accent'], $system['accent'], $slug );
			// The body text colour (`foreground` since [13]: a `text` slug
			// collides with core's has-text-color class).
			$this->assertSame( $palette['foreground'] ?? $palette['text'], $system['text'], $slug );
			// The colours no system id took are custom globals, by their pack ids.
			$custom = array_column( $settings['custom_colors'], 'color', '_id' );
			foreach ( array_diff_key( $palette, array_flip( array( 'primary', 'accent', 'text', 'foreground', 'dark' ) ) ) as $id => $colour ) {
				$this->assertSame( $colour, $custom[ $id ] ?? null, $slug . ': custom ' . $id );
			}
			// What Elementor's kit hands widgets: the heading widget's primary
			// typography is the pack's heading family, the text its body.
			$this->assertNotSame( '', $settings['system_typography'][0]['typography_font_family'] );
			$this->assertNotSame( $settings['system_typography'][0]['typography_font_family'], 'Roboto', $slug );

			// Its fonts come from this site: Elementor does not fetch them from Google.
			$elementor_fonts = new \ReflectionProperty( \Elementor\Fonts::class, 'fonts' );
			$elementor_fonts->setAccessible( true );
			$elementor_fonts->setValue( null, null );
			foreach ( $this->pack_settings( $slug )['typography'] as $entry ) {
				$this->assertSame( \Stencilbox\Site\ElementorFonts::FONT_TYPE, \Elementor\Fonts::get_font_type( $entry['font_family'] ), $slug . ': ' . $entry['font_family'] );
			}

			$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$this->assert_same_snapshot( $before, self::snapshot() );
		}
	}

	/**
	 * The texts of the Heading widgets of the header and footer an import
	 * made, as Elementor renders them for a visitor, by template type.
	 *
	 * @return array<string, string[]>
	 */
	private static function kit_headings(): array {
		$headings = array();
		foreach ( self::kit_templates() as $type => $id ) {
			$html = (string) \Elementor\Plugin::$instance->frontend->get_builder_content_for_display( $id, true );
			preg_match_all( '#<(?:p|h[1-6])\b[^>]*class="elementor-heading-title[^"]*"[^>]*>(.*?)</#s', $html, $found );
			$headings[ $type ] = array_map( 'trim', $found[1] );
		}
		return $headings;
	}

	/**
	 * The header and footer an import made, by template type.
	 *
	 * @return array<string, int>
	 */
	private static function kit_templates(): array {
		$templates = array();
		foreach ( get_posts(
			array(
				'post_type'  => TemplatePostType::POST_TYPE,
				'meta_key'   => TemplatePostType::META_KIT, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
			)
		) as $template ) {
			$templates[ (string) get_post_meta( $template->ID, TemplatePostType::META_TYPE, true ) ] = $template->ID;
		}
		ksort( $templates );
		return $templates;
	}

	public function test_an_imported_header_and_footer_show_the_site_title_as_it_is_when_the_page_is_shown(): void {
		$this->use_shipped_demo();
		// Elementor's element cache is on, as on any site that leaves it so.
		$this->assertNotSame( 'disable', get_option( 'elementor_element_cache_ttl', '' ) );
		foreach ( array( 'harbor-agency', 'saffron-restaurant' ) as $slug ) {
			$brand       = $this->pack_settings( $slug )['site_title'];
			[ $session ] = $this->import_elementor_pack( $slug );
			// The wizard's title and tagline (FullSiteImportTestCase::form()).
			$this->assertSame( 'Tidewater Studio', get_bloginfo( 'name' ) );
			$headings = self::kit_headings();
			$this->assertSame( array( 'footer', 'header' ), array_keys( $headings ), $slug );
			foreach ( $headings as $type => $texts ) {
				$this->assertContains( 'Tidewater Studio', $texts, $slug . ' ' . $type );
				$this->assertNotContains( $brand, $texts, $slug . ' ' . $type . ': the pack’s name written in' );
			}
			if ( 'saffron-restaurant' === $slug ) {
				// Its centred header has the tagline above the title.
				$this->assertSame( array( 'Brands by the sea', 'Tidewater Studio' ), $headings['header'] );
			}
			// That view cached the header and footer (Elementor's element
			// cache, kept 24 hours): the headings with our tag are kept out
			// of it as Elementor's `elementor-element` shortcode, rendered on
			// every view, so the title is never in the cached page.
			foreach ( self::kit_templates() as $type => $id ) {
				$cached = json_decode( (string) get_post_meta( $id, \Elementor\Core\Base\Document::CACHE_META_KEY, true ), true );
				$this->assertIsArray( $cached, $slug . ' ' . $type . ': cached' );
				$this->assertStringContainsString( '[elementor-element ', $cached['value']['content'], $slug . ' ' . $type );
				$this->assertStringNotContainsString( 'Tidewater Studio', $cached['value']['content'], $slug . ' ' . $type );
			}

			// Settings → General, later: the header follows, escaped (from the cache).
			update_option( 'blogname', 'Quayside & <b>Co</b>' );
			update_option( 'blogdescription', 'Boats & <i>sails</i>' );
			$headings = self::kit_headings();
			foreach ( $headings as $type => $texts ) {
				$this->assertContains( 'Quayside &amp; &lt;b&gt;Co&lt;/b&gt;', $texts, $slug . ' ' . $type );
				$this->assertNotContains( 'Tidewater Studio', $texts, $slug . ' ' . $type );
			}
			if ( 'saffron-restaurant' === $slug ) {
				$this->assertSame( 'Boats &amp; &lt;i&gt;sails&lt;/i&gt;', $headings['header'][0] );
			}
			// A title that reaches the tag unsanitised (a filter) is printed as text.
			$raw = static fn(): string => 'Quay <script>alert(1)</script>';
			add_filter( 'pre_option_blogname', $raw );
			$headings = self::kit_headings();
			remove_filter( 'pre_option_blogname', $raw );
			$this->assertContains( 'Quay &lt;script&gt;alert(1)&lt;/script&gt;', $headings['header'], $slug );
			// With the element cache switched off (Elementor → Settings →
			// Performance) the widgets are printed directly: the same.
			update_option( 'elementor_element_cache_ttl', 'disable' );
			foreach ( self::kit_headings() as $type => $texts ) {
				$this->assertContains( 'Quayside &amp; &lt;b&gt;Co&lt;/b&gt;', $texts, $slug . ' ' . $type . ', no cache' );
			}
			// Stencilbox switched off: Elementor drops a tag it does not know
			// (`Controls_Stack::sanitize_settings()`) and the heading shows its
			// written title, the wizard's title the import put there.
			$tags = \Elementor\Plugin::$instance->dynamic_tags;
			$tags->unregister( ElementorSiteTags::TITLE );
			$tags->unregister( ElementorSiteTags::TAGLINE );
			$headings = self::kit_headings();
			( new ElementorSiteTags() )->register_tags( $tags );
			foreach ( $headings as $type => $texts ) {
				$this->assertContains( 'Tidewater Studio', $texts, $slug . ' ' . $type . ', without the tag' );
			}
			delete_option( 'elementor_element_cache_ttl' );

			$response = $this->rest( 'POST', '/stencilbox/v1/full-site-import/revert', array( 'session_id' => $session, 'confirm' => true ) );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		}
	}
}
