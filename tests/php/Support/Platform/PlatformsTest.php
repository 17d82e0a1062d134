<?php
/**
 * The registry of platforms: one list of names (the catalogue's
 * `ItemArgs::PLATFORMS` is it), an adapter per name, the block editor for
 * a name it does not know, adapters made only when asked for, and what
 * each adapter decides matching what the code it replaced decided.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Platform;

use Stencilbox\Support\Assets;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\ContentUrls;
use Stencilbox\Support\Elementor;
use Stencilbox\Support\Merge\BlockMerge;
use Stencilbox\Support\Merge\ElementMerge;
use Stencilbox\Support\PackBrand;
use Stencilbox\Support\Platform\BlockEditorPlatform;
use Stencilbox\Support\Platform\ElementorPlatform;
use Stencilbox\Support\Platform\Platform;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Provenance\Marker;
use Stencilbox\Tests\TestCase;

/**
 * Platforms and their adapters.
 */
final class PlatformsTest extends TestCase {
	private const BLOCKS = "<!-- wp:image {\"id\":7} -->\n<figure class=\"wp-block-image\"><img src=\"https://hub.example/a.png\" alt=\"A boat\" class=\"wp-image-7\"/></figure>\n<!-- /wp:image -->";

	/**
	 * An Elementor export with one image widget.
	 */
	private static function export(): string {
		return (string) wp_json_encode(
			array(
				'content'       => array(
					array(
						'id'       => 'a1',
						'elType'   => 'widget',
						'settings' => array(
							'image' => array(
								'url' => 'https://hub.example/a.png',
								'id'  => 3,
								'alt' => 'Logo',
							),
						),
					),
				),
				'page_settings' => array( 'template' => Elementor::CANVAS ),
			)
		);
	}

	public function test_the_names_are_one_list(): void {
		$this->assertSame( Platforms::NAMES, array_keys( Platforms::ADAPTERS ), 'every name has its adapter, in the same order' );
		$this->assertSame( Platforms::NAMES, ItemArgs::PLATFORMS );
		$this->assertSame( Platforms::DEFAULT, ItemArgs::DEFAULT_PLATFORM );
		$this->assertContains( Platforms::DEFAULT, Platforms::NAMES );
		$this->assertContains( Platforms::BLOCK_EDITOR, Platforms::NAMES );
		$this->assertSame( Platforms::NAMES, array_keys( Platforms::all() ) );
		foreach ( Platforms::all() as $name => $platform ) {
			$this->assertInstanceOf( Platform::class, $platform );
			$this->assertSame( $name, $platform->name() );
			$this->assertSame( $platform, Platforms::get( $name ), 'one adapter per platform' );
		}
		$this->assertSame( Platforms::BLOCK_EDITOR, Platforms::block_editor_first()[0] );
		$this->assertEqualsCanonicalizing( Platforms::NAMES, Platforms::block_editor_first() );
	}

	public function test_a_name_it_does_not_know_is_the_block_editor_s(): void {
		foreach ( array( '', 'wix', null, 3, array( 'elementor' ) ) as $value ) {
			$this->assertFalse( Platforms::has( $value ) );
			$this->assertNull( Platforms::known( $value ) );
			$this->assertSame( Platforms::BLOCK_EDITOR, Platforms::name_of( $value ) );
		}
		$this->assertInstanceOf( BlockEditorPlatform::class, Platforms::get( 'wix' ) );
		$this->assertInstanceOf( ElementorPlatform::class, Platforms::get( 'elementor' ) );
		$this->assertInstanceOf( ElementorPlatform::class, Platforms::known( 'elementor' ) );
		$this->assertSame( 'elementor', Platforms::name_of( 'elementor' ) );
	}

