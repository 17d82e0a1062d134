/**
 * Step 1, customize (spec part 2 §2, §5): sub-step 0 — Site Title, Site
 * Tagline, logo (media library, images only) and its width; sub-step 1 —
 * the pack's colours and typography per device. Beside them, the live
 * preview.
 */
/**
 * WordPress dependencies
 */
import {
	BaseControl,
	Button,
	ColorIndicator,
	ColorPicker,
	Dropdown,
	RangeControl,
	SelectControl,
	TabPanel,
	TextControl,
} from '@wordpress/components';
import { useThrottle } from '@wordpress/compose';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	ColourEntry,
	Devices,
	TypographyEntry,
} from '../../api/site-import';
import { deviceLabel } from '../../components/device-preview';
import FontPicker from '../../components/font-picker';
import { towardStart } from '../../components/direction-icons';
import { store } from '../../stores/site-import';
import type { WizardState } from '../../stores/site-import';
import {
	clampLogo,
	clampSize,
	DECORATIONS,
	DEVICES,
	FSI,
	rangeOf,
	TRANSFORMS,
	UNITS,
	WEIGHTS,
	type Device,
	type SizeField,
	type Unit,
} from '../../utils/site-import';
import { packFontChoices, type FontChoice } from './font-choices';
import { chooseImage, hasMediaLibrary } from './media';
import PreviewFrame from './preview-frame';

/** The logo hint (spec part 2 §5; the size is advice, not enforced). */
export const LOGO_HINT = __(
	'SVG, PNG, JPG or GIF (max. 800x400px)',
	'stencilbox'
);

function SiteIdentity( { wizard }: { wizard: WizardState } ) {
	const { setForm } = useDispatch( store );
	const { form } = wizard;
	return (
		<div className="stencilbox-site-import__fields">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Site Title', 'stencilbox' ) }
				value={ form.title }
				onChange={ ( title ) => setForm( { title } ) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Site Tagline', 'stencilbox' ) }
				value={ form.slogan }
				onChange={ ( slogan ) => setForm( { slogan } ) }
			/>
			<div className="stencilbox-site-import__logo-field">
				<BaseControl.VisualLabel>
					{ __( 'Logo', 'stencilbox' ) }
				</BaseControl.VisualLabel>
				<div className="stencilbox-site-import__logo">
					{ form.logo && (
						<img
							className="stencilbox-site-import__logo-image"
							src={ form.logo.url }
							alt={ __( 'Chosen logo', 'stencilbox' ) }
						/>
					) }
					<Button
						__next40pxDefaultSize
						variant="secondary"
						disabled={ ! hasMediaLibrary() }
						accessibleWhenDisabled
						onClick={ () =>
							chooseImage( ( logo ) => setForm( { logo } ) )
						}
					>
						{ form.logo
							? __( 'Replace Logo', 'stencilbox' )
							: __( 'Upload Logo', 'stencilbox' ) }
					</Button>
					{ form.logo && (
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							isDestructive
							onClick={ () => setForm( { logo: null } ) }
						>
							{ __( 'Remove', 'stencilbox' ) }
						</Button>
					) }
				</div>
				<p className="stencilbox-site-import__help">{ LOGO_HINT }</p>
			</div>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Logo Width', 'stencilbox' ) }
				min={ FSI.logo.min }
				max={ FSI.logo.max }
				value={ form.logo_size }
				allowReset
				resetFallbackValue={ FSI.logo.default }
				onChange={ ( value ) =>
					setForm( {
						logo_size: clampLogo( value ?? FSI.logo.default ),
					} )
				}
			/>
		</div>
	);
}

/**
 * One colour of the pack: its swatch, name and value (the value always
 * left to right and never cut; a long name is shortened instead).
 *
 * @param props       Props.
 * @param props.entry The pack's colour.
 * @param props.value Its value now.
 */
export function Colour( {
	entry,
	value,
}: {
	entry: ColourEntry;
	value: string;
} ) {
	const { setColour } = useDispatch( store );
	const [ shown, setShown ] = useState( value );
	const commit = useThrottle(
		useCallback(
			( color: string ) => setColour( entry.id, color ),
			[ setColour, entry.id ]
		),
		FSI.throttleMs
	);
	return (
		<Dropdown
			popoverProps={ { placement: towardStart() } }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<Button
					className="stencilbox-site-import__colour"
					onClick={ onToggle }
					aria-expanded={ isOpen }
					// What the card shows, in order (WCAG 2.5.3, label in
					// name: a voice user says what they see).
					aria-label={ sprintf(
						/* translators: 1: colour name, 2: its value. */
						__( '%1$s: %2$s', 'stencilbox' ),
						entry.title,
						shown
					) }
				>
					<ColorIndicator colorValue={ shown } />
					<span className="stencilbox-site-import__colour-name">
						{ entry.title }
					</span>
					<code dir="ltr">{ shown }</code>
				</Button>
			) }
			renderContent={ () => (
				<ColorPicker
					color={ shown }
					onChange={ ( color ) => {
						setShown( color );
						commit( color );
					} }
				/>
			) }
		/>
	);
}

