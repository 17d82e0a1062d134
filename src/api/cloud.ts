/**
 * The cloud and workspace calls (spec part 2 §7 "Cloud" and "Workspaces").
 * The PHP route schemas (`Stencilbox\Site\Rest\CloudController`,
 * `Stencilbox\Site\Rest\WorkspacesController`, `Support\Cloud\CloudArgs`)
 * are the truth; a PHPUnit test compares real answers with these types.
 */
/**
 * Internal dependencies
 */
import type { Platform } from '../utils/platform';
import { request } from './client';
import { ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	AddFilesResponse,
	CopyMoveResponse,
	RenameResponse,
	DownloadResponse,
	FilesResponse,
	StatusResponse,
	UploadResponse,
	UsageResponse,
	WorkspaceDetailsResponse,
	WorkspaceResponse,
	WorkspacesResponse,
} from './generated/answers';

/** A page of files. */
export type CloudFilesPage = Answers.FilesResponse[ 'files' ];
/** The spec's cloud file, as the current account sees it. */
export type CloudFile = CloudFilesPage[ 'data' ][ number ];
/** Someone in the cloud: an owner or a member. */
export type CloudPerson = CloudFile[ 'owner' ];
/** Where a file is: its WorkSpace (`shared`: someone else's). */
export type FileWorkspace = NonNullable< CloudFile[ 'workspace' ] >;
/** The spec's WorkSpace, as the current account sees it. */
export type Workspace = Answers.WorkspacesResponse[ 'data' ][ number ];
/** A WorkSpace's member: a person and the address they were invited by. */
export type CloudMember = Workspace[ 'sharedWith' ][ number ];
/** `{limit, files}`; a limit of −1 is unlimited. */
export type CloudUsage = Answers.UsageResponse[ 'data' ];

/** Where the add-files dialog takes files from (§9). */
export type FileSource = 'clouds' | 'workspaces' | 'shared_workspaces';

/**
 * What the editor pushes (the spec's `file_content`): the post, or the
 * selected blocks, as block markup.
 */
export interface EditorFileContent {
	__file: 'wp_block';
	id: number;
	/** The post type, or `block` for selected blocks. */
	type: string;
	title: string;
	content: string;
}

/**
 * What Elementor's "Save to Stencilbox cloud" pushes (the spec's
 * `file_content` for Elementor: the JSON of the selected element or of the
 * whole page). `content` is the export as a string,
 * `{"content":[…elements]}`, kept byte for byte.
 */
export interface ElementorFileContent {
	__file: 'elementor';
	platform: 'elementor';
	/** The document it came from. */
	id: number;
	/** `block` for one element, `page` for the whole page. */
	type: 'block' | 'page';
	title: string;
	content: string;
}

/** A Stencilbox template file (what a download holds). */
export interface TemplateFile {
	stencilbox: 'template';
	version: number;
	platform: Platform;
	type: 'page' | 'block';
	title: string;
	content: string;
	exported_at?: string;
	/**
	 * The saved template a cloud file was pushed from (PHP's
	 * `CloudTemplate`): the server checks it when the file is uploaded and
	 * keeps it with the new file. The client passes it on as it was read.
	 */
	template?: {
		type: string;
		stable: string;
		status: 'publish' | 'draft';
		conditions: Record< string, unknown >[];
	};
}

/** POST /clouds/upload. */
export interface UploadPayload {
	name: string;
	/** 0 is My Clouds. */
	workspace_id: number;
	/** The destination as the spec names it: `clouds` or a slug. */
	workspace: string;
	saveTemplate?: boolean;
	platform?: Platform;
	/** The template itself… */
	file_content?: EditorFileContent | ElementorFileContent | TemplateFile;
	/** …or a post of this site, read by the server. */
	post?: number;
	/** Save it as a new version of this cloud file instead of a new file. */
	file_id?: number;
	/** The new version's note. */
	version_note?: string;
}

/** `GET /clouds/usage`. */
export function fetchUsage(): Promise< Answers.UsageResponse > {
	return request( ENDPOINTS.cloudsUsage );
}

/**
 * `GET /clouds`: a page of My Clouds, or of another source.
 *
 * @param params          What to list.
 * @param params.page     Page.
 * @param params.search   Search ('' for none).
 * @param params.platform Only this platform ('' for all).
 * @param params.source   Where from (My Clouds by default).
 * @param params.per_page Page size.
 */
export function fetchFiles( params: {
	page: number;
	search: string;
	platform: Platform | '';
	source?: FileSource;
	per_page?: number;
} ): Promise< Answers.FilesResponse > {
	return request( ENDPOINTS.clouds, {
		data: { ...params, type: params.platform },
	} );
}

/**
 * `POST /clouds/copy-move`.
 *
 * @param file        File id.
 * @param workspaceId Destination (0 is My Clouds).
 * @param action      copy or move.
 */
export function copyMoveFile(
	file: number,
	workspaceId: number,
	action: 'copy' | 'move'
): Promise< Answers.CopyMoveResponse > {
	return request( ENDPOINTS.cloudsCopyMove, {
		method: 'POST',
		data: { my_cloud_id: file, workspace_id: workspaceId, action },
	} );
}

/**
 * `POST /clouds/rename/{id}`: a file's new name (its content and versions stay).
 *
 * @param file File id.
 * @param name New name.
 */
