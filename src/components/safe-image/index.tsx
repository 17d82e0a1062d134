/**
 * An image that says so when it fails (spec: 'This image failed to load').
 */
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface SafeImageProps {
	src: string;
	alt: string;
	className?: string;
	/** Shown when there is no image at all (not a failure). */
	placeholder?: JSX.Element | null;
	/** Load right away (images the user opened), not lazily. */
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
	eager = false,
	style,
	draggable,
}: SafeImageProps ) {
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
			loading={ eager ? 'eager' : 'lazy' }
			decoding="async"
			style={ style }
			draggable={ draggable }
			onError={ () => setFailed( true ) }
		/>
	);
}
