<?php
/**
 * Brings a library item into this site: the content for the editor
 * (insert), a new draft page (import page), or a reusable copy (import).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Import;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Design\LookChoice;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemFilter;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * The site side of using an item: it asks the hub (which checks ownership
 * and records the download), copies the images, and writes nothing to the
 * site until the content is complete, so a failure leaves the site as it was.
 */
final class ContentImporter {
	/**
	 * Constructor.
	 *
	 * @param AccountSession $session Account (hub calls on its behalf).
	 * @param ImageLocalizer $images  Image copies.
	 * @param DesignMatcher  $design  "Match my site" (issue [25]).
	 * @param References     $refs    Carried synced patterns and menus, found or created here.
	 */
	public function __construct( private AccountSession $session, private ImageLocalizer $images, private DesignMatcher $design, private References $refs = new References() ) {}

	/**
	 * Content in the look the user chose: the one place every path that
	 * brings an item in (insert, new page, site-library copy) applies it.
	 * A look named is remembered for the site (`LookChoice`); none named
	 * (an older client, WP-CLI) is the site's remembered one.
	 *
	 * @param string               $content Content as it will be placed.
	 * @param array<string, mixed> $fetched What `fetch()` or `fetch_cloud()` returned.
	 * @param string|null          $look    DesignMatcher::LOOK_SITE or LOOK_PACK; null: the remembered one.
	 * @param array<string, mixed>|null $pack The colour plan of the item's pack (`pack()`), for
	 *                                        every item of a full-site import; null: the item's own.
	 * @return array{content: string, look: array{look: string, matched: bool, reason: string, kept: array<int, array{text: string, background: string, ratio: float}>}, context: array<string, mixed>}
	 *         `look`: what the insert tells the user (`kept`: the text /
	 *         background pairs that kept the pack's colours to stay readable);
	 *         `context`: for the provenance record (`look` => `site` when the
	 *         content was matched, so an update dresses a new version alike;
	 *         `pack`: the colour plan it was matched with, its pack's or its
	 *         own, so an update's version gives each colour the same site
	 *         colour).
	 */
	public function in_look( string $content, array $fetched, ?string $look, ?array $pack = null ): array {
		if ( null === $look ) {
			$look = LookChoice::remembered();
		} else {
			LookChoice::remember( $look );
		}
		$result  = $this->design->apply( $content, $fetched['design'] ?? null, $look, (string) $fetched['platform'], $pack );
		$context = $result['matched'] ? array( 'look' => DesignMatcher::LOOK_SITE ) : array();
		if ( $result['matched'] && isset( $result['plan'] ) ) {
			$context['pack'] = $result['plan'];
		}
		return array(
			'content' => $result['content'],
			'context' => $context,
			'look'    => array(
				'look'    => $result['look'],
				'matched' => $result['matched'],
				'reason'  => $result['reason'],
				'kept'    => array_map(
					static fn( array $pair ): array => array(
						'text'       => (string) $pair['text'],
						'background' => (string) $pair['background'],
						'ratio'      => (float) $pair['ratio'],
					),
					$result['kept']
				),
			),
		);
	}

	/**
	 * One colour plan for the items of a pack, when "Match my site" is the
	 * look (`look` null: the remembered one; nothing is remembered here):
	 * `DesignMatcher::pack()`. Null when the look is the pack's or nothing
	 * can be matched.
	 *
	 * @param array<int, array{content: string, design: mixed}> $items    The pack's items as they will be matched.
	 * @param string                                            $platform The pack's platform.
	 * @param string|null                                       $look     The look named, if any.
	 * @return array<string, mixed>|null
	 */
	public function pack_plan( array $items, string $platform, ?string $look ): ?array {
		return DesignMatcher::LOOK_SITE === ( $look ?? LookChoice::remembered() ) ? $this->design->pack( $items, $platform ) : null;
	}

	/**
	 * Whether the account may use the item now.
	 *
	 * @param int $user_id WordPress user.
	 * @param int $item_id Catalogue item.
	 * @return array<string, mixed>
	 * @throws HttpError From the hub.
	 */
	public function access( int $user_id, int $item_id ): array {
		$connection = $this->session->require_connection( $user_id );
		return $this->session->call( $connection, 'GET', '/items/' . $item_id . '/access' );
	}

