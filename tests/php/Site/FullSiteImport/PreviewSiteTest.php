<?php
/**
 * "Preview site" and the wizard's preview (issue [13]).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Plugin;
use Stencilbox\Site\FullSiteImport\ImportForm;
use Stencilbox\Site\FullSiteImport\PreviewPage;
use Stencilbox\Support\Names;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * PreviewPage::render(): a pack's pages before importing.
 *
 * @database-neutral gives the pack's header a menu by writing its row; what is checked is markup, not SQL.
 */
final class PreviewSiteTest extends FullSiteImportTestCase {
	private function preview(): PreviewPage {
		return Plugin::instance()->service( PreviewPage::class );
	}

	protected function tearDown(): void {
		remove_all_filters( 'pre_option_blogname' );
		remove_all_filters( 'pre_option_blogdescription' );
		parent::tearDown();
	}

	public function test_preview_site_shows_any_page_of_the_pack_with_no_script(): void {
		update_option( 'blogname', 'My Old Blog' );
		$front = $this->preview()->render( $this->harbor(), '' );
		$this->assertStringContainsString( 'lighthouse', $front, 'the front page the import makes: the pack’s home' );
		$this->assertStringNotContainsString( '<script', $front );
		// The title the import gives unless the user types another.
		$this->assertSame( 'Harbor', get_option( 'blogname' ) );
		$this->assertSame( 'Creative Agency', get_option( 'blogdescription' ) );

		$about = $this->preview()->render( $this->harbor(), 'harbor-about' );
		$this->assertMatchesRegularExpression( '#<h1[^>]*>About</h1>#', $about, 'titled as the import titles it' );
		$this->assertStringNotContainsString( 'lighthouse', $about );
		$this->assertStringContainsString( 'lighthouse', $this->preview()->render( $this->harbor(), 'no-such-page' ) );

		// The pack's link to its About page (`#about`) leads to About's preview,
		// as the import points it at the page (issue [23] C).
		// Compared as a browser reads the attribute: WordPress 6.8's kses
		// writes `&` as `&#038;`, 7.1's as `&amp;`.
		preg_match_all( '#\shref="([^"]*)"#', $front, $hrefs );
		$this->assertContains( PreviewPage::url( $this->harbor(), 'harbor-about' ), array_map( static fn( string $href ): string => html_entity_decode( $href, ENT_QUOTES | ENT_HTML5 ), $hrefs[1] ) );
		$this->assertStringNotContainsString( 'href="#about"', $front );
	}

	public function test_without_elementor_an_elementor_pack_has_no_preview_and_says_why(): void {
		$this->assertSame( array( 'gutenberg' ), $this->preview()->settings( array() )['fsiPreviewPlatforms'], 'the item page offers no "Preview site"' );
		$html = $this->preview()->render( (int) $this->catalog->id_of( 'elementor', 'harbor-agency', 'pack' ), '' );
		$this->assertStringContainsString( 'its preview needs Elementor active on this site', $html );
	}

	public function test_the_wizard_preview_runs_only_its_own_script(): void {
		$html = $this->preview()->render( $this->harbor() );
		$this->assertSame( 1, substr_count( $html, '<script' ) );
		$this->assertMatchesRegularExpression( '#<script nonce="[A-Za-z0-9]{16}">#', $html );
		// The logo width it draws is bounded and defaulted as the form is.
		$this->assertStringContainsString( 'Math.max(' . ImportForm::LOGO_MIN . ', Math.min(' . ImportForm::LOGO_MAX . ', parseInt(data.logoSize, 10) || ' . ImportForm::LOGO_DEFAULT . '))', $html );
	}

	public function test_the_wizard_preview_shows_the_menu_preview_site_and_the_import_show(): void {
		global $wpdb;
		// The pack's header has a menu of its own: links the author wrote, in
		// the author's order, without Home.
		$header  = (int) $this->catalog->id_of( 'gutenberg', 'harbor-header', 'block' );
		$content = Names::table( 'catalog_content' );
		$markup  = (string) $wpdb->get_var( $wpdb->prepare( "SELECT content FROM {$content} WHERE item_id = %d", $header ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->update( $content, array( 'content' => '<!-- wp:navigation --><!-- wp:navigation-link {"label":"Our work","url":"#work","kind":"custom"} /--><!-- /wp:navigation -->' . "\n" . $markup ), array( 'item_id' => $header ) );
		CatalogVersion::bump();
		$labels = static function ( string $html ): array {
			preg_match_all( '#wp-block-navigation-item__label">([^<]*)<#', $html, $found );
			return $found[1];
		};

		$site   = $labels( $this->preview()->render( $this->harbor(), '' ) );
		$wizard = $this->preview()->render( $this->harbor() );
		$this->assertSame( array( 'Home', 'About' ), $site, 'Preview site: the pack’s pages, as the import’s menu lists them' );
		$this->assertSame( $site, $labels( $wizard ), 'the wizard: the same pages, in the same order' );
		// Its links lead nowhere: the wizard shows the home alone, with the
		// script that draws the form's choices.
		$this->assertStringNotContainsString( PreviewPage::url( $this->harbor(), 'harbor-about' ), html_entity_decode( $wizard, ENT_QUOTES | ENT_HTML5 ) );
	}

	public function test_only_users_who_may_import_see_it(): void {
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'permission', $this->preview()->render( $this->harbor(), '' ) );
	}
}
