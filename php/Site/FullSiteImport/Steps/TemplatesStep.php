<?php
/**
 * Full-site import step `templates`: creating templates.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Platform\Platforms;

defined( 'ABSPATH' ) || exit;

/**
 * Creating templates (`Importer::STEPS` lists it in the spec's order).
 */
final class TemplatesStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'templates';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Creating templates', 'stencilbox' );
	}

	/**
	 * How many units the step has now.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( array $state ): int {
		return count( StepTools::items( $state, true ) );
	}

	/**
	 * Whether another import's published kit of the same type is newer than
	 * a kit (display conditions of equal rank: the newest is shown). The
	 * site's own templates are not counted: one the user made later was
	 * their choice.
	 *
	 * @param int    $id   The kit.
	 * @param string $type Its template type.
	 */
	private static function outshone( int $id, string $type ): bool {
		$kit = get_post( $id );
		if ( ! $kit || 'publish' !== $kit->post_status ) {
			return false;
		}
		$newer = get_posts(
			array(
				'post_type'        => TemplatePostType::POST_TYPE,
				'post_status'      => 'publish',
				'fields'           => 'ids',
				'numberposts'      => 1,
				'exclude'          => array( $id ),
				'suppress_filters' => true,
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- our two meta keys, once per kit of an import.
				'meta_query'       => array(
					array(
						'key'   => TemplatePostType::META_TYPE,
						'value' => $type,
					),
					array(
						'key'   => TemplatePostType::META_KIT,
						'value' => '1',
					),
				),
				'date_query'       => array(
					array(
						'column'    => 'post_modified_gmt',
						'after'     => $kit->post_modified_gmt,
						'inclusive' => true,
					),
				),
			)
		);
		return array() !== $newer;
	}

	/**
	 * Templates: one kit block becomes a published saved template marked
	 * `is_kit` (issue [8]): header and footer everywhere, single on posts.
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		unset( $session );
		$item = StepTools::items( $state, true )[ $unit ] ?? null;
		if ( null === $item || isset( $state['templates'][ $item['slug'] ] ) ) {
			return;
		}
		$type     = (string) $item['template_type'];
		$platform = (string) $state['info']['platform'];
		$content  = $this->tools->dressed( $item, $state );
		$state['results']['template_types'][ $type ] = (int) ( $state['results']['template_types'][ $type ] ?? 0 ) + 1;
		// The same pack imported again: its kit is found by its stable id, and
		// kept, or written again in place (`StepTools::earlier()`). Its display
		// conditions stay as they are on this site.
		$earlier = $this->tools->earlier( TemplatePostType::POST_TYPE, 'template', $item, (string) $item['name'], $content, $state );
		if ( $earlier['id'] > 0 ) {
			$state['templates'][ $item['slug'] ] = $earlier['id'];
			if ( $earlier['write'] ) {
				wp_update_post(
					wp_slash(
						array(
							'ID'           => $earlier['id'],
							'post_content' => Platforms::get( $platform )->post_content( $content ),
						)
					)
				);
				Platforms::get( $platform )->write_document( $earlier['id'], $content, TemplatePostType::POST_TYPE );
				StepTools::placed( $earlier['id'], $item, $state, $this->tools->dressed_context( $item, $state ) );
			} elseif ( current_user_can( 'edit_post', $earlier['id'] ) && self::outshone( $earlier['id'], $type ) ) {
				// Another pack's kit came later (pack A, then B, then A again): of
				// equal conditions the newest is shown, so this one is brought
				// forward, as a kit made now would be (its modified time; its
				// content, edited or not, stays).
				wp_update_post( array( 'ID' => $earlier['id'] ) );
			}
			return;
		}
		$conditions = 'single' === $type
			? array(
				array(
					'type'     => 'include',
					'name'     => 'singular',
					'sub_name' => 'post_type:post',
				),
			)
			: array(
				array(
					'type' => 'include',
					'name' => 'general',
				),
			);
		$id         = $this->tools->templates->create(
			$platform,
			$type,
			array(
				'title'      => (string) $item['name'],
				'content'    => Platforms::get( $platform )->post_content( $content ),
				'conditions' => $conditions,
				'is_kit'     => true,
				'status'     => 'publish',
				'author'     => (int) get_current_user_id(),
			)
		);
		// Found by the next import of this pack.
		add_post_meta( $id, References::META, $earlier['stable'], true );
		// A document of our template post type (as Create Template makes one).
		Platforms::get( $platform )->write_document( $id, $content, TemplatePostType::POST_TYPE );
		StepTools::placed( $id, $item, $state, $this->tools->dressed_context( $item, $state ) );
		$state['templates'][ $item['slug'] ] = $id;
	}
}
