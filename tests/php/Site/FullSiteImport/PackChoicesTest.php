<?php
/**
 * The import's choices policy, one copy on the server: the wizard's form
 * starts with `/info`'s `default_plugins`, `wp stencilbox import` with
 * `PackChoices::defaults()`.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\FullSiteImport;

use Stencilbox\Site\FullSiteImport\PackChoices;
use Stencilbox\Tests\FullSiteImportTestCase;

/**
 * Defaults.
 */
final class PackChoicesTest extends FullSiteImportTestCase {

	public function test_the_defaults_take_the_free_plugins_needed_or_installed_and_a_theme_not_active(): void {
		$plugin   = static fn( string $slug, bool $pro, bool $needed, bool $installed ): array => array(
			'slug'      => $slug,
			'is_pro'    => $pro,
			'mustHave'  => $needed,
			'installed' => $installed,
		);
		$defaults = PackChoices::defaults(
			array(
				'stylesheet' => 'canvas',
				'status'     => 'not_installed',
			),
			array(
				$plugin( 'needed', false, true, false ),
				$plugin( 'pro', true, true, false ),
				$plugin( 'suggested', false, false, false ),
				$plugin( 'already-here', false, false, true ),
			)
		);
		$this->assertSame( array( 'needed', 'already-here' ), $defaults['plugins'] );
		$this->assertSame( array( 'stylesheet' => 'canvas' ), $defaults['theme'] );
		$active = PackChoices::defaults(
			array(
				'stylesheet' => 'canvas',
				'status'     => 'active',
			),
			array()
		);
		$this->assertNull( $active['theme'] );
		$this->assertNull( PackChoices::defaults( null, array() )['theme'] );
	}

	public function test_info_answers_the_default_plugins_of_its_own_dependencies(): void {
		$data = $this->rest( 'GET', '/stencilbox/v1/full-site-import/info', array( 'id' => $this->harbor() ) )->get_data()['data'];
		$this->assertNotSame( array(), $data['default_plugins'] );
		$this->assertContains( self::PLUGIN, $data['default_plugins'] );
		$this->assertSame( PackChoices::defaults( $data['theme'], $data['dependencies'] )['plugins'], $data['default_plugins'] );
	}
}
