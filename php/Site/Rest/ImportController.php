<?php
/**
 * Site routes to use an item (spec part 1 §7): POST /insert, /import,
 * /import/page.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Rest;

use Stencilbox\Site\Cloud\TemplateLanding;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Catalog\ItemSchema;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\Controller;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Route;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `stencilbox/v1` insert and import routes.
 */
final class ImportController extends Controller {
	/**
	 * Constructor.
	 *
	 * @param ContentImporter      $importer Import service.
	 * @param TemplateLanding|null $landing  "Add to saved templates" (none: the route answers 404).
	 */
	public function __construct( private ContentImporter $importer, private ?TemplateLanding $landing = null ) {}

	/**
	 * The routes.
	 *
	 * @return Route[]
	 */
	protected function routes(): array {
		$read     = 'can_read';
		$id       = array(
			'type'     => 'integer',
			'minimum'  => 1,
			'required' => true,
		);
		$platform = array(
			'type' => 'string',
			'enum' => ItemArgs::PLATFORMS,
		);
		// "Match my site" or "Keep the pack's look" (issue [25]); none: the site's remembered one.
		$look     = array(
			'description' => __( 'site (match this site’s theme) or pack (keep the pack’s look); without it, the look this site chose last.', 'stencilbox' ),
			'type'        => 'string',
			'enum'        => DesignMatcher::LOOKS,
		);
		$applied  = Schema::object(
			array(
				'look'    => Schema::enum( DesignMatcher::LOOKS ),
				'matched' => Schema::boolean(),
				// Why the content kept the pack's look: pack, platform, no_kit (Elementor without an active kit), no_design, no_palette (a classic theme without a colour palette) ('' when matched).
				'reason'  => Schema::string(),
				// Text / background pairs that kept the pack's colours to stay readable (roles, and the ratio the site's colours had).
				'kept'    => Schema::list(
					Schema::object(
						array(
							'text'       => Schema::string(),
							'background' => Schema::string(),
							'ratio'      => Schema::number(),
						)
					)
				),
			)
		);
		$images   = Schema::object(
			array(
				'copied' => Schema::integer(),
				'reused' => Schema::integer(),
				'failed' => Schema::list( Schema::string() ),
			)
		);
		$imported = Schema::success(
			array(
				'post_id'   => Schema::integer(),
				'post_type' => Schema::string(),
				'edit_link' => Schema::string(),
				'view_link' => Schema::string(),
				'images'    => $images,
				'item'      => ItemSchema::details(),
				'look'      => $applied,
			)
		);
		return array(
			Route::post(
				'/insert',
				'insert',
				$read,
				array(
					'id'       => $id,
					'postId'   => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'origin'   => array(
						'type'    => 'string',
						'enum'    => array( 'library', 'block', 'details', 'purchased', 'cloud', 'inserter' ),
						'default' => 'library',
					),
					'platform' => $platform,
					'source'   => array(
						'description' => __( 'catalog (a library item) or cloud (a file of the account’s cloud).', 'stencilbox' ),
						'type'        => 'string',
						'enum'        => array( 'catalog', 'cloud' ),
						'default'     => 'catalog',
					),
					'look'     => $look,
				),
				Schema::success(
					array(
						'content'       => Schema::string(),
						'page_settings' => Schema::object( array( 'template' => Schema::optional( Schema::string() ) ) ),
						'platform'      => Schema::enum( ItemArgs::PLATFORMS ),
						'item'          => ItemSchema::details(),
						'images'        => $images,
						'look'          => $applied,
						// What a post without a title takes from a page item (null: nothing).
						'untitled'      => Schema::nullable(
							Schema::object(
								array(
									'title' => Schema::string(),
									'meta'  => Schema::map( Schema::boolean() ),
								)
							)
						),
						'error'         => array( 'type' => 'null' ),
					)
				)
			),
			Route::get( '/items/(?P<id>\d+)/access', 'access', $read, array( 'id' => $id ), ItemSchema::access() ),
			// An item published from a saved template becomes (or updates) one here, as a cloud file does.
			Route::post( '/items/(?P<id>\d+)/add-template', 'add_template', $read, array( 'id' => $id ), CloudSchema::message( TemplateLanding::answer() ) ),
			Route::post(
				'/import',
				'import',
				$read,
				array(
					'id'       => $id,
					'platform' => $platform,
					'look'     => $look,
				),
				$imported
			),
			Route::post(
				'/import/page',
				'import_page',
				$read,
				array(
					'id'       => $id,
					'title'    => array(
						'type'      => 'string',
						'maxLength' => 200,
						'required'  => true,
					),
					'platform' => $platform,
					'look'     => $look,
				),
				$imported
			),
		);
	}

