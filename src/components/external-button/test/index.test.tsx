/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import ExternalButton from '..';

describe( 'ExternalButton', () => {
	it( 'is a link to another tab that cannot reach back to this page', () => {
		render(
			<ExternalButton href="https://example.org/demo">
				Live Demo
			</ExternalButton>
		);
		const link = screen.getByRole( 'link', { name: 'Live Demo' } );
		expect( link.getAttribute( 'href' ) ).toBe(
			'https://example.org/demo'
		);
		expect( link.getAttribute( 'target' ) ).toBe( '_blank' );
		expect( link.getAttribute( 'rel' ) ).toBe( 'noopener noreferrer' );
		expect( link.className ).toContain( 'is-secondary' );
		// The icon follows the label.
		expect( link.lastElementChild?.tagName.toLowerCase() ).toBe( 'svg' );
	} );

	it( 'takes the variant and class it is given', () => {
		render(
			<ExternalButton
				href="https://example.org/buy"
				variant="primary"
				className="stencilbox-item-sidebar__purchase"
			>
				Purchase
			</ExternalButton>
		);
		const link = screen.getByRole( 'link', { name: 'Purchase' } );
		expect( link.className ).toContain( 'is-primary' );
		expect( link.className ).toContain(
			'stencilbox-item-sidebar__purchase'
		);
	} );
} );
