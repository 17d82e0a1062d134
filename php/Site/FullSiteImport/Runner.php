<?php
/**
 * Moves an import session forward, a few seconds of work per request.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\FullSiteImport;

use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

/**
 * Each request takes the session's lock and runs units until its time is
 * up. A unit, the journal rows the Recorder writes for it, the cursor that
 * moves past it and its log lines are one transaction: a request killed at
 * any point loses nothing and duplicates nothing — the next request finds
 * the cursor where the last finished unit left it.
 *
 * The log is what the client reads (streamed, or polled by index): events
 * `{action, data}` with the spec's actions — `updateLog` (a progress step:
 * type, title, message, progress, status, position),
 * `downloadComplete` (the pack is downloaded),
 * `complete` (the results) and `error` (title, message, retry).
 */
final class Runner {
	/** Hub failures worth trying again (the client reconnects on its own). */
	private const RETRYABLE = array( 'retry_again', 'hub_unreachable' );

	/**
	 * Constructor.
	 *
	 * @param Sessions   $sessions Sessions.
	 * @param Journal    $journal  Journal.
	 * @param Recorder   $recorder Recorder.
	 * @param Importer   $importer Steps.
	 * @param ImportLock $site     The site's one-import-at-a-time lock.
	 */
	public function __construct( private Sessions $sessions, private Journal $journal, private Recorder $recorder, private Importer $importer, private ImportLock $site ) {}

	/**
	 * Works on a session for up to `$seconds`, calling `$emit` with each new
	 * log event as it is committed.
	 *
	 * @param array<string, mixed> $session Session.
	 * @param float                $seconds Time budget.
	 * @param callable|null        $emit    `fn( array $event, int $index ): void`.
	 * @return string `continue`, `complete`, `error` or `busy` (another
	 *                request works on it, or a revert holds the site).
	 */
	public function run( array $session, float $seconds, ?callable $emit = null ): string {
		$token = Sessions::token();
		if ( Sessions::RUNNING !== $session['status'] ) {
			return Sessions::COMPLETE === $session['status'] ? 'complete' : 'error';
		}
		// The site's lock first (held from `start`, renewed by each piece of
		// work), then the session's own (one request at a time on it).
		$owner = ImportLock::import( (string) $session['uuid'] );
		if ( ! $this->site->take( $owner, ImportLock::IMPORT_SECONDS ) || ! $this->sessions->lock( $session, $token ) ) {
			return 'busy';
		}
		$start = microtime( true );
		$id    = (int) $session['id'];
		$sent  = count( (array) $session['log'] );
		$emit  = $emit ?? static function (): void {};
		try {
			while ( true ) {
				$session = (array) $this->sessions->find_id( $id );
				$outcome = $this->step( $session, $token );
				$session = (array) $this->sessions->find_id( $id );
				foreach ( array_slice( (array) $session['log'], $sent ) as $offset => $event ) {
					$emit( $event, $sent + $offset );
				}
				$sent = count( (array) $session['log'] );
				if ( 'continue' !== $outcome || microtime( true ) - $start >= $seconds ) {
					return $outcome;
				}
				if ( ! $this->site->take( $owner, ImportLock::IMPORT_SECONDS ) ) {
					return 'busy';
				}
			}
		} finally {
			$this->sessions->unlock( $id, $token );
			// A finished import gives the site back; one that will go on keeps it.
			if ( Sessions::RUNNING !== ( $this->sessions->find_id( $id )['status'] ?? '' ) ) {
				$this->site->release( $owner );
			}
		}
	}

	/**
	 * Ends an import that was left behind (its client went away, and then
	 * another import took the site, or nobody came back for a day): its log
	 * says why, its package goes; what it imported stays revertible.
	 *
	 * @param array<string, mixed> $session Session.
	 */
	public function abandon( array $session ): void {
		$cursor = (array) $session['cursor_state'];
		$index  = (int) ( $cursor['index'] ?? 0 );
		$step   = (string) ( ( (array) ( $cursor['steps'] ?? array() ) )[ $index ] ?? 'finalize' );
		$this->end_with_error( (int) $session['id'], $step, $index, 'import_abandoned', __( 'This import stopped: it was left unfinished, and another import has started or nobody came back to it for a day. Whatever it imported can still be reverted.', 'stencilbox' ), false );
	}

