/**
 * The display-conditions modal (spec part 2 §2, §5): include/exclude rows
 * with a name, a sub-name (not for the entire site), a searchable sub-id
 * (only when its source has options) and an input for each field the
 * name's type adds (the config's `fields`), Add New Condition, delete,
 * Save & Close.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	ComboboxControl,
	Modal,
	Notice,
	SelectControl,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { plus, trash } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import HtmlMessage from '../../components/html-message';
import RequestError from '../../components/request-error';
import {
	store as templatesStore,
	type Condition,
	type ConditionConfigEntry,
	type ConditionField,
	type ConditionSubName,
	type SavedTemplate,
} from '../../stores/templates';
import { CONDITION_DEFAULTS } from '../../utils/generated/lists';
import { CONDITION_MESSAGES } from '../../utils/generated/rules';
import { useConditionOptions } from './hooks/use-condition-options';

/** A row being edited: the condition and a key that survives edits. */
interface Row {
	key: number;
	condition: Condition;
}

let nextKey = 0;

const toRow = ( condition: Condition ): Row => ( {
	key: ++nextKey,
	condition,
} );

/**
 * A condition of a type as it starts: the common fields' defaults
 * (generated from PHP's `Conditions::FIELDS`), the type's first sub-name
 * and the defaults of the fields the type adds.
 *
 * @param entry The type's config entry (none: the defaults alone).
 */
export function startCondition( entry?: ConditionConfigEntry ): Condition {
	return {
		...CONDITION_DEFAULTS,
		name: entry?.name ?? CONDITION_DEFAULTS.name,
		sub_name: entry?.sub_names[ 0 ]?.value ?? CONDITION_DEFAULTS.sub_name,
		...Object.fromEntries(
			( entry?.fields ?? [] ).map( ( field ) => [
				field.name,
				field.default,
			] )
		),
	};
}

/**
 * A new row: on the first name the server lists (the spec's default,
 * `general`, is first).
 *
 * @param config The modal's config.
 */
function newCondition( config: ConditionConfigEntry[] ): Condition {
	return startCondition( config[ 0 ] );
}

/**
 * The input type of a text or number field, from its schema.
 *
 * @param field The field.
 */
function inputType( field: ConditionField ) {
	if ( field.type === 'integer' ) {
		return 'number';
	}
	switch ( field.format ) {
		case 'date':
			return 'date';
		case 'date-time':
			return 'datetime-local';
		case 'email':
			return 'email';
		case 'uri':
			return 'url';
	}
	return 'text';
}

/**
 * The input of a field a condition type adds, by its schema's type.
 *
 * @param props          Props.
 * @param props.field    The field.
 * @param props.value    Its value.
 * @param props.onChange Sets it.
 */
function TypeField( {
	field,
	value,
	onChange,
}: {
	field: ConditionField;
	value: Condition[ string ];
	onChange: ( next: ConditionField[ 'default' ] ) => void;
} ) {
	if ( field.type === 'boolean' ) {
		return (
			<CheckboxControl
				__nextHasNoMarginBottom
				className="stencilbox-conditions__field"
				label={ field.label }
				checked={ !! value }
				onChange={ onChange }
			/>
		);
	}
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			className="stencilbox-conditions__field"
			label={ field.label }
			type={ inputType( field ) }
			value={ String( value ?? '' ) }
			onChange={ ( next ) =>
				onChange( field.type === 'integer' ? Number( next ) : next )
			}
		/>
	);
}

/**
 * The sub-name entry of a row, if any.
 *
 * @param config    The modal's config.
 * @param condition The row's condition.
 */
function subNameOf(
	config: ConditionConfigEntry[],
	condition: Condition
): ConditionSubName | undefined {
	return config
		.find( ( entry ) => entry.name === condition.name )
		?.sub_names.find( ( sub ) => sub.value === condition.sub_name );
}

/**
 * Whether a row still needs its sub-id chosen.
 *
 * @param config    The modal's config.
 * @param condition The row's condition.
 */
export function needsSubId(
	config: ConditionConfigEntry[],
	condition: Condition
): boolean {
	return (
		subNameOf( config, condition )?.sub_id === 'required' &&
		! condition.sub_id
	);
}

/**
 * The searchable sub-id: shown only when its source has options.
 *
 * @param props          Props.
 * @param props.sub      The row's sub-name.
 * @param props.value    The chosen sub-id (0: none).
 * @param props.label    The chosen object's label.
 * @param props.onChange Sets the sub-id and its label.
 */
