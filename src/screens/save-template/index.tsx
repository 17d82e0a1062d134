/**
 * Save your template — Save & Push (spec part 2 §2, §4, §5): a name, a
 * destination (My Clouds, your WorkSpaces, those shared with you) and Save
 * & Push, which waits for both. While it uploads: 'Uploading...'. Then
 * 'Successfully Pushed!' for 1.5 s (or "Open … now") and on to the
 * destination (replacing this screen in the history). A name already used
 * in the destination is pointed out before the push.
 *
 * What it pushes: what the editor handed over ("Save to cloud": the post
 * or the selected blocks), or a post of this site named by `?post=<id>`
 * (read by the server; saved templates use this), or on the admin page a
 * Stencilbox template file chosen here. A post that came from cloud files
 * may be saved as a new version of one of them (`version-choice.tsx`).
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	FormFileUpload,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { upload } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { TemplateFile, UploadPayload } from '../../api/cloud';
import WorkspacePicker from '../../components/workspace-picker';
import { parseTarget, useLocation, useNavigate } from '../../router';
import { store as cloudStore } from '../../stores/cloud';
import { TOAST_MS } from '../../utils/constants';
import { useSurface } from '../app/context';
import { useMayChangeCloud } from '../app/hooks/use-account';
import { useDestinations } from '../cloud-files/hooks/use-destinations';
import { readTemplateFile } from '../clouds/template-file';
import { defaultName } from './default-name';
import { useNameTaken } from './hooks/use-name-taken';
import VersionChoice, { useVersionTargets } from './version-choice';
import './style.scss';

/**
 * Save & Push.
 */
