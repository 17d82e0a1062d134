<?php
/**
 * The shapes of the full-site import's answers (spec part 2 §3), shared by
 * the hub's and the site's routes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Import;

use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Pack settings (colour and typography entries), a package, a progress
 * step, the results, a log event and an import as the lists show it. The
 * TypeScript twins are in `src/api/site-import.ts`.
 */
final class SiteImportSchema {
	/** The keys of a typography entry the import reads. */
	public const TYPOGRAPHY_KEYS = array( 'id', 'title', 'font_family', 'font_family_value', 'font_weight', 'text_transform', 'text_decoration', 'font_size', 'line_height', 'letter_spacing' );

	/**
	 * A size per device (`{desktop|tablet|mobile: {value, unit}}`).
	 *
	 * @return array<string, mixed>
	 */
	public static function devices(): array {
		$measure = Schema::object(
			array(
				'value' => Schema::number(),
				'unit'  => Schema::string(),
			)
		);
		return Schema::object(
			array(
				'desktop' => $measure,
				'tablet'  => $measure,
				'mobile'  => $measure,
			)
		);
	}

	/**
	 * A colour entry.
	 *
	 * @return array<string, mixed>
	 */
	public static function colour(): array {
		return Schema::object(
			array(
				'id'    => Schema::string(),
				'title' => Schema::string(),
				'color' => Schema::string(),
			)
		);
	}

	/**
	 * A typography entry.
	 *
	 * @return array<string, mixed>
	 */
	public static function typography(): array {
		return Schema::object(
			array(
				'id'                => Schema::string(),
				'title'             => Schema::string(),
				'font_family'       => Schema::string(),
				'font_family_value' => Schema::string(),
				'font_weight'       => Schema::string(),
				'text_transform'    => Schema::string(),
				'text_decoration'   => Schema::string(),
				'font_size'         => self::devices(),
				'line_height'       => self::devices(),
				'letter_spacing'    => self::devices(),
			)
		);
	}

	/**
	 * A pack's import settings.
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return Schema::object(
			array(
				'site_title' => Schema::string(),
				'tagline'    => Schema::string(),
				'colors'     => Schema::list( self::colour() ),
				'typography' => Schema::list( self::typography() ),
				// The pack's logo (`site_logo` or `logo`): its URL, or an image of the package.
				'logo'       => Schema::string(),
			)
		);
	}

	/**
	 * Pack settings as stored by a catalogue, reduced to what the schema
	 * declares (a catalogue may carry more). Our own keys (`colors`,
	 * `typography`) and the spec's (part 2 §3: `system_colors` or
	 * `global_colors`, `custom_colors`; `system_typography`,
	 * `custom_typography` or `global_typography.custom`; `site_logo` or
	 * `logo`, a URL or `{url}`) are read alike; an entry id met twice counts once.
	 *
	 * @param array<string, mixed> $settings Stored settings.
	 * @return array<string, mixed>
	 */
	public static function clean_settings( array $settings ): array {
		$out = array();
		foreach ( array( 'site_title', 'tagline' ) as $key ) {
			if ( isset( $settings[ $key ] ) && is_scalar( $settings[ $key ] ) ) {
				$out[ $key ] = (string) $settings[ $key ];
			}
		}
		$list   = static fn( mixed $value ): array => is_array( $value ) ? array_values( array_filter( $value, 'is_array' ) ) : array();
		$colors = array_merge(
			$list( $settings['colors'] ?? null ),
			$list( $settings['system_colors'] ?? $settings['global_colors'] ?? null ),
			$list( $settings['custom_colors'] ?? null )
		);
		$fonts  = array_merge(
			$list( $settings['typography'] ?? null ),
			$list( $settings['system_typography'] ?? null ),
			$list( $settings['custom_typography'] ?? ( $settings['global_typography']['custom'] ?? null ) )
		);
		$logo   = $settings['site_logo'] ?? $settings['logo'] ?? '';
		$logo   = is_array( $logo ) ? ( $logo['url'] ?? '' ) : $logo;
		if ( is_string( $logo ) && '' !== trim( $logo ) ) {
			$out['logo'] = trim( $logo );
		}
		$seen          = array();
		$out['colors'] = array();
		foreach ( $colors as $entry ) {
			$id = (string) ( $entry['id'] ?? $entry['_id'] ?? $entry['var'] ?? '' );
			if ( ! isset( $seen[ $id ] ) ) {
				$seen[ $id ]     = true;
				$out['colors'][] = array(
					'id'    => $id,
					'title' => (string) ( $entry['title'] ?? $entry['name'] ?? '' ),
					'color' => (string) ( $entry['color'] ?? '' ),
				);
			}
		}
		$seen              = array();
		$out['typography'] = array();
		foreach ( $fonts as $entry ) {
			$clean = self::clean_typography( $entry );
			if ( ! isset( $seen[ $clean['id'] ] ) ) {
				$seen[ $clean['id'] ]  = true;
				$out['typography'][] = $clean;
			}
		}
		return $out;
	}