	/**
	 * The item's content with local images, for the editor.
	 *
	 * @param int    $user_id WordPress user.
	 * @param int    $item_id Catalogue item.
	 * @param string        $origin  insert, import or page (recorded as the download's origin).
	 * @param callable|null $check   Called with the hub's answer before anything is copied here
	 *                               (it throws to refuse the item): `fn( array $used ): void`.
	 * @param string[]|null $template_types A use as a saved template, with the template types this
	 *                                      site keeps: the hub refuses an item that carries none, or
	 *                                      one of another type, before it records the download (an
	 *                                      older hub leaves it to `$check`). Null: an insert or import.
	 * @return array{item: array<string, mixed>, platform: string, content: string, page_settings: array<string, string>, images: array<string, mixed>, created: int[], design: mixed, template: mixed}
	 *         `design`: the item's design as roles, as the hub sent it (`Site\Design\DesignMatcher` checks it);
	 *         `template`: the saved template the item was published from, as the hub sent it (unchecked; null when none).
	 * @throws HttpError From the hub (404, 403 required_pro_templately / unverified_account, …), or from `$check`.
	 */
	public function fetch( int $user_id, int $item_id, string $origin, ?callable $check = null, ?array $template_types = null ): array {
		$connection = $this->session->require_connection( $user_id );
		$as         = null === $template_types ? array() : array(
			'as_template'    => true,
			'template_types' => array_values( $template_types ),
		);
		$used       = $this->session->call( $connection, 'POST', '/items/' . $item_id . '/use', array( 'origin' => $origin ) + $as );
		if ( null !== $check ) {
			$check( $used );
		}
		// Its name becomes titles (copied images, a page, a pattern, Elementor's history): plain text.
		$item       = ItemFilter::item( $used['item'] ?? array() );
		$platform   = (string) $used['platform'];
		// Whichever hub answered, its content is filtered before it is
		// copied, inserted or saved (see ContentFilter). Raw HTML and custom
		// code in Elementor widgets stay only for a user Elementor itself
		// would let write them (`unfiltered_html`).
		$adapter    = Platforms::get( $platform );
		$content    = $adapter->filter( (string) $used['content'], $adapter->keeps_code( $user_id ) );
		$content    = $this->with_references( $content, $platform, (string) ( $item['name'] ?? '' ) );
		$localized  = $this->images->localize( $content, $platform, (string) ( $item['name'] ?? '' ) );
		return self::fetched(
			$item,
			(string) $used['platform'],
			$localized,
			self::page_settings( (array) ( $used['page_settings'] ?? array() ) ),
			// Where it came from (Names::HOOK_CONTENT_PLACED).
			array(
				'kind'    => 'item',
				'id'      => (int) ( $item['id'] ?? $item_id ),
				'version' => (int) ( $used['version'] ?? 1 ),
				'name'    => (string) ( $item['name'] ?? '' ),
				'type'    => (string) ( $item['type'] ?? '' ),
			),
			$item['design'] ?? null,
			$used['template'] ?? null
		);
	}

	/**
	 * A cloud file's content with local images, for the editor: the same
	 * answer as a catalogue item's (`fetch()`), so the editor inserts both
	 * the same way. The hub checks that the account may read the file.
	 *
	 * @param int           $user_id WordPress user.
	 * @param int           $file_id Cloud file.
	 * @param callable|null $check   Called with the hub's answer before anything is copied here
	 *                               (it throws to refuse the file): `fn( array $read ): void`.
	 * @return array{item: array<string, mixed>, platform: string, content: string, page_settings: array<string, string>, images: array<string, mixed>, created: int[], design: mixed, template: mixed}
	 *         `template`: the saved template the file was pushed from, as the hub sent it (unchecked; null when none).
	 * @throws HttpError From the hub (404 for a file the account may not read), or from `$check`.
	 */
	public function fetch_cloud( int $user_id, int $file_id, ?callable $check = null ): array {
		$read = $this->session->ask( $user_id, 'GET', '/cloud/files/' . $file_id );
		if ( null !== $check ) {
			$check( $read );
		}
		// A file's name is plain text, as an item's (`fetch()`), whenever it was stored.
		$file      = ItemFilter::item( $read['file'] ?? array() );
		$content   = ContentFilter::content( (string) $file['platform'], (string) $read['content'] );
		$content   = $this->with_references( $content, (string) $file['platform'], (string) $file['name'] );
		$localized = $this->images->localize( $content, (string) $file['platform'], (string) $file['name'] );
		return self::fetched(
			array(
				'id'   => (int) $file['id'],
				'name' => (string) $file['name'],
				'slug' => (string) $file['slug'],
				'type' => (string) $file['type'],
			),
			(string) $file['platform'],
			$localized,
			self::page_settings( array() ),
			self::file_source( $file ),
			$read['design'] ?? null,
			$read['template'] ?? null
		);
	}