	/**
	 * Does the next piece of work: one unit, or the move to the next step.
	 *
	 * @param array<string, mixed> $session Session.
	 * @param string               $token   Lock token.
	 * @return string `continue`, `complete` or `error`.
	 */
	private function step( array $session, string $token ): string {
		$cursor = (array) $session['cursor_state'];
		$steps  = (array) $cursor['steps'];
		$index  = (int) ( $cursor['index'] ?? 0 );
		$state  = (array) ( $cursor['data'] ?? array() );
		$state += array( 'results' => array() );
		if ( $index >= count( $steps ) ) {
			return 'complete';
		}
		$step = (string) $steps[ $index ];
		$unit = (int) ( $cursor['unit'] ?? 0 );
		$id   = (int) $session['id'];
		$log  = (array) $session['log'];
		try {
			$total = $this->importer->units( $step, $state );
			if ( 0 === $unit && empty( $cursor['started'] ) ) {
				$log[]             = self::progress( $step, $index, 0, 'processing' );
				$cursor['started'] = true;
			}
			if ( $unit < $total ) {
				Transaction::run(
					function () use ( $step, $unit, &$state, $session, $id, &$cursor, &$log, $total, $index, $token ): void {
						$this->sessions->renew( $id, $token );
						$own_posts = array_map( 'intval', $this->journal->refs( $id, Journal::POST ) );
						$own_terms = array_map( 'intval', $this->journal->refs( $id, Journal::TERM ) );
						$this->recorder->start(
							fn( string $kind, string $ref, array $data ): mixed => $this->journal->add( $id, $kind, $ref, $data ),
							$own_posts,
							$own_terms
						);
						try {
							$this->importer->run( $step, $unit, $state, $session );
						} finally {
							$this->recorder->stop();
						}
						$cursor['unit'] = $unit + 1;
						$cursor['data'] = $state;
						$log[]          = self::progress( $step, $index, (int) floor( 100 * ( $unit + 1 ) / max( 1, $total ) ), $unit + 1 >= $total ? 'complete' : 'processing' );
						$this->sessions->update(
							$id,
							array(
								'cursor_state' => $cursor,
								'log'          => $log,
								'results'      => $state['results'],
							)
						);
						/**
						 * Fires when a unit is done but not yet committed
						 * (tests make the worker die here, to prove nothing
						 * is lost or repeated).
						 *
						 * @param string $step Step.
						 * @param int    $unit Unit index.
						 * @param string $uuid Session id.
						 */
						do_action( 'stencilbox_fsi_unit_done', $step, $unit, (string) $session['uuid'] );
					}
				);
				return 'continue';
			}
			// Every unit done (or none): the next step.
			if ( 0 === $total ) {
				$log[] = self::progress( $step, $index, 100, 'complete' );
			}
			if ( 'download' === $step ) {
				// The spec's `downloadComplete`: a poll ends its round here.
				$log[] = array(
					'action' => 'downloadComplete',
					'data'   => array(
						'type'    => 'download',
						'message' => __( 'The pack is downloaded.', 'stencilbox' ),
					),
				);
			}
			$cursor = array(
				'steps' => $steps,
				'index' => $index + 1,
				'unit'  => 0,
				'data'  => $state,
			);
			$done   = $index + 1 >= count( $steps );
			if ( $done ) {
				$log[] = array(
					'action' => 'complete',
					'data'   => $state['results'],
				);
			}
			$this->sessions->update(
				$id,
				array_filter(
					array(
						'cursor_state' => $cursor,
						'log'          => $log,
						'results'      => $state['results'],
						'status'       => $done ? Sessions::COMPLETE : null,
					),
					static fn( mixed $value ): bool => null !== $value
				)
			);
			return $done ? 'complete' : 'continue';
		} catch ( \Throwable $error ) {
			return $this->fail( $id, $step, $index, $error );
		}
	}

	/**
	 * Records a failure: a retryable one leaves the session running (the
	 * client reconnects and the unit is done again), any other ends it.
	 *
	 * @param int        $id    Session row id.
	 * @param string     $step  Step.
	 * @param int        $index Step position.
	 * @param \Throwable $error What went wrong.
	 */
	private function fail( int $id, string $step, int $index, \Throwable $error ): string {
		$http      = $error instanceof HttpError;
		$retryable = $http && in_array( $error->error_code(), self::RETRYABLE, true );
		if ( ! $http ) {
			// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found, WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's only trace of an unexpected failure; the client gets a safe message.
			error_log( sprintf( 'Stencilbox full-site import %1$s failed in %2$s: %3$s: %4$s in %5$s:%6$d', $this->sessions->find_id( $id )['uuid'] ?? '', $step, get_class( $error ), $error->getMessage(), $error->getFile(), $error->getLine() ) );
		}
		$this->end_with_error(
			$id,
			$step,
			$index,
			$http ? $error->error_code() : 'internal_error',
			$http ? $error->getMessage() : __( 'Something went wrong.', 'stencilbox' ),
			$retryable
		);
		return 'error';
	}

	/**
	 * Logs an error; one that cannot be retried ends the session (its
	 * package goes).
	 *
	 * @param int    $id        Session row id.
	 * @param string $step      Step.
	 * @param int    $index     Step position.
	 * @param string $code      Error code.
	 * @param string $message   Message.
	 * @param bool   $retryable Whether the client may try again.
	 */
	private function end_with_error( int $id, string $step, int $index, string $code, string $message, bool $retryable ): void {
		$session = (array) $this->sessions->find_id( $id );
		$log     = (array) $session['log'];
		$log[]   = self::progress( $step, $index, 0, 'error' );
		$log[]   = array(
			'action' => 'error',
			'data'   => array(
				'type'    => $step,
				'code'    => $code,
				'title'   => __( 'Something went wrong', 'stencilbox' ),
				'message' => $message,
				'retry'   => $retryable,
			),
		);
		$changes = array( 'log' => $log );
		if ( ! $retryable ) {
			$changes['status'] = Sessions::ERROR;
			$this->importer->abandon( (array) ( $session['cursor_state']['data'] ?? array() ), $session );
		}
		$this->sessions->update( $id, $changes );
	}

	/**
	 * A progress step line (spec part 2 §3).
	 *
	 * @param string $step     Step.
	 * @param int    $position Its position.
	 * @param int    $progress Percent.
	 * @param string $status   processing, complete or error.
	 * @return array<string, mixed>
	 */
	private static function progress( string $step, int $position, int $progress, string $status ): array {
		return array(
			'action' => 'updateLog',
			'data'   => array(
				'type'     => $step,
				'title'    => Importer::title( $step ),
				'message'  => 'complete' === $status ? __( 'Done', 'stencilbox' ) : ( 'error' === $status ? __( 'Failed', 'stencilbox' ) : __( 'Working…', 'stencilbox' ) ),
				'progress' => $progress,
				'status'   => $status,
				'position' => $position,
			),
		);
	}
}
