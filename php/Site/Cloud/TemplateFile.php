<?php
/**
 * The template file a cloud file downloads as, and every shape a template
 * may arrive in to be pushed.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Cloud;

use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * A Stencilbox template file is JSON:
 *
 * ```json
 * {
 *   "stencilbox": "template",
 *   "version": 1,
 *   "platform": "gutenberg",
 *   "type": "page",
 *   "title": "Launch page",
 *   "content": "<!-- wp:heading --> …",
 *   "exported_at": "2025-01-31T12:00:00Z",
 *   "template": {
 *     "type": "header",
 *     "stable": "5f0c…",
 *     "status": "publish",
 *     "conditions": [ { "type": "include", "name": "singular", "sub_name": "post_type:page", "sub_id": 12, "ref": { "post_type": "page", "slug": "about" } } ]
 *   }
 * }
 * ```
 *
 * `platform` is gutenberg or elementor; `type` page or block; `content` is
 * block markup, or for Elementor the export JSON (`{content, page_settings}`)
 * as a string. Images are absolute URLs (the cloud's copies). Pushing the
 * file again (Upload on My Clouds) gives the same template back.
 *
 * `template` (only in the file of a cloud file pushed from a saved
 * template; issue [26] item 5) is what the hub keeps of that template:
 * `Support\Cloud\CloudTemplate`'s shape — its template type, stable id
 * and status, and its display conditions with their portable references.
 * An upload of the file checks it with that schema and this site's
 * template types (`template()`: anything else is `invalid_data`, nothing
 * written) and sends it with the file, so the new file is a saved
 * template again and "Add to saved templates" lands the same template
 * (found by its stable id). A file without it is a plain file, as before;
 * an older Stencilbox reads a file with it as a plain file.
 *
 * The editor's push sends the spec's payload instead: `file_content` with
 * `__file: 'wp_block'`, `id`, `type` (the post type, or `block` for selected
 * blocks), `title`, `content`. Elementor's push sends `__file: 'elementor'`,
 * `platform: 'elementor'`, `id`, `type` (`block` for one element, `page`),
 * `title` and `content`, the export as a string (`{"content":[…]}`), kept
 * byte for byte.
 *
 * An Elementor file also downloads as Elementor's own export
 * (`elementor_export()`), which Elementor's Templates → Import reads; that
 * file pushed back (Upload on My Clouds) gives the same template.
 */
final class TemplateFile {
	public const FORMAT  = 'template';
	public const VERSION = 1;

	/** The download formats: ours, and Elementor's export (`format=elementor`). */
	public const FORMAT_OWN       = 'stencilbox';
	public const FORMAT_ELEMENTOR = 'elementor';

	/** The version Elementor writes in its exports (`Source_Local::export_template`'s `version`). */
	public const ELEMENTOR_EXPORT_VERSION = '0.4';

	/**
	 * The file for a cloud file and its content.
	 *
	 * @param array<string, mixed>      $file     The cloud file (as the hub presents it).
	 * @param string                    $content  Its (filtered) content.
	 * @param array<string, mixed>|null $template The saved template it was pushed from, as the hub
	 *                                            answers it (checked here again: `CloudTemplate::clean()`).
	 * @return array<string, mixed>
	 */
	public static function build( array $file, string $content, ?array $template = null ): array {
		$out      = array(
			'stencilbox'  => self::FORMAT,
			'version'     => self::VERSION,
			'platform'    => (string) $file['platform'],
			'type'        => (string) $file['type'],
			'title'       => (string) $file['name'],
			'content'     => $content,
			'exported_at' => gmdate( 'Y-m-d\TH:i:s\Z' ),
		);
		$template = CloudTemplate::clean( $template );
		if ( null !== $template ) {
			$out['template'] = $template;
		}
		return $out;
	}

	/**
	 * The saved template an uploaded template file carries (`template`),
	 * checked as everything from outside: `CloudTemplate`'s schema (the
	 * hub's own check of a push) and a template type of this site. Null for
	 * a file without one (or any other shape of upload: the editor's
	 * payload, Elementor's export).
	 *
	 * @param array<string, mixed> $file_content What was sent.
	 * @return array{type: string, stable: string, status: string, conditions: array<int, array<string, mixed>>}|null
	 * @throws HttpError 400 `invalid_data` for a `template` that is not one.
	 */
	public static function template( array $file_content ): ?array {
		if ( self::FORMAT !== ( $file_content['stencilbox'] ?? null ) || null === ( $file_content['template'] ?? null ) ) {
			return null;
		}
		$template = CloudTemplate::clean( $file_content['template'] );
		if ( null === $template || ! TemplatePostType::is_type( $template['type'] ) ) {
			HttpError::raise( 'invalid_data', __( 'The saved template sent with this file cannot be read.', 'stencilbox' ), 400 );
		}
		return $template;
	}

