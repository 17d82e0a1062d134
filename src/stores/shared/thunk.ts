/**
 * The one thunk type of every Stencilbox store.
 *
 * The data registry calls a thunk with the store's bound actions, its
 * selectors and the registry itself. Typing those from the store descriptor
 * itself (`typeof store`) means a thunk can only call actions and
 * selectors that exist, with their real arguments, and `dispatch` only
 * takes the store's own action objects.
 */
/**
 * WordPress dependencies
 */
import type {
	ActionCreatorsOf,
	CurriedSelectorsOf,
	CurriedSelectorsResolveOf,
	DataRegistry,
	ReduxStoreConfig,
	StoreDescriptor,
} from '@wordpress/data';

/**
 * The descriptor type `createReduxStore< State, Actions, Selectors >`
 * returns. Thunks name their store with it rather than `typeof store`:
 * the store's type would then depend on its own thunks, which TypeScript
 * refuses as circular. For the same reason `Actions` and `Selectors` are
 * the store's `actions` and `selectors` modules (`import type * as
 * actions from './actions'`): TypeScript reads a module's members only
 * when asked, where an object literal of thunks typed with itself is
 * circular too.
 */
export type StoreOf< State, Actions, Selectors > = StoreDescriptor<
	ReduxStoreConfig< State, Actions, Selectors >
>;

/** The smallest shape of a reducer action. */
export interface AnyAction {
	type: string;
}

/**
 * What a thunk of `Store` receives.
 *
 * `dispatch` is both the store's bound actions (with the metadata ones,
 * such as `invalidateResolution`, whose selector names are checked) and a
 * function taking one of the store's action objects.
 */
export interface ThunkArgs<
	Store extends StoreDescriptor,
	Action extends AnyAction,
> {
	dispatch: ActionCreatorsOf< Store > & ( ( action: Action ) => void );
	select: CurriedSelectorsOf< Store >;
	resolveSelect: CurriedSelectorsResolveOf< Store >;
	registry: DataRegistry;
}

/**
 * A thunk (or resolver) of `Store`: `Result` is what it returns, a promise
 * for async ones. Each store names its own alias in its `types.ts`:
 *
 * ```ts
 * export type AccountStore = StoreOf< AccountState, typeof actions, typeof selectors >;
 * export type AccountThunk< R = void > = Thunk< AccountStore, AccountAction, R >;
 * ```
 */
export type Thunk<
	Store extends StoreDescriptor,
	Action extends AnyAction,
	Result = void,
> = ( args: ThunkArgs< Store, Action > ) => Result;