function Size( {
	field,
	label,
	entryId,
	devices,
	device,
}: {
	field: SizeField;
	label: string;
	entryId: string;
	devices: Devices | undefined;
	device: Device;
} ) {
	const { setTypography } = useDispatch( store );
	const measure = devices?.[ device ] ?? devices?.desktop;
	const unit = measure?.unit ?? 'px';
	const range = rangeOf( field, unit );
	const [ shown, setShown ] = useState< number | undefined >(
		devices?.[ device ]?.value
	);
	// The other devices' sizes as they are when the change goes out; one
	// throttle while the field and device stay.
	const others = useRef( devices );
	others.current = devices;
	const commit = useThrottle(
		useCallback(
			( value: number, nextUnit: string ) => {
				setTypography( entryId, {
					[ field ]: {
						...( others.current ?? {} ),
						[ device ]: {
							value: clampSize( field, nextUnit, value ),
							unit: nextUnit,
						},
					},
				} );
			},
			[ setTypography, entryId, field, device ]
		),
		FSI.throttleMs
	);
	return (
		<div className="stencilbox-site-import__size">
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				label={ label }
				min={ range.min }
				max={ range.max }
				step={ range.step }
				value={ shown ?? '' }
				placeholder={ measure ? String( measure.value ) : '' }
				onChange={ ( next?: string ) => {
					const value = Number( next );
					if (
						next === '' ||
						next === undefined ||
						Number.isNaN( value )
					) {
						return;
					}
					const clamped = clampSize( field, unit, value );
					setShown( clamped );
					commit( clamped, unit );
				} }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Unit', 'stencilbox' ) }
				hideLabelFromVision
				value={ unit as Unit }
				options={ UNITS.map( ( u ) => ( { label: u, value: u } ) ) }
				onChange={ ( nextUnit ) => {
					const value = clampSize(
						field,
						nextUnit,
						shown ?? measure?.value ?? range.min
					);
					setShown( value );
					commit( value, nextUnit );
				} }
			/>
		</div>
	);
}

/** The typography's text-style selects, in their order. */
const STYLE_FIELDS = [
	'font_weight',
	'text_transform',
	'text_decoration',
] as const;

/** Each text-style select's values. */
const STYLE_VALUES = {
	font_weight: WEIGHTS,
	text_transform: TRANSFORMS,
	text_decoration: DECORATIONS,
};

/** The typography's sizes (per device), in their order. */
const SIZE_FIELDS: readonly SizeField[] = [
	'font_size',
	'line_height',
	'letter_spacing',
];

/**
 * The label of a typography control.
 *
 * @param field A text-style or a size field.
 */
function typographyLabel(
	field: ( typeof STYLE_FIELDS )[ number ] | SizeField
): string {
	switch ( field ) {
		case 'font_weight':
			return __( 'Weight', 'stencilbox' );
		case 'text_transform':
			return __( 'Transform', 'stencilbox' );
		case 'text_decoration':
			return __( 'Decoration', 'stencilbox' );
		case 'font_size':
			return __( 'Size', 'stencilbox' );
		case 'line_height':
			return __( 'Line height', 'stencilbox' );
		default:
			return __( 'Letter spacing', 'stencilbox' );
	}
}

