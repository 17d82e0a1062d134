<?php
/**
 * One schema, two languages: for every route the front end calls, the
 * fields its PHP response schema declares are the fields of its TypeScript
 * type in src/api (and so for every named type nested in it). The answer
 * types are generated from these schemas (`npm run types:api`): this test
 * keeps the committed schema file current, src/api/test/generated.test.ts
 * the TypeScript written from it; the tests below check that no answer type
 * is written by hand, that one area file names each for the app, and that
 * the fields match.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Support\Rest;

use Stencilbox\Support\Catalog\ItemArgs;
use Stencilbox\Tests\ResponseSchema;
use Stencilbox\Tests\TestCase;
use Stencilbox\Tests\TsTypes;

/**
 * The table below names the TypeScript type of every route's answer.
 */
final class RouteTypesTest extends TestCase {
	/**
	 * The answer type of every endpoint (`METHOD pattern`): a type exported by
	 * `src/api/*.ts` (`Name`, or `Name[]` for a list), `boolean`, or null
	 * for a hub route only PHP calls (the site's hub client): its schema is
	 * the contract and RouteSchemaTest checks it.
	 */
	private const TYPES = array(
		// Site routes (src/api/types.ts, catalog.ts, engagement.ts, importer.ts, admin.ts, templates.ts).
		'POST /stencilbox/v1/login'                                              => 'SessionResponse',
		'POST /stencilbox/v1/signup'                                             => 'SignupResponse',
		'GET /stencilbox/v1/signup/legal'                                        => 'LegalLinks',
		'POST /stencilbox/v1/logout'                                             => 'LogoutResponse',
		'GET /stencilbox/v1/is-signed'                                           => 'IsSignedResponse',
		'GET /stencilbox/v1/profile/sync'                                        => 'SessionResponse',
		'GET /stencilbox/v1/profile/verified'                                    => 'boolean',
		'POST /stencilbox/v1/profile/resend-verification'                        => 'MessageResponse',
		'POST /stencilbox/v1/profile/notice'                                     => 'NoticeResponse',
		'POST /stencilbox/v1/forgot-password'                                    => 'MessageResponse',
		'POST /stencilbox/v1/profile/password'                                   => 'MessageResponse',
		'POST /stencilbox/v1/profile/email'                                      => 'SessionResponse',
		'DELETE /stencilbox/v1/profile'                                          => 'DeleteAccountResponse',
		'GET /stencilbox/v1/profile/api-keys'                                    => 'ApiKeysResponse',
		'POST /stencilbox/v1/profile/api-keys'                                   => 'ApiKeysResponse',
		'DELETE /stencilbox/v1/profile/api-keys/(?P<id>\d+)'                     => 'ApiKeysResponse',
		'GET /stencilbox/v1/settings'                                            => 'SiteSettings',
		'POST /stencilbox/v1/settings'                                           => 'SiteSettings',
		'GET /stencilbox/v1/items'                                               => 'PagedItems',
		'GET /stencilbox/v1/items/(?P<slug>[a-z0-9][a-z0-9_-]*)'                 => 'ItemDetails',
		'GET /stencilbox/v1/featured-items'                                      => 'FeaturedItems',
		'GET /stencilbox/v1/templateTypes'                                       => 'TemplateType[]',
		'GET /stencilbox/v1/items-count'                                         => 'ItemsCount',
		'GET /stencilbox/v1/pricing'                                             => 'PricingRow[]',
		'GET /stencilbox/v1/dependencies'                                        => 'Dependency[]',
		'POST /stencilbox/v1/dependencies/check'                                 => 'CheckResult',
		'POST /stencilbox/v1/dependencies/install'                               => 'InstallResult',
		'POST /stencilbox/v1/insert'                                             => 'InsertResult',
		'GET /stencilbox/v1/items/(?P<id>\d+)/access'                            => 'AccessResult',
		'POST /stencilbox/v1/items/(?P<id>\d+)/add-template'                     => 'AddTemplateResponse',
		'POST /stencilbox/v1/import'                                             => 'ImportResult',
		'POST /stencilbox/v1/import/page'                                        => 'ImportResult',
		'POST /stencilbox/v1/items/favourite'                                    => 'FavouriteResponse',
		'POST /stencilbox/v1/items/rating'                                       => 'RatingResponse',
		'GET /stencilbox/v1/profile/my-favourites'                               => 'FavouritesPage',
		'GET /stencilbox/v1/profile/download-history'                            => 'DownloadsPage',
		'GET /stencilbox/v1/profile/purchased-items'                             => 'PurchasesList',
		// Saved templates and display conditions (src/api/templates.ts).
		'GET /stencilbox/v1/saved-templates'                                     => 'SavedTemplatesPage',
		'POST /stencilbox/v1/saved-templates/delete'                             => 'DeleteTemplateResponse',
		'POST /stencilbox/v1/create-template'                                    => 'CreateTemplateResponse',
		'GET /stencilbox/v1/conditions'                                          => 'TemplateConditions',
		'POST /stencilbox/v1/save-conditions'                                    => 'SaveConditionsResponse',
		'GET /stencilbox/v1/autocomplete-condition'                              => 'ConditionOption[]',
		// The cloud and WorkSpaces (src/api/cloud.ts).
		'GET /stencilbox/v1/clouds/usage'                                        => 'UsageResponse',
		'GET /stencilbox/v1/clouds'                                              => 'FilesResponse',
		'POST /stencilbox/v1/clouds/copy-move'                                   => 'CopyMoveResponse',
		'POST /stencilbox/v1/clouds/upload'                                      => 'UploadResponse',
		'GET /stencilbox/v1/clouds/download/(?P<id>\d+)'                         => 'DownloadResponse',
		'DELETE /stencilbox/v1/clouds/delete/(?P<id>\d+)'                        => 'StatusResponse',
		'POST /stencilbox/v1/clouds/rename/(?P<id>\d+)'                          => 'RenameResponse',
		'POST /stencilbox/v1/clouds/add-template/(?P<id>\d+)'                    => 'AddTemplateResponse',
		'GET /stencilbox/v1/workspaces'                                          => 'WorkspacesResponse',
		'POST /stencilbox/v1/workspaces/create'                                  => 'WorkspaceResponse',
		'POST /stencilbox/v1/workspaces/delete/(?P<id>\d+)'                      => 'StatusResponse',
		'POST /stencilbox/v1/workspaces/item/add'                                => 'AddFilesResponse',
		'DELETE /stencilbox/v1/workspaces/item/delete/(?P<id>\d+)'               => 'StatusResponse',
		'GET /stencilbox/v1/workspaces/(?P<slug>[a-z0-9][a-z0-9_-]*)'            => 'WorkspaceDetailsResponse',
		'POST /stencilbox/v1/workspaces/(?P<slug>[a-z0-9][a-z0-9_-]*)'           => 'WorkspaceResponse',
		// Tools → Site Health's own script calls it (a Site Health result); no app call.
		'GET /stencilbox/v1/site-health/hub'                                     => null,
		// The full-site import (src/api/site-import.ts).
		'GET /stencilbox/v1/full-site-import/info'                               => 'PackImportInfo',
		'GET /stencilbox/v1/full-site-import/fonts'                              => 'FontsAnswer',
		'POST /stencilbox/v1/full-site-import/start'                             => 'StartAnswer',
		'POST /stencilbox/v1/full-site-import/run'                               => 'RunAnswer',
		'POST /stencilbox/v1/full-site-import/images'                            => 'ImagesAnswer',
		'GET /stencilbox/v1/full-site-import/log'                                => 'LogAnswer',
		'GET /stencilbox/v1/full-site-import/imports'                            => 'ImportsAnswer',
		'POST /stencilbox/v1/full-site-import/revert'                            => 'RevertAnswer',
		// Versions and updates (src/api/versions.ts).
		'GET /stencilbox/v1/updates'                                             => 'UpdatesResponse',
		'GET /stencilbox/v1/updates/count'                                       => 'UpdatesCount',
		'POST /stencilbox/v1/updates/apply'                                      => 'ApplyResponse',
		'POST /stencilbox/v1/updates/resolve'                                    => 'ResolveResponse',
		'GET /stencilbox/v1/versions'                                            => 'VersionsResponse',
		'POST /stencilbox/v1/versions/restore'                                   => 'RestoreResponse',
		'GET /stencilbox/v1/provenance'                                          => 'ProvenanceResponse',
		// Approving from the site (src/api/approvals.ts).
		'GET /stencilbox/v1/fleet/approvals'                                     => 'ApprovalsState',
		'POST /stencilbox/v1/fleet/approvals'                                    => 'ApprovalsState',
		'GET /stencilbox/v1/fleet/compare'                                       => 'ApprovalCompare',
		'GET /stencilbox-hub/v1/admin/catalog/items/(?P<id>\d+)/versions'        => 'ItemVersions',
		'GET /stencilbox-hub/v1/admin/catalog/items/(?P<id>\d+)/versions/(?P<number>\d+)' => 'VersionContent',
		'POST /stencilbox-hub/v1/admin/catalog/items/(?P<id>\d+)/versions/(?P<number>\d+)/restore' => 'ItemRestore',
		'GET /stencilbox-hub/v1/admin/catalog/items/(?P<id>\d+)/usage'           => 'ItemUsage',
		'GET /stencilbox-hub/v1/admin/versions'                                  => 'VersionSettings',
		'POST /stencilbox-hub/v1/admin/versions'                                 => 'VersionSettings',
		'GET /stencilbox-hub/v1/admin/fleet'                                     => 'FleetState',
		'POST /stencilbox-hub/v1/admin/fleet/settings'                           => 'FleetState',
		'POST /stencilbox-hub/v1/admin/fleet/sites'                              => 'FleetState',
		'POST /stencilbox-hub/v1/admin/fleet/pins'                               => 'FleetState',
		'POST /stencilbox-hub/v1/admin/fleet/approvals'                          => 'FleetState',
		'POST /stencilbox-hub/v1/admin/fleet/approvers'                          => 'FleetState',
		'POST /stencilbox-hub/v1/admin/fleet/rollbacks'                          => 'FleetState',
		'GET /stencilbox-hub/v1/admin/fleet/audit'                               => 'AuditPage',
		'GET /stencilbox-hub/v1/admin/fleet/compare'                             => 'FleetCompare',
		'GET /stencilbox-hub/v1/admin/library-bundle'                            => 'LibraryBundleState',
		'POST /stencilbox-hub/v1/admin/library-bundle/apply'                     => 'LibraryBundleReport',
		// The hub owner's routes (src/api/hub.ts, admin.ts, engagement.ts).
		'GET /stencilbox-hub/v1/admin/catalog/summary'                           => 'HubSummary',
		'POST /stencilbox-hub/v1/admin/catalog/reseed'                           => 'ImportReport',
		'POST /stencilbox-hub/v1/admin/catalog/remove-demo'                      => 'DemoRemoval',
		'POST /stencilbox-hub/v1/admin/catalog/import'                           => 'BundleImportReport',
		'GET /stencilbox-hub/v1/admin/catalog/sources'                           => 'PublishSource[]',
		'GET /stencilbox-hub/v1/admin/catalog/listing'                           => 'PublishedListing',
		'POST /stencilbox-hub/v1/admin/catalog/publish'                          => 'ItemDetails',
		'GET /stencilbox-hub/v1/admin/catalog/items'                             => 'PagedItems',
		'POST /stencilbox-hub/v1/admin/catalog/settings'                         => 'CheckoutSettings',
		'GET /stencilbox-hub/v1/admin/catalog/items/(?P<id>\d+)'                 => 'HubItemName',
		'DELETE /stencilbox-hub/v1/admin/catalog/items/(?P<id>\d+)'              => 'ItemDeletion',
		'GET /stencilbox-hub/v1/admin/accounts'                                  => 'HubAccountsPage',
		'POST /stencilbox-hub/v1/admin/accounts/(?P<id>\d+)'                     => 'HubAccountUpdate',
		'GET /stencilbox-hub/v1/admin/accounts/(?P<id>\d+)/keys'                 => 'ApiKeysResponse',
		'GET /stencilbox-hub/v1/admin/site-keys'                                 => 'ApiKeysResponse',
		'POST /stencilbox-hub/v1/admin/site-keys'                                => 'ApiKeysResponse',
		'DELETE /stencilbox-hub/v1/admin/keys/(?P<id>\d+)'                       => 'KeyRevocation',
		'GET /stencilbox-hub/v1/admin/accounts/(?P<id>\d+)/purchases'            => 'PurchasesList',
		'POST /stencilbox-hub/v1/admin/accounts/(?P<id>\d+)/purchases'           => 'PurchasesList',
		'DELETE /stencilbox-hub/v1/admin/accounts/(?P<id>\d+)/purchases/(?P<item_id>\d+)' => 'PurchasesList',
		'GET /stencilbox-hub/v1/admin/settings'                                  => 'HubSettings',
		'POST /stencilbox-hub/v1/admin/settings'                                 => 'HubSettings',
		'GET /stencilbox-hub/v1/admin/cloud'                                     => 'CloudSettings',
		'POST /stencilbox-hub/v1/admin/cloud'                                    => 'CloudSettings',
		// The owner uploads packages with a form of the hub screen's own; no app call.
		'POST /stencilbox-hub/v1/admin/dependencies/(?P<slug>[a-z0-9][a-z0-9._-]*)/package' => null,
		// The hub contract: only the site's hub client (PHP) calls these.
		'GET /stencilbox-hub/v1/info'                                            => null,
		'POST /stencilbox-hub/v1/accounts'                                       => null,
		'POST /stencilbox-hub/v1/sessions'                                       => null,
		'DELETE /stencilbox-hub/v1/sessions/current'                             => null,
		'GET /stencilbox-hub/v1/me'                                              => null,
		'POST /stencilbox-hub/v1/me'                                             => null,
		'POST /stencilbox-hub/v1/me/verification'                                => null,
		'POST /stencilbox-hub/v1/verification'                                   => null,
		'POST /stencilbox-hub/v1/password-resets'                                => null,
		'POST /stencilbox-hub/v1/me/password'                                    => null,
		'POST /stencilbox-hub/v1/me/email'                                       => null,
		'DELETE /stencilbox-hub/v1/me'                                           => null,
		'GET /stencilbox-hub/v1/me/api-keys'                                     => null,
		'POST /stencilbox-hub/v1/me/api-keys'                                    => null,
		'DELETE /stencilbox-hub/v1/me/api-keys/(?P<id>\d+)'                      => null,
		'POST /stencilbox-hub/v1/items/(?P<id>\d+)/use'                          => null,
		'GET /stencilbox-hub/v1/items/(?P<id>\d+)/access'                        => null,
		'GET /stencilbox-hub/v1/patterns'                                        => null,
		'GET /stencilbox-hub/v1/dependencies/(?P<slug>[a-z0-9][a-z0-9._-]*)/package' => null,
		'GET /stencilbox-hub/v1/catalog/items'                                   => null,
		'GET /stencilbox-hub/v1/catalog/items/(?P<slug>[a-z0-9][a-z0-9_-]*)'     => null,
		'GET /stencilbox-hub/v1/catalog/featured'                                => null,
		'GET /stencilbox-hub/v1/catalog/template-types'                          => null,
		'GET /stencilbox-hub/v1/catalog/counts'                                  => null,
		'GET /stencilbox-hub/v1/catalog/pricing'                                 => null,
		'GET /stencilbox-hub/v1/catalog/dependencies'                            => null,
		'GET /stencilbox-hub/v1/catalog/version'                                 => null,
		'GET /stencilbox-hub/v1/catalog/counters'                                => null,
		'POST /stencilbox-hub/v1/items/(?P<id>\d+)/favourite'                    => null,
		'POST /stencilbox-hub/v1/items/(?P<id>\d+)/rating'                       => null,
		'GET /stencilbox-hub/v1/me/favourites'                                   => null,
		'GET /stencilbox-hub/v1/me/downloads'                                    => null,
		'GET /stencilbox-hub/v1/me/purchases'                                    => null,
		'GET /stencilbox-hub/v1/cloud/usage'                                     => null,
		'GET /stencilbox-hub/v1/cloud/files'                                     => null,
		'POST /stencilbox-hub/v1/cloud/files'                                    => null,
		'GET /stencilbox-hub/v1/cloud/files/(?P<id>\d+)'                         => null,
		'DELETE /stencilbox-hub/v1/cloud/files/(?P<id>\d+)'                      => null,
		'POST /stencilbox-hub/v1/cloud/files/(?P<id>\d+)/copy'                   => null,
		'POST /stencilbox-hub/v1/cloud/files/(?P<id>\d+)/move'                   => null,
		'POST /stencilbox-hub/v1/cloud/files/(?P<id>\d+)/rename'                 => null,
		'POST /stencilbox-hub/v1/cloud/images'                                   => null,
		'GET /stencilbox-hub/v1/cloud/workspaces'                                => null,
		'POST /stencilbox-hub/v1/cloud/workspaces'                               => null,
		'GET /stencilbox-hub/v1/cloud/workspaces/(?P<ref>[A-Za-z0-9_-]+)'        => null,
		'POST /stencilbox-hub/v1/cloud/workspaces/(?P<ref>[A-Za-z0-9_-]+)'       => null,
		'DELETE /stencilbox-hub/v1/cloud/workspaces/(?P<ref>[A-Za-z0-9_-]+)'     => null,
		'POST /stencilbox-hub/v1/cloud/workspaces/(?P<ref>[A-Za-z0-9_-]+)/files' => null,
		'GET /stencilbox-hub/v1/items/(?P<id>\d+)/full-site'                     => null,
		'POST /stencilbox-hub/v1/items/(?P<id>\d+)/full-site/package'            => null,
		'GET /stencilbox-hub/v1/items/(?P<id>\d+)/full-site/preview'             => null,
		'GET /stencilbox-hub/v1/themes/(?P<slug>[a-z0-9][a-z0-9._-]*)/package'   => null,
		'GET /stencilbox-hub/v1/items/(?P<id>\d+)/versions'                      => null,
		'GET /stencilbox-hub/v1/items/(?P<id>\d+)/versions/(?P<number>\d+)'      => null,
		'GET /stencilbox-hub/v1/cloud/files/(?P<id>\d+)/versions'                => null,
		'POST /stencilbox-hub/v1/cloud/files/(?P<id>\d+)/versions'               => null,
		'GET /stencilbox-hub/v1/cloud/files/(?P<id>\d+)/versions/(?P<number>\d+)' => null,
		'POST /stencilbox-hub/v1/cloud/files/(?P<id>\d+)/versions/(?P<number>\d+)/restore' => null,
		'POST /stencilbox-hub/v1/versions/check'                                 => null,
		'POST /stencilbox-hub/v1/fleet/applied'                                  => null,
		'GET /stencilbox-hub/v1/fleet/pending'                                   => null,
		'GET /stencilbox-hub/v1/fleet/compare'                                   => null,
		'GET /stencilbox-hub/v1/fleet/compare/side'                              => null,
		'POST /stencilbox-hub/v1/fleet/approvals'                                => null,
		'POST /stencilbox-hub/v1/fleet/rollbacks'                                => null,
	);

