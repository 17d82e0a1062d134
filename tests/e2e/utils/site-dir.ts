/**
 * Where the e2e sites live on disk. Site A's folder is `.wp-site-e2e` unless
 * WP_E2E_SITE_DIR names another (npm test runs the suite in two parts at
 * once, each on sites of its own: playwright.config.ts); sites B, C and D
 * sit beside it as `<A>-remote`, `<A>-fresh` and `<A>-elementor`.
 */
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );

/** Site A's folder (the main site and hub), absolute. */
export const SITE_DIR = path.resolve(
	ROOT,
	process.env.WP_E2E_SITE_DIR || '.wp-site-e2e'
);

/** Site C's folder (plain WordPress, plugin-install.spec.ts), absolute. */
export const FRESH_SITE_DIR = `${ SITE_DIR }-fresh`;
