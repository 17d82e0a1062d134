/**
 * The file modals (spec part 2 §2, §5): download (the file saved as a
 * template file: its state, and the spec's isDownloaded), copy / move to a
 * WorkSpace (both buttons wait for a choice; Move only for those who may
 * move it), rename, push to a WorkSpace, and the delete confirm.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Modal,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DownloadFormat, DownloadResponse } from '../../api/cloud';
import BusyButton from '../../components/busy-button';
import ConfirmModal from '../../components/confirm-modal';
import HtmlMessage from '../../components/html-message';
import ModalActions from '../../components/modal-actions';
import WorkspacePicker from '../../components/workspace-picker';
import { store as cloudStore, type CloudFile } from '../../stores/cloud';
import { CLOUD_NAME_MAX } from '../../utils/generated/limits';
import { useDestinations } from './hooks/use-destinations';

/**
 * Opens a short-lived download address in the browser.
 *
 * @param url      The address.
 * @param fileName The file's name.
 */
export function startDownload( url: string, fileName: string ) {
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = fileName;
	link.rel = 'noopener';
	document.body.appendChild( link );
	link.click();
	link.remove();
}

/**
 * Download a file (spec part 2 §2's download modal): it asks for a
 * one-use link and saves the file, then says so (isDownloaded); a failure
 * says 'Download Failed!!!' and offers Try again.
 *
 * @param props         Props.
 * @param props.file    The file.
 * @param props.onClose Closes the modal.
 */
export function DownloadModal( {
	file,
	format = 'stencilbox',
	onClose,
}: {
	file: CloudFile;
	/** Our template file, or its platform's own export (an Elementor file's). */
	format?: DownloadFormat;
	onClose: () => void;
} ) {
	const { download } = useDispatch( cloudStore );
	const { isDownloaded, failed } = useSelect( ( select ) => {
		const cloud = select( cloudStore );
		const operation = cloud.getOperation();
		return {
			isDownloaded: cloud.getResultFlags().isDownloaded,
			failed:
				operation?.kind === 'download' && operation.status === 'failed'
					? ( operation.error ?? null )
					: null,
		};
	}, [] );
	const [ saved, setSaved ] = useState< DownloadResponse | null >( null );
	const run = useCallback( async () => {
		// Each link works once: every download asks for a new one.
		const answer = await download( file, format );
		if ( answer ) {
			setSaved( answer );
			startDownload( answer.fileURL, answer.file_name );
		}
	}, [ download, file, format ] );
	useEffect( () => {
		run();
	}, [ run ] );
	let body;
	if ( failed ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				<strong>{ __( 'Download Failed!!!', 'stencilbox' ) }</strong>{ ' ' }
				<HtmlMessage html={ failed.message } />
			</Notice>
		);
	} else if ( isDownloaded && saved ) {
		body = (
			<p role="status">
				<strong>
					{ __( 'Successfully Downloaded!', 'stencilbox' ) }
				</strong>{ ' ' }
				{ sprintf(
					/* translators: %s: the downloaded file's name */
					__(
						'It is saved as %s, a Stencilbox template file: push it to a cloud, or upload it to another site.',
						'stencilbox'
					),
					saved.file_name
				) }
			</p>
		);
	} else {
		body = (
			<p className="stencilbox-cloud-files__preparing" role="status">
				<Spinner />
				{ __( 'Preparing your file…', 'stencilbox' ) }
			</p>
		);
	}
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: file name */
				__( 'Download “%s”', 'stencilbox' ),
				file.name
			) }
			onRequestClose={ onClose }
			size="medium"
		>
			{ body }
			<ModalActions
				onCancel={ onClose }
				cancelLabel={ __( 'Close', 'stencilbox' ) }
			>
				{ ( failed || ( isDownloaded && saved ) ) && (
					<Button
						__next40pxDefaultSize
						variant={ failed ? 'primary' : 'secondary' }
						onClick={ () => run() }
					>
						{ failed
							? __( 'Try again', 'stencilbox' )
							: __( 'Download again', 'stencilbox' ) }
					</Button>
				) }
			</ModalActions>
		</Modal>
	);
}

/** Copy or Move: Move only for those who may move the file. */
const COPY_MOVE = [ 'copy', 'move' ] as const;
const COPY_ONLY = [ 'copy' ] as const;

/**
 * Copy or move a file.
 *
 * @param props         Props.
 * @param props.file    The file.
 * @param props.onClose Closes the modal.
 */
export function CopyMoveModal( {
	file,
	onClose,
}: {
	file: CloudFile;
	onClose: () => void;
} ) {
	const [ destination, setDestination ] = useState< number | null >( null );
	const options = useDestinations( { exceptId: file.workspace?.id } );
	const busy = useSelect( ( select ) => select( cloudStore ).isBusy(), [] );
	const { copyMove } = useDispatch( cloudStore );
	const run = async ( action: 'copy' | 'move' ) => {
		if (
			destination !== null &&
			( await copyMove( file, destination, action ) )
		) {
			onClose();
		}
	};
	// A file in My Clouds cannot move to My Clouds.
	const choices =
		options?.filter(
			( option ) => option.value !== 0 || file.workspace !== null
		) ?? null;
	return (
		<Modal
			title={ __( 'Copy or Move to WorkSpace', 'stencilbox' ) }
			onRequestClose={ onClose }
			size="medium"
		>
			<p>
				{ sprintf(
					/* translators: %s: file name */
					__( 'Where should “%s” go?', 'stencilbox' ),
					file.name
				) }
			</p>
			<WorkspacePicker
				label={ __( 'Destination', 'stencilbox' ) }
				value={ destination }
				options={ choices }
				onChange={ setDestination }
			/>
			<ModalActions onCancel={ onClose }>
				{ ( file.can_change ? COPY_MOVE : COPY_ONLY ).map(
					( action ) => (
						<BusyButton
							key={ action }
							variant={
								action === 'move' ? 'primary' : 'secondary'
							}
							isBusy={ busy }
							disabled={ destination === null }
							onClick={ () => run( action ) }
						>
							{ action === 'move'
								? __( 'Move', 'stencilbox' )
								: __( 'Copy', 'stencilbox' ) }
						</BusyButton>
					)
				) }
			</ModalActions>
		</Modal>
	);
}

