<?php
/**
 * The condition-type registry: the built-in types, and a type another plugin
 * adds through `stencilbox_condition_types`, seen in the modal's config, in
 * the save's checks and in what visitors get on block and classic themes.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Templates;

use Stencilbox\Site\Templates\ConditionTypes;
use Stencilbox\Site\Templates\ConditionTypes\EntireSite;
use Stencilbox\Tests\TemplatesTestCase;

require_once __DIR__ . '/LoggedInVisitors.php';
require_once __DIR__ . '/BetweenDates.php';

/**
 * Registry, config, save and rendering.
 */
final class ConditionTypesTest extends TemplatesTestCase {
	/** The header a logged-in visitor gets. */
	private const HEADER = '<!-- wp:paragraph --><p>Hello, member</p><!-- /wp:paragraph -->';

	/**
	 * Adds the logged-in type (what the other plugin would do).
	 *
	 * @param array<int, mixed> $types Types.
	 * @return array<int, mixed>
	 */
	public static function add_logged_in( array $types ): array {
		$types[] = new LoggedInVisitors();
		return $types;
	}

	/**
	 * Adds the between-dates type (a type with fields of its own).
	 *
	 * @param array<int, mixed> $types Types.
	 * @return array<int, mixed>
	 */
	public static function add_between_dates( array $types ): array {
		$types[] = new BetweenDates();
		return $types;
	}

	protected function tearDown(): void {
		remove_filter( ConditionTypes::FILTER, array( self::class, 'add_logged_in' ) );
		remove_filter( ConditionTypes::FILTER, array( self::class, 'add_between_dates' ) );
		if ( 'twentytwentyfive' !== get_stylesheet() ) {
			// The classic-theme test's switch is not undone by the rollback,
			// nor the output buffer core hooks for a classic theme's styles.
			switch_theme( 'twentytwentyfive' );
			remove_filter( 'wp_should_output_buffer_template_for_enhancement', '__return_true', 0 );
			remove_action( 'wp_template_enhancement_output_buffer_started', 'wp_hoist_late_printed_styles' );
		}
		parent::tearDown();
	}

	public function test_the_built_in_types_in_the_modal_order(): void {
		$this->assertSame( array_keys( ConditionTypes::BUILT_IN ), ( new ConditionTypes() )->names() );
		$this->assertSame( ConditionTypes::DEFAULT_NAME, ConditionTypes::defaults()[0]->name(), 'spec part 2 §3: name defaults to general' );
		$this->assertSame( 'general', ConditionTypes::DEFAULT_NAME, 'spec part 2 §3' );
		foreach ( ConditionTypes::BUILT_IN as $name => $class_name ) {
			$this->assertSame( $name, ( new $class_name() )->name(), 'each built-in type is listed under its name' );
		}
	}

	public function test_the_filter_cannot_break_the_list(): void {
		$filter = static fn( array $types ): array => array_merge( $types, array( 'not a type', new EntireSite(), new LoggedInVisitors() ) );
		add_filter( ConditionTypes::FILTER, $filter );
		try {
			$types = ( new ConditionTypes() )->all();
		} finally {
			remove_filter( ConditionTypes::FILTER, $filter );
		}
		$this->assertSame( array( ...array_keys( ConditionTypes::BUILT_IN ), 'logged_in' ), array_keys( $types ), 'junk and a second "general" are left out' );
		$this->assertSame( EntireSite::class, get_class( $types['general'] ) );
	}