	public function test_an_adapter_is_loaded_only_when_asked_for(): void {
		$registry = (string) file_get_contents( dirname( __DIR__, 4 ) . '/php/Support/Platform/Platforms.php' );
		// Classes are named by `::class` (no `new`, no call) until `get()` makes one.
		$this->assertSame( 1, preg_match_all( '/new \$class\(\)/', $registry ) );
		$this->assertDoesNotMatchRegularExpression( '/new (BlockEditorPlatform|ElementorPlatform)\b|(BlockEditorPlatform|ElementorPlatform)::(?!class)/', $registry );
	}

	public function test_the_client_gets_every_platform_s_traits(): void {
		$client = Platforms::client();
		$this->assertSame( Platforms::NAMES, array_keys( $client ) );
		foreach ( $client as $name => $traits ) {
			$this->assertSame( array( 'plugin', 'live_preview', 'extension', 'pro_types', 'theme_styles', 'design_from' ), array_keys( $traits ), $name );
			$platform = Platforms::get( $name );
			$this->assertSame( $platform->has_live_preview(), $traits['live_preview'] );
			$this->assertSame( $platform->file_extension(), $traits['extension'] );
			$this->assertSame( $platform->uses_theme_styles(), $traits['theme_styles'] );
			$this->assertSame( $platform->design_from(), $traits['design_from'] );
			$this->assertContains( $traits['design_from'], array( 'theme', 'kit' ), $name );
		}
		$this->assertSame( Elementor::PRO_TYPES, $client['elementor']['pro_types'] );
		$this->assertTrue( $client['elementor']['plugin'] );
		$this->assertFalse( $client[ Platforms::BLOCK_EDITOR ]['plugin'] );
	}

	public function test_the_boot_data_says_what_the_site_has_of_each_editor(): void {
		// What each client adapter reads (src/utils/platforms/<name>/): whether
		// Elementor runs here, and while it is missing, an administrator who
		// may install it is told where.
		$this->login_as( 'administrator' );
		$settings = ( new Assets( __FILE__, '1' ) )->settings();
		$this->assertSame(
			array(
				'active' => Elementor::active(),
				'pro'    => Elementor::pro_active(),
			),
			$settings['elementor']
		);
		if ( ! Elementor::active() && current_user_can( 'install_plugins' ) ) {
			$this->assertStringContainsString( 'plugin-install.php?s=Elementor', $settings['links']['installElementor'] );
		}
		$this->assertSame( 'https://wordpress.org/support/plugin/stencilbox/', $settings['links']['support'], 'the links it adds keep the others' );
		$this->assertTrue( $settings['blockEditor'] );
		$this->assertTrue( $settings['capabilities']['manage_options'] );
		// An editor may not install plugins: no link.
		$this->login_as( 'editor' );
		$this->assertArrayNotHasKey( 'installElementor', ( new Assets( __FILE__, '1' ) )->settings()['links'] );
		foreach ( Platforms::all() as $name => $platform ) {
			$this->assertIsArray( $platform->boot(), $name );
		}
	}

	public function test_content_is_filtered_hashed_and_merged_by_its_platform(): void {
		$blocks    = Platforms::get( Platforms::BLOCK_EDITOR );
		$elementor = Platforms::get( 'elementor' );
		$script    = '<!-- wp:html --><script>alert(1)</script><!-- /wp:html -->';
		$this->assertSame( ContentFilter::blocks( $script ), $blocks->filter( $script, true ), 'markup keeps no code, whoever asks' );
		$this->assertSame( ContentFilter::elementor( self::export(), true ), $elementor->filter( self::export(), true ) );
		$this->assertSame( ContentFilter::content( 'elementor', self::export() ), $elementor->filter( self::export() ) );
		$this->assertSame( Fingerprint::markup( self::BLOCKS ), $blocks->fingerprint( self::BLOCKS ) );
		$elements = json_decode( self::export(), true )['content'];
		$this->assertSame( Fingerprint::elements( $elements ), $elementor->fingerprint( self::export() ), 'an export' );
		$this->assertSame( Fingerprint::elements( $elements ), $elementor->fingerprint( (string) wp_json_encode( $elements ) ), 'a bare element list' );
		$this->assertSame( Fingerprint::content( 'elementor', self::export() ), $elementor->fingerprint( self::export() ) );
		$this->assertInstanceOf( BlockMerge::class, $blocks->merger( array() ) );
		$this->assertInstanceOf( ElementMerge::class, $elementor->merger( array() ) );
		$marked = Marker::mark_blocks( self::BLOCKS, Marker::ref() );
		$this->assertSame( Marker::strip_blocks( $marked ), $blocks->without_marks( $marked ) );
		$this->assertSame( self::export(), $elementor->without_marks( self::export() ) );
	}

