<?php
/**
 * "Add to saved templates": a cloud file pushed from a saved template, or a
 * library item published from one, becomes a saved template of this site
 * again (issue [26] item 5).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Cloud;

use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Site\Rest\ConditionsController;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\Cloud\CloudTemplate;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Rest\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * A saved template pushed to the cloud (`CloudPusher`) keeps what it is on
 * the hub: its type, stable id, status and display conditions in portable
 * form (`TemplateRepository::portable()`, `CloudTemplate`). Here it lands
 * through `TemplateRepository::land()`:
 *
 * - **Who.** A user who may create saved templates (`create_posts` of the
 *   post type; `invalid_permission`, 403, otherwise, the Create Template
 *   message). Its display conditions come along only for a user who may
 *   choose where templates show (`ConditionsController::
 *   display_capability()`); for anyone else they are left out (said in
 *   `dropped`) and the template is a draft. It is published only when it
 *   was published where it was pushed from and the user may publish it
 *   and place it.
 * - **What came is hostile.** The hub's answer is checked before anything
 *   is copied here (`ContentImporter::fetch_cloud()`'s check): a file
 *   without a template, or one that `CloudTemplate::clean()` refuses (a
 *   field of the wrong type, too long, too many conditions, a stable id
 *   that is no UUID, an unknown template type or platform), is
 *   `invalid_data` (400) and nothing is written. The content goes through
 *   the insert's path: filtered, its images copied (or reused) here, its
 *   synced patterns and menus found by stable id.
 * - **Once.** The template is found again by its stable id: added twice,
 *   the second time writes nothing; a file whose content, name or
 *   conditions changed since updates it (a revision keeps what it was),
 *   but only a template pushed as that file or copied from it (`tied()`):
 *   another file with the same stable id leaves it as it is.
 *   Conditions whose references find nothing here are left out and named.
 * - **A copy of the file.** A template created or updated here is recorded
 *   as the file's copy (Provenance, path `cloud`), as an insert of the
 *   file is: the Updates screen offers the file's newer versions for it.
 *
 * A library item a hub published from a saved template (`Hub\Catalog\
 * Publisher`, `ItemTemplates`) lands the same way (`add_item()`): the
 * hub's `/items/{id}/use` answers its template (checked here as a file's
 * is), the content comes through the insert's path (`ContentImporter::
 * fetch()`, which also checks the account may use the item), and the
 * template is recorded as the item's copy (kind `item`, path `import`, as an item imported whole):
 * the Updates screen offers the item's newer versions for it.
 */
final class TemplateLanding {
	/**
	 * Constructor.
	 *
	 * @param ContentImporter    $importer   Reads the file as an insert does.
	 * @param TemplateRepository $templates  Saved templates.
	 * @param ImageLocalizer     $images     Removes image copies when the landing is refused.
	 * @param Provenance         $provenance Which file or item a template here is a copy of.
	 */
	public function __construct( private ContentImporter $importer, private TemplateRepository $templates, private ImageLocalizer $images, private Provenance $provenance ) {}

	/**
	 * Adds a cloud file to this site's saved templates (or finds it there).
	 *
	 * @param int $user_id WordPress user (the account acts for it).
	 * @param int $file_id Cloud file.
	 * @return array{status: string, message: string, id: int, created: bool, updated: bool, dropped: string[], type: string, platform: string, edit_url: string}
	 * @throws HttpError 403 `invalid_permission`; 400 `invalid_data`; the hub's (404 for a file the account may not read).
	 */
	public function add( int $user_id, int $file_id ): array {
		$type_object = self::may_create();
		$template    = null;
		$fetched     = $this->importer->fetch_cloud(
			$user_id,
			$file_id,
			static function ( array $read ) use ( &$template ): void {
				$template = self::checked( $read['template'] ?? null, is_array( $read['file'] ?? null ) ? ( $read['file']['platform'] ?? null ) : null, self::not_a_template() );
			}
		);
		return $this->land( $fetched, $template, $type_object, 'cloud' );
	}

