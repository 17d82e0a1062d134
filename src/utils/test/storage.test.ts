/**
 * Internal dependencies
 */
import { STORAGE_THRESHOLDS, storageState, UNLIMITED } from '../storage';

describe( 'storage bar (part 2 §4, §8, §9)', () => {
	it( 'has the spec’s thresholds', () => {
		expect( STORAGE_THRESHOLDS ).toEqual( {
			warning: 40,
			danger: 85,
			full: 99,
		} );
	} );

	it( 'says how many files of how many', () => {
		expect( storageState( 3, 25 ).label ).toBe( '3 of 25 files' );
		expect( storageState( 3, UNLIMITED ) ).toEqual( {
			percent: 0,
			level: 'normal',
			label: '3 of Unlimited files',
			message: null,
		} );
	} );

	it( 'turns warning above 40%, danger above 85%, limit reached above 99%', () => {
		expect( storageState( 10, 25 ) ).toMatchObject( {
			percent: 40,
			level: 'normal',
			message: null,
		} );
		expect( storageState( 11, 25 ) ).toMatchObject( {
			percent: 44,
			level: 'warning',
			message: 'You are using 44% of your storage quota',
		} );
		expect( storageState( 22, 25 ) ).toMatchObject( {
			level: 'danger',
			message:
				'Your storage quota is runing out. Please upgrade your plan to upload more files.',
		} );
		expect( storageState( 25, 25 ) ).toMatchObject( {
			percent: 100,
			level: 'full',
			message:
				'You have reached your limit of files. Please upgrade your plan to upload more files.',
		} );
		// A limit of 0 (the spec's default) holds nothing.
		expect( storageState( 0, 0 ).level ).toBe( 'full' );
	} );

	it( 'compares the exact share, not the rounded percentage (issue [15] #13)', () => {
		// 40.4%: above 40%, though it reads 40%.
		expect( storageState( 101, 250 ) ).toMatchObject( {
			percent: 40,
			level: 'warning',
			message: 'You are using 40% of your storage quota',
		} );
		// 85.2%: above 85%.
		expect( storageState( 213, 250 ).level ).toBe( 'danger' );
		// 99.5%: above 99%, though one file is still free.
		expect( storageState( 199, 200 ).level ).toBe( 'full' );
		// Exactly on a threshold is not above it.
		expect( storageState( 100, 250 ).level ).toBe( 'normal' );
		expect( storageState( 170, 200 ).level ).toBe( 'warning' );
		expect( storageState( 198, 200 ).level ).toBe( 'danger' );
	} );
} );
