<?php
/**
 * Ends full-site imports that were left behind, and takes away packages
 * nobody needs.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * An import whose client went away stays `running` (the wizard offers to
 * resume it) until another import takes the site (`take_over()`, at
 * `start`) or nobody has moved it for ABANDONED_AFTER (`sweep()`, daily by
 * WP-Cron and at every `start`). It then ends with an error: its package
 * goes, what it imported stays revertible. The sweep also removes any
 * package folder no running import needs (a download cut off, an older
 * version's leftovers). Its second WP-Cron event makes the image sizes an
 * import's requests left (`ImageSizes`).
 */
final class Sweeper {
	/** The WP-Cron hook. */
	public const HOOK = 'stencilbox_fsi_sweep';

	/** The WP-Cron hook of the image sizes left to make (`ImageSizes`: scheduled while some wait). */
	public const IMAGE_SIZES_HOOK = 'stencilbox_fsi_image_sizes';

	/** An import nobody moved for this long is abandoned (seconds). */
	public const ABANDONED_AFTER = DAY_IN_SECONDS;

	/**
	 * Constructor.
	 *
	 * @param Sessions   $sessions Sessions.
	 * @param Runner     $runner   Ends sessions.
	 * @param ImportLock $site     The site's import lock.
	 * @param ImageSizes $sizes    The image sizes imports left to make.
	 */
	public function __construct( private Sessions $sessions, private Runner $runner, private ImportLock $site, private ImageSizes $sizes ) {}

	/**
	 * Hooks the daily sweep.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->action( self::HOOK, 'sweep' );
		$hooks->action( self::IMAGE_SIZES_HOOK, 'image_sizes' );
	}

	/**
	 * Schedules the daily sweep (once): from Stencilbox's own screen, where
	 * imports start (AdminPage::enqueue(); no other request pays for the
	 * look at WP-Cron's list, and an import — which every `start` sweeps
	 * before anyway — changes nothing of it, so a revert leaves the site
	 * exactly as it was).
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::HOOK );
		}
	}

	/**
	 * Ends the imports nobody moved for ABANDONED_AFTER (but the one holding
	 * the site), then removes the packages of every import not running.
	 */
	public function sweep(): void {
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - self::ABANDONED_AFTER );
		$live   = $this->site->running_import();
		foreach ( $this->sessions->running() as $session ) {
			if ( $live !== $session['uuid'] && (string) $session['updated_at'] < $cutoff ) {
				$this->runner->abandon( $session );
			}
		}
		PackageFolder::sweep( fn(): array => array_column( $this->sessions->running(), 'uuid' ) );
	}

	/**
	 * Makes image sizes the imports' requests left (the WP-Cron event).
	 */
	public function image_sizes(): void {
		$this->sizes->cron();
	}

	/**
	 * A new import has taken the site: every other running one (left
	 * behind, or its lock would still be held) can no longer go on.
	 *
	 * @param string $uuid The new import's session id.
	 */
	public function take_over( string $uuid ): void {
		foreach ( $this->sessions->running() as $session ) {
			if ( $uuid !== $session['uuid'] ) {
				$this->runner->abandon( $session );
			}
		}
	}
}
