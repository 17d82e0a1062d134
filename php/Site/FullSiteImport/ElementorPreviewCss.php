<?php
/**
 * Elementor's CSS of a document that is not saved, kept in memory.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor's own post CSS (`Core\Files\CSS\Post`: every element's style
 * controls, the kit's globals they default to, the `elementor/element/
 * parse_css` hooks) for elements given here, or for the kit, as
 * `Post_Local_Cache` (Elementor's CSS of an autosave preview) keeps it: in
 * this object only. Only `get_content()` is called on it (never
 * `enqueue()` or `update()`, which write a file and post meta), so nothing
 * is written anywhere. Loaded only while Elementor runs
 * (`ElementorPreview::available()`).
 */
final class ElementorPreviewCss extends \Elementor\Core\Files\CSS\Post_Local_Cache {
	/**
	 * Constructor.
	 *
	 * @param int          $post_id  The id in the selectors (`.elementor-<id>`): the kit's, or the preview's own number for a document not saved.
	 * @param array<mixed> $elements The elements (none for the kit: its page settings make its CSS).
	 * @param bool         $saved    Whether `$post_id` is a saved document (the kit): Elementor's page-settings CSS of it is added (`elementor/css-file/post/parse`).
	 */
	public function __construct( int $post_id, private array $elements, private bool $saved ) {
		parent::__construct( $post_id );
	}

	/**
	 * The file's name for Elementor's hooks: `post` for a saved document;
	 * ours otherwise (Elementor's page-settings CSS reads the post).
	 */
	public function get_name(): string {
		return $this->saved ? parent::get_name() : 'stencilbox-preview';
	}

	/**
	 * The id whose data this CSS is of.
	 */
	protected function get_post_id_for_data(): int {
		return (int) $this->get_post_id();
	}

	/**
	 * The elements (never read from the database).
	 *
	 * @return array<mixed>
	 */
	protected function get_data(): array {
		return $this->elements;
	}
}
