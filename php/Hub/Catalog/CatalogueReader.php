<?php
/**
 * Reads and validates a catalogue in the demo catalogue format
 * (`catalogue.json` + `gutenberg/*.html` + `elementor/*.json` + `images/*`),
 * the format of the shipped demo and of exported bundles alike, from a
 * folder or straight from a bundle's zip.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Catalog;

use Stencilbox\Support\Account\Plans;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Import\SiteImportSchema;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\SafeZip;

defined( 'ABSPATH' ) || exit;

/**
 * Everything is checked before anything is written: a bad file fails the
 * whole read with every problem listed. Paths must stay inside the
 * catalogue, content files must have the platform's extension, and sizes are
 * capped. Images are the ones the catalogue uses, and only those: the image
 * fields (thumbnails, banner, screenshots, dependency icons) and every
 * `{{demo}}/images/…` reference in the content; each must exist and pass
 * CatalogueImage's checks. The read returns that list (`images`), so whoever
 * writes the catalogue's images writes exactly these.
 */
final class CatalogueReader {
	public const MANIFEST           = 'catalogue.json';
	public const MAX_MANIFEST_BYTES = 5 * MB_IN_BYTES;
	public const MAX_CONTENT_BYTES  = 2 * MB_IN_BYTES;
	public const MAX_IMAGE_BYTES    = 2 * MB_IN_BYTES;
	public const MAX_ITEMS          = 5000;
	public const MAX_PACK_POSTS     = 24;
	public const IMAGE_EXTENSIONS   = CatalogueImage::EXTENSIONS;

	/**
	 * Problems found so far.
	 *
	 * @var string[]
	 */
	private array $errors = array();

	/**
	 * The catalogue's files.
	 *
	 * @var CatalogueFiles
	 */
	private CatalogueFiles $files;

	/**
	 * Images checked so far: relative path => whether it passed.
	 *
	 * @var array<string, bool>
	 */
	private array $checked = array();

	/**
	 * Reads a catalogue.
	 *
	 * @param CatalogueFiles|string $from Its files, or a folder holding catalogue.json.
	 * @return array<string, mixed> Normalised catalogue: the terms of each taxonomy under
	 *                              its list key (ItemArgs::taxonomies()),
	 *                              dependencies, pricing, packs, items (image fields are
	 *                              paths relative to the catalogue, `images/…`, or URLs;
	 *                              content is loaded), and `images`: every image the
	 *                              catalogue uses (relative paths, each checked).
	 * @throws CatalogueError When anything is wrong.
	 */
	public function read( CatalogueFiles|string $from ): array {
		$this->errors  = array();
		$this->checked = array();
		if ( is_string( $from ) ) {
			$real = realpath( $from );
			if ( false === $real || ! is_dir( $real ) ) {
				/* translators: %s: folder path. */
				CatalogueError::refuse( array( sprintf( __( 'The catalogue folder %s does not exist.', 'stencilbox' ), $from ) ) );
			}
			$from = new CatalogueFolder( $real );
		}
		$this->files = $from;
		$manifest    = $this->file( self::MANIFEST, array( 'json' ), self::MAX_MANIFEST_BYTES );
		if ( null === $manifest ) {
			CatalogueError::refuse( $this->errors );
		}
		$data = json_decode( $manifest, true );
		if ( ! is_array( $data ) || array_is_list( $data ) ) {
			CatalogueError::refuse( array( __( 'catalogue.json is not a JSON object.', 'stencilbox' ) ) );
		}

		// The terms of every linked taxonomy (ItemArgs::linked_taxonomies(): categories, tags…).
		$out   = array( 'version' => (int) ( $data['version'] ?? 1 ) );
		$known = array();
		foreach ( ItemArgs::linked_taxonomies() as $list ) {
			$out[ $list ]   = $this->terms( $data, $list );
			$known[ $list ] = array_column( $out[ $list ], 'slug' );
		}
		$out += array(
			'template_types' => $this->template_types( $data ),
			'dependencies'   => $this->dependencies( $data ),
			'pricing'        => $this->pricing( $data ),
		);
		$known += array(
			'template_types' => array_column( $out['template_types'], 'item_type', 'slug' ),
			'dependencies'   => array_column( $out['dependencies'], 'slug' ),
		);
		$out['packs'] = array();
		foreach ( $this->list( $data, 'packs' ) as $n => $pack ) {
			$read = $this->pack( $pack, "packs[{$n}]", $known );
			if ( $read ) {
				$out['packs'][] = $read;
			}
		}
		$known['packs'] = array_column( $out['packs'], 'platforms', 'slug' );
		$out['items']   = array();
		foreach ( $this->list( $data, 'items' ) as $n => $item ) {
			$read = $this->item( $item, "items[{$n}]", $known );
			if ( $read ) {
				$out['items'][] = $read;
			}
		}
		if ( count( $out['packs'] ) + count( $out['items'] ) > self::MAX_ITEMS ) {
			/* translators: %d: most packs and items allowed. */
			$this->errors[] = sprintf( __( 'A catalogue holds at most %d packs and items.', 'stencilbox' ), self::MAX_ITEMS );
		}
		$this->unique( $out['packs'], 'packs' );
		$this->unique( $out['items'], 'items' );
		if ( $this->errors ) {
			CatalogueError::refuse( $this->errors );
		}
		$out['images'] = array_keys( array_filter( $this->checked ) );
		return $out;
	}

