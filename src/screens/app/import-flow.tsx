/**
 * Shows the insert / import dialog for the importer store's job.
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { lazy, Suspense, useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import { platformSite, type Platform } from '../../utils/platform';
import { store as catalogStore } from '../../stores/catalog';
import { store as importerStore } from '../../stores/importer';
import { store as uiStore } from '../../stores/ui';
import { toImportItem } from '../item/import-item';
import { useStartImport } from './hooks/use-start-import';
import { useUpgradeUrl } from './hooks/use-upgrade-url';

// Shown once an insert or import starts: its own chunk, out of the
// library's first load (it waits on the hub's access check anyway).
const ImportDialog = lazy(
	() =>
		import(
			/* webpackChunkName: "import-dialog" */ '../../components/import-dialog'
		)
);

/**
 * The dialog, when a job runs.
 */
export default function ImportFlow() {
	const job = useSelect( ( select ) => select( importerStore ).getJob(), [] );
	const upgradeUrl = useUpgradeUrl(
		job?.error?.code === 'required_pro_templately'
	);
	const {
		installDependencies,
		skipDependencies,
		submitTitle,
		chooseLayout,
		close,
	} = useDispatch( importerStore );
	const look = useSelect( ( select ) => select( uiStore ).getLook(), [] );
	const { setLook } = useDispatch( uiStore );
	const registry = useRegistry();
	const startImport = useStartImport();
	// An item whose editor (a plugin: Elementor) is missing here: the
	// dialog offers its version for an editor that is no plugin (the block
	// editor's), if it has one, and where to install the editor.
	const missing = job?.error?.data?.missing;
	const takeVariation = async ( variation: {
		platform: Platform;
		slug: string;
	} ) => {
		if ( ! job || job.item.type === 'pack' ) {
			return;
		}
		const details = await registry
			.resolveSelect( catalogStore )
			.getItem( variation.platform, job.item.type, variation.slug );
		if ( details ) {
			startImport( toImportItem( details ) );
		}
	};
	const insertedIntoEditor = job?.mode === 'insert' && job.step === 'success';
	// The editor target showed its own notice and closed the popup.
	useEffect( () => {
		if ( insertedIntoEditor ) {
			close();
		}
	}, [ insertedIntoEditor, close ] );
	if ( ! job || insertedIntoEditor ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<ImportDialog
				job={ job }
				onInstall={ () => installDependencies() }
				onSkip={ () => skipDependencies() }
				onSubmitTitle={ ( title ) => submitTitle( title ) }
				onChooseLayout={ ( useItems ) => chooseLayout( useItems ) }
				onClose={ () => close() }
				upgradeUrl={ upgradeUrl }
				onUseVariation={
					job.item.type !== 'pack' ? takeVariation : undefined
				}
				installUrl={ platformSite( missing, getSettings() ).install }
				look={ look }
				onChangeLook={ setLook }
			/>
		</Suspense>
	);
}