	/**
	 * Adds a library item published from a saved template to this site's
	 * saved templates (or finds it there): as `add()`, from the hub's
	 * `/items/{id}/use` (which checks the account may use the item and,
	 * asked for a use as a template, refuses one that carries none, or one
	 * of a type this site does not keep, before it counts the download).
	 *
	 * @param int $user_id WordPress user (the account acts for it).
	 * @param int $item_id Catalogue item.
	 * @return array{status: string, message: string, id: int, created: bool, updated: bool, dropped: string[], type: string, platform: string, edit_url: string}
	 * @throws HttpError 403 `invalid_permission`; 400 `invalid_data`; the hub's (404, 403 for an item the account may not use).
	 */
	public function add_item( int $user_id, int $item_id ): array {
		$type_object = self::may_create();
		$template    = null;
		$fetched     = $this->importer->fetch(
			$user_id,
			$item_id,
			'insert',
			static function ( array $used ) use ( &$template ): void {
				$template = self::checked( $used['template'] ?? null, $used['platform'] ?? null, CloudTemplate::not_an_item_template() );
			},
			TemplatePostType::TYPES
		);
		return $this->land( $fetched, $template, $type_object, 'import' );
	}

	/**
	 * The post type, for a user who may create saved templates.
	 *
	 * @throws HttpError 403 `invalid_permission` for anyone else.
	 */
	private static function may_create(): \WP_Post_Type {
		$type_object = get_post_type_object( TemplatePostType::POST_TYPE );
		if ( ! $type_object || ! current_user_can( $type_object->cap->create_posts ) ) {
			HttpError::raise( 'invalid_permission', __( 'Sorry, you are not allowed to create templates.', 'stencilbox' ), 403 );
		}
		return $type_object;
	}

	/**
	 * The template a hub answered, checked before anything is copied here.
	 *
	 * @param mixed  $template What the hub sent.
	 * @param mixed  $platform The content's platform, as the hub sent it.
	 * @param string $refusal  The refusal's message.
	 * @return array{type: string, stable: string, status: string, conditions: array<int, array<string, mixed>>}
	 * @throws HttpError 400 `invalid_data`; `invalid_requirements` for Elementor's without Elementor.
	 */
	private static function checked( mixed $template, mixed $platform, string $refusal ): array {
		$template = CloudTemplate::clean( $template );
		if ( null === $template || ! TemplatePostType::is_type( $template['type'] ) || ! in_array( $platform, ItemArgs::PLATFORMS, true ) ) {
			HttpError::raise( 'invalid_data', $refusal, 400 );
		}
		// Elementor's templates need Elementor (`invalid_requirements`), as Create Template does.
		Platforms::get( $platform )->require_usable();
		return $template;
	}