	public function test_an_image_block_naming_no_attachment_is_given_its_copy_as_the_editor_saves_one(): void {
		$blocks = Platforms::get( Platforms::BLOCK_EDITOR );
		$figure = static fn( string $attrs, string $img ): string => "<!-- wp:image {$attrs}-->\n<figure class=\"wp-block-image size-full\">{$img}</figure>\n<!-- /wp:image -->";
		$map    = array(
			'https://hub.example/a.png'  => 'http://site.example/wp-content/uploads/a.png',
			'https://hub.example/b.jpg'  => 'http://site.example/wp-content/uploads/b.jpg',
			'https://hub.example/logo.svg' => 'http://site.example/wp-content/uploads/logo.svg',
		);
		$ids    = array(
			'https://hub.example/a.png'  => 42,
			'https://hub.example/b.jpg'  => 43,
			'https://hub.example/logo.svg' => 44,
		);
		$content = implode(
			"\n\n",
			array(
				$figure( '{"sizeSlug":"full"} ', '<img src="https://hub.example/a.png" alt="A"/>' ),
				$figure( '', '<img class="is-style-rounded" src="https://hub.example/b.jpg" alt="B"/>' ),
				$figure( '', '<img src="https://hub.example/logo.svg" alt="Logo"/>' ),
				$figure( '', '<img src="https://elsewhere.example/c.png" alt="C"/>' ),
			)
		);
		$parsed = parse_blocks( $blocks->rewrite_images( $content, $map, $ids ) );
		$images = array_values( array_filter( $parsed, static fn( array $block ): bool => 'core/image' === $block['blockName'] ) );
		$this->assertCount( 4, $images );
		// Its id, and the class core's image block saves beside it.
		$this->assertSame( array( 'sizeSlug' => 'full', 'id' => 42 ), $images[0]['attrs'] );
		$this->assertStringContainsString( '<img class="wp-image-42" src="http://site.example/wp-content/uploads/a.png" alt="A"/>', $images[0]['innerHTML'] );
		$this->assertSame( array( 'id' => 43 ), $images[1]['attrs'] );
		$this->assertStringContainsString( 'class="is-style-rounded wp-image-43"', $images[1]['innerHTML'] );
		// An SVG has no sizes: as the pack drew it. An image not copied: untouched.
		$this->assertSame( array(), $images[2]['attrs'] );
		$this->assertStringNotContainsString( 'wp-image-', $images[2]['innerHTML'] . $images[3]['innerHTML'] );
		$this->assertStringContainsString( 'src="http://site.example/wp-content/uploads/logo.svg"', $images[2]['innerHTML'] );
		$this->assertSame( array(), $images[3]['attrs'] );
		// Content with nothing to name is not rewritten as blocks (only its URLs).
		$plain = "<!-- wp:paragraph -->\n<p>Hello</p>\n<!-- /wp:paragraph -->";
		$this->assertSame( $plain, $blocks->rewrite_images( $plain, $map, $ids ) );
	}

