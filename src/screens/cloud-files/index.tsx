/**
 * A list of cloud files as a grid or a table (Name, Last Modified, Action),
 * with each file's actions and their modals, Insert inside an editor, and
 * the loading, error and empty states. My Clouds and the WorkSpace details
 * both show their files with it.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Icon } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { lazy, Suspense, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { layout, symbol } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import AvatarStack from '../../components/avatar-stack';
import DataTable from '../../components/data-table';
import Paginator from '../../components/paginator';
import type { ListPage, StoreError } from '../../stores/shared';
import { store as cloudStore, type CloudFile } from '../../stores/cloud';
import type { ViewMode } from '../../stores/ui';
import { platformName } from '../../utils/platform';
import { useSurface } from '../app/context';
import { useStartImport } from '../app/hooks/use-start-import';
import { formatDate, ListState } from '../profile-lists/shared';
import FileActions, { type FileAction } from './file-actions';
import { useFilesSearch } from './files-toolbar';
import {
	CopyMoveModal,
	DeleteFileModal,
	DownloadModal,
	PushToWorkspaceModal,
	RenameFileModal,
} from './file-modals';
import VersionsModal from './versions-modal';
import './style.scss';

// Only for a file pushed from a saved template, when asked: its own chunk.
const AddTemplateModal = lazy(
	() =>
		import(
			/* webpackChunkName: "cloud-add-template" */ './add-template-modal'
		)
);

export interface FilesPanelProps {
	/** Accessible name of the list. */
	label: string;
	result: ListPage< CloudFile > | undefined;
	error?: StoreError;
	onRetry: () => void;
	view: ViewMode;
	page: number;
	onPageChange: ( page: number ) => void;
	/** My Clouds (push to WorkSpace offered) or a WorkSpace (its item routes). */
	place: 'clouds' | 'workspace';
	/** What an empty list says (a search that finds nothing says so instead). */
	emptyTitle: string;
	/** More for an empty list, not for a search that finds nothing. */
	emptyText?: ReactNode;
	emptyActions?: ReactNode;
}

function TypeIcon( { file }: { file: CloudFile } ) {
	return (
		<span className="stencilbox-cloud-files__icon" aria-hidden="true">
			<Icon
				icon={ file.type === 'block' ? symbol : layout }
				size={ 24 }
			/>
		</span>
	);
}

/**
 * Cloud files.
 *
 * @param props Props.
 */
