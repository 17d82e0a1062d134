<?php
/**
 * Brings a library item into this site: the content for the editor
 * (insert), a new draft page (import page), or a reusable copy (import).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Import;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\ContentFilter;
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
	 */
	public function __construct( private AccountSession $session, private ImageLocalizer $images ) {}

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
	 * @param string $origin  insert, import or page (recorded as the download's origin).
	 * @return array{item: array<string, mixed>, platform: string, content: string, page_settings: array<string, string>, images: array<string, mixed>, created: int[]}
	 * @throws HttpError From the hub (404, 403 required_pro_templately / unverified_account, …).
	 */
	public function fetch( int $user_id, int $item_id, string $origin ): array {
		$connection = $this->session->require_connection( $user_id );
		$used       = $this->session->call( $connection, 'POST', '/items/' . $item_id . '/use', array( 'origin' => $origin ) );
		// Whichever hub answered, its content is filtered before it is
		// copied, inserted or saved (see ContentFilter).
		$content    = ContentFilter::content( (string) $used['platform'], (string) $used['content'] );
		$localized  = $this->images->localize( $content, (string) $used['platform'] );
		return array(
			'item'          => (array) $used['item'],
			'platform'      => (string) $used['platform'],
			'content'       => $localized['content'],
			'page_settings' => self::page_settings( (array) ( $used['page_settings'] ?? array() ) ),
			'images'        => array(
				'copied' => $localized['copied'],
				'reused' => $localized['reused'],
				'failed' => $localized['failed'],
			),
			'created'       => $localized['created'],
		);
	}

	/**
	 * A cloud file's content with local images, for the editor: the same
	 * answer as a catalogue item's (`fetch()`), so the editor inserts both
	 * the same way. The hub checks that the account may read the file.
	 *
	 * @param int $user_id WordPress user.
	 * @param int $file_id Cloud file.
	 * @return array{item: array<string, mixed>, platform: string, content: string, page_settings: array<string, string>, images: array<string, mixed>, created: int[]}
	 * @throws HttpError From the hub (404 for a file the account may not read).
	 */
	public function fetch_cloud( int $user_id, int $file_id ): array {
		$read      = $this->session->ask( $user_id, 'GET', '/cloud/files/' . $file_id );
		$file      = (array) $read['file'];
		$content   = ContentFilter::content( (string) $file['platform'], (string) $read['content'] );
		$localized = $this->images->localize( $content, (string) $file['platform'] );
		return array(
			'item'          => array(
				'id'   => (int) $file['id'],
				'name' => (string) $file['name'],
				'slug' => (string) $file['slug'],
				'type' => (string) $file['type'],
			),
			'platform'      => (string) $file['platform'],
			'content'       => $localized['content'],
			'page_settings' => self::page_settings( array() ),
			'images'        => array(
				'copied' => $localized['copied'],
				'reused' => $localized['reused'],
				'failed' => $localized['failed'],
			),
			'created'       => $localized['created'],
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
	 * @return array<string, mixed>
	 * @throws HttpError When the page cannot be created.
	 */
	public function import_page( int $user_id, int $item_id, string $title ): array {
		$this->require_create( 'page' );
		$fetched = $this->fetch( $user_id, $item_id, 'page' );
		return $this->create(
			$fetched,
			array(
				'post_type'  => 'page',
				'post_title' => $title,
			)
		);
	}

	/**
	 * Imports an item into the site's own library: a block becomes a synced
	 * pattern, a page a draft page named after the item; on Elementor, a
	 * saved template in Elementor's library.
	 *
	 * @param int $user_id WordPress user.
	 * @param int $item_id Catalogue item.
	 * @return array<string, mixed>
	 * @throws HttpError When the platform's editor is missing or the post cannot be created.
	 */
	public function import( int $user_id, int $item_id ): array {
		// Learn what the item is first, so nothing is recorded or copied for
		// a user who may not create its kind of post.
		$access    = $this->access( $user_id, $item_id );
		$post_type = $this->library_post_type( (string) ( $access['platform'] ?? '' ), (string) ( $access['type'] ?? '' ) );
		$this->require_create( $post_type );
		$fetched = $this->fetch( $user_id, $item_id, 'import' );
		$name    = (string) ( $fetched['item']['name'] ?? __( 'Imported template', 'stencilbox' ) );
		return $this->create(
			$fetched,
			array(
				'post_type'  => $this->library_post_type( $fetched['platform'], (string) ( $fetched['item']['type'] ?? '' ) ),
				'post_title' => $name,
			)
		);
	}

	/**
	 * Where an imported item lives in the site's own library.
	 *
	 * @param string $platform gutenberg or elementor.
	 * @param string $type     page or block.
	 * @return string Post type.
	 * @throws HttpError When Elementor is missing for an Elementor item.
	 */
	private function library_post_type( string $platform, string $type ): string {
		if ( 'elementor' === $platform ) {
			if ( ! post_type_exists( 'elementor_library' ) ) {
				throw new HttpError( 'elementor_missing', __( 'The required dependency ‘Elementor’ is missing. Please install it before proceeding.', 'stencilbox' ), 400, array( 'title' => __( 'Elementor not installed.', 'stencilbox' ) ) );
			}
			return 'elementor_library';
		}
		return 'page' === $type ? 'page' : 'wp_block';
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
			throw new HttpError( 'rest_forbidden', __( 'Sorry, you are not allowed to create this kind of content.', 'stencilbox' ), 403 );
		}
	}

	/**
	 * Creates the post for an import.
	 *
	 * @param array<string, mixed> $fetched What `fetch()` returned.
	 * @param array<string, mixed> $post    Post fields (type, title).
	 * @return array<string, mixed>
	 * @throws HttpError When the user may not create it or it fails.
	 */
	private function create( array $fetched, array $post ): array {
		$this->require_create( (string) $post['post_type'] );
		$elementor = 'elementor' === $fetched['platform'];
		$export    = $elementor ? json_decode( $fetched['content'], true ) : null;
		$id        = wp_insert_post(
			wp_slash(
				array_merge(
					$post,
					array(
						'post_status'  => 'wp_block' === $post['post_type'] ? 'publish' : 'draft',
						'post_content' => $elementor ? '' : $fetched['content'],
					)
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			// Nothing of the failed import stays: not even its image copies.
			$this->images->discard( $fetched['created'] );
			throw new HttpError( 'import_failed', $id->get_error_message(), 500 );
		}
		$template = (string) ( $fetched['page_settings']['template'] ?? '' );
		// Only a template this theme has (another theme's name would be ignored
		// at best, and refused by the editor when the page is saved).
		if ( '' !== $template && 'page' === $post['post_type'] && isset( wp_get_theme()->get_page_templates( null, 'page' )[ $template ] ) ) {
			update_post_meta( $id, '_wp_page_template', $template );
		}
		if ( $elementor ) {
			update_post_meta( $id, '_elementor_edit_mode', 'builder' );
			update_post_meta( $id, '_elementor_template_type', 'page' === ( $fetched['item']['type'] ?? '' ) ? 'page' : 'section' );
			update_post_meta( $id, '_elementor_data', wp_slash( (string) wp_json_encode( $export['content'] ?? array() ) ) );
			update_post_meta( $id, '_elementor_page_settings', $export['page_settings'] ?? array() );
		}
		return array(
			'status'    => 'success',
			'post_id'   => $id,
			'post_type' => $post['post_type'],
			'edit_link' => (string) get_edit_post_link( $id, 'raw' ),
			'view_link' => 'wp_block' === $post['post_type'] ? '' : (string) get_permalink( $id ),
			'images'    => $fetched['images'],
			'item'      => $fetched['item'],
		);
	}
}
