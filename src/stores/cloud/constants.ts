/**
 * Internal dependencies
 */
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'cloud' );

/** Files per page of My Clouds and of a WorkSpace. */
export const FILES_PER_PAGE = 20;

/** Files the add-files dialog lists per source before a search (§9: fewer at first). */
export const SOURCE_PAGE_SIZE = 8;

/** Where the usage's errors are kept. */
export const USAGE_KEY = 'usage';
