/**
 * Calls of the insert / import flow (spec part 1 §7).
 */
/**
 * Internal dependencies
 */
import type { Platform } from '../utils/platform';
import type { Dependency, ItemDetails, ItemType } from './catalog';
import { request } from './client';
import { ENDPOINTS } from './endpoints';

/** Images the site copied for an item. */
export interface ImageReport {
	copied: number;
	reused: number;
	/** URLs kept as they were because they could not be copied. */
	failed: string[];
}

/** POST /insert. */
export interface InsertResult {
	status: 'success';
	/** The item, as its details describe it. */
	item: ItemDetails;
	content: string;
	page_settings: { template?: string };
	platform: Platform;
	images: ImageReport;
	error: null;
}

/** POST /import and /import/page. */
export interface ImportResult {
	status: 'success';
	post_id: number;
	post_type: string;
	edit_link: string;
	view_link: string;
	images: ImageReport;
	/** The item, as its details describe it. */
	item: ItemDetails;
}

/** GET /items/{id}/access: the account may use the item. */
export interface AccessResult {
	status: 'success';
	type: ItemType;
	platform: Platform;
	/** The item's template type slug ('' for none). */
	template_type: string;
}

/** POST /dependencies/check. */
export interface CheckResult {
	status: 'success';
	data: CheckedDependency[];
}

/** POST /dependencies/install: the plugin is installed and active. */
export interface InstallResult {
	status: 'success';
	slug: string;
	plugin_file: string;
	installed: boolean;
	is_active: boolean;
}

/** A dependency as /dependencies/check answers it. */
export type CheckedDependency = Dependency & {
	installed: boolean;
	is_active: boolean;
};

/** The fields the server needs to know a dependency. */
const requirementOf = ( dependency: Dependency ) => ( {
	id: dependency.id,
	slug: dependency.slug,
	name: dependency.name,
	plugin_file: dependency.plugin_file,
	is_pro: dependency.is_pro,
	link: dependency.link,
} );

/**
 * Which of an item's plugins are installed and active here.
 *
 * @param dependencies The item's dependencies.
 */
export async function checkDependencies(
	dependencies: Dependency[]
): Promise< CheckedDependency[] > {
	const response = await request< CheckResult >(
		ENDPOINTS.dependenciesCheck,
		{
			method: 'POST',
			data: { requirement: dependencies.map( requirementOf ) },
		}
	);
	return response.data;
}

/**
 * Installs and activates one free plugin.
 *
 * @param dependency Dependency.
 */
export function installDependency( dependency: Dependency ) {
	return request< InstallResult >(
		`${ ENDPOINTS.dependenciesInstall }?disable_redirect=1`,
		{ method: 'POST', data: { requirement: requirementOf( dependency ) } }
	);
}

/** What is inserted: a library item, or a file of the account's cloud. */
export type InsertSource = 'catalog' | 'cloud';

/**
 * The content of an item (or cloud file) for the editor of a post.
 *
 * @param id       Item or cloud file id.
 * @param postId   Post being edited (0 when none).
 * @param origin   Where Insert was pressed.
 * @param platform Platform.
 * @param source   A library item (default) or a cloud file.
 */
export function insertItem(
	id: number,
	postId: number,
	origin: string,
	platform: string,
	source: InsertSource = 'catalog'
) {
	return request< InsertResult >( ENDPOINTS.insert, {
		method: 'POST',
		data: { id, postId, origin, platform, source },
	} );
}

/**
 * Imports an item as a new draft page.
 *
 * @param id       Item id.
 * @param title    Page title.
 * @param platform Platform.
 */
export function importPage( id: number, title: string, platform: string ) {
	return request< ImportResult >( ENDPOINTS.importPage, {
		method: 'POST',
		data: { id, title, platform },
	} );
}

/**
 * Imports an item into the site's own library.
 *
 * @param id       Item id.
 * @param platform Platform.
 */
export function importItem( id: number, platform: string ) {
	return request< ImportResult >( ENDPOINTS.import, {
		method: 'POST',
		data: { id, platform },
	} );
}

/**
 * Whether the account may use an item now (the hub answers the same errors
 * it would on insert: `unverified_account`, `required_pro_templately`, …).
 *
 * @param id Item id.
 */
export function checkAccess( id: number ) {
	return request< AccessResult >( `${ ENDPOINTS.item }${ id }/access` );
}
