/**
 * The store kit: what every Stencilbox store shares (not a store itself).
 *
 * - `Thunk` / `ThunkArgs` — the one thunk type, typed from the store.
 * - `toStoreError`, `withError`, `recordRequest` — the one error mapping and
 *   the per-request error record.
 * - `CONSOLE_TAGS`, `FAILURE_CODES`, `logFailure` — the console-only tags
 *   and recorded failure codes of spec part 1 §8.
 * - `PagedList`, `ListPage`, `hasPage`, `withPage`, `readPage`, `withItems`
 *   — the page cache of paged lists.
 */
export * from './errors';
export * from './failures';
export * from './pages';
export type * from './thunk';