	public function test_a_cover_or_media_and_text_naming_no_attachment_is_given_its_copy_as_the_editor_saves_one(): void {
		$blocks = Platforms::get( Platforms::BLOCK_EDITOR );
		$map    = array(
			'https://hub.example/a.png' => 'http://site.example/wp-content/uploads/a.png',
			'https://hub.example/v.mp4' => 'http://site.example/wp-content/uploads/v.mp4',
		);
		$ids    = array(
			'https://hub.example/a.png' => 42,
			'https://hub.example/v.mp4' => 45,
		);
		$inner  = '<div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --></div>';
		$span   = '<span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>';
		$content = implode(
			"\n\n",
			array(
				// An image background (an <img>, with the class core saves beside its id).
				'<!-- wp:cover {"url":"https://hub.example/a.png","dimRatio":50} --><div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="https://hub.example/a.png" data-object-fit="cover"/>' . $span . $inner . '</div><!-- /wp:cover -->',
				// Fixed: a <div> shows it, with the same classes.
				'<!-- wp:cover {"url":"https://hub.example/a.png","hasParallax":true,"dimRatio":50} --><div class="wp-block-cover has-parallax"><div class="wp-block-cover__image-background has-parallax" style="background-position:50% 50%;background-image:url(https://hub.example/a.png)"></div>' . $span . $inner . '</div><!-- /wp:cover -->',
				// A video background has no sizes: untouched.
				'<!-- wp:cover {"url":"https://hub.example/v.mp4","backgroundType":"video","dimRatio":50} --><div class="wp-block-cover"><video class="wp-block-cover__video-background intrinsic-ignore" autoplay muted loop playsinline src="https://hub.example/v.mp4" data-object-fit="cover"></video>' . $span . $inner . '</div><!-- /wp:cover -->',
				// Media & text: the id's class and the size's, as core saves them.
				'<!-- wp:media-text {"mediaType":"image","mediaUrl":"https://hub.example/a.png"} --><div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="https://hub.example/a.png" alt=""/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --></div></div><!-- /wp:media-text -->',
				'<!-- wp:media-text {"mediaType":"image","mediaUrl":"https://hub.example/a.png","mediaSizeSlug":"large"} --><div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="https://hub.example/a.png" alt=""/></figure><div class="wp-block-media-text__content"></div></div><!-- /wp:media-text -->',
				'<!-- wp:media-text {"mediaType":"video","mediaUrl":"https://hub.example/v.mp4"} --><div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><video controls src="https://hub.example/v.mp4"></video></figure><div class="wp-block-media-text__content"></div></div><!-- /wp:media-text -->',
			)
		);
		$parsed = array_values( array_filter( parse_blocks( $blocks->rewrite_images( $content, $map, $ids ) ), static fn( array $block ): bool => null !== $block['blockName'] ) );
		[ $cover, $fixed, $video, $media, $large, $clip ] = $parsed;
		$this->assertSame( 42, $cover['attrs']['id'] );
		$this->assertStringContainsString( '<img class="wp-block-cover__image-background wp-image-42" alt="" src="http://site.example/wp-content/uploads/a.png"', $cover['innerHTML'] );
		$this->assertStringContainsString( '<span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>', $cover['innerHTML'], 'only the image is given the class' );
		$this->assertSame( 42, $fixed['attrs']['id'] );
		$this->assertStringContainsString( 'class="wp-block-cover__image-background has-parallax wp-image-42"', $fixed['innerHTML'] );
		$this->assertArrayNotHasKey( 'id', $video['attrs'] );
		$this->assertStringNotContainsString( 'wp-image-', $video['innerHTML'] );
		$this->assertSame( 42, $media['attrs']['mediaId'] );
		$this->assertStringContainsString( '<img class="wp-image-42 size-full" src="http://site.example/wp-content/uploads/a.png" alt=""/>', $media['innerHTML'] );
		$this->assertStringContainsString( 'class="wp-image-42 size-large"', $large['innerHTML'] );
		$this->assertArrayNotHasKey( 'mediaId', $clip['attrs'] );
		$this->assertStringNotContainsString( 'wp-image-', $clip['innerHTML'] );
		// The inner blocks are kept, and the block's own markup around them.
		$this->assertSame( 'core/paragraph', $cover['innerBlocks'][0]['blockName'] );
		$this->assertStringContainsString( '<div class="wp-block-cover__inner-container">', implode( '', array_filter( $cover['innerContent'], 'is_string' ) ) );
	}

