<?php
/**
 * Updates: content on this site whose source has a newer version, and
 * putting that version in.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Site\Updates;

use Stencilbox\Site\Account\AccountSession;
use Stencilbox\Site\Account\Connection;
use Stencilbox\Site\Design\DesignMatcher;
use Stencilbox\Site\FullSiteImport\ImportForm;
use Stencilbox\Site\FullSiteImport\PackContent;
use Stencilbox\Site\FullSiteImport\PackLinks;
use Stencilbox\Site\FullSiteImport\PackPresets;
use Stencilbox\Site\Import\ImageLocalizer;
use Stencilbox\Site\Provenance\Provenance;
use Stencilbox\Support\Epoch;
use Stencilbox\Support\Import\References;
use Stencilbox\Support\Names;
use Stencilbox\Support\NetworkLibrary;
use Stencilbox\Support\Platform\Platforms;
use Stencilbox\Support\Provenance\Fingerprint;
use Stencilbox\Support\Rest\HttpError;
use Stencilbox\Support\Similarity;
use Stencilbox\Support\Hooks;

defined( 'ABSPATH' ) || exit;

/**
 * The site asks its hub for the newest version of every source it uses
 * (`POST /versions/check`: ids, versions and how many places and posts;
 * never content) with the user's library account, then looks at each place
 * here: an update is listed when the source is newer than what the place
 * has, for places the user may edit. "Pristine" places (their hash still
 * the one of their version) update in one step; edited ones only when the
 * user says "Merge my changes" (`$merge`: the new version's design, the
 * content changed here kept, `merge_one()`; conflicts answered and
 * written with the user's picks by `resolve()`) or "Replace my changes"
 * (`$replace`), after seeing both. A place
 * whose content already is the newest version (pasted or restored by hand,
 * or a hub that restored an older body) is up to date: its record moves to
 * that version when it is seen (`at_newest()`), so the next update is one
 * step again.
 *
 * The hub's answer is kept for a few minutes per user (a remote hub's
 * events never reach the site); the Updates screen asks afresh. The count
 * in the library's header is the last list's, kept until something here
 * changes (an insert, an update, a saved post with a record) or for
 * COUNT_TTL. Asking afresh sends the last answer's token: when nothing it
 * depends on changed, the hub says `unchanged` after one read and the site
 * uses the answer it kept.
 *
 * Fleet rollbacks (issue [26] item 4): every update that writes a place
 * keeps, in its record's context (`undo`, per version, the last UNDO_KEPT),
 * the revision holding the place as it was, the version it had and the
 * hash as written. When a check's answer says the hub rolled back the
 * version a place applied (`rolled_back`), the check schedules a WP-Cron
 * run for that user (`ROLLBACK_HOOK`: a read never writes content), which
 * writes the revision's content back (`roll_back()`: one more undoable
 * update) unless the place was changed since, and reports each place to
 * the hub's audit log.
 */
final class Updates {
	/** How long the hub's answer is kept. */
	public const HUB_TTL = 5 * MINUTE_IN_SECONDS;

	/**
	 * How long the header's count is kept (unless something here changes
	 * first): the schedule of the checks nobody asked for, one per
	 * signed-in user who opens the library in that time. No cron checks.
	 */
	public const COUNT_TTL = DAY_IN_SECONDS;

	/** How long the last answer is kept with its token (an older one is asked for whole). */
	public const TOKEN_TTL = 30 * DAY_IN_SECONDS;

	/**
	 * How long the fingerprint of a version as an update would write it here
	 * is kept (a version's body never changes; images copied since may).
	 */
	public const PRINT_TTL = 30 * DAY_IN_SECONDS;

	/** The WP-Cron event that carries out a fleet rollback for a user (args: the user id). */
	public const ROLLBACK_HOOK = 'stencilbox_fleet_rollback';

	/** How many applies' revisions a record keeps for fleet rollbacks (newest). */
	public const UNDO_KEPT = 5;

	/** Moves when a record or a recorded post changes: cached counts are then stale. */
	public const EPOCH_OPTION = 'stencilbox_updates_epoch';

	/**
	 * Moves when the hub on this WordPress writes a version (its event):
	 * the kept hub answers and counts are then stale. A remote hub's
	 * versions are seen when its kept answer expires (HUB_TTL).
	 */
	public const HUB_EPOCH_OPTION = 'stencilbox_updates_hub_epoch';

	/**
	 * Most places of one apply whose similarity is measured (each renders
	 * the place twice); the others are reported without one.
	 */
	public const MEASURED_MAX = 50;

	/**
	 * The lists an apply answers, one per outcome of a place (`apply()`).
	 */
	public const APPLY_LISTS = array( 'updated', 'merged', 'conflicted', 'skipped', 'failed' );

	/**
	 * The similarity measured per record written by the apply under way
	 * (`measure()`), read by its report.
	 *
	 * @var array<int, float>
	 */
	private array $measured = array();

	/**
	 * Constructor.
	 *
	 * @param AccountSession $session    Account (hub calls on its behalf).
	 * @param Provenance     $provenance Records.
	 * @param ImageLocalizer $images     Image copies.
	 * @param Writer         $writer     Writes a version into its place.
	 * @param DesignMatcher  $design     "Match my site", for copies placed in the site's look.
	 */
	public function __construct( private AccountSession $session, private Provenance $provenance, private ImageLocalizer $images, private Writer $writer, private DesignMatcher $design, private References $refs = new References() ) {}

	/**
	 * Keeps the cached counts honest.
	 */
	public static function hooks( Hooks $hooks ): void {
		$hooks->filter( Names::HOOK_CONTENT_PLACED, 'changed_content', 20 );
		$hooks->action( 'save_post', 'saved_post' );
		$hooks->action( Names::EVENT_CATALOG_CHANGED, 'changed' );
		$hooks->action( self::ROLLBACK_HOOK, 'run_rollback' );
		// Static: a hub writing versions for other sites builds nothing of the site's.
		$hooks->static_call( Names::EVENT_VERSIONS_CHANGED, 'hub_versions_changed' );
	}

	/**
	 * The hub on this WordPress wrote a version.
	 */
	public static function hub_versions_changed(): void {
		Epoch::move( self::HUB_EPOCH_OPTION );
	}