	/**
	 * The terms of a linked taxonomy (categories, tags…).
	 *
	 * @param array<string, mixed> $data Manifest.
	 * @param string               $key  Its list key (ItemArgs::linked_taxonomies()).
	 * @return array<int, array{slug: string, name: string}>
	 */
	private function terms( array $data, string $key ): array {
		$out = array();
		foreach ( $this->list( $data, $key ) as $n => $term ) {
			$slug = $this->slug( $term['slug'] ?? null, "{$key}[{$n}].slug" );
			$name = $this->text( $term['name'] ?? null, "{$key}[{$n}].name", 190 );
			if ( null !== $slug && null !== $name ) {
				$out[ $slug ] = array(
					'slug' => $slug,
					'name' => $name,
				);
			}
		}
		return array_values( $out );
	}

	/**
	 * Template types (with the item type they apply to).
	 *
	 * @param array<string, mixed> $data Manifest.
	 * @return array<int, array{slug: string, name: string, item_type: string}>
	 */
	private function template_types( array $data ): array {
		$out = array();
		foreach ( $this->list( $data, 'template_types' ) as $n => $type ) {
			$slug      = $this->slug( $type['slug'] ?? null, "template_types[{$n}].slug" );
			$name      = $this->text( $type['name'] ?? null, "template_types[{$n}].name", 190 );
			$item_type = $this->one_of( $type['item_type'] ?? null, ItemArgs::CONTENT_TYPES, "template_types[{$n}].item_type" );
			if ( null !== $slug && null !== $name && null !== $item_type ) {
				$out[ $slug ] = array(
					'slug'      => $slug,
					'name'      => $name,
					'item_type' => $item_type,
				);
			}
		}
		return array_values( $out );
	}

	/**
	 * Dependencies.
	 *
	 * @param array<string, mixed> $data Manifest.
	 * @return array<int, array<string, mixed>>
	 */
	private function dependencies( array $data ): array {
		$out = array();
		foreach ( $this->list( $data, 'dependencies' ) as $n => $dep ) {
			$where = "dependencies[{$n}]";
			$slug  = $this->slug( $dep['slug'] ?? null, "{$where}.slug" );
			$name  = $this->text( $dep['name'] ?? null, "{$where}.name", 190 );
			$file  = (string) ( $dep['plugin_file'] ?? '' );
			if ( '' !== $file && ! preg_match( '#^[a-z0-9_.-]+/[a-z0-9_.-]+\.php$#i', $file ) ) {
				/* translators: %s: field path in catalogue.json. */
				$this->errors[] = sprintf( __( '%s must look like folder/file.php.', 'stencilbox' ), "{$where}.plugin_file" );
			}
			if ( null !== $slug && null !== $name ) {
				$out[ $slug ] = array(
					'slug'        => $slug,
					'name'        => $name,
					'is_pro'      => ! empty( $dep['is_pro'] ),
					'plugin_file' => $file,
					'icon'        => $this->image( $dep['icon'] ?? '', "{$where}.icon" ),
					'link'        => $this->url( $dep['link'] ?? '', "{$where}.link" ),
				);
			}
		}
		return array_values( $out );
	}

