/**
 * What the plugin ships: the files of stencilbox.zip, one rule for the zip
 * (bin/plugin-zip-prune.mjs) and for the production-like stack, which
 * serves exactly these (bin/link-shipped.mjs).
 *
 * `wp-scripts plugin-zip` takes npm-packlist's list (package.json's
 * `files`); npm-packlist always adds package.json and every README, which
 * do not run in WordPress, nor does build/chunk-groups.json (read by
 * `npm run size`): those are NOT_RUN. Source maps ship only when asked for
 * (WP_DEVTOOL=source-map).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const root = path.resolve(
	path.dirname( new URL( import.meta.url ).pathname ),
	'../..'
);

// @wordpress/scripts' own copies: the ones plugin-zip runs with.
export const scriptsRequire = createRequire(
	createRequire( import.meta.url ).resolve(
		'@wordpress/scripts/package.json'
	)
);

/** Files npm-packlist adds that do not run in WordPress (paths inside the plugin). */
export const NOT_RUN =
	/^(package\.json|build\/chunk-groups\.json|(.*\/)?README\.md)$/;

/** Files that must never ship: source, tests, tooling. */
export const NEVER_SHIPPED =
	/^(src|tests|bin|node_modules|docs|artifacts)\/|\.(ts|tsx|scss)$/;

/**
 * Whether a file (path inside the plugin) that npm-packlist lists ships.
 *
 * @param {string} file Path inside the plugin.
 */
export function ships( file ) {
	return (
		! NOT_RUN.test( file ) &&
		( ! file.endsWith( '.map' ) || !! process.env.WP_DEVTOOL )
	);
}

/**
 * The files the plugin ships, as paths inside it, sorted.
 *
 * @return {string[]} Paths.
 */
export function shippedFiles() {
	const packlist = scriptsRequire( 'npm-packlist' );
	return packlist.sync( { path: root } ).filter( ships ).sort();
}
