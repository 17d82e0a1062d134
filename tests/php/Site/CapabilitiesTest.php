<?php
/**
 * Stencilbox capabilities follow WordPress roles.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site;

use Stencilbox\Site\Capabilities;
use Stencilbox\Support\Assets;
use Stencilbox\Support\Names;
use Stencilbox\Tests\TestCase;

/**
 * Read for content writers; full-site import for site managers.
 */
final class CapabilitiesTest extends TestCase {
	/**
	 * Role → [read, fsi].
	 *
	 * @return array<string, array{0:string,1:bool,2:bool}>
	 */
	public static function roles(): array {
		return array(
			'administrator' => array( 'administrator', true, true ),
			'editor'        => array( 'editor', true, false ),
			'author'        => array( 'author', true, false ),
			'contributor'   => array( 'contributor', true, false ),
			'subscriber'    => array( 'subscriber', false, false ),
		);
	}

	/**
	 * Each role gets the expected capabilities.
	 *
	 * @dataProvider roles
	 * @param string $role Role.
	 * @param bool   $read Expects stencilbox_read.
	 * @param bool   $fsi  Expects stencilbox_fsi.
	 */
	public function test_role_capabilities( string $role, bool $read, bool $fsi ): void {
		$this->login_as( $role );
		$this->assertSame( $read, current_user_can( Names::CAP_READ ) );
		$this->assertSame( $fsi, current_user_can( Names::CAP_FSI ) );
	}

	public function test_anonymous_has_none(): void {
		$this->assertFalse( current_user_can( Names::CAP_READ ) );
		$this->assertFalse( current_user_can( Names::CAP_FSI ) );
	}

	public function test_fsi_capability_is_filterable(): void {
		$filter = static fn(): string => 'edit_pages';
		add_filter( 'stencilbox_fsi_capability', $filter );
		$this->login_as( 'editor' );
		$this->assertTrue( current_user_can( Names::CAP_FSI ) );
		remove_filter( 'stencilbox_fsi_capability', $filter );
	}

	public function test_checks_of_other_capabilities_pass_through_untouched(): void {
		// wp-admin's Posts list checks some 400 capabilities, none of ours.
		$caps = array(
			'edit_posts'     => true,
			'manage_options' => true,
		);
		$this->assertSame( $caps, Capabilities::grant( $caps, array( 'edit_posts' ) ) );
		$granted = Capabilities::grant( $caps, array( Names::CAP_READ ) );
		$this->assertTrue( $granted[ Names::CAP_READ ] );
		$this->assertTrue( $granted[ Names::CAP_FSI ] );
	}

	public function test_the_boot_data_says_who_may_choose_where_templates_are_displayed(): void {
		// What the app says before "Add to saved templates" follows it: an
		// editor's conditions are left out (TemplateLanding).
		$this->login_as( 'administrator' );
		$this->assertTrue( ( new Assets( __FILE__, '1' ) )->settings()['capabilities'][ Names::CAP_DISPLAY_CONDITIONS ] );
		$this->login_as( 'editor' );
		$settings = ( new Assets( __FILE__, '1' ) )->settings();
		$this->assertFalse( $settings['capabilities'][ Names::CAP_DISPLAY_CONDITIONS ] );
		$this->assertTrue( $settings['capabilities'][ Names::CAP_READ ], 'the others are kept' );
		// It follows the filtered capability, as the routes do.
		$filter = static fn(): string => 'edit_pages';
		add_filter( 'stencilbox_display_conditions_capability', $filter );
		$this->assertTrue( ( new Assets( __FILE__, '1' ) )->settings()['capabilities'][ Names::CAP_DISPLAY_CONDITIONS ] );
		remove_filter( 'stencilbox_display_conditions_capability', $filter );
		$this->assertFalse( current_user_can( Names::CAP_DISPLAY_CONDITIONS ), 'a name in the boot data, granted to no one' );
	}

	public function test_an_explicit_denial_on_the_user_wins(): void {
		$this->login_as( 'editor' );
		wp_get_current_user()->add_cap( Names::CAP_READ, false );
		$this->assertFalse( current_user_can( Names::CAP_READ ) );
	}
}
