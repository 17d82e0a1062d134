<?php
/**
 * Pushes a template to the cloud: from the editor (the spec's payload), a
 * template file, or a post of this site read here (saved templates).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Cloud;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connection;
use Stencilbox\Site\Import\ContentImporter;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Support\Elementor;
use Stencilbox\Site\Import\MediaReuse;
use Stencilbox\Site\Rest\ConditionsController;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Support\Catalog\ItemFilter;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\Cloud\CloudSchema;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\ContentUrls;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * The content is filtered before it leaves (the hub filters it again), and
 * the images it shows from this site's media library go to the cloud with
 * it: the cloud keeps its own copy, so the file still shows them when the
 * site deletes them or cannot be reached from the site that inserts it.
 */
final class CloudPusher {
	/** The most images one push takes along. */
	public const MAX_IMAGES = 50;

	/** Largest image taken along (the hub's limit). */
	public const MAX_IMAGE_BYTES = 5 * MB_IN_BYTES;

	/**
	 * Constructor.
	 *
	 * @param AccountSession          $session   Account (hub calls on its behalf).
	 * @param ImageLocalizer          $images    Finds this site's images in content.
	 * @param References              $refs      Synced patterns and menus carried with the file.
	 * @param MediaReuse              $media     Marks pushed images, so inserting them here reuses them.
	 * @param TemplateRepository|null $templates Saved templates (a pushed one keeps its type and conditions; null: content only).
	 */
	public function __construct( private AccountSession $session, private ImageLocalizer $images, private References $refs = new References(), private MediaReuse $media = new MediaReuse(), private ?TemplateRepository $templates = null ) {}

	/**
	 * Pushes a template for a WordPress user's account.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $params  name, workspace_id, and `post` or `file_content` (+ platform);
	 *                                      `file_id` (+ `version_note`) saves it as a new version of that file.
	 * @return array<string, mixed> {status, message, redirect, refresh, file}
	 * @throws HttpError 400, 403, 404, 413 or the hub's errors.
	 */
	public function push( int $user_id, array $params ): array {
		$post_id  = (int) ( $params['post'] ?? 0 );
		$editor   = (array) ( $params['file_content'] ?? array() );
		$template = $post_id > 0 ? $this->from_post( $post_id ) : TemplateFile::read( $editor, (string) ( $params['platform'] ?? '' ) );
		// A downloaded template file carries the saved template it was pushed from: checked before anything is written.
		$carried  = $post_id > 0 ? null : TemplateFile::template( $editor );
		$content  = ContentFilter::content( $template['platform'], $template['content'] );
		if ( strlen( $content ) > CloudArgs::MAX_BODY_BYTES ) {
			throw CloudArgs::too_large();
		}
		$name = trim( (string) ( $params['name'] ?? '' ) );
		$name = '' !== $name ? $name : trim( $template['title'] );
		if ( '' === $name ) {
			HttpError::raise( 'invalid_data', __( 'Please give your template a name.', 'stencilbox' ), 400 );
		}
		// A push adds to the account's cloud: never for a borrower of the sitewide account.
		$connection = $this->session->require_own_connection( $user_id );
		// Our marks of inserted ranges stay on this site.
		$content    = Platforms::get( $template['platform'] )->without_marks( $content );
		$is_file    = $post_id <= 0 && TemplateFile::FORMAT === ( $editor['stencilbox'] ?? null );
		if ( ! $is_file ) {
			// This site's synced patterns and menus go along by stable id (issue [26] item 5);
			// an uploaded file's post ids are another site's, so it is left as it is.
			$content = $this->refs->carry( $content, $template['platform'] );
		}
		$content    = $this->take_images_along( $connection, $content );
		// A saved template keeps what it is: its type and display conditions (issue [26] item 5),
		// pushed from here or carried by an uploaded file.
		$left_out   = false;
		$saved      = $post_id > 0 ? $this->saved_template( $post_id ) : $this->uploaded_template( $carried, $left_out );
		$version_of = (int) ( $params['file_id'] ?? 0 );
		if ( $version_of > 0 ) {
			// "Save as new version": the file keeps its name and place.
			$result = $this->session->call(
				$connection,
				'POST',
				'/cloud/files/' . $version_of . '/versions',
				array(
					'content' => $content,
					'note'    => (string) ( $params['version_note'] ?? '' ),
				) + $saved
			);
		} else {
			$result = $this->session->call(
				$connection,
				'POST',
				'/cloud/files',
				array(
					'name'         => $name,
					'platform'     => $template['platform'],
					'type'         => $template['type'],
					'content'      => $content,
					'workspace_id' => (int) ( $params['workspace_id'] ?? 0 ),
					'item_id'      => $post_id,
					'source'       => $is_file ? 'upload' : 'push',
				) + $saved
			);
		}
		// Plain names: the messages below and the listeners name the file.
		$file = ItemFilter::object( $result['file'], CloudSchema::file() );
		// A whole post pushed is linked to its file: a newer version of the
		// file is then an update here, and Save & Push offers a new version.
		$whole = $post_id > 0 ? $post_id : ( 'page' === $template['type'] ? (int) ( $editor['id'] ?? 0 ) : 0 );
		if ( $whole > 0 && ! $is_file && current_user_can( 'edit_post', $whole ) ) {
			apply_filters(
				Names::HOOK_CONTENT_PLACED,
				$content,
				ContentImporter::file_source( $file ),
				array(
					'post_id'  => $whole,
					'scope'    => 'document',
					'path'     => 'push',
					'platform' => $template['platform'],
				)
			);
		}
		if ( $post_id > 0 ) {
			/**
			 * Fires after a post of this site was pushed to the cloud (the
			 * saved templates' "push" action sends its post this way).
			 *
			 * @param int                  $post_id The post pushed.
			 * @param array<string, mixed> $file    The cloud file (as `/clouds` lists it).
			 */
			do_action( 'stencilbox_cloud_pushed', $post_id, $file );
		}
		$message = __( 'Your file has been pushed successfully to your cloud store.', 'stencilbox' );
		if ( $version_of > 0 ) {
			$message = empty( $result['created'] )
				/* translators: 1: version number, 2: file name. */
				? sprintf( __( 'Nothing changed: this is version %1$d of “%2$s” already.', 'stencilbox' ), (int) $file['version'], (string) $file['name'] )
				/* translators: 1: version number, 2: file name. */
				: sprintf( __( 'Saved as version %1$d of “%2$s”.', 'stencilbox' ), (int) $file['version'], (string) $file['name'] );
		}
		if ( $left_out ) {
			$message .= ' ' . __( 'The display conditions of its saved template were left out: you may not choose where templates are displayed.', 'stencilbox' );
		}
		return array(
			'status'   => 'success',
			'message'  => $message,
			'redirect' => self::route_of( $file ),
			'refresh'  => true,
			'file'     => $file,
		);
	}

