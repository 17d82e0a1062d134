/**
 * A WorkSpace (spec part 2 §2): back to the list, a switcher between
 * WorkSpaces, 'My Files' with search (`q` in the URL, `SEARCH_MIN` characters or
 * more), Add files, Add people (the owner only), the people in it, and its
 * files as a grid (by default) or a list.
 */
/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { people, plus } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import AvatarStack from '../../components/avatar-stack';
import { backIcon } from '../../components/direction-icons';
import { useNavigate, type Route } from '../../router';
import { store as cloudStore, workspaceFilesKey } from '../../stores/cloud';
import { store as uiStore } from '../../stores/ui';
import { store as workspacesStore } from '../../stores/workspaces';
import { useMayChangeCloud } from '../app/hooks/use-account';
import { routeTitle } from '../app/titles';
import CloudLayout from '../cloud-layout';
import FilesPanel from '../cloud-files';
import FilesToolbar, { useFilesSearch } from '../cloud-files/files-toolbar';
import { useListPlatform } from '../clouds';
import { cardPeople, workspacePath } from '../workspaces';
import WorkspaceModal from '../workspaces/workspace-modal';
import AddFilesModal from './add-files-modal';
import './style.scss';

/**
 * WorkSpace details.
 *
 * @param props       Props.
 * @param props.route Route (workspace or shared-workspace).
 */
export default function WorkspaceScreen( { route }: { route: Route } ) {
	const slug = 'slug' in route ? route.slug : '';
	const shared = route.name === 'shared-workspace';
	const navigate = useNavigate();
	const platform = useListPlatform();
	const search = useFilesSearch();
	const key = workspaceFilesKey( { slug, platform, search } );
	const { page, result, error, workspace, options, view } = useSelect(
		( select ) => {
			const cloud = select( cloudStore );
			const current = cloud.getCurrentPage( key );
			const args = { slug, platform, search, page: current };
			return {
				page: current,
				result: cloud.getWorkspaceFiles( args ),
				error: cloud.getWorkspaceFilesError( args ),
				workspace: cloud.getWorkspace( slug ),
				options: select( workspacesStore ).getWorkspaceOptions(),
				view: select( uiStore ).getViewMode( 'workspace-details' ),
			};
		},
		[ key, slug, platform, search ]
	);
	// Adding files and people: not for a user borrowing the sitewide account.
	const mayChange = useMayChangeCloud();
	const { setCurrentPage, retryWorkspaceFiles, resetOperation } =
		useDispatch( cloudStore );
	const { setViewMode } = useDispatch( uiStore );
	const [ modal, setModal ] = useState< 'add-files' | 'people' | null >(
		null
	);
	const close = () => {
		setModal( null );
		resetOperation();
	};
	const listPath = shared ? 'clouds/shared-workspace' : 'clouds/workspace';
	const siblings = ( options ?? [] ).filter(
		( entry ) => entry.shared === shared
	);

	return (
		<CloudLayout route={ route } title={ routeTitle( route ) }>
			<div className="stencilbox-workspace__head">
				<Button
					__next40pxDefaultSize
					icon={ backIcon() }
					variant="tertiary"
					onClick={ () => navigate( { path: listPath, query: {} } ) }
				>
					{ __( 'Back', 'stencilbox' ) }
				</Button>
				{ siblings.length > 0 && (
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'WorkSpace', 'stencilbox' ) }
						hideLabelFromVision
						value={ slug }
						options={ siblings.map( ( entry ) => ( {
							value: entry.slug,
							label: entry.title,
						} ) ) }
						onChange={ ( next ) => {
							const chosen = siblings.find(
								( entry ) => entry.slug === next
							);
							if ( chosen ) {
								navigate( {
									path: workspacePath( chosen ),
									query: {},
								} );
							}
						} }
					/>
				) }
				{ workspace && (
					<div className="stencilbox-workspace__people">
						<AvatarStack
							people={ cardPeople( workspace ) }
							max={ shared ? 5 : 4 }
						/>
						{ shared && (
							<span>
								{ sprintf(
									/* translators: %s: owner's name */
									__( 'Shared by %s', 'stencilbox' ),
									workspace.owner.name
								) }
							</span>
						) }
					</div>
				) }
			</div>
			<h2 className="stencilbox-workspace__title">
				{ __( 'My Files', 'stencilbox' ) }
				{ workspace && (
					<span className="stencilbox-workspace__name">
						{ workspace.title }
					</span>
				) }
			</h2>
			<FilesToolbar
				searchLabel={ __( 'Search files', 'stencilbox' ) }
				view={ view }
				onViewChange={ ( mode ) =>
					setViewMode( 'workspace-details', mode )
				}
			>
				{ mayChange && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						icon={ plus }
						disabled={ ! workspace }
						onClick={ () => setModal( 'add-files' ) }
					>
						{ __( 'Add files', 'stencilbox' ) }
					</Button>
				) }
				{ mayChange && workspace?.is_owner && (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						icon={ people }
						onClick={ () => setModal( 'people' ) }
					>
						{ __( 'Add people', 'stencilbox' ) }
					</Button>
				) }
			</FilesToolbar>
			<FilesPanel
				label={ workspace?.title ?? __( 'My Files', 'stencilbox' ) }
				result={ result }
				error={ error }
				onRetry={ () =>
					retryWorkspaceFiles( { slug, platform, search, page } )
				}
				view={ view }
				page={ page }
				onPageChange={ ( next ) => setCurrentPage( key, next ) }
				place="workspace"
				emptyTitle={ __(
					'This WorkSpace has no files yet.',
					'stencilbox'
				) }
				emptyActions={
					workspace &&
					mayChange && (
						<Button
							__next40pxDefaultSize
							variant="primary"
							icon={ plus }
							onClick={ () => setModal( 'add-files' ) }
						>
							{ __( 'Add files', 'stencilbox' ) }
						</Button>
					)
				}
			/>
			{ modal === 'add-files' && workspace && (
				<AddFilesModal workspace={ workspace } onClose={ close } />
			) }
			{ modal === 'people' && workspace && (
				<WorkspaceModal
					workspace={ workspace }
					focusPeople
					onClose={ close }
				/>
			) }
		</CloudLayout>
	);
}