	/**
	 * Where a cloud file's content came from (Names::HOOK_CONTENT_PLACED's
	 * source): an insert of the file, and a post pushed whole as it.
	 *
	 * @param array<string, mixed> $file The hub's file.
	 * @return array{kind: string, id: int, version: int, name: string, type: string}
	 */
	public static function file_source( array $file ): array {
		return array(
			'kind'    => 'file',
			'id'      => (int) $file['id'],
			'version' => (int) ( $file['version'] ?? 1 ),
			'name'    => (string) $file['name'],
			'type'    => (string) $file['type'],
		);
	}

	/**
	 * The one answer of `fetch()` and `fetch_cloud()`, so the editor
	 * inserts an item and a file the same way.
	 *
	 * @param array<string, mixed>  $item          The item (or the file as one).
	 * @param string                $platform      Platform.
	 * @param array<string, mixed>  $localized     `ImageLocalizer::localize()`'s answer.
	 * @param array<string, string> $page_settings Page settings.
	 * @param array<string, mixed>  $source        Where it came from (Names::HOOK_CONTENT_PLACED).
	 * @param mixed                 $design        The design as roles, as the hub sent it.
	 * @param mixed                 $template      The saved template, as the hub sent it.
	 * @return array<string, mixed>
	 */
	private static function fetched( array $item, string $platform, array $localized, array $page_settings, array $source, mixed $design, mixed $template ): array {
		return array(
			'item'          => $item,
			'platform'      => $platform,
			'content'       => $localized['content'],
			'page_settings' => $page_settings,
			'images'        => array(
				'copied' => $localized['copied'],
				'reused' => $localized['reused'],
				'failed' => $localized['failed'],
			),
			'created'       => $localized['created'],
			'source'        => $source,
			'design'        => $design,
			'template'      => $template,
		);
	}

	/**
	 * Content whose carried synced patterns and menus point at this site's
	 * own (found by stable id, else created once, their images copied as
	 * the item's are; `Support\Import\References`).
	 *
	 * @param string $content  Filtered content.
	 * @param string $platform Platform.
	 * @param string $label    What copied images are named after.
	 */
	private function with_references( string $content, string $platform, string $label ): string {
		return $this->refs->resolve(
			$content,
			$platform,
			true,
			fn( string $inner ): string => $this->images->localize( $inner, $platform, $label )['content']
		);
	}

	/**
	 * The page settings a hub sent, limited to the one this product applies:
	 * a page template name ('' for none).
	 *
	 * @param array<string, mixed> $settings Hub's page settings.
	 * @return array{template: string}
	 */
	private static function page_settings( array $settings ): array {
		return array( 'template' => ItemArgs::page_template( (string) ( $settings['template'] ?? '' ) ) );
	}

	/**
	 * Imports an item as a new draft page.
	 *
	 * @param int    $user_id WordPress user.
	 * @param int    $item_id Catalogue item.
	 * @param string $title   Page title (non-empty).
	 * @param ?string $look   The look (`in_look()`).
	 * @return array<string, mixed>
	 * @throws HttpError When the page cannot be created.
	 */
	public function import_page( int $user_id, int $item_id, string $title, ?string $look = null ): array {
		$this->require_create( 'page' );
		// An Elementor item makes a page built with Elementor: without
		// Elementor it would be an empty page, so it is refused first.
		$access = $this->access( $user_id, $item_id );
		Platforms::get( (string) ( $access['platform'] ?? '' ) )->require_usable( (string) ( $access['template_type'] ?? '' ) );
		$fetched = $this->fetch( $user_id, $item_id, 'page' );
		return $this->create(
			$fetched,
			array(
				'post_type'  => 'page',
				'post_title' => $title,
			),
			'import-page',
			$look
		);
	}

	/**
	 * Imports an item into the site's own library: a block becomes a synced
	 * pattern, a page a draft page named after the item; on Elementor, a
	 * saved template in Elementor's library.
	 *
	 * @param int     $user_id WordPress user.
	 * @param int     $item_id Catalogue item.
	 * @param ?string $look    The look (`in_look()`).
	 * @return array<string, mixed>
	 * @throws HttpError When the platform's editor is missing or the post cannot be created.
	 */
	public function import( int $user_id, int $item_id, ?string $look = null ): array {
		// Learn what the item is first, so nothing is recorded or copied for
		// a user who may not create its kind of post.
		$access    = $this->access( $user_id, $item_id );
		$platform  = Platforms::get( (string) ( $access['platform'] ?? '' ) );
		$post_type = $platform->library_post_type( (string) ( $access['type'] ?? '' ) );
		$platform->require_usable( (string) ( $access['template_type'] ?? '' ) );
		$this->require_create( $post_type );
		$fetched = $this->fetch( $user_id, $item_id, 'import' );
		$name    = (string) ( $fetched['item']['name'] ?? __( 'Imported template', 'stencilbox' ) );
		return $this->create(
			$fetched,
			array(
				'post_type'  => Platforms::get( (string) $fetched['platform'] )->library_post_type( (string) ( $fetched['item']['type'] ?? '' ) ),
				'post_title' => $name,
			),
			'import',
			$look
		);
	}

