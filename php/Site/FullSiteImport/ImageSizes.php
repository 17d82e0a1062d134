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
 * time — so the sizes are made on other workers while the import's next
 * requests go on, and after the import is complete; the wizard's results
 * screen asks for them too while some wait (`help()`, `POST
 * /full-site-import/images`), which adds a second worker once the import's
 * requests have stopped; what is still left then is a WP-Cron event
 * (`Sweeper::IMAGE_SIZES_HOOK`), scheduled while an image waits and
 * cleared when none does.
 *
 * At most JOBS jobs at a time (filter `stencilbox_fsi_image_size_jobs`),
 * each in a slot (a lock row of its own, `LOCK_OPTION` and then
 * `LOCK_OPTION_<n>`, whose holder's process is checked for life), each on
 * images of its own: a job takes an image's row (`IMAGE_OPTION<id>`, the
 * same lock) before it works on it, so two jobs never make one image's
 * sizes. The import's requests share the first slot, so the import itself
 * keeps a core: a newer request's worker, which has more of its time
 * left, takes that slot over (it waits in `NEXT_OPTION`, and the job in
 * it stops at its next image) — so the import's last request goes on for
 * its whole time after the import is complete. The results screen's asks
 * and WP-Cron take any free slot, and never stop a running job. Never
 * while a revert runs: a revert takes the site's import lock, then every
 * slot (`hold()`), and a job stops at the next image when it sees the
 * revert. A revert deletes the import's attachments with their sizes and
 * their marks, and its folder with any size file a killed job left
 * unrecorded.
 *
 * An image is tried at most MAX_TRIES times (a worker killed on it every
 * time, an image the editor cannot load): then it keeps the sizes made so
 * far, as core leaves an upload whose post-processing kept failing.
 */
final class ImageSizes {
	/** The mark of an attachment still waiting for its sizes (its value: the tries so far). */
	public const META = '_stencilbox_fsi_sizes';

	/** The first job's lock row (an option, as `ImportLock::OPTION`); the others' add `_<n>`. */
	public const LOCK_OPTION = 'stencilbox_fsi_sizes_lock';

	/** How many jobs may make sizes at once, by default (`jobs()`). */
	public const JOBS = 2;

	/** The row of an image a job is making, before its id (the same lock as a job's). */
	public const IMAGE_OPTION = 'stencilbox_fsi_sizes_image_';

	/** The worker waiting to take the job over (an option row: its owner name). */
	public const NEXT_OPTION = 'stencilbox_fsi_sizes_next';

	/** How long the job's lock lasts without being renewed (it is renewed per image). */
	public const LOCK_SECONDS = 60;

	/** Tries per image. */
	public const MAX_TRIES = 3;

	/** The most seconds one run works where PHP has no time limit (CLI, cron by WP-CLI). */
	public const MAX_SECONDS = 20;

	/** How long the results screen's request works before answering where it cannot answer first. */
	public const HELP_SECONDS = 5;

	/** How long a revert waits for a running job to stop at its next image (seconds). */
	public const REVERT_WAIT = 10;

	/**
	 * Whether `continue_after_answer()` is hooked for this request.
	 *
	 * @var bool
	 */
	private bool $hooked = false;

	/**
	 * Whether this request's worker, after answering, takes the first slot
	 * over from a running job (an import's request), or only takes a free
	 * slot (the results screen's).
	 *
	 * @var bool
	 */
	private bool $take_over = true;

	/**
	 * Constructor.
	 *
	 * @param ImportLock $site The site's import lock (a revert holds it).
	 */
	public function __construct( private ImportLock $site ) {}

	/**
	 * How many jobs may make sizes at once: two by default (the import's
	 * requests use one; the results screen's asks and WP-Cron the other).
	 */
	public static function jobs(): int {
		/**
		 * Filters how many PHP workers may make a full-site import's image
		 * sizes at once (1 on a host with very few workers).
		 *
		 * @param int $jobs Default: 2.
		 */
		return max( 1, (int) apply_filters( 'stencilbox_fsi_image_size_jobs', self::JOBS ) );
	}