export function renameFile(
	file: number,
	name: string
): Promise< Answers.RenameResponse > {
	return request( `${ ENDPOINTS.cloudsRename }${ file }`, {
		method: 'POST',
		data: { name },
	} );
}

/**
 * `POST /clouds/upload`.
 *
 * @param payload What to push, and where.
 */
export function uploadTemplate(
	payload: UploadPayload
): Promise< Answers.UploadResponse > {
	return request( ENDPOINTS.cloudsUpload, {
		method: 'POST',
		data: { ...payload },
	} );
}

/**
 * What a download holds: our template file, or its platform's own export
 * (Elementor's, named after it; offered where the platform's words have
 * `download`, and checked by the server).
 */
export type DownloadFormat = 'stencilbox' | Platform;

/**
 * `GET /clouds/download/{id}`.
 *
 * @param file   File id.
 * @param format Our template file, or (an Elementor file) Elementor's export.
 */
export function downloadFile(
	file: number,
	format: DownloadFormat = 'stencilbox'
): Promise< Answers.DownloadResponse > {
	return request(
		`${ ENDPOINTS.cloudsDownload }${ file }`,
		format === 'stencilbox' ? {} : { data: { format } }
	);
}

/**
 * Deletes a file for good: `DELETE /clouds/delete/{id}`, or from inside a
 * WorkSpace `DELETE /workspaces/item/delete/{id}`. Sent from the
 * delete-file dialog, with the `confirm: true` the routes require.
 *
 * @param file        File id.
 * @param inWorkspace Deleted from a WorkSpace's list.
 */
export function deleteFile(
	file: number,
	inWorkspace = false
): Promise< Answers.StatusResponse > {
	return request(
		`${
			inWorkspace
				? ENDPOINTS.workspacesItemDelete
				: ENDPOINTS.cloudsDelete
		}${ file }`,
		{ method: 'DELETE', data: { confirm: true } }
	);
}

/**
 * `GET /workspaces`.
 *
 * @param params          What to list.
 * @param params.shared   Shared with the account (else its own).
 * @param params.page     Page.
 * @param params.listOnly Every one, own and shared, unpaged (pickers).
 */
export function fetchWorkspaces( params: {
	shared?: boolean;
	page?: number;
	listOnly?: boolean;
} ): Promise< Answers.WorkspacesResponse > {
	return request( ENDPOINTS.workspaces, {
		data: {
			shared: params.shared ? 1 : undefined,
			page: params.page,
			list_only: params.listOnly ? 1 : undefined,
		},
	} );
}

/**
 * `POST /workspaces/create`.
 *
 * @param title     Title.
 * @param shareWith Addresses.
 */
export function createWorkspace(
	title: string,
	shareWith: string[]
): Promise< Answers.WorkspaceResponse > {
	return request( ENDPOINTS.workspacesCreate, {
		method: 'POST',
		data: { title, share_with: shareWith },
	} );
}

/**
 * `GET /workspaces/{slug}`.
 *
 * @param slug            Slug.
 * @param params          What to list.
 * @param params.page     Page.
 * @param params.search   Search.
 * @param params.platform Only this platform ('' for all).
 */
export function fetchWorkspace(
	slug: string,
	params: { page: number; search: string; platform: Platform | '' }
): Promise< Answers.WorkspaceDetailsResponse > {
	return request( `${ ENDPOINTS.workspace }${ slug }`, {
		data: {
			page: params.page,
			search: params.search,
			file_type: params.platform,
		},
	} );
}

/**
 * `POST /workspaces/{slug}`: rename, share, un-share.
 *
 * @param workspace        The WorkSpace.
 * @param changes          Changes.
 * @param changes.title    New title.
 * @param changes.add      Addresses to add.
 * @param changes.remove   Addresses to remove.
 * @param changes.platform The platform being browsed.
 */
export function saveWorkspace(
	workspace: Workspace,
	changes: {
		title: string;
		add: string[];
		remove: string[];
		platform?: Platform;
	}
): Promise< Answers.WorkspaceResponse > {
	return request( `${ ENDPOINTS.workspace }${ workspace.slug }`, {
		method: 'POST',
		data: {
			slug: workspace.slug,
			id: workspace.id,
			title: changes.title,
			share_with: changes.add,
			remove: changes.remove,
			platform: changes.platform,
		},
	} );
}

/**
 * `POST /workspaces/delete/{id}`, sent from the delete dialog with the
 * `confirm: true` the route requires.
 *
 * @param workspace   WorkSpace id.
 * @param deleteFiles Delete your files in it too.
 */
export function deleteWorkspace(
	workspace: number,
	deleteFiles: boolean
): Promise< Answers.StatusResponse > {
	return request( `${ ENDPOINTS.workspacesDelete }${ workspace }`, {
		method: 'POST',
		data: { delete_files: deleteFiles, confirm: true },
	} );
}

/**
 * `POST /workspaces/item/add`: copies of files into a WorkSpace.
 *
 * @param workspace WorkSpace id.
 * @param files     File ids.
 */
export function addFilesToWorkspace(
	workspace: number,
	files: number[]
): Promise< Answers.AddFilesResponse > {
	return request( ENDPOINTS.workspacesItemAdd, {
		method: 'POST',
		data: { workspace_id: workspace, files },
	} );
}
