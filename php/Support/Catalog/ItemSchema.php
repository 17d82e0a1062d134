<?php
/**
 * The catalogue's answer contract, shared by the hub routes that build the
 * answers (`stencilbox-hub/v1/catalog/…`, through `Hub\Catalog\CatalogPresenter`),
 * the site routes that pass them on (`stencilbox/v1/items…`, filtered by
 * `ItemFilter`) and the generated TypeScript types (`src/api/generated/`):
 * one schema, as ItemArgs is one for the requests.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Support\Catalog;

use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Design\DesignSchema;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Schemas of items (cards, details), their terms and dependencies, lookups,
 * and the records of what an account did with them (downloads, purchases).
 * A field is declared once, here: the hub's presenter fills a plain field
 * from the item row's column of the same name, cast to its type, and each
 * field says how it is filtered (the `FILTER` keyword): URLs (`url`, and
 * `asset` for a hub image reference the presenter turns into a URL), post
 * HTML (`html`), block markup (`blocks`), the checkout link (`checkout`),
 * names as plain text (`text`: a name lands where markup runs, such as a
 * post's title or Elementor's history, whose panel prints it as HTML).
 */
final class ItemSchema {
	/** The schema keyword naming how a field is filtered (JSON Schema allows `x-` keywords; WordPress and the TypeScript generator ignore them). */
	public const FILTER = 'x-stencilbox-filter';

	/**
	 * A string filtered as `$filter` (see the class comment; the cloud's
	 * names are `text` too, `CloudSchema`).
	 *
	 * @param string $filter url | asset | html | blocks | checkout | text.
	 * @return array<string, mixed>
	 */
	public static function filtered( string $filter ): array {
		return Schema::string() + array( self::FILTER => $filter );
	}

	/**
	 * A category or template type as items carry it.
	 *
	 * @return array<string, mixed>
	 */
	public static function term(): array {
		return Schema::object(
			array(
				'id'   => Schema::integer(),
				'name' => self::filtered( 'text' ),
				'slug' => Schema::string(),
			)
		);
	}

	/**
	 * A term as the hub's lookups list it (template types say whether they
	 * are for pages or blocks).
	 *
	 * @return array<string, mixed>
	 */
	public static function lookup_term(): array {
		$term                             = self::term();
		$term['properties']['item_type'] = Schema::enum( ItemArgs::CONTENT_TYPES );
		return $term;
	}

	/**
	 * A plugin an item needs. The site's `/dependencies` lookup adds what
	 * only the site knows (`installed`, `is_active`, `mustHave`).
	 *
	 * @return array<string, mixed>
	 */
	public static function dependency(): array {
		return Schema::object(
			array(
				'id'                   => Schema::integer(),
				'name'                 => self::filtered( 'text' ),
				'slug'                 => Schema::string(),
				'icon'                 => self::filtered( 'asset' ),
				'is_pro'               => Schema::boolean(),
				'link'                 => self::filtered( 'url' ),
				'plugin_file'          => Schema::string(),
				'plugin_original_slug' => Schema::string(),
				'installed'            => Schema::optional( Schema::boolean() ),
				'is_active'            => Schema::optional( Schema::boolean() ),
				'mustHave'             => Schema::optional( Schema::boolean() ),
			)
		);
	}

	/**
	 * What a list card shows.
	 *
	 * @return array<string, mixed>
	 */
	public static function card(): array {
		return Schema::object(
			array(
				'id'              => Schema::integer(),
				'name'            => self::filtered( 'text' ),
				'slug'            => Schema::string(),
				'type'            => Schema::enum( ItemArgs::ITEM_TYPES ),
				'platform'        => Schema::enum( ItemArgs::PLATFORMS ),
				'plan'            => Schema::enum( ItemArgs::ITEM_PLANS ),
				'price'           => Schema::number(),
				'thumbnail'       => self::filtered( 'asset' ),
				'thumbnail2'      => self::filtered( 'asset' ),
				'thumbnail3'      => self::filtered( 'asset' ),
				'rating'          => Schema::number(),
				'rating_count'    => Schema::integer(),
				'downloads'       => Schema::integer(),
				'favourite_count' => Schema::integer(),
				'featured'        => Schema::boolean(),
				'fullsite_import' => Schema::boolean(),
				'template_type'   => Schema::nullable( self::term() ),
				'categories'      => Schema::list( self::term() ),
				'tags'            => Schema::list(
					Schema::object(
						array(
							'id'   => Schema::integer(),
							'name' => self::filtered( 'text' ),
						)
					)
				),
				'dependencies'    => Schema::list( self::dependency() ),
				'pack'            => Schema::nullable( self::term() ),
				'preview'         => Schema::boolean(),
			)
		);
	}

	/**
	 * One of a pack's items, as the details list them (a light card).
	 *
	 * @return array<string, mixed>
	 */
	public static function pack_member(): array {
		$card               = self::card();
		$card['properties'] = array_intersect_key(
			$card['properties'],
			array_flip( array( 'id', 'name', 'slug', 'type', 'platform', 'plan', 'price', 'thumbnail', 'template_type', 'dependencies', 'rating', 'preview' ) )
		);
		return $card;
	}

