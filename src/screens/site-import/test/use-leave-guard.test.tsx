/**
 * External dependencies
 */
import { renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { LEAVE_MESSAGE, useLeaveGuard } from '../hooks/use-leave-guard';

describe( 'useLeaveGuard (spec part 2 §4)', () => {
	it( 'asks before leaving and blocks Back with the alert while an import runs', () => {
		const alert = jest.spyOn( window, 'alert' ).mockImplementation();
		const push = jest.spyOn( window.history, 'pushState' );
		const { rerender } = renderHook(
			( { active } ) => useLeaveGuard( active ),
			{ initialProps: { active: true } }
		);
		expect( push ).toHaveBeenCalledTimes( 1 );

		const leave = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( leave );
		expect( leave.defaultPrevented ).toBe( true );

		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		expect( alert ).toHaveBeenCalledWith( LEAVE_MESSAGE );
		expect( LEAVE_MESSAGE ).toBe(
			'Please wait until the import process is complete before navigating back.'
		);
		expect( push ).toHaveBeenCalledTimes( 2 );

		// Once the import ends, leaving is free again.
		rerender( { active: false } );
		const later = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( later );
		expect( later.defaultPrevented ).toBe( false );
		window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		expect( alert ).toHaveBeenCalledTimes( 1 );
		alert.mockRestore();
		push.mockRestore();
	} );
} );