	/**
	 * Pricing rows.
	 *
	 * @param array<string, mixed> $data Manifest.
	 * @return array<int, array<string, mixed>>
	 */
	private function pricing( array $data ): array {
		$out = array();
		foreach ( $this->list( $data, 'pricing' ) as $n => $row ) {
			$plan = $this->one_of( $row['plan'] ?? null, Plans::PAID, "pricing[{$n}].plan" );
			$type = $this->one_of( $row['type'] ?? null, array( 'year', 'one_time' ), "pricing[{$n}].type" );
			$price = $this->number( $row['price'] ?? null, "pricing[{$n}].price" );
			$disc  = $this->number( $row['discounted_price'] ?? $price, "pricing[{$n}].discounted_price" );
			if ( null !== $plan && null !== $type && null !== $price && null !== $disc ) {
				$out[] = array(
					'plan'             => $plan,
					'type'             => $type,
					'price'            => $price,
					'discounted_price' => min( $price, $disc ),
				);
			}
		}
		return $out;
	}

	/**
	 * A pack.
	 *
	 * @param array<string, mixed> $pack  Pack.
	 * @param string               $where Its place, for messages.
	 * @param array<string, mixed> $known Declared slugs.
	 * @return array<string, mixed>|null
	 */
	private function pack( array $pack, string $where, array $known ): ?array {
		$common = $this->common( $pack, $where, $known );
		$platforms = array();
		foreach ( (array) ( $pack['platforms'] ?? array( 'gutenberg' ) ) as $platform ) {
			if ( null !== $this->one_of( $platform, ItemArgs::PLATFORMS, "{$where}.platforms" ) ) {
				$platforms[] = (string) $platform;
			}
		}
		if ( null === $common || ! $platforms ) {
			return null;
		}
		return $common + array(
			'type'            => 'pack',
			'platforms'       => array_values( array_unique( $platforms ) ),
			'thumbnail2'      => $this->image( $pack['thumbnail2'] ?? '', "{$where}.thumbnail2" ),
			'thumbnail3'      => $this->image( $pack['thumbnail3'] ?? '', "{$where}.thumbnail3" ),
			'banner'          => $this->image( $pack['banner'] ?? '', "{$where}.banner" ),
			'live_url'        => $this->url( $pack['live_url'] ?? '', "{$where}.live_url" ),
			'fullsite_import' => ! empty( $pack['fullsite_import'] ),
			'has_settings'    => ! empty( $pack['has_settings'] ),
			'has_attachments' => ! empty( $pack['has_attachments'] ),
			'settings'        => self::pack_settings( $pack['settings'] ?? array() ),
			'posts'           => $this->posts( $pack['posts'] ?? array(), $where ),
			'rating'          => min( 5.0, max( 0.0, (float) ( $pack['rating'] ?? 0 ) ) ),
			'rating_count'    => max( 0, (int) ( $pack['rating_count'] ?? 0 ) ),
		);
	}

	/**
	 * A pack's import settings as the hub keeps them: limited as the import
	 * reads them (`SiteImportSchema::clean_settings()`: plain-text title,
	 * tagline and entry titles, hex colours, the spec's keywords and
	 * units), and the theme it names, when that is a theme's slug.
	 *
	 * @param mixed $settings The pack's `settings`.
	 * @return array<string, mixed>
	 */
	private static function pack_settings( mixed $settings ): array {
		if ( ! is_array( $settings ) || ! $settings ) {
			return array();
		}
		$theme = $settings['theme'] ?? null;
		$clean = SiteImportSchema::clean_settings( $settings );
		if ( is_string( $theme ) && preg_match( '/' . SiteImportSchema::THEME_SLUG_PATTERN . '/D', $theme ) ) {
			$clean['theme'] = $theme;
		}
		return $clean;
	}

