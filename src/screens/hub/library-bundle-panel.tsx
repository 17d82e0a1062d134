/**
 * The hub owner's library bundles (issue [26] item 6): the whole library —
 * items with every version, cloud files with theirs, WorkSpaces, accounts,
 * media — exported as one file signed with this hub's key, and a bundle
 * uploaded and applied here, for owners without a shell (`wp stencilbox
 * bundle` does the same).
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	FormFileUpload,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { download, upload } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { applyLibraryBundle, type LibraryBundleReport } from '../../api/fleet';
import { PendingConfirm } from '../../components/confirm-modal';
import RequestError from '../../components/request-error';
import { useResource } from '../../stores/admin';
import ActionNotice from './action-notice';
import HubCard from './hub-card';
import { useAction } from './hooks/use-action';

/**
 * What an apply did.
 *
 * @param result The report.
 */
const applied = ( result: LibraryBundleReport ) =>
	sprintf(
		/* translators: 1: items written, 2: items already as the bundle has them, 3: versions written, 4: accounts made, 5: WorkSpaces made, 6: cloud files made, 7: images written */
		__(
			'Applied: %1$d items written (%2$d already up to date), %3$d versions, %4$d accounts, %5$d WorkSpaces, %6$d files and %7$d images added.',
			'stencilbox'
		),
		result.items_written,
		result.items_unchanged,
		result.versions_written,
		result.accounts_created,
		result.workspaces_created,
		result.files_created,
		result.media_written
	);

/**
 * Library bundle card.
 *
 * @param props           Props.
 * @param props.onApplied Called once a bundle was applied (the screen reads the library again).
 */
export default function LibraryBundlePanel( {
	onApplied,
}: {
	onApplied: () => void;
} ) {
	const { data: state, error, retry } = useResource( 'libraryBundle', [] );
	const apply = useAction< LibraryBundleReport >();
	const [ trust, setTrust ] = useState( '' );
	const [ pending, setPending ] = useState< File | null >( null );
	return (
		<HubCard
			title={ __( 'Move this hub', 'stencilbox' ) }
			help={ __(
				'A library bundle is the whole library in one file signed with this hub’s key: items with every version, cloud files with theirs, WorkSpaces and their members, accounts (without passwords or API keys) and images. Apply it on another hub to move there; applying it again changes nothing.',
				'stencilbox'
			) }
		>
			{ error && (
				<RequestError
					title={ __(
						'The library bundle settings could not be loaded',
						'stencilbox'
					) }
					message={ error.message }
					onRetry={ retry }
				/>
			) }
			{ ! error && ! state && <Spinner /> }
			{ ! error && state && (
				<>
					<p>
						{ __( 'This hub’s key:', 'stencilbox' ) }{ ' ' }
						<code className="stencilbox-hub__fingerprint">
							{ state.fingerprint }
						</code>
					</p>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Key of the hub that signed the bundle',
							'stencilbox'
						) }
						help={ __(
							'Needed for a bundle from another hub: its key as that hub’s screen shows it. A bundle signed by any other key is refused.',
							'stencilbox'
						) }
						value={ trust }
						onChange={ setTrust }
					/>
					<div className="stencilbox-hub__buttons">
						<Button
							__next40pxDefaultSize
							variant="secondary"
							icon={ download }
							href={ state.export_url }
						>
							{ __( 'Export signed bundle', 'stencilbox' ) }
						</Button>
						<FormFileUpload
							accept=".zip,application/zip"
							onChange={ ( event ) => {
								const file = event.currentTarget.files?.[ 0 ];
								event.currentTarget.value = '';
								if ( file ) {
									setPending( file );
								}
							} }
							render={ ( { openFileDialog } ) => (
								<Button
									__next40pxDefaultSize
									variant="primary"
									icon={ upload }
									isBusy={ apply.busy }
									disabled={ apply.busy }
									accessibleWhenDisabled
									onClick={ openFileDialog }
								>
									{ __(
										'Upload and apply bundle',
										'stencilbox'
									) }
								</Button>
							) }
						/>
					</div>
					<ActionNotice state={ apply } success={ applied } />
				</>
			) }
			<PendingConfirm
				pending={ pending }
				title={ __( 'Apply this library bundle?', 'stencilbox' ) }
				confirmLabel={ __( 'Apply', 'stencilbox' ) }
				onClose={ () => setPending( null ) }
				onConfirm={ async ( file ) => {
					if (
						await apply.run( () =>
							applyLibraryBundle( file, trust.trim() )
						)
					) {
						onApplied();
					}
				} }
			>
				{ ( file ) => (
					<p>
						{ sprintf(
							/* translators: %s: file name */
							__(
								'%s is checked first: a changed byte or an unknown key and nothing is written. Then its items, versions, accounts, WorkSpaces, files and images are added here; items with the same platform and name are updated to the bundle’s.',
								'stencilbox'
							),
							file.name
						) }
					</p>
				) }
			</PendingConfirm>
		</HubCard>
	);
}
