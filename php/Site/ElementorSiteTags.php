<?php
/**
 * The site's title and tagline as Elementor dynamic tags, for users of the
 * free Elementor.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site;

use Stencilbox\Site\ElementorTags\SiteTaglineTag;
use Stencilbox\Site\ElementorTags\SiteTitleTag;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor's Site Title widget and its site dynamic tags are Elementor Pro;
 * the free Elementor has the dynamic-tag framework and a Heading widget whose
 * title takes a dynamic tag, but no tag of its own. These two tags print the
 * site's title and tagline as they are when the page is shown, so a header
 * made with Elementor follows a later change of the title (Settings →
 * General, the import wizard) as the block theme's Site Title block does.
 * The demo packs' Elementor headers and footers use them on their Heading
 * widgets (bin/demo-catalogue/lib/elementor.mjs), which keep the pack's name
 * as their written title (the import writes the wizard's title there): what
 * the widget shows when the tag is switched off in the editor, and without
 * Stencilbox, since Elementor drops a tag it does not know
 * (`Controls_Stack::sanitize_settings()`, 4.2.3).
 */
final class ElementorSiteTags {
	/** Elementor's hook for registering dynamic tags. */
	public const HOOK = 'elementor/dynamic_tags/register';

	/** Our group in Elementor's list of tags. */
	public const GROUP = 'stencilbox-site';

	/** The tag printing the site's title. */
	public const TITLE = 'stencilbox-site-title';

	/** The tag printing the site's tagline. */
	public const TAGLINE = 'stencilbox-site-tagline';

	/**
	 * Hooks Elementor's tag registration (nothing runs without Elementor).
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( self::HOOK, 'register_tags' );
	}

	/**
	 * Registers the group and the tags with Elementor's tag manager.
	 *
	 * @param mixed $manager Elementor's `Core\DynamicTags\Manager`.
	 */
	public function register_tags( mixed $manager ): void {
		if ( ! is_object( $manager ) || ! method_exists( $manager, 'register' ) || ! class_exists( '\Elementor\Core\DynamicTags\Tag' ) ) {
			return;
		}
		$manager->register_group( self::GROUP, array( 'title' => __( 'Site', 'stencilbox' ) ) );
		$manager->register( new SiteTitleTag() );
		$manager->register( new SiteTaglineTag() );
	}
}