	public function test_a_type_added_through_the_filter_is_offered_saved_and_listed(): void {
		add_filter( ConditionTypes::FILTER, array( self::class, 'add_logged_in' ) );
		$id = $this->template( 'header' );
		$this->login_as( 'administrator' );
		$config = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) )->get_data()['config'];
		$this->assertSame( array( ...array_keys( ConditionTypes::BUILT_IN ), 'logged_in' ), array_column( $config, 'name' ) );
		$this->assertSame(
			array(
				'name'      => 'logged_in',
				'label'     => 'Logged-in Visitors',
				'sub_names' => array(),
				'fields'    => array(),
			),
			$config[ count( ConditionTypes::BUILT_IN ) ]
		);

		$saved = $this->save_condition( $id, array( 'type' => 'include', 'name' => 'logged_in' ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'logged_in', $saved->get_data()['template_conditions'][0]['name'] );
		$this->assertSame( array( $id ), array_column( $this->index->templates(), 'id' ) );

		// A type without sub-names takes no further choice.
		$bad = $this->save_condition( $id, array( 'type' => 'include', 'name' => 'logged_in', 'sub_name' => 'all' ) );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertSame( 'This condition takes no further choice.', $bad->get_data()['message'] );
	}

	public function test_a_type_s_own_fields_are_offered_checked_stored_and_read(): void {
		add_filter( ConditionTypes::FILTER, array( self::class, 'add_between_dates' ) );
		$id = $this->template( 'header', array(), array( 'content' => self::HEADER ) );
		$this->login_as( 'administrator' );
		$config = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) )->get_data()['config'];
		// Found by name: it is the filter's (last), or built in (README, "add a display-condition type").
		$dates = array_column( $config, null, 'name' )['between_dates'] ?? array();
		$this->assertSame( 'between_dates', $dates['name'] ?? null );
		$this->assertSame(
			array(
				array(
					'name'    => 'from',
					'label'   => 'From',
					'type'    => 'string',
					'format'  => 'date',
					'default' => '1970-01-01',
				),
				array(
					'name'    => 'to',
					'label'   => 'To',
					'type'    => 'string',
					'format'  => 'date',
					'default' => '1970-01-01',
				),
			),
			$dates['fields']
		);
		$this->assertSame( array(), $config[0]['fields'], 'the built-in types add none' );

		$save  = fn( array $row ): \WP_REST_Response => $this->save_condition( $id, $row + array( 'type' => 'include' ) );
		$today = current_time( 'Y-m-d' );
		$saved = $save(
			array(
				'name' => 'between_dates',
				'from' => '2000-01-01',
				'to'   => $today,
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$row = $saved->get_data()['template_conditions'][0];
		$this->assertSame( array( '2000-01-01', $today ), array( $row['from'], $row['to'] ), 'the answer carries them' );
		$stored = $this->rest( 'GET', '/stencilbox/v1/conditions', array( 'template_id' => $id ) )->get_data()['template_conditions'][0];
		$this->assertSame( array( '2000-01-01', $today ), array( $stored['from'], $stored['to'] ), 'stored' );

		// The resolver reads them: today is within, a past range is not.
		$post = $this->post();
		wp_set_current_user( 0 );
		$this->assertStringContainsString( 'Hello, member', $this->page( 'p=' . $post ) );
		$this->login_as( 'administrator' );
		$this->assertSame(
			200,
			$save(
				array(
					'name' => 'between_dates',
					'from' => '2000-01-01',
					'to'   => '2000-12-31',
				)
			)->get_status()
		);
		wp_set_current_user( 0 );
		$this->assertStringNotContainsString( 'Hello, member', $this->page( 'p=' . $post ) );

		// A field is checked against its schema, and never dropped: one of
		// another type, or of no type, refuses the row.
		$this->login_as( 'administrator' );
		$this->assertSame( 400, $save( array( 'name' => 'between_dates', 'from' => 'soon' ) )->get_status() );
		$other = $save( array( 'name' => 'general', 'from' => '2000-01-01' ) );
		$this->assertSame( 400, $other->get_status() );
		$this->assertSame( 'This condition has no field from.', $other->get_data()['message'] );
		$this->assertSame( 400, $save( array( 'name' => 'between_dates', 'where' => 'here' ) )->get_status() );
	}

	public function test_without_the_filter_the_type_does_not_exist(): void {
		$id = $this->template( 'header' );
		$this->login_as( 'administrator' );
		$saved = $this->save_condition( $id, array( 'type' => 'include', 'name' => 'logged_in' ) );
		$this->assertSame( 400, $saved->get_status() );
		$this->assertSame( 'invalid_data', $saved->get_data()['code'] );
	}

	public function test_block_theme_a_plugin_type_decides_who_gets_the_header(): void {
		add_filter( ConditionTypes::FILTER, array( self::class, 'add_logged_in' ) );
		$this->template( 'header', array( array( 'type' => 'include', 'name' => 'logged_in' ) ), array( 'content' => self::HEADER ) );
		$post = $this->post();

		wp_set_current_user( 0 );
		$html = $this->page( 'p=' . $post );
		$this->assertStringNotContainsString( 'Hello, member', $html, 'a visitor who is not signed in keeps the theme header' );
		$this->assertStringContainsString( '<header class="wp-block-template-part">', $html );

		$this->login_as( 'subscriber' );
		$html = $this->page( 'p=' . $post );
		$this->assertStringContainsString( '<header class="wp-block-template-part stencilbox-template stencilbox-template--header">', $html );
		$this->assertStringContainsString( 'Hello, member', $html );
	}

	public function test_classic_theme_a_plugin_type_and_the_rules_together(): void {
		add_filter( ConditionTypes::FILTER, array( self::class, 'add_logged_in' ) );
		switch_theme( 'twentytwentyone' );
		$post  = $this->post();
		$older = $this->template( 'header', array( array( 'type' => 'include', 'name' => 'general' ) ), array( 'content' => '<!-- wp:paragraph --><p>Everyone</p><!-- /wp:paragraph -->' ) );
		$this->template(
			'header',
			array(
				array( 'type' => 'include', 'name' => 'logged_in' ),
				// Exclude beats include: never on the front page.
				array( 'type' => 'exclude', 'name' => 'singular', 'sub_name' => 'front_page' ),
			),
			array( 'content' => self::HEADER )
		);
		$this->assertGreaterThan( 0, $older );

		$header = function ( string $query ): string {
			$this->go_to( $query );
			apply_filters( 'template_include', get_template_directory() . '/index.php' );
			$this->renderer->prerender_parts();
			ob_start();
			$this->renderer->print_header();
			return (string) ob_get_clean();
		};
		wp_set_current_user( 0 );
		$this->assertStringContainsString( 'Everyone', $header( 'p=' . $post ) );
		$this->login_as( 'subscriber' );
		// Same rank (0) as the entire site: the newer template wins the tie.
		$this->assertStringContainsString( 'Hello, member', $header( 'p=' . $post ) );
		$this->assertStringContainsString( 'Everyone', $header( '' ), 'the exclude wins on the front page' );
	}

	/**
	 * Saves one condition row as a template's only one (the save-conditions route).
	 *
	 * @param int                  $id  Template.
	 * @param array<string, mixed> $row The condition.
	 */
	private function save_condition( int $id, array $row ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/stencilbox/v1/save-conditions',
			array(
				'template_id' => $id,
				'conditions'  => array( $row ),
			)
		);
	}
}