	/**
	 * A pack's sample posts (what its blog pages list once imported): each
	 * with a slug, title, excerpt, date (`YYYY-MM-DD`), an optional featured
	 * image and its block markup in a `gutenberg/*.html` file.
	 *
	 * @param mixed  $posts The pack's `posts`.
	 * @param string $where The pack's place, for messages.
	 * @return array<int, array<string, string>>
	 */
	private function posts( mixed $posts, string $where ): array {
		if ( ! is_array( $posts ) || ! array_is_list( $posts ) || count( $posts ) > self::MAX_PACK_POSTS ) {
			/* translators: 1: field path, 2: most posts allowed. */
			$this->errors[] = sprintf( __( '%1$s must be a list of at most %2$d posts.', 'stencilbox' ), "{$where}.posts", self::MAX_PACK_POSTS );
			return array();
		}
		$out = array();
		foreach ( $posts as $n => $post ) {
			$at      = "{$where}.posts[{$n}]";
			$post    = is_array( $post ) ? $post : array();
			$slug    = $this->slug( $post['slug'] ?? null, "{$at}.slug" );
			$title   = $this->text( $post['title'] ?? null, "{$at}.title", 255 );
			$excerpt = is_string( $post['excerpt'] ?? null ) && mb_strlen( $post['excerpt'] ) <= 1000 ? sanitize_textarea_field( $post['excerpt'] ) : null;
			$date    = is_string( $post['date'] ?? null ) && preg_match( '/^\d{4}-\d{2}-\d{2}$/', $post['date'] ) && checkdate( (int) substr( $post['date'], 5, 2 ), (int) substr( $post['date'], 8, 2 ), (int) substr( $post['date'], 0, 4 ) ) ? $post['date'] : null;
			if ( null === $excerpt ) {
				/* translators: %s: field path. */
				$this->errors[] = sprintf( __( '%s must be text of at most 1000 characters.', 'stencilbox' ), "{$at}.excerpt" );
			}
			if ( null === $date ) {
				/* translators: %s: field path. */
				$this->errors[] = sprintf( __( '%s must be a date (YYYY-MM-DD).', 'stencilbox' ), "{$at}.date" );
			}
			$file   = (string) ( $post['content'] ?? '' );
			$blocks = Platforms::get( Platforms::BLOCK_EDITOR );
			$body   = $this->file( $file, array( $blocks->file_extension() ), self::MAX_CONTENT_BYTES, "{$at}.content" );
			$wrong  = null !== $body ? $blocks->invalid_file( $body, $file ) : null;
			if ( null !== $wrong ) {
				$this->errors[] = $wrong;
				$body           = null;
			}
			if ( null !== $body ) {
				$this->content_images( $body, $file );
			}
			$image = $this->image( $post['image'] ?? '', "{$at}.image" );
			if ( null === $slug || null === $title || null === $excerpt || null === $date || null === $body ) {
				continue;
			}
			$out[] = array(
				'slug'    => $slug,
				'title'   => $title,
				'excerpt' => $excerpt,
				'date'    => $date,
				'image'   => $image,
				'content' => $body,
			);
		}
		$this->unique( $out, "{$where}.posts" );
		return $out;
	}

