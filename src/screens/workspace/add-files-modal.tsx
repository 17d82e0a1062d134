/**
 * Add templates to a WorkSpace (spec part 2 §2, §5, §9): pick files from
 * My Clouds, your WorkSpaces or Shared WorkSpaces (a few at first; a search
 * of 3 or more characters finds the rest); Add waits for a pick. Copies go
 * into the WorkSpace.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	Modal,
	SearchControl,
	Spinner,
	TabPanel,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import HtmlMessage from '../../components/html-message';
import ModalActions from '../../components/modal-actions';
import {
	store as cloudStore,
	type CloudFile,
	type FileSource,
} from '../../stores/cloud';
import type { Workspace } from '../../stores/workspaces';
import { SEARCH_MIN, searchTerm } from '../../utils/constants';
import { useListPlatform } from '../clouds';
import { formatDate } from '../profile-lists/shared';

const SOURCES: Array< { name: FileSource; title: () => string } > = [
	{ name: 'clouds', title: () => __( 'My Clouds', 'stencilbox' ) },
	{ name: 'workspaces', title: () => __( 'My Workspaces', 'stencilbox' ) },
	{
		name: 'shared_workspaces',
		title: () => __( 'Shared Workspaces', 'stencilbox' ),
	},
];

function SourceFiles( {
	source,
	search,
	exceptWorkspace,
	picked,
	onToggle,
}: {
	source: FileSource;
	search: string;
	exceptWorkspace: number;
	picked: number[];
	onToggle: ( file: CloudFile ) => void;
} ) {
	const platform = useListPlatform();
	const args = { source, platform, search, page: 1 };
	const { result, error } = useSelect(
		( select ) => ( {
			result: select( cloudStore ).getFilesPage( args ),
			error: select( cloudStore ).getFilesError( args ),
		} ),
		// eslint-disable-next-line react-hooks/exhaustive-deps -- `args` is derived from these.
		[ source, platform, search ]
	);
	if ( error ) {
		return (
			<p className="stencilbox-add-files__note">
				<HtmlMessage html={ error.message } />
			</p>
		);
	}
	if ( ! result ) {
		return <Spinner />;
	}
	// Files already in this WorkSpace are not offered again.
	const files = result.items.filter(
		( file ) => file.workspace?.id !== exceptWorkspace
	);
	if ( files.length === 0 ) {
		return (
			<p className="stencilbox-add-files__note">
				{ search
					? __( 'No files match your search.', 'stencilbox' )
					: __( 'There are no files here yet.', 'stencilbox' ) }
			</p>
		);
	}
	return (
		<ul className="stencilbox-add-files__list">
			{ files.map( ( file ) => (
				<li key={ file.id }>
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ file.name }
						help={ [
							file.workspace?.title,
							formatDate( file.last_modified ),
						]
							.filter( Boolean )
							.join( ' · ' ) }
						checked={ picked.includes( file.id ) }
						onChange={ () => onToggle( file ) }
					/>
				</li>
			) ) }
			{ result.total > files.length && ! search && (
				<li className="stencilbox-add-files__note">
					{ __( 'Search to find more files.', 'stencilbox' ) }
				</li>
			) }
		</ul>
	);
}

/**
 * The add-files dialog.
 *
 * @param props           Props.
 * @param props.workspace The WorkSpace files go to.
 * @param props.onClose   Closes the dialog.
 */
export default function AddFilesModal( {
	workspace,
	onClose,
}: {
	workspace: Workspace;
	onClose: () => void;
} ) {
	const [ text, setText ] = useState( '' );
	const [ picked, setPicked ] = useState< number[] >( [] );
	const busy = useSelect( ( select ) => select( cloudStore ).isBusy(), [] );
	const { addToWorkspace } = useDispatch( cloudStore );
	const search = searchTerm( text );
	const toggle = ( file: CloudFile ) =>
		setPicked(
			picked.includes( file.id )
				? picked.filter( ( id ) => id !== file.id )
				: [ ...picked, file.id ]
		);
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: workspace name */
				__( 'Add templates to %s', 'stencilbox' ),
				workspace.title
			) }
			onRequestClose={ onClose }
			size="medium"
			className="stencilbox-add-files"
		>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search templates', 'stencilbox' ) }
				placeholder={ sprintf(
					/* translators: %d: the fewest characters a search takes */
					__(
						'Search templates (%d characters or more)',
						'stencilbox'
					),
					SEARCH_MIN
				) }
				value={ text }
				onChange={ setText }
			/>
			<TabPanel
				className="stencilbox-add-files__tabs"
				tabs={ SOURCES.map( ( source ) => ( {
					name: source.name,
					title: source.title(),
				} ) ) }
			>
				{ ( tab ) => (
					<SourceFiles
						source={ tab.name as FileSource }
						search={ search }
						exceptWorkspace={ workspace.id }
						picked={ picked }
						onToggle={ toggle }
					/>
				) }
			</TabPanel>
			<ModalActions
				onCancel={ onClose }
				note={
					picked.length > 0 &&
					sprintf(
						/* translators: %d: number of templates picked */
						_n(
							'%d template picked',
							'%d templates picked',
							picked.length,
							'stencilbox'
						),
						picked.length
					)
				}
			>
				<Button
					__next40pxDefaultSize
					variant="primary"
					disabled={ picked.length === 0 || busy }
					accessibleWhenDisabled
					isBusy={ busy }
					onClick={ async () => {
						if ( await addToWorkspace( workspace.id, picked ) ) {
							onClose();
						}
					} }
				>
					{ __( 'Add', 'stencilbox' ) }
				</Button>
			</ModalActions>
		</Modal>
	);
}
