/**
 * Internal dependencies
 */
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'workspaces' );

/** Where the pickers' list (`list_only`) keeps its error. */
export const OPTIONS_KEY = 'options';
