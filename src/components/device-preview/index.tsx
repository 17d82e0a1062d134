/**
 * A page of this site in a sandboxed frame (no scripts, no forms: only
 * same-origin, so the theme's fonts load), at desktop, tablet or mobile
 * size (spec part 2 §2's sizes: tablet 720×1080, mobile 320×480; desktop
 * is laid out 1280 wide). A size larger than the space is scaled down as
 * a whole, so what shows is the layout of that width; the page scrolls
 * inside the frame. Links inside the page open inside the frame.
 */
/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { desktop, mobile, tablet } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import ChoiceGroup from '../choice-group';
import { useElementWidth } from '../element-width';
import { DEVICES, PREVIEW_SIZES, type Device } from '../../utils/site-import';
import './style.scss';

const ICONS = { desktop, tablet, mobile };

/** The desktop layout: the width the demo pictures are captured at. */
export const DESKTOP_SIZE = { width: 1280, height: 900 } as const;

/**
 * A device's name.
 *
 * @param device Device.
 */
export function deviceLabel( device: Device ): string {
	switch ( device ) {
		case 'tablet':
			return __( 'Tablet', 'stencilbox' );
		case 'mobile':
			return __( 'Mobile', 'stencilbox' );
		default:
			return __( 'Desktop', 'stencilbox' );
	}
}

/**
 * The width inside the stage's padding (which depends on the device).
 *
 * @param element The stage.
 * @param view    Its window.
 */
const widthInsidePadding = ( element: HTMLElement, view: Window ) => {
	const style = view.getComputedStyle( element );
	return (
		element.clientWidth -
		parseFloat( style.paddingLeft || '0' ) -
		parseFloat( style.paddingRight || '0' )
	);
};

/**
 * The size a device lays the page out at, and the scale that fits it in a
 * space of some width.
 *
 * @param device Device.
 * @param space  The width available, in CSS pixels.
 */
export function frameSize( device: Device, space: number ) {
	const size = PREVIEW_SIZES[ device ] ?? DESKTOP_SIZE;
	const scale =
		space > 0
			? Math.min( 1, Math.floor( ( space / size.width ) * 1000 ) / 1000 )
			: 1;
	return { width: size.width, height: size.height, scale };
}

/**
 * The desktop / tablet / mobile buttons.
 *
 * @param props          Props.
 * @param props.device   The device shown.
 * @param props.onChange Shows another.
 */
export function DeviceSwitch( {
	device,
	onChange,
}: {
	device: Device;
	onChange: ( device: Device ) => void;
} ) {
	return (
		<ChoiceGroup
			label={ __( 'Preview size', 'stencilbox' ) }
			className="stencilbox-device-preview__devices"
			value={ device }
			options={ DEVICES.map( ( name ) => ( {
				value: name,
				label: deviceLabel( name ),
				icon: ICONS[ name ],
			} ) ) }
			onChange={ onChange }
			compact
		/>
	);
}

/**
 * The preview.
 *
 * @param props         Props.
 * @param props.src     The page's URL (this site).
 * @param props.title   The frame's accessible name.
 * @param props.label   What the bar says.
 * @param props.actions More controls in the bar.
 */
export default function DevicePreview( {
	src,
	title,
	label,
	actions,
}: {
	src: string;
	title: string;
	label: string;
	actions?: React.ReactNode;
} ) {
	const [ device, setDevice ] = useState< Device >( 'desktop' );
	const [ stage, space ] =
		useElementWidth< HTMLDivElement >( widthInsidePadding );
	const size = frameSize( device, space );
	return (
		<div className={ `stencilbox-device-preview is-${ device }` }>
			<div className="stencilbox-device-preview__bar">
				<span className="stencilbox-device-preview__label">
					{ label }
				</span>
				<DeviceSwitch device={ device } onChange={ setDevice } />
				{ actions }
			</div>
			<div ref={ stage } className="stencilbox-device-preview__stage">
				<div
					className="stencilbox-device-preview__box"
					style={ {
						width: Math.round( size.width * size.scale ),
						height: Math.round( size.height * size.scale ),
					} }
				>
					<iframe
						src={ src }
						title={ title }
						// No scripts and no forms; same origin so the theme's fonts load.
						sandbox="allow-same-origin"
						data-device={ device }
						style={ {
							width: size.width,
							height: size.height,
							transform: `scale(${ size.scale })`,
						} }
					/>
				</div>
			</div>
		</div>
	);
}
