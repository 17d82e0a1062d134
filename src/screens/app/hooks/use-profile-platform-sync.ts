/**
 * Keeps the profile lists on the platform being browsed: a platform change
 * drops them and asks for the purchased items again with the `all` flag
 * (spec part 1 §7), so what the account owns stays current everywhere.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store as profileStore } from '../../../stores/profile';
import { store as uiStore } from '../../../stores/ui';

/**
 * Follows the ui store's platform.
 */
export function useProfilePlatformSync(): void {
	const platform = useSelect(
		( select ) => select( uiStore ).getPlatform(),
		[]
	);
	const { syncPlatform } = useDispatch( profileStore );
	useEffect( () => {
		syncPlatform( platform );
	}, [ platform, syncPlatform ] );
}
