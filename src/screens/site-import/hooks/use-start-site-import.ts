/**
 * The pack's Import button (spec part 2 §4): without `stencilbox_fsi` a
 * permission warning; otherwise the wizard opens (the hub then decides
 * ownership: a pack the account does not own answers the purchase path).
 */
/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NAMES } from '../../../api/endpoints';
import { currentUserCan, getSettings } from '../../../api/settings';
import { store } from '../../../stores/site-import';
import { store as uiStore } from '../../../stores/ui';
import type { Platform } from '../../../utils/platform';

/** The spec's permission text (part 2 §6). */
export const NO_PERMISSION = __(
	"Unfortunately, you don't have permission to import templates...",
	'stencilbox'
);

/**
 * Returns `startSiteImport( pack )`.
 */
export function useStartSiteImport() {
	const { openWizard } = useDispatch( store );
	const { showToast } = useDispatch( uiStore );
	return useCallback(
		( pack: {
			id: number;
			name: string;
			platform: Platform;
			purchase_url?: string;
		} ) => {
			if ( ! currentUserCan( NAMES.capFsi ) ) {
				showToast( NO_PERMISSION, {
					status: 'warning',
					duration: 5000,
				} );
				return;
			}
			openWizard(
				{
					id: pack.id,
					name: pack.name,
					platform: pack.platform,
					purchaseUrl: pack.purchase_url,
				},
				Boolean( getSettings().fsiLightspeed )
			);
		},
		[ openWizard, showToast ]
	);
}