	/**
	 * One typography entry as the schema declares it: text fields as
	 * strings (a catalogue may write a weight as 400), sizes only as
	 * `{device: {value, unit}}`; anything else is left out.
	 *
	 * @param array<string, mixed> $entry Stored entry.
	 * @return array<string, mixed>
	 */
	private static function clean_typography( array $entry ): array {
		$entry = self::from_elementor_typography( $entry );
		$out   = array(
			'id'    => (string) ( $entry['id'] ?? $entry['_id'] ?? '' ),
			'title' => (string) ( $entry['title'] ?? $entry['name'] ?? '' ),
		);
		foreach ( array_diff( self::TYPOGRAPHY_KEYS, array( 'id', 'title', 'font_size', 'line_height', 'letter_spacing' ) ) as $key ) {
			if ( isset( $entry[ $key ] ) && is_scalar( $entry[ $key ] ) ) {
				$out[ $key ] = (string) $entry[ $key ];
			}
		}
		foreach ( array( 'font_size', 'line_height', 'letter_spacing' ) as $key ) {
			$devices = array();
			foreach ( array( 'desktop', 'tablet', 'mobile' ) as $device ) {
				$measure = $entry[ $key ][ $device ] ?? null;
				if ( is_array( $measure ) && isset( $measure['value'] ) && is_numeric( $measure['value'] ) ) {
					$devices[ $device ] = array(
						'value' => 0 + $measure['value'],
						'unit'  => (string) ( $measure['unit'] ?? '' ),
					);
				}
			}
			if ( $devices ) {
				$out[ $key ] = $devices;
			}
		}
		return $out;
	}

	/**
	 * An entry in Elementor's field set (an Elementor kit's system or custom
	 * typography: `typography_font_family`, `typography_font_size` as
	 * `{unit, size}`, `…_tablet`, `…_mobile`) in ours; ours passes unchanged.
	 *
	 * @param array<string, mixed> $entry Entry.
	 * @return array<string, mixed>
	 */
	private static function from_elementor_typography( array $entry ): array {
		foreach ( array( 'font_family', 'font_weight', 'text_transform', 'text_decoration' ) as $key ) {
			if ( ! isset( $entry[ $key ] ) && isset( $entry[ 'typography_' . $key ] ) ) {
				$entry[ $key ] = $entry[ 'typography_' . $key ];
			}
		}
		foreach ( array( 'font_size', 'line_height', 'letter_spacing' ) as $key ) {
			if ( isset( $entry[ $key ] ) ) {
				continue;
			}
			foreach ( array( 'desktop' => '', 'tablet' => '_tablet', 'mobile' => '_mobile' ) as $device => $suffix ) {
				$measure = $entry[ 'typography_' . $key . $suffix ] ?? null;
				if ( is_array( $measure ) && isset( $measure['size'] ) && '' !== $measure['size'] ) {
					$entry[ $key ][ $device ] = array(
						'value' => $measure['size'],
						'unit'  => (string) ( $measure['unit'] ?? 'px' ),
					);
				}
			}
		}
		return $entry;
	}

