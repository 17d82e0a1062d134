/**
 * Internal dependencies
 */
import type { KitAction, StoreError, StoreOf, Thunk } from '../shared';
import type * as actions from './actions';
import type { FETCHERS } from './fetchers';
import type * as selectors from './selectors';

type Fetchers = typeof FETCHERS;

/** A read the admin screens make (`fetchers.ts`). */
export type ResourceName = keyof Fetchers;

/** What a read is asked with. */
export type ResourceArgs< N extends ResourceName > = Parameters<
	Fetchers[ N ]
>;

/** What a read answers. */
export type ResourceAnswer< N extends ResourceName > = Awaited<
	ReturnType< Fetchers[ N ] >
>;

/** A read as asked: its name and arguments. */
export interface ResourceQuery {
	name: ResourceName;
	args: unknown[];
}

export interface AdminState {
	/** Answers by request key (`resourceKey`). */
	answers: Record< string, unknown >;
	/** Failed requests by request key. */
	errors: Record< string, StoreError >;
	/** What each key asked, so a read can be asked afresh by name. */
	queries: Record< string, ResourceQuery >;
}

export type AdminAction =
	| { type: 'REQUEST_RESOURCE'; key: string; query: ResourceQuery }
	| { type: 'RECEIVE_RESOURCE'; key: string; answer: unknown }
	| KitAction
	| { type: 'FORGET_RESOURCE'; key: string; answer: boolean };

/** The type of the store descriptor (`store` in `index.ts`). */
export type AdminStore = StoreOf<
	AdminState,
	typeof actions,
	typeof selectors
>;

/** A thunk or resolver of this store (`R`: what it returns). */
export type AdminThunk< R = void > = Thunk< AdminStore, AdminAction, R >;
