/**
 * Jest unit tests live in `test/` folders beside the code they test.
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config' );

const [ [ , babelTransform ] ] = Object.entries( defaults.transform );

/**
 * The index of @wordpress/components requires all of its ~3,300 modules; a suite
 * uses a few components. Jest evaluates them again for every test file
 * (~3.5 s of CPU each): tests/jest/lazy-barrel.cjs makes each export load
 * when first read. Keys are tried in order: this one before the others.
 */
const LAZY_INDEX = '/node_modules/@wordpress/components/build/index\\.cjs$';
const lazyIndex = {
	[ LAZY_INDEX ]: '<rootDir>/tests/jest/lazy-barrel.cjs',
};

/**
 * SWC compiles the tests and what they import: what @wordpress/scripts'
 * Babel preset does for Jest (TypeScript, the automatic JSX runtime,
 * ES modules to CommonJS for the running Node, jest.mock() hoisted above
 * the imports) at a fraction of the CPU, which counts in CI where every run
 * starts with a cold cache. Until `npm install` has brought @swc/jest (a
 * checkout whose node_modules predate it), Babel as before.
 *
 * @return {Object} Jest's `transform`.
 */
function transform() {
	let swcJest;
	try {
		swcJest = require.resolve( '@swc/jest' );
	} catch {
		return { ...lazyIndex, '\\.m?[jt]sx?$': babelTransform };
	}
	const swc = ( parser ) => [
		swcJest,
		{
			jsc: { parser, transform: { react: { runtime: 'automatic' } } },
			module: { type: 'commonjs' },
		},
	];
	return {
		...lazyIndex,
		// As Babel's TypeScript preset: JSX only in .tsx (`<T>x` is a cast in .ts).
		'\\.tsx$': swc( { syntax: 'typescript', tsx: true } ),
		'\\.ts$': swc( { syntax: 'typescript', tsx: false } ),
		'\\.m?jsx?$': swc( { syntax: 'ecmascript', jsx: true } ),
	};
}

module.exports = {
	...defaults,
	roots: [ '<rootDir>/src' ],
	testPathIgnorePatterns: [ '/node_modules/' ],
	transform: transform(),
	// Jest's 5 s per test is too tight beside Playwright on two cores: a
	// screen test that needs 2 s alone timed out there (and left its timers
	// running into the next test). A wait that never ends still fails.
	testTimeout: 30_000,
	// Beside the preset's own (Jest adds a preset's set-up files first).
	setupFilesAfterEnv: [ '<rootDir>/tests/jest/setup.cjs' ],
	// Some dependencies ship ES modules only (.mjs, or `import` in .js):
	// compile them for Jest like our own code. Only those: the rest of
	// node_modules is CommonJS already (@wordpress/* ship build/*.cjs, which
	// no transform matches; framer-motion's 460 KB CommonJS bundle alone took
	// 5 s to pass through Babel in a cold run). One left out fails loudly
	// ("Cannot use import statement outside a module"): add it here.
	transformIgnorePatterns: [
		'/node_modules/(?!(@wordpress/(interactivity|theme|video-conversion|vips)|uuid)/)(?!@wordpress/components/build/index\\.cjs$)',
	],
};
