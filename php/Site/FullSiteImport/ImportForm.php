<?php
/**
 * The import form as the session keeps it: checked and normalised.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Support\Palette;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Turns what the user chose (the wizard's `/start` body, or the command's
 * options, both already checked against `/start`'s args) into the form the
 * steps read: empty title and tagline from the pack's name (spec part 2
 * §5), colours in lower case, the logo an image of the media library the
 * user may read, the theme by stylesheet, each plugin once.
 */
final class ImportForm {

	/** Logo width (spec part 2 §5). */
	public const LOGO_MIN     = 20;
	public const LOGO_MAX     = 800;
	public const LOGO_DEFAULT = 211;

	/**
	 * The form's fields and their checks: `/full-site-import/start`'s args,
	 * which `wp stencilbox import` checks its options with too.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$measure = array(
			'type'       => 'object',
			'properties' => array(
				'value' => array( 'type' => 'number' ),
				'unit'  => array(
					'type' => 'string',
					'enum' => SiteImportSchema::UNITS,
				),
			),
		);
		$devices = array(
			'type'       => 'object',
			'properties' => array(
				'desktop' => $measure,
				'tablet'  => $measure,
				'mobile'  => $measure,
			),
		);
		return array(
			'id'                  => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
			'platform'            => array(
				'type' => 'string',
				'enum' => ItemArgs::PLATFORMS,
			),
			'title'               => array(
				'type'      => 'string',
				'maxLength' => 190,
				'default'   => '',
			),
			'slogan'              => array(
				'type'      => 'string',
				'maxLength' => 190,
				'default'   => '',
			),
			'color'               => array(
				'type'                 => 'object',
				'default'              => array(),
				'additionalProperties' => array(
					'type'    => 'string',
					'pattern' => Palette::COLOUR_PATTERN,
				),
			),
			'logo'                => array(
				'type'       => array( 'object', 'null' ),
				'default'    => null,
				'properties' => array(
					'id'  => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'url' => array(
						'type'      => 'string',
						'maxLength' => 2000,
					),
				),
			),
			'logo_size'           => array(
				'type'    => 'integer',
				'minimum' => self::LOGO_MIN,
				'maximum' => self::LOGO_MAX,
				'default' => self::LOGO_DEFAULT,
			),
			'typography'          => array(
				'type'                 => 'object',
				'default'              => array(),
				'additionalProperties' => array(
					'type'       => 'object',
					'properties' => array(
						'font_family'     => array(
							'type'      => 'string',
							'maxLength' => 190,
						),
						'font_family_value' => array(
							'type'      => 'string',
							'maxLength' => 500,
						),
						'font_weight'     => array(
							'type' => 'string',
							'enum' => array_merge( SiteImportSchema::FONT_WEIGHTS, array( '' ) ),
						),
						'text_transform'  => array(
							'type' => 'string',
							'enum' => array_merge( SiteImportSchema::TEXT_TRANSFORMS, array( '' ) ),
						),
						'text_decoration' => array(
							'type' => 'string',
							'enum' => array_merge( SiteImportSchema::TEXT_DECORATIONS, array( '' ) ),
						),
						'font_size'       => $devices,
						'line_height'     => $devices,
						'letter_spacing'  => $devices,
					),
				),
			),
			'theme'               => array(
				'type'       => array( 'object', 'null' ),
				'default'    => null,
				'properties' => array(
					'name'       => array( 'type' => 'string' ),
					'status'     => array( 'type' => 'string' ),
					'template'   => array( 'type' => 'string' ),
					'stylesheet' => array(
						'type'    => 'string',
						'pattern' => SiteImportSchema::THEME_SLUG_PATTERN,
					),
				),
			),
			'plugins'             => array(
				'type'     => 'array',
				'default'  => array(),
				'maxItems' => 50,
				'items'    => array(
					'type'    => 'string',
					'pattern' => '^[a-z0-9][a-z0-9._-]*$',
				),
			),
			'import_demo_content' => array(
				'type'    => 'boolean',
				'default' => true,
			),
			'keep_front_page'     => array(
				'type'    => 'boolean',
				'default' => false,
			),
			// "Match my site" or the pack's look (issue [25]), as on /insert: no
			// default, so a client that sends none takes the site's remembered one.
			// Only where the site keeps a theme other than the pack's
			// (`Steps\StepTools::dressed()`).
			'look'                => array(
				'type' => 'string',
				'enum' => DesignMatcher::LOOKS,
			),
		);
	}

	/**
	 * The normalised form.
	 *
	 * @param array<string, mixed>      $input Fields (`/start`'s args, defaults applied).
	 * @param array{id: int, url: string}|null $logo  The logo, checked first (`logo()`).
	 * @param array<string, mixed>      $info  Pack facts from the hub.
	 * @return array<string, mixed>
	 */
	public static function normalise( array $input, ?array $logo, array $info ): array {
		$fallback = self::title_fallback( (string) ( $info['name'] ?? '' ) );
		$title    = (string) ( $input['title'] ?? '' );
		$slogan   = (string) ( $input['slogan'] ?? '' );
		$theme    = $input['theme'] ?? null;
		return array(
			'title'               => '' !== trim( $title ) ? sanitize_text_field( $title ) : $fallback['title'],
			'slogan'              => '' !== trim( $slogan ) ? sanitize_text_field( $slogan ) : $fallback['slogan'],
			'color'               => array_map( 'strtolower', (array) ( $input['color'] ?? array() ) ),
			'logo'                => $logo,
			'logo_size'           => (int) ( $input['logo_size'] ?? 0 ),
			'typography'          => (array) ( $input['typography'] ?? array() ),
			'theme'               => is_array( $theme ) && ! empty( $theme['stylesheet'] ) ? array( 'stylesheet' => (string) $theme['stylesheet'] ) : null,
			'plugins'             => array_values( array_unique( (array) ( $input['plugins'] ?? array() ) ) ),
			'import_demo_content' => (bool) ( $input['import_demo_content'] ?? true ),
			'keep_front_page'     => (bool) ( $input['keep_front_page'] ?? false ),
			'look'                => in_array( $input['look'] ?? null, DesignMatcher::LOOKS, true ) ? (string) $input['look'] : null,
		);
	}