	public function test_a_gallery_from_before_wordpress_5_9_names_the_copies_so_visitors_get_their_sizes(): void {
		$blocks = Platforms::get( Platforms::BLOCK_EDITOR );
		$upload = wp_get_upload_dir();
		// Two copies in this site's media library, with the sizes WordPress made for them.
		$copy   = static function ( string $name ) use ( $upload ): int {
			$id = (int) wp_insert_attachment(
				array(
					'post_mime_type' => 'image/png',
					'post_title'     => $name,
					'post_status'    => 'inherit',
				),
				$upload['path'] . '/' . $name . '.png'
			);
			wp_update_attachment_metadata(
				$id,
				array(
					'width'  => 1200,
					'height' => 800,
					'file'   => ltrim( $upload['subdir'] . '/' . $name . '.png', '/' ),
					'sizes'  => array(
						'medium_large' => array(
							'file'      => $name . '-768x512.png',
							'width'     => 768,
							'height'    => 512,
							'mime-type' => 'image/png',
						),
					),
				)
			);
			return $id;
		};
		$a      = $copy( 'gallery-a' );
		$b      = $copy( 'gallery-b' );
		$map    = array(
			'https://hub.example/a.png' => $upload['url'] . '/gallery-a.png',
			'https://hub.example/b.png' => $upload['url'] . '/gallery-b.png',
		);
		$ids    = array(
			'https://hub.example/a.png' => $a,
			'https://hub.example/b.png' => $b,
		);
		// As WordPress 5.8 saved it: the hub's ids in the list, in `data-id` and in the classes; the
		// second image without `data-id` (named by its class), the third not copied (elsewhere).
		$item    = static fn( string $img ): string => '<li class="blocks-gallery-item"><figure>' . $img . '</figure></li>';
		$gallery = '<!-- wp:gallery {"ids":[900012,900013,900014],"linkTo":"none"} -->' . "\n" . '<figure class="wp-block-gallery columns-3 is-cropped"><ul class="blocks-gallery-grid">'
			. $item( '<img src="https://hub.example/a.png" alt="A" data-id="900012" class="wp-image-900012"/>' )
			. $item( '<img src="https://hub.example/b.png" alt="B" class="wp-image-900013"/>' )
			. $item( '<img src="https://elsewhere.example/c.png" alt="C" data-id="900014" class="wp-image-900014"/>' )
			. '</ul></figure>' . "\n" . '<!-- /wp:gallery -->';
		$out     = $blocks->rewrite_images( $gallery, $map, $ids );
		$parsed  = parse_blocks( $out )[0];
		$this->assertSame( array( $a, $b, 900014 ), $parsed['attrs']['ids'], 'the list names the copies; what was not copied keeps its id' );
		$this->assertStringContainsString( 'src="' . $upload['url'] . '/gallery-a.png" alt="A" data-id="' . $a . '" class="wp-image-' . $a . '"', $out );
		$this->assertStringContainsString( 'src="' . $upload['url'] . '/gallery-b.png" alt="B" class="wp-image-' . $b . '"', $out );
		$this->assertStringContainsString( 'src="https://elsewhere.example/c.png" alt="C" data-id="900014" class="wp-image-900014"', $out );
		$this->assertStringNotContainsString( 'wp-image-900012', $out );
		// What a visitor gets: WordPress offers each copy's own smaller size (it finds none by the hub's ids).
		$shown = wp_filter_content_tags( do_blocks( $out ) );
		foreach ( array( 'gallery-a', 'gallery-b' ) as $name ) {
			$this->assertMatchesRegularExpression( '#<img [^>]*src="' . preg_quote( $upload['url'] . '/' . $name . '.png', '#' ) . '"[^>]*srcset="[^"]*' . preg_quote( $name . '-768x512.png 768w', '#' ) . '#', $shown, $name );
		}
		$before = wp_filter_content_tags( do_blocks( ContentUrls::replace( $gallery, $map ) ) );
		$this->assertStringNotContainsString( 'srcset', $before, 'with the hub\'s ids, no sizes: what the fix changes' );
		// A gallery whose images are blocks (WordPress 5.9 and later) is not a list: each image is renamed as any image is.
		$this->assertSame( '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery"></figure><!-- /wp:gallery -->', $blocks->rewrite_images( '<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery"></figure><!-- /wp:gallery -->', $map, $ids ) );
	}

