<?php
/**
 * The site kit the real-Elementor look tests give the active kit.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

/**
 * One kit for every test that matches Harbor to a site's Elementor kit,
 * and a way past Elementor's caches of a post's document (real Elementor).
 */
final class ElementorKits {
	/**
	 * Teal, slate, ink and amber system colours and a white page colour, as
	 * Elementor's Site Settings save them (`_elementor_page_settings`).
	 *
	 * @return array<string, array<int, array<string, string>>>
	 */
	public static function teal(): array {
		return array(
			'system_colors' => array(
				array(
					'_id'   => 'primary',
					'title' => 'Primary',
					'color' => '#0F766E',
				),
				array(
					'_id'   => 'secondary',
					'title' => 'Secondary',
					'color' => '#334155',
				),
				array(
					'_id'   => 'text',
					'title' => 'Text',
					'color' => '#1E293B',
				),
				array(
					'_id'   => 'accent',
					'title' => 'Accent',
					'color' => '#F59E0B',
				),
			),
			'custom_colors' => array(
				array(
					'_id'   => 'a1b2c3d',
					'title' => 'Page',
					'color' => '#FFFFFF',
				),
			),
		);
	}

	/**
	 * Elementor keeps each post's document for the request (its documents
	 * manager) and each page's settings model
	 * (`Core\Settings\Base\Manager::$models_cache`, cleared only by its own
	 * save). The tests' database rollback gives a new page the id an earlier
	 * test's post had (a container template in Elementor's library), whose
	 * document and settings would be drawn instead, and whose CSS would
	 * count as printed already (`Core\Files\CSS\Base::$printed`, once per
	 * request): all made again from this page, as a new request would.
	 * So is its CSS file's object (`Core\Files\Manager` keeps one per post
	 * for the request): its stylesheet keeps every rule it ever parsed, so
	 * a second parse in the same process (after a save) would still carry
	 * the rules of elements no longer there.
	 *
	 * @param int $post Page id.
	 */
	public static function forget_document( int $post ): void {
		$files = new \ReflectionProperty( \Elementor\Core\Files\Manager::class, 'files' );
		$files->setAccessible( true );
		$made = (array) $files->getValue( \Elementor\Plugin::$instance->files_manager );
		unset( $made[ \Elementor\Core\Files\CSS\Post::class . '-' . wp_json_encode( array( $post ) ) ] );
		$files->setValue( \Elementor\Plugin::$instance->files_manager, $made );
		$printed = new \ReflectionProperty( \Elementor\Core\Files\CSS\Base::class, 'printed' );
		$printed->setAccessible( true );
		$handles = (array) $printed->getValue();
		unset( $handles[ 'elementor-post-' . $post ] );
		$printed->setValue( null, $handles );
		\Elementor\Plugin::$instance->documents->get( $post, false );
		$manager = \Elementor\Core\Settings\Manager::get_settings_managers( 'page' );
		$cache   = new \ReflectionProperty( \Elementor\Core\Settings\Base\Manager::class, 'models_cache' );
		$cache->setAccessible( true );
		$models = (array) $cache->getValue( $manager );
		unset( $models[ $post ] );
		$cache->setValue( $manager, $models );
	}
}
