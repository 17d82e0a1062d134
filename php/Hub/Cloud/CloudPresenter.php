<?php
/**
 * Cloud files and workspaces as the API shows them (spec part 2 §3).
 *
 * @package Stencilbox
 */

namespace Stencilbox\Hub\Cloud;

use Stencilbox\Hub\Accounts\AccountRepository;
use Stencilbox\Hub\Accounts\AccountService;
use Stencilbox\Hub\Versions\Versions;
use Stencilbox\Support\Cloud\CloudTemplate;

defined( 'ABSPATH' ) || exit;

/**
 * What a viewer sees depends on who they are: `can_change` on a file (may
 * they move or delete it), `is_owner` and `shared` on a workspace, and the
 * pending invitations only for the workspace's owner. People appear with
 * their name and picture; members' addresses are shown to the people of the
 * workspace, as the spec's `sharedWith` does.
 */
final class CloudPresenter {
	/**
	 * Accounts seen while presenting one answer.
	 *
	 * @var array<int, array<string, mixed>|null>
	 */
	private array $people = array();

	/**
	 * Constructor.
	 *
	 * @param AccountRepository $accounts   Accounts.
	 * @param AccountService    $service    Profiles (names, pictures).
	 * @param Workspaces        $workspaces Workspaces (places and members).
	 * @param CloudFiles        $files      Files (counts).
	 * @param Versions|null     $versions   Versions (each file's newest number).
	 * @param FileTemplates     $templates  The saved templates files were pushed from.
	 */
	public function __construct( private AccountRepository $accounts, private AccountService $service, private Workspaces $workspaces, private CloudFiles $files, private ?Versions $versions = null, private FileTemplates $templates = new FileTemplates() ) {}

	/**
	 * Files as the viewer sees them.
	 *
	 * @param array<int, array<string, mixed>> $rows   File rows.
	 * @param int                              $viewer Account looking.
	 * @return array<int, array<string, mixed>>
	 */
	public function files( array $rows, int $viewer ): array {
		// Names and pictures are read once per answer, never kept longer.
		$this->people = array();
		$places       = array();
		foreach ( $rows as $row ) {
			if ( $row['workspace_id'] && ! isset( $places[ $row['workspace_id'] ] ) ) {
				$places[ $row['workspace_id'] ] = $this->workspaces->find( (int) $row['workspace_id'] );
			}
		}
		// Each file's newest version number: one query for the page.
		$ids     = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$numbers = $this->versions ? $this->versions->newest_numbers( Versions::FILE, $ids ) : array();
		// Which are saved templates (issue [26] item 5): one query for the page.
		$templates = $this->templates->of_many( $ids );
		return array_map(
			function ( array $row ) use ( $places, $viewer, $numbers, $templates ): array {
				$place = $row['workspace_id'] ? ( $places[ $row['workspace_id'] ] ?? null ) : null;
				return $this->file( $row, $viewer, $place ) + array(
					'version'  => $numbers[ (int) $row['id'] ] ?? 1,
					'template' => CloudTemplate::summary( $templates[ (int) $row['id'] ] ?? null ),
				);
			},
			$rows
		);
	}

	/**
	 * One file as the viewer sees it (through `files()`, which reads people afresh).
	 *
	 * @param array<string, mixed>      $row    File row.
	 * @param int                       $viewer Account looking.
	 * @param array<string, mixed>|null $place  Its workspace row (null: My Clouds).
	 * @return array<string, mixed>
	 */
	private function file( array $row, int $viewer, ?array $place ): array {
		$may_change = (int) $row['account_id'] === $viewer || ( $place && (int) $place['account_id'] === $viewer );
		return array(
			'id'            => (int) $row['id'],
			'my_cloud_id'   => (int) $row['id'],
			'name'          => (string) $row['name'],
			'slug'          => (string) $row['slug'],
			'type'          => (string) $row['type'],
			'platform'      => (string) $row['platform'],
			'item_id'       => (int) $row['item_id'],
			'is_pushed'     => 'push' === $row['source'],
			'size'          => (int) $row['size'],
			'owner'         => $this->person( (int) $row['account_id'] ),
			'workspace'     => $place ? array(
				'id'     => (int) $place['id'],
				'slug'   => (string) $place['slug'],
				'title'  => (string) $place['title'],
				'shared' => (int) $place['account_id'] !== $viewer,
			) : null,
			'can_change'    => $may_change,
			'created_at'    => self::utc( (string) $row['created_at'] ),
			'last_modified' => self::utc( (string) $row['updated_at'] ),
		);
	}

