<?php
/**
 * Three-way merge of Elementor elements: style controls from the new
 * version, content controls the site changed kept (issue [25] item 4).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Merge;

use Stencilbox\Support\Provenance\Fingerprint;

defined( 'ABSPATH' ) || exit;

/**
 * The same rules as blocks (`TreeMerge`: matching by position and name —
 * `elType/widgetType` here —, structure, conflicts, picks), on Elementor's
 * JSON elements (an export `{content: [...]}` or a list). An element's
 * settings are compared leaf by leaf (`title`, `link.url`,
 * `typography_font_size.size`): the content controls (CONTENT_SETTINGS:
 * texts, titles, the editor, links, URLs, images…) stay the site's where it
 * changed them; every other control is style and comes from the new
 * version; a leaf both sides changed differently is a conflict. A merged
 * element keeps the site's id (Elementor's references to it stay).
 */
final class ElementMerge extends TreeMerge {
	/** Element settings that are content; every other setting is style. */
	public const CONTENT_SETTINGS = array( 'title', 'editor', 'text', 'link', 'url', 'image', 'caption', 'alt', 'title_text', 'description_text', 'button_text', 'inner_text', 'heading', 'sub_heading', 'content', 'description', 'html', 'address', 'prefix', 'suffix', 'ending_number', 'testimonial_content', 'testimonial_name', 'testimonial_job', 'testimonial_image', 'icon_list', 'tabs', 'price', 'price_list', 'gallery', 'wp_gallery', 'social_icon_list', 'video_url', 'youtube_url', 'email', 'phone' );

	/** Content settings whose conflicts are links or images (the others are text). */
	private const KINDS = array(
		'link'              => 'link',
		'url'               => 'link',
		'video_url'         => 'link',
		'youtube_url'       => 'link',
		'image'             => 'image',
		'testimonial_image' => 'image',
		'gallery'           => 'image',
		'wp_gallery'        => 'image',
	);

	/**
	 * Merges three versions of Elementor content.
	 *
	 * @param string $base   The version inserted (an export or a list of elements, JSON).
	 * @param string $ours   The site's copy.
	 * @param string $theirs The new version.
	 * @return array{content: string, conflicts: array<int, array<string, string>>}
	 *         `content` an export (`{content: [...]}`), usable only when `conflicts` is empty.
	 */
	public function merge( string $base, string $ours, string $theirs ): array {
		$this->conflicts = array();
		$elements        = $this->merge_list( self::elements( $base ), self::elements( $ours ), self::elements( $theirs ), '' );
		$export          = array( 'content' => $elements );
		$settings        = self::merged_settings( self::settings( $base ), self::settings( $ours ), self::settings( $theirs ) );
		if ( null !== $settings ) {
			$export['page_settings'] = (object) $settings;
		}
		return array(
			'content'   => (string) wp_json_encode( $export ),
			'conflicts' => $this->conflicts,
		);
	}

	/**
	 * The page settings of an export (null: it carries none, as a list of
	 * elements does not).
	 *
	 * @param string $json An export or a list of elements.
	 * @return array<string, mixed>|null
	 */
	private static function settings( string $json ): ?array {
		$decoded = json_decode( $json, true );
		return is_array( $decoded ) && is_array( $decoded['page_settings'] ?? null ) ? $decoded['page_settings'] : null;
	}

	/**
	 * Page settings are design: each one the new version changed comes from
	 * it (set or removed), every other stays as the site has it (so does a
	 * kit reference in `__globals__`, one by one). Null (nothing to write)
	 * unless both versions carry page settings.
	 *
	 * @param array<string, mixed>|null $base   The version the place has.
	 * @param array<string, mixed>|null $ours   The place now.
	 * @param array<string, mixed>|null $theirs The new version.
	 * @return array<string, mixed>|null
	 */
	private static function merged_settings( ?array $base, ?array $ours, ?array $theirs ): ?array {
		if ( null === $base || null === $theirs ) {
			return null;
		}
		$pick   = static function ( array $base, array $ours, array $theirs ): array {
			$merged = $ours;
			foreach ( array_keys( $base + $ours + $theirs ) as $key ) {
				if ( '__globals__' === $key || ( $theirs[ $key ] ?? null ) === ( $base[ $key ] ?? null ) ) {
					continue;
				}
				if ( array_key_exists( $key, $theirs ) ) {
					$merged[ $key ] = $theirs[ $key ];
				} else {
					unset( $merged[ $key ] );
				}
			}
			return $merged;
		};
		$ours    = $ours ?? $base;
		$merged  = $pick( $base, $ours, $theirs );
		$globals = $pick(
			is_array( $base['__globals__'] ?? null ) ? $base['__globals__'] : array(),
			is_array( $ours['__globals__'] ?? null ) ? $ours['__globals__'] : array(),
			is_array( $theirs['__globals__'] ?? null ) ? $theirs['__globals__'] : array()
		);
		unset( $merged['__globals__'] );
		if ( $globals ) {
			$merged['__globals__'] = $globals;
		}
		return $merged;
	}

