/**
 * ESLint (flat config, ESLint 10): @wordpress/scripts' defaults plus the
 * project's rules.
 */
const defaults = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

module.exports = [
	...defaults,
	{
		ignores: [ '.wp-*/**', 'artifacts/**', 'languages/**' ],
	},
	{
		rules: {
			// Every user-visible string is Stencilbox's.
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'stencilbox' },
			],
			'@wordpress/no-unsafe-wp-apis': 'error',
			// The spec's texts use three dots ('Opps...!', 'Signing In...').
			'@wordpress/i18n-ellipsis': 'off',
		},
	},
	{
		// TypeScript documents parameters through types; JSDoc keeps the "why".
		files: [ '**/*.ts', '**/*.tsx' ],
		rules: {
			// As eslint-plugin-jsdoc's own TypeScript config: no `{Type}` in
			// a TypeScript file's JSDoc (tsc checks the real ones), so
			// nothing is left for no-undefined-types to resolve (the
			// costliest rule after Prettier, 7% of ESLint's time).
			'jsdoc/no-types': 'error',
			'jsdoc/no-undefined-types': 'off',
			'jsdoc/require-param': 'off',
			'jsdoc/require-param-type': 'off',
			'jsdoc/require-returns-type': 'off',
			'jsdoc/check-param-names': [
				'error',
				{ checkDestructured: false },
			],
		},
	},
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ 'src/**/test/*.{ts,tsx}' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.ts' ],
	} ) ),
	{
		// Every spec's `test` pauses endless animations in the browser
		// (tests/e2e/test.ts says why).
		files: [ 'tests/e2e/**/*.ts' ],
		ignores: [ 'tests/e2e/test.ts' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@wordpress/e2e-test-utils-playwright',
							importNames: [ 'test' ],
							message:
								"Import `test` from tests/e2e/test.ts: it is WordPress's, plus paused endless animations.",
						},
						{
							name: '@playwright/test',
							importNames: [ 'test' ],
							message:
								"Import `test` from tests/e2e/test.ts: it is WordPress's, plus paused endless animations.",
						},
					],
				},
			],
		},
	},
	{
		// Build and tool scripts run in Node.
		files: [ '*.js', '*.cjs', 'bin/**/*.{js,mjs}', 'tests/jest/**/*.cjs' ],
		languageOptions: {
			globals: {
				require: 'readonly',
				module: 'writable',
				process: 'readonly',
				__dirname: 'readonly',
				__filename: 'readonly',
				console: 'readonly',
			},
		},
		rules: { 'no-console': 'off' },
	},
];
