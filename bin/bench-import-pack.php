<?php
/**
 * Makes the full-site import bench's pack and adds it to a site's hub: a
 * catalogue folder in the site's uploads (catalogue.json, block markup and
 * images, as a hub owner's bundle is), imported with the hub's own
 * CatalogueImporter. Not committed: it is made again for every bench run.
 *
 * The pack ("Bench Realistic"): PAGES pages of several sections each (cover,
 * text, columns of images, media and text, a gallery), a header with the
 * site name and a navigation, a footer, the pack's colours and typography
 * (global styles), the demo's block theme and its free helper plugin, and
 * IMAGES photo-like JPEG images of 1280×853 (a gradient, shapes and grain,
 * about 115 KB each) — over 30 MB in all. The images are drawn once
 * into a cache folder and reused by later runs.
 *
 * Usage: php bin/bench-import-pack.php <site-dir> <image-cache-dir>
 * Prints one JSON line: {slug, pages, images, bytes}.
 *
 * @package Stencilbox
 */

[ , $site, $cache ] = $argv + array( null, null, null );
if ( ! $site || ! $cache ) {
	fwrite( STDERR, "usage: php bin/bench-import-pack.php <site-dir> <image-cache-dir>\n" );
	exit( 2 );
}
const BENCH_PAGES  = 44;
const BENCH_IMAGES = 300;
const BENCH_SLUG   = 'bench-realistic';
// Drawn images are cached per version of the drawing.
const BENCH_IMAGE_VERSION = 3;

require __DIR__ . '/lib/site-load.php';
require stencilbox_site_load( $site, 'http://127.0.0.1:8870' );

use Stencilbox\Hub\Catalog\AssetRefs;
use Stencilbox\Hub\Catalog\CatalogueImporter;
use Stencilbox\Hub\Catalog\CatalogueReader;
use Stencilbox\Hub\Catalog\CatalogWriter;

/**
 * One image of the pack, drawn with GD (the same bytes every run).
 *
 * @param int $n Image number.
 */
function stencilbox_bench_image( int $n ): string {
	mt_srand( 1000 + $n );
	$w     = 1280;
	$h     = 853;
	$image = imagecreatetruecolor( $w, $h );
	$from  = array( mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) );
	$to    = array( mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) );
	for ( $y = 0; $y < $h; $y += 4 ) {
		$f = $y / $h;
		$c = imagecolorallocate( $image, (int) ( $from[0] + ( $to[0] - $from[0] ) * $f ), (int) ( $from[1] + ( $to[1] - $from[1] ) * $f ), (int) ( $from[2] + ( $to[2] - $from[2] ) * $f ) );
		imagefilledrectangle( $image, 0, $y, $w, $y + 3, $c );
	}
	for ( $i = 0; $i < 12; $i++ ) {
		$c = imagecolorallocatealpha( $image, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 20, 90 ) );
		imagefilledellipse( $image, mt_rand( 0, $w ), mt_rand( 0, $h ), mt_rand( 80, 500 ), mt_rand( 80, 500 ), $c );
	}
	// Grain, as a photo has: noise laid over the picture, copied from
	// random places of a noise tile so that, like a photo's, the bytes do
	// not compress (a zip of the pack is as big as its images).
	$tile = imagecreatetruecolor( 256, 256 );
	for ( $y = 0; $y < 256; $y++ ) {
		for ( $x = 0; $x < 256; $x++ ) {
			imagesetpixel( $tile, $x, $y, mt_rand( 0, 0xffffff ) );
		}
	}
	$grain = imagecreatetruecolor( $w, $h );
	for ( $y = 0; $y < $h; $y += 40 ) {
		for ( $x = 0; $x < $w; $x += 56 ) {
			imagecopy( $grain, $tile, $x, $y, mt_rand( 0, 199 ), mt_rand( 0, 215 ), 56, 40 );
		}
	}
	imagecopymerge( $image, $grain, 0, 0, 0, 0, $w, $h, 7 );
	ob_start();
	imagejpeg( $image, null, 82 );
	return (string) ob_get_clean();
}