	/**
	 * Workspaces as the viewer sees them.
	 *
	 * @param array<int, array<string, mixed>> $rows   Workspace rows.
	 * @param int                              $viewer Account looking.
	 * @return array<int, array<string, mixed>>
	 */
	public function workspaces( array $rows, int $viewer ): array {
		$this->people = array();
		$ids          = array_map( static fn( array $row ): int => (int) $row['id'], $rows );
		$members = $this->workspaces->members( $ids );
		$counts  = $this->files->counts( $ids );
		return array_map(
			fn( array $row ): array => $this->workspace( $row, $viewer, $members[ (int) $row['id'] ] ?? array(), $counts[ (int) $row['id'] ] ?? 0 ),
			$rows
		);
	}

	/**
	 * One workspace as the viewer sees it (through `workspaces()`).
	 *
	 * @param array<string, mixed>             $row     Workspace row.
	 * @param int                              $viewer  Account looking.
	 * @param array<int, array<string, mixed>> $members Its member rows.
	 * @param int                              $files   Its files.
	 * @return array<string, mixed>
	 */
	private function workspace( array $row, int $viewer, array $members, int $files ): array {
		$id       = (int) $row['id'];
		$is_owner = (int) $row['account_id'] === $viewer;
		$joined   = array_values( array_filter( $members, static fn( array $m ): bool => Workspaces::MEMBER === $m['status'] ) );
		$pending  = array_values( array_filter( $members, static fn( array $m ): bool => Workspaces::PENDING === $m['status'] ) );
		return array(
			'id'                  => $id,
			'value'               => $id,
			'slug'                => (string) $row['slug'],
			'title'               => (string) $row['title'],
			'name'                => (string) $row['title'],
			'label'               => (string) $row['title'],
			'shared'              => ! $is_owner,
			'is_owner'            => $is_owner,
			'owner'               => $this->person( (int) $row['account_id'] ),
			'share_with'          => array_map( static fn( array $m ): string => (string) $m['email'], $joined ),
			'sharedWith'          => array_map(
				fn( array $m ): array => array( 'email' => (string) $m['email'] ) + $this->person( (int) $m['account_id'] ),
				$joined
			),
			// Who was invited is the owner's business.
			'pending_invitations' => $is_owner ? array_map( static fn( array $m ): string => (string) $m['email'], $pending ) : array(),
			'files'               => $files,
			'created_at'          => self::utc( (string) $row['created_at'] ),
			'updated_at'          => self::utc( (string) $row['updated_at'] ),
		);
	}

	/**
	 * The page shape every cloud list answers: `{data, current_page, total_page, total}`.
	 *
	 * @param array<int, mixed> $data     The page's entries, presented.
	 * @param int               $total    Entries in the whole list.
	 * @param int               $page     Page.
	 * @param int               $per_page Page size.
	 * @return array<string, mixed>
	 */
	public static function paged( array $data, int $total, int $page, int $per_page ): array {
		return array(
			'data'         => $data,
			'current_page' => $page,
			'total_page'   => (int) ceil( $total / max( 1, $per_page ) ),
			'total'        => $total,
		);
	}

	/**
	 * A person: id, name, picture.
	 *
	 * @param int $account_id Account.
	 * @return array{id: int, name: string, profile_photo: string}
	 */
	private function person( int $account_id ): array {
		if ( ! array_key_exists( $account_id, $this->people ) ) {
			$this->people[ $account_id ] = $this->accounts->find( $account_id );
		}
		$account = $this->people[ $account_id ];
		if ( ! $account ) {
			return array(
				'id'            => $account_id,
				'name'          => '',
				'profile_photo' => '',
			);
		}
		$profile = $this->service->profile( $account, false );
		return array(
			'id'            => $account_id,
			'name'          => '' !== $profile['name'] ? (string) $profile['name'] : (string) $account['email'],
			'profile_photo' => (string) $profile['profile_photo'],
		);
	}

	/**
	 * A stored UTC time as RFC 3339.
	 *
	 * @param string $mysql `Y-m-d H:i:s`, UTC.
	 */
	private static function utc( string $mysql ): string {
		$time = strtotime( $mysql . ' UTC' );
		return false === $time ? '' : gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}
}
