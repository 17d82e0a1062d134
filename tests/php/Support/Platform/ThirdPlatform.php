<?php
/**
 * A third builder that exists only in the tests (`ThirdPlatformTest`): an
 * adapter of its own, with answers unlike the two real ones' so that a
 * place that asks the adapter shows it was asked. Its content is plain
 * text; its images are `[img:URL]`, with an attachment id after them.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Platform;

use Stencilbox\Support\Merge\BlockMerge;
use Stencilbox\Support\Merge\TreeMerge;

/**
 * The fake builder's adapter.
 */
final class ThirdPlatform implements \Stencilbox\Support\Platform\Platform {
	/** Its name. */
	public const NAME = 'thirdbuilder';

	/** {@inheritDoc} */
	public function name(): string {
		return self::NAME;
	}

	/** {@inheritDoc} */
	public function traits(): array {
		return array(
			'plugin'       => true,
			'live_preview' => $this->has_live_preview(),
			'extension'    => $this->file_extension(),
			'pro_types'    => array( 'popup' ),
			'theme_styles' => $this->uses_theme_styles(),
			'design_from'  => $this->design_from(),
		);
	}

	/** {@inheritDoc} */
	public function boot(): array {
		return array( 'third' => array( 'active' => true ) );
	}

	/** {@inheritDoc} */
	public function insert_path(): string {
		return 'editor';
	}

	/** {@inheritDoc} */
	public function uses_theme_styles(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function design_from(): string {
		return 'theme';
	}

	/** {@inheritDoc} */
	public function preview_html( string $content ): string {
		return '<pre>' . esc_html( $content ) . '</pre>';
	}

	/** {@inheritDoc} */
	public function has_live_preview(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function keeps_settings(): bool {
		return false;
	}

	/**
	 * Text only, marked so a test sees it passed here.
	 *
	 * @param string $content   Content.
	 * @param bool   $keep_code Unused.
	 */
	public function filter( string $content, bool $keep_code = false ): string {
		unset( $keep_code );
		return str_starts_with( $content, 'third:' ) ? $content : 'third:' . wp_strip_all_tags( $content );
	}

	/** {@inheritDoc} */
	public function keeps_code( int $user_id ): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function fingerprint( string $content ): string {
		return hash( 'sha256', self::NAME . $content );
	}

	/** {@inheritDoc} */
	public function document_hash( int $post_id ): string {
		return $this->fingerprint( $this->read( $post_id ) );
	}

	/** {@inheritDoc} */
	public function merger( array $picks ): TreeMerge {
		return new BlockMerge( $picks );
	}

	/** {@inheritDoc} */
	public function mark_range( string $content ): array {
		return array(
			'content' => $content,
			'ref'     => '',
			'context' => array(),
			'hash'    => $this->fingerprint( $content ),
		);
	}

	/** {@inheritDoc} */
	public function range_hash( \WP_Post $post, string $ref, array $context ): ?string {
		return null;
	}

	/** {@inheritDoc} */
	public function range_content( \WP_Post $post, string $ref, array $context ): ?string {
		return null;
	}

	/** {@inheritDoc} */
	public function document_content( \WP_Post $post ): ?string {
		return (string) $post->post_content;
	}

	/** {@inheritDoc} */
	public function replace( int $post_id, string $content, bool $whole, string $ref, array $context ): ?array {
		return null;
	}

	/** {@inheritDoc} */
	public function without_marks( string $content ): string {
		return $content;
	}

	/** {@inheritDoc} */
	public function rewrite_images( string $content, array $map, array $ids ): string {
		$content = strtr( $content, $map );
		foreach ( $ids as $url => $id ) {
			$content = str_replace( '[img:' . $url . ']', '[img:' . $url . '#' . $id . ']', $content );
		}
		return $content;
	}

	/** {@inheritDoc} */
	public function alt_texts( string $content ): array {
		unset( $content ); // Plain text has none.
		return array();
	}

	/** {@inheritDoc} */
	public function anchors( string $content ): array {
		unset( $content ); // Plain text has none.
		return array();
	}

	/** {@inheritDoc} */
	public function relink( string $content, callable $target ): string {
		return $content;
	}

	/** {@inheritDoc} */
	public function carries_references(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function bundle_content( string $content, callable $localise ): string {
		return $localise( $content );
	}

	/** {@inheritDoc} */
	public function escape_url( string $url ): string {
		return $url;
	}

	/** {@inheritDoc} */
	public function file_extension(): string {
		return 'txt';
	}

	/** {@inheritDoc} */
	public function invalid_content( string $content ): ?string {
		return null;
	}

	/** {@inheritDoc} */
	public function invalid_file( string $body, string $file ): ?string {
		return null;
	}

	/** {@inheritDoc} */
	public function page_settings( string $content ): array {
		unset( $content ); // Plain text has none.
		return array();
	}

	/** {@inheritDoc} */
	public function with_new_ids( string $content ): string {
		return $content;
	}

	/**
	 * The pack's title written over by the chosen one.
	 *
	 * @param string                             $content    Content.
	 * @param string                             $brand      The pack's site title.
	 * @param string                             $title      The chosen title.
	 * @param array{id?: int, url?: string}|null $logo       Unused.
	 * @param int                                $logo_width Unused.
	 */
	public function brand( string $content, string $brand, string $title, ?array $logo, int $logo_width ): string {
		unset( $logo, $logo_width );
		return '' === $brand ? $content : str_replace( $brand, '' === $title ? '[site title]' : $title, $content );
	}

	/** {@inheritDoc} */
	public function brand_reads_site(): bool {
		return true;
	}

	/** {@inheritDoc} */
	public function recommended_theme(): array {
		return array(
			'stylesheet' => 'twentytwentythree',
			'name'       => 'Twenty Twenty-Three',
		);
	}

	/** {@inheritDoc} */
	public function page_templates(): array {
		return array( 'third-canvas' );
	}

	/** {@inheritDoc} */
	public function shows_own_title( string $content ): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function titles_untitled_post(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function renders_templates(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function render_template( int $post_id ): ?string {
		return null;
	}

	/** {@inheritDoc} */
	public function read( int $post_id ): string {
		return (string) get_post_field( 'post_content', $post_id, 'raw' );
	}

	/** {@inheritDoc} */
	public function write( int $post_id, string $stored ): void {
	}

	/** {@inheritDoc} */
	public function post_content( string $content ): string {
		return $content;
	}

	/** {@inheritDoc} */
	public function write_document( int $post_id, string $content, string $post_type, string $item_type = '', string $template_type = '' ): void {
	}

	/** {@inheritDoc} */
	public function start_template( int $post_id ): void {
	}

	/** {@inheritDoc} */
	public function edit_link( int $post_id ): ?string {
		return null;
	}

	/** {@inheritDoc} */
	public function require_usable( string $template_type = '' ): void {
	}

	/** {@inheritDoc} */
	public function library_post_type( string $item_type ): string {
		return 'wp_block';
	}
}