	/**
	 * A page or block.
	 *
	 * @param array<string, mixed> $item  Item.
	 * @param string               $where Its place, for messages.
	 * @param array<string, mixed> $known Declared slugs.
	 * @return array<string, mixed>|null
	 */
	private function item( array $item, string $where, array $known ): ?array {
		$common = $this->common( $item, $where, $known );
		$type   = $this->one_of( $item['type'] ?? null, ItemArgs::CONTENT_TYPES, "{$where}.type" );
		$ttype  = null;
		if ( isset( $item['template_type'] ) && '' !== $item['template_type'] && null !== $item['template_type'] ) {
			$ttype = (string) $item['template_type'];
			if ( ! isset( $known['template_types'][ $ttype ] ) ) {
				/* translators: 1: field path, 2: slug. */
				$this->errors[] = sprintf( __( '%1$s: unknown template type “%2$s”.', 'stencilbox' ), "{$where}.template_type", $ttype );
			} elseif ( null !== $type && $known['template_types'][ $ttype ] !== $type ) {
				/* translators: 1: field path, 2: slug. */
				$this->errors[] = sprintf( __( '%1$s: template type “%2$s” is for another item type.', 'stencilbox' ), "{$where}.template_type", $ttype );
			}
		}
		$settings = array();
		if ( isset( $item['page_template'] ) && '' !== $item['page_template'] ) {
			$settings['template'] = ItemArgs::page_template( $item['page_template'] );
			if ( '' === $settings['template'] || 'page' !== $type ) {
				/* translators: %s: field path. */
				$this->errors[] = sprintf( __( '%s must be a page template name (letters, digits, _ - . /), on a page.', 'stencilbox' ), "{$where}.page_template" );
			}
		}
		$pack = null;
		if ( isset( $item['pack'] ) && null !== $item['pack'] && '' !== $item['pack'] ) {
			$pack = (string) $item['pack'];
			if ( ! isset( $known['packs'][ $pack ] ) ) {
				/* translators: 1: field path, 2: slug. */
				$this->errors[] = sprintf( __( '%1$s: unknown pack “%2$s”.', 'stencilbox' ), "{$where}.pack", $pack );
			}
		}
		$content = array();
		$files   = $item['platforms'] ?? null;
		if ( ! is_array( $files ) || ! $files ) {
			/* translators: %s: field path. */
			$this->errors[] = sprintf( __( '%s needs at least one platform file.', 'stencilbox' ), "{$where}.platforms" );
			$files = array();
		}
		foreach ( $files as $platform => $file ) {
			if ( null === $this->one_of( $platform, ItemArgs::PLATFORMS, "{$where}.platforms" ) ) {
				continue;
			}
			$adapter = Platforms::get( (string) $platform );
			$body    = $this->file( (string) $file, array( $adapter->file_extension() ), self::MAX_CONTENT_BYTES, "{$where}.platforms.{$platform}" );
			if ( null === $body ) {
				continue;
			}
			$wrong = $adapter->invalid_file( $body, (string) $file );
			if ( null !== $wrong ) {
				$this->errors[] = $wrong;
				continue;
			}
			$this->content_images( $body, (string) $file );
			$content[ $platform ] = $body;
		}
		if ( null === $common || null === $type || ! $content ) {
			return null;
		}
		$screenshots = array();
		foreach ( (array) ( $item['screenshots'] ?? array() ) as $n => $shot ) {
			$image = $this->image( $shot, "{$where}.screenshots[{$n}]" );
			if ( '' !== $image ) {
				$screenshots[] = $image;
			}
		}
		return $common + array(
			'type'          => $type,
			'template_type' => $ttype,
			'pack'          => $pack,
			'screenshots'   => $screenshots,
			'banner'        => $this->image( $item['banner'] ?? '', "{$where}.banner" ),
			'live_url'      => $this->url( $item['live_url'] ?? '', "{$where}.live_url" ),
			'content'       => $content,
			'settings'      => $settings,
			// The presets of the site its content came from, per platform (DesignRoles).
			'design_source' => array_map( array( DesignRoles::class, 'clean_source' ), array_intersect_key( (array) ( is_array( $item['design_source'] ?? null ) ? $item['design_source'] : array() ), $content ) ),
		);
	}

