<?php
/**
 * The sub-sizes of a full-site import's images, made once its pages are in
 * place.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the attachments still waiting for their sizes, by our meta key (indexed): a cached list could name one another worker has just finished.

/**
 * Making an image's sub-sizes (thumbnail, medium, medium_large, large and
 * the theme's) is most of what storing it costs. Where the server can
 * answer a request and keep working (PHP-FPM's `fastcgi_finish_request()`,
 * LiteSpeed's `litespeed_finish_request()`; filter
 * `stencilbox_fsi_defer_image_sizes`), the attachments step stores each
 * image as WordPress does with its sizes left out, and marks it (META);
 * this job makes them afterwards, with WordPress's own
 * `wp_update_image_subsizes()` — the function behind core's
 * `/wp/v2/media/{id}/post-process`, which saves the metadata after each
 * size it makes, so work cut off is never lost, and a size file cut off
 * half-written is made again under the same name.
 *
 * When it runs: after each request of an import has answered (and after any
 * later one of an import, while some image still waits), for a bounded
 * time — so the sizes are made on a second worker while the import's next
 * requests go on, and after the import is complete; what is still left
 * then is a WP-Cron event (`Sweeper::IMAGE_SIZES_HOOK`), scheduled while
 * an image waits and cleared when none does.
 *
 * One job at a time (a lock row of its own, `LOCK_OPTION`, whose holder's
 * process is checked for life). A newer request's worker, which has more
 * of its time left, takes over: it waits in `NEXT_OPTION`, and the running
 * job stops at its next image for it — so the import's last request goes
 * on for its whole time after the import is complete. Never while a revert
 * runs: a revert takes
 * the site's import lock, then this lock (`hold()`), and a job stops at
 * the next image when it sees the revert. A revert deletes the import's
 * attachments with their sizes and their marks, and its folder with any
 * size file a killed job left unrecorded.
 *
 * An image is tried at most MAX_TRIES times (a worker killed on it every
 * time, an image the editor cannot load): then it keeps the sizes made so
 * far, as core leaves an upload whose post-processing kept failing.
 */
final class ImageSizes {
	/** The mark of an attachment still waiting for its sizes (its value: the tries so far). */
	public const META = '_stencilbox_fsi_sizes';

	/** The job's lock row (an option, as `ImportLock::OPTION`). */
	public const LOCK_OPTION = 'stencilbox_fsi_sizes_lock';

	/** The worker waiting to take the job over (an option row: its owner name). */
	public const NEXT_OPTION = 'stencilbox_fsi_sizes_next';

	/** How long the job's lock lasts without being renewed (it is renewed per image). */
	public const LOCK_SECONDS = 60;

	/** Tries per image. */
	public const MAX_TRIES = 3;

	/** The most seconds one run works where PHP has no time limit (CLI, cron by WP-CLI). */
	public const MAX_SECONDS = 20;

	/** How long a revert waits for a running job to stop at its next image (seconds). */
	public const REVERT_WAIT = 10;

	/**
	 * Whether `continue_after_answer()` is hooked for this request.
	 *
	 * @var bool
	 */
	private bool $hooked = false;

	/**
	 * Constructor.
	 *
	 * @param ImportLock $lock The job's own lock (`new ImportLock( LOCK_OPTION )`).
	 * @param ImportLock $site The site's import lock (a revert holds it).
	 */
	public function __construct( private ImportLock $lock, private ImportLock $site ) {}

	/**
	 * Whether an import stores its images without their sizes, for this job
	 * to make: only where a request can answer and go on working.
	 */
	public static function deferred(): bool {
		/**
		 * Filters whether a full-site import makes its images' sub-sizes
		 * after its pages are in place (true where the server can answer a
		 * request and keep working: PHP-FPM, LiteSpeed).
		 *
		 * @param bool $deferred Default: whether such a server runs this request.
		 */
		return (bool) apply_filters( 'stencilbox_fsi_defer_image_sizes', self::can_answer_early() );
	}

	/**
	 * Whether this server can send a request's answer and keep working.
	 */
	private static function can_answer_early(): bool {
		return function_exists( 'fastcgi_finish_request' ) || function_exists( 'litespeed_finish_request' );
	}

	/**
	 * Marks a new attachment as waiting for its sizes.
	 *
	 * @param int $attachment_id Attachment.
	 */
	public static function mark( int $attachment_id ): void {
		add_post_meta( $attachment_id, self::META, '0', true );
	}

