/**
 * Internal dependencies
 */
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'versions' );

/** Request keys of the store's failures. */
export const UPDATES_KEY = 'updates';
export const COUNT_KEY = 'count';

/**
 * The request key of a file's versions.
 *
 * @param file File id.
 */
export const fileVersionsKey = ( file: number ): string => `file:${ file }`;