	/**
	 * Refuses a user who may not create posts of a type.
	 *
	 * @param string $post_type Post type.
	 * @throws HttpError 403.
	 */
	private function require_create( string $post_type ): void {
		$type = get_post_type_object( $post_type );
		if ( ! $type || ! current_user_can( $type->cap->create_posts ) ) {
			HttpError::raise( 'rest_forbidden', __( 'Sorry, you are not allowed to create this kind of content.', 'stencilbox' ), 403 );
		}
	}

	/**
	 * An imported post's status: library entries (synced patterns, Elementor
	 * templates) are published, as their editors make them, by a user who
	 * may publish them, and pending otherwise (as Elementor's "Save as
	 * Template" keeps a contributor's: a contributor creates Elementor
	 * templates, whose type's capabilities are posts'); pages are drafts.
	 *
	 * @param string $post_type Post type (`require_create()` found it).
	 */
	private static function status( string $post_type ): string {
		if ( ! in_array( $post_type, array( 'wp_block', Elementor::LIBRARY_POST_TYPE ), true ) ) {
			return 'draft';
		}
		$type = get_post_type_object( $post_type );
		return $type && current_user_can( $type->cap->publish_posts ) ? 'publish' : 'pending';
	}

	/**
	 * Creates the post for an import.
	 *
	 * @param array<string, mixed> $fetched What `fetch()` returned.
	 * @param array<string, mixed> $post    Post fields (type, title).
	 * @param string               $path    import or import-page (what provenance records).
	 * @param ?string              $look    The look (`in_look()`).
	 * @return array<string, mixed>
	 * @throws HttpError When the user may not create it or it fails.
	 */
	private function create( array $fetched, array $post, string $path, ?string $look ): array {
		$this->require_create( (string) $post['post_type'] );
		$dressed            = $this->in_look( $fetched['content'], $fetched, $look );
		$fetched['content'] = $dressed['content'];
		$platform      = Platforms::get( (string) $fetched['platform'] );
		$template_type = (string) ( $fetched['item']['template_type']['slug'] ?? '' );
		// Checked again on what the hub sent (an older hub's access
		// answer may not name the template type).
		$platform->require_usable( $template_type );
		$invalid = $platform->invalid_content( $fetched['content'] );
		if ( null !== $invalid ) {
			$this->images->discard( $fetched['created'] );
			HttpError::raise( 'invalid_data', $invalid, 400 );
		}
		$id = wp_insert_post(
			wp_slash(
				array_merge(
					$post,
					array(
						'post_status'  => self::status( (string) $post['post_type'] ),
						'post_content' => $platform->post_content( $fetched['content'] ),
					)
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			// Nothing of the failed import stays: not even its image copies.
			$this->images->discard( $fetched['created'] );
			HttpError::raise( 'import_failed', $id->get_error_message(), 500 );
		}
		$template = (string) ( $fetched['page_settings']['template'] ?? '' );
		// Only a template this theme has (another theme's name would be ignored
		// at best, and refused by the editor when the page is saved), or one
		// Elementor adds to every theme.
		$known = isset( wp_get_theme()->get_page_templates( null, 'page' )[ $template ] ) || in_array( $template, $platform->page_templates(), true );
		if ( '' !== $template && 'page' === $post['post_type'] && $known ) {
			TemplateRenderer::set_page_template( $id, $template );
		}
		$platform->write_document( $id, $fetched['content'], (string) $post['post_type'], (string) ( $fetched['item']['type'] ?? '' ), $template_type );
		apply_filters(
			Names::HOOK_CONTENT_PLACED,
			$fetched['content'],
			$fetched['source'],
			array(
				'post_id'  => $id,
				'scope'    => 'document',
				'path'     => $path,
				'platform' => $fetched['platform'],
				'context'  => $dressed['context'],
			)
		);
		return array(
			'status'    => 'success',
			'post_id'   => $id,
			'post_type' => $post['post_type'],
			'edit_link' => $platform->edit_link( $id ) ?? (string) get_edit_post_link( $id, 'raw' ),
			'view_link' => 'page' === $post['post_type'] ? (string) get_permalink( $id ) : '',
			'images'    => $fetched['images'],
			'item'      => $fetched['item'],
			'look'      => $dressed['look'],
		);
	}
}
