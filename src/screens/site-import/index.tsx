/**
 * The full-site import wizard, when open. Its steps are a chunk of their own
 * (./wizard), loaded the first time a pack's Import opens it.
 */
/**
 * WordPress dependencies
 */
import { Modal, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, Suspense } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store } from '../../stores/site-import';

const Wizard = lazy(
	() => import( /* webpackChunkName: "site-import-wizard" */ './wizard' )
);

/**
 * The wizard, when open.
 */
export default function SiteImportWizard() {
	const wizard = useSelect( ( select ) => select( store ).getWizard(), [] );
	const { closeWizard } = useDispatch( store );
	if ( ! wizard ) {
		return null;
	}
	const loading = (
		<Modal
			className="stencilbox-site-import"
			title={ sprintf(
				/* translators: %s: pack name. */
				__( 'Import %s', 'stencilbox' ),
				wizard.pack.name
			) }
			onRequestClose={ closeWizard }
			size="fill"
		>
			<Spinner />
		</Modal>
	);
	return (
		<Suspense fallback={ loading }>
			<Wizard wizard={ wizard } />
		</Suspense>
	);
}
