/**
 * Testing Library's waits (findBy…, waitFor) give up after 1 s by default.
 * npm test runs Jest beside both Playwright parts on two cores, where a
 * screen that draws in 200 ms alone can take seconds (a hub screen test
 * failed so once, its card still loading). What a test expects is the
 * same; it waits longer before failing, as Playwright's expectations do
 * (playwright.config.ts). A wait that never ends still fails.
 */
const { configure } = require( '@testing-library/react' );

configure( { asyncUtilTimeout: 10_000 } );
