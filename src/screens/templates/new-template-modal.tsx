/**
 * The new-template modal (spec part 2 §2, §5): platform radio, type select
 * ('No type Found' when the platform offers none), optional name, Create
 * Template (disabled until a type is chosen and while submitting). The new
 * template opens in its editor.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Modal,
	Notice,
	RadioControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import HtmlMessage from '../../components/html-message';
import ModalActions from '../../components/modal-actions';
import { TEMPLATE_TYPES, type SavedTemplateType } from '../../api/templates';
import { store as templatesStore } from '../../stores/templates';
import {
	platformOptions,
	platformTraits,
	type Platform,
} from '../../utils/platform';
import { platformWords } from '../../utils/platform-words';
import { templateTypeLabel } from './labels';

export interface NewTemplateModalProps {
	/** The platform the list shows (chosen first). */
	platform: Platform;
	/** The platforms whose editor can be used here (a plugin's: active). */
	usable: readonly Platform[];
	onClose: () => void;
	/** Goes to the new template's editor. */
	onCreated: ( url: string ) => void;
}

/**
 * The types a platform offers: none for a platform whose editor is a
 * plugin (Elementor) that is not active.
 *
 * @param platform Platform.
 * @param usable   The platforms whose editor can be used here.
 */
export function typesFor(
	platform: Platform,
	usable: readonly Platform[]
): readonly SavedTemplateType[] {
	return platformTraits( platform ).plugin && ! usable.includes( platform )
		? []
		: TEMPLATE_TYPES;
}

/**
 * The modal.
 *
 * @param props Props.
 */
export default function NewTemplateModal( {
	platform: initialPlatform,
	usable,
	onClose,
	onCreated,
}: NewTemplateModalProps ) {
	const [ platform, setPlatform ] = useState< Platform >( initialPlatform );
	const [ type, setType ] = useState< SavedTemplateType | '' >( '' );
	const [ title, setTitle ] = useState( '' );
	const [ isSubmitting, setSubmitting ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const { createTemplate } = useDispatch( templatesStore );
	const types = typesFor( platform, usable );

	const submit = async () => {
		if ( ! type ) {
			return;
		}
		setSubmitting( true );
		setError( null );
		const outcome = await createTemplate( { platform, type, title } );
		if ( outcome.status === 'created' ) {
			onCreated( outcome.url );
			return;
		}
		setSubmitting( false );
		setError( outcome.error.message );
	};

	return (
		<Modal
			title={ __( 'Create Template', 'stencilbox' ) }
			onRequestClose={ onClose }
			className="stencilbox-new-template"
			size="medium"
		>
			<form
				className="stencilbox-new-template__form"
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit();
				} }
			>
				<RadioControl
					label={ __( 'Platform', 'stencilbox' ) }
					selected={ platform }
					options={ platformOptions() }
					onChange={ ( next ) => {
						setPlatform( next as Platform );
						setType( '' );
					} }
				/>
				{ types.length ? (
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Type', 'stencilbox' ) }
						value={ type }
						options={ [
							{
								label: __( 'Select a type', 'stencilbox' ),
								value: '',
								disabled: true,
							},
							...types.map( ( value ) => ( {
								label: templateTypeLabel( value ),
								value,
							} ) ),
						] }
						onChange={ ( next ) =>
							setType( next as SavedTemplateType )
						}
					/>
				) : (
					<div className="stencilbox-new-template__no-type">
						<span className="stencilbox-new-template__label">
							{ __( 'Type', 'stencilbox' ) }
						</span>
						<p role="status">
							{ __( 'No type Found', 'stencilbox' ) }
						</p>
						<p className="stencilbox-new-template__help">
							{ platformWords(
								platform
							).templatesNeedEditor?.() }
						</p>
					</div>
				) }
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Name', 'stencilbox' ) }
					help={ __(
						'Optional: a name you will recognise in the list.',
						'stencilbox'
					) }
					value={ title }
					maxLength={ 200 }
					onChange={ setTitle }
				/>
				{ error && (
					<Notice
						status="error"
						isDismissible={ false }
						spokenMessage={ error }
					>
						<HtmlMessage html={ error } />
					</Notice>
				) }
				<ModalActions onCancel={ onClose }>
					<Button
						__next40pxDefaultSize
						variant="primary"
						type="submit"
						isBusy={ isSubmitting }
						disabled={ ! type || isSubmitting }
						accessibleWhenDisabled
					>
						{ __( 'Create Template', 'stencilbox' ) }
					</Button>
				</ModalActions>
			</form>
		</Modal>
	);
}
