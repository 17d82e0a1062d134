/**
 * The app's snackbars (the `stencilbox` notices context), shown on every
 * surface, above the popup when the library is open in an editor. They go
 * to the end of the page: in the block editor the app is rendered inside
 * the plugin area, which is hidden (only its modals, themselves portals,
 * would be seen).
 */
/**
 * WordPress dependencies
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { createPortal } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { TOAST_CONTEXT } from '../../stores/ui/constants';
import './style.scss';

/**
 * Snackbar list.
 */
export default function Toasts() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices( TOAST_CONTEXT )
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return createPortal(
		<SnackbarList
			className="stencilbox-toasts"
			notices={
				notices as Parameters< typeof SnackbarList >[ 0 ][ 'notices' ]
			}
			onRemove={ ( id: string ) => removeNotice( id, TOAST_CONTEXT ) }
		/>,
		document.body
	);
}
