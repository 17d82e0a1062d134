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
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Support\Cloud\CloudArgs;
use Stencilbox\Support\ContentFilter;
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
	 * @param AccountSession $session Account (hub calls on its behalf).
	 * @param ImageLocalizer $images  Finds this site's images in content.
	 */
	public function __construct( private AccountSession $session, private ImageLocalizer $images ) {}

	/**
	 * Pushes a template for a WordPress user's account.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $params  name, workspace_id, and `post` or `file_content` (+ platform).
	 * @return array<string, mixed> {status, message, redirect, refresh, file}
	 * @throws HttpError 400, 403, 404, 413 or the hub's errors.
	 */
	public function push( int $user_id, array $params ): array {
		$post_id  = (int) ( $params['post'] ?? 0 );
		$template = $post_id > 0 ? $this->from_post( $post_id ) : TemplateFile::read( (array) ( $params['file_content'] ?? array() ), (string) ( $params['platform'] ?? '' ) );
		$content  = ContentFilter::content( $template['platform'], $template['content'] );
		if ( strlen( $content ) > CloudArgs::MAX_BODY_BYTES ) {
			throw CloudArgs::too_large();
		}
		$name = trim( (string) ( $params['name'] ?? '' ) );
		$name = '' !== $name ? $name : trim( $template['title'] );
		if ( '' === $name ) {
			throw new HttpError( 'invalid_data', __( 'Please give your template a name.', 'stencilbox' ), 400 );
		}
		// A push adds to the account's cloud: never for a borrower of the sitewide account.
		$connection = $this->session->require_own_connection( $user_id );
		$content    = $this->take_images_along( $connection, $content );
		$is_file    = $post_id <= 0 && TemplateFile::FORMAT === ( ( (array) ( $params['file_content'] ?? array() ) )['stencilbox'] ?? null );
		$result     = $this->session->call(
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
			)
		);
		$file = (array) $result['file'];
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
		return array(
			'status'   => 'success',
			'message'  => __( 'Your file has been pushed successfully to your cloud store.', 'stencilbox' ),
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
	 * A post of this site as a template, for a user who may read it in full.
	 *
	 * @param int $post_id Post.
	 * @return array{platform: string, type: string, content: string, title: string}
	 * @throws HttpError 404 (no such post), 403 (not theirs to read, or password protected).
	 */
	private function from_post( int $post_id ): array {
		$post = get_post( $post_id );
		if ( ! $post || 'revision' === $post->post_type ) {
			throw new HttpError( 'not_found', __( 'That post does not exist.', 'stencilbox' ), 404 );
		}
		if ( ! current_user_can( 'read_post', $post_id ) ) {
			throw new HttpError( 'rest_forbidden', __( 'Sorry, you are not allowed to read this post.', 'stencilbox' ), 403 );
		}
		// Only what the user may read in full, as core's REST decides: a
		// password-protected post (its Elementor data too) only for those who
		// may edit it or have entered its password.
		if ( post_password_required( $post ) && ! current_user_can( 'edit_post', $post_id ) ) {
			throw new HttpError( 'rest_forbidden', __( 'This post is password protected. Only those who may edit it can push it to the cloud.', 'stencilbox' ), 403 );
		}
		$elementor = (string) get_post_meta( $post_id, '_elementor_data', true );
		$is_block  = in_array( $post->post_type, array( 'wp_block', 'wp_template_part' ), true );
		if ( 'builder' === get_post_meta( $post_id, '_elementor_edit_mode', true ) && '' !== $elementor ) {
			$content = (string) wp_json_encode(
				array(
					'content'       => json_decode( $elementor, true ),
					'page_settings' => (array) get_post_meta( $post_id, '_elementor_page_settings', true ),
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
						'data' => base64_encode( (string) file_get_contents( $path ) ),
					)
				);
				$map[ $url ] = (string) $stored['url'];
			} catch ( HttpError $error ) {
				if ( 'invalid_data' !== $error->error_code() ) {
					throw $error;
				}
				// Not an image the cloud keeps: the template keeps its address.
			}
		}
		return $map ? ImageLocalizer::replace_urls( $content, $map ) : $content;
	}
}
