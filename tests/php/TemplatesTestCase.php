<?php
/**
 * Base for saved-template tests: templates, content and front-end requests.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests;

use Stencilbox\Plugin;
use Stencilbox\Site\Templates\DisplayIndex;
use Stencilbox\Site\Templates\TemplateRenderer;
use Stencilbox\Site\Templates\TemplateRepository;

/**
 * Helpers to make templates and to run a front-end request in-process.
 */
abstract class TemplatesTestCase extends TestCase {
	use FrontPages;

	protected TemplateRepository $templates;
	protected DisplayIndex $index;
	protected TemplateRenderer $renderer;

	/**
	 * The plugin's template services, with an up-to-date index and no
	 * request left over.
	 */
	protected function setUp(): void {
		parent::setUp();
		$plugin          = Plugin::instance();
		$this->templates = $plugin->service( TemplateRepository::class );
		$this->index     = $plugin->service( DisplayIndex::class );
		$this->renderer  = $plugin->service( TemplateRenderer::class );
		$this->index->rebuild();
		$this->renderer->reset();
	}

	/**
	 * Forgets the request the test made.
	 */
	protected function tearDown(): void {
		$this->renderer->reset();
		unset( $GLOBALS['_wp_current_template_content'], $GLOBALS['_wp_current_template_id'] );
		parent::tearDown();
	}

	/**
	 * A template made through the service API (as an administrator).
	 *
	 * @param string                           $type       Template type.
	 * @param array<int, array<string, mixed>> $conditions Conditions.
	 * @param array<string, mixed>             $args       More create() args.
	 */
	protected function template( string $type, array $conditions = array(), array $args = array() ): int {
		$user = get_current_user_id();
		wp_set_current_user( 1 );
		$id = $this->templates->create(
			$args['platform'] ?? 'gutenberg',
			$type,
			$args + array(
				'title'      => ucfirst( $type ) . ' ' . wp_generate_password( 4, false ),
				'content'    => '<!-- wp:paragraph --><p>Stencilbox ' . $type . ' content</p><!-- /wp:paragraph -->',
				'conditions' => $conditions,
				'status'     => 'publish',
			)
		);
		wp_set_current_user( $user );
		return $id;
	}

	/**
	 * Runs the main query of a front-end request (plain permalinks), as
	 * WordPress does before choosing a template.
	 *
	 * @param string $query Query string, e.g. `p=5`.
	 */
	protected function go_to( string $query ): void {
		self::front_request( $query );
		$this->renderer->reset();
	}

	/**
	 * The whole page a visitor gets for a request, through WordPress's
	 * template loader (block themes only here: a classic theme's
	 * functions.php is not loaded in-process).
	 *
	 * @param string $query Query string.
	 */
	protected function page( string $query ): string {
		$this->go_to( $query );
		return self::loaded_template();
	}

	/**
	 * A published post.
	 *
	 * @param array<string, mixed> $args Post fields.
	 */
	protected function post( array $args = array() ): int {
		return (int) wp_insert_post(
			$args + array(
				'post_title'   => 'A post ' . wp_generate_password( 4, false ),
				'post_content' => '<!-- wp:paragraph --><p>The post body</p><!-- /wp:paragraph -->',
				'post_status'  => 'publish',
				'post_author'  => 1,
			)
		);
	}
}
