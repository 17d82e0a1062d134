<?php
/**
 * "A platform is a registry entry plus its adapter" (issue [27] #1): what
 * differs between platforms is asked of the platform's adapter
 * (`php/Support/Platform/`, in TypeScript the registry `src/utils/platform.ts`
 * and its adapters `src/utils/platforms/`), not
 * decided by comparing a platform with a platform's name. This test reads
 * the plugin's PHP and TypeScript (tests and generated files aside) and
 * fails where such a comparison (`'elementor' === $platform`,
 * `item.platform !== 'gutenberg'`, `Platforms::BLOCK_EDITOR !== $platform`)
 * appears outside the adapters, or more
 * often than the list below allows in a file that still has some. The
 * list only shrinks: a file that lost a check must lose it here too.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Platform;

use Stencilbox\Tests\TestCase;

/**
 * Scans the sources for two-way platform checks.
 *
 * @database-neutral names a migration's file in its list; it reads source files only.
 */
final class PlatformChecksTest extends TestCase {
	/**
	 * A platform's name compared with a value, either way round: written
	 * out (`'elementor'`), or as the registry's constant for it
	 * (`Platforms::BLOCK_EDITOR`, `Platforms::DEFAULT`, `DEFAULT_PLATFORM`).
	 */
	private const CHECK = '/([\'"])(elementor|gutenberg)\1\s*[!=]==?|[!=]==?\s*([\'"])(elementor|gutenberg)\3|' . self::CONSTANT . '\s*[!=]==?|[!=]==?\s*' . self::CONSTANT . '/';

	/** The registry's constants that name a platform (PHP, named or fully qualified, and TypeScript). */
	private const CONSTANT = '(?:\\\\?(?:\w+\\\\)+)?\b(?:Platforms::(?:BLOCK_EDITOR|DEFAULT)|(?:\w+::)?DEFAULT_PLATFORM)\b';

	/**
	 * Where checks are left, and how many: each with why it stays (issue
	 * [27] #1 lists what is left to move into the adapters).
	 *
	 * @var array<string, int>
	 */
	private const LEFT = array(
		// "Preview site" of an Elementor pack is drawn by Elementor's own
		// renderer (`ElementorPreview`: this site's, with the import's styles
		// and fonts, which no adapter in Support may name), or says it needs
		// Elementor active; what else is drawn is what renders from its content
		// alone (`has_live_preview()`). One decision, named once.
		'php/Site/FullSiteImport/PreviewPage.php'                    => 1,
		// Elementor's own export format (`TemplateFile::FORMAT_ELEMENTOR`, what
		// Elementor's Templates → Import reads) is a feature of Elementor's,
		// offered and allowed for Elementor files only: any other platform,
		// a third builder too, is on the side without it and touches nothing
		// here (the server's check; the client's menu entry is Elementor's
		// words, `download`, in src/utils/platforms/elementor/words.ts).
		'php/Site/Cloud/CloudDownloads.php'                          => 1,
		// A migration is history: it keeps the rule of its day.
		'php/Site/Migrations/Migration0005CanonicalFingerprints.php' => 1,
	);

	public function test_no_new_two_way_platform_check(): void {
		$root  = dirname( __DIR__, 4 );
		$files = 0;
		$found = array();
		foreach ( self::sources( $root ) as $file ) {
			++$files;
			$short = str_replace( $root . '/', '', $file );
			if ( str_starts_with( $short, 'php/Support/Platform/' ) || str_starts_with( $short, 'src/utils/platforms/' ) || 'src/utils/platform.ts' === $short ) {
				continue;
			}
			$count = preg_match_all( self::CHECK, (string) file_get_contents( $file ) );
			if ( $count > 0 ) {
				$found[ $short ] = $count;
			}
		}
		$this->assertGreaterThan( 300, $files );
		$more  = array();
		$fewer = array();
		foreach ( $found as $short => $count ) {
			if ( $count > ( self::LEFT[ $short ] ?? 0 ) ) {
				$more[] = "$short: $count";
			}
		}
		foreach ( self::LEFT as $short => $left ) {
			if ( ( $found[ $short ] ?? 0 ) < $left ) {
				$fewer[] = "$short: " . ( $found[ $short ] ?? 0 );
			}
		}
		$this->assertSame( array(), $more, 'a platform compared with a platform\'s name: ask its adapter instead (php/Support/Platform/, src/utils/platform.ts; docs/decisions/platforms.md)' );
		$this->assertSame( array(), $fewer, 'fewer checks than PlatformChecksTest::LEFT says: lower it there' );
	}

	public function test_the_check_sees_a_comparison_either_way_round(): void {
		$checks = array(
			"if ( 'elementor' === \$platform ) {",
			"\$keep = 'elementor' === \$row['platform'] && user_can( \$user, 'unfiltered_html' );",
			"return \$platform !== 'gutenberg';",
			"if ( item.platform === 'elementor' ) {",
			'{ file.platform === "gutenberg" ? a : b }',
			"'gutenberg' != \$platform",
			"if ( Platforms::BLOCK_EDITOR !== Platforms::name_of( \$platform ) ) {",
			"return Platforms::BLOCK_EDITOR === Platforms::name_of( \$platform )",
			"Platforms::has( \$platform ) && Platforms::BLOCK_EDITOR !== \$platform",
			"\$platform === \\Stencilbox\\Support\\Platform\\Platforms::DEFAULT",
			"if ( platform === DEFAULT_PLATFORM ) {",
			"ItemArgs::DEFAULT_PLATFORM !== \$platform",
		);
		foreach ( $checks as $code ) {
			$this->assertSame( 1, preg_match_all( self::CHECK, $code ), $code );
		}
		$uses = array(
			"Platforms::get( 'elementor' )->filter( \$content );",
			"'platform' => 'elementor',",
			"public const NAMES = array( 'elementor', self::BLOCK_EDITOR );",
			"\$platform = \$platform ?? 'gutenberg';",
			"match ( \$a ) { 'elementor' => 1 }",
			"platformName( 'gutenberg' )",
			"\$this->catalog->find( Platforms::BLOCK_EDITOR, \$slug, 'pack' );",
			"string \$platform = Platforms::BLOCK_EDITOR",
			"public const DEFAULT_PLATFORM = Platforms::DEFAULT;",
			"ImportForm::LOGO_DEFAULT === \$width",
			"platform: DEFAULT_PLATFORM,",
		);
		foreach ( $uses as $code ) {
			$this->assertSame( 0, preg_match_all( self::CHECK, $code ), $code );
		}
	}

	/**
	 * The plugin's PHP and TypeScript, without tests and generated files.
	 *
	 * @param string $root The checkout.
	 * @return string[]
	 */
	private static function sources( string $root ): array {
		$files = array();
		foreach ( array( 'php', 'src' ) as $dir ) {
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( "$root/$dir", \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
				$path = $file->getPathname();
				if ( preg_match( '#/(test|generated)/#', $path ) || ! preg_match( '/\.(php|tsx?)$/', $path ) ) {
					continue;
				}
				$files[] = $path;
			}
		}
		sort( $files );
		return $files;
	}
}
