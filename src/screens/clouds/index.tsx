/**
 * My Clouds (spec part 2 §2): the account's files outside WorkSpaces, as a
 * list (the default) or a grid, searched by `q` in the URL, with Upload
 * (a Stencilbox template file) and each file's actions. Inside an editor
 * each row also has Insert.
 */
/**
 * WordPress dependencies
 */
import { Button, FormFileUpload } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { upload } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { Route } from '../../router';
import { filesKey, store as cloudStore } from '../../stores/cloud';
import { store as uiStore } from '../../stores/ui';
import type { Platform } from '../../utils/platform';
import { useSurface } from '../app/context';
import { useMayChangeCloud } from '../app/hooks/use-account';
import CloudLayout from '../cloud-layout';
import FilesPanel from '../cloud-files';
import FilesToolbar, { useFilesSearch } from '../cloud-files/files-toolbar';
import { readTemplateFile } from './template-file';

/**
 * The platform the cloud lists show on a surface: an editor lists its own
 * (only those can be inserted there), the admin page every platform.
 */
export function useListPlatform(): Platform | '' {
	const { surface } = useSurface();
	return surface === 'admin' ? '' : surface;
}

/**
 * My Clouds screen.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function CloudsScreen( { route }: { route: Route } ) {
	const platform = useListPlatform();
	const search = useFilesSearch();
	const args = { source: 'clouds' as const, platform, search };
	const key = filesKey( args );
	const { page, result, error, view } = useSelect(
		( select ) => {
			const cloud = select( cloudStore );
			const current = cloud.getCurrentPage( key );
			return {
				page: current,
				result: cloud.getFilesPage( { ...args, page: current } ),
				error: cloud.getFilesError( { ...args, page: current } ),
				view: select( uiStore ).getViewMode( 'clouds' ),
			};
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps -- `args` is derived from these.
		[ key ]
	);
	const { setCurrentPage, retryFiles, push } = useDispatch( cloudStore );
	// Uploading adds to the cloud: not for a user borrowing the sitewide account.
	const mayChange = useMayChangeCloud();
	const { setViewMode, showToast } = useDispatch( uiStore );

	return (
		<CloudLayout route={ route } title={ __( 'My Clouds', 'stencilbox' ) }>
			<FilesToolbar
				searchLabel={ __( 'Search My Clouds', 'stencilbox' ) }
				view={ view }
				onViewChange={ ( mode ) => setViewMode( 'clouds', mode ) }
			>
				{ mayChange && (
					<FormFileUpload
						accept=".json,application/json"
						render={ ( { openFileDialog } ) => (
							<Button
								__next40pxDefaultSize
								variant="secondary"
								icon={ upload }
								onClick={ openFileDialog }
							>
								{ __( 'Upload', 'stencilbox' ) }
							</Button>
						) }
						onChange={ async ( event ) => {
							const chosen = event.currentTarget.files?.[ 0 ];
							event.currentTarget.value = '';
							const template = chosen
								? await readTemplateFile( chosen )
								: null;
							if ( ! template ) {
								showToast(
									__(
										'This is not a Stencilbox template file.',
										'stencilbox'
									),
									{ status: 'error' }
								);
								return;
							}
							await push(
								{
									name: template.title,
									workspace_id: 0,
									workspace: 'clouds',
									file_content: template,
								},
								'stay'
							);
						} }
					/>
				) }
			</FilesToolbar>
			<FilesPanel
				label={ __( 'My Clouds', 'stencilbox' ) }
				result={ result }
				error={ error }
				onRetry={ () => retryFiles( { ...args, page } ) }
				view={ view }
				page={ page }
				onPageChange={ ( next ) => setCurrentPage( key, next ) }
				place="clouds"
				emptyTitle={ __( 'Your cloud is empty.', 'stencilbox' ) }
				emptyText={
					<p>
						{ __(
							'Save a page or some blocks from the block editor (⋮ menu → Save to cloud), or upload a Stencilbox template file.',
							'stencilbox'
						) }
					</p>
				}
			/>
		</CloudLayout>
	);
}
