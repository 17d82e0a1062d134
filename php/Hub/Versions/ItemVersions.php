<?php
/**
 * Versions of catalogue items: recorded when an item's content changes
 * (publish, bundle import, seed), listed, read and restored.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Versions;

use Stencilbox\Hub\Catalog\CatalogReads;
use Stencilbox\Hub\Catalog\CatalogRepository;
use Stencilbox\Hub\Catalog\ItemDesigns;
use Stencilbox\Hub\Fleet\Actor;
use Stencilbox\Hub\Fleet\AuditLog;
use Stencilbox\Hub\Fleet\Fleet;
use Stencilbox\Support\Messages;
use Stencilbox\Support\Names;
use Stencilbox\Support\Rest\HttpError;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the hub's version and usage tables, which no WordPress API holds; read when a version list or a usage report is asked for, not cached.

/**
 * The catalogue keeps an item's current content where `/items` reads it
 * (`catalog_content`); versions sit beside it and never slow the lists. Who
 * made a version is the WordPress user who published or imported it (none
 * for a seed); the hub owner restores (an admin route), every account that
 * may use the item may list and preview its versions.
 */
final class ItemVersions {
	/**
	 * Constructor.
	 *
	 * @param Versions          $versions  Versions.
	 * @param CatalogRepository $catalog   Catalogue.
	 * @param Retention         $retention How many versions are kept.
	 * @param Usage             $usage     Where items are used.
	 * @param AuditLog          $audit     The audit log (publishes and rollbacks).
	 */
	public function __construct( private Versions $versions, private CatalogRepository $catalog, private Retention $retention, private Usage $usage, private AuditLog $audit = new AuditLog() ) {}

	/**
	 * Records that a new item was written with its first content (its
	 * version 1, which has no row until it changes): a publish in the audit
	 * log. CatalogWriter calls it; not for the bulk demo seed (`DemoSeeder::SOURCE`).
	 *
	 * @param int $item_id Item.
	 */
	public function created( int $item_id ): void {
		$this->audit->one(
			AuditLog::PUBLISH,
			Actor::current_user(),
			array(
				'item_id' => $item_id,
				'version' => 1,
			)
		);
	}

	/**
	 * Records that an item's content changed (CatalogWriter calls it once
	 * the new content is stored).
	 *
	 * @param int    $item_id     Item.
	 * @param string $before      Its content before.
	 * @param string $before_date When that content was written (UTC).
	 * @param string $after       Its content now.
	 * @param string $note        Optional note.
	 */
	public function changed( int $item_id, string $before, string $before_date, string $after, string $note = '' ): void {
		$result = $this->versions->record(
			Versions::ITEM,
			$item_id,
			$after,
			self::by(),
			$note,
			array(
				'hash'       => hash( 'sha256', $before ),
				'size'       => strlen( $before ),
				'created_at' => $before_date,
				'body'       => $before,
			)
		);
		if ( $result['created'] ) {
			$this->versions->trim( Versions::ITEM, $item_id, $this->retention->for_items() );
			$this->audit->one(
				AuditLog::PUBLISH,
				Actor::current_user(),
				array(
					'item_id' => $item_id,
					'version' => (int) $result['version']['number'],
					'reason'  => mb_substr( $note, 0, 190 ),
				)
			);
		}
	}

	/**
	 * An item's versions, newest first.
	 *
	 * @param int $item_id Item.
	 * @return array<int, array<string, mixed>>
	 * @throws HttpError 404 for an unknown item.
	 */
	public function list( int $item_id ): array {
		return $this->versions->all( Versions::ITEM, $item_id, $this->origin( $this->row( $item_id ) ) );
	}

	/**
	 * One version with its content, as it leaves the hub (its image URLs
	 * under the site's address of today, CatalogRepository::rebase()), and
	 * its design as roles (null when none was recorded).
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @return array{version: array<string, mixed>, content: string, design: array<string, mixed>|null}
	 * @throws HttpError 404.
	 */
	public function read( int $item_id, int $number ): array {
		$read            = $this->stored( $item_id, $number );
		$read['content'] = $this->catalog->rebase( $read['content'] );
		// Its design as roles, recorded when that content was written (keyed by the same hash).
		$read['design'] = ( new ItemDesigns() )->of_content( $item_id, (string) $read['version']['hash'] );
		return $read;
	}

	/**
	 * One version with its content as stored (what its hash is of).
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @return array{version: array<string, mixed>, content: string}
	 * @throws HttpError 404.
	 */
	private function stored( int $item_id, int $number ): array {
		$version = $this->versions->find( Versions::ITEM, $item_id, $number, $this->origin( $this->row( $item_id ) ) );
		$content = null;
		if ( null !== $version ) {
			// Version 1 of an item that never changed is its current content.
			$stored  = $this->catalog->stored_content( $item_id );
			$content = $this->versions->body( $version ) ?? ( hash( 'sha256', $stored ) === $version['hash'] ? $stored : null );
		}
		if ( null === $version || null === $content ) {
			throw FileVersions::not_found();
		}
		return array(
			'version' => $version,
			'content' => $content,
		);
	}

