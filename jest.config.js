/**
 * Jest unit tests live in `test/` folders beside the code they test.
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

const [ [ , babelTransform ] ] = Object.entries( defaults.transform );

module.exports = {
	...defaults,
	roots: [ '<rootDir>/src' ],
	testPathIgnorePatterns: [ '/node_modules/' ],
	// Some dependencies of @wordpress/components ship ES modules only (.mjs):
	// compile them for Jest like our own code.
	transform: { '\\.m?[jt]sx?$': babelTransform },
	transformIgnorePatterns: [
		'/node_modules/(?!(@wordpress|uuid|@ariakit|change-case|colord|framer-motion|motion-dom|motion-utils)/)',
	],
};
