/**
 * The insert / import dialog: required plugins, progress, the page title,
 * success and failure (spec part 1 §4 and §8, part 2 §4).
 */
import type { FormEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	ExternalLink,
	Icon,
	Modal,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { caution, check, plugins } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { ImportResult, Look } from '../../api/importer';
import { keptNotice } from '../../utils/look';
import { builtInVariation, platformWords } from '../../utils/platform-words';
import type { DependencyState, ImportJob } from '../../stores/importer/types';
import HtmlMessage from '../html-message';
import ModalActions from '../modal-actions';
import LayoutForm from './layout-form';
import LookChoice, { canMatchLook } from '../look-choice';
import './style.scss';

/** An item's version on another platform. */
type Variation = NonNullable< ImportJob[ 'item' ][ 'variations' ] >[ number ];

export interface ImportDialogProps {
	job: ImportJob;
	onInstall: () => void;
	onSkip: () => void;
	onSubmitTitle: ( title: string ) => void;
	/** The layout question's answer: give the page the item's layout, or keep its own. */
	onChooseLayout: ( useItems: boolean ) => void;
	onClose: () => void;
	/** Pricing link for "Upgrade to Pro" (required_pro_templately). */
	upgradeUrl?: string;
	/** The item's editor (a plugin: Elementor) is missing: bring in its version for an editor that is no plugin instead (offered when it has one). */
	onUseVariation?: ( variation: Variation ) => void;
	/** The item's editor is missing: where to install it. */
	installUrl?: string;
	/** "Match my site" or the pack's look (asked with the page title when it applies). */
	look?: Look;
	/** Chooses the look. */
	onChangeLook?: ( look: Look ) => void;
}

function DependencyRow( { entry }: { entry: DependencyState } ) {
	const { dependency, status, error } = entry;
	const label = {
		missing: __( 'Not installed', 'stencilbox' ),
		installing: __( 'Installing…', 'stencilbox' ),
		installed: __( 'Active', 'stencilbox' ),
		failed: __( 'Failed', 'stencilbox' ),
		manual: __( 'Install manually', 'stencilbox' ),
	}[ status ];
	return (
		<li className={ `stencilbox-import-dialog__dependency is-${ status }` }>
			{ dependency.icon ? (
				<img
					src={ dependency.icon }
					alt=""
					width={ 32 }
					height={ 32 }
				/>
			) : (
				<Icon icon={ plugins } size={ 32 } />
			) }
			<div className="stencilbox-import-dialog__dependency-text">
				<strong>{ dependency.name }</strong>
				{ dependency.is_pro && (
					<span className="stencilbox-import-dialog__pro">
						{ __( 'Pro', 'stencilbox' ) }
					</span>
				) }
				{ status === 'manual' && (
					<p>
						{ __(
							'Pro plugins cannot be installed automatically. Install it yourself, then insert again.',
							'stencilbox'
						) }{ ' ' }
						{ dependency.link && (
							<ExternalLink href={ dependency.link }>
								{ sprintf(
									/* translators: %s: plugin name. */
									__( 'Get %s', 'stencilbox' ),
									dependency.name
								) }
							</ExternalLink>
						) }
					</p>
				) }
				{ error && (
					<p className="stencilbox-import-dialog__error">
						<HtmlMessage html={ error } />
					</p>
				) }
			</div>
			<span className="stencilbox-import-dialog__status">
				{ status === 'installing' && <Spinner /> }
				{ status === 'installed' && <Icon icon={ check } /> }
				{ ( status === 'failed' || status === 'manual' ) && (
					<Icon icon={ caution } />
				) }
				{ label }
			</span>
		</li>
	);
}

function TitleForm( {
	initial,
	onSubmit,
	onClose,
	children,
}: {
	initial: string;
	onSubmit: ( title: string ) => void;
	onClose: () => void;
	/** More questions asked with the title (the look). */
	children?: ReactNode;
} ) {
	const [ title, setTitle ] = useState( initial );
	const empty = title.trim() === '';
	return (
		<form
			className="stencilbox-import-dialog__title-form"
			onSubmit={ ( event: FormEvent ) => {
				event.preventDefault();
				if ( ! empty ) {
					onSubmit( title );
				}
			} }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Page title', 'stencilbox' ) }
				value={ title }
				onChange={ setTitle }
				help={
					empty
						? __( 'The page needs a title.', 'stencilbox' )
						: undefined
				}
			/>
			{ children }
			<ModalActions onCancel={ onClose }>
				<Button
					__next40pxDefaultSize
					variant="primary"
					type="submit"
					disabled={ empty }
					accessibleWhenDisabled
				>
					{ __( 'Create Page', 'stencilbox' ) }
				</Button>
			</ModalActions>
		</form>
	);
}

/**
 * The dialog for the current job.
 *
 * @param props Props.
 */
export default function ImportDialog( {
	job,
	onInstall,
	onSkip,
	onSubmitTitle,
	onChooseLayout,
	onClose,
	upgradeUrl,
	onUseVariation,
	installUrl,
	look,
	onChangeLook,
}: ImportDialogProps ) {
	const { step, item, error, dependencies } = job;
	const busy = step === 'checking' || step === 'importing';
	const failed = dependencies.some( ( entry ) => entry.status === 'failed' );
	const installable = dependencies.some(
		( entry ) => entry.status === 'missing' || entry.status === 'failed'
	);
	// The platform whose editor is missing (the importer names it), and
	// the words of it and of the version offered instead.
	const missing =
		error?.code === 'invalid_requirements'
			? error.data?.missing
			: undefined;
	const install = installUrl ? platformWords( missing ).install : undefined;
	const variation =
		missing && onUseVariation
			? builtInVariation( item.variations )
			: undefined;
	const other = variation && platformWords( variation.platform );

	let title = item.name;
	if ( step === 'dependencies' || step === 'installing' ) {
		title = __( 'Required Dependencies', 'stencilbox' );
	} else if ( step === 'title' ) {
		title = __( 'Import as a new page', 'stencilbox' );
	} else if ( step === 'layout' ) {
		title = __( 'Keep this page’s layout?', 'stencilbox' );
	} else if ( step === 'error' && error ) {
		title = error.title;
	} else if ( step === 'success' ) {
		title = __( 'Successfully Imported', 'stencilbox' );
	}

	return (
		<Modal
			title={ title }
			className="stencilbox-import-dialog"
			onRequestClose={ onClose }
			// Closing while plugins install would leave the user guessing.
			isDismissible={ step !== 'installing' }
			shouldCloseOnClickOutside={ false }
		>
			{ busy && (
				<div className="stencilbox-import-dialog__busy" role="status">
					<Spinner />
					{ step === 'checking'
						? __( 'Checking the required plugins…', 'stencilbox' )
						: sprintf(
								/* translators: %s: item name. */
								__( 'Importing %s…', 'stencilbox' ),
								item.name
							) }
				</div>
			) }

			{ ( step === 'dependencies' || step === 'installing' ) && (
				<>
					<p>
						{ __(
							'This design uses these plugins. Stencilbox can install and activate the free ones for you.',
							'stencilbox'
						) }
					</p>
					<ul className="stencilbox-import-dialog__dependencies">
						{ dependencies.map( ( entry ) => (
							<DependencyRow
								key={ entry.dependency.slug }
								entry={ entry }
							/>
						) ) }
					</ul>
					<div className="stencilbox-import-dialog__actions">
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							onClick={ onSkip }
							disabled={ step === 'installing' }
							accessibleWhenDisabled
						>
							{ __( 'Skip & Import', 'stencilbox' ) }
						</Button>
						{ installable && (
							<Button
								__next40pxDefaultSize
								variant="primary"
								onClick={ onInstall }
								isBusy={ step === 'installing' }
								disabled={ step === 'installing' }
								accessibleWhenDisabled
							>
								{ failed
									? __(
											'Retry & Proceed to Import',
											'stencilbox'
										)
									: __( 'Install & Import', 'stencilbox' ) }
							</Button>
						) }
					</div>
				</>
			) }

			{ step === 'title' && (
				<TitleForm
					initial={ item.name }
					onSubmit={ onSubmitTitle }
					onClose={ onClose }
				>
					{ look &&
						onChangeLook &&
						canMatchLook( !! item.hasDesign, item.platform ) && (
							<LookChoice
								value={ look }
								onChange={ onChangeLook }
							/>
						) }
				</TitleForm>
			) }

			{ step === 'layout' && job.layout && (
				<LayoutForm
					itemName={ item.name }
					layout={ job.layout }
					onChoose={ onChooseLayout }
					onClose={ onClose }
				/>
			) }

			{ step === 'error' && error && (
				<>
					<p className="stencilbox-import-dialog__message">
						<HtmlMessage html={ error.message } />
					</p>
					{ other?.versionNote && <p>{ other.versionNote() }</p> }
					<div className="stencilbox-import-dialog__actions">
						{ install && (
							<Button
								__next40pxDefaultSize
								variant={ variation ? 'secondary' : 'primary' }
								href={ installUrl }
							>
								{ install() }
							</Button>
						) }
						{ variation && other?.useVersion && (
							<Button
								__next40pxDefaultSize
								variant="primary"
								onClick={ () => onUseVariation?.( variation ) }
							>
								{ other.useVersion() }
							</Button>
						) }
						{ error.code === 'required_pro_templately' && (
							<>
								{ upgradeUrl && (
									<Button
										__next40pxDefaultSize
										variant="primary"
										href={ upgradeUrl }
										target="_blank"
										rel="noopener noreferrer"
									>
										{ __( 'Upgrade to Pro', 'stencilbox' ) }
									</Button>
								) }
								{ typeof error.data?.purchase_url ===
									'string' &&
									error.data.purchase_url !== '' && (
										<Button
											__next40pxDefaultSize
											variant="secondary"
											href={ error.data.purchase_url }
											target="_blank"
											rel="noopener noreferrer"
										>
											{ __(
												'Purchase This Item',
												'stencilbox'
											) }
										</Button>
									) }
							</>
						) }
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							onClick={ onClose }
						>
							{ __( 'Close', 'stencilbox' ) }
						</Button>
					</div>
				</>
			) }

			{ step === 'success' && job.mode !== 'insert' && (
				<>
					<p>
						{ sprintf(
							/* translators: %s: the new page's title (or the item's name). */
							__(
								'%s is now on your site as a draft.',
								'stencilbox'
							),
							job.pageTitle || item.name
						) }
					</p>
					{ keptNotice( ( job.result as ImportResult ).look ) && (
						<p className="stencilbox-import-dialog__kept">
							{ keptNotice(
								( job.result as ImportResult ).look
							) }
						</p>
					) }
					<ModalActions
						onCancel={ onClose }
						cancelLabel={ __( 'Close', 'stencilbox' ) }
					>
						<Button
							__next40pxDefaultSize
							variant="primary"
							href={ ( job.result as ImportResult ).edit_link }
						>
							{ __( 'Edit it now', 'stencilbox' ) }
						</Button>
					</ModalActions>
				</>
			) }
		</Modal>
	);
}
