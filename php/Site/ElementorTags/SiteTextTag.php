<?php
/**
 * A text of the site's settings as an Elementor dynamic tag.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\ElementorTags;

use Stencilbox\Site\ElementorSiteTags;

defined( 'ABSPATH' ) || exit;

/**
 * Loaded only from Elementor's tag registration (`ElementorSiteTags`): its
 * parent is Elementor's. Elementor makes a new instance per use, by class,
 * so each text is a class of its own.
 */
abstract class SiteTextTag extends \Elementor\Core\DynamicTags\Tag {
	/**
	 * The text, as WordPress stores it (its options are stored escaped).
	 */
	abstract protected function text(): string;

	/**
	 * Our group.
	 */
	public function get_group(): string {
		return ElementorSiteTags::GROUP;
	}

	/**
	 * A text tag: it fits every text control (a heading's title, a text's content).
	 *
	 * @return string[]
	 */
	public function get_categories(): array {
		return array( 'text' );
	}

	/**
	 * Prints the text, escaped (an entity WordPress stored stays one).
	 */
	public function render(): void {
		echo esc_html( $this->text() );
	}
}
