/**
 * The purchases read for every platform are kept per platform of the
 * registry, a third one's too (they were grouped into a list written out
 * for two platforms, which dropped any other's).
 */
/**
 * Internal dependencies
 */
import type { ProfileAction, ProfileState } from '../types';

// The registry with a third platform, as `npm run rules` would generate it.
jest.mock( '../../../utils/generated/lists', () => {
	const actual = jest.requireActual( '../../../utils/generated/lists' );
	return {
		...actual,
		PLATFORMS: [ ...actual.PLATFORMS, 'third' ],
		PLATFORM_TRAITS: {
			...actual.PLATFORM_TRAITS,
			third: actual.PLATFORM_TRAITS.gutenberg,
		},
	};
} );

describe( 'RECEIVE_PURCHASES with every platform', () => {
	it( 'keeps each platform’s records, a third platform’s included', async () => {
		const { default: reducer } = await import( '../reducer' );
		const initial = reducer( undefined, {
			type: '@@INIT',
		} as unknown as ProfileAction ) as ProfileState;
		const records = [
			{ id: 1, platform: 'gutenberg' },
			{ id: 2, platform: 'elementor' },
			{ id: 3, platform: 'third' },
		];
		const state = reducer( initial, {
			type: 'RECEIVE_PURCHASES',
			platform: 'gutenberg',
			records,
			all: true,
		} as unknown as ProfileAction ) as ProfileState;
		expect( state.purchases ).toEqual( {
			gutenberg: [ records[ 0 ] ],
			elementor: [ records[ 1 ] ],
			third: [ records[ 2 ] ],
		} );
	} );
} );
