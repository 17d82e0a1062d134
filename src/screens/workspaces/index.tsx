/**
 * My WorkSpace and Shared with Me (spec part 2 §2): WorkSpace cards (11 a
 * page), own ones after an 'Add New WorkSpace' card and with their edit and
 * delete menu, shared ones with their owner; up to 4 people's pictures on
 * one's own, 5 on shared ones. Grid (own, by default) or list (shared).
 */
/**
 * WordPress dependencies
 */
import { Button, Icon, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { pencil, plus, trash } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import AvatarStack from '../../components/avatar-stack';
import DataTable from '../../components/data-table';
import EmptyState from '../../components/empty-state';
import Paginator from '../../components/paginator';
import RequestError from '../../components/request-error';
import RowMenu from '../../components/row-menu';
import ViewModeToggle from '../../components/view-mode-toggle';
import { useLinkProps, type Route } from '../../router';
import { store as uiStore } from '../../stores/ui';
import {
	store as workspacesStore,
	type Workspace,
} from '../../stores/workspaces';
import AccountExitButton from '../app/account-exit-button';
import { useAccount, useMayChangeCloud } from '../app/hooks/use-account';
import CloudLayout from '../cloud-layout';
import { routeTitle } from '../app/titles';
import { DeleteWorkspaceModal, UnverifiedModal } from './workspace-dialogs';
import WorkspaceModal from './workspace-modal';
import './style.scss';

/**
 * Where a WorkSpace's details are.
 *
 * @param workspace The WorkSpace.
 */
export function workspacePath( workspace: Workspace ): string {
	return `clouds/${ workspace.shared ? 'shared-workspace' : 'workspace' }/${
		workspace.slug
	}`;
}

/**
 * Whose pictures a card shows: the owner and the members of a shared
 * WorkSpace, the members of one's own.
 *
 * @param workspace The WorkSpace.
 */
export function cardPeople( workspace: Workspace ) {
	return workspace.shared
		? [ workspace.owner, ...workspace.sharedWith ]
		: workspace.sharedWith;
}

function FilesCount( { workspace }: { workspace: Workspace } ) {
	return (
		<span className="stencilbox-workspaces__meta">
			{ sprintf(
				/* translators: %d: number of files */
				_n( '%d file', '%d files', workspace.files, 'stencilbox' ),
				workspace.files
			) }
		</span>
	);
}

function WorkspaceMenu( {
	workspace,
	onEdit,
	onDelete,
}: {
	workspace: Workspace;
	onEdit: () => void;
	onDelete: () => void;
} ) {
	return (
		<RowMenu
			name={ workspace.title }
			controls={ [
				{
					title: __( 'Edit & Share', 'stencilbox' ),
					icon: pencil,
					onClick: onEdit,
				},
				{
					title: __( 'Delete', 'stencilbox' ),
					icon: trash,
					onClick: onDelete,
				},
			] }
		/>
	);
}

function WorkspaceTitle( { workspace }: { workspace: Workspace } ) {
	const link = useLinkProps( {
		path: workspacePath( workspace ),
		query: {},
	} );
	return (
		<Button
			variant="link"
			className="stencilbox-workspaces__title"
			{ ...link }
		>
			{ workspace.title }
		</Button>
	);
}

/**
 * The WorkSpaces screens.
 *
 * @param props       Props.
 * @param props.route Route (workspaces or shared-workspaces).
 */
export default function WorkspacesScreen( { route }: { route: Route } ) {
	const kind = route.name === 'shared-workspaces' ? 'shared' : 'own';
	const viewKey = kind === 'own' ? 'workspaces' : 'shared-workspaces';
	const { page, result, error, view } = useSelect(
		( select ) => {
			const store = select( workspacesStore );
			const current = store.getCurrentPage( kind );
			return {
				page: current,
				result: store.getWorkspacesPage( kind, current ),
				error: store.getWorkspacesError( kind, current ),
				view: select( uiStore ).getViewMode( viewKey ),
			};
		},
		[ kind, viewKey ]
	);
	const { user } = useAccount();
	// Creating, editing, sharing and deleting WorkSpaces: not for a user
	// borrowing the sitewide account (the site refuses them).
	const mayChange = useMayChangeCloud();
	const manage = kind === 'own' && mayChange;
	const { setCurrentPage, retryWorkspaces, resetOperation } =
		useDispatch( workspacesStore );
	const { setViewMode } = useDispatch( uiStore );
	const [ modal, setModal ] = useState<
		| { kind: 'create' | 'unverified' }
		| { kind: 'edit' | 'delete'; workspace: Workspace }
		| null
	>( null );
	const close = () => {
		setModal( null );
		resetOperation();
	};
	const addNew = () =>
		setModal( { kind: user?.is_verified ? 'create' : 'unverified' } );
	const workspaces = result?.items ?? [];
	const maxPeople = kind === 'shared' ? 5 : 4;

	let body = null;
	if ( error ) {
		body = (
			<RequestError
				title={ __( 'This list could not be loaded.', 'stencilbox' ) }
				message={ error.message }
				onRetry={ () => retryWorkspaces( kind, page ) }
				actions={ <AccountExitButton /> }
			/>
		);
	} else if ( ! result ) {
		body = (
			<div className="stencilbox-workspaces__loading" aria-busy="true">
				<Spinner />
				<span role="status">
					{ __(
						'Loading workspace and shared workspaces list.',
						'stencilbox'
					) }
				</span>
			</div>
		);
	} else if ( kind === 'shared' && result.isEmpty ) {
		body = (
			<EmptyState
				title={ __( 'No shared workspaces yet.', 'stencilbox' ) }
			/>
		);
	} else if ( view === 'grid' ) {
		body = (
			<ul
				className="stencilbox-workspaces__grid"
				aria-label={ routeTitle( route ) }
			>
				{ manage && (
					<li>
						<Button
							className="stencilbox-workspaces__add"
							onClick={ addNew }
						>
							<Icon icon={ plus } size={ 32 } />
							{ __( 'Add New WorkSpace', 'stencilbox' ) }
						</Button>
					</li>
				) }
				{ workspaces.map( ( workspace ) => (
					<li
						key={ workspace.slug }
						className="stencilbox-workspaces__card"
					>
						<div className="stencilbox-workspaces__card-head">
							<WorkspaceTitle workspace={ workspace } />
							{ manage && (
								<WorkspaceMenu
									workspace={ workspace }
									onEdit={ () =>
										setModal( { kind: 'edit', workspace } )
									}
									onDelete={ () =>
										setModal( {
											kind: 'delete',
											workspace,
										} )
									}
								/>
							) }
						</div>
						{ kind === 'shared' && (
							<span className="stencilbox-workspaces__meta">
								{ sprintf(
									/* translators: %s: owner's name */
									__( 'Shared by %s', 'stencilbox' ),
									workspace.owner.name
								) }
							</span>
						) }
						<div className="stencilbox-workspaces__foot">
							<FilesCount workspace={ workspace } />
							<AvatarStack
								people={ cardPeople( workspace ) }
								max={ maxPeople }
							/>
						</div>
					</li>
				) ) }
			</ul>
		);
	} else if ( ! result.isEmpty ) {
		body = (
			<DataTable
				label={ routeTitle( route ) }
				actionsLast={ manage }
				columns={ [
					__( 'Name', 'stencilbox' ),
					...( kind === 'shared'
						? [ __( 'Owner', 'stencilbox' ) ]
						: [] ),
					__( 'Shared with', 'stencilbox' ),
					__( 'Files', 'stencilbox' ),
					...( manage ? [ __( 'Action', 'stencilbox' ) ] : [] ),
				] }
			>
				{ workspaces.map( ( workspace ) => (
					<tr key={ workspace.slug }>
						<td>
							<WorkspaceTitle workspace={ workspace } />
						</td>
						{ kind === 'shared' && (
							<td>
								<span className="stencilbox-workspaces__owner">
									<AvatarStack
										people={ [ workspace.owner ] }
										max={ 1 }
									/>
									{ workspace.owner.name }
								</span>
							</td>
						) }
						<td>
							<AvatarStack
								people={ workspace.sharedWith }
								max={ maxPeople }
							/>
						</td>
						<td>
							<FilesCount workspace={ workspace } />
						</td>
						{ manage && (
							<td>
								<WorkspaceMenu
									workspace={ workspace }
									onEdit={ () =>
										setModal( {
											kind: 'edit',
											workspace,
										} )
									}
									onDelete={ () =>
										setModal( {
											kind: 'delete',
											workspace,
										} )
									}
								/>
							</td>
						) }
					</tr>
				) ) }
			</DataTable>
		);
	}

	return (
		<CloudLayout route={ route } title={ routeTitle( route ) }>
			<div className="stencilbox-cloud-files__toolbar">
				<div>
					{ manage && view === 'list' && (
						<Button
							__next40pxDefaultSize
							variant="primary"
							icon={ plus }
							onClick={ addNew }
						>
							{ __( 'Add New WorkSpace', 'stencilbox' ) }
						</Button>
					) }
				</div>
				<ViewModeToggle
					value={ view }
					onChange={ ( mode ) => setViewMode( viewKey, mode ) }
				/>
			</div>
			{ body }
			{ kind === 'own' && result?.isEmpty && ! error && (
				<EmptyState
					title={ __(
						'You do not have any workspaces.',
						'stencilbox'
					) }
				>
					<p>
						{ __(
							'A WorkSpace keeps templates together and shares them with people by email.',
							'stencilbox'
						) }
					</p>
				</EmptyState>
			) }
			<Paginator
				current={ page }
				total={ result?.totalPage ?? 0 }
				onChange={ ( next ) => setCurrentPage( kind, next ) }
			/>
			{ modal?.kind === 'create' && <WorkspaceModal onClose={ close } /> }
			{ modal?.kind === 'unverified' && (
				<UnverifiedModal onClose={ close } />
			) }
			{ modal?.kind === 'edit' && (
				<WorkspaceModal
					workspace={ modal.workspace }
					onClose={ close }
				/>
			) }
			{ modal?.kind === 'delete' && (
				<DeleteWorkspaceModal
					workspace={ modal.workspace }
					onClose={ close }
				/>
			) }
		</CloudLayout>
	);
}
