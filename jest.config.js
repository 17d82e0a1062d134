/**
 * Jest unit tests live in `test/` folders beside the code they test.
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaults,
	roots: [ '<rootDir>/src' ],
	testPathIgnorePatterns: [ '/node_modules/' ],
	// A few packages @wordpress/components loads ship ES modules only
	// (uuid, @wordpress/theme's .mjs): compile them like our sources so
	// component tests can load the components.
	transform: {
		...defaults.transform,
		'\\.mjs$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	transformIgnorePatterns: [ '/node_modules/(?!(uuid|@wordpress/theme)/)' ],
};
