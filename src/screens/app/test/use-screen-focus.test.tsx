/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useScreenFocus } from '../hooks/use-screen-focus';

function Screens( {
	path,
	title,
	shown = path,
}: {
	path: string;
	title?: string;
	/** The screen on display (the old one while a lazy one loads). */
	shown?: string;
} ) {
	const main = useRef< HTMLElement >( null );
	useScreenFocus( main, path );
	return (
		<>
			<nav>
				<button>Packs</button>
			</nav>
			<main ref={ main }>
				{ title && <h1>{ title }</h1> }
				{ shown === 'list' && <button>Harbor Home</button> }
			</main>
		</>
	);
}

/**
 * The focused element.
 */
function focused(): Element | null {
	return document.body.ownerDocument.activeElement;
}

/** Runs the animation frames the hook waits for. */
async function frames( count = 1 ) {
	for ( let i = 0; i < count; i++ ) {
		await act(
			() => new Promise( ( resolve ) => requestAnimationFrame( resolve ) )
		);
	}
}

describe( 'useScreenFocus', () => {
	it( 'moves a focus lost with the old screen to the new screen’s title', async () => {
		const { rerender } = render( <Screens path="list" title="Pages" /> );
		screen.getByRole( 'button', { name: 'Harbor Home' } ).focus();
		rerender( <Screens path="details" title="Harbor Home" /> );
		await frames();
		const title = screen.getByRole( 'heading', { name: 'Harbor Home' } );
		expect( focused() ).toBe( title );
		// Reachable from script only, not an extra Tab stop.
		expect( title.getAttribute( 'tabindex' ) ).toBe( '-1' );
	} );

	it( 'waits for a title still loading, then focuses it', async () => {
		const { rerender } = render( <Screens path="list" title="Pages" /> );
		screen.getByRole( 'button', { name: 'Harbor Home' } ).focus();
		rerender( <Screens path="details" /> );
		await frames( 3 );
		expect( focused() ).toBe( document.body );
		rerender( <Screens path="details" title="Harbor Home" /> );
		await frames();
		expect( focused() ).toBe(
			screen.getByRole( 'heading', { name: 'Harbor Home' } )
		);
	} );

	it( 'waits for a lazy screen however many frames it takes, and stops if the user moves on', async () => {
		const { rerender } = render( <Screens path="list" title="Pages" /> );
		screen.getByRole( 'button', { name: 'Harbor Home' } ).focus();
		rerender( <Screens path="details" /> );
		await frames( 90 );
		expect( focused() ).toBe( document.body );
		rerender( <Screens path="details" title="Harbor Home" /> );
		await frames();
		expect( focused() ).toBe(
			screen.getByRole( 'heading', { name: 'Harbor Home' } )
		);

		// The user tabs to the navigation before the next title comes.
		screen.getByRole( 'heading', { name: 'Harbor Home' } ).blur();
		rerender( <Screens path="list" /> );
		await frames();
		const nav = screen.getByRole( 'button', { name: 'Packs' } );
		nav.focus();
		rerender( <Screens path="list" title="Pages" /> );
		await frames();
		expect( focused() ).toBe( nav );
	} );

	it( 'follows a focus that leaves with an old screen kept on display while the new one loads', async () => {
		const { rerender } = render( <Screens path="list" title="Pages" /> );
		screen.getByRole( 'button', { name: 'Harbor Home' } ).focus();
		rerender( <Screens path="details" title="Pages" shown="list" /> );
		await frames( 5 );
		expect( focused() ).toBe(
			screen.getByRole( 'button', { name: 'Harbor Home' } )
		);
		rerender( <Screens path="details" title="Harbor Home" /> );
		await frames();
		expect( focused() ).toBe(
			screen.getByRole( 'heading', { name: 'Harbor Home' } )
		);
	} );

	it( 'leaves a focus that is still in place, and the first screen', async () => {
		const { rerender } = render( <Screens path="list" title="Pages" /> );
		await frames();
		expect( focused() ).toBe( document.body );
		const nav = screen.getByRole( 'button', { name: 'Packs' } );
		nav.focus();
		rerender( <Screens path="details" title="Harbor Home" /> );
		await frames();
		expect( focused() ).toBe( nav );
	} );
} );
