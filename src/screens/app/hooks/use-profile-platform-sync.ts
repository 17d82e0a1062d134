/**
 * Keeps the profile lists on the platform being browsed and the account
 * signed in: a platform change drops them and asks for the purchased items
 * again with the `all` flag (spec part 1 §7), so what the account owns
 * stays current everywhere; another account drops them too, and the
 * cloud's files and WorkSpaces with them.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store as accountStore } from '../../../stores/account';
import { store as cloudStore } from '../../../stores/cloud';
import { store as profileStore } from '../../../stores/profile';
import { store as uiStore } from '../../../stores/ui';
import { store as workspacesStore } from '../../../stores/workspaces';

/**
 * Follows the ui store's platform.
 */
export function useProfilePlatformSync(): void {
	const platform = useSelect(
		( select ) => select( uiStore ).getPlatform(),
		[]
	);
	const account = useSelect( ( select ) => {
		const { getStatus, getUser } = select( accountStore );
		return getStatus() === 'unknown'
			? undefined
			: ( getUser()?.id ?? null );
	}, [] );
	const { syncPlatform, syncAccount } = useDispatch( profileStore );
	const { syncAccount: syncCloud } = useDispatch( cloudStore );
	const { syncAccount: syncWorkspaces } = useDispatch( workspacesStore );
	useEffect( () => {
		if ( account !== undefined ) {
			syncAccount( account );
			syncCloud( account );
			syncWorkspaces( account );
		}
	}, [ account, syncAccount, syncCloud, syncWorkspaces ] );
	useEffect( () => {
		syncPlatform( platform );
	}, [ platform, syncPlatform ] );
}
