<?php
/**
 * The site's title as an Elementor dynamic tag.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\ElementorTags;

use Stencilbox\Site\ElementorSiteTags;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → General's "Site Title".
 */
final class SiteTitleTag extends SiteTextTag {
	/**
	 * The tag's name in Elementor's data.
	 */
	public function get_name(): string {
		return ElementorSiteTags::TITLE;
	}

	/**
	 * Its name in Elementor's list.
	 */
	public function get_title(): string {
		return __( 'Site Title', 'stencilbox' );
	}

	/**
	 * The site's title.
	 */
	protected function text(): string {
		return (string) get_bloginfo( 'name' );
	}
}
