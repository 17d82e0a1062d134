/**
 * An image that says so when it fails (spec: 'This image failed to load').
 * Images load lazily, except where the user opened them (`eager`) and
 * inside `EagerImages` (a grid's first rows, on screen as it opens).
 */
/**
 * WordPress dependencies
 */
import {
	createContext,
	useContext,
	useEffect,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

/** True where the images are on screen from the start: they load at once. */
export const EagerImages = createContext( false );

export interface SafeImageProps {
	src: string;
	alt: string;
	className?: string;
	/** Shown when there is no image at all (not a failure). */
	placeholder?: JSX.Element | null;
	/** Load right away (images the user opened), not lazily. Default: `EagerImages`. */
	eager?: boolean;
	style?: React.CSSProperties;
	draggable?: boolean;
}

/**
 * Image with a failure message and lazy loading.
 *
 * @param props Props.
 */
export default function SafeImage( {
	src,
	alt,
	className = '',
	placeholder = null,
	eager,
	style,
	draggable,
}: SafeImageProps ) {
	const onScreen = useContext( EagerImages );
	const [ failed, setFailed ] = useState( false );
	useEffect( () => setFailed( false ), [ src ] );
	if ( ! src ) {
		return placeholder;
	}
	if ( failed ) {
		return (
			<span
				className={ `stencilbox-safe-image is-failed ${ className }` }
				role="img"
				aria-label={ alt }
			>
				{ __( 'This image failed to load', 'stencilbox' ) }
			</span>
		);
	}
	return (
		<img
			className={ `stencilbox-safe-image ${ className }` }
			src={ src }
			alt={ alt }
			loading={ ( eager ?? onScreen ) ? 'eager' : 'lazy' }
			decoding="async"
			style={ style }
			draggable={ draggable }
			onError={ () => setFailed( true ) }
		/>
	);
}