	/**
	 * The app route a file lives at (the push screen goes there).
	 *
	 * @param array<string, mixed> $file The cloud file.
	 */
	public static function route_of( array $file ): string {
		$workspace = $file['workspace'] ?? null;
		if ( ! is_array( $workspace ) ) {
			return 'clouds';
		}
		return ( empty( $workspace['shared'] ) ? 'clouds/workspace/' : 'clouds/shared-workspace/' ) . $workspace['slug'];
	}

	/**
	 * What a file keeps of a saved template pushed (`CloudTemplate`, sent as
	 * `template`): type, stable id, status and display conditions carried as
	 * stable references (`TemplateRepository::portable()`: only what the
	 * pushing user may choose is named). Nothing for any other post.
	 *
	 * @param int $post_id The post pushed (read by `from_post()` already).
	 * @return array<string, mixed> `['template' => …]` or nothing.
	 */
	private function saved_template( int $post_id ): array {
		$post     = get_post( $post_id );
		$template = null !== $this->templates && $post instanceof \WP_Post ? $this->templates->carried( $post ) : null;
		return null !== $template ? array( 'template' => $template ) : array();
	}

	/**
	 * What a file keeps of the saved template an uploaded template file
	 * carries (`TemplateFile::template()`, checked already): as it came for
	 * a user who may choose where templates are displayed
	 * (`ConditionsController::display_capability()`); for anyone else
	 * without its display conditions, and a draft — an upload never gives
	 * a user conditions they could not set here. Its stable id stays, so
	 * "Add to saved templates" finds the same template again; except in
	 * that second case: a template without the conditions is a template of
	 * its own (a new stable id), so that adding it never takes the place of
	 * the one it came from, and of where that one shows.
	 *
	 * @param array<string, mixed>|null $carried  The file's template, or null.
	 * @param bool                      $left_out Set when conditions were left out.
	 * @return array<string, mixed> `['template' => …]` or nothing.
	 */
	private function uploaded_template( ?array $carried, bool &$left_out ): array {
		if ( null === $carried ) {
			return array();
		}
		if ( ! current_user_can( ConditionsController::display_capability() ) ) {
			$left_out              = array() !== $carried['conditions'];
			$carried['conditions'] = array();
			$carried['status']     = 'draft';
			$carried['stable']     = wp_generate_uuid4();
		}
		return array( 'template' => $carried );
	}