export default function SaveTemplateScreen() {
	const { push: source } = useSurface();
	const location = useLocation();
	const navigate = useNavigate();
	const post = Number( location.query.post ?? 0 ) || 0;
	const [ file, setFile ] = useState< TemplateFile | null >( null );
	const [ name, setName ] = useState(
		( source && defaultName( source ) ) || location.query.name || ''
	);
	const [ picked, setDestination ] = useState< number | null >( null );
	const [ fileError, setFileError ] = useState( false );
	// "Save as new version" of a file the post came from.
	const targets = useVersionTargets(
		Number( source?.file_content.id ?? 0 ) || post
	);
	const [ versionOf, setVersionOf ] = useState( 0 );
	const [ note, setNote ] = useState( '' );
	const asVersion = targets.find( ( target ) => target.file === versionOf );
	const options = useDestinations();
	// An account with no WorkSpace has one place to push to: My Clouds is
	// chosen, not a dropdown of one to open first ([23] walk-through).
	const destination =
		picked ?? ( options?.length === 1 ? options[ 0 ].value : null );
	const operation = useSelect(
		( select ) => select( cloudStore ).getOperation(),
		[]
	);
	const { push, resetOperation } = useDispatch( cloudStore );
	const mayChange = useMayChangeCloud();
	const timer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => () => clearTimeout( timer.current ), [] );
	// A workflow of another screen is not this one's.
	useEffect( () => {
		resetOperation();
	}, [ resetOperation ] );

	const what: Pick< UploadPayload, 'file_content' | 'post' > | null =
		( source && { file_content: source.file_content } ) ||
		( post > 0 && { post } ) ||
		( file && { file_content: file } ) ||
		null;
	const uploading = operation?.kind === 'push' && operation.status === 'busy';
	const [ pushedTo, setPushedTo ] = useState< string | null >( null );
	const destinationOption =
		options?.find( ( option ) => option.value === destination ) ?? null;
	const taken = useNameTaken( name, destinationOption );
	const canPush =
		!! what &&
		! uploading &&
		pushedTo === null &&
		( !! asVersion || ( name.trim() !== '' && destination !== null ) );

	const submit = async () => {
		if ( ! canPush || ! what ) {
			return;
		}
		const answer = await push(
			asVersion
				? {
						...what,
						saveTemplate: true,
						name: asVersion.name,
						workspace_id: 0,
						workspace: 'clouds',
						file_id: asVersion.file,
						version_note: note.trim(),
					}
				: {
						...what,
						saveTemplate: true,
						name: name.trim(),
						workspace_id: destination ?? 0,
						workspace: destinationOption?.slug ?? 'clouds',
					}
		);
		if ( answer ) {
			// The spec's 1.5 s toast, then on to the destination (or at
			// once, with "Open it now").
			setPushedTo( answer.redirect );
			timer.current = setTimeout(
				() => go( answer.redirect ),
				TOAST_MS.push
			);
		}
	};
	const go = ( redirect: string ) => {
		clearTimeout( timer.current );
		navigate( parseTarget( redirect ), { replace: true } );
	};

	if ( pushedTo !== null ) {
		return (
			<div
				className="stencilbox-save-template is-uploading"
				role="status"
			>
				<h2>{ __( 'Successfully Pushed!', 'stencilbox' ) }</h2>
				<p>
					{ __(
						'Your template is successfully pushed to your desire cloud folder. You will be redirected there.',
						'stencilbox'
					) }
				</p>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () => go( pushedTo ) }
				>
					{ sprintf(
						/* translators: %s: My Clouds or a WorkSpace's name */
						__( 'Open %s now', 'stencilbox' ),
						destinationOption?.label ??
							__( 'My Clouds', 'stencilbox' )
					) }
				</Button>
			</div>
		);
	}

	if ( uploading ) {
		return (
			<div
				className="stencilbox-save-template is-uploading"
				role="status"
			>
				<Spinner />
				<h2>{ __( 'Uploading...', 'stencilbox' ) }</h2>
				<p>
					{ __(
						'Your template content is being pushed into Stencilbox Cloud. Please do not refresh or close this tab.',
						'stencilbox'
					) }
				</p>
			</div>
		);
	}

	if ( ! mayChange ) {
		// The site refuses a push to the sitewide account from anyone but
		// the administrator who signed it in: say so before the form.
		return (
			<div className="stencilbox-save-template">
				<h1 className="stencilbox-save-template__title">
					{ __( 'Save your template', 'stencilbox' ) }
				</h1>
				<Notice status="info" isDismissible={ false }>
					{ __(
						'You are using the sitewide Stencilbox account: you may browse, insert and download its templates, but only the administrator who signed the site in can add to its cloud. Link your own account to save your templates.',
						'stencilbox'
					) }
				</Notice>
			</div>
		);
	}

	return (
		<div className="stencilbox-save-template">
			<h1 className="stencilbox-save-template__title">
				{ __( 'Save your template', 'stencilbox' ) }
			</h1>
			<Card>
				<CardBody>
					<form
						className="stencilbox-save-template__form"
						onSubmit={ ( event ) => {
							event.preventDefault();
							submit();
						} }
					>
						{ ! source && post === 0 && (
							<div className="stencilbox-save-template__file">
								<p>
									{ file
										? file.title
										: __(
												'Choose a Stencilbox template file to push, or use “Save to cloud” in the block editor’s ⋮ menu.',
												'stencilbox'
											) }
								</p>
								<FormFileUpload
									accept=".json,application/json"
									onChange={ async ( event ) => {
										const chosen =
											event.currentTarget.files?.[ 0 ];
										event.currentTarget.value = '';
										const template = chosen
											? await readTemplateFile( chosen )
											: null;
										setFileError( ! template );
										setFile( template );
										if ( template && name.trim() === '' ) {
											setName( template.title );
										}
									} }
									render={ ( { openFileDialog } ) => (
										<Button
											__next40pxDefaultSize
											variant="secondary"
											icon={ upload }
											onClick={ openFileDialog }
										>
											{ __(
												'Choose a file',
												'stencilbox'
											) }
										</Button>
									) }
								/>
								{ fileError && (
									<Notice
										status="error"
										isDismissible={ false }
									>
										{ __(
											'This is not a Stencilbox template file.',
											'stencilbox'
										) }
									</Notice>
								) }
							</div>
						) }
						<VersionChoice
							targets={ targets }
							value={ asVersion ? versionOf : 0 }
							onChange={ setVersionOf }
							note={ note }
							onNote={ setNote }
						/>
						{ ! asVersion && (
							<>
								<TextControl
									__next40pxDefaultSize
									__nextHasNoMarginBottom
									label={ __(
										'Template name',
										'stencilbox'
									) }
									value={ name }
									onChange={ setName }
									maxLength={ 200 }
								/>
								<WorkspacePicker
									label={ __( 'Destination', 'stencilbox' ) }
									value={ destination }
									options={ options }
									onChange={ setDestination }
								/>
							</>
						) }
						{ ! asVersion && taken && destinationOption && (
							<Notice status="warning" isDismissible={ false }>
								{ sprintf(
									/* translators: 1: template name, 2: My Clouds or a WorkSpace's name */
									__(
										'“%1$s” is already in %2$s. Save & Push adds another file with the same name; rename it to tell them apart.',
										'stencilbox'
									),
									name.trim(),
									destinationOption.label
								) }
							</Notice>
						) }
						<div className="stencilbox-save-template__actions">
							<Button
								__next40pxDefaultSize
								variant="primary"
								type="submit"
								disabled={ ! canPush }
								accessibleWhenDisabled
							>
								{ __( 'Save & Push', 'stencilbox' ) }
							</Button>
						</div>
					</form>
				</CardBody>
			</Card>
		</div>
	);
}