	/**
	 * POST /insert: the content for the editor of post `postId`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 403 when the user cannot edit the post; 400 invalid_requirements for Elementor without Elementor.
	 */
	public function insert( \WP_REST_Request $request ): array {
		$post_id = (int) $request['postId'];
		if ( $post_id > 0 && ! current_user_can( 'edit_post', $post_id ) ) {
			HttpError::raise( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this post.', 'stencilbox' ), 403 );
		}
		// Into a plugin's editor (Elementor's) only where it runs (nothing recorded otherwise).
		Platforms::get( (string) $request['platform'] )->require_usable();
		$fetched = 'cloud' === $request['source']
			? $this->importer->fetch_cloud( get_current_user_id(), (int) $request['id'] )
			: $this->importer->fetch( get_current_user_id(), (int) $request['id'], 'insert' );
		$content = Platforms::get( (string) $fetched['platform'] )->with_new_ids( $fetched['content'] );
		// The look chosen, before provenance hashes what is inserted.
		$dressed = $this->importer->in_look( $content, $fetched, self::look( $request ) );
		$content = $dressed['content'];
		// Where it came from, and a mark so the inserted range is found again.
		$content = apply_filters(
			Names::HOOK_CONTENT_PLACED,
			$content,
			$fetched['source'],
			array(
				'post_id'  => $post_id,
				'scope'    => 'range',
				'path'     => self::path( (string) $request['source'], (string) $request['origin'], $fetched['platform'] ),
				'platform' => $fetched['platform'],
				'context'  => $dressed['context'],
			)
		);
		// The editor may apply the item's layout with it: marked as Import as
		// page marks a page (`mark_layout()`), once the content is ready, so
		// a failed insert marks nothing.
		if ( $post_id > 0 ) {
			TemplateRenderer::mark_layout( $post_id, (string) ( $fetched['page_settings']['template'] ?? '' ) );
		}
		return array(
			'status'        => 'success',
			'content'       => $content,
			'page_settings' => $fetched['page_settings'],
			'platform'      => $fetched['platform'],
			'item'          => $fetched['item'],
			'images'        => $fetched['images'],
			'look'          => $dressed['look'],
			'untitled'      => self::untitled( $fetched, $content, $post_id ),
			'error'         => null,
		);
	}

	/**
	 * The look a request names, null when it names none.
	 *
	 * @param \WP_REST_Request $request Request.
	 */
	private static function look( \WP_REST_Request $request ): ?string {
		return null === $request['look'] ? null : (string) $request['look'];
	}

	/**
	 * What the block editor's post takes when it has no title and a page
	 * item goes into it ([23]; docs/decisions/insert-and-import.md): the
	 * item's name as its title and, on a page whose content shows its own
	 * title, the mark that leaves the theme's title out — the one the
	 * full-site import gives such pages (`TemplateRenderer::META_OWN_TITLE`,
	 * by `TemplateRenderer::content_shows_own_title()`).
	 *
	 * @param array<string, mixed> $fetched What the importer fetched.
	 * @param string               $content The content as inserted.
	 * @param int                  $post_id The editor's post (0: none).
	 * @return array{title: string, meta: object}|null
	 */
	private static function untitled( array $fetched, string $content, int $post_id ): ?array {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post || ! Platforms::get( (string) $fetched['platform'] )->titles_untitled_post() || 'page' !== ( $fetched['item']['type'] ?? '' ) ) {
			return null;
		}
		$meta = array();
		if ( 'page' === $post->post_type && TemplateRenderer::content_shows_own_title( $content, (string) $fetched['platform'], (string) ( $fetched['page_settings']['template'] ?? '' ) ) ) {
			$meta[ TemplateRenderer::META_OWN_TITLE ] = true;
		}
		return array(
			'title' => (string) ( $fetched['item']['name'] ?? '' ),
			// An object even when empty (the editor merges it into the post's meta).
			'meta'  => (object) $meta,
		);
	}

	/**
	 * Which insert path an `/insert` is, as provenance records it.
	 *
	 * @param string $source   catalog or cloud.
	 * @param string $origin   The spec's origin.
	 * @param string $platform The content's platform.
	 */
	private static function path( string $source, string $origin, string $platform ): string {
		if ( 'cloud' === $source ) {
			return 'cloud';
		}
		if ( 'inserter' === $origin ) {
			return 'pattern';
		}
		return Platforms::get( $platform )->insert_path();
	}

	/**
	 * `POST /items/{id}/add-template`: an item published from a saved
	 * template becomes (or updates) a saved template here
	 * (`TemplateLanding::add_item()`).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 404 on a site that does not offer it; TemplateLanding's.
	 */
	public function add_template( \WP_REST_Request $request ): array {
		if ( null === $this->landing ) {
			HttpError::raise( 'rest_no_route', __( 'No route was found matching the URL and request method.', 'stencilbox' ), 404 );
		}
		return $this->landing->add_item( get_current_user_id(), (int) $request['id'] );
	}

	/**
	 * GET /items/{id}/access: may the account use the item (nothing recorded).
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function access( \WP_REST_Request $request ): array {
		return $this->importer->access( get_current_user_id(), (int) $request['id'] );
	}

	/**
	 * POST /import.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	public function import( \WP_REST_Request $request ): array {
		return $this->importer->import( get_current_user_id(), (int) $request['id'], self::look( $request ) );
	}

	/**
	 * POST /import/page: a new draft page with a title.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 * @throws HttpError 400 for an empty title.
	 */
	public function import_page( \WP_REST_Request $request ): array {
		$title = trim( (string) $request['title'] );
		if ( '' === $title ) {
			HttpError::raise( 'invalid_data', __( 'Please give the new page a title.', 'stencilbox' ), 400, array( 'errors' => array( 'title' => __( 'Please give the new page a title.', 'stencilbox' ) ) ) );
		}
		return $this->importer->import_page( get_current_user_id(), (int) $request['id'], $title, self::look( $request ) );
	}
}