$words = explode( ' ', 'amber anchor apex arbor atlas aurora basalt beacon birch bloom boulder breeze bronze canyon cedar chalk citrus clover coast cobalt coral crest crystal dawn delta dune echo ember fable fern fjord flint forge frost garnet glade granite grove harbour haven hazel horizon indigo iris island ivory jade juniper kestrel lagoon lantern lark lava linen lotus lumen maple marble meadow mesa mint mist moss' );
$text  = static function ( int $seed, int $count ) use ( $words ): string {
	$out = array();
	for ( $i = 0; $i < $count; $i++ ) {
		$out[] = $words[ ( $seed * 7 + $i * 13 ) % count( $words ) ];
	}
	return ucfirst( implode( ' ', $out ) ) . '.';
};
$image_name = static fn( int $n ): string => sprintf( 'bench-photo-%03d.jpg', $n );
$img        = static fn( int $n, string $alt ): string => '<!-- wp:image {"sizeSlug":"large"} -->' . "\n" .
	'<figure class="wp-block-image size-large"><img src="{{demo}}/images/' . $image_name( $n ) . '" alt="' . esc_attr( $alt ) . '"/></figure>' . "\n" .
	'<!-- /wp:image -->';
$para       = static fn( string $s ): string => "<!-- wp:paragraph -->\n<p>" . esc_html( $s ) . "</p>\n<!-- /wp:paragraph -->";
$heading    = static fn( string $s, int $level ): string => '<!-- wp:heading' . ( 2 === $level ? '' : ' {"level":' . $level . '}' ) . " -->\n<h{$level} class=\"wp-block-heading\">" . esc_html( $s ) . "</h{$level}>\n<!-- /wp:heading -->";

/**
 * A page: seven sections around seven images.
 *
 * @param int $page Page number.
 */
$page_markup = static function ( int $page ) use ( $img, $para, $heading, $text ): string {
	$n     = static fn( int $k ): int => ( $page * 7 + $k ) % BENCH_IMAGES;
	$parts = array();
	$hero  = $n( 0 );
	$parts[] = '<!-- wp:cover {"url":"{{demo}}/images/' . sprintf( 'bench-photo-%03d.jpg', $hero ) . '","dimRatio":50,"minHeight":480,"align":"full"} -->' . "\n" .
		'<div class="wp-block-cover alignfull" style="min-height:480px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="{{demo}}/images/' . sprintf( 'bench-photo-%03d.jpg', $hero ) . '" data-object-fit="cover"/><div class="wp-block-cover__inner-container">' .
		$heading( $text( $page, 4 ), 1 ) . "\n\n" . $para( $text( $page + 1, 18 ) ) . "</div></div>\n<!-- /wp:cover -->";
	$parts[] = $heading( $text( $page + 2, 3 ), 2 );
	$parts[] = $para( $text( $page + 3, 60 ) );
	$columns = '';
	for ( $k = 1; $k <= 3; $k++ ) {
		$columns .= "<!-- wp:column -->\n<div class=\"wp-block-column\">" . $img( $n( $k ), $text( $page + $k, 3 ) ) . "\n\n" . $heading( $text( $page + $k + 4, 2 ), 3 ) . "\n\n" . $para( $text( $page + $k + 5, 24 ) ) . "</div>\n<!-- /wp:column -->\n\n";
	}
	$parts[] = "<!-- wp:columns {\"align\":\"wide\"} -->\n<div class=\"wp-block-columns alignwide\">" . trim( $columns ) . "</div>\n<!-- /wp:columns -->";
	$parts[] = '<!-- wp:media-text {"mediaType":"image"} -->' . "\n" .
		'<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media"><img src="{{demo}}/images/' . sprintf( 'bench-photo-%03d.jpg', $n( 4 ) ) . '" alt=""/></figure><div class="wp-block-media-text__content">' .
		$heading( $text( $page + 9, 3 ), 3 ) . "\n\n" . $para( $text( $page + 10, 40 ) ) . "</div></div>\n<!-- /wp:media-text -->";
	$gallery = '';
	for ( $k = 5; $k <= 6; $k++ ) {
		$gallery .= $img( $n( $k ), $text( $page + $k, 2 ) ) . "\n\n";
	}
	$parts[] = "<!-- wp:gallery {\"linkTo\":\"none\"} -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\">" . trim( $gallery ) . "</figure>\n<!-- /wp:gallery -->";
	$parts[] = $para( $text( $page + 11, 80 ) );
	return implode( "\n\n", $parts ) . "\n";
};