	/**
	 * Fields packs and items share.
	 *
	 * @param array<string, mixed> $entry Pack or item.
	 * @param string               $where Its place.
	 * @param array<string, mixed> $known Declared slugs.
	 * @return array<string, mixed>|null
	 */
	private function common( array $entry, string $where, array $known ): ?array {
		$slug  = $this->slug( $entry['slug'] ?? null, "{$where}.slug" );
		$name  = $this->text( $entry['name'] ?? null, "{$where}.name", 255 );
		$plan  = $this->one_of( $entry['plan'] ?? 'free', ItemArgs::ITEM_PLANS, "{$where}.plan" );
		$price = $this->number( $entry['price'] ?? 0, "{$where}.price" );
		$refs  = array();
		foreach ( array( ...array_values( ItemArgs::linked_taxonomies() ), 'dependencies' ) as $key ) {
			$refs[ $key ] = array();
			foreach ( (array) ( $entry[ $key ] ?? array() ) as $ref ) {
				if ( ! is_string( $ref ) || ! in_array( $ref, $known[ $key ], true ) ) {
					/* translators: 1: field path, 2: the unknown value. */
					$this->errors[] = sprintf( __( '%1$s: “%2$s” is not declared.', 'stencilbox' ), "{$where}.{$key}", is_scalar( $ref ) ? (string) $ref : '?' );
					continue;
				}
				$refs[ $key ][] = $ref;
			}
		}
		$description = $entry['description'] ?? '';
		if ( ! is_string( $description ) || strlen( $description ) > 20000 ) {
			/* translators: %s: field path. */
			$this->errors[] = sprintf( __( '%s must be text of at most 20000 characters.', 'stencilbox' ), "{$where}.description" );
			$description = '';
		}
		if ( null === $slug || null === $name || null === $plan || null === $price ) {
			return null;
		}
		return array(
			'slug'            => $slug,
			'name'            => $name,
			'description'     => wp_kses_post( $description ),
			'plan'            => $plan,
			'price'           => $price,
		) + array_map( static fn( array $slugs ): array => array_values( array_unique( $slugs ) ), $refs ) + array(
			'featured'        => ! empty( $entry['featured'] ),
			'thumbnail'       => $this->image( $entry['thumbnail'] ?? '', "{$where}.thumbnail" ),
			'downloads'       => max( 0, (int) ( $entry['downloads'] ?? 0 ) ),
			'favourite_count' => max( 0, (int) ( $entry['favourite_count'] ?? 0 ) ),
			'rating'          => min( 5.0, max( 0.0, (float) ( $entry['rating'] ?? 0 ) ) ),
			'rating_count'    => max( 0, (int) ( $entry['rating_count'] ?? 0 ) ),
		);
	}

