<?php
/**
 * One schema, two languages: the TypeScript types of the saved-template
 * and condition calls (src/api/templates.ts) have exactly the fields of the
 * real answers, and TEMPLATE_TYPES is PHP's list.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Plugin;
use Stencilbox\Site\ElementorBridge;
use Stencilbox\Site\Templates\TemplateEditor;
use Stencilbox\Site\Templates\TemplatePostType;
use Stencilbox\Site\Templates\TemplateRepository;
use Stencilbox\Tests\TemplatesTestCase;

/**
 * Real answers against the interfaces.
 *
 * @database-neutral uses TemplateRepository for its type labels only; the answers it checks are schemas.
 */
final class TemplatesTypesTest extends TemplatesTestCase {
	/**
	 * The TypeScript source.
	 */
	private function ts(): string {
		return (string) file_get_contents( dirname( __DIR__, 4 ) . '/src/api/templates.ts' );
	}

	/**
	 * Where the types templates.ts derives from a generated answer type sit
	 * in its schema (src/api/generated/answer-schemas.json, the source of
	 * src/api/generated/answers.ts).
	 */
	private const NESTED = array(
		'SavedTemplate'        => array( 'SavedTemplatesPage', 'items' ),
		'Condition'            => array( 'TemplateConditions', 'template_conditions' ),
		'ConditionConfigEntry' => array( 'TemplateConditions', 'config' ),
		'ConditionSubName'     => array( 'TemplateConditions', 'config', 'sub_names' ),
	);

	/**
	 * Top-level field names of an answer type as the generated TypeScript
	 * has it (templates.ts re-exports or derives each one).
	 *
	 * @param string $name Type name.
	 * @return string[]
	 */
	private function ts_fields( string $name ): array {
		$this->assertMatchesRegularExpression( '/\\b' . $name . '\\b/', $this->ts(), "templates.ts names $name" );
		$schemas = json_decode( (string) file_get_contents( dirname( __DIR__, 4 ) . '/src/api/generated/answer-schemas.json' ), true );
		$path    = self::NESTED[ $name ] ?? array( $name );
		$schema  = $schemas[ array_shift( $path ) ];
		foreach ( $path as $field ) {
			$schema = $schema['properties'][ $field ]['items'];
		}
		$names = array_keys( $schema['properties'] );
		sort( $names );
		return $names;
	}

	/**
	 * Asserts an answer has exactly the typed fields.
	 *
	 * @param string               $name   Interface.
	 * @param array<string, mixed> $answer Real answer.
	 */
	private function assert_typed( string $name, array $answer ): void {
		$keys = array_keys( $answer );
		sort( $keys );
		$this->assertSame( $this->ts_fields( $name ), $keys, $name );
	}

	public function test_template_types_match_php(): void {
		// Generated (`npm run rules`); templates.ts passes the generated list on.
		$lists = (string) file_get_contents( dirname( __DIR__, 4 ) . '/src/utils/generated/lists.ts' );
		$this->assertStringContainsString( "import { TEMPLATE_TYPES } from '../utils/generated/lists';", $this->ts() );
		$this->assertSame( 1, preg_match( '/export const TEMPLATE_TYPES = \[(.*?)\] as const;/s', $lists, $list ) );
		preg_match_all( "/'([^']+)'/", $list[1], $types );
		$this->assertSame( TemplatePostType::TYPES, $types[1] );
	}

	public function test_every_template_type_has_a_php_label(): void {
		foreach ( TemplatePostType::TYPES as $type ) {
			$this->assertNotSame( $type, TemplateRepository::type_label( $type ), "$type: a label in TemplateRepository::type_label()" );
		}
	}

	public function test_answers_match_the_typescript_types(): void {
		$this->login_as( 'administrator' );
		$page = $this->post( array( 'post_type' => 'page', 'post_title' => 'About' ) );
		$id   = $this->template( 'header' );

		$list = $this->rest( 'GET', '/stencilbox/v1/saved-templates' )->get_data();
		$this->assert_typed( 'SavedTemplatesPage', $list );
		$this->assert_typed( 'SavedTemplate', $list['items'][0] );

		$created = $this->rest( 'POST', '/stencilbox/v1/create-template', array( 'platform' => 'gutenberg', 'type' => 'footer' ) )->get_data();
		$this->assert_typed( 'CreateTemplateResponse', $created );

		$saved = $this->rest(
			'POST',
			'/stencilbox/v1/save-conditions',
			array(
				'template_id' => $id,
				'conditions'  => array(
					array(
						'type'     => 'include',
						'name'     => 'singular',
						'sub_name' => 'post_type:page',
						'sub_id'   => $page,
					),
				),
			)
		)->get_data();
		$this->assert_typed( 'SaveConditionsResponse', $saved );
		$conditions = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) )->get_data();
		$this->assert_typed( 'TemplateConditions', $conditions );
		$this->assert_typed( 'Condition', $conditions['template_conditions'][0] );
		$this->assert_typed( 'ConditionConfigEntry', $conditions['config'][1] );
		$this->assert_typed( 'ConditionSubName', $conditions['config'][1]['sub_names'][0] );

		$options = $this->rest( 'GET', '/stencilbox/v1/autocomplete-condition', array( 'query' => 'post:page' ) )->get_data();
		$this->assert_typed( 'ConditionOption', $options[0] );

		$deleted = $this->rest( 'POST', '/stencilbox/v1/saved-templates/delete', array( 'id' => $id, 'confirm' => true ) )->get_data();
		$this->assert_typed( 'DeleteTemplateResponse', $deleted );
	}

	public function test_the_template_editor_script_loads_only_for_templates_and_its_block_never_shows_a_template(): void {
		$this->login_as( 'administrator' );
		$id = $this->template( 'single', array(), array( 'content' => '<!-- wp:stencilbox/post-content /-->' ) );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		\WP_Screen::get( 'post' )->set_current_screen();
		do_action( 'enqueue_block_editor_assets' );
		$this->assertFalse( wp_script_is( 'stencilbox-template-editor', 'enqueued' ) );
		$GLOBALS['current_screen'] = null;
		\WP_Screen::get( TemplatePostType::POST_TYPE )->set_current_screen();
		do_action( 'enqueue_block_editor_assets' );
		$this->assertTrue( wp_script_is( 'stencilbox-template-editor', 'enqueued' ) );
		$GLOBALS['current_screen'] = null;

		// A template's own Post Content block renders nothing (no self-display).
		$GLOBALS['post'] = get_post( $id );
		$this->assertSame( '', trim( do_blocks( get_post( $id )->post_content ) ) );
		unset( $GLOBALS['post'] );
	}

	public function test_elementors_editor_of_a_template_is_told_its_type_and_conditions(): void {
		$this->login_as( 'administrator' );
		$id              = $this->template( 'header' );
		$GLOBALS['post'] = get_post( $id );
		$editor          = Plugin::instance()->service( TemplateEditor::class );
		$this->assertArrayNotHasKey( 'template', $editor->settings( array() ), 'outside an editor' );
		$seen = array();
		// What Elementor's editor gets: settings made while its scripts are enqueued.
		$capture = static function () use ( $editor, &$seen ): void {
			$seen = $editor->settings( array() );
		};
		add_action( ElementorBridge::EDITOR_HOOK, $capture );
		do_action( ElementorBridge::EDITOR_HOOK );
		remove_action( ElementorBridge::EDITOR_HOOK, $capture );
		unset( $GLOBALS['post'] );
		$this->assertSame(
			array(
				'type'       => 'header',
				'conditions' => 0,
			),
			$seen['template'] ?? null
		);
	}
}
