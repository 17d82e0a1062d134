<?php
/**
 * The real Elementor: "Preview site" of an Elementor pack (issue [23] C),
 * drawn by Elementor before anything is imported, and nothing saved.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Plugin;
use Stencilbox\Site\FullSiteImport\PreviewPage;
use Stencilbox\Tests\ElementorPackImport;
use Stencilbox\Tests\FullSiteImportTestCase;

require_once dirname( __DIR__ ) . '/ElementorPackImport.php';

/**
 * PreviewPage::render() of the shipped Elementor Harbor pack on Elementor 4.
 */
final class RealElementorPreviewSiteTest extends FullSiteImportTestCase {
	use ElementorPackImport;

	protected function tearDown(): void {
		remove_all_filters( 'pre_option_blogname' );
		remove_all_filters( 'pre_option_blogdescription' );
		parent::tearDown();
	}

	/**
	 * The files under Elementor's folder in uploads (its CSS files).
	 *
	 * @return string[]
	 */
	private static function elementor_files(): array {
		$dir = trailingslashit( wp_get_upload_dir()['basedir'] ) . 'elementor';
		if ( ! is_dir( $dir ) ) {
			return array();
		}
		$files = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			$files[] = $file->getPathname();
		}
		sort( $files );
		return $files;
	}

	/**
	 * A render as in a request of its own: no style printed yet, Elementor's
	 * font list not made yet (a request makes it once, when first asked).
	 *
	 * @param callable $render Renders.
	 */
	private function fresh_request( callable $render ): string {
		$GLOBALS['wp_styles'] = null;
		$fonts                = new \ReflectionProperty( \Elementor\Fonts::class, 'fonts' );
		$fonts->setAccessible( true );
		$fonts->setValue( null, null );
		return (string) $render();
	}

	/**
	 * How many posts, post meta and options (transients included: a cache
	 * written by a GET is a write too) there are.
	 *
	 * @return array<string, int>
	 */
	private static function counts(): array {
		global $wpdb;
		return array(
			'posts'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ),
			'postmeta' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta}" ),
			'options'  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ),
		);
	}

	public function test_an_elementor_pack_page_is_drawn_by_elementor_with_no_script_and_nothing_saved(): void {
		$this->use_shipped_demo();
		$pack = (int) $this->catalog->id_of( 'elementor', 'harbor-agency', 'pack' );
		$this->assertGreaterThan( 0, $pack );
		$preview = Plugin::instance()->service( PreviewPage::class );
		$this->assertInstanceOf( PreviewPage::class, $preview );
		// The item page offers it: Elementor runs here.
		$this->assertSame( array( 'gutenberg', 'elementor' ), $preview->settings( array() )['fsiPreviewPlatforms'] );

		// What the first front-end view of a theme writes once, whatever the
		// page: WordPress's memo that the theme has no Custom CSS post
		// (`custom_css_post_id` -1). Written before, so that what is
		// compared below is what the preview itself would write.
		wp_get_custom_css_post();

		$kit = (int) get_option( 'elementor_active_kit' );
		$this->assertGreaterThan( 0, $kit );
		$before       = self::snapshot();
		$counts       = self::counts();
		$files        = self::elementor_files();

		$front = $this->fresh_request( static fn(): string => $preview->render( $pack, '' ) );
		$about = $this->fresh_request( static fn(): string => $preview->render( $pack, 'harbor-agency-about' ) );

		// Nothing was written: no row of any table (posts, meta, options, …), no file of Elementor's.
		$this->assert_same_snapshot( $before, self::snapshot() );
		$this->assertSame( $counts, self::counts() );
		$this->assertSame( $files, self::elementor_files() );

		foreach ( array( 'front' => $front, 'about' => $about ) as $name => $html ) {
			$this->assertStringNotContainsString( '<script', $html, $name );
			// Elementor's own markup of the pack's widgets and containers, in its document wrappers.
			$this->assertStringContainsString( 'class="elementor-heading-title', $html, $name );
			$this->assertMatchesRegularExpression( '#class="[^"]*\belementor-element\b[^"]*\be-con\b#', $html, $name . ': containers' );
			$this->assertMatchesRegularExpression( '#<header class="[^"]*stencilbox-template--header"><div data-elementor-type="wp-post" class="elementor elementor-1">#', $html, $name . ': the header' );
			$this->assertMatchesRegularExpression( '#<footer class="[^"]*stencilbox-template--footer"><div data-elementor-type="wp-post" class="elementor elementor-3">#', $html, $name . ': the footer' );
			$this->assertStringContainsString( '<div data-elementor-type="wp-page" class="elementor elementor-2">', $html, $name . ': the page' );
			// Elementor's stylesheets and the CSS of these elements (the header's first container), and the kit's with the pack's colours.
			$this->assertMatchesRegularExpression( '#<link[^>]+id=.elementor-frontend-css.#', $html, $name );
			$this->assertMatchesRegularExpression( '#<link[^>]+id=.widget-heading-css.#', $html, $name );
			$this->assertStringContainsString( '.elementor-1 .elementor-element.elementor-element-317e6f0', $html, $name );
			$this->assertMatchesRegularExpression( '/\.elementor-kit-' . $kit . '\{[^}]*--e-global-color-primary:#1f4e79/i', $html, $name . ': the pack’s primary colour' );
			$this->assertStringContainsString( 'elementor-kit-' . $kit, (string) preg_replace( '#.*<body class="([^"]*)".*#s', '$1', $html ), $name . ': the kit’s body class' );
			// The pack's fonts from this site (as on the imported site), none from Google.
			$this->assertStringNotContainsString( 'fonts.googleapis.com', $html, $name );
			$this->assertMatchesRegularExpression( '/@font-face\{[^}]*font-family:\s*"?Manrope/', $html, $name );
			// The header's menu links the pack's pages' previews (as the import points its links at the pages).
			preg_match_all( '#\shref="([^"]*)"#', $html, $hrefs );
			$hrefs = array_map( static fn( string $href ): string => html_entity_decode( $href, ENT_QUOTES | ENT_HTML5 ), $hrefs[1] );
			foreach ( array( 'harbor-agency-about', 'harbor-agency-work', 'harbor-agency-contact' ) as $page ) {
				$this->assertContains( PreviewPage::url( $pack, $page ), $hrefs, $name . ': ' . $page );
			}
		}
		// The site title the import gives, through the header's Site Title tag.
		$this->assertMatchesRegularExpression( '#<p class="elementor-heading-title[^"]*">Harbor</p>#', $front );
		// Each page its own.
		$this->assertStringContainsString( 'We shape brands people remember', $front, 'the front page the import makes: the pack’s home' );
		$this->assertStringNotContainsString( 'A studio built on good conversations', $front );
		$this->assertStringContainsString( 'A studio built on good conversations', $about );
		$this->assertStringNotContainsString( 'We shape brands people remember', $about );
	}
}
