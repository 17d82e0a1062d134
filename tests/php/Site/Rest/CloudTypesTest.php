<?php
/**
 * One schema, two languages: the real answers of the cloud and workspace
 * routes carry exactly the fields `src/api/cloud.ts` declares.
 *
 * @package Stencilbox
 */

namespace Stencilbox\Tests\Site\Rest;

use Stencilbox\Tests\CloudTestCase;
use Stencilbox\Tests\TypedAnswers;

/**
 * Real answers against the interfaces.
 */
final class CloudTypesTest extends CloudTestCase {
	use TypedAnswers;

	/**
	 * A site route that must succeed.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route under `stencilbox/v1`.
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	private function ok( string $method, string $route, array $params = array() ): array {
		$response = $this->rest( $method, '/stencilbox/v1' . $route, $params );
		$this->assertSame( 200, $response->get_status(), "$method $route: " . wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_answers_match_the_typescript_types(): void {
		$this->login_as( 'editor' );
		$this->signup_with_plan( 'typed@example.org', 'pro' );
		$this->assert_typed( 'cloud.ts', 'UsageResponse', $usage = $this->ok( 'GET', '/clouds/usage' ) );
		$this->assert_typed( 'cloud.ts', 'CloudUsage', $usage['data'] );

		$created = $this->ok( 'POST', '/workspaces/create', array( 'title' => 'Typed', 'share_with' => array( 'friend@example.org' ) ) );
		$this->assert_typed( 'cloud.ts', 'WorkspaceResponse', $created );
		$this->assert_typed( 'cloud.ts', 'Workspace', $created['workspace'] );
		$this->assert_typed( 'cloud.ts', 'CloudPerson', $created['workspace']['owner'] );
		$space = $created['workspace'];

		$pushed = $this->ok(
			'POST',
			'/clouds/upload',
			array(
				'saveTemplate' => true,
				'name'         => 'Typed page',
				'workspace_id' => $space['id'],
				'workspace'    => $space['slug'],
				'file_content' => self::editor_payload( self::PAGE, 'Typed page' ),
			)
		);
		$this->assert_typed( 'cloud.ts', 'UploadResponse', $pushed );
		$this->assert_typed( 'cloud.ts', 'CloudFile', $pushed['file'] );

		$files = $this->ok( 'GET', '/clouds', array( 'source' => 'workspaces' ) );
		$this->assert_typed( 'cloud.ts', 'FilesResponse', $files );
		$this->assert_typed( 'cloud.ts', 'CloudFilesPage', $files['files'] );

		$details = $this->ok( 'GET', '/workspaces/' . $space['slug'] );
		$this->assert_typed( 'cloud.ts', 'WorkspaceDetailsResponse', $details );

		$list = $this->ok( 'GET', '/workspaces' );
		$this->assert_typed( 'cloud.ts', 'WorkspacesResponse', $list );
		$this->assert_typed( 'cloud.ts', 'Workspace', $list['data'][0] );
		$this->assert_typed( 'cloud.ts', 'FileWorkspace', $pushed['file']['workspace'] );

		$copy = $this->ok( 'POST', '/clouds/copy-move', array( 'my_cloud_id' => $pushed['file']['id'], 'workspace_id' => 0, 'action' => 'copy' ) );
		$this->assert_typed( 'cloud.ts', 'CopyMoveResponse', $copy );
		$this->assert_typed( 'cloud.ts', 'DownloadResponse', $this->ok( 'GET', '/clouds/download/' . $copy['file']['id'] ) );
		$added = $this->ok( 'POST', '/workspaces/item/add', array( 'workspace_id' => $space['id'], 'files' => array( $copy['file']['id'] ) ) );
		$this->assert_typed( 'cloud.ts', 'AddFilesResponse', $added );
		$this->assert_typed( 'cloud.ts', 'StatusResponse', $this->ok( 'DELETE', '/clouds/delete/' . $copy['file']['id'], array( 'confirm' => true ) ) );
		$this->assert_typed( 'cloud.ts', 'WorkspaceResponse', $this->ok( 'POST', '/workspaces/' . $space['slug'], array( 'title' => 'Typed 2' ) ) );
		$this->assert_typed( 'cloud.ts', 'StatusResponse', $this->ok( 'POST', '/workspaces/delete/' . $space['id'], array( 'confirm' => true ) ) );
	}

	public function test_the_template_file_matches_its_type(): void {
		// The file of a cloud file pushed from a saved template: every field of the type.
		$file = \Stencilbox\Site\Cloud\TemplateFile::build(
			array(
				'platform' => 'gutenberg',
				'type'     => 'page',
				'name'     => 'Typed',
			),
			self::PAGE,
			array(
				'type'       => 'header',
				'stable'     => wp_generate_uuid4(),
				'status'     => 'publish',
				'conditions' => array(),
			)
		);
		$this->assert_typed( 'cloud.ts', 'TemplateFile', $file );
		$this->assertSame( array( 'type', 'stable', 'status', 'conditions' ), array_keys( $file['template'] ) );
	}
}
