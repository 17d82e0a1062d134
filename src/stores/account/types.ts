/**
 * Internal dependencies
 */
import type { AccountFlags, Profile } from '../../api/types';
import type { FailureCode, StoreError, StoreOf, Thunk } from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';

/** `unknown` until the first is-signed answer. */
export type AccountStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface AccountState {
	status: AccountStatus;
	user: Profile | null;
	/** Site flags, also known while signed out (e.g. a sitewide account exists). */
	flags: AccountFlags | null;
	/** The last sign-out was forced by the server (invalid key). */
	failed: boolean;
	isSyncing: boolean;
	/** The last account call that failed (spec part 1 §8's recorded codes); null after a success. */
	failure: RecordedFailure | null;
	/** The library hub could not be reached (the app shows that, not a sign-in form). */
	hubUnreachable: boolean;
}

/** A recorded failure: its code and what the server said. */
export interface RecordedFailure {
	code: FailureCode;
	error: StoreError;
}

export type AccountAction =
	| {
			type: 'RECEIVE_USER';
			user: Profile | null;
			flags?: AccountFlags | null;
	  }
	| { type: 'UPDATE_USER'; changes: Partial< Profile > }
	| { type: 'SIGNED_OUT_BY_SERVER' }
	| { type: 'CLEAR_FAILED' }
	| { type: 'SET_SYNCING'; isSyncing: boolean }
	| { type: 'RECORD_FAILURE'; failure: RecordedFailure | null }
	| { type: 'SET_HUB_UNREACHABLE'; unreachable: boolean };

/** The type of the store descriptor (`store` in `index.ts`). */
export type AccountStore = StoreOf<
	AccountState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type AccountThunk< R = void > = Thunk< AccountStore, AccountAction, R >;
