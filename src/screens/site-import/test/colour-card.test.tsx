/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { Colour } from '../customize-step';

describe( 'the wizard’s colour card', () => {
	it( 'shows the whole value, left to right even in a right-to-left page', () => {
		render(
			<div dir="rtl">
				<Colour
					entry={ {
						id: 'background',
						title: 'خلفية الصفحة الرئيسية للموقع',
						color: '#ffffff',
					} }
					value="#ffffff"
				/>
			</div>
		);
		const card = screen.getByRole( 'button', {
			name: 'خلفية الصفحة الرئيسية للموقع: #ffffff',
		} );
		const value = card.querySelector( 'code' );
		expect( value?.textContent ).toBe( '#ffffff' );
		// Left to right, so the "#" stays in front (not "ffffff#").
		expect( value?.getAttribute( 'dir' ) ).toBe( 'ltr' );
		// The name is what gives way when the card is narrow (style.scss).
		expect(
			card.querySelector( '.stencilbox-site-import__colour-name' )
				?.textContent
		).toBe( 'خلفية الصفحة الرئيسية للموقع' );
	} );
} );