function SubIdField( {
	sub,
	value,
	label,
	onChange,
}: {
	sub: ConditionSubName;
	value: number;
	label: string;
	onChange: ( id: number, label: string ) => void;
} ) {
	const [ search, setSearch ] = useState( '' );
	const { base, found } = useConditionOptions( sub.source, search );
	const options = useMemo( () => {
		const list = [ ...( found ?? base ?? [] ) ];
		// The chosen one stays listed, so the field can show it.
		if ( value && ! list.some( ( option ) => option.value === value ) ) {
			list.unshift( { value, label } );
		}
		return list.map( ( option ) => ( {
			value: String( option.value ),
			label: option.label,
		} ) );
	}, [ found, base, value, label ] );
	if ( ! base?.length && ! value ) {
		return null;
	}
	return (
		<ComboboxControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			className="stencilbox-conditions__sub-id"
			label={ sub.label }
			hideLabelFromVision
			placeholder={
				sub.sub_id === 'required'
					? __( 'Choose one', 'stencilbox' )
					: __( 'All', 'stencilbox' )
			}
			value={ value ? String( value ) : null }
			options={ options }
			onFilterValueChange={ setSearch }
			onChange={ ( next ) => {
				const option = options.find( ( item ) => item.value === next );
				onChange( next ? Number( next ) : 0, option?.label ?? '' );
			} }
		/>
	);
}

/**
 * One condition row.
 *
 * @param props           Props.
 * @param props.config    The modal's config.
 * @param props.condition The condition.
 * @param props.index     Its position (for labels).
 * @param props.onChange  Changes it.
 * @param props.onDelete  Removes it.
 */
function ConditionRow( {
	config,
	condition,
	index,
	onChange,
	onDelete,
}: {
	config: ConditionConfigEntry[];
	condition: Condition;
	index: number;
	onChange: ( next: Condition ) => void;
	onDelete: () => void;
} ) {
	const entry = config.find( ( item ) => item.name === condition.name );
	const sub = subNameOf( config, condition );
	const missing = needsSubId( config, condition );
	return (
		<li
			className="stencilbox-conditions__row"
			aria-label={ sprintf(
				/* translators: %d: condition number */
				__( 'Condition %d', 'stencilbox' ),
				index + 1
			) }
		>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				className="stencilbox-conditions__type"
				label={ __( 'Include or exclude', 'stencilbox' ) }
				hideLabelFromVision
				value={ condition.type }
				options={ [
					{ label: __( 'Include', 'stencilbox' ), value: 'include' },
					{ label: __( 'Exclude', 'stencilbox' ), value: 'exclude' },
				] }
				onChange={ ( type ) =>
					onChange( {
						...condition,
						type: type as Condition[ 'type' ],
					} )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				className="stencilbox-conditions__name"
				label={ __( 'Where', 'stencilbox' ) }
				hideLabelFromVision
				value={ condition.name }
				options={ config.map( ( item ) => ( {
					label: item.label,
					value: item.name,
				} ) ) }
				onChange={ ( name ) =>
					// A new name starts afresh (its first sub-name, its
					// fields' defaults); the row stays include or exclude.
					onChange( {
						...startCondition(
							config.find( ( item ) => item.name === name )
						),
						id: condition.id,
						type: condition.type,
					} )
				}
			/>
			{ !! entry?.sub_names.length && (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					className="stencilbox-conditions__sub-name"
					label={ __( 'Which', 'stencilbox' ) }
					hideLabelFromVision
					value={ condition.sub_name }
					options={ entry.sub_names.map( ( item ) => ( {
						label: item.label,
						value: item.value,
					} ) ) }
					onChange={ ( subName ) =>
						onChange( {
							...condition,
							sub_name: subName,
							sub_id: 0,
							sub_label: '',
						} )
					}
				/>
			) }
			{ sub?.source && (
				<SubIdField
					key={ sub.value }
					sub={ sub }
					value={ condition.sub_id }
					label={ condition.sub_label ?? '' }
					onChange={ ( subId, subLabel ) =>
						onChange( {
							...condition,
							sub_id: subId,
							sub_label: subLabel,
						} )
					}
				/>
			) }
			{ entry?.fields.map( ( field ) => (
				<TypeField
					key={ field.name }
					field={ field }
					value={ condition[ field.name ] }
					onChange={ ( value ) =>
						onChange( { ...condition, [ field.name ]: value } )
					}
				/>
			) ) }
			<Button
				size="compact"
				icon={ trash }
				label={ __( 'Delete condition', 'stencilbox' ) }
				isDestructive
				onClick={ onDelete }
			/>
			{ missing && (
				<p className="stencilbox-conditions__hint">
					{ CONDITION_MESSAGES.subIdRequired() }
				</p>
			) }
		</li>
	);
}

/**
 * The rows and buttons, once the conditions are loaded.
 *
 * @param props          Props.
 * @param props.template The template.
 * @param props.config   The modal's config.
 * @param props.initial  The saved conditions.
 * @param props.canSave  Whether the user may save.
 * @param props.onClose  Closes the modal.
 */
function ConditionsForm( {
	template,
	config,
	initial,
	canSave,
	onClose,
}: {
	template: SavedTemplate;
	config: ConditionConfigEntry[];
	initial: Condition[];
	canSave: boolean;
	onClose: () => void;
} ) {
	const [ rows, setRows ] = useState< Row[] >( () => initial.map( toRow ) );
	const [ isSaving, setSaving ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const { saveConditions } = useDispatch( templatesStore );
	const incomplete = rows.some( ( row ) =>
		needsSubId( config, row.condition )
	);

	const save = async () => {
		setSaving( true );
		setError( null );
		const outcome = await saveConditions(
			template.id,
			rows.map( ( row ) => row.condition )
		);
		if ( outcome.status === 'saved' ) {
			onClose();
			return;
		}
		setSaving( false );
		setError( outcome.error.message );
	};

	return (
		<>
			{ ! canSave && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Only users who may change the site’s theme can choose where templates are displayed.',
						'stencilbox'
					) }
				</Notice>
			) }
			{ error && (
				<Notice
					status="error"
					isDismissible={ false }
					spokenMessage={ error }
				>
					<HtmlMessage html={ error } />
				</Notice>
			) }
			{ rows.length === 0 ? (
				<p className="stencilbox-conditions__empty">
					{ __(
						'This template is displayed nowhere yet. Add a condition to choose where it shows.',
						'stencilbox'
					) }
				</p>
			) : (
				<ul className="stencilbox-conditions__rows">
					{ rows.map( ( row, index ) => (
						<ConditionRow
							key={ row.key }
							index={ index }
							config={ config }
							condition={ row.condition }
							onChange={ ( condition ) =>
								setRows( ( current ) =>
									current.map( ( item ) =>
										item.key === row.key
											? { ...item, condition }
											: item
									)
								)
							}
							onDelete={ () =>
								setRows( ( current ) =>
									current.filter(
										( item ) => item.key !== row.key
									)
								)
							}
						/>
					) ) }
				</ul>
			) }
			<div className="stencilbox-conditions__actions">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					icon={ plus }
					onClick={ () =>
						setRows( ( current ) => [
							...current,
							toRow( newCondition( config ) ),
						] )
					}
				>
					{ __( 'Add New Condition', 'stencilbox' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ save }
					isBusy={ isSaving }
					disabled={ ! canSave || isSaving || incomplete }
					accessibleWhenDisabled
				>
					{ __( 'Save & Close', 'stencilbox' ) }
				</Button>
			</div>
		</>
	);
}