	/**
	 * Makes an earlier version the item's content again, as a new version
	 * (nothing is deleted); every site then sees an update. Called by
	 * `CatalogWriter::restore_version()`, the one place item content is
	 * written, which passes its write.
	 *
	 * @param int                    $item_id Item.
	 * @param int                    $number  Version to restore.
	 * @param string                 $note    Optional note.
	 * @param callable(string): void $write   Writes the item's content (and what derives from it).
	 * @return array{version: array<string, mixed>, created: bool}
	 * @throws HttpError 404.
	 */
	public function restore( int $item_id, int $number, string $note, callable $write ): array {
		$row     = $this->row( $item_id );
		$current = $this->catalog->stored_content( $item_id );
		$old     = $this->stored( $item_id, $number );
		/* translators: %d: a version number. */
		$note   = '' !== trim( $note ) ? $note : sprintf( __( 'Restored from version %d', 'stencilbox' ), $number );
		$result = $this->versions->record(
			Versions::ITEM,
			$item_id,
			$old['content'],
			self::by(),
			sanitize_textarea_field( $note ),
			array(
				'hash'       => hash( 'sha256', $current ),
				'size'       => strlen( $current ),
				'created_at' => (string) $row['updated_at'],
				'body'       => $current,
			),
			$number
		);
		if ( $result['created'] ) {
			$write( $old['content'] );
			$this->versions->trim( Versions::ITEM, $item_id, $this->retention->for_items() );
			// The owner's rollback of the item itself: every site is offered it as a new version.
			$this->audit->one(
				AuditLog::ROLLBACK,
				Actor::current_user(),
				array(
					'item_id' => $item_id,
					'version' => (int) $result['version']['number'],
					'reason'  => 'restored_from_' . $number,
				)
			);
		}
		return $result;
	}

	/**
	 * One stored version row of an item (null when there is none: an item
	 * that never changed has no rows, and its version 1 is its content).
	 *
	 * @param int $item_id Item.
	 * @param int $number  Version.
	 * @return array<string, mixed>|null
	 */
	public function stored_version( int $item_id, int $number ): ?array {
		return $this->versions->find( Versions::ITEM, $item_id, $number, null );
	}

	/**
	 * The newest version number of items (1 for items that never changed).
	 *
	 * @param int[] $item_ids Items.
	 * @return array<int, int>
	 */
	public function numbers( array $item_ids ): array {
		return $this->versions->newest_numbers( Versions::ITEM, $item_ids );
	}

	/**
	 * The newest version of the items that exist, with their names (an
	 * update check).
	 *
	 * @param int[] $item_ids Items.
	 * @return array<int, array{name: string, version: array<string, mixed>}> Id → newest.
	 */
	public function newest_of( array $item_ids ): array {
		$item_ids = array_values( array_unique( array_filter( array_map( 'intval', $item_ids ) ) ) );
		if ( ! $item_ids ) {
			return array();
		}
		$newest    = $this->versions->newest_rows( Versions::ITEM, $item_ids );
		$versioned = array_keys( $newest );
		// The items in one read, with the content of those without version
		// rows (their version 1 is their content now); straight to SQLite
		// there, as the catalogue's hot reads.
		$rows = CatalogReads::rows(
			'SELECT i.id, i.name, i.created_at, c.content FROM ' . Names::table( 'catalog_items' ) . ' AS i LEFT JOIN ' . Names::table( 'catalog_content' ) . ' AS c ON c.item_id = i.id'
			. ( $versioned ? ' AND i.id NOT IN (' . implode( ',', array_fill( 0, count( $versioned ), '%d' ) ) . ')' : '' )
			. ' WHERE i.id IN (' . implode( ',', array_fill( 0, count( $item_ids ), '%d' ) ) . ')',
			array_merge( $versioned, $item_ids )
		);
		$out  = array();
		foreach ( $rows as $row ) {
			$id         = (int) $row['id'];
			$content    = (string) $row['content'];
			$out[ $id ] = array(
				'name'    => (string) $row['name'],
				// An item without version rows (newest_rows() found none) is its own version 1.
				'version' => $newest[ $id ] ?? Versions::original(
					Versions::ITEM,
					$id,
					array(
						'hash'       => hash( 'sha256', $content ),
						'size'       => strlen( $content ),
						'created_at' => (string) $row['created_at'],
					)
				),
			);
		}
		return $out;
	}

	/**
	 * Every version of deleted items, and what sites reported about them,
	 * goes with them.
	 *
	 * @param int[] $item_ids Items.
	 */
	public function forget( array $item_ids ): void {
		$this->versions->forget( Versions::ITEM, $item_ids );
		$this->usage->forget( $item_ids );
		Fleet::forget( $item_ids );
	}

	/**
	 * An item row.
	 *
	 * @param int $item_id Item.
	 * @return array<string, mixed>
	 * @throws HttpError 404.
	 */
	private function row( int $item_id ): array {
		$row = $this->catalog->row( $item_id );
		if ( ! $row ) {
			HttpError::raise( 'item_not_found', Messages::item_missing(), 404 );
		}
		return $row;
	}

	/**
	 * An item as its own version 1 (before it ever changed).
	 *
	 * @param array<string, mixed> $row Item row.
	 * @return array<string, mixed>
	 */
	private function origin( array $row ): array {
		$content = $this->catalog->stored_content( (int) $row['id'] );
		return array(
			'hash'       => hash( 'sha256', $content ),
			'size'       => strlen( $content ),
			'created_at' => (string) $row['created_at'],
		);
	}

	/**
	 * Who makes a version now: the current WordPress user.
	 *
	 * @return array{author_id: int, author_name: string}
	 */
	private static function by(): array {
		$user = wp_get_current_user();
		return array(
			'author_id'   => (int) $user->ID,
			'author_name' => $user->ID ? (string) $user->display_name : '',
		);
	}
}
