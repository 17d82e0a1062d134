<?php
/**
 * The real Elementor: every merge case of Elementor elements
 * (`ElementMergeCases`, issue [25] item 4) through the real route
 * (`ElementorMergeRun`, the stand-in run's harness), the site's edits
 * saved by Elementor's own `Document::save()`, and each case checked where
 * a visitor meets it: the page Elementor renders on the front end and the
 * CSS it serves for that post.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\ElementorReal;

use Stencilbox\Tests\AccountHelpers;
use Stencilbox\Tests\CatalogTestCase;
use Stencilbox\Tests\ElementMergeCases;
use Stencilbox\Tests\ElementorKits;
use Stencilbox\Tests\ElementorMergeRun;
use Stencilbox\Tests\FrontPages;
use Stencilbox\Tests\VersionHelpers;

/**
 * On this site's own hub, with a block theme.
 */
final class RealElementorMergeCasesTest extends CatalogTestCase {
	use AccountHelpers;
	use ElementorMergeRun;
	use FrontPages;
	use VersionHelpers;

	/**
	 * The case's images' attachments, by file name.
	 *
	 * @var array<string, int>
	 */
	private array $attachments = array();

	/**
	 * The page template the imported page is given ('' the one the import
	 * gave it: the item's Elementor Full Width, which on a block theme is
	 * drawn between the theme's header and footer parts).
	 *
	 * @var string
	 */
	private string $template = '';

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_merge_case();
	}

	/**
	 * The imported page on the page template the test asks for, if any.
	 *
	 * @param int $page The page.
	 */
	protected function imported( int $page ): void {
		if ( '' !== $this->template ) {
			update_post_meta( $page, '_wp_page_template', $this->template );
		}
	}

	protected function tearDown(): void {
		remove_all_filters( 'pre_option_elementor_css_print_method' );
		$this->release_mails();
		parent::tearDown();
	}

	/**
	 * The cases.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		return ElementMergeCases::cases();
	}

	protected function save_ours( int $page, array $elements ): void {
		ElementorKits::forget_document( $page );
		\Elementor\Plugin::$instance->documents->get( $page, false )->save( array( 'elements' => $elements ) );
	}

	protected function as_saved( int $page, array $elements ): array {
		$document = \Elementor\Plugin::$instance->documents->get( $page, false );
		$document->set_is_saving( true );
		try {
			return $document->get_elements_raw_data( $elements );
		} finally {
			$document->set_is_saving( false );
		}
	}

	/**
	 * The page as a visitor gets it (signed out, a front-end request, the
	 * theme's whole page): Elementor's document as Elementor renders it
	 * into the theme's content, and the CSS Elementor serves for the post
	 * (its file, `Core\Files\CSS\Post`, or inline where it prints it so).
	 *
	 * @param int $page The page.
	 * @return array{html: string, css: string}
	 */
	private function visit( int $page ): array {
		// As a new request: no style printed yet, the page's document read again.
		ElementorKits::forget_document( $page );
		$GLOBALS['wp_styles'] = null;
		$user                 = get_current_user_id();
		wp_set_current_user( 0 );
		self::front_request( 'page_id=' . $page );
		$html = self::loaded_template();
		wp_set_current_user( $user );
		$start = strpos( $html, '<div data-elementor-type="wp-page" data-elementor-id="' . $page . '"' );
		$this->assertNotFalse( $start, 'Elementor renders the page’s document' );
		// The theme's content ends with its main; Elementor's Canvas has the page alone.
		$end = strpos( $html, '</main>', (int) $start );
		$end = false === $end ? strpos( $html, '</body>', (int) $start ) : $end;
		$this->assertNotFalse( $end );
		$css = '';
		if ( preg_match( '#<link rel=[\'"]stylesheet[\'"] id=[\'"]elementor-post-' . $page . '-css[\'"] href=[\'"]([^\'"?]+)#', $html, $link ) ) {
			$uploads = wp_get_upload_dir();
			$this->assertStringStartsWith( $uploads['baseurl'] . '/elementor/css/', $link[1] );
			$css = (string) file_get_contents( $uploads['basedir'] . substr( $link[1], strlen( $uploads['baseurl'] ) ) );
		} elseif ( preg_match( '#<style id=[\'"]elementor-frontend-inline-css[\'"]>(.*?)</style>#s', $html, $inline ) ) {
			// Printed inline (Elementor's "Internal Embedding"): after Elementor's front-end stylesheet, the kit's and the post's.
			$this->assertStringContainsString( '.elementor-' . $page . ' ', $inline[1] );
			$css = $inline[1];
		}
		return array(
			'html' => substr( $html, (int) $start, (int) $end - (int) $start ),
			'css'  => $css,
		);
	}

	/**
	 * The page as a visitor meets it. Before the merge: Elementor renders
	 * the site's page and serves its CSS (made now, so the merge's save has
	 * a served file to replace). After it: the row's texts in the markup as
	 * a visitor reads it (its tags without their attributes), and its
	 * `elementor` expectations on the markup and on the CSS.
	 *
	 * @param int                  $page  The page.
	 * @param array<string, mixed> $case  The row.
	 * @param string               $stage `ours`, `merged` or `resolved`.
	 */
	protected function check_visit( int $page, array $case, string $stage ): void {
		$seen = $this->visit( $page );
		$this->assertNotSame( '', $seen['css'], $stage . ': Elementor serves the page’s CSS' );
		if ( 'ours' === $stage ) {
			return;
		}
		$expect = (array) ( $case['elementor'] ?? array() );
		if ( 'resolved' === $stage ) {
			$expect = (array) ( $expect['resolved'] ?? array() );
		} else {
			$text = (string) preg_replace( '/<([a-z][a-z0-9]*)\s[^>]*>/i', '<$1>', $seen['html'] );
			foreach ( $case['front']['has'] as $shown ) {
				$this->assertStringContainsString( $shown, $text, 'the visitor sees it' );
			}
			foreach ( $case['front']['not'] as $unseen ) {
				$this->assertStringNotContainsString( $unseen, $text, 'the visitor does not see it' );
			}
		}
		foreach ( $expect['html']['has'] ?? array() as $shown ) {
			$this->assertStringContainsString( $shown, $seen['html'], "$stage: Elementor renders it" );
		}
		foreach ( $expect['html']['not'] ?? array() as $unseen ) {
			$this->assertStringNotContainsString( $unseen, $seen['html'], "$stage: Elementor does not render it" );
		}
		foreach ( $expect['html']['match'] ?? array() as $pattern ) {
			$this->assertMatchesRegularExpression( $pattern, $seen['html'], "$stage: Elementor renders it so" );
		}
		foreach ( $expect['css']['has'] ?? array() as $rule ) {
			if ( is_array( $rule ) ) {
				$this->assertMatchesRegularExpression( self::rule( $rule ), $seen['css'], "$stage: Elementor’s CSS for the post draws it" );
			} else {
				$this->assertStringContainsString( $rule, $seen['css'], "$stage: Elementor’s CSS for the post draws it" );
			}
		}
		foreach ( $expect['css']['not'] ?? array() as $rule ) {
			if ( is_array( $rule ) ) {
				$this->assertDoesNotMatchRegularExpression( self::rule( $rule ), $seen['css'], "$stage: Elementor’s CSS for the post does not draw it" );
			} else {
				$this->assertStringNotContainsString( $rule, $seen['css'], "$stage: Elementor’s CSS for the post does not draw it" );
			}
		}
	}

	/**
	 * A declaration in a rule of one element (`.elementor-element-<id>`).
	 *
	 * @param array{0: string, 1: string} $rule Its element's id and the declaration.
	 */
	private static function rule( array $rule ): string {
		return '/\.elementor-element-' . preg_quote( $rule[0], '/' ) . '(?![\w-])[^{}]*\{[^}]*(?<![\w-])' . preg_quote( $rule[1], '/' ) . '/';
	}

	/**
	 * The images of a case as attachments of this site (files in uploads,
	 * their sizes as WordPress records them), its image settings pointing
	 * at them: Elementor renders an image by its attachment, at the size
	 * the widget asks for.
	 *
	 * @param mixed $value A row or part of it.
	 * @return mixed
	 */
	private function attached( mixed $value ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( isset( $value['url'], $value['id'] ) && is_string( $value['url'] ) && preg_match( '#/merge-cases/([a-z0-9-]+)\.jpg$#', $value['url'], $file ) ) {
			$value['id'] = $this->attachment( $file[1] );
		}
		return array_map( array( $this, 'attached' ), $value );
	}

	/**
	 * An image's attachment (made once).
	 *
	 * @param string $name Its file name without `.jpg`.
	 */
	private function attachment( string $name ): int {
		if ( isset( $this->attachments[ $name ] ) ) {
			return $this->attachments[ $name ];
		}
		$file = "merge-cases/{$name}.jpg";
		$id   = (int) wp_insert_attachment(
			array(
				'post_title'     => $name,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			$file
		);
		$size = static fn( int $width, int $height ): array => array(
			'file'      => "{$name}-{$width}x{$height}.jpg",
			'width'     => $width,
			'height'    => $height,
			'mime-type' => 'image/jpeg',
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => $file,
				'sizes'  => array(
					'medium' => $size( 300, 200 ),
					'large'  => $size( 1024, 683 ),
				),
			)
		);
		$this->attachments[ $name ] = $id;
		return $id;
	}

	/**
	 * One case through the Updates route, on the real Elementor.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $row The row.
	 */
	public function test_a_case_merges_and_elementor_renders_it_to_a_visitor( array $row ): void {
		$case         = $this->attached( self::local( $row ) );
		$case['also'] = $row['also'] ?? null;
		$this->run_merge_case( $case );
	}

	/**
	 * Two cases of new style upstream.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function inline_cases(): array {
		return array_intersect_key(
			ElementMergeCases::cases(),
			array_flip( array( 'content here + style controls and button words upstream, the site’s ids kept', 'section added here at the end + padding upstream' ) )
		);
	}

	/**
	 * The same where Elementor prints a post's CSS into the page (its
	 * "CSS Print Method": Internal Embedding) instead of a file. On
	 * Elementor's Canvas: a block theme renders its content before
	 * `wp_head`, where Elementor's inline post CSS is dropped (its
	 * `elementor-frontend` style is not registered yet), so Elementor prints
	 * no CSS of the page at all there.
	 *
	 * @dataProvider inline_cases
	 *
	 * @param array<string, mixed> $row The row.
	 */
	public function test_a_case_merges_and_elementor_prints_its_css_inline( array $row ): void {
		add_filter( 'pre_option_elementor_css_print_method', static fn(): string => 'internal' );
		$this->template = 'elementor_canvas';
		$case         = self::local( $row );
		$case['also'] = $row['also'] ?? null;
		$this->run_merge_case( $case );
	}
}
