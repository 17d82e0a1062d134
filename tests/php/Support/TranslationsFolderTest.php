<?php
/**
 * Our languages/ folder is not listed on every request that shows one of
 * our texts (Plugin::language_files()), and what it ships still loads.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support;

use Stencilbox\Tests\TestCase;

/**
 * WordPress 6.8+ makes the header's Domain Path our text domain's folder;
 * skipping its listing must not change which file is loaded.
 */
final class TranslationsFolderTest extends TestCase {
	public function test_our_folder_is_not_listed_and_its_translations_still_load(): void {
		$dir = dirname( __DIR__, 3 ) . '/languages/';
		$this->assertSame( array(), apply_filters( 'pre_get_language_files_from_path', null, $dir ) );
		$this->assertNull( apply_filters( 'pre_get_language_files_from_path', null, WP_LANG_DIR . '/plugins/' ), 'another folder is listed as before' );
		$this->assertNull( apply_filters( 'pre_get_language_files_from_path', null, WP_LANG_DIR . '/languages/' ), 'another folder named languages is listed as before' );

		// A translation shipped in the folder, loaded as WordPress does for
		// an active plugin (wp-settings.php names the Domain Path folder).
		$file     = $dir . 'stencilbox-zz_ZZ.l10n.php';
		$registry = $GLOBALS['wp_textdomain_registry'];
		$before   = clone $registry;
		$locale   = static fn(): string => 'zz_ZZ';
		file_put_contents( $file, '<?php return ' . var_export( array( 'messages' => array( 'Saved templates' => 'Zz saved templates' ) ), true ) . ';' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a fixture of the test's own, removed below.
		try {
			unload_textdomain( 'stencilbox', true );
			$registry->set_custom_path( 'stencilbox', rtrim( $dir, '/' ) );
			wp_cache_delete( md5( $dir ), 'translation_files' );
			add_filter( 'determine_locale', $locale );
			$this->assertSame( 'Zz saved templates', __( 'Saved templates', 'stencilbox' ) );
			// WordPress keeps each folder it lists for the request: ours was not.
			$this->assertFalse( wp_cache_get( md5( $dir ), 'translation_files' ) );
			$this->assertNotFalse( wp_cache_get( md5( WP_LANG_DIR . '/plugins/' ), 'translation_files' ), 'WordPress looked in wp-content/languages/plugins/ first, as before' );
		} finally {
			remove_filter( 'determine_locale', $locale );
			unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the fixture above.
			unload_textdomain( 'stencilbox', true );
			$GLOBALS['wp_textdomain_registry'] = $before;
		}
	}
}
