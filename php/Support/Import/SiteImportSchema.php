<?php
/**
 * The shapes of the full-site import's answers (spec part 2 §3), shared by
 * the hub's and the site's routes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Import;

use Stencilbox\Support\Palette;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Pack settings (colour and typography entries), a package, a progress
 * step, the results and a log event. The TypeScript types are generated
 * from them (`npm run types:api`); `src/api/site-import.ts` names their parts.
 */
final class SiteImportSchema {
	/** Typography keywords and units (spec part 2 §9); `default` leaves the theme's. */
	public const FONT_WEIGHTS     = array( '100', '200', '300', '400', '500', '600', '700', '800', '900', 'normal', 'bold', 'default' );
	public const TEXT_TRANSFORMS  = array( 'default', 'uppercase', 'lowercase', 'capitalize', 'none' );
	public const TEXT_DECORATIONS = array( 'default', 'overline', 'line-through', 'underline', 'underline overline', 'initial', 'none' );
	public const UNITS            = array( 'px', 'em', 'rem', 'vw', 'vh', '' );

	/** A theme's slug (its folder), as a pack names its theme. */
	public const THEME_SLUG_PATTERN = '^[a-z0-9][a-z0-9._-]*$';

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
		// Only the devices the pack sizes.
		return Schema::object(
			array(
				'desktop' => Schema::optional( $measure ),
				'tablet'  => Schema::optional( $measure ),
				'mobile'  => Schema::optional( $measure ),
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
	 * A typography entry: its id and title, and only the fields the pack
	 * sets (`clean_typography()`).
	 *
	 * @return array<string, mixed>
	 */
	public static function typography(): array {
		return Schema::object(
			array(
				'id'                => Schema::string(),
				'title'             => Schema::string(),
				'font_family'       => Schema::optional( Schema::string() ),
				// The CSS value of the family on this site (preview and global styles).
				'font_family_value' => Schema::optional( Schema::string() ),
				'font_weight'       => Schema::optional( Schema::string() ),
				'text_transform'    => Schema::optional( Schema::string() ),
				'text_decoration'   => Schema::optional( Schema::string() ),
				'font_size'         => Schema::optional( self::devices() ),
				'line_height'       => Schema::optional( self::devices() ),
				'letter_spacing'    => Schema::optional( self::devices() ),
			)
		);
	}

	/**
	 * A pack's import settings: what the pack sets (`clean_settings()`
	 * always lists colours and typography, but the client reads every
	 * field with a default, so the type keeps them optional).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return Schema::object(
			array(
				'site_title' => Schema::optional( Schema::string() ),
				'tagline'    => Schema::optional( Schema::string() ),
				'colors'     => Schema::optional( Schema::list( self::colour() ) ),
				'typography' => Schema::optional( Schema::list( self::typography() ) ),
				// The pack's logo (`site_logo` or `logo`): its URL, or an image of the package.
				'logo'       => Schema::optional( Schema::string() ),
			)
		);
	}

	/**
	 * Pack settings as stored by a catalogue, reduced to what the schema
	 * declares (a catalogue may carry more) and limited to what each field
	 * may hold, for they are printed and put in CSS: the hub's intake
	 * (`CatalogueReader`), the hub's answer and the site's reading of any
	 * hub's answer (`Site\FullSiteImport\PackInfo`) all go through here
	 * (docs/security.md, "Full-site import"). Titles and the tagline are
	 * plain text (`sanitize_text_field`, as the hub's names); ids are keys;
	 * a colour is hex (`Palette::is_colour()`) or its entry is left out;
	 * a family is a name (`font_family()`); weights, transforms,
	 * decorations and units are the spec's keywords, or left out. A
	 * family's CSS value (`font_family_value`) is this site's to compute,
	 * never a catalogue's. Our own keys (`colors`, `typography`) and the
	 * spec's (part 2 §3: `system_colors` or `global_colors`,
	 * `custom_colors`; `system_typography`, `custom_typography` or
	 * `global_typography.custom`; `site_logo` or `logo`, a URL or `{url}`)
	 * are read alike; an entry id met twice counts once.
	 *
	 * @param array<string, mixed> $settings Stored settings.
	 * @return array<string, mixed>
	 */
	public static function clean_settings( array $settings ): array {
		$out = array();
		foreach ( array( 'site_title', 'tagline' ) as $key ) {
			if ( isset( $settings[ $key ] ) && is_scalar( $settings[ $key ] ) ) {
				$out[ $key ] = sanitize_text_field( (string) $settings[ $key ] );
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
			$id    = sanitize_key( self::text( $entry['id'] ?? $entry['_id'] ?? $entry['var'] ?? '' ) );
			$color = self::text( $entry['color'] ?? '' );
			if ( '' !== $id && ! isset( $seen[ $id ] ) && Palette::is_colour( $color ) ) {
				$seen[ $id ]     = true;
				$out['colors'][] = array(
					'id'    => $id,
					'title' => sanitize_text_field( self::text( $entry['title'] ?? $entry['name'] ?? '' ) ),
					'color' => $color,
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
	 * A family name as the import takes it: plain text of letters, digits,
	 * spaces, `_` and `-` (no quotes, commas, semicolons or braces: it is
	 * written into CSS, a kit's settings and the preview's style).
	 *
	 * @param string $name Family name.
	 */
	public static function font_family( string $name ): string {
		return trim( (string) preg_replace( '/\s+/', ' ', (string) preg_replace( '/[^\p{L}\p{N} _-]+/u', '', sanitize_text_field( $name ) ) ) );
	}

	/**
	 * A scalar as a string ('' for anything else).
	 *
	 * @param mixed $value Value.
	 */
	private static function text( mixed $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * One typography entry as the schema declares it, limited as
	 * `clean_settings()` says: text fields as strings (a catalogue may
	 * write a weight as 400), sizes only as `{device: {value, unit}}` with
	 * a known unit; anything else is left out.
	 *
	 * @param array<string, mixed> $entry Stored entry.
	 * @return array<string, mixed>
	 */
	private static function clean_typography( array $entry ): array {
		$entry    = self::from_elementor_typography( $entry );
		$out      = array(
			'id'    => sanitize_key( self::text( $entry['id'] ?? $entry['_id'] ?? '' ) ),
			'title' => sanitize_text_field( self::text( $entry['title'] ?? $entry['name'] ?? '' ) ),
		);
		$family   = self::font_family( self::text( $entry['font_family'] ?? '' ) );
		$keywords = array(
			'font_weight'     => self::FONT_WEIGHTS,
			'text_transform'  => self::TEXT_TRANSFORMS,
			'text_decoration' => self::TEXT_DECORATIONS,
		);
		if ( '' !== $family ) {
			$out['font_family'] = $family;
		}
		foreach ( $keywords as $key => $allowed ) {
			$value = strtolower( self::text( $entry[ $key ] ?? '' ) );
			if ( in_array( $value, $allowed, true ) ) {
				$out[ $key ] = $value;
			}
		}
		foreach ( array( 'font_size', 'line_height', 'letter_spacing' ) as $key ) {
			$devices = array();
			foreach ( array( 'desktop', 'tablet', 'mobile' ) as $device ) {
				$measure = $entry[ $key ][ $device ] ?? null;
				$unit    = is_array( $measure ) ? self::text( $measure['unit'] ?? '' ) : '';
				if ( is_array( $measure ) && isset( $measure['value'] ) && is_numeric( $measure['value'] ) && is_finite( (float) $measure['value'] ) && in_array( $unit, self::UNITS, true ) ) {
					$devices[ $device ] = array(
						'value' => 0 + $measure['value'],
						'unit'  => $unit,
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
	 * The results (spec part 2 §3), as the `complete` event carries them
	 * (`FinalizeStep` fills in what no step set): what only some imports
	 * produce (failed images, styles, pages or templates imported, a
	 * theme's failure message) is optional. `active`, `pages` and a failed
	 * plugin's `is_pro` and `message` are sent by every import now but
	 * stay optional: the client reads them with a default.
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
								'active'  => Schema::optional( Schema::integer() ),
								'failed'  => Schema::list(
									Schema::object(
										array(
											'name'    => Schema::string(),
											'slug'    => Schema::string(),
											'is_pro'  => Schema::optional( Schema::boolean() ),
											'message' => Schema::optional( Schema::string() ),
										)
									)
								),
							)
						),
						'theme'   => Schema::object(
							array(
								'success' => Schema::boolean(),
								'message' => Schema::optional( Schema::string() ),
								// What happened to the theme: `installed` (and
								// activated), `activated` (it was there),
								// `kept` (the site's own theme stayed: the
								// pack's was unticked or already active), `failed`.
								'outcome' => Schema::optional( Schema::enum( array( 'installed', 'activated', 'kept', 'failed' ) ) ),
								// The theme's name (`installed`, `activated`, `kept`).
								'name'    => Schema::optional( Schema::string() ),
							)
						),
					)
				),
				'attachments'     => Schema::integer(),
				'failed_images'   => Schema::optional( Schema::list( Schema::string() ) ),
				// Images still waiting for their smaller sizes when the import
				// completed (`ImageSizes`: made after the pages are in place).
				'images_waiting'  => Schema::optional( Schema::integer() ),
				'post_types'      => Schema::optional( Schema::map( Schema::integer() ) ),
				'template_types'  => Schema::optional( Schema::map( Schema::integer() ) ),
				'styles'          => Schema::optional( Schema::string() ),
				// "Match my site" (issue [25]): the pages and templates took the
				// site's look; `kept`: the names of those where some colours
				// kept the pack's to stay readable; `reason` `no_palette`: not
				// matched, the site's classic theme has no colour palette.
				'look'            => Schema::optional(
					Schema::object(
						array(
							'matched' => Schema::boolean(),
							'kept'    => Schema::list( Schema::string() ),
							'reason'  => Schema::optional( Schema::string() ),
						)
					)
				),
				// The same pack imported again (issue [26] item 5): the titles
				// of the pages and templates an earlier import of it made that
				// were edited here since, kept as they are.
				'kept_edited'     => Schema::optional( Schema::list( Schema::string() ) ),
				'site_url'        => Schema::string(),
				// The site's name as the admin bar shows it (`Imports::site_name()`).
				'site_name'       => Schema::optional( Schema::string() ),
				'session'         => Schema::string(),
				// Every imported page (the results step links them).
				'pages'           => Schema::optional( Schema::list(
					Schema::object(
						array(
							'id'    => Schema::integer(),
							'title' => Schema::string(),
							'url'   => Schema::string(),
							'front' => Schema::boolean(),
						)
					)
				) ),
			)
		);
	}

	/**
	 * The results an import has so far (an import in the lists): any of
	 * the results' fields, as the steps done have set them.
	 *
	 * @return array<string, mixed>
	 */
	public static function results_so_far(): array {
		$results               = self::results();
		$results['properties'] = array_map( array( Schema::class, 'optional' ), $results['properties'] );
		return $results;
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
	 * A progress step (spec part 2 §3), `updateLog`'s data.
	 *
	 * @return array<string, mixed>
	 */
	public static function progress_step(): array {
		return Schema::object(
			array(
				'type'     => Schema::string(),
				'title'    => Schema::string(),
				'message'  => Schema::string(),
				'progress' => Schema::integer(),
				'status'   => Schema::enum( array( 'processing', 'complete', 'error' ) ),
				'position' => Schema::integer(),
			)
		);
	}

	/**
	 * One log event: `{action, data}`, one of the spec's actions (part 2
	 * §3), each with its own data — a progress step (`updateLog`), the
	 * download done (`downloadComplete`: a poll ends its round), the
	 * results (`complete`) or an error (`error`, `retry` when the client
	 * reconnects by itself). The spec's `removeLog` and `eventLog` are
	 * never sent (docs/decisions/full-site-import.md says why).
	 *
	 * @return array<string, mixed>
	 */
	public static function log_event(): array {
		$event = static fn( string $action, array $data ): array => Schema::object(
			array(
				'action' => Schema::enum( array( $action ) ),
				'data'   => $data,
			)
		);
		return Schema::one_of(
			array(
				$event( 'updateLog', self::progress_step() ),
				$event(
					'downloadComplete',
					Schema::object(
						array(
							'type'    => Schema::string(),
							'message' => Schema::string(),
						)
					)
				),
				$event( 'complete', self::results() ),
				$event(
					'error',
					Schema::object(
						array(
							'type'    => Schema::string(),
							'code'    => Schema::string(),
							'title'   => Schema::string(),
							'message' => Schema::string(),
							'retry'   => Schema::boolean(),
						)
					)
				),
			)
		);
	}
}