	/**
	 * Which hub answers are current: this site's hub's versions, and the
	 * network's shared library's.
	 */
	private static function hub_epoch(): string {
		return Epoch::current( self::HUB_EPOCH_OPTION ) . '.' . NetworkLibrary::hub_epoch();
	}

	/**
	 * Something an update list depends on changed.
	 */
	public function changed(): void {
		Epoch::move( self::EPOCH_OPTION );
	}

	/**
	 * A placed content changes the lists (the filter passes it through).
	 *
	 * @param mixed $content Content.
	 * @return mixed
	 */
	public function changed_content( mixed $content ): mixed {
		$this->changed();
		return $content;
	}

	/**
	 * A saved post with records may have been edited.
	 *
	 * @param int $post_id Post.
	 */
	public function saved_post( int $post_id ): void {
		if ( ! wp_is_post_revision( $post_id ) && $this->provenance->of_post( $post_id ) ) {
			$this->changed();
		}
	}

	/**
	 * The updates a user may apply, newest records first.
	 *
	 * @param int  $user_id WordPress user.
	 * @param bool $fresh   Ask the hub afresh.
	 * @return array{updates: array<int, array<string, mixed>>, count: int, pristine: int, checked_at: string, rolling_back: array<int, array<string, mixed>>}
	 *         `rolling_back`: the places going back because the hub rolled back the version they applied (a WP-Cron run does it).
	 * @throws HttpError `not_signed_in` (401), or the hub's errors.
	 */
	public function list( int $user_id, bool $fresh = false ): array {
		$rows   = $this->provenance->all();
		$newest = $this->newest( $user_id, $rows, $fresh, true );
		$out    = array();
		foreach ( $rows as $row ) {
			$entry = $this->entry( $user_id, $row, $newest );
			if ( null !== $entry ) {
				$out[] = $entry;
			}
		}
		$count    = count( $out );
		$pristine = count( array_filter( $out, static fn( array $entry ): bool => $entry['pristine'] ) );
		set_transient( $this->count_key( $user_id, $this->session->require_connection( $user_id ) ), $count, self::COUNT_TTL );
		$due = array_filter( self::due( $rows, $newest ), static fn( array $row ): bool => user_can( $user_id, 'edit_post', (int) $row['post_id'] ) );
		if ( $due && ! wp_next_scheduled( self::ROLLBACK_HOOK, array( $user_id ) ) ) {
			// The hub rolled back a version applied here: carried out by a POST (WP-Cron), never by this read.
			wp_schedule_single_event( time(), self::ROLLBACK_HOOK, array( $user_id ) );
		}
		return array(
			'updates'      => $out,
			'count'        => $count,
			'pristine'     => $pristine,
			'checked_at'   => gmdate( 'Y-m-d\TH:i:s\Z', (int) ( $newest['checked'] ?? time() ) ),
			// Until the run carries them out, the screen says so (they are no update to apply).
			'rolling_back' => array_values( array_filter( array_map( fn( array $row ): ?array => $this->rolling_back( $row, $newest ), $due ) ) ),
		);
	}

	/**
	 * How many updates a user has (the last list's, or a new check).
	 *
	 * @param int $user_id WordPress user.
	 * @throws HttpError `not_signed_in` (401), or the hub's errors.
	 */
	public function count( int $user_id ): int {
		$cached = get_transient( $this->count_key( $user_id, $this->session->require_connection( $user_id ) ) );
		return false !== $cached ? (int) $cached : $this->list( $user_id )['count'];
	}

	/**
	 * Puts the newest version into places. A place whose content was
	 * edited is skipped unless `$replace` (the user's "Replace my changes")
	 * or `$merge` ("Merge my changes": `merge_one()`; a place whose merge
	 * has conflicts is listed in `conflicted` and nothing is written).
	 *
	 * @param int   $user_id WordPress user.
	 * @param int[] $ids     Records.
	 * @param bool  $replace Replace edited content too.
	 * @param bool  $merge   Merge edited content with the new version.
	 * @return array{updated: array<int, array<string, mixed>>, merged: array<int, array<string, mixed>>, conflicted: array<int, array<string, mixed>>, skipped: array<int, array<string, mixed>>, failed: array<int, array<string, mixed>>}
	 * @throws HttpError `not_signed_in` (401), or the hub's errors.
	 */
	public function apply( int $user_id, array $ids, bool $replace, bool $merge = false ): array {
		$rows    = array();
		$missing = array();
		foreach ( array_values( array_unique( array_map( 'intval', $ids ) ) ) as $id ) {
			$row = $this->provenance->find( $id );
			if ( $row && $row['hub'] === $this->hub_id() ) {
				$rows[] = $row;
			} else {
				$missing[] = $id;
			}
		}
		$newest = $this->newest( $user_id, $rows, true );
		$result = array_fill_keys( self::APPLY_LISTS, array() );
		foreach ( $missing as $id ) {
			$result['failed'][] = self::outcome( $id, Writer::gone() );
		}
		foreach ( $rows as $row ) {
			try {
				$done = $this->apply_one( $user_id, $row, $newest, $replace, $merge );
				if ( 'skipped' === $done['status'] ) {
					$result['skipped'][] = array(
						'id'      => (int) $row['id'],
						'code'    => (string) $done['code'],
						'message' => (string) $done['message'],
					);
					continue;
				}
				if ( 'conflicted' === $done['status'] ) {
					unset( $done['status'] );
					$result['conflicted'][] = array( 'id' => (int) $row['id'] ) + $done;
					continue;
				}
				$result[ $done['status'] ][] = array(
					'id'      => (int) $row['id'],
					'version' => (int) $done['version'],
				);
			} catch ( HttpError $error ) {
				$result['failed'][] = self::outcome( (int) $row['id'], $error );
			}
		}
		$this->changed();
		$this->report_applied( $user_id, $rows, $result );
		return $result;
	}