	public function test_images_and_urls_are_written_as_each_platform_writes_them(): void {
		$map = array( 'https://hub.example/a.png' => 'http://site.example/wp-content/uploads/a.png' );
		$ids = array( 'https://hub.example/a.png' => 42 );
		$out = Platforms::get( Platforms::BLOCK_EDITOR )->rewrite_images( self::BLOCKS, $map, $ids );
		$this->assertStringContainsString( '"id":42', $out );
		$this->assertStringContainsString( 'wp-image-42', $out );
		$this->assertStringContainsString( 'src="http://site.example/wp-content/uploads/a.png"', $out );
		$export = json_decode( Platforms::get( 'elementor' )->rewrite_images( self::export(), $map, $ids ), true );
		$this->assertSame(
			array(
				'url' => 'http://site.example/wp-content/uploads/a.png',
				'id'  => 42,
				'alt' => 'Logo',
			),
			$export['content'][0]['settings']['image']
		);
		$this->assertSame( array( 'https://hub.example/a.png' => 'A boat' ), Platforms::get( Platforms::BLOCK_EDITOR )->alt_texts( self::BLOCKS ) );
		$this->assertSame( array( 'https://hub.example/a.png' => 'Logo' ), Platforms::get( 'elementor' )->alt_texts( self::export() ) );
		$this->assertSame( 'https://x.example/demo', Platforms::get( Platforms::BLOCK_EDITOR )->escape_url( 'https://x.example/demo' ) );
		$this->assertSame( 'https:\/\/x.example\/demo', Platforms::get( 'elementor' )->escape_url( 'https://x.example/demo' ) );
	}

	public function test_files_and_documents_follow_the_platform(): void {
		$blocks    = Platforms::get( Platforms::BLOCK_EDITOR );
		$elementor = Platforms::get( 'elementor' );
		$this->assertSame( 'html', $blocks->file_extension() );
		$this->assertSame( 'json', $elementor->file_extension() );
		$this->assertNull( $blocks->invalid_file( self::BLOCKS, 'a.html' ) );
		$this->assertSame( 'a.html holds no block markup.', $blocks->invalid_file( '<p>Hi</p>', 'a.html' ) );
		$this->assertNull( $elementor->invalid_file( self::export(), 'a.json' ) );
		$this->assertSame( 'a.json is not an Elementor export (an object with a content list).', $elementor->invalid_file( '[]', 'a.json' ) );
		$this->assertNull( $elementor->invalid_content( self::export() ) );
		$this->assertSame( 'This Elementor template has no content.', $elementor->invalid_content( '{"page_settings":[]}' ) );
		$this->assertNull( $blocks->invalid_content( '' ) );
		$this->assertSame( array( 'template' => Elementor::CANVAS ), $elementor->page_settings( self::export() ) );
		$this->assertSame( array(), $blocks->page_settings( self::BLOCKS ) );
		$this->assertSame( Elementor::PAGE_TEMPLATES, $elementor->page_templates() );
		$this->assertSame( array(), $blocks->page_templates() );
		$this->assertTrue( $blocks->keeps_settings() );
		$this->assertFalse( $elementor->keeps_settings() );
		$this->assertSame( self::BLOCKS, $blocks->post_content( self::BLOCKS ) );
		$this->assertSame( self::BLOCKS, $blocks->with_new_ids( self::BLOCKS ) );
		$renewed = json_decode( $elementor->with_new_ids( self::export() ), true );
		$this->assertNotSame( 'a1', $renewed['content'][0]['id'], 'new element ids for an open document' );
		$this->assertSame( 'editor', $blocks->insert_path() );
		$this->assertSame( 'elementor', $elementor->insert_path() );
		$this->assertSame( 'page', $blocks->library_post_type( 'page' ) );
		$this->assertSame( 'wp_block', $blocks->library_post_type( 'block' ) );
	}