	/**
	 * An Elementor file as Elementor exports a template from its library
	 * (`{version, title, type, content, page_settings}`, `content` the
	 * element tree): what Elementor's Templates → Import reads, on any site.
	 *
	 * @param array<string, mixed> $file    The cloud file (as the hub presents it).
	 * @param string               $content Its (filtered) content: an Elementor export as a string.
	 * @return array<string, mixed>
	 */
	public static function elementor_export( array $file, string $content ): array {
		$export   = json_decode( $content, true );
		$elements = is_array( $export['content'] ?? null ) ? array_values( $export['content'] ) : array();
		$settings = is_array( $export['page_settings'] ?? null ) ? $export['page_settings'] : array();
		return array(
			'version'       => self::ELEMENTOR_EXPORT_VERSION,
			'title'         => (string) $file['name'],
			'type'          => Elementor::library_type( (string) $file['type'], '', $elements ),
			'content'       => $elements,
			'page_settings' => (object) $settings,
		);
	}

	/**
	 * The file's name on disk.
	 *
	 * @param array<string, mixed> $file   The cloud file.
	 * @param string               $format stencilbox or elementor.
	 */
	public static function file_name( array $file, string $format = self::FORMAT_OWN ): string {
		$slug = sanitize_file_name( (string) ( $file['slug'] ?? '' ) );
		$name = '' !== $slug ? $slug : 'template-' . (int) $file['id'];
		return ( self::FORMAT_ELEMENTOR === $format ? 'elementor-' . $name : $name ) . '.json';
	}

	/**
	 * What a pushed `file_content` holds: platform, type and content, from a
	 * template file or the editor's payload.
	 *
	 * @param array<string, mixed> $file_content What was sent.
	 * @param string               $platform     The request's platform ('' when not given).
	 * @return array{platform: string, type: string, content: string, title: string}
	 * @throws HttpError 400 `invalid_data` when it holds no content or another version.
	 */
	public static function read( array $file_content, string $platform ): array {
		if ( self::FORMAT === ( $file_content['stencilbox'] ?? null ) && self::VERSION !== (int) ( $file_content['version'] ?? 0 ) ) {
			HttpError::raise( 'invalid_data', __( 'This template file was made by a newer version of Stencilbox.', 'stencilbox' ), 400 );
		}
		$content = $file_content['content'] ?? null;
		if ( self::is_elementor_export( $file_content ) ) {
			// Elementor's own export (ours for Elementor, or Elementor's):
			// the element tree and page settings, as Elementor's push sends them.
			$platform = 'elementor';
			$content  = (string) wp_json_encode(
				array_filter(
					array(
						'content'       => array_values( (array) $content ),
						'page_settings' => is_array( $file_content['page_settings'] ?? null ) && $file_content['page_settings'] ? $file_content['page_settings'] : null,
					)
				),
				JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
			);
			$file_content['type'] = 'page' === ( $file_content['type'] ?? '' ) ? 'page' : 'block';
		} elseif ( is_array( $content ) ) {
			// An Elementor export sent as JSON rather than as a string.
			$content = (string) wp_json_encode( $content );
		}
		if ( ! is_string( $content ) || '' === trim( $content ) ) {
			HttpError::raise( 'invalid_data', __( 'There is nothing to push: the template is empty.', 'stencilbox' ), 400 );
		}
		$type = (string) ( $file_content['type'] ?? 'page' );
		return array(
			'platform' => Platforms::name_of( '' !== $platform ? $platform : ( $file_content['platform'] ?? '' ) ),
			'type'     => in_array( $type, array( 'block', 'wp_block', 'section', 'wp_template_part' ), true ) ? 'block' : 'page',
			'content'  => $content,
			'title'    => is_string( $file_content['title'] ?? null ) ? $file_content['title'] : '',
		);
	}

	/**
	 * Whether an uploaded file is an Elementor export (its `content` an
	 * element tree, not our template file).
	 *
	 * @param array<string, mixed> $file_content What was sent.
	 */
	private static function is_elementor_export( array $file_content ): bool {
		$content = $file_content['content'] ?? null;
		return ! isset( $file_content['stencilbox'] ) && ! isset( $file_content['__file'] ) && is_array( $content ) && array_is_list( $content ) && $content
			&& array_reduce( $content, static fn( bool $ok, mixed $element ): bool => $ok && is_array( $element ) && is_string( $element['elType'] ?? null ), true );
	}
}
