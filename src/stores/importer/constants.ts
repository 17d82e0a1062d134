/**
 * Internal dependencies
 */
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'importer' );

/** Insert-related success toast (spec §9). */
export const INSERT_TOAST_MS = 1500;