	/**
	 * A list under a key (missing = empty).
	 *
	 * @param array<string, mixed> $data Object.
	 * @param string               $key  Key.
	 * @return array<int, array<string, mixed>>
	 */
	private function list( array $data, string $key ): array {
		$value = $data[ $key ] ?? array();
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			/* translators: %s: key in catalogue.json. */
			$this->errors[] = sprintf( __( '%s must be a list.', 'stencilbox' ), $key );
			return array();
		}
		$out = array();
		foreach ( $value as $n => $entry ) {
			if ( ! is_array( $entry ) || ( $entry && array_is_list( $entry ) ) ) {
				/* translators: %s: field path. */
				$this->errors[] = sprintf( __( '%s must be an object.', 'stencilbox' ), "{$key}[{$n}]" );
				continue;
			}
			$out[ $n ] = $entry;
		}
		return $out;
	}

	/**
	 * Reports duplicate slugs.
	 *
	 * @param array<int, array<string, mixed>> $entries Entries.
	 * @param string                           $key     Their list.
	 */
	private function unique( array $entries, string $key ): void {
		foreach ( array_count_values( array_column( $entries, 'slug' ) ) as $slug => $count ) {
			if ( $count > 1 ) {
				/* translators: 1: list name, 2: slug. */
				$this->errors[] = sprintf( __( '%1$s: the slug “%2$s” is used more than once.', 'stencilbox' ), $key, $slug );
			}
		}
	}

	/**
	 * A slug, or null (with an error).
	 *
	 * @param mixed  $value Value.
	 * @param string $where Field path.
	 */
	private function slug( mixed $value, string $where ): ?string {
		if ( is_string( $value ) && strlen( $value ) <= 190 && preg_match( '/' . ItemArgs::SLUG_PATTERN . '/', $value ) ) {
			return $value;
		}
		/* translators: %s: field path. */
		$this->errors[] = sprintf( __( '%s must be a slug (lower-case letters, digits, - and _).', 'stencilbox' ), $where );
		return null;
	}

	/**
	 * Non-empty plain text, or null.
	 *
	 * @param mixed  $value Value.
	 * @param string $where Field path.
	 * @param int    $max   Longest allowed.
	 */
	private function text( mixed $value, string $where, int $max ): ?string {
		if ( is_string( $value ) ) {
			$clean = trim( sanitize_text_field( $value ) );
			if ( '' !== $clean && mb_strlen( $clean ) <= $max ) {
				return $clean;
			}
		}
		/* translators: 1: field path, 2: most characters allowed. */
		$this->errors[] = sprintf( __( '%1$s must be non-empty text of at most %2$d characters.', 'stencilbox' ), $where, $max );
		return null;
	}

	/**
	 * One of some values, or null.
	 *
	 * @param mixed    $value   Value.
	 * @param string[] $allowed Allowed values.
	 * @param string   $where   Field path.
	 */
	private function one_of( mixed $value, array $allowed, string $where ): ?string {
		if ( is_string( $value ) && in_array( $value, $allowed, true ) ) {
			return $value;
		}
		/* translators: 1: field path, 2: allowed values. */
		$this->errors[] = sprintf( __( '%1$s must be one of: %2$s.', 'stencilbox' ), $where, implode( ', ', $allowed ) );
		return null;
	}

	/**
	 * A number ≥ 0, or null.
	 *
	 * @param mixed  $value Value.
	 * @param string $where Field path.
	 */
	private function number( mixed $value, string $where ): ?float {
		if ( ( is_int( $value ) || is_float( $value ) ) && $value >= 0 && $value < 1000000 ) {
			return round( (float) $value, 2 );
		}
		/* translators: %s: field path. */
		$this->errors[] = sprintf( __( '%s must be a number of 0 or more.', 'stencilbox' ), $where );
		return null;
	}

	/**
	 * An http(s) URL or ''.
	 *
	 * @param mixed  $value Value.
	 * @param string $where Field path.
	 */
	private function url( mixed $value, string $where ): string {
		if ( '' === $value || null === $value ) {
			return '';
		}
		if ( is_string( $value ) && preg_match( '#^https?://#i', $value ) && wp_http_validate_url( $value ) !== false ) {
			return esc_url_raw( $value );
		}
		if ( is_string( $value ) && preg_match( '#^https?://[^\s"<>]+$#i', $value ) ) {
			// Validation refuses local hosts; a link may still point at one.
			return esc_url_raw( $value );
		}
		/* translators: %s: field path. */
		$this->errors[] = sprintf( __( '%s must be an http(s) URL.', 'stencilbox' ), $where );
		return '';
	}

	/**
	 * An image: a file of the catalogue (its relative path returned, and
	 * recorded as used) or an http(s) URL.
	 *
	 * @param mixed  $value Value.
	 * @param string $where Field path.
	 */
	private function image( mixed $value, string $where ): string {
		if ( '' === $value || null === $value ) {
			return '';
		}
		if ( is_string( $value ) && preg_match( '#^https?://#i', $value ) ) {
			return $this->url( $value, $where );
		}
		if ( ! is_string( $value ) || ! CatalogueImage::valid_path( $value ) ) {
			$this->errors[] = "{$where}: " . CatalogueImage::path_rule() . '.';
			return '';
		}
		if ( ! isset( $this->checked[ $value ] ) ) {
			// Each file is read and judged once, however many items use it.
			$bytes   = $this->file( $value, self::IMAGE_EXTENSIONS, self::MAX_IMAGE_BYTES, $where );
			$problem = null === $bytes ? '' : CatalogueImage::problem( $value, $bytes );
			if ( null !== $problem && '' !== $problem ) {
				$this->errors[] = "{$where} ({$value}): {$problem}";
			}
			$this->checked[ $value ] = null === $problem;
		}
		return $this->checked[ $value ] ? $value : '';
	}

	/**
	 * Checks the images a content file points at with `{{demo}}/images/…`
	 * (in JSON the slashes may be escaped). A `{{demo}}` reference to anything
	 * else is refused: after import it would point into the public folder
	 * at a file nobody checked.
	 *
	 * @param string $body Content.
	 * @param string $file Its file, for messages.
	 */
	private function content_images( string $body, string $file ): void {
		// The path runs to the first character that ends a URL in markup, JSON
		// or CSS (a backslash only as part of an escaped slash, so `\"` ends it).
		if ( ! preg_match_all( '#\{\{demo\}\}((?:\\\\/|[^"\'\s<>()?\#&,;\\\\])*)#', $body, $matches ) ) {
			return;
		}
		foreach ( array_unique( $matches[1] ) as $tail ) {
			$path = str_replace( '\\/', '/', $tail );
			if ( ! str_starts_with( $path, '/images/' ) ) {
				/* translators: 1: content file, 2: the reference found. */
				$this->errors[] = sprintf( __( '%1$s: {{demo}} may only point at an image in images/ (found “%2$s”).', 'stencilbox' ), $file, '{{demo}}' . $tail );
				continue;
			}
			$this->image( substr( $path, 1 ), $file );
		}
	}

	/**
	 * A file of the catalogue with an allowed extension and size: its
	 * contents, or null (with an error).
	 *
	 * @param string   $relative   Path relative to the catalogue.
	 * @param string[] $extensions Allowed extensions.
	 * @param int      $max_bytes  Largest allowed.
	 * @param string   $where      Field path, for messages.
	 */
	private function file( string $relative, array $extensions, int $max_bytes, string $where = '' ): ?string {
		$label = '' !== $where ? $where : $relative;
		if ( '' === $relative || ! self::is_safe_relative( $relative ) ) {
			/* translators: %s: field path. */
			$this->errors[] = sprintf( __( '%s must be a relative path inside the catalogue folder.', 'stencilbox' ), $label );
			return null;
		}
		if ( ! in_array( strtolower( pathinfo( $relative, PATHINFO_EXTENSION ) ), $extensions, true ) ) {
			/* translators: 1: field path, 2: allowed extensions. */
			$this->errors[] = sprintf( __( '%1$s must be a .%2$s file.', 'stencilbox' ), $label, implode( ', .', $extensions ) );
			return null;
		}
		if ( ! $this->files->has( $relative ) ) {
			/* translators: 1: field path, 2: file. */
			$this->errors[] = sprintf( __( '%1$s: the file %2$s is missing.', 'stencilbox' ), $label, $relative );
			return null;
		}
		if ( $this->files->size( $relative ) > $max_bytes ) {
			/* translators: 1: file, 2: size limit in KB. */
			$this->errors[] = sprintf( __( '%1$s is larger than %2$d KB.', 'stencilbox' ), $relative, (int) ( $max_bytes / KB_IN_BYTES ) );
			return null;
		}
		$bytes = $this->files->read( $relative, $max_bytes );
		if ( null === $bytes ) {
			/* translators: %s: file. */
			$this->errors[] = sprintf( __( '%s could not be read.', 'stencilbox' ), $relative );
		}
		return $bytes;
	}

	/**
	 * Whether a relative path stays inside its folder (no `..`, no absolute
	 * path, no backslash, no control characters).
	 *
	 * @param string $path Path.
	 */
	public static function is_safe_relative( string $path ): bool {
		return SafeZip::is_safe_relative( $path );
	}

}