	/**
	 * Everything the details screen shows.
	 *
	 * @return array<string, mixed>
	 */
	public static function details(): array {
		$pack                        = self::term();
		$pack['properties']['items'] = Schema::list( self::pack_member() );
		$details                     = self::card();
		$details['properties']       = array(
			'pack'            => Schema::nullable( $pack ),
			'description'     => self::filtered( 'html' ),
			'banner'          => self::filtered( 'asset' ),
			'live_url'        => self::filtered( 'url' ),
			'screenshots'     => Schema::list( self::filtered( 'asset' ) ),
			'has_settings'    => Schema::boolean(),
			'has_attachments' => Schema::boolean(),
			'params'          => Schema::object( array( 'type' => Schema::enum( ItemArgs::PLATFORMS ) ) ),
			'variations'      => Schema::list(
				Schema::object(
					array(
						'platform' => Schema::enum( ItemArgs::PLATFORMS ),
						'slug'     => Schema::string(),
					)
				)
			),
			'items'           => Schema::list( self::pack_member() ),
			'purchase_url'    => self::filtered( 'checkout' ),
			'preview_content' => Schema::optional( self::filtered( 'blocks' ) ),
			// Its design as roles (null: none recorded; an older hub leaves it out).
			'design'          => Schema::optional( Schema::nullable( DesignSchema::design() ) ),
			// Published from a saved template: its type and how many display conditions it carries
			// (null: not one; an older hub leaves it out). `/items/{id}/use` answers the whole template.
			'template'        => CloudTemplate::summary_schema(),
		) + $details['properties'];
		return $details;
	}

	/**
	 * A page of cards (`/items`, `/profile/my-favourites`).
	 *
	 * @return array<string, mixed>
	 */
	public static function page(): array {
		return Schema::page( self::card() );
	}

	/**
	 * Item counts by type.
	 *
	 * @return array<string, mixed>
	 */
	public static function counts(): array {
		return Schema::object(
			array(
				'pages'    => Schema::integer(),
				'sections' => Schema::integer(),
				'packs'    => Schema::integer(),
			)
		);
	}

	/**
	 * One row of the pricing list, with its checkout link.
	 *
	 * @return array<string, mixed>
	 */
	public static function pricing_row(): array {
		return Schema::object(
			array(
				'plan'             => Schema::enum( Plans::PAID ),
				'type'             => Schema::enum( array( 'year', 'one_time' ) ),
				'price'            => Schema::number(),
				'discounted_price' => Schema::number(),
				'checkout_url'     => Schema::string(),
			)
		);
	}

	/**
	 * Whether an account may use an item (`/items/{id}/access`): asked before
	 * anything is recorded; answers the item's type and platform.
	 *
	 * @return array<string, mixed>
	 */
	public static function access(): array {
		return Schema::success(
			array(
				'type'          => Schema::enum( ItemArgs::ITEM_TYPES ),
				'platform'      => Schema::enum( ItemArgs::PLATFORMS ),
				'template_type' => Schema::string(),
			)
		);
	}

	/**
	 * What rating a pack answers: the account's pack reviews (rating per
	 * pack id and `avg_<id>`) and the pack's new numbers.
	 *
	 * @return array<string, mixed>
	 */
	public static function rating(): array {
		return Schema::object(
			array(
				'reviews' => Schema::object( array( 'pack' => Schema::map( Schema::number() ) ) ),
				'item'    => Schema::object(
					array(
						'id'           => Schema::integer(),
						'rating'       => Schema::number(),
						'rating_count' => Schema::integer(),
					)
				),
			)
		);
	}

	/**
	 * The spec's Download record.
	 *
	 * @return array<string, mixed>
	 */
	public static function download(): array {
		return Schema::object(
			array(
				'id'            => Schema::integer(),
				'item_id'       => Schema::integer(),
				'name'          => self::filtered( 'text' ),
				'type'          => Schema::enum( ItemArgs::ITEM_TYPES ),
				'slug'          => Schema::string(),
				'platform'      => Schema::enum( ItemArgs::PLATFORMS ),
				'thumbnail'     => self::filtered( 'asset' ),
				'origin'        => Schema::string(),
				'downloaded_at' => Schema::string(),
			)
		);
	}

	/**
	 * The spec's Purchased record.
	 *
	 * @return array<string, mixed>
	 */
	public static function purchase(): array {
		return Schema::object(
			array(
				'item_id'      => Schema::integer(),
				'type'         => Schema::enum( ItemArgs::ITEM_TYPES ),
				'name'         => self::filtered( 'text' ),
				'slug'         => Schema::string(),
				'platform'     => Schema::enum( ItemArgs::PLATFORMS ),
				'thumbnail'    => self::filtered( 'asset' ),
				'source'       => Schema::string(),
				'purchased_at' => Schema::string(),
			)
		);
	}

	/**
	 * `{data: [purchases]}` (the account's, or the owner's view of one account).
	 *
	 * @return array<string, mixed>
	 */
	public static function purchases(): array {
		return Schema::object( array( 'data' => Schema::list( self::purchase() ) ) );
	}
}
