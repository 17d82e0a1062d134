/**
 * Internal dependencies
 */
import { request } from '../../api/client';
import { ENDPOINTS } from '../../api/endpoints';
import type { IsSignedResponse } from '../../api/types';
import { receiveUser } from './actions';
import type { AccountThunk } from './types';

/**
 * Fetches the account once (GET /is-signed). A failure leaves the user
 * signed out; `is_signed_failed` also reaches the sign-out listener.
 */
export const getUser =
	(): AccountThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		try {
			const response = await request< IsSignedResponse >(
				ENDPOINTS.isSigned
			);
			dispatch( receiveUser( response.user, response.flags ) );
		} catch {
			dispatch( receiveUser( null ) );
		}
	};
