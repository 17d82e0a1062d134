/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import DevicePreview, { DESKTOP_SIZE, frameSize } from '..';

describe( 'DevicePreview', () => {
	it( 'lays a device out at its size and scales it down to fit, never up', () => {
		expect( frameSize( 'desktop', 640 ) ).toEqual( {
			...DESKTOP_SIZE,
			scale: 0.5,
		} );
		// Spec part 2 §2: tablet 720×1080, mobile 320×480.
		expect( frameSize( 'tablet', 360 ) ).toEqual( {
			width: 720,
			height: 1080,
			scale: 0.5,
		} );
		expect( frameSize( 'mobile', 1000 ) ).toEqual( {
			width: 320,
			height: 480,
			scale: 1,
		} );
	} );

	it( 'frames the page without scripts and switches sizes', async () => {
		const user = userEvent.setup();
		render(
			<DevicePreview
				src="http://example.org/?stencilbox-preview=hero&stencilbox-preview-view=page"
				title="Live preview of Hero"
				label="Live preview on this site"
			/>
		);
		const frame = screen.getByTitle( 'Live preview of Hero' );
		// Same origin (the theme's fonts), and nothing else: no scripts, no forms, no popups.
		expect( frame.getAttribute( 'sandbox' ) ).toBe( 'allow-same-origin' );
		expect( frame.getAttribute( 'src' ) ).toContain(
			'stencilbox-preview=hero'
		);
		expect( frame.dataset.device ).toBe( 'desktop' );
		expect( frame.style.width ).toBe( '1280px' );

		const group = screen.getByRole( 'group', { name: 'Preview size' } );
		expect( group ).toBeTruthy();
		await user.click( screen.getByRole( 'button', { name: 'Tablet' } ) );
		expect( frame.dataset.device ).toBe( 'tablet' );
		expect( frame.style.width ).toBe( '720px' );
		expect( frame.style.height ).toBe( '1080px' );
		expect(
			screen
				.getByRole( 'button', { name: 'Tablet' } )
				.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		await user.click( screen.getByRole( 'button', { name: 'Mobile' } ) );
		expect( frame.style.width ).toBe( '320px' );
		expect( frame.style.height ).toBe( '480px' );
	} );
} );
