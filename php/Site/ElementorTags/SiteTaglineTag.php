<?php
/**
 * The site's tagline as an Elementor dynamic tag.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\ElementorTags;

use Stencilbox\Site\ElementorSiteTags;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → General's "Tagline".
 */
final class SiteTaglineTag extends SiteTextTag {
	/**
	 * The tag's name in Elementor's data.
	 */
	public function get_name(): string {
		return ElementorSiteTags::TAGLINE;
	}

	/**
	 * Its name in Elementor's list.
	 */
	public function get_title(): string {
		return __( 'Site Tagline', 'stencilbox' );
	}

	/**
	 * The site's tagline.
	 */
	protected function text(): string {
		return (string) get_bloginfo( 'description' );
	}
}
