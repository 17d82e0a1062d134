/**
 * Calls of the insert / import flow (spec part 1 §7).
 */
/**
 * Internal dependencies
 */
import type { Dependency } from './catalog';
import { request } from './client';
import { ENDPOINTS } from './endpoints';
import type * as Answers from './generated/answers';

/*
 * The answer types are generated from the PHP route schemas
 * (src/api/generated/answers.ts, `npm run types:api`).
 */
export type {
	AccessResult,
	CheckResult,
	ImportResult,
	InsertResult,
	InstallResult,
} from './generated/answers';

/** Images the site copied for an item (`failed`: URLs kept as they were). */
export type ImageReport = Answers.InsertResult[ 'images' ];

/** A dependency as /dependencies/check answers it (installed, active). */
export type CheckedDependency = Answers.CheckResult[ 'data' ][ number ];

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
	const response = await request< Answers.CheckResult >(
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
	return request< Answers.InstallResult >(
		`${ ENDPOINTS.dependenciesInstall }?disable_redirect=1`,
		{ method: 'POST', data: { requirement: requirementOf( dependency ) } }
	);
}

/**
 * "Match my site" (`site`: the item takes this site's theme presets) or
 * "Keep the pack's look" (`pack`: the content as stored): PHP's
 * `DesignMatcher::LOOKS`, through the generated answer type.
 */
export type Look = Answers.InsertResult[ 'look' ][ 'look' ];

/** What the look did to an insert (`kept`: pairs that kept the pack's colours to stay readable). */
export type AppliedLook = Answers.InsertResult[ 'look' ];

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
 * @param look     The look (none: the site's remembered one).
 */
export function insertItem(
	id: number,
	postId: number,
	origin: string,
	platform: string,
	source: InsertSource = 'catalog',
	look?: Look
) {
	return request< Answers.InsertResult >( ENDPOINTS.insert, {
		method: 'POST',
		data: { id, postId, origin, platform, source, look },
	} );
}

/**
 * Imports an item as a new draft page.
 *
 * @param id       Item id.
 * @param title    Page title.
 * @param platform Platform.
 * @param look     The look (none: the site's remembered one).
 */
export function importPage(
	id: number,
	title: string,
	platform: string,
	look?: Look
) {
	return request< Answers.ImportResult >( ENDPOINTS.importPage, {
		method: 'POST',
		data: { id, title, platform, look },
	} );
}

/**
 * Imports an item into the site's own library.
 *
 * @param id       Item id.
 * @param platform Platform.
 * @param look     The look (none: the site's remembered one).
 */
export function importItem( id: number, platform: string, look?: Look ) {
	return request< Answers.ImportResult >( ENDPOINTS.import, {
		method: 'POST',
		data: { id, platform, look },
	} );
}

/**
 * Whether the account may use an item now (the hub answers the same errors
 * it would on insert: `unverified_account`, `required_pro_templately`, …).
 *
 * @param id Item id.
 */
export function checkAccess( id: number ) {
	return request< Answers.AccessResult >(
		`${ ENDPOINTS.item }${ id }/access`
	);
}