$header = '<!-- wp:group {"tagName":"header","align":"full","layout":{"type":"constrained"}} -->' . "\n" .
	'<header class="wp-block-group alignfull"><!-- wp:group {"align":"wide","layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->' . "\n" .
	'<div class="wp-block-group alignwide">' . $para( 'Bench Realistic' ) . "\n\n" .
	"<!-- wp:navigation {\"layout\":{\"type\":\"flex\",\"justifyContent\":\"right\"}} -->\n" .
	"<!-- wp:navigation-link {\"label\":\"Home\",\"url\":\"#home\",\"kind\":\"custom\",\"isTopLevelLink\":true} /-->\n\n" .
	"<!-- wp:navigation-link {\"label\":\"About\",\"url\":\"#about\",\"kind\":\"custom\",\"isTopLevelLink\":true} /-->\n" .
	"<!-- /wp:navigation --></div>\n<!-- /wp:group --></header>\n<!-- /wp:group -->\n";
$footer = '<!-- wp:group {"tagName":"footer","align":"full","style":{"color":{"background":"#0f2238","text":"#ffffff"}},"layout":{"type":"constrained"}} -->' . "\n" .
	'<footer class="wp-block-group alignfull has-text-color has-background" style="color:#ffffff;background-color:#0f2238">' .
	$para( $text( 3, 12 ) ) . "\n\n" . $para( '© Bench Realistic' ) . "</footer>\n<!-- /wp:group -->\n";

