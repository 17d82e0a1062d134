/**
 * The screenshot lightbox (spec part 1 §2, §9): zoom up to level 300
 * (scale 1.007 per level), swipe or drag, keyboard (arrows, + and -, 0,
 * Escape), 300 ms animations, 10 px image padding, held keys repeating at
 * most every 180 ms.
 */
import type { PointerEvent, WheelEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Modal } from '@wordpress/components';
import { Path, SVG } from '@wordpress/primitives';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	LIGHTBOX,
	clampZoom,
	stepIndex,
	zoomScale,
} from '../../utils/lightbox';
import {
	arrowKeyStep,
	nextIcon,
	previousIcon,
	swipeStep,
} from '../direction-icons';
import SafeImage from '../safe-image';
import './style.scss';

export interface LightboxProps {
	images: string[];
	index: number;
	onIndexChange: ( index: number ) => void;
	onClose: () => void;
	/** What the images show (the item's name). */
	title: string;
}

const magnifier =
	'M10.5 4a6.5 6.5 0 0 1 5.14 10.48l4.44 4.44-1.06 1.06-4.44-4.44A6.5 6.5 0 1 1 10.5 4zm0 1.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10z';
const zoomOutIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d={ `${ magnifier }M7.75 9.75h5.5v1.5h-5.5z` } />
	</SVG>
);
const zoomInIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path
			d={ `${ magnifier }M9.75 7.75h1.5v2h2v1.5h-2v2h-1.5v-2h-2v-1.5h2z` }
		/>
	</SVG>
);

/**
 * Lightbox.
 *
 * @param props Props.
 */
