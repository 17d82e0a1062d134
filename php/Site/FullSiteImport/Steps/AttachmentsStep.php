<?php
/**
 * Full-site import step `attachments`: importing images.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport\Steps;

use Stencilbox\Site\FullSiteImport\ImageSizes;
use Stencilbox\Site\FullSiteImport\Importer;
use Stencilbox\Site\FullSiteImport\Journal;
use Stencilbox\Site\FullSiteImport\PackImages;
use Stencilbox\Support\PackPackage;

defined( 'ABSPATH' ) || exit;

/**
 * Importing images (`Importer::STEPS` lists it in the spec's order).
 */
final class AttachmentsStep extends Step {
	/**
	 * The step's key in the session, the log and the client.
	 */
	public static function name(): string {
		return 'attachments';
	}

	/**
	 * The step's title in the progress list.
	 */
	public static function title(): string {
		return __( 'Importing images', 'stencilbox' );
	}

	/**
	 * Whether this import takes the step.
	 *
	 * @param array<string, mixed> $info Pack facts from the hub.
	 * @param array<string, mixed> $form The form.
	 */
	public static function applies( array $info, array $form ): bool {
		unset( $form );
		return ! empty( $info['has_attachments'] );
	}

	/**
	 * How many units the step has now.
	 *
	 * @param array<string, mixed> $state Cursor data.
	 */
	public function units( array $state ): int {
		return count( (array) ( $state['package']['images'] ?? array() ) );
	}

	/**
	 * Attachments: one image of the package into the media library — where
	 * the server can keep working after answering, without its sub-sizes,
	 * which `ImageSizes` makes after this request has answered, beside the
	 * import's next requests (`ImageSizes::deferred()`).
	 *
	 * @param int                  $unit    Unit index.
	 * @param array<string, mixed> $state   Cursor data (changed in place).
	 * @param array<string, mixed> $session Session row.
	 */
	public function run( int $unit, array &$state, array $session ): void {
		$name = (string) ( $state['package']['images'][ $unit ] ?? '' );
		if ( '' === $name || isset( $state['images'][ $name ] ) ) {
			return;
		}
		$package = PackPackage::open( (string) $state['package']['path'] );
		// The first file the import leaves in uploads: from now on revert removes its folder.
		$this->tools->journal->add( (int) $session['id'], Journal::FOLDER, Importer::folder( $session )['relative'] );
		$copy = PackImages::store( $name, $package->read( 'images/' . $name ), Importer::folder( $session )['relative'], ImageSizes::deferred() );
		if ( null === $copy ) {
			$state['results']['failed_images'][] = $name;
			return;
		}
		$state['images'][ $name ]   = $copy;
		$state['results']['attachments'] = (int) ( $state['results']['attachments'] ?? 0 ) + 1;
	}
}
