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