	/**
	 * The elements of JSON content.
	 *
	 * @param string $json An export or a list of elements.
	 * @return array<int, array<string, mixed>>
	 */
	private static function elements( string $json ): array {
		$decoded = json_decode( $json, true );
		$list    = is_array( $decoded ) && is_array( $decoded['content'] ?? null ) ? $decoded['content'] : $decoded;
		return is_array( $list ) ? array_values( array_filter( $list, 'is_array' ) ) : array();
	}

	/**
	 * An element's name: its type and widget.
	 *
	 * @param array<string, mixed> $node Element.
	 */
	protected function name_of( array $node ): string {
		return (string) ( $node['elType'] ?? '' ) . ( isset( $node['widgetType'] ) ? '/' . (string) $node['widgetType'] : '' );
	}

	/**
	 * An element's kind in words: its widget's (`widget/text-editor` is
	 * "Text editor"), else its own ("Container", "Section"). Elementor's
	 * widget titles are not asked for: the site may merge without Elementor
	 * loaded (WP-CLI, another editor's REST request).
	 *
	 * @param string $name What `name_of()` answers.
	 */
	protected function label_of( string $name ): string {
		$kind = str_contains( $name, '/' ) ? substr( $name, strpos( $name, '/' ) + 1 ) : $name;
		return ucfirst( str_replace( array( '-', '_' ), ' ', $kind ) );
	}

	/**
	 * An element's fingerprint (without ids and what Elementor's saves add).
	 *
	 * @param array<string, mixed> $node Element.
	 */
	protected function print_of( array $node ): string {
		return Fingerprint::elements( array( $node ) );
	}

	/**
	 * Elements as a conflict shows them.
	 *
	 * @param array<int, array<string, mixed>> $nodes Elements.
	 */
	protected function show( array $nodes ): string {
		return $nodes ? (string) wp_json_encode( $nodes, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : '';
	}

	/**
	 * Merges one element all three have.
	 *
	 * @param array<string, mixed> $base   Base element.
	 * @param array<string, mixed> $ours   Ours.
	 * @param array<string, mixed> $theirs Theirs.
	 * @param string               $path   Its path.
	 * @return array<string, mixed>
	 */
	protected function merge_node( array $base, array $ours, array $theirs, string $path ): array {
		if ( $this->print_of( $ours ) === $this->print_of( $base ) ) {
			return self::with_id( $theirs, $ours );
		}
		if ( $this->print_of( $theirs ) === $this->print_of( $base ) && self::style_of( $ours ) === self::style_of( $base ) ) {
			return $ours; // Only the site changed it, and not its style.
		}
		$b        = self::leaves( is_array( $base['settings'] ?? null ) ? $base['settings'] : array() );
		$o        = self::leaves( is_array( $ours['settings'] ?? null ) ? $ours['settings'] : array() );
		$t        = self::leaves( is_array( $theirs['settings'] ?? null ) ? $theirs['settings'] : array() );
		$settings = array();
		foreach ( array_unique( array_merge( array_keys( $t ), array_keys( $o ), array_keys( $b ) ) ) as $key ) {
			$bv      = $b[ $key ] ?? null;
			$ov      = $o[ $key ] ?? null;
			$tv      = $t[ $key ] ?? null;
			$top     = explode( '.', (string) $key )[0];
			$content = in_array( $top, self::CONTENT_SETTINGS, true );
			if ( $ov === $tv || $ov === $bv ) {
				$value = $tv;
			} elseif ( $tv === $bv ) {
				// Changed here only: content stays the site's, style is the new version's.
				$value = $content ? $ov : $tv;
			} else {
				$what  = $content ? ( self::KINDS[ $top ] ?? 'text' ) : 'attribute';
				$value = 'ours' === $this->decide( $path, $what, (string) $key, $this->name_of( $theirs ), self::json( $bv ), self::json( $ov ), self::json( $tv ) ) ? $ov : $tv;
			}
			if ( null !== $value ) {
				$settings[ $key ] = $value;
			}
		}
		$element             = self::with_id( $theirs, $ours );
		$element['settings'] = self::unflatten( $settings );
		if ( isset( $base['elements'] ) || isset( $ours['elements'] ) || isset( $theirs['elements'] ) ) {
			$element['elements'] = $this->merge_list( (array) ( $base['elements'] ?? array() ), (array) ( $ours['elements'] ?? array() ), (array) ( $theirs['elements'] ?? array() ), $path );
		}
		return $element;
	}

	/**
	 * An element with the site's id for it.
	 *
	 * @param array<string, mixed> $element The element.
	 * @param array<string, mixed> $ours    The site's element.
	 * @return array<string, mixed>
	 */
	private static function with_id( array $element, array $ours ): array {
		if ( isset( $ours['id'] ) ) {
			$element['id'] = $ours['id'];
		}
		return $element;
	}

	/**
	 * An element's style alone: its name and its settings other than content.
	 *
	 * @param array<string, mixed> $element Element.
	 */
	private static function style_of( array $element ): string {
		$settings = array_filter(
			self::leaves( is_array( $element['settings'] ?? null ) ? $element['settings'] : array() ),
			static fn( string $key ): bool => ! in_array( explode( '.', $key )[0], self::CONTENT_SETTINGS, true ),
			ARRAY_FILTER_USE_KEY
		);
		ksort( $settings );
		return (string) wp_json_encode( $settings );
	}
}
