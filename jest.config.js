/**
 * Jest unit tests live in `test/` folders beside the code they test.
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaults,
	roots: [ '<rootDir>/src' ],
	testPathIgnorePatterns: [ '/node_modules/' ],
};