	/**
	 * Tells the hub what an apply did to the places of library items, one
	 * result per place (`POST /fleet/applied`: item, version, outcome and
	 * a reason code — no title, content or post id), for its audit log. A
	 * hub that cannot take it (an older one, a failure) changes nothing here.
	 *
	 * @param int                              $user_id WordPress user.
	 * @param array<int, array<string, mixed>> $rows    The records applied.
	 * @param array<string, array<int, array<string, mixed>>> $result `apply()`'s answer.
	 */
	private function report_applied( int $user_id, array $rows, array $result ): void {
		$by_id = array();
		foreach ( $rows as $row ) {
			if ( 'item' === $row['kind'] ) {
				$by_id[ (int) $row['id'] ] = $row;
			}
		}
		$results = array();
		foreach ( $result as $outcome => $places ) {
			foreach ( $places as $place ) {
				$row = $by_id[ (int) $place['id'] ] ?? null;
				if ( null === $row ) {
					continue;
				}
				$one = array(
					'item_id' => (int) $row['source_id'],
					'version' => (int) ( $place['version'] ?? $row['version'] ),
					'outcome' => $outcome,
					'reason'  => sanitize_key( (string) ( $place['code'] ?? ( 'conflicted' === $outcome ? 'conflicts' : '' ) ) ),
				);
				if ( isset( $this->measured[ (int) $row['id'] ] ) && in_array( $outcome, array( 'updated', 'merged' ), true ) ) {
					$one['similarity'] = $this->measured[ (int) $row['id'] ];
				}
				$results[] = $one;
			}
		}
		$this->measured = array();
		$this->report( $user_id, 'apply', $results );
	}

	/**
	 * Measures how alike this site's own renderings of a place are before
	 * and after an update wrote it (issue [26] item 2): both drawn as every
	 * preview here draws a content (`UpdatePreview::body()`: this site's
	 * renderer and theme), scored by the hub's scorer
	 * (`Similarity::rendered()`). Only the number is reported to the hub,
	 * with the place's apply result — nothing of the page. Items only (cloud
	 * files are not a fleet's library), at most MEASURED_MAX places an apply.
	 *
	 * @param array<string, mixed> $row    Record.
	 * @param string|null          $before The place's content before the write (null: unknown).
	 * @param string               $after  The content written.
	 */
	private function measure( array $row, ?string $before, string $after ): void {
		if ( 'item' !== $row['kind'] || null === $before || count( $this->measured ) >= self::MEASURED_MAX ) {
			return;
		}
		try {
			$platform = (string) $row['platform'];
			$this->measured[ (int) $row['id'] ] = Similarity::rendered( UpdatePreview::body( $platform, $before ), UpdatePreview::body( $platform, $after ) );
		} catch ( \Throwable $error ) {
			unset( $error ); // Not measured: the apply's result is reported without a score.
		}
	}

	/**
	 * Sends results to the hub's audit log (`POST /fleet/applied`), in
	 * chunks of 500. A hub that cannot take them (an older one, a failure)
	 * changes nothing here.
	 *
	 * @param int                              $user_id WordPress user.
	 * @param string                           $kind    apply or rollback.
	 * @param array<int, array<string, mixed>> $results item_id, version, outcome, reason.
	 */
	private function report( int $user_id, string $kind, array $results ): void {
		try {
			foreach ( array_chunk( $results, 500 ) as $chunk ) {
				$this->session->ask(
					$user_id,
					'POST',
					'/fleet/applied',
					array(
						'site'    => home_url( '/' ),
						'for'     => $kind,
						'results' => $chunk,
					)
				);
			}
		} catch ( HttpError $error ) {
			unset( $error ); // The hub's audit log misses these; the site's content is as the answer says.
		}
	}

