/**
 * Internal dependencies
 */
import { followAccount, syncAccountThunk } from '../account';
import { withCurrentPage } from '../pages';

describe( 'followAccount', () => {
	it( 'records the first account without forgetting anything', () => {
		const record = jest.fn();
		const forget = jest.fn();
		followAccount( undefined, 3, record, forget );
		expect( record ).toHaveBeenCalledTimes( 1 );
		expect( forget ).not.toHaveBeenCalled();
	} );

	it( 'does nothing for the same account', () => {
		const record = jest.fn();
		const forget = jest.fn();
		followAccount( 3, 3, record, forget );
		followAccount( null, null, record, forget );
		expect( record ).not.toHaveBeenCalled();
		expect( forget ).not.toHaveBeenCalled();
	} );

	it( 'forgets the previous account’s data on a change, sign-out included', () => {
		const record = jest.fn();
		const forget = jest.fn();
		followAccount( 3, 4, record, forget );
		followAccount( 4, null, record, forget );
		expect( record ).toHaveBeenCalledTimes( 2 );
		expect( forget ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'withCurrentPage', () => {
	it( 'keeps the same object when the page is already current', () => {
		const pages: Record< string, number > = { a: 2 };
		expect( withCurrentPage( pages, 'a', 2 ) ).toBe( pages );
		expect( withCurrentPage( pages, 'a', 3 ) ).toEqual( { a: 3 } );
		expect( withCurrentPage( pages, 'b', 1 ) ).toEqual( { a: 2, b: 1 } );
	} );
} );

describe( 'syncAccountThunk', () => {
	function follower( previous: number | null | undefined ) {
		const dispatch = Object.assign( jest.fn(), {
			invalidateResolutionForStore: jest.fn(),
		} );
		return { dispatch, select: { getSyncedAccount: () => previous } };
	}

	it( 'records the account and forgets the previous account’s answers', () => {
		const args = follower( 3 );
		syncAccountThunk( 4 )( args );
		expect( args.dispatch ).toHaveBeenCalledWith( {
			type: 'SYNC_ACCOUNT',
			account: 4,
		} );
		expect(
			args.dispatch.invalidateResolutionForStore
		).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing for the same account', () => {
		const args = follower( 4 );
		syncAccountThunk( 4 )( args );
		expect( args.dispatch ).not.toHaveBeenCalled();
		expect(
			args.dispatch.invalidateResolutionForStore
		).not.toHaveBeenCalled();
	} );
} );
