/**
 * The configuration matrix's lanes (issue [22]): each one a throwaway site
 * built by bin/wp-setup.sh --reset in a configuration of its own, the smoke
 * spec (tests/e2e/matrix/) run against it, and its PHP error log read
 * (bin/matrix.mjs runs them; bin/test-runner.mjs runs them in `npm test`).
 *
 * A lane is one entry:
 *   name     the lane's name: `npm run test:matrix -- <name>`, "Matrix (<name>)"
 *            in the summary, its site in .wp-site-matrix-<name>/
 *   what     what it tests, in a few words
 *   env      the environment of bin/wp-setup.sh and bin/wp-server.sh (see
 *            bin/wp-setup.sh); `${VAR}` takes another variable's value.
 *            The e2e fixtures plugin is always added to WP_EXTRA_PLUGINS.
 *   needs    (optional) environment variables the lane cannot run without;
 *            when one is not set the lane is reported as
 *            "Matrix (<name>): skipped (VAR not set)" and runs nothing
 *   prepare  (optional) a command run first (e.g. fetching a WordPress);
 *            a failure fails the lane
 *   smoke    (optional) what the smoke spec checks besides the common
 *            steps: `rtl` (mirrored screens), `plugins` (other plugins
 *            beside us: their REST namespaces and our routes together),
 *            `multisite` (tests/e2e/matrix/multisite.spec.ts: a sub-site's
 *            administrator inserts and imports from the network's library)
 *   allow    (optional) PHP log lines that do not fail the lane: another
 *            plugin's own, traced to its code, each with `line` (a RegExp)
 *            and `why` (the backtrace that shows whose); printed as allowed
 * Each lane gets its own port: 9300 + 10 × its place in this list (and
 * that + 1000 for the local plugin directory stand-in).
 */
export const LANES = [
	{
		// Two configurations on one site: each costs a site and a browser
		// run of its own, and neither hides the other (the smoke fails on
		// either); the newest WordPress at the root with pretty permalinks is
		// the main suite's.
		name: 'wp-6.8-subdir-plain',
		what: 'WordPress 6.8, the oldest supported ("Requires at least"), from Debian trixie, in a subdirectory (/blog) with plain permalinks: REST through ?rest_route=',
		env: {
			WP_CACHE: '.wp-cache/oldest',
			WP_SUBDIR: 'blog',
			WP_PERMALINKS: 'plain',
		},
		prepare: [ 'bin/fetch-wordpress-oldest.sh' ],
	},
	{
		name: 'rtl',
		what: 'a right-to-left language (Arabic, core translations from Debian wordpress-l10n)',
		env: { WP_LOCALE: 'ar' },
		smoke: [ 'rtl' ],
	},
	{
		name: 'multisite',
		what: 'a subdirectory network, Stencilbox network-activated: one library on the main site; a sub-site’s administrator inserts and imports, the super admin sees where items are used',
		env: { WP_MULTISITE: '1' },
		smoke: [ 'multisite' ],
		allow: [
			{
				line: /Optional parameter \$meta declared before required parameter \$signup_id .*\/wp-includes\/ms-functions\.php on line/,
				why: 'WordPress core’s own, whenever PHP compiles wp-includes/ms-functions.php on a network: wpmu_signup_blog_notification() and wpmu_signup_user_notification() declare an optional $meta before the required $signup_id (a PHP 8 deprecation of the signature, before any code runs)',
			},
		],
	},
	{
		name: 'plugins',
		what: 'WooCommerce and Yoast SEO active beside Stencilbox',
		needs: [ 'STENCILBOX_WOOCOMMERCE_DIR', 'STENCILBOX_YOAST_DIR' ],
		env: {
			WP_EXTRA_PLUGINS:
				'${STENCILBOX_WOOCOMMERCE_DIR} ${STENCILBOX_YOAST_DIR}',
		},
		smoke: [ 'plugins' ],
		allow: [
			{
				line: /Translation loading for the <code>woocommerce<\/code> domain was triggered too early/,
				why: 'WooCommerce 10.9’s own, on its first request: its bundled Jetpack Connection schedules a cron event at plugins_loaded (Automattic\\Jetpack\\Config->on_plugins_loaded … Nonce_Handler->init_schedule, wp_schedule_event, wp_get_schedules), whose cron_schedules filter WC_Install::cron_schedules translates with __()',
			},
		],
	},
];

/** The e2e fixtures plugin: the snapshot and catalogue routes the smoke uses. */
export const FIXTURES = 'tests/e2e/plugins/stencilbox-e2e-fixtures';

/** The first lane's port; each lane adds 10 × its place. */
export const FIRST_PORT = 9300;

/**
 * The variables a lane needs that are not set.
 *
 * @param {Object} lane A lane.
 * @param {Object} env  The environment.
 * @return {string[]} Names.
 */
export const missing = ( lane, env = process.env ) =>
	( lane.needs ?? [] ).filter( ( name ) => ! env[ name ] );

/**
 * A lane's summary line when it cannot run.
 *
 * @param {Object}   lane  A lane.
 * @param {string[]} names What is missing.
 * @return {string} "Matrix (plugins): skipped (STENCILBOX_YOAST_DIR not set)".
 */
export const skipLine = ( lane, names ) =>
	`Matrix (${ lane.name }): skipped (${ names.join( ', ' ) } not set)`;