	/**
	 * Carries out a fleet rollback for a user (the WP-Cron event a check
	 * scheduled): acts as that user, as the check did.
	 *
	 * @param mixed $user_id WordPress user.
	 */
	public function run_rollback( mixed $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id <= 0 || ! get_userdata( $user_id ) ) {
			return;
		}
		$was = get_current_user_id();
		wp_set_current_user( $user_id );
		try {
			$this->roll_back( $user_id );
		} catch ( HttpError $error ) {
			unset( $error ); // Signed out or the hub cannot answer now: the next check schedules it again.
		} finally {
			wp_set_current_user( $was );
		}
	}

	/**
	 * Fleet rollbacks: with a fresh check, every place the user may edit
	 * whose record applied a version the hub rolled back goes back to what
	 * it had, through the revision that apply made (`Writer::before()`,
	 * written as one more update: undoable); a place changed since the
	 * apply is skipped (`edited`). Each place's outcome goes to the hub's
	 * audit log (`for` rollback) and the record forgets that apply, so a
	 * second check does nothing. Places the user may not edit are left
	 * for a user who may.
	 *
	 * @param int $user_id WordPress user.
	 * @return array{rolled_back: array<int, array<string, mixed>>, skipped: array<int, array<string, mixed>>, failed: array<int, array<string, mixed>>} Each place: id (the record), name (the item), post_id, post_title, then version (rolled back to) or code and message.
	 * @throws HttpError `not_signed_in` (401), or the hub's errors.
	 */
	public function roll_back( int $user_id ): array {
		$rows    = $this->provenance->all();
		$newest  = $this->newest( $user_id, $rows, true, true );
		$result  = array(
			'rolled_back' => array(),
			'skipped'     => array(),
			'failed'      => array(),
		);
		$results = array();
		foreach ( self::due( $rows, $newest ) as $row ) {
			if ( ! user_can( $user_id, 'edit_post', (int) $row['post_id'] ) ) {
				continue;
			}
			$number = (int) $row['version'];
			$undo   = (array) $row['context']['undo'][ (string) $number ];
			try {
				$done = $this->restore_one( $row, $undo );
			} catch ( HttpError $error ) {
				$this->forget_undo( $row, $number );
				$done = array( 'status' => 'failed' ) + self::outcome( (int) $row['id'], $error );
			}
			$status = (string) $done['status'];
			// The place, named as the update commands name it: the item in the page (title and id).
			$place               = array(
				'id'         => (int) $row['id'],
				'name'       => (string) $row['source_name'],
				'post_id'    => (int) $row['post_id'],
				'post_title' => html_entity_decode( get_the_title( (int) $row['post_id'] ), ENT_QUOTES ),
			);
			$result[ $status ][] = 'rolled_back' === $status
				? $place + array( 'version' => (int) $done['version'] )
				: $place + array(
					'code'    => (string) $done['code'],
					'message' => (string) $done['message'],
				);
			$results[] = array(
				'item_id' => (int) $row['source_id'],
				'version' => $number,
				'outcome' => $status,
				'reason'  => sanitize_key( 'rolled_back' === $status ? 'to_' . (int) $done['version'] : (string) $done['code'] ),
			);
		}
		if ( $results ) {
			$this->changed();
			// Places are back at versions whose kept hub answers (Updates::HUB_TTL) predate the
			// rollback and still offer the version rolled back (a remote hub's order moves no epoch here).
			self::hub_versions_changed();
			$this->report( $user_id, 'rollback', $results );
		}
		return $result;
	}

	/**
	 * Rolls one place back (`roll_back()`).
	 *
	 * @param array<string, mixed> $row  Record (at the version rolled back).
	 * @param array<string, mixed> $undo What its apply of that version kept.
	 * @return array<string, mixed> `status` rolled_back (`version`) or skipped (`code`, `message`).
	 * @throws HttpError When the place or the revision is gone, or it cannot be written.
	 */
	private function restore_one( array $row, array $undo ): array {
		$number = (int) $row['version'];
		$hash   = $this->provenance->current_hash( $row );
		if ( null === $hash ) {
			throw Writer::gone();
		}
		if ( $hash !== (string) ( $undo['hash'] ?? '' ) ) {
			$this->forget_undo( $row, $number );
			return array(
				'status'  => 'skipped',
				'code'    => 'edited',
				'message' => __( 'This content was changed on this site since the update, so it was kept as it is.', 'stencilbox' ),
			);
		}
		$content = $this->writer->before( $row, (int) ( $undo['revision'] ?? 0 ), array_map( 'strval', (array) ( $undo['elements'] ?? array() ) ) );
		$written = $this->writer->write( $row, $content );
		$from    = self::back_to( $undo, $number );
		$context = $written['context'];
		unset( $context['undo'][ (string) $number ] );
		$this->provenance->rolled_back( $row, $from, $written['hash'], ! empty( $undo['pristine'] ), $context );
		return array(
			'status'  => 'rolled_back',
			'version' => $from,
		);
	}

	/**
	 * A place that Revisions put back as it was before the update of its
	 * record's version (the revision that update kept, `with_undo()`) has
	 * the version it had then again, changed here as it was then: its
	 * record goes back to that version (`Provenance::rolled_back()`, as a
	 * fleet rollback's does), so the update is offered again and a merge
	 * starts from that version, not from the one undone. A place that was
	 * pristine then is known by its hash already (`Provenance::state()`);
	 * one still as the update wrote it (a merge that changed nothing) was
	 * not undone; any other place, or one whose revision is gone, stays as
	 * it is.
	 *
	 * @param array<string, mixed>                $row   Record.
	 * @param array{pristine: bool, hash: string} $state The place now (`Provenance::state()`).
	 * @return array<string, mixed> The record, moved back or as it was.
	 */
	private function undone( array $row, array $state ): array {
		$number = (int) $row['version'];
		$undo   = $row['context']['undo'][ (string) $number ] ?? null;
		// Still as that update wrote it (a merge that kept everything of the
		// site's writes the copy as it was): nothing was undone.
		if ( $state['pristine'] || '' === $state['hash'] || ! is_array( $undo ) || ! empty( $undo['pristine'] ) || (string) ( $undo['hash'] ?? '' ) === $state['hash'] ) {
			return $row;
		}
		try {
			$before = $this->writer->before( $row, (int) ( $undo['revision'] ?? 0 ), array_map( 'strval', (array) ( $undo['elements'] ?? array() ) ) );
		} catch ( HttpError $error ) {
			unset( $error ); // No revision of that update any more: nothing to recognise.
			return $row;
		}
		if ( Fingerprint::content( (string) $row['platform'], $before ) !== $state['hash'] ) {
			return $row;
		}
		$context = (array) $row['context'];
		unset( $context['undo'][ (string) $number ] );
		$this->provenance->rolled_back( $row, self::back_to( $undo, $number ), $state['hash'], false, $context );
		$this->changed();
		return $this->provenance->find( (int) $row['id'] ) ?? $row;
	}

	/**
	 * A record forgets what an apply of a version kept (it was rolled
	 * back, skipped or failed: once only).
	 *
	 * @param array<string, mixed> $row    Record.
	 * @param int                  $number The version.
	 */
	private function forget_undo( array $row, int $number ): void {
		$context = (array) $row['context'];
		unset( $context['undo'][ (string) $number ] );
		$this->provenance->set_context( $row, $context );
	}

	/**
	 * A place going back (`due()`), as the Updates screen names it; null
	 * for one changed since its update, which the run keeps as it is
	 * (`restore_one()`).
	 *
	 * @param array<string, mixed> $row    Record.
	 * @param array<string, mixed> $newest The hub's answer (`newest()`).
	 * @return array{id: int, name: string, post_title: string, version: int, to: int}|null
	 */
	private function rolling_back( array $row, array $newest ): ?array {
		$number = (int) $row['version'];
		$undo   = (array) $row['context']['undo'][ (string) $number ];
		if ( $this->provenance->current_hash( $row ) !== (string) ( $undo['hash'] ?? '' ) ) {
			return null;
		}
		$known = $newest['item'][ (int) $row['source_id'] ] ?? array();
		return array(
			'id'         => (int) $row['id'],
			'name'       => '' !== (string) ( $known['name'] ?? '' ) ? (string) $known['name'] : (string) $row['source_name'],
			'post_title' => html_entity_decode( get_the_title( (int) $row['post_id'] ), ENT_QUOTES ),
			'version'    => $number,
			'to'         => self::back_to( $undo, $number ),
		);
	}

	/**
	 * The version a rollback of `$number` returns a place to: the one it
	 * had before that update.
	 *
	 * @param array<string, mixed> $undo   What the update kept (`with_undo()`).
	 * @param int                  $number The version rolled back.
	 */
	private static function back_to( array $undo, int $number ): int {
		return max( 1, (int) ( $undo['from'] ?? ( $number - 1 ) ) );
	}

	/**
	 * The records whose version the hub rolled back fleet-wide and whose
	 * apply of it kept a revision (`with_undo()`).
	 *
	 * @param array<int, array<string, mixed>> $rows   Records.
	 * @param array<string, mixed>             $newest The hub's answer (`newest()`).
	 * @return array<int, array<string, mixed>>
	 */
	private static function due( array $rows, array $newest ): array {
		$due = array();
		foreach ( $rows as $row ) {
			if ( 'item' !== $row['kind'] ) {
				continue;
			}
			$asked = array_map( 'intval', (array) ( $newest['item'][ (int) $row['source_id'] ]['rolled_back'] ?? array() ) );
			$undo  = $row['context']['undo'][ (string) $row['version'] ] ?? null;
			if ( is_array( $undo ) && in_array( (int) $row['version'], $asked, true ) ) {
				$due[] = $row;
			}
		}
		return $due;
	}

	/**
	 * A record's context after an update wrote a version into its place,
	 * with what a fleet rollback of that version needs (`undo`, keyed by the
	 * version; the newest UNDO_KEPT): the revision holding the place as it
	 * was, the version it had then and whether it was that version as
	 * inserted, the hash as written, and an Elementor range's element ids then.
	 *
	 * @param array<string, mixed>                                            $row     Record (before the update).
	 * @param array{pristine: bool, version: int}                             $state   The place before (`Provenance::state()`).
	 * @param int                                                             $number  The version written.
	 * @param array{hash: string, context: array<string, mixed>, revision: int} $written `Writer::write()`'s answer.
	 * @return array<string, mixed>
	 */
	private static function with_undo( array $row, array $state, int $number, array $written ): array {
		$context = $written['context'];
		$undo    = is_array( $context['undo'] ?? null ) ? $context['undo'] : array();
		unset( $undo[ (string) $number ] );
		$undo[ (string) $number ] = array(
			'revision' => (int) $written['revision'],
			'from'     => $state['pristine'] ? (int) $state['version'] : (int) $row['version'],
			'pristine' => (bool) $state['pristine'],
			'hash'     => (string) $written['hash'],
			'elements' => array_values( array_map( 'strval', (array) ( $row['context']['elements'] ?? array() ) ) ),
		);
		$context['undo'] = array_slice( $undo, -self::UNDO_KEPT, null, true );
		return $context;
	}

	/**
	 * Writes a merge whose conflicts the user resolved (each conflict's key
	 * → `ours` or `theirs`): the same merge again, with the picks, as one
	 * revision. Refused when the new version or the place changed since the
	 * conflicts were shown (`$version`, `$hash` as `apply()` answered them).
	 *
	 * @param int                   $user_id WordPress user.
	 * @param int                   $id      Record.
	 * @param int                   $version The version the conflicts were shown for.
	 * @param string                $hash    The place's hash then.
	 * @param array<string, string> $picks   Conflict key → ours or theirs.
	 * @return int The version now there.
	 * @throws HttpError 404 (gone), 409 `update_changed`, 400 `invalid_data` (a conflict without a pick), the hub's errors.
	 */
	public function resolve( int $user_id, int $id, int $version, string $hash, array $picks ): int {
		$row    = $this->record_for( $id );
		$newest = $this->newest( $user_id, array( $row ), true );
		$known  = $newest[ $row['kind'] ][ (int) $row['source_id'] ] ?? null;
		$state  = $this->provenance->state( $row );
		if ( ! $state['found'] ) {
			throw Writer::gone();
		}
		if ( null === $known || (int) $known['version']['number'] !== $version || $state['hash'] !== $hash ) {
			HttpError::raise( 'update_changed', __( 'This content or its newest version changed since the conflicts were shown. Look at them again.', 'stencilbox' ), 409 );
		}
		$row = $this->undone( $row, $state );
		$done = $this->merge_one( $user_id, $row, $version, $state, $picks );
		if ( 'conflicted' === $done['status'] ) {
			HttpError::raise( 'invalid_data', __( 'Choose a side for every conflict.', 'stencilbox' ), 400 );
		}
		$this->changed();
		// The hub's audit log: the conflicted apply, finished by the user's picks.
		$this->report_applied(
			$user_id,
			array( $row ),
			array(
				'merged' => array(
					array(
						'id'      => (int) $row['id'],
						'version' => $version,
						'code'    => 'resolved',
					),
				),
			)
		);
		return $version;
	}

	/**
	 * The newest version's content of a record's source, prepared for this
	 * site as an insert would be (filtered, the full-site import's colours,
	 * brand and menu), without copying images (a preview).
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @return array{content: string, version: int}
	 * @throws HttpError The hub's errors.
	 */
	public function newest_content( int $user_id, array $row ): array {
		$newest = $this->newest( $user_id, array( $row ), false );
		$known  = $newest[ $row['kind'] ][ (int) $row['source_id'] ] ?? null;
		if ( null === $known ) {
			HttpError::raise( 'version_not_found', __( 'This version does not exist.', 'stencilbox' ), 404 );
		}
		$number = (int) $known['version']['number'];
		return array(
			'content' => $this->version_as_used( $user_id, $row, $number ),
			'version' => $number,
		);
	}

	/**
	 * What a record's place holds now (block markup, or an Elementor export),
	 * or null when it is gone.
	 *
	 * @param array<string, mixed> $row Record.
	 */
	public function current_content( array $row ): ?string {
		$post = get_post( (int) $row['post_id'] );
		if ( ! $post ) {
			return null;
		}
		$platform = Platforms::get( (string) $row['platform'] );
		return Provenance::RANGE === $row['scope']
			? $platform->range_content( $post, (string) $row['ref'], (array) $row['context'] )
			: $platform->document_content( $post );
	}

	/**
	 * A record the user may look at (its post is theirs to edit).
	 *
	 * @param int $id Record.
	 * @return array<string, mixed>
	 * @throws HttpError 404.
	 */
	public function record_for( int $id ): array {
		$row = $this->provenance->find( $id );
		if ( ! $row || $row['hub'] !== $this->hub_id() || ! current_user_can( 'edit_post', (int) $row['post_id'] ) ) {
			throw Writer::gone();
		}
		return $row;
	}

	/**
	 * Updates one place.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @param array<string, mixed> $newest  The hub's newest versions.
	 * @param bool                 $replace Replace edited content.
	 * @param bool                 $merge   Merge edited content.
	 * @return array<string, mixed> `status` updated (with `version`), merged,
	 *         conflicted (`merge_one()`'s answer) or skipped (`code`, `message`).
	 * @throws HttpError When it cannot be updated.
	 */
	private function apply_one( int $user_id, array $row, array $newest, bool $replace, bool $merge ): array {
		if ( ! current_user_can( 'edit_post', (int) $row['post_id'] ) ) {
			HttpError::raise( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this post.', 'stencilbox' ), 403 );
		}
		$known = $newest[ $row['kind'] ][ (int) $row['source_id'] ] ?? null;
		if ( null === $known ) {
			HttpError::raise( 'version_not_found', __( 'Its source is not in the library any more, or your account may not use it.', 'stencilbox' ), 404 );
		}
		$state = $this->provenance->state( $row );
		if ( ! $state['found'] ) {
			throw Writer::gone();
		}
		$row    = $this->undone( $row, $state );
		$number = (int) $known['version']['number'];
		if ( $state['pristine'] && $state['version'] >= $number ) {
			return array(
				'status'  => 'updated',
				'version' => $state['version'],
			);
		}
		if ( ! $state['pristine'] && ! $replace ) {
			// Changed here, unless into the newest version itself: then recorded, nothing written.
			if ( $this->at_newest( $user_id, $row, $state, $known ) ) {
				return array(
					'status'  => 'updated',
					'version' => $number,
				);
			}
			if ( ! $merge ) {
				return array(
					'status'  => 'skipped',
					'code'    => 'edited',
					'message' => __( 'This content was changed on this site. Look at both versions and choose “Merge my changes” or “Replace my changes” to update it.', 'stencilbox' ),
				);
			}
			return $this->merge_one( $user_id, $row, $number, $state );
		}
		$content   = $this->version_as_used( $user_id, $row, $number, true );
		$localized = $this->images->localize( $content, (string) $row['platform'] );
		$before    = $this->current_content( $row );
		try {
			$written = $this->writer->write( $row, $localized['content'] );
		} catch ( HttpError $error ) {
			$this->images->discard( $localized['created'] );
			throw $error;
		}
		$this->measure( $row, $before, $localized['content'] );
		$this->provenance->updated( $row, $number, $written['hash'], self::with_undo( $row, $state, $number, $written ) );
		return array(
			'status'  => 'updated',
			'version' => $number,
		);
	}

	/**
	 * Merges an edited place with a new version (`Support\Merge\BlockMerge`,
	 * Elementor's `ElementMerge`:
	 * base the version the place has, theirs the new one, ours the place
	 * now — the first two prepared for this site as an update prepares
	 * them). Without conflicts the merge is written as one update (a
	 * revision before and after, `Writer`) and the record moves to the new
	 * version with that version's own hash, so the place stays "changed
	 * here" exactly when it differs from the new version. With conflicts
	 * nothing is written (images copied for it are removed again).
	 *
	 * @param int                   $user_id WordPress user.
	 * @param array<string, mixed>  $row     Record.
	 * @param int                   $number  The new version.
	 * @param array{hash: string}   $state   The place now (`Provenance::state()`).
	 * @param array<string, string> $picks   Conflicts resolved (key → ours or theirs).
	 * @return array<string, mixed> `status` merged (`version`) or conflicted
	 *         (`version`, `hash` the place's, `message`, `conflicts`).
	 * @throws HttpError The hub's errors, or when the place is gone.
	 */
	private function merge_one( int $user_id, array $row, int $number, array $state, array $picks = array() ): array {
		$platform = (string) $row['platform'];
		$ours     = $this->current_content( $row );
		if ( null === $ours ) {
			throw Writer::gone();
		}
		// Theirs first: the base then finds the images it copied.
		$theirs = $this->images->localize( $this->version_as_used( $user_id, $row, $number, true ), $platform );
		try {
			$base   = $this->images->localize( $this->version_as_used( $user_id, $row, (int) $row['version'] ), $platform, '', false )['content'];
			$merger = Platforms::get( $platform )->merger( $picks );
			$merged = $merger->merge( $base, $ours, $theirs['content'] );
			if ( $merged['conflicts'] ) {
				$this->images->discard( $theirs['created'] );
				return array(
					'status'    => 'conflicted',
					'version'   => $number,
					'hash'      => (string) $state['hash'],
					'message'   => sprintf(
						/* translators: %d: number of conflicts. */
						_n( 'This content and the new version changed the same thing in %d place. Choose which to keep.', 'This content and the new version changed the same things in %d places. Choose which to keep.', count( $merged['conflicts'] ), 'stencilbox' ),
						count( $merged['conflicts'] )
					),
					'conflicts' => $merged['conflicts'],
				);
			}
			$written = $this->writer->write( $row, $merged['content'] );
		} catch ( HttpError $error ) {
			$this->images->discard( $theirs['created'] );
			throw $error;
		}
		$this->measure( $row, $ours, $merged['content'] );
		$this->provenance->updated( $row, $number, Fingerprint::content( $platform, $theirs['content'] ), self::with_undo( $row, $state, $number, $written ) );
		return array(
			'status'  => 'merged',
			'version' => $number,
		);
	}

	/**
	 * A version's answer from the hub (its content, and its design where
	 * the hub recorded one).
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @param int                  $number  Version.
	 * @return array<string, mixed>
	 * @throws HttpError The hub's errors.
	 */
	private function version_content( int $user_id, array $row, int $number ): array {
		$path = 'file' === $row['kind']
			? '/cloud/files/' . (int) $row['source_id'] . '/versions/' . $number
			: '/items/' . (int) $row['source_id'] . '/versions/' . $number;
		return (array) $this->session->ask( $user_id, 'GET', $path );
	}

	/**
	 * A version's content as this site uses it (`prepared()`), in the look
	 * it was placed in: a copy inserted with "Match my site" (its record's
	 * context says `look`) gets each version matched to the site again,
	 * with that version's design (a full-site import's page with its pack's
	 * plan, `context.pack`: a colour the newer version adds keeps the
	 * pack's), so an untouched copy stays pristine and updates keep the
	 * site's look.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @param int                  $number  Version.
	 * @param bool                  $write   For writing: carried synced patterns and menus this
	 *                                       site lacks are created (`References`); else only found,
	 *                                       so a check or a comparison writes nothing.
	 * @param int                  $missing  Set to how many of those point at nothing here.
	 * @throws HttpError The hub's errors.
	 */
	private function version_as_used( int $user_id, array $row, int $number, bool $write = false, int &$missing = 0 ): string {
		$version  = $this->version_content( $user_id, $row, $number );
		$content  = $this->prepared( $user_id, $row, (string) ( $version['content'] ?? '' ) );
		$platform = (string) $row['platform'];
		$content  = $this->refs->resolve(
			$content,
			$platform,
			$write,
			fn( string $inner ): string => $this->images->localize( $inner, $platform, '', $write )['content'],
			$missing
		);
		if ( DesignMatcher::LOOK_SITE !== ( ( (array) $row['context'] )['look'] ?? '' ) ) {
			return $content;
		}
		// With the colour plan it was placed with (its pack's, or its own insert's): each colour keeps its site colour.
		$pack = DesignMatcher::plan_checked( ( (array) $row['context'] )['pack'] ?? null );
		return $this->design->apply( $content, $version['design'] ?? null, DesignMatcher::LOOK_SITE, (string) $row['platform'], $pack )['content'];
	}

	/**
	 * A version's content as this site uses it: filtered for the user (as
	 * an insert is), without our marks, and for a full-site import's page
	 * prepared as the import prepared it (colours, brand, menu, links).
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @param string               $content The hub's content.
	 */
	private function prepared( int $user_id, array $row, string $content ): string {
		$platform = (string) $row['platform'];
		$adapter  = Platforms::get( $platform );
		$content  = $adapter->without_marks( $adapter->filter( $content, $adapter->keeps_code( $user_id ) ) );
		$context = (array) $row['context'];
		if ( 'full-site' === $row['path'] ) {
			if ( '' !== (string) ( $context['brand'] ?? '' ) ) {
				// Recorded where the brand reads the site's own title and logo (`Platform::brand_reads_site()`).
				$content = $adapter->brand( $content, (string) $context['brand'], '', null, (int) ( $context['logo_size'] ?? ImportForm::LOGO_DEFAULT ) );
			}
			if ( $adapter->uses_theme_styles() && ! empty( $context['presets'] ) && is_array( $context['presets'] ) ) {
				// Imported for another theme than the pack's: its presets as values, as the import wrote them.
				$content = PackPresets::resolve( $content, PackPresets::checked( $context['presets'] ) );
			}
			$content = PackContent::prepare( $content, $platform, array(), (array) ( $context['colours'] ?? array() ) );
			if ( (int) ( $context['menu'] ?? 0 ) > 0 ) {
				$content = PackContent::with_menu( $content, (int) $context['menu'] );
			}
			if ( ! empty( $context['links'] ) && is_array( $context['links'] ) ) {
				// The pack's links to its pages, as the import pointed them.
				$content = PackLinks::apply( $content, $platform, array_map( 'strval', array_filter( $context['links'], 'is_string' ) ) );
			}
		}
		return $content;
	}

	/**
	 * The newest version of each source of some records, from the hub (kept
	 * for a few minutes per user and set of sources). With `$report`, the
	 * records are all this site's and the hub keeps the numbers of places
	 * and posts per source (the site's report replaces its last one, so a
	 * check of a few records, for an apply or a preview, reports nothing).
	 *
	 * @param int                              $user_id WordPress user.
	 * @param array<int, array<string, mixed>> $rows    Records.
	 * @param bool                             $fresh   Ask the hub afresh.
	 * @param bool                             $report  The records are all of this site's: report them.
	 * @return array{item: array<int, array<string, mixed>>, file: array<int, array<string, mixed>>, checked: int}
	 * @throws HttpError `not_signed_in` (401), or the hub's errors.
	 */
	private function newest( int $user_id, array $rows, bool $fresh, bool $report = false ): array {
		$connection = $this->session->require_connection( $user_id );
		$sources    = array(
			'item' => array(),
			'file' => array(),
		);
		$posts      = array();
		foreach ( $rows as $row ) {
			$kind = (string) $row['kind'];
			$id   = (int) $row['source_id'];
			if ( ! isset( $sources[ $kind ] ) ) {
				continue;
			}
			$sources[ $kind ][ $id ] ??= array(
				'id'      => $id,
				'version' => 0,
				'places'  => 0,
				'posts'   => 0,
			);
			$sources[ $kind ][ $id ]['version']   = max( $sources[ $kind ][ $id ]['version'], (int) $row['version'] );
			++$sources[ $kind ][ $id ]['places'];
			$posts[ $kind ][ $id ][ (int) $row['post_id'] ] = true;
		}
		foreach ( $sources as $kind => $list ) {
			foreach ( $list as $id => $source ) {
				$sources[ $kind ][ $id ]['posts'] = count( $posts[ $kind ][ $id ] ?? array() );
			}
		}
		$check  = 'stencilbox_versions_' . md5( $this->hub_id() . '|' . $connection->api_key . '|' . (string) wp_json_encode( $sources ) );
		$key    = $check . '.' . self::hub_epoch();
		$cached = $fresh ? false : get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$out = array(
			'item'    => array(),
			'file'    => array(),
			'checked' => time(),
		);
		if ( $sources['item'] || $sources['file'] ) {
			// The last answer to this very check (same hub, key, sources and report), with its token.
			$last_key = 'stencilbox_vtoken_' . md5( $check . '|' . ( $report ? 'report' : '' ) );
			$last     = get_transient( $last_key );
			$last     = is_array( $last ) && is_array( $last['out'] ?? null ) ? $last : null;
			$answer   = $this->session->call(
				$connection,
				'POST',
				'/versions/check',
				array(
					'site'  => $report ? home_url( '/' ) : '',
					// The hub offers each site what its channel and pins allow (issue [26]); a check that reports nothing still says which site asks.
					'from'  => $report ? '' : home_url( '/' ),
					'items' => array_values( $sources['item'] ),
					'files' => array_values( $sources['file'] ),
					'token' => (string) ( $last['token'] ?? '' ),
				)
			);
			if ( null !== $last && true === ( $answer['unchanged'] ?? false ) ) {
				// Nothing changed on the hub for what this site uses: the kept answer holds.
				$out = array( 'checked' => time() ) + $last['out'];
			} else {
				foreach ( array( 'items' => 'item', 'files' => 'file' ) as $key_in => $kind ) {
					foreach ( (array) ( $answer[ $key_in ] ?? array() ) as $known ) {
						$out[ $kind ][ (int) $known['id'] ] = (array) $known;
					}
				}
				if ( '' !== (string) ( $answer['token'] ?? '' ) ) {
					set_transient(
						$last_key,
						array(
							'token' => (string) $answer['token'],
							'out'   => $out,
						),
						self::TOKEN_TTL
					);
				}
			}
		}
		set_transient( $key, $out, self::HUB_TTL );
		return $out;
	}

	/**
	 * The update entry of a record, or null when there is none to offer.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @param array<string, mixed> $newest  The hub's newest versions.
	 * @return array<string, mixed>|null
	 */
	private function entry( int $user_id, array $row, array $newest ): ?array {
		$known = $newest[ $row['kind'] ][ (int) $row['source_id'] ] ?? null;
		if ( null === $known || ! current_user_can( 'edit_post', (int) $row['post_id'] ) ) {
			return null;
		}
		$state = $this->provenance->state( $row );
		if ( ! $state['found'] ) {
			return null;
		}
		$row = $this->undone( $row, $state );
		$has = $state['pristine'] ? $state['version'] : (int) $row['version'];
		if ( (int) $known['version']['number'] <= $has ) {
			return null;
		}
		if ( $this->at_newest( $user_id, $row, $state, $known ) ) {
			return null;
		}
		$post = get_post( (int) $row['post_id'] );
		$type = get_post_type_object( (string) $post->post_type );
		return array(
			'id'        => (int) $row['id'],
			'kind'      => (string) $row['kind'],
			'source_id' => (int) $row['source_id'],
			'name'      => '' !== (string) ( $known['name'] ?? '' ) ? (string) $known['name'] : (string) $row['source_name'],
			'type'      => (string) $row['source_type'],
			'platform'  => Platforms::name_of( $row['platform'] ),
			'scope'     => (string) $row['scope'],
			'path'      => (string) $row['path'],
			'post'      => array(
				'id'         => (int) $post->ID,
				'title'      => html_entity_decode( get_the_title( $post ), ENT_QUOTES ),
				'type'       => (string) $post->post_type,
				'type_label' => $type ? (string) $type->labels->singular_name : (string) $post->post_type,
				'status'     => (string) $post->post_status,
				// An Elementor document opens in Elementor's editor, as after an import.
				'edit_link'  => Platforms::get( (string) $row['platform'] )->edit_link( (int) $post->ID ) ?? (string) get_edit_post_link( $post->ID, 'raw' ),
				'view_link'  => is_post_type_viewable( $post->post_type ) ? (string) get_permalink( $post ) : '',
			),
			'version'   => $has,
			'newest'    => (array) $known['version'],
			'pristine'  => $state['pristine'],
			'preview'   => array(
				'current' => UpdatePreview::url( (int) $row['id'], 'current' ),
				'new'     => UpdatePreview::url( (int) $row['id'], 'new' ),
			),
		);
	}

	/**
	 * Whether a place's content already is the newest version (its
	 * fingerprint is the one that version has as an update would write it
	 * here); if so its record moves to that version, as an update's does
	 * (`Provenance::updated()`, the one write of a record's version), so it
	 * is not offered again and the next version updates it in one step.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @param array{hash: string}  $state   The place now (`Provenance::state()`).
	 * @param array<string, mixed> $known   The hub's newest version of its source.
	 */
	private function at_newest( int $user_id, array $row, array $state, array $known ): bool {
		$number = (int) $known['version']['number'];
		if ( '' === $state['hash'] || $state['hash'] !== $this->version_print( $user_id, $row, $known ) ) {
			return false;
		}
		$this->provenance->updated( $row, $number, $state['hash'], (array) $row['context'] );
		$this->changed();
		return true;
	}

	/**
	 * The fingerprint of a record's newest version as an update would write
	 * it into its place: prepared as `newest_content()` prepares it, with the
	 * images this site already has (nothing is copied). Kept per version
	 * body and preparation (a version never changes); null when the hub
	 * cannot give the content now.
	 *
	 * @param int                  $user_id WordPress user.
	 * @param array<string, mixed> $row     Record.
	 * @param array<string, mixed> $known   The hub's newest version of its source.
	 */
	private function version_print( int $user_id, array $row, array $known ): ?string {
		$number   = (int) $known['version']['number'];
		$platform = (string) $row['platform'];
		$context  = (array) $row['context'];
		unset( $context['elements'], $context['undo'] ); // Where a range is and what an apply replaced, not how it is prepared.
		$key    = 'stencilbox_vprint_' . md5(
			(string) wp_json_encode(
				array(
					$this->hub_id(),
					(string) $row['kind'],
					(int) $row['source_id'],
					'' !== (string) ( $known['version']['hash'] ?? '' ) ? (string) $known['version']['hash'] : $number,
					$platform,
					(string) $row['path'],
					$context,
					Platforms::get( $platform )->keeps_code( $user_id ),
				)
			)
		);
		$cached = get_transient( $key );
		if ( is_string( $cached ) && '' !== $cached ) {
			return $cached;
		}
		$missing = 0;
		try {
			$content = $this->version_as_used( $user_id, $row, $number, false, $missing );
		} catch ( HttpError $error ) {
			unset( $error ); // Not known now: the place is listed as it is.
			return null;
		}
		$print = Fingerprint::content( $platform, $this->images->localize( $content, $platform, '', false )['content'] );
		if ( 0 === $missing ) {
			// Not kept while a synced pattern or menu it carries is missing here: an update makes it.
			set_transient( $key, $print, self::PRINT_TTL );
		}
		return $print;
	}

	/**
	 * An outcome of a place that did not update.
	 *
	 * @param int       $id    Record.
	 * @param HttpError $error Why.
	 * @return array{id: int, code: string, message: string}
	 */
	private static function outcome( int $id, HttpError $error ): array {
		return array(
			'id'      => $id,
			'code'    => $error->error_code(),
			'message' => $error->getMessage(),
		);
	}

	/**
	 * The cached count's key: per user, the account they are signed in to
	 * and what they may do (the count is of the places they may edit: a
	 * new role, or a role given other capabilities, is a new count), hub
	 * and epoch.
	 *
	 * @param int        $user_id    WordPress user.
	 * @param Connection $connection Their account.
	 */
	private function count_key( int $user_id, Connection $connection ): string {
		$user = get_userdata( $user_id );
		$caps = $user ? array_keys( array_filter( $user->allcaps ) ) : array();
		sort( $caps );
		return 'stencilbox_updates_' . md5( $user_id . '|' . md5( $connection->api_key ) . '|' . implode( ',', $caps ) . '|' . $this->hub_id() . '|' . Epoch::current( self::EPOCH_OPTION ) . '.' . self::hub_epoch() );
	}

	/**
	 * The hub this site uses now.
	 */
	private function hub_id(): string {
		return $this->provenance->hub_id();
	}
}