	/**
	 * A package: a zip as base64 with its SHA-256.
	 *
	 * @return array<string, mixed>
	 */
	public static function package(): array {
		return Schema::object(
			array(
				'slug'   => Schema::string(),
				'sha256' => Schema::string(),
				'size'   => Schema::integer(),
				'data'   => Schema::string(),
				// A part of a pack package (the whole package's SHA-256 and size).
				'build'  => Schema::string(),
				'offset' => Schema::integer(),
			)
		);
	}

	/**
	 * The theme a pack names, as the hub describes it.
	 *
	 * @return array<string, mixed>
	 */
	public static function pack_theme(): array {
		return Schema::object(
			array(
				'slug'    => Schema::string(),
				'name'    => Schema::string(),
				'version' => Schema::string(),
			)
		);
	}

	/**
	 * The results (spec part 2 §3).
	 *
	 * @return array<string, mixed>
	 */
	public static function results(): array {
		return Schema::object(
			array(
				'dependency_data' => Schema::object(
					array(
						'plugins' => Schema::object(
							array(
								'total'   => Schema::integer(),
								'succeed' => Schema::integer(),
								// Of those, already active before the import.
								'active'  => Schema::integer(),
								'failed'  => Schema::list(
									Schema::object(
										array(
											'name'    => Schema::string(),
											'slug'    => Schema::string(),
											'is_pro'  => Schema::boolean(),
											'message' => Schema::string(),
										)
									)
								),
							)
						),
						'theme'   => Schema::object(
							array(
								'success' => Schema::boolean(),
								'message' => Schema::string(),
							)
						),
					)
				),
				'attachments'     => Schema::integer(),
				'failed_images'   => Schema::list( Schema::string() ),
				'post_types'      => Schema::map( Schema::integer() ),
				'template_types'  => Schema::map( Schema::integer() ),
				'styles'          => Schema::string(),
				'site_url'        => Schema::string(),
				'session'         => Schema::string(),
				'pages'           => Schema::list(
					Schema::object(
						array(
							'id'    => Schema::integer(),
							'title' => Schema::string(),
							'url'   => Schema::string(),
							'front' => Schema::boolean(),
						)
					)
				),
			)
		);
	}

	/**
	 * What a pack's import creates, as the hub counts it: its pages (slug,
	 * title on the new site, whether it becomes the front page), the
	 * template types of its kits (header, footer, single), its sample posts.
	 *
	 * @return array<string, mixed>
	 */
	public static function contents(): array {
		return Schema::object(
			array(
				'pages'     => Schema::list(
					Schema::object(
						array(
							'slug'  => Schema::string(),
							'title' => Schema::string(),
							'front' => Schema::boolean(),
						)
					)
				),
				'templates' => Schema::list( Schema::string() ),
				'posts'     => Schema::integer(),
			)
		);
	}

	/**
	 * One log event: `{action, data}`. What `data` holds depends on the
	 * action — a progress step (`updateLog`), a note (`eventLog`), the
	 * download done (`downloadComplete`), the results (`complete`) or an
	 * error (`error`) — so its schema lists the
	 * keys of each.
	 *
	 * @return array<string, mixed>
	 */
	public static function log_event(): array {
		$data = self::results();
		$data['properties'] += array(
			'type'     => Schema::string(),
			'title'    => Schema::string(),
			'message'  => Schema::string(),
			'progress' => Schema::integer(),
			'status'   => Schema::enum( array( 'processing', 'complete', 'error' ) ),
			'position' => Schema::integer(),
			'code'     => Schema::string(),
			'retry'    => Schema::boolean(),
		);
		return Schema::object(
			array(
				'action' => Schema::enum( array( 'updateLog', 'removeLog', 'eventLog', 'downloadComplete', 'complete', 'error' ) ),
				'data'   => $data,
			)
		);
	}
}