/**
 * Rename a file: a new name, 1 to `CLOUD_NAME_MAX` characters once trimmed
 * (the push's rule; names may repeat, as pushes may repeat one). Its
 * content, versions and the pages that use it stay as they are.
 *
 * @param props         Props.
 * @param props.file    The file.
 * @param props.onClose Closes the modal.
 */
export function RenameFileModal( {
	file,
	onClose,
}: {
	file: CloudFile;
	onClose: () => void;
} ) {
	const [ name, setName ] = useState( file.name );
	const busy = useSelect( ( select ) => select( cloudStore ).isBusy(), [] );
	const { rename } = useDispatch( cloudStore );
	const trimmed = name.trim();
	let problem: string | undefined;
	if ( trimmed === '' ) {
		problem = __( 'Please give your template a name.', 'stencilbox' );
	} else if ( trimmed.length > CLOUD_NAME_MAX ) {
		problem = sprintf(
			/* translators: %d: the most characters a name may have. */
			__( 'A name has at most %d characters.', 'stencilbox' ),
			CLOUD_NAME_MAX
		);
	}
	const unchanged = trimmed === file.name;
	return (
		<Modal
			title={ __( 'Rename file', 'stencilbox' ) }
			onRequestClose={ onClose }
			size="medium"
			// Straight to the name (not the Close button): it is why it opened.
			focusOnMount="firstContentElement"
		>
			<form
				onSubmit={ async ( event ) => {
					event.preventDefault();
					if ( problem ) {
						return;
					}
					if ( unchanged || ( await rename( file, trimmed ) ) ) {
						onClose();
					}
				} }
			>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Name', 'stencilbox' ) }
					value={ name }
					onChange={ setName }
					aria-invalid={ problem ? true : undefined }
					help={
						problem ??
						__(
							'Its content and versions stay as they are.',
							'stencilbox'
						)
					}
				/>
				<ModalActions onCancel={ onClose }>
					<BusyButton
						type="submit"
						isBusy={ busy }
						disabled={ !! problem }
					>
						{ __( 'Rename', 'stencilbox' ) }
					</BusyButton>
				</ModalActions>
			</form>
		</Modal>
	);
}

/**
 * Push a file of My Clouds to a WorkSpace (a copy goes there).
 *
 * @param props         Props.
 * @param props.file    The file.
 * @param props.onClose Closes the modal.
 */
export function PushToWorkspaceModal( {
	file,
	onClose,
}: {
	file: CloudFile;
	onClose: () => void;
} ) {
	const [ destination, setDestination ] = useState< number | null >( null );
	const options = useDestinations( { withClouds: false } );
	const busy = useSelect( ( select ) => select( cloudStore ).isBusy(), [] );
	const { addToWorkspace } = useDispatch( cloudStore );
	return (
		<Modal
			title={ __( 'Push to WorkSpace', 'stencilbox' ) }
			onRequestClose={ onClose }
			size="medium"
			// Its content is short: the WorkSpace menu opens over the dialog's edge, unclipped.
			className="stencilbox-push-modal"
		>
			<WorkspacePicker
				label={ __( 'WorkSpace', 'stencilbox' ) }
				value={ destination }
				options={ options }
				onChange={ setDestination }
				placeholder={ __( 'Select a WorkSpace', 'stencilbox' ) }
			/>
			{ options?.length === 0 && (
				<p>{ __( 'You do not have any workspaces.', 'stencilbox' ) }</p>
			) }
			<ModalActions onCancel={ onClose }>
				<BusyButton
					isBusy={ busy }
					disabled={ destination === null }
					onClick={ async () => {
						if (
							destination !== null &&
							( await addToWorkspace( destination, [ file.id ] ) )
						) {
							onClose();
						}
					} }
				>
					{ __( 'Push', 'stencilbox' ) }
				</BusyButton>
			</ModalActions>
		</Modal>
	);
}

/**
 * Confirm a file's deletion.
 *
 * @param props             Props.
 * @param props.file        The file.
 * @param props.inWorkspace Deleted from a WorkSpace's list.
 * @param props.onClose     Closes the modal.
 */
export function DeleteFileModal( {
	file,
	inWorkspace,
	onClose,
}: {
	file: CloudFile;
	inWorkspace: boolean;
	onClose: () => void;
} ) {
	const { removeFile } = useDispatch( cloudStore );
	return (
		<ConfirmModal
			title={ __( 'Delete this file?', 'stencilbox' ) }
			confirmLabel={ __( 'Delete', 'stencilbox' ) }
			onCancel={ onClose }
			onConfirm={ async () => {
				onClose();
				await removeFile( file, inWorkspace );
			} }
		>
			<p>
				{ sprintf(
					/* translators: %s: file name */
					__(
						'“%s” will be deleted from the cloud for everyone who can see it. This cannot be undone.',
						'stencilbox'
					),
					file.name
				) }
			</p>
		</ConfirmModal>
	);
}
