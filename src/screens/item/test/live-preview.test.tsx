/**
 * The live preview (issue [13]) and both looks side by side (issue [25]):
 * the same preview page, once as the pack made the item and once matched
 * to this site.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import LivePreview, { livePreviewUrl } from '../live-preview';

const BASE = 'http://example.test/?stencilbox-preview=';

describe( 'LivePreview', () => {
	beforeEach( () => {
		( window as any ).stencilboxSettings = {
			capabilities: {},
			previewUrl: BASE,
		};
	} );
	afterEach( () => {
		delete ( window as any ).stencilboxSettings;
	} );

	it( 'asks the preview page for the pack’s look, or matched to this site', () => {
		expect( livePreviewUrl( 'dark-band' ) ).toBe(
			`${ BASE }dark-band&stencilbox-preview-view=page`
		);
		expect( livePreviewUrl( 'dark-band', 'site' ) ).toBe(
			`${ BASE }dark-band&stencilbox-preview-view=page&stencilbox-preview-look=site`
		);
		delete ( window as any ).stencilboxSettings;
		expect( livePreviewUrl( 'dark-band', 'site' ) ).toBe( '' );
	} );

	it( 'draws one frame, or both looks side by side', () => {
		const { unmount } = render(
			<LivePreview slug="dark-band" name="Dark Band" />
		);
		expect( document.querySelectorAll( 'iframe' ) ).toHaveLength( 1 );
		unmount();

		render( <LivePreview slug="dark-band" name="Dark Band" compare /> );
		const pack = screen.getByTitle( 'Dark Band with the pack’s look' );
		const site = screen.getByTitle( 'Dark Band matched to this site' );
		expect( pack.getAttribute( 'src' ) ).toBe(
			`${ BASE }dark-band&stencilbox-preview-view=page`
		);
		expect( site.getAttribute( 'src' ) ).toBe(
			`${ BASE }dark-band&stencilbox-preview-view=page&stencilbox-preview-look=site`
		);
		// A preview never runs script: both frames are sandboxed without it.
		for ( const frame of [ pack, site ] ) {
			expect( frame.getAttribute( 'sandbox' ) ).not.toBeNull();
			expect( frame.getAttribute( 'sandbox' ) ).not.toContain(
				'allow-scripts'
			);
		}
	} );
} );