	public function test_links_titles_bundles_themes_and_templates_follow_the_platform(): void {
		$blocks    = Platforms::get( Platforms::BLOCK_EDITOR );
		$elementor = Platforms::get( 'elementor' );
		$markup    = '<!-- wp:heading {"level":1} --><h1 id="top">Hi</h1><!-- /wp:heading --><!-- wp:paragraph --><p><a href="#contact">Us</a></p><!-- /wp:paragraph -->';
		$this->assertSame( array( 'top' ), $blocks->anchors( $markup ) );
		$to = static fn( string $href ): ?string => '#contact' === $href ? 'https://site.example/contact/' : null;
		$this->assertStringContainsString( 'href="https://site.example/contact/"', $blocks->relink( $markup, $to ) );
		$this->assertSame( $markup, $blocks->relink( $markup, static fn(): ?string => null ), 'unchanged content as given' );
		$export = (string) wp_json_encode(
			array(
				array(
					'id'       => 'b1',
					'settings' => array(
						'_element_id' => 'team',
						'link'        => array( 'url' => '#contact' ),
					),
				),
			)
		);
		$this->assertSame( array( 'team' ), $elementor->anchors( $export ) );
		$this->assertSame( 'https://site.example/contact/', json_decode( $elementor->relink( $export, $to ), true )[0]['settings']['link']['url'] );
		$this->assertSame( '{not json', $elementor->relink( '{not json', $to ) );
		$this->assertTrue( $blocks->shows_own_title( $markup ) );
		$this->assertFalse( $blocks->shows_own_title( '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' ) );
		$this->assertFalse( $elementor->shows_own_title( '{"content":[{"settings":{"editor":"<h1>Hi</h1>"}}]}' ) );
		$this->assertTrue( $blocks->titles_untitled_post() );
		$this->assertFalse( $elementor->titles_untitled_post() );
		$localise = static fn(): string => 'localised';
		$this->assertSame( 'localised', $blocks->bundle_content( $markup, $localise ) );
		$this->assertSame( self::export(), $elementor->bundle_content( self::export(), $localise ), 'an export is bundled as it is' );
		$this->assertSame( 'twentytwentyfour', $blocks->recommended_theme()['stylesheet'] );
		$this->assertSame( 'hello-elementor', $elementor->recommended_theme()['stylesheet'] );
		$this->assertTrue( $blocks->renders_templates() );
		$this->assertNull( $blocks->render_template( 1 ), 'WordPress draws the blocks' );
		$this->assertSame( did_action( 'elementor/loaded' ) > 0, $elementor->renders_templates() );
	}