	/**
	 * The chosen logo: an image of the media library the user may read, or none.
	 *
	 * @param int   $user WordPress user.
	 * @param mixed $logo `{id, url}` or null.
	 * @return array{id: int, url: string}|null
	 * @throws HttpError `invalid_data` (400).
	 */
	public static function logo( int $user, mixed $logo ): ?array {
		if ( ! is_array( $logo ) || empty( $logo['id'] ) ) {
			return null;
		}
		$logo_id = (int) $logo['id'];
		if ( 'attachment' !== get_post_type( $logo_id ) || ! wp_attachment_is_image( $logo_id ) || ! user_can( $user, 'read_post', $logo_id ) ) {
			HttpError::raise( 'invalid_data', __( 'The logo must be an image from your media library.', 'stencilbox' ), 400 );
		}
		return array(
			'id'  => $logo_id,
			'url' => (string) wp_get_attachment_url( $logo_id ),
		);
	}

	/**
	 * Site title and tagline when left empty (spec part 2 §5: "split on
	 * hyphen"): the pack name's parts around its first hyphen or dash
	 * between spaces. A hyphen inside a word splits nothing; the tagline
	 * keeps a later separator (issue [23] #5). The client's
	 * `titleFallback()` answers the same (ClientRulesTest's cases).
	 *
	 * @param string $name Pack name.
	 * @return array{title: string, slogan: string}
	 */
	public static function title_fallback( string $name ): array {
		$parts = preg_split( '/\s[-–—]\s/u', $name, 2 );
		return array(
			'title'  => trim( (string) $parts[0] ),
			'slogan' => trim( (string) ( $parts[1] ?? '' ) ),
		);
	}
}