/**
 * The modal.
 *
 * @param props          Props.
 * @param props.template The template whose conditions are edited.
 * @param props.onClose  Closes it.
 */
export default function ConditionsModal( {
	template,
	onClose,
}: {
	template: SavedTemplate;
	onClose: () => void;
} ) {
	const { refreshConditions } = useDispatch( templatesStore );
	// Each opening reads the conditions afresh (another user may have changed them).
	const [ fresh, setFresh ] = useState( false );
	useEffect( () => {
		refreshConditions( template.id );
		setFresh( true );
	}, [ template.id, refreshConditions ] );
	const { loaded, error, isResolving } = useSelect(
		( select ) => {
			const store = select( templatesStore );
			return {
				loaded: fresh ? store.getConditions( template.id ) : undefined,
				error: store.getConditionsError( template.id ),
				isResolving: store.isResolving( 'getConditions', [
					template.id,
				] ),
			};
		},
		[ template.id, fresh ]
	);
	let body;
	if ( error ) {
		body = (
			<RequestError
				title={ __(
					'The conditions could not be loaded.',
					'stencilbox'
				) }
				message={ error.message }
				onRetry={ () => refreshConditions( template.id ) }
			/>
		);
	} else if ( ! loaded || isResolving ) {
		body = (
			<div className="stencilbox-conditions__loading">
				<Spinner />
			</div>
		);
	} else {
		body = (
			<ConditionsForm
				template={ template }
				config={ loaded.config }
				initial={ loaded.template_conditions }
				canSave={ loaded.can_save }
				onClose={ onClose }
			/>
		);
	}
	return (
		<Modal
			title={ __(
				'Where Do You Want to Display This Template',
				'stencilbox'
			) }
			onRequestClose={ onClose }
			className="stencilbox-conditions"
			size="large"
		>
			<p className="stencilbox-conditions__intro">
				{ sprintf(
					/* translators: %s: template name */
					__(
						'“%s” shows where an include matches and no exclude does. Where several templates match, the most specific wins.',
						'stencilbox'
					),
					template.title
				) }
			</p>
			{ body }
		</Modal>
	);
}
