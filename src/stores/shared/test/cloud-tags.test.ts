/**
 * Part 2 §8's internal codes, each given to one kind of failure (issue
 * [15] #15).
 */
/**
 * Internal dependencies
 */
import { CLOUD_TAGS } from '../failures';

describe( 'CLOUD_TAGS', () => {
	it( 'uses exactly the spec’s codes, once each', () => {
		const codes = Object.values( CLOUD_TAGS );
		expect( [ ...codes ].sort() ).toEqual( [
			'C501',
			'C503',
			'D101',
			'S100',
			'ST501',
			'W100',
			'W101',
			'W102',
			'W103',
			'W104',
			'W105',
			'W106',
			'W107',
		] );
		expect( new Set( codes ).size ).toBe( codes.length );
	} );
} );
