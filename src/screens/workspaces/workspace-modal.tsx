/**
 * Create or edit a WorkSpace (spec part 2 §2, §4, §5): its name (Save waits
 * for one), the people it is shared with — each existing one can be marked
 * removed and the mark undone — and new addresses (valid, lower-cased, no
 * duplicates; Enter adds). Editing saves only a change.
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, TextControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall, undo } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import AvatarStack from '../../components/avatar-stack';
import ModalActions from '../../components/modal-actions';
import {
	store as workspacesStore,
	type Workspace,
} from '../../stores/workspaces';
import { shareEmail, validateEmail } from '../../utils/validation';
import './style.scss';

export interface WorkspaceModalProps {
	/** The WorkSpace to edit; none to create one. */
	workspace?: Workspace;
	/** Start with the address field focused (Add people). */
	focusPeople?: boolean;
	onClose: () => void;
}

/**
 * WorkSpace modal.
 *
 * @param props Props.
 */
export default function WorkspaceModal( {
	workspace,
	focusPeople = false,
	onClose,
}: WorkspaceModalProps ) {
	const [ title, setTitle ] = useState( workspace?.title ?? '' );
	const [ email, setEmail ] = useState( '' );
	const [ added, setAdded ] = useState< string[] >( [] );
	const [ removed, setRemoved ] = useState< string[] >( [] );
	const [ showTypedError, setShowTypedError ] = useState( false );
	const emailField = useRef< HTMLInputElement >( null );
	// Add people opens on the address field.
	useEffect( () => {
		if ( focusPeople ) {
			emailField.current?.focus();
		}
	}, [ focusPeople ] );
	const busy = useSelect(
		( select ) => select( workspacesStore ).isBusy(),
		[]
	);
	const { create, save } = useDispatch( workspacesStore );
	const existing = workspace
		? [
				...workspace.sharedWith.map( ( person ) => ( {
					...person,
					pending: false,
				} ) ),
				...workspace.pending_invitations.map( ( address ) => ( {
					email: address,
					name: '',
					profile_photo: '',
					pending: true,
				} ) ),
			]
		: [];
	const everyone = [
		...existing.map( ( person ) => person.email ),
		...added,
	];
	const next = shareEmail( email, everyone );
	// What is typed but not Added yet: a valid new address is shared on
	// Save too; anything else that is not already listed stops the save.
	const typed = email.trim().toLowerCase();
	const typedNew = typed !== '' && ! everyone.includes( typed );
	const typedError =
		showTypedError && typedNew && ! next ? validateEmail( typed ) : null;
	const add = () => {
		if ( next ) {
			setAdded( [ ...added, next ] );
			setEmail( '' );
			setShowTypedError( false );
		}
	};
	const sharing = next ? [ ...added, next ] : added;
	const changed =
		! workspace ||
		sharing.length > 0 ||
		typedNew ||
		removed.length > 0 ||
		title.trim() !== workspace.title;
	const canSave = title.trim() !== '' && changed && ! busy;
	const submit = async () => {
		if ( ! canSave ) {
			return;
		}
		if ( typedNew && ! next ) {
			setShowTypedError( true );
			emailField.current?.focus();
			return;
		}
		if ( next ) {
			add();
		}
		const done = workspace
			? await save( workspace, {
					title,
					add: sharing,
					remove: removed,
				} )
			: await create( title, sharing );
		if ( done ) {
			onClose();
		}
	};
	const toggleRemoved = ( address: string ) =>
		setRemoved(
			removed.includes( address )
				? removed.filter( ( entry ) => entry !== address )
				: [ ...removed, address ]
		);

	return (
		<Modal
			title={
				workspace
					? __( 'Edit WorkSpace', 'stencilbox' )
					: __( 'Create a WorkSpace', 'stencilbox' )
			}
			onRequestClose={ onClose }
			size="medium"
			className="stencilbox-workspace-modal"
		>
			<form
				// Our own message for a bad address, not the browser's bubble.
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'WorkSpace name', 'stencilbox' ) }
					value={ title }
					onChange={ setTitle }
					maxLength={ 200 }
				/>
				<div className="stencilbox-workspace-modal__people">
					<div className="stencilbox-workspace-modal__add">
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="email"
							label={ __(
								'Share with (email address)',
								'stencilbox'
							) }
							value={ email }
							ref={ emailField }
							onChange={ ( value ) => {
								setEmail( value );
								setShowTypedError( false );
							} }
							help={ typedError ?? undefined }
							aria-invalid={ typedError ? true : undefined }
							onKeyDown={ ( event ) => {
								if ( event.key === 'Enter' ) {
									event.preventDefault();
									add();
								}
							} }
						/>
						<Button
							__next40pxDefaultSize
							variant="secondary"
							disabled={ ! next }
							accessibleWhenDisabled
							onClick={ add }
						>
							{ __( 'Add', 'stencilbox' ) }
						</Button>
					</div>
					{ ( existing.length > 0 || added.length > 0 ) && (
						<ul
							className="stencilbox-workspace-modal__list"
							aria-label={ __( 'Shared with', 'stencilbox' ) }
						>
							{ existing.map( ( person ) => {
								const isRemoved = removed.includes(
									person.email
								);
								return (
									<li
										key={ person.email }
										className={
											isRemoved ? 'is-removed' : undefined
										}
									>
										<AvatarStack
											people={ [ person ] }
											max={ 1 }
										/>
										<span className="stencilbox-workspace-modal__who">
											{ person.name && (
												<strong>{ person.name }</strong>
											) }
											<span>{ person.email }</span>
										</span>
										{ person.pending && (
											<span className="stencilbox-workspace-modal__tag">
												{ __(
													'Invited',
													'stencilbox'
												) }
											</span>
										) }
										<Button
											size="compact"
											icon={
												isRemoved ? undo : closeSmall
											}
											label={
												isRemoved
													? sprintf(
															/* translators: %s: email address */
															__(
																'Undo removing %s',
																'stencilbox'
															),
															person.email
														)
													: sprintf(
															/* translators: %s: email address */
															__(
																'Remove %s',
																'stencilbox'
															),
															person.email
														)
											}
											onClick={ () =>
												toggleRemoved( person.email )
											}
										/>
									</li>
								);
							} ) }
							{ added.map( ( address ) => (
								<li key={ address } className="is-new">
									<span className="stencilbox-workspace-modal__who">
										<span>{ address }</span>
									</span>
									<span className="stencilbox-workspace-modal__tag">
										{ __( 'New', 'stencilbox' ) }
									</span>
									<Button
										size="compact"
										icon={ closeSmall }
										label={ sprintf(
											/* translators: %s: email address */
											__( 'Remove %s', 'stencilbox' ),
											address
										) }
										onClick={ () =>
											setAdded(
												added.filter(
													( entry ) =>
														entry !== address
												)
											)
										}
									/>
								</li>
							) ) }
						</ul>
					) }
					<p className="stencilbox-workspace-modal__help">
						{ __(
							'People with a Stencilbox account join at once; others get an invitation and join when they sign up and verify their address.',
							'stencilbox'
						) }
					</p>
				</div>
				<ModalActions onCancel={ onClose }>
					<Button
						__next40pxDefaultSize
						variant="primary"
						type="submit"
						disabled={ ! canSave }
						accessibleWhenDisabled
						isBusy={ busy }
					>
						{ workspace
							? __( 'Save', 'stencilbox' )
							: __( 'Create WorkSpace', 'stencilbox' ) }
					</Button>
				</ModalActions>
			</form>
		</Modal>
	);
}
