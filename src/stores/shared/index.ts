/**
 * The store kit: what every Stencilbox store shares (not a store itself).
 *
 * - `Thunk` / `ThunkArgs` — the one thunk type, typed from the store.
 * - `toStoreError`, `withError`, `recordRequest` — the one error mapping and
 *   the per-request error record.
 * - `CONSOLE_TAGS`, `FAILURE_CODES`, `logFailure` — the console-only tags
 *   and recorded failure codes of spec part 1 §8.
 * - `PagedList`, `ListPage`, `hasPage`, `withPage`, `readPage`, `withItems`,
 *   `withCurrentPage` — the page cache of paged lists.
 * - `KitAction`, `reduceKit` — the reducer cases every list store shares
 *   (current page, errors by key, the last workflow).
 * - `followAccount`, `syncAccountThunk` — drops one account's data when
 *   another signs in.
 * - `Operation`, `runOperation`, `isDone` — a workflow's busy / done /
 *   failed state, for the modal that waits on it.
 */
export * from './account';
export * from './errors';
export * from './operations';
export * from './failures';
export * from './pages';
export * from './reducer';
export type * from './thunk';