	/**
	 * The jobs' slots: one lock row each.
	 *
	 * @return ImportLock[]
	 */
	private static function slots(): array {
		$slots = array();
		for ( $n = 1; $n <= self::jobs(); $n++ ) {
			$slots[] = new ImportLock( 1 === $n ? self::LOCK_OPTION : self::LOCK_OPTION . '_' . $n );
		}
		return $slots;
	}

	/**
	 * Takes a slot for `$owner`: the first one for an import's request
	 * (`$import`), any free one otherwise. Answers its index, or -1.
	 *
	 * @param string $owner  Job.
	 * @param bool   $import Whether an import's request asks.
	 */
	private static function take_slot( string $owner, bool $import ): int {
		foreach ( self::slots() as $index => $slot ) {
			if ( $slot->take( $owner, self::LOCK_SECONDS ) ) {
				return $index;
			}
			if ( $import ) {
				break;
			}
		}
		return -1;
	}

	/**
	 * Takes a waiting image no other live job is making: answers its id, or
	 * 0 when none is left for this job.
	 *
	 * @param string $owner Job.
	 */
	private function claim( string $owner ): int {
		// Other jobs hold at most one image each; rows of killed jobs are taken over.
		foreach ( self::pending( 2 * self::jobs() ) as $id ) {
			if ( ( new ImportLock( self::IMAGE_OPTION . $id ) )->take( $owner, self::LOCK_SECONDS ) ) {
				return $id;
			}
		}
		return 0;
	}

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
	public static function pending( int $limit = 1 ): array {
		global $wpdb;
		return array_map(
			'intval',
			(array) $wpdb->get_col( $wpdb->prepare( "SELECT pm.post_id FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = 'attachment' WHERE pm.meta_key = %s ORDER BY pm.post_id LIMIT %d", self::META, $limit ) )
		);
	}