	/**
	 * The table with the lookup of each filter of linked terms
	 * (`ItemArgs::filters()`: `/categories`, `/tags`…): the site's answers
	 * terms (`Term[]`) or the spec's options (`TagOption[]`); the hub's
	 * only PHP calls.
	 *
	 * @return array<string, string|null>
	 */
	private static function types(): array {
		$types = self::TYPES;
		foreach ( ItemArgs::filters() as $filter ) {
			if ( isset( $filter['taxonomy'] ) && ! isset( $filter['column'] ) ) {
				$types[ 'GET /stencilbox/v1/' . ItemArgs::lookup_route( $filter['list'] ) ] = empty( $filter['options'] ) ? 'Term[]' : 'TagOption[]';
				$types[ 'GET /stencilbox-hub/v1/catalog/' . str_replace( '_', '-', $filter['list'] ) ] = null;
			}
		}
		return $types;
	}

	public function test_the_table_names_every_route(): void {
		$table = array_keys( self::types() );
		sort( $table );
		$this->assertSame( RouteSchemaTest::endpoints(), $table, 'a new route adds its answer type here' );
	}

	/** The response schemas by answer type name, the source of `src/api/generated/answers.ts`. */
	public const SCHEMAS_FILE = 'src/api/generated/answer-schemas.json';

