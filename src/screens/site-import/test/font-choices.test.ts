/**
 * Internal dependencies
 */
import { packFontChoices } from '../font-choices';

describe( 'the wizard’s font choices', () => {
	it( 'offers the pack’s own fonts first, once each, so the value in use is among them', () => {
		const site = [
			{ family: 'Arial', value: 'Arial, sans-serif', source: 'system' },
			{
				family: 'Manrope',
				value: 'Manrope, sans-serif',
				source: 'theme',
			},
		];
		const choices = packFontChoices(
			[
				{ font_family: 'Ysabeau Office' },
				{
					font_family: 'Literata',
					font_family_value: 'Literata, serif',
				},
				{ font_family: 'Ysabeau Office' },
				{ font_family: 'Manrope' },
				{},
			],
			site
		);
		expect( choices.map( ( font ) => font.family ) ).toEqual( [
			'Ysabeau Office',
			'Literata',
			'Manrope',
			'Arial',
		] );
		expect( choices[ 0 ] ).toEqual( {
			family: 'Ysabeau Office',
			value: '"Ysabeau Office", system-ui, sans-serif',
			source: 'pack',
		} );
		expect( choices[ 1 ].value ).toBe( 'Literata, serif' );
		// A pack font the site has too keeps the site's value.
		expect( choices[ 2 ] ).toEqual( {
			family: 'Manrope',
			value: 'Manrope, sans-serif',
			source: 'pack',
		} );
	} );
} );