// The folder, in uploads (a hub owner's bundle is there too).
$dir = trailingslashit( wp_get_upload_dir()['basedir'] ) . 'stencilbox-bench-pack';
if ( ! wp_mkdir_p( $dir . '/images' ) || ! wp_mkdir_p( $dir . '/gutenberg' ) || ! wp_mkdir_p( (string) $cache ) ) {
	fwrite( STDERR, "bench-import-pack: could not create {$dir} or {$cache}\n" );
	exit( 1 );
}
$bytes = 0;
for ( $n = 0; $n < BENCH_IMAGES; $n++ ) {
	$cached = rtrim( (string) $cache, '/' ) . '/v' . BENCH_IMAGE_VERSION . '-' . $image_name( $n );
	if ( ! is_file( $cached ) ) {
		file_put_contents( $cached, stencilbox_bench_image( $n ) );
	}
	copy( $cached, $dir . '/images/' . $image_name( $n ) );
	$bytes += filesize( $cached );
}
$items = array();
file_put_contents( $dir . '/gutenberg/bench-header.html', $header );
file_put_contents( $dir . '/gutenberg/bench-footer.html', $footer );
$bytes  += strlen( $header ) + strlen( $footer );
$items[] = array(
	'slug'          => 'bench-header',
	'name'          => 'Bench Header',
	'type'          => 'block',
	'template_type' => 'header',
	'pack'          => BENCH_SLUG,
	'categories'    => array( 'bench' ),
	'platforms'     => array( 'gutenberg' => 'gutenberg/bench-header.html' ),
);
$items[] = array(
	'slug'          => 'bench-footer',
	'name'          => 'Bench Footer',
	'type'          => 'block',
	'template_type' => 'footer',
	'pack'          => BENCH_SLUG,
	'categories'    => array( 'bench' ),
	'platforms'     => array( 'gutenberg' => 'gutenberg/bench-footer.html' ),
);
for ( $page = 0; $page < BENCH_PAGES; $page++ ) {
	$slug   = sprintf( 'bench-page-%02d', $page );
	$markup = $page_markup( $page );
	file_put_contents( $dir . "/gutenberg/{$slug}.html", $markup );
	$bytes  += strlen( $markup );
	$items[] = array(
		'slug'          => $slug,
		'name'          => 'Bench Realistic ' . ( 0 === $page ? 'Home' : ucfirst( $words[ $page % count( $words ) ] ) . ' ' . $page ),
		'type'          => 'page',
		'template_type' => 0 === $page ? 'home' : 'landing',
		'pack'          => BENCH_SLUG,
		'categories'    => array( 'bench' ),
		// The pack needs the demo's free helper plugin (a pack's plugins are its items').
		'dependencies'  => 0 === $page ? array( 'stencilbox-demo-helper' ) : array(),
		'platforms'     => array( 'gutenberg' => "gutenberg/{$slug}.html" ),
	);
}
$catalogue = array(
	'version'        => 1,
	'categories'     => array(
		array(
			'slug' => 'bench',
			'name' => 'Bench',
		),
	),
	'tags'           => array(),
	'template_types' => array(
		array(
			'slug'      => 'header',
			'name'      => 'Header',
			'item_type' => 'block',
		),
		array(
			'slug'      => 'footer',
			'name'      => 'Footer',
			'item_type' => 'block',
		),
		array(
			'slug'      => 'home',
			'name'      => 'Home',
			'item_type' => 'page',
		),
		array(
			'slug'      => 'landing',
			'name'      => 'Landing',
			'item_type' => 'page',
		),
	),
	'dependencies'   => array(
		array(
			'slug'        => 'stencilbox-demo-helper',
			'name'        => 'Stencilbox Demo Helper',
			'is_pro'      => false,
			'plugin_file' => 'stencilbox-demo-helper/stencilbox-demo-helper.php',
			'link'        => 'https://example.org/stencilbox-demo-helper',
		),
	),
	'packs'          => array(
		array(
			'slug'            => BENCH_SLUG,
			'name'            => 'Bench Realistic - A big site',
			'description'     => 'The full-site import bench: many pages, hundreds of photos.',
			'plan'            => 'free',
			'price'           => 0,
			'categories'      => array( 'bench' ),
			'thumbnail'       => 'images/' . $image_name( 0 ),
			'platforms'       => array( 'gutenberg' ),
			'fullsite_import' => true,
			'has_settings'    => true,
			'has_attachments' => true,
			'settings'        => array(
				'site_title' => 'Bench Realistic',
				'tagline'    => 'A big site',
				'colors'     => array(
					array(
						'id'    => 'primary',
						'title' => 'Primary',
						'color' => '#1f4e79',
					),
					array(
						'id'    => 'accent',
						'title' => 'Accent',
						'color' => '#ff7a59',
					),
					array(
						'id'    => 'dark',
						'title' => 'Dark',
						'color' => '#0f2238',
					),
					array(
						'id'    => 'light',
						'title' => 'Light',
						'color' => '#eef3f8',
					),
					array(
						'id'    => 'text',
						'title' => 'Text',
						'color' => '#142233',
					),
					array(
						'id'    => 'background',
						'title' => 'Background',
						'color' => '#ffffff',
					),
				),
				'typography' => array(
					array(
						'id'          => 'body',
						'title'       => 'Body',
						'font_family' => 'Georgia',
						'font_weight' => '400',
					),
					array(
						'id'          => 'heading',
						'title'       => 'Headings',
						'font_family' => 'Helvetica',
						'font_weight' => '700',
					),
				),
				'theme'      => 'stencilbox-canvas',
			),
		),
	),
	'items'          => $items,
);
file_put_contents( $dir . '/catalogue.json', (string) wp_json_encode( $catalogue, JSON_PRETTY_PRINT ) );

$plugin_file = WP_PLUGIN_DIR . '/stencilbox/stencilbox.php';
$importer    = new CatalogueImporter( new CatalogueReader(), new CatalogWriter(), new AssetRefs( dirname( $plugin_file ), $plugin_file ) );
try {
	$importer->import_folder( $dir, 'bench' );
} catch ( \Stencilbox\Hub\Catalog\CatalogueError $error ) {
	fwrite( STDERR, 'bench-import-pack: the hub refused the pack: ' . implode( ' ', $error->problems() ) . "\n" );
	exit( 1 );
}
do_action( \Stencilbox\Support\Names::EVENT_CATALOG_CHANGED );
echo wp_json_encode(
	array(
		'slug'   => BENCH_SLUG,
		'pages'  => BENCH_PAGES,
		'images' => BENCH_IMAGES,
		'bytes'  => $bytes,
	)
), "\n";