	/**
	 * How many attachments wait for their sizes.
	 */
	public static function count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} pm INNER JOIN {$wpdb->posts} p ON p.ID = pm.post_id AND p.post_type = 'attachment' WHERE pm.meta_key = %s", self::META ) );
	}

	/**
	 * Makes the sizes of waiting images for about `$seconds` (at least one
	 * image): answers how many still wait. A revert makes it answer at
	 * once; so does every slot being busy, or, with `$take_over` (an
	 * import's request), the first slot being busy: then it waits for the
	 * job in it to stop at its next image (at most `$seconds`, and only
	 * while no newer worker waits instead).
	 *
	 * @param float $seconds   Time budget.
	 * @param bool  $take_over An import's request: take the first slot over.
	 * @throws \Throwable What making an image's sizes threw (the lock is given back).
	 */
	public function work( float $seconds, bool $take_over = false ): int {
		$owner = 'sizes:' . Sessions::token();
		$start = microtime( true );
		$index = self::take_slot( $owner, $take_over );
		if ( $index < 0 && $take_over && $this->wait_for_turn( $owner, $start + $seconds ) ) {
			$index = 0;
		}
		if ( $index < 0 ) {
			return self::count();
		}
		$slot = self::slots()[ $index ];
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$done = 0;
		try {
			while ( 0 === $done || microtime( true ) - $start < $seconds ) {
				// The import's slot goes to a newer request's worker waiting for it.
				if ( str_starts_with( $this->site->holder(), 'revert:' ) || ( 0 === $index && $this->successor( $owner ) ) ) {
					break;
				}
				$id = $this->claim( $owner );
				if ( ! $id ) {
					break;
				}
				try {
					$made = $this->make( $id, $done );
				} finally {
					( new ImportLock( self::IMAGE_OPTION . $id ) )->release( $owner );
				}
				$done += (int) $made;
				// What this image put in the cache is not read again: a long run stays as small as one image.
				if ( function_exists( 'wp_cache_flush_runtime' ) && wp_cache_supports( 'flush_runtime' ) ) {
					wp_cache_flush_runtime();
				}
				$slot->take( $owner, self::LOCK_SECONDS );
			}
		} finally {
			$this->release( $owner );
		}
		$left = self::count();
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
	 * Makes one image's sizes (this job holds its row), unless it was tried
	 * MAX_TRIES times already, and takes its mark off: false when another
	 * job had finished it since this one listed it.
	 *
	 * @param int $id   Attachment.
	 * @param int $done Images this run finished before it.
	 */
	private function make( int $id, int $done ): bool {
		// As the database has it: another worker may have made some of its sizes.
		wp_cache_delete( $id, 'post_meta' );
		$mark = (string) get_post_meta( $id, self::META, true );
		if ( '' === $mark ) {
			return false;
		}
		$tries = (int) $mark;
		if ( $tries < self::MAX_TRIES ) {
			// Counted before the work: a worker killed on it every time gives up.
			update_post_meta( $id, self::META, (string) ( $tries + 1 ) );
			wp_update_image_subsizes( $id );
			/** This action is documented in php/Site/FullSiteImport/Runner.php */
			do_action( 'stencilbox_fsi_unit_done', 'image_sizes', $done, '' );
		}
		delete_post_meta( $id, self::META );
		return true;
	}

	/**
	 * Waits to take the import's slot (the first) over: asks the job in it
	 * to stop (the waiting row names this worker) and takes the slot once it
	 * is free. False when the time is up, or a newer worker waits instead.
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
			if ( self::slots()[0]->take( $owner, self::LOCK_SECONDS ) ) {
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
	 * Gives the slots `$owner` holds back, with the WP-Cron event set to
	 * what is left (scheduled while an image waits, cleared when none
	 * does) — before the slot goes, so a revert that takes it next sees the
	 * final schedule.
	 *
	 * @param string $owner A job, or a revert (`hold()`).
	 */
	public function release( string $owner ): void {
		if ( self::pending() ) {
			if ( ! wp_next_scheduled( Sweeper::IMAGE_SIZES_HOOK ) ) {
				wp_schedule_single_event( time(), Sweeper::IMAGE_SIZES_HOOK );
			}
		} else {
			wp_clear_scheduled_hook( Sweeper::IMAGE_SIZES_HOOK );
		}
		foreach ( self::slots() as $slot ) {
			$slot->release( $owner );
		}
	}

	/**
	 * Takes every slot for a revert (which holds the site's lock already,
	 * so running jobs stop at their next image): false when a job did not
	 * let go within REVERT_WAIT seconds (the slots taken are given back).
	 * The rows of images killed jobs were making go with them.
	 *
	 * @param string $owner The revert's owner name.
	 */
	public function hold( string $owner ): bool {
		global $wpdb;
		$until = microtime( true ) + self::REVERT_WAIT;
		foreach ( self::slots() as $slot ) {
			while ( ! $slot->take( $owner, ImportLock::REVERT_SECONDS ) ) {
				if ( microtime( true ) >= $until ) {
					$this->release( $owner );
					return false;
				}
				usleep( 100000 );
			}
		}
		// A worker waiting to take the job over gives up (it sees the row go).
		$next = $this->next();
		if ( '' !== $next ) {
			$this->forget_next( $next );
		}
		// No job runs now: an image's row left is a killed job's.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::IMAGE_OPTION ) . '%' ) );
		return true;
	}

	/**
	 * The results screen asks for the images while some wait: answers how
	 * many do. Where the server can answer first, this worker then makes
	 * them in a free slot (it never stops a running job); elsewhere it
	 * works HELP_SECONDS before answering.
	 */
	public function help(): int {
		if ( self::can_answer_early() ) {
			$this->after_answer( false );
			return self::count();
		}
		return $this->work( self::HELP_SECONDS );
	}

	/**
	 * After this request has answered, makes the sizes of waiting images
	 * (hooked once per request, where the server can answer early).
	 *
	 * @param bool $take_over Take the first slot over (an import's
	 *                        request), or only a free slot.
	 */
	public function after_answer( bool $take_over = true ): void {
		if ( $this->hooked || ! self::can_answer_early() ) {
			return;
		}
		$this->hooked    = true;
		$this->take_over = $take_over;
		add_action( 'shutdown', array( $this, 'continue_after_answer' ), PHP_INT_MAX );
	}

	/**
	 * The request has sent everything: its answer goes to the client now,
	 * and this worker goes on with the images for what is left of its time.
	 */
	public function continue_after_answer(): void {
		if ( ! self::pending() ) {
			return;
		}
		ignore_user_abort( true );
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		} elseif ( function_exists( 'litespeed_finish_request' ) ) {
			litespeed_finish_request();
		}
		$this->quietly( self::budget(), $this->take_over );
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