	/**
	 * The answer schemas by type name (`Name[]` and `Name` alike give Name),
	 * sorted by name; a name several routes answer has one schema.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function answer_schemas(): array {
		$schemas = array();
		foreach ( self::types() as $endpoint => $type ) {
			if ( null === $type || 'boolean' === $type ) {
				continue;
			}
			[ $method, $pattern ] = explode( ' ', $endpoint, 2 );
			$schema               = (array) ResponseSchema::of_method( $pattern, $method );
			if ( str_ends_with( $type, '[]' ) ) {
				$schema = $schema['items'];
				$type   = substr( $type, 0, -2 );
			}
			$schemas[ $type ] ??= $schema;
		}
		ksort( $schemas );
		return $schemas;
	}

	/**
	 * The committed schema file is what the routes declare now. With
	 * STENCILBOX_WRITE_SCHEMAS=1 (`npm run types:api`) it writes the file.
	 */
	public function test_the_committed_answer_schemas_are_current(): void {
		$file = dirname( __DIR__, 4 ) . '/' . self::SCHEMAS_FILE;
		$json = (string) wp_json_encode( self::answer_schemas(), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
		$json = (string) preg_replace_callback( '/^( +)/m', static fn( array $m ): string => str_repeat( "\t", intdiv( strlen( $m[1] ), 4 ) ), $json );
		if ( getenv( 'STENCILBOX_WRITE_SCHEMAS' ) ) {
			file_put_contents( $file, $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
		$this->assertFileExists( $file );
		$this->assertSame( $json, (string) file_get_contents( $file ), 'the route schemas changed: run `npm run types:api` and commit ' . self::SCHEMAS_FILE . ' and src/api/generated/answers.ts' );
	}

	/**
	 * Every answer type is the generated one: no file of src/api declares
	 * it, and exactly one area file names it in its `export type { … } from
	 * './generated/answers'` list (where the app imports it from).
	 */
	public function test_every_answer_type_is_generated_and_named_by_one_area_file(): void {
		$generated = array_keys( self::answer_schemas() );
		$exported  = array();
		foreach ( (array) glob( dirname( __DIR__, 4 ) . '/src/api/*.ts' ) as $file ) {
			$ts = (string) file_get_contents( (string) $file );
			foreach ( $generated as $type ) {
				$this->assertDoesNotMatchRegularExpression( '/^export (?:interface|type) ' . $type . '\b/m', $ts, basename( (string) $file ) . " declares $type by hand: it is generated (`npm run types:api`)" );
			}
			preg_match_all( "/^export type \{([^}]*)\} from '\.\/generated\/answers';/m", $ts, $lists );
			foreach ( $lists[1] as $list ) {
				foreach ( array_filter( array_map( 'trim', explode( ',', $list ) ) ) as $name ) {
					$exported[ $name ][] = basename( (string) $file );
				}
			}
		}
		foreach ( $generated as $type ) {
			$this->assertCount( 1, $exported[ $type ] ?? array(), "$type is named by one area file of src/api: " . implode( ', ', $exported[ $type ] ?? array( 'none' ) ) );
		}
	}

	public function test_schema_fields_match_the_typescript_types(): void {
		$ts      = new TsTypes( dirname( __DIR__, 4 ) . '/src/api' );
		$checked = 0;
		foreach ( self::types() as $endpoint => $type ) {
			if ( null === $type ) {
				continue;
			}
			[ $method, $pattern ] = explode( ' ', $endpoint, 2 );
			$schema               = ResponseSchema::of_method( $pattern, $method );
			$this->assertIsArray( $schema, $endpoint );
			if ( 'boolean' === $type ) {
				$this->assertSame( 'boolean', $schema['type'], $endpoint );
				continue;
			}
			if ( str_ends_with( $type, '[]' ) ) {
				$this->assertSame( 'array', $schema['type'], $endpoint );
				$schema = $schema['items'];
				$type   = substr( $type, 0, -2 );
			}
			$checked += $this->compare( $ts, $type, $schema, $endpoint );
		}
		$this->assertGreaterThan( 60, $checked );
	}

	/**
	 * Asserts a schema's object fields are a type's fields, then does the
	 * same for each field whose type is another exported type.
	 *
	 * @param TsTypes              $ts     The TypeScript types.
	 * @param string               $type   Type name.
	 * @param array<string, mixed> $schema Object schema.
	 * @param string               $where  For messages.
	 * @return int Types compared.
	 */
	private function compare( TsTypes $ts, string $type, array $schema, string $where ): int {
		$fields   = $ts->fields( $type );
		$declared = array_keys( (array) ( $schema['properties'] ?? array() ) );
		$typed    = array_keys( $fields );
		sort( $declared );
		sort( $typed );
		$this->assertSame( $typed, $declared, "$where: the schema's fields are $type's" );
		$compared = 1;
		foreach ( $fields as $field => $field_type ) {
			$nested = $ts->named( $field_type );
			if ( null === $nested ) {
				continue;
			}
			$property = $schema['properties'][ $field ];
			$object   = isset( $property['items'] ) && ! isset( $property['properties'] ) ? $property['items'] : $property;
			$compared += $this->compare( $ts, $nested, $object, "$where → $field" );
		}
		return $compared;
	}
}
