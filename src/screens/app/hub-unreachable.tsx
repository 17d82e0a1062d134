/**
 * The one state the app shows while the library hub cannot be reached
 * (issue [15] #8): not a failure on every card, not a sign-in form — the
 * user is still signed in, and Retry asks again.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cloud } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import EmptyState from '../../components/empty-state';
import { store as accountStore } from '../../stores/account';
import { store as catalogStore } from '../../stores/catalog';
import { store as cloudStore } from '../../stores/cloud';
import { store as profileStore } from '../../stores/profile';
import { store as workspacesStore } from '../../stores/workspaces';

/**
 * The hub's state, with Retry.
 */
export default function HubUnreachable() {
	const { retryHub } = useDispatch( accountStore );
	const catalog = useDispatch( catalogStore );
	const cloudFiles = useDispatch( cloudStore );
	const profile = useDispatch( profileStore );
	const workspaces = useDispatch( workspacesStore );
	return (
		<EmptyState
			icon={ cloud }
			title={ __( 'The library hub cannot be reached', 'stencilbox' ) }
			actions={
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () => {
						// Everything the screens asked for is asked again.
						for ( const store of [
							catalog,
							cloudFiles,
							profile,
							workspaces,
						] ) {
							store.invalidateResolutionForStore();
						}
						retryHub();
					} }
				>
					{ __( 'Retry', 'stencilbox' ) }
				</Button>
			}
		>
			<p>
				{ __(
					'Stencilbox keeps its library, your account and your cloud on the library hub, which is not answering right now. You are still signed in and nothing is lost: try again in a moment.',
					'stencilbox'
				) }
			</p>
		</EmptyState>
	);
}