export default function Lightbox( {
	images,
	index,
	onIndexChange,
	onClose,
	title,
}: LightboxProps ) {
	const [ zoom, setZoom ] = useState( 0 );
	const [ offset, setOffset ] = useState( { x: 0, y: 0 } );
	const [ dragging, setDragging ] = useState( false );
	const lastKey = useRef( 0 );
	const pointer = useRef< {
		x: number;
		y: number;
		ox: number;
		oy: number;
	} | null >( null );
	const count = images.length;

	useEffect( () => {
		setZoom( 0 );
		setOffset( { x: 0, y: 0 } );
	}, [ index ] );

	const go = ( delta: number ) =>
		count > 1 && onIndexChange( stepIndex( index, delta, count ) );
	const zoomTo = ( level: number ) => {
		const next = clampZoom( level );
		setZoom( next );
		if ( next === 0 ) {
			setOffset( { x: 0, y: 0 } );
		}
	};

	const onKeyDown = ( event: globalThis.KeyboardEvent ) => {
		const target = event.target as HTMLElement | null;
		if ( target?.closest?.( 'input, textarea, select' ) ) {
			return;
		}
		const handled = [ 'ArrowLeft', 'ArrowRight', '+', '=', '-', '_', '0' ];
		if ( ! handled.includes( event.key ) ) {
			return;
		}
		event.preventDefault();
		const now = Date.now();
		if ( event.repeat && now - lastKey.current < LIGHTBOX.keyRepeatMs ) {
			return;
		}
		lastKey.current = now;
		switch ( event.key ) {
			case 'ArrowLeft':
			case 'ArrowRight':
				go( arrowKeyStep( event.key ) );
				break;
			case '+':
			case '=':
				zoomTo( zoom + LIGHTBOX.zoomStep );
				break;
			case '-':
			case '_':
				zoomTo( zoom - LIGHTBOX.zoomStep );
				break;
			default:
				zoomTo( 0 );
		}
	};

	// Keys work wherever the focus is inside the lightbox (it opens on a button).
	const stage = useRef< HTMLDivElement >( null );
	const keyHandler = useRef( onKeyDown );
	keyHandler.current = onKeyDown;
	useEffect( () => {
		const doc = stage.current?.ownerDocument;
		if ( ! doc ) {
			return;
		}
		const listener = ( event: globalThis.KeyboardEvent ) =>
			keyHandler.current( event );
		doc.addEventListener( 'keydown', listener );
		return () => doc.removeEventListener( 'keydown', listener );
	}, [] );

	const onPointerDown = ( event: PointerEvent ) => {
		pointer.current = {
			x: event.clientX,
			y: event.clientY,
			ox: offset.x,
			oy: offset.y,
		};
		setDragging( true );
		( event.target as Element ).setPointerCapture?.( event.pointerId );
	};
	const onPointerMove = ( event: PointerEvent ) => {
		if ( ! pointer.current || zoom === 0 ) {
			return;
		}
		setOffset( {
			x: pointer.current.ox + event.clientX - pointer.current.x,
			y: pointer.current.oy + event.clientY - pointer.current.y,
		} );
	};
	const onPointerUp = ( event: PointerEvent ) => {
		const start = pointer.current;
		pointer.current = null;
		setDragging( false );
		if ( ! start || zoom !== 0 ) {
			return;
		}
		const dx = event.clientX - start.x;
		const dy = event.clientY - start.y;
		if (
			Math.abs( dx ) > LIGHTBOX.swipeThreshold &&
			Math.abs( dx ) > Math.abs( dy )
		) {
			go( swipeStep( dx ) );
		}
	};
	const onWheel = ( event: WheelEvent ) => {
		if ( event.ctrlKey || event.metaKey ) {
			zoomTo( zoom - Math.sign( event.deltaY ) * 20 );
		}
	};

	const scale = zoomScale( zoom );
	return (
		<Modal
			className="stencilbox-lightbox"
			overlayClassName="stencilbox-lightbox__overlay"
			title={ sprintf(
				/* translators: 1: item name, 2: screenshot number, 3: number of screenshots */
				__( '%1$s — %2$d of %3$d', 'stencilbox' ),
				title,
				index + 1,
				count
			) }
			onRequestClose={ onClose }
			isFullScreen
			headerActions={
				<div className="stencilbox-lightbox__tools">
					<Button
						size="compact"
						icon={ zoomOutIcon }
						label={ __( 'Zoom out', 'stencilbox' ) }
						disabled={ zoom === 0 }
						accessibleWhenDisabled
						onClick={ () => zoomTo( zoom - LIGHTBOX.zoomStep ) }
					/>
					<Button
						size="compact"
						icon={ zoomInIcon }
						label={ __( 'Zoom in', 'stencilbox' ) }
						disabled={ zoom >= LIGHTBOX.maxZoom }
						accessibleWhenDisabled
						onClick={ () => zoomTo( zoom + LIGHTBOX.zoomStep ) }
					/>
					<Button
						size="compact"
						variant="tertiary"
						disabled={ zoom === 0 }
						accessibleWhenDisabled
						onClick={ () => zoomTo( 0 ) }
					>
						{ __( 'Fit', 'stencilbox' ) }
					</Button>
				</div>
			}
		>
			{ /* The stage handles pointer swipes and ctrl+wheel zoom. */ }
			<div
				className="stencilbox-lightbox__stage"
				role="group"
				aria-roledescription={ __( 'image viewer', 'stencilbox' ) }
				aria-label={ __(
					'Use the arrow keys to change image, + and - to zoom.',
					'stencilbox'
				) }
				ref={ stage }
				tabIndex={ -1 }
				onWheel={ onWheel }
				onDoubleClick={ () =>
					zoomTo( zoom === 0 ? LIGHTBOX.zoomStep : 0 )
				}
				style={ { padding: LIGHTBOX.imagePadding } }
			>
				{ count > 1 && (
					<Button
						className="stencilbox-lightbox__nav is-previous"
						icon={ previousIcon() }
						label={ __( 'Previous image', 'stencilbox' ) }
						onClick={ () => go( -1 ) }
					/>
				) }
				<div
					className={ `stencilbox-lightbox__frame${ zoom > 0 ? ' is-zoomed' : '' }` }
					onPointerDown={ onPointerDown }
					onPointerMove={ onPointerMove }
					onPointerUp={ onPointerUp }
					onPointerCancel={ () => {
						pointer.current = null;
						setDragging( false );
					} }
				>
					<SafeImage
						key={ images[ index ] }
						className="stencilbox-lightbox__image"
						src={ images[ index ] ?? '' }
						alt={ sprintf(
							/* translators: 1: item name, 2: screenshot number */
							__( '%1$s, screenshot %2$d', 'stencilbox' ),
							title,
							index + 1
						) }
						eager
						draggable={ false }
						style={ {
							transform: `translate(${ offset.x }px, ${ offset.y }px) scale(${ scale })`,
							transition: dragging
								? 'none'
								: `transform ${ LIGHTBOX.animationMs }ms ease, opacity ${ LIGHTBOX.animationMs }ms ease`,
						} }
					/>
				</div>
				{ count > 1 && (
					<Button
						className="stencilbox-lightbox__nav is-next"
						icon={ nextIcon() }
						label={ __( 'Next image', 'stencilbox' ) }
						onClick={ () => go( 1 ) }
					/>
				) }
			</div>
		</Modal>
	);
}