	public function test_references_and_a_pack_s_brand_follow_the_platform(): void {
		$blocks    = Platforms::get( Platforms::BLOCK_EDITOR );
		$elementor = Platforms::get( 'elementor' );
		$this->assertTrue( $blocks->carries_references(), 'synced patterns and menus name posts by id' );
		$this->assertFalse( $elementor->carries_references() );
		$this->assertTrue( Platforms::takes_unnamed( Platforms::BLOCK_EDITOR ), 'content that names no platform is the block editor\'s' );
		$this->assertFalse( Platforms::takes_unnamed( 'elementor' ) );
		$this->assertFalse( Platforms::takes_unnamed( null ) );
		$this->assertSame( array( Platforms::BLOCK_EDITOR ), array_keys( array_filter( Platforms::all(), static fn( Platform $p ): bool => Platforms::takes_unnamed( $p->name() ) ) ), 'one platform takes them' );
		$header = '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Harbor</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
		$logo   = array(
			'id'  => 9,
			'url' => 'https://site.example/logo.png',
		);
		$this->assertSame( PackBrand::blocks( $header, 'Harbor', 120 ), $blocks->brand( $header, 'Harbor', 'Tidewater', $logo, 120 ), 'the site blocks read the title and logo' );
		$this->assertStringContainsString( '<!-- wp:site-title', $blocks->brand( $header, 'Harbor', '', null, 120 ) );
		$export = (string) wp_json_encode(
			array(
				'content' => array(
					array(
						'id'         => 'h1',
						'elType'     => 'widget',
						'widgetType' => 'heading',
						'settings'   => array( 'title' => 'Harbor' ),
					),
				),
			)
		);
		$this->assertSame( PackBrand::elementor( $export, 'Harbor', 'Tidewater', $logo, 120 ), $elementor->brand( $export, 'Harbor', 'Tidewater', $logo, 120 ) );
		$this->assertStringContainsString( 'Tidewater', $elementor->brand( $export, 'Harbor', 'Tidewater', $logo, 120 ) );
		$this->assertTrue( $blocks->brand_reads_site() );
		$this->assertFalse( $elementor->brand_reads_site() );
	}

	public function test_a_document_is_read_written_and_hashed_by_its_platform(): void {
		$blocks = Platforms::get( Platforms::BLOCK_EDITOR );
		$id     = wp_insert_post(
			array(
				'post_title'   => 'Blocks',
				'post_content' => self::BLOCKS,
				'post_status'  => 'publish',
			)
		);
		$this->assertSame( Fingerprint::markup( (string) get_post_field( 'post_content', $id, 'raw' ) ), $blocks->document_hash( $id ) );
		$blocks->write( $id, '<!-- wp:paragraph --><p>New</p><!-- /wp:paragraph -->' );
		$this->assertSame( '<!-- wp:paragraph --><p>New</p><!-- /wp:paragraph -->', $blocks->read( $id ) );
		$this->assertNull( $blocks->edit_link( $id ), 'WordPress’s editor' );

		$elementor = Platforms::get( 'elementor' );
		$page      = wp_insert_post(
			array(
				'post_title'  => 'Elementor page',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$elementor->write_document( $page, self::export(), 'page' );
		$elements = json_decode( self::export(), true )['content'];
		$this->assertSame( 'wp-page', get_post_meta( $page, Elementor::META_TEMPLATE_TYPE, true ) );
		$this->assertSame( $elements, Elementor::elements_of( $page ) );
		$this->assertSame( Fingerprint::elements( $elements ), $elementor->document_hash( $page ) );
		// The document as an export: its elements and its page settings.
		$this->assertSame(
			array(
				'content'       => $elements,
				'page_settings' => json_decode( self::export(), true )['page_settings'],
			),
			json_decode( (string) $elementor->document_content( get_post( $page ) ), true )
		);
		$range = $elementor->mark_range( self::export() );
		$this->assertSame( array( 'elements' => array( 'a1' ) ), $range['context'] );
		$this->assertSame( Fingerprint::elements( $elements ), $elementor->range_hash( get_post( $page ), '', $range['context'] ) );
		$this->assertNull( $elementor->range_hash( get_post( $page ), '', array( 'elements' => array( 'gone' ) ) ) );
	}
}
