/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import HubCard from '../hub-card';

describe( 'HubCard', () => {
	it( 'heads its content, with the help line under the heading', () => {
		const { container } = render(
			<HubCard title="Bundles" help="A bundle is a zip.">
				<button>Export library</button>
			</HubCard>
		);
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Bundles' } )
		).toBeTruthy();
		const help = container.querySelector( '.stencilbox-hub__help' );
		expect( help?.textContent ).toBe( 'A bundle is a zip.' );
		expect(
			help?.compareDocumentPosition(
				screen.getByRole( 'button', { name: 'Export library' } )
			)
		).toBe( Node.DOCUMENT_POSITION_FOLLOWING );
	} );

	it( 'has no help line without help', () => {
		const { container } = render(
			<HubCard title="Checkout">
				<p>Form</p>
			</HubCard>
		);
		expect( container.querySelector( '.stencilbox-hub__help' ) ).toBeNull();
		expect(
			container.querySelector( '.stencilbox-hub__card' )
		).not.toBeNull();
	} );
} );