	/**
	 * Attachments waiting for their sizes, oldest first.
	 *
	 * @param int $limit How many.
	 * @return int[]
	 */
	public function pending( int $limit = 1 ): array {
		global $wpdb;
		return array_map(
			'intval',
			(array) $wpdb->get_col( $wpdb->prepare( "SELECT pm.post_id FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = 'attachment' WHERE pm.meta_key = %s ORDER BY pm.post_id LIMIT %d", self::META, $limit ) )
		);
	}

	/**
	 * How many attachments wait for their sizes.
	 */
	public function count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = 'attachment' WHERE pm.meta_key = %s", self::META ) );
	}

	/**
	 * Makes the sizes of waiting images for about `$seconds` (at least one
	 * image): answers how many still wait. A revert makes it answer at
	 * once; so does another job running, unless `$take_over`: then it
	 * waits for that job to stop at its next image (at most `$seconds`, and
	 * only while no newer worker waits instead).
	 *
	 * @param float $seconds   Time budget.
	 * @param bool  $take_over Take the job over from a running one.
	 * @throws \Throwable What making an image's sizes threw (the lock is given back).
	 */
	public function work( float $seconds, bool $take_over = false ): int {
		$owner = 'sizes:' . Sessions::token();
		$start = microtime( true );
		if ( ! $this->lock->take( $owner, self::LOCK_SECONDS ) && ( ! $take_over || ! $this->wait_for_turn( $owner, $start + $seconds ) ) ) {
			return $this->count();
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$done = 0;
		try {
			while ( 0 === $done || microtime( true ) - $start < $seconds ) {
				if ( str_starts_with( $this->site->holder(), 'revert:' ) || $this->successor( $owner ) ) {
					break;
				}
				$id = $this->pending()[0] ?? 0;
				if ( ! $id ) {
					break;
				}
				// As the database has it: another worker may have made some of its sizes.
				wp_cache_delete( $id, 'post_meta' );
				$tries = (int) get_post_meta( $id, self::META, true );
				if ( $tries < self::MAX_TRIES ) {
					// Counted before the work: a worker killed on it every time gives up.
					update_post_meta( $id, self::META, (string) ( $tries + 1 ) );
					wp_update_image_subsizes( $id );
					/** This action is documented in php/Site/FullSiteImport/Runner.php */
					do_action( 'stencilbox_fsi_unit_done', 'image_sizes', $done, '' );
				}
				delete_post_meta( $id, self::META );
				++$done;
				// What this image put in the cache is not read again: a long run stays as small as one image.
				if ( function_exists( 'wp_cache_flush_runtime' ) && wp_cache_supports( 'flush_runtime' ) ) {
					wp_cache_flush_runtime();
				}
				$this->lock->take( $owner, self::LOCK_SECONDS );
			}
		} finally {
			$this->release( $owner );
		}
		$left = $this->count();
		/**
		 * Fires when a run of the image-sizes job ends (the bench reads its
		 * memory from here: the run happens after its request answered).
		 *
		 * @param int   $done    Images finished by this run.
		 * @param int   $left    Images still waiting.
		 * @param float $seconds How long it worked.
		 */
		do_action( 'stencilbox_fsi_image_sizes_done', $done, $left, microtime( true ) - $start );
		return $left;
	}

	/**
	 * Waits to take the job over: asks the running job to stop (the waiting
	 * row names this worker) and takes the lock once it is free. False when
	 * the time is up, or a newer worker waits instead.
	 *
	 * @param string $owner This worker.
	 * @param float  $until When to give up (a microtime).
	 */
	private function wait_for_turn( string $owner, float $until ): bool {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", self::NEXT_OPTION, $owner ) );
		while ( microtime( true ) < $until ) {
			usleep( 200000 );
			if ( $this->next() !== $owner ) {
				return false;
			}
			if ( $this->lock->take( $owner, self::LOCK_SECONDS ) ) {
				$this->forget_next( $owner );
				return true;
			}
		}
		$this->forget_next( $owner );
		return false;
	}

	/**
	 * Whether a live worker other than `$owner` waits to take the job over
	 * (a waiting row left by a killed worker is removed).
	 *
	 * @param string $owner The running job.
	 */
	private function successor( string $owner ): bool {
		$next = $this->next();
		if ( '' === $next || $next === $owner ) {
			return false;
		}
		if ( Sessions::holder_alive( substr( $next, strlen( 'sizes:' ) ) ) ) {
			return true;
		}
		$this->forget_next( $next );
		return false;
	}

	/**
	 * The worker waiting to take the job over ('' when none), read past every cache.
	 */
	private function next(): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::NEXT_OPTION ) );
	}

	/**
	 * Removes the waiting row if it still names `$owner`.
	 *
	 * @param string $owner Worker.
	 */
	private function forget_next( string $owner ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::NEXT_OPTION, $owner ) );
	}

	/**
	 * Gives the job's lock back, with the WP-Cron event set to what is left
	 * (scheduled while an image waits, cleared when none does) — before the
	 * lock goes, so a revert that takes it next sees the final schedule.
	 *
	 * @param string $owner Who holds the lock.
	 */
	public function release( string $owner ): void {
		if ( $this->pending() ) {
			if ( ! wp_next_scheduled( Sweeper::IMAGE_SIZES_HOOK ) ) {
				wp_schedule_single_event( time(), Sweeper::IMAGE_SIZES_HOOK );
			}
		} else {
			wp_clear_scheduled_hook( Sweeper::IMAGE_SIZES_HOOK );
		}
		$this->lock->release( $owner );
	}

	/**
	 * Takes the job's lock for a revert (which holds the site's lock
	 * already, so a running job stops at its next image): false when no
	 * job let go of it within REVERT_WAIT seconds.
	 *
	 * @param string $owner The revert's owner name.
	 */
	public function hold( string $owner ): bool {
		$until = microtime( true ) + self::REVERT_WAIT;
		while ( ! $this->lock->take( $owner, ImportLock::REVERT_SECONDS ) ) {
			if ( microtime( true ) >= $until ) {
				return false;
			}
			usleep( 100000 );
		}
		// A worker waiting to take the job over gives up (it sees the row go).
		$next = $this->next();
		if ( '' !== $next ) {
			$this->forget_next( $next );
		}
		return true;
	}

	/**
	 * After this request has answered, makes the sizes of waiting images
	 * (hooked once per request, where the server can answer early).
	 */
	public function after_answer(): void {
		if ( $this->hooked || ! self::can_answer_early() ) {
			return;
		}
		$this->hooked = true;
		add_action( 'shutdown', array( $this, 'continue_after_answer' ), PHP_INT_MAX );
	}

	/**
	 * The request has sent everything: its answer goes to the client now,
	 * and this worker goes on with the images for what is left of its time.
	 */
	public function continue_after_answer(): void {
		if ( ! $this->pending() ) {
			return;
		}
		ignore_user_abort( true );
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		} elseif ( function_exists( 'litespeed_finish_request' ) ) {
			litespeed_finish_request();
		}
		$this->quietly( self::budget(), true );
	}

	/**
	 * The WP-Cron event: what the requests left.
	 */
	public function cron(): void {
		$this->quietly( self::budget() );
	}

	/**
	 * Works without letting a failure reach a request that has answered (it
	 * goes to PHP's error log; the image is tried again later).
	 *
	 * @param float $seconds   Time budget.
	 * @param bool  $take_over Take the job over from a running one (`work()`).
	 */
	private function quietly( float $seconds, bool $take_over = false ): void {
		try {
			$this->work( $seconds, $take_over );
		} catch ( \Throwable $error ) {
			// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found, WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's only trace of a failure after the answer was sent.
			error_log( sprintf( 'Stencilbox full-site import: making image sizes failed: %1$s: %2$s in %3$s:%4$d', get_class( $error ), $error->getMessage(), $error->getFile(), $error->getLine() ) );
		}
	}

	/**
	 * Seconds this request may still work on images: up to two thirds of
	 * PHP's time limit since the request began (MAX_SECONDS without a
	 * limit), so the worker ends well inside the host's limits (filter
	 * `stencilbox_fsi_image_sizes_seconds`).
	 */
	private static function budget(): float {
		$limit   = (int) ini_get( 'max_execution_time' );
		$total   = $limit > 0 ? min( $limit * 2 / 3, self::MAX_SECONDS ) : self::MAX_SECONDS;
		$began   = isset( $_SERVER['REQUEST_TIME_FLOAT'] ) ? (float) $_SERVER['REQUEST_TIME_FLOAT'] : microtime( true );
		$seconds = max( 0.0, $total - ( microtime( true ) - $began ) );
		/**
		 * Filters how long a request (or the WP-Cron event) works on a
		 * full-site import's image sizes.
		 *
		 * @param float $seconds Default: up to half of PHP's time limit since the request began.
		 */
		return (float) apply_filters( 'stencilbox_fsi_image_sizes_seconds', $seconds );
	}
}
