/**
 * Internal dependencies
 */
import { fetchSigned } from '../../api/account';
import { isHubUnreachable } from '../../api/client';
import { receiveUser } from './actions';
import type { AccountThunk } from './types';

/**
 * Fetches the account once (GET /is-signed). A failure leaves the user
 * signed out; `is_signed_failed` also reaches the sign-out listener. A hub
 * that cannot be reached signs no one out: the account stays unknown (the
 * app shows the hub's state) until Retry asks again.
 */
export const getUser =
	(): AccountThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		try {
			const response = await fetchSigned();
			dispatch( { type: 'SET_HUB_UNREACHABLE', unreachable: false } );
			dispatch( receiveUser( response.user, response.flags ) );
		} catch ( error ) {
			if ( isHubUnreachable( error ) ) {
				dispatch( { type: 'SET_HUB_UNREACHABLE', unreachable: true } );
				return;
			}
			dispatch( receiveUser( null ) );
		}
	};