	/**
	 * A post of this site as a template, for a user who may read it in full.
	 *
	 * @param int $post_id Post.
	 * @return array{platform: string, type: string, content: string, title: string}
	 * @throws HttpError 404 (no such post), 403 (not theirs to read, or password protected).
	 */
	private function from_post( int $post_id ): array {
		$post = get_post( $post_id );
		if ( ! $post || 'revision' === $post->post_type ) {
			HttpError::raise( 'not_found', __( 'That post does not exist.', 'stencilbox' ), 404 );
		}
		if ( ! current_user_can( 'read_post', $post_id ) ) {
			HttpError::raise( 'rest_forbidden', __( 'Sorry, you are not allowed to read this post.', 'stencilbox' ), 403 );
		}
		// Only what the user may read in full, as core's REST decides: a
		// password-protected post (its Elementor data too) only for those who
		// may edit it or have entered its password.
		if ( post_password_required( $post ) && ! current_user_can( 'edit_post', $post_id ) ) {
			HttpError::raise( 'rest_forbidden', __( 'This post is password protected. Only those who may edit it can push it to the cloud.', 'stencilbox' ), 403 );
		}
		$elementor = (string) get_post_meta( $post_id, '_elementor_data', true );
		$is_block  = in_array( $post->post_type, array( 'wp_block', 'wp_template_part' ), true );
		if ( 'builder' === get_post_meta( $post_id, '_elementor_edit_mode', true ) && '' !== $elementor ) {
			$content = (string) wp_json_encode(
				array(
					'content'       => json_decode( $elementor, true ),
					'page_settings' => Elementor::page_settings_of( $post_id ),
				)
			);
			return array(
				'platform' => 'elementor',
				'type'     => 'section' === get_post_meta( $post_id, '_elementor_template_type', true ) ? 'block' : 'page',
				'content'  => $content,
				'title'    => $post->post_title,
			);
		}
		return array(
			'platform' => 'gutenberg',
			'type'     => $is_block ? 'block' : 'page',
			'content'  => (string) $post->post_content,
			'title'    => $post->post_title,
		);
	}

	/**
	 * Sends the images of this site's media library that a content shows to
	 * the cloud, and points the content at the cloud's copies. An image that
	 * cannot go keeps its address.
	 *
	 * @param Connection $connection The account.
	 * @param string     $content    Filtered content.
	 */
	private function take_images_along( Connection $connection, string $content ): string {
		$map = array();
		foreach ( array_slice( $this->images->local_files( $content ), 0, self::MAX_IMAGES, true ) as $url => $path ) {
			$ext = strtolower( pathinfo( $path, PATHINFO_EXTENSION ) );
			if ( filesize( $path ) > self::MAX_IMAGE_BYTES ) {
				continue;
			}
			try {
				$stored      = $this->session->call(
					$connection,
					'POST',
					'/cloud/images',
					array(
						'ext'  => 'jpeg' === $ext ? 'jpg' : $ext,
						'data' => base64_encode( (string) file_get_contents( $path ) ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- an image file of this site's media library (local_files() gives only those).
					)
				);
				$map[ $url ] = (string) $stored['url'];
				// Inserting the file here later reuses this attachment.
				$original = attachment_url_to_postid( $url );
				if ( $original ) {
					$this->media->remember( $original, MediaReuse::hash_in_url( $map[ $url ] ) );
				}
			} catch ( HttpError $error ) {
				if ( 'invalid_data' !== $error->error_code() ) {
					throw $error;
				}
				// Not an image the cloud keeps: the template keeps its address.
			}
		}
		return $map ? ContentUrls::replace( $content, $map ) : $content;
	}
}