function Typography( {
	entry,
	device,
	wizard,
	fonts,
}: {
	entry: TypographyEntry;
	device: Device;
	wizard: WizardState;
	/** What the font picker offers. */
	fonts: FontChoice[];
} ) {
	const { setTypography } = useDispatch( store );
	const chosen = {
		...entry,
		...( wizard.form.typography[ entry.id ] ?? {} ),
	};
	const options = ( list: readonly string[] ) =>
		list.map( ( value ) => ( { label: value, value } ) );
	return (
		<fieldset className="stencilbox-site-import__typography">
			<legend>{ entry.title }</legend>
			{ device === 'desktop' && (
				<>
					<FontPicker
						label={ __( 'Font family', 'stencilbox' ) }
						fonts={ fonts }
						value={ chosen.font_family ?? '' }
						onChange={ ( font ) =>
							setTypography( entry.id, {
								font_family: font.family,
								font_family_value: font.value,
							} )
						}
					/>
					<div className="stencilbox-site-import__row">
						{ STYLE_FIELDS.map( ( field ) => (
							<SelectControl
								key={ field }
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ typographyLabel( field ) }
								value={ chosen[ field ] ?? 'default' }
								options={ options( STYLE_VALUES[ field ] ) }
								onChange={ ( value ) =>
									setTypography( entry.id, {
										[ field ]: value,
									} )
								}
							/>
						) ) }
					</div>
				</>
			) }
			<div className="stencilbox-site-import__row" key={ device }>
				{ SIZE_FIELDS.map( ( field ) => (
					<Size
						key={ field }
						field={ field }
						label={ typographyLabel( field ) }
						entryId={ entry.id }
						devices={ chosen[ field ] }
						device={ device }
					/>
				) ) }
			</div>
		</fieldset>
	);
}

function Design( { wizard }: { wizard: WizardState } ) {
	const settings = wizard.info?.settings ?? {};
	const siteFonts = useSelect( ( select ) => select( store ).getFonts(), [] );
	// The pack's own fonts are offered first: the value each entry has is
	// among them (and marked chosen), and picking another can come back.
	const fonts = useMemo(
		() => packFontChoices( settings.typography ?? [], siteFonts ?? [] ),
		[ settings.typography, siteFonts ]
	);
	return (
		<div className="stencilbox-site-import__fields">
			{ ( settings.colors ?? [] ).length > 0 && (
				<section>
					<h3 className="stencilbox-site-import__section-title">
						{ __( 'Colors', 'stencilbox' ) }
					</h3>
					<div className="stencilbox-site-import__colours">
						{ ( settings.colors ?? [] ).map( ( entry ) => (
							<Colour
								key={ entry.id }
								entry={ entry }
								value={
									wizard.form.color[ entry.id ] ?? entry.color
								}
							/>
						) ) }
					</div>
				</section>
			) }
			{ ( settings.typography ?? [] ).length > 0 && (
				<section>
					<h3 className="stencilbox-site-import__section-title">
						{ __( 'Typography', 'stencilbox' ) }
					</h3>
					<TabPanel
						className="stencilbox-site-import__devices"
						tabs={ DEVICES.map( ( device ) => ( {
							name: device,
							title: deviceLabel( device ),
						} ) ) }
					>
						{ ( tab ) =>
							( settings.typography ?? [] ).map( ( entry ) => (
								<Typography
									key={ `${ entry.id }-${ tab.name }` }
									entry={ entry }
									device={ tab.name as Device }
									wizard={ wizard }
									fonts={ fonts }
								/>
							) )
						}
					</TabPanel>
				</section>
			) }
		</div>
	);
}

/**
 * Step 1.
 *
 * @param props        Props.
 * @param props.wizard The wizard.
 */
export default function CustomizeStep( { wizard }: { wizard: WizardState } ) {
	return (
		<div className="stencilbox-site-import__customize">
			<div className="stencilbox-site-import__panel">
				{ wizard.subStep === 0 ? (
					<SiteIdentity wizard={ wizard } />
				) : (
					<Design wizard={ wizard } />
				) }
			</div>
			<PreviewFrame wizard={ wizard } />
		</div>
	);
}
