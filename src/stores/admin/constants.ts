/**
 * Internal dependencies
 */
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'admin' );
