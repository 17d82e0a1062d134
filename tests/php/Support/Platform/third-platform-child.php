<?php
/**
 * A site with a third builder, in a child process (`ThirdPlatformTest`):
 * the registry is the plugin's own `php/Support/Platform/Platforms.php`
 * with one entry more in `ADAPTERS` and one name more in `NAMES` (what
 * docs/decisions/platforms.md, "Adding a third builder", step 2 says),
 * loaded before the plugin's autoloader would load the file; the adapter is
 * `ThirdPlatform` (tests only). Nothing else is changed. The places that
 * ask the adapter are then asked about the third builder's content, and
 * what they answer is written to <out-file> as JSON.
 *
 * Usage: php third-platform-child.php <out-file>
 *
 * @package Stencilbox
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a test's own child process and file.

$stencilbox_out = $argv[1] ?? '';

$_SERVER['HTTP_HOST']      = 'example.org';
$_SERVER['SERVER_NAME']    = 'example.org';
$_SERVER['SERVER_PORT']    = '80';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['SCRIPT_NAME']    = '/index.php';
$_SERVER['PHP_SELF']       = '/index.php';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';

require dirname( __DIR__, 2 ) . '/wp-tests-config.php';

// The registry, with the third builder registered in it.
$stencilbox_registry = (string) file_get_contents( dirname( __DIR__, 4 ) . '/php/Support/Platform/Platforms.php' );
$stencilbox_added    = 0;
$stencilbox_registry = (string) preg_replace( '/(public const ADAPTERS = array\(\n.*?)(\n\t\);)/s', "$1\n\t\t'thirdbuilder' => \\\\Stencilbox\\\\Tests\\\\Support\\\\Platform\\\\ThirdPlatform::class,$2", $stencilbox_registry, 1, $stencilbox_count );
$stencilbox_added   += $stencilbox_count;
$stencilbox_registry = (string) preg_replace( '/(public const NAMES = array\([^)]*?)\s*\);/', "$1, 'thirdbuilder' );", $stencilbox_registry, 1, $stencilbox_count );
$stencilbox_added   += $stencilbox_count;
if ( 2 !== $stencilbox_added ) {
	fwrite( STDERR, "the registry's ADAPTERS or NAMES were not found\n" );
	exit( 1 );
}
eval( substr( $stencilbox_registry, strlen( "<?php" ) ) ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- the plugin's own registry, one entry added.

// Its adapter, loaded when the registry first makes it (as the plugin's are).
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( 'Stencilbox\\Tests\\Support\\Platform\\ThirdPlatform' === $class_name ) {
			require __DIR__ . '/ThirdPlatform.php';
		}
	}
);

ob_start();
require ABSPATH . 'wp-settings.php';
ob_end_clean();

use Stencilbox\Site\FullSiteImport\PackContent;
use Stencilbox\Site\FullSiteImport\Steps\StepTools;
use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Support\ContentFilter;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Support\PackPackage;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Provenance\Fingerprint;

$stencilbox_third = 'thirdbuilder';
$stencilbox_ref   = '<!-- wp:block {"ref":987654} /-->';

// A full-site import's record of a header it placed (what an update brands again from).
$stencilbox_placed = null;
remove_all_filters( Names::HOOK_CONTENT_PLACED );
add_filter(
	Names::HOOK_CONTENT_PLACED,
	static function ( mixed $value, array $source, array $place ) use ( &$stencilbox_placed ): mixed {
		$stencilbox_placed = $place;
		return $value;
	},
	10,
	3
);
$stencilbox_state = array(
	'info' => array(
		'platform' => $stencilbox_third,
		'settings' => array( 'site_title' => 'Harbor' ),
	),
	'form' => array( 'logo_size' => 90 ),
);
StepTools::placed(
	1,
	array(
		'template_type' => 'header',
		'type'          => 'block',
	),
	$stencilbox_state
);

file_put_contents(
	$stencilbox_out,
	(string) wp_json_encode(
		array(
			'names'           => Platforms::NAMES,
			'item_platforms'  => ItemArgs::PLATFORMS,
			'adapter'         => get_class( Platforms::get( $stencilbox_third ) ),
			'known'           => Platforms::has( $stencilbox_third ),
			'name_of'         => Platforms::name_of( $stencilbox_third ),
			'client'          => Platforms::client()[ $stencilbox_third ] ?? null,
			'arg_valid'       => true === rest_validate_value_from_schema( $stencilbox_third, ItemArgs::platform_arg(), 'platform' ),
			'takes_unnamed'   => Platforms::takes_unnamed( $stencilbox_third ),
			'filtered'        => ContentFilter::content( $stencilbox_third, '<b>Hello</b>' ),
			'fingerprint'     => Fingerprint::content( $stencilbox_third, 'Hello' ) === hash( 'sha256', $stencilbox_third . 'Hello' ),
			'carried'         => ( new References() )->carry( $stencilbox_ref, $stencilbox_third ),
			'carried_blocks'  => ( new References() )->carry( $stencilbox_ref, Platforms::BLOCK_EDITOR ),
			'resolved'        => ( new References() )->resolve( '<!-- wp:block {"stencilboxRef":{"id":"x"}} /-->', $stencilbox_third, false ),
			'prepared'        => PackContent::prepare(
				'Hello [img:' . PackPackage::PLACEHOLDER . '/images/a.png]',
				$stencilbox_third,
				array(
					'a.png' => array(
						'url' => 'https://site.example/a.png',
						'id'  => 7,
					),
				),
				array()
			),
			'branded'         => Platforms::get( $stencilbox_third )->brand( 'Harbor', 'Harbor', 'Tidewater', null, 90 ),
			'placed_context'  => $stencilbox_placed['context'] ?? null,
			'placed_platform' => $stencilbox_placed['platform'] ?? null,
		)
	)
);