	/**
	 * Lands what was fetched (and checked) as a saved template.
	 *
	 * @param array<string, mixed>      $fetched     `ContentImporter::fetch()` / `fetch_cloud()`'s answer.
	 * @param array<string, mixed>|null $template    The checked template.
	 * @param \WP_Post_Type             $type_object The post type.
	 * @param string                    $path        Provenance's path: `cloud` (a file) or `import` (an item).
	 * @return array{status: string, message: string, id: int, created: bool, updated: bool, dropped: string[], type: string, platform: string, edit_url: string}
	 * @throws HttpError 400 `invalid_data`; `land()`'s.
	 */
	private function land( array $fetched, ?array $template, \WP_Post_Type $type_object, string $path ): array {
		if ( ! is_array( $template ) ) {
			HttpError::raise( 'invalid_data', self::not_a_template(), 400 );
		}
		$platform = Platforms::get( (string) $fetched['platform'] );
		$invalid  = $platform->invalid_content( (string) $fetched['content'] );
		if ( null !== $invalid ) {
			$this->images->discard( $fetched['created'] );
			HttpError::raise( 'invalid_data', $invalid, 400 );
		}
		$may_place  = current_user_can( ConditionsController::display_capability() );
		$conditions = $may_place ? $template['conditions'] : array();
		$dropped    = array();
		if ( ! $may_place && $template['conditions'] ) {
			$dropped[] = __( 'Its display conditions were left out: you may not choose where templates are displayed. It was added as a draft.', 'stencilbox' );
		}
		$status = 'publish' === $template['status'] && $may_place && current_user_can( $type_object->cap->publish_posts ) ? 'publish' : 'draft';
		$title  = sanitize_text_field( (string) ( $fetched['item']['name'] ?? '' ) );
		try {
			$landed = $this->templates->land(
				(string) $fetched['platform'],
				$template['type'],
				$template['stable'],
				array(
					'title'      => $title,
					'content'    => $platform->post_content( (string) $fetched['content'] ),
					'document'   => (string) $fetched['content'],
					'conditions' => $conditions,
					'status'     => $status,
					// Updating a template found here would also replace its conditions: only for who may place it.
					'update'     => $may_place,
					// And only a template that is this very file's or item's: pushed as it, or a copy of it.
					'tied'       => fn( int $found ): bool => $this->tied( $found, $fetched['source'] ),
				)
			);
		} catch ( HttpError $error ) {
			$this->images->discard( $fetched['created'] );
			throw $error;
		}
		if ( $landed['created'] || $landed['updated'] ) {
			$platform->write_document( $landed['id'], (string) $fetched['content'], TemplatePostType::POST_TYPE, '', $template['type'] );
			// A copy of the file or item, as an insert of it is (Provenance):
			// the Updates screen offers its newer versions. Not when nothing
			// was written: a copy edited here since stays edited.
			apply_filters(
				Names::HOOK_CONTENT_PLACED,
				(string) $fetched['content'],
				$fetched['source'],
				array(
					'post_id'  => $landed['id'],
					'scope'    => 'document',
					'path'     => $path,
					'platform' => $fetched['platform'],
					'context'  => array(),
				)
			);
		} else {
			// Found and left as it is: copies made for it are not used.
			$this->images->discard( $fetched['created'] );
		}
		$post = $this->templates->get( $landed['id'] );
		$name = '' !== $post->post_title ? $post->post_title : $title;
		if ( $landed['created'] ) {
			/* translators: %s: the template's name. */
			$message = sprintf( __( '“%s” was added to your saved templates.', 'stencilbox' ), $name );
		} elseif ( $landed['updated'] ) {
			$message = 'cloud' === $path
				/* translators: %s: the template's name. */
				? sprintf( __( '“%s” in your saved templates was updated from the cloud.', 'stencilbox' ), $name )
				/* translators: %s: the template's name. */
				: sprintf( __( '“%s” in your saved templates was updated from the library.', 'stencilbox' ), $name );
		} elseif ( $landed['foreign'] ) {
			/* translators: %s: the template's name. */
			$message = sprintf( __( '“%s” in your saved templates has the same template id but did not come from this file: it was left as it is.', 'stencilbox' ), $name );
		} else {
			/* translators: %s: the template's name. */
			$message = sprintf( __( '“%s” is in your saved templates already: nothing changed.', 'stencilbox' ), $name );
		}
		return array(
			'status'   => 'success',
			'message'  => $message,
			'id'       => $landed['id'],
			'created'  => $landed['created'],
			'updated'  => $landed['updated'],
			// What was left out of what was written (nothing written: nothing left out, no draft made).
			'dropped'  => array_values( array_merge( $landed['created'] || $landed['updated'] ? $dropped : array(), $landed['dropped'] ) ),
			'type'     => $this->templates->type( $post ),
			'platform' => $this->templates->platform( $post ),
			'edit_url' => $this->templates->edit_url( $post ),
		);
	}

	/**
	 * Whether a saved template here is the file's or item's that came: it
	 * was pushed as that file (`TemplateRepository::pushed_file()`), or it
	 * is a copy of it (its document's provenance). A stable id alone proves
	 * nothing: any file may carry any (found by probing, 2026-12-04: a
	 * WorkSpace member's file with the owner's header's id replaced that
	 * published header).
	 *
	 * @param int                  $post_id The template found by the stable id.
	 * @param array<string, mixed> $source  What came (`kind` file or item, `id`).
	 */
	private function tied( int $post_id, array $source ): bool {
		$kind = (string) ( $source['kind'] ?? '' );
		$id   = (int) ( $source['id'] ?? 0 );
		$post = $this->templates->get( $post_id );
		if ( $id <= 0 || ! $post ) {
			return false;
		}
		if ( 'file' === $kind && (int) ( $this->templates->pushed_file( $post )['id'] ?? 0 ) === $id ) {
			return true;
		}
		foreach ( $this->provenance->of_post( $post_id ) as $row ) {
			if ( Provenance::DOCUMENT === $row['scope'] && $kind === (string) $row['kind'] && $id === (int) $row['source_id'] ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * What "Add to saved templates" answers besides `status` and `message`
	 * (`POST /clouds/add-template/{id}`, `POST /items/{id}/add-template`).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function answer(): array {
		return array(
			'id'       => Schema::integer(),
			'created'  => Schema::boolean(),
			'updated'  => Schema::boolean(),
			'dropped'  => array( 'description' => 'Display conditions left out, one sentence each (nothing here matches them, or the user may not place templates).' ) + Schema::list( Schema::string() ),
			'type'     => Schema::enum( TemplatePostType::TYPES ),
			'platform' => Schema::enum( ItemArgs::PLATFORMS ),
			'edit_url' => Schema::uri(),
		);
	}

	/**
	 * The refusal of a file that is not a saved template (or whose template cannot be read).
	 */
	private static function not_a_template(): string {
		return __( 'This cloud file is not a saved template, so it cannot be added to your saved templates.', 'stencilbox' );
	}
}