export default function FilesPanel( {
	label,
	result,
	error,
	onRetry,
	view,
	page,
	onPageChange,
	place,
	emptyTitle,
	emptyText,
	emptyActions,
}: FilesPanelProps ) {
	const { target } = useSurface();
	const search = useFilesSearch();
	const startImport = useStartImport();
	const { resetOperation } = useDispatch( cloudStore );
	const [ open, setOpen ] = useState< {
		action: FileAction;
		file: CloudFile;
	} | null >( null );
	const close = () => {
		setOpen( null );
		resetOperation();
	};
	const act = ( file: CloudFile, action: FileAction ) =>
		setOpen( { action, file } );
	// Insert on screens other than the product's own (inside an editor).
	const insert = target
		? ( file: CloudFile ) =>
				startImport( {
					id: file.id,
					slug: file.slug,
					name: file.name,
					type: file.type,
					platform: file.platform,
					templateType: null,
					dependencies: [],
					source: 'cloud',
				} )
		: null;

	const actions = ( file: CloudFile ) => (
		<div className="stencilbox-cloud-files__actions">
			{ insert && (
				<Button
					size="compact"
					variant="primary"
					onClick={ () => insert( file ) }
					aria-label={ sprintf(
						/* translators: %s: file name */
						__( 'Insert %s', 'stencilbox' ),
						file.name
					) }
				>
					{ __( 'Insert', 'stencilbox' ) }
				</Button>
			) }
			<FileActions
				file={ file }
				withPush={ place === 'clouds' }
				onAction={ ( action ) => act( file, action ) }
			/>
		</div>
	);
	const modified = ( file: CloudFile ) => (
		<>
			<time dateTime={ file.last_modified }>
				{ formatDate( file.last_modified, true ) }
			</time>
			{ file.version > 1 && (
				<span className="stencilbox-cloud-files__version-number">
					{ sprintf(
						/* translators: %d: version number. */
						__( 'Version %d', 'stencilbox' ),
						file.version
					) }
				</span>
			) }
		</>
	);

	return (
		<ListState
			label={ label }
			isLoading={ ! result && ! error }
			error={ error }
			onRetry={ onRetry }
			isEmpty={ !! result?.isEmpty }
			emptyTitle={
				search
					? __( 'No files match your search.', 'stencilbox' )
					: emptyTitle
			}
			emptyText={ ! search && emptyText }
			emptyActions={ ! search && emptyActions }
		>
			{ view === 'grid' ? (
				<ul
					className="stencilbox-cloud-files__grid"
					aria-label={ label }
				>
					{ ( result?.items ?? [] ).map( ( file ) => (
						<li
							key={ file.id }
							className="stencilbox-cloud-files__card"
						>
							<div className="stencilbox-cloud-files__card-top">
								<TypeIcon file={ file } />
								<span className="stencilbox-cloud-files__platform">
									{ platformName( file.platform ) }
								</span>
							</div>
							<h3 className="stencilbox-cloud-files__name">
								{ file.name }
							</h3>
							<div className="stencilbox-cloud-files__meta">
								{ place === 'workspace' && (
									<AvatarStack
										people={ [ file.owner ] }
										max={ 1 }
									/>
								) }
								{ modified( file ) }
							</div>
							{ actions( file ) }
						</li>
					) ) }
				</ul>
			) : (
				<DataTable
					label={ label }
					actionsLast
					columns={ [
						__( 'Name', 'stencilbox' ),
						__( 'Last Modified', 'stencilbox' ),
						__( 'Action', 'stencilbox' ),
					] }
				>
					{ ( result?.items ?? [] ).map( ( file ) => (
						<tr key={ file.id }>
							<td>
								<span className="stencilbox-cloud-files__row-name">
									<TypeIcon file={ file } />
									<span>{ file.name }</span>
									{ place === 'workspace' && (
										<AvatarStack
											people={ [ file.owner ] }
											max={ 1 }
										/>
									) }
								</span>
							</td>
							<td>{ modified( file ) }</td>
							<td>{ actions( file ) }</td>
						</tr>
					) ) }
				</DataTable>
			) }
			<Paginator
				current={ page }
				total={ result?.totalPage ?? 0 }
				onChange={ onPageChange }
			/>
			{ ( open?.action === 'download' ||
				open?.action === 'download-own' ) && (
				<DownloadModal
					file={ open.file }
					format={
						open.action === 'download'
							? 'stencilbox'
							: open.file.platform
					}
					onClose={ close }
				/>
			) }
			{ open?.action === 'copy-move' && (
				<CopyMoveModal file={ open.file } onClose={ close } />
			) }
			{ open?.action === 'rename' && (
				<RenameFileModal file={ open.file } onClose={ close } />
			) }
			{ open?.action === 'push' && (
				<PushToWorkspaceModal file={ open.file } onClose={ close } />
			) }
			{ open?.action === 'versions' && (
				<VersionsModal file={ open.file } onClose={ close } />
			) }
			{ open?.action === 'add-template' && (
				<Suspense fallback={ null }>
					<AddTemplateModal file={ open.file } onClose={ close } />
				</Suspense>
			) }
			{ open?.action === 'delete' && (
				<DeleteFileModal
					file={ open.file }
					inWorkspace={ place === 'workspace' }
					onClose={ close }
				/>
			) }
		</ListState>
	);
}
