/**
 * Testing Library's waits are long enough for npm test's loaded machine
 * (tests/jest/setup.cjs, added to Jest's set-up in jest.config.js).
 */
import { getConfig } from '@testing-library/react';

describe( 'Testing Library in this project', () => {
	it( 'waits up to 10 s before a findBy… or waitFor fails', () => {
		expect( getConfig().asyncUtilTimeout ).toBe( 10_000 );
	} );
} );
