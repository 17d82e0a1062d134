/**
 * Confetti over the results (spec part 2 §9: 200 pieces for 3.5 s). Drawn
 * on a canvas that ignores the pointer; nothing at all for people who ask
 * for less motion (`prefers-reduced-motion`).
 */
/**
 * WordPress dependencies
 */
import { useReducedMotion } from '@wordpress/compose';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import './style.scss';

const COLOURS = [
	'#3858e9',
	'#ff7a59',
	'#ffcc33',
	'#2fb35a',
	'#c837ab',
	'#00a0d2',
];

export interface ConfettiProps {
	/** How many pieces. */
	pieces: number;
	/** How long it lasts (ms). */
	duration: number;
}

interface Piece {
	x: number;
	y: number;
	vx: number;
	vy: number;
	size: number;
	spin: number;
	angle: number;
	colour: string;
}

/**
 * The confetti burst.
 *
 * @param props          Props.
 * @param props.pieces   How many pieces.
 * @param props.duration How long (ms).
 */
export default function Confetti( { pieces, duration }: ConfettiProps ) {
	const reduced = useReducedMotion();
	const canvas = useRef< HTMLCanvasElement >( null );
	const [ done, setDone ] = useState( false );
	useEffect( () => {
		const element = canvas.current;
		const context = element?.getContext?.( '2d' );
		if ( reduced || ! element || ! context ) {
			return;
		}
		const width = ( element.width = element.offsetWidth || 800 );
		const height = ( element.height = element.offsetHeight || 600 );
		const list: Piece[] = Array.from( { length: pieces }, ( _, i ) => ( {
			x: width / 2,
			y: height / 3,
			vx:
				Math.cos( ( i / pieces ) * Math.PI * 2 ) *
				( 2 + Math.random() * 6 ),
			vy: -4 - Math.random() * 8,
			size: 5 + Math.random() * 6,
			spin: ( Math.random() - 0.5 ) * 0.3,
			angle: Math.random() * Math.PI,
			colour: COLOURS[ i % COLOURS.length ],
		} ) );
		const started = performance.now();
		let frame = 0;
		const draw = ( now: number ) => {
			const elapsed = now - started;
			context.clearRect( 0, 0, width, height );
			if ( elapsed >= duration ) {
				setDone( true );
				return;
			}
			context.globalAlpha = Math.min( 1, ( duration - elapsed ) / 600 );
			for ( const piece of list ) {
				piece.vy += 0.25;
				piece.vx *= 0.99;
				piece.x += piece.vx;
				piece.y += piece.vy;
				piece.angle += piece.spin;
				context.save();
				context.translate( piece.x, piece.y );
				context.rotate( piece.angle );
				context.fillStyle = piece.colour;
				context.fillRect(
					-piece.size / 2,
					-piece.size / 4,
					piece.size,
					piece.size / 2
				);
				context.restore();
			}
			frame = requestAnimationFrame( draw );
		};
		frame = requestAnimationFrame( draw );
		return () => cancelAnimationFrame( frame );
	}, [ reduced, pieces, duration ] );
	if ( reduced || done ) {
		return null;
	}
	return (
		<canvas
			ref={ canvas }
			className="stencilbox-confetti"
			aria-hidden="true"
			data-pieces={ pieces }
		/>
	);
}
