/**
 * On a network, a site's administrator sees before the import starts which
 * of the pack's theme and plugins only a network administrator can add
 * (issue [22]); elsewhere nothing is said.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import DependenciesStep from '../dependencies-step';
import type { PackImportInfo } from '../../../api/site-import';
import type { WizardState } from '../../../stores/site-import';
import { initialForm } from '../../../stores/site-import/actions';
import {
	openedState,
	pack,
	packInfoData,
} from '../../../stores/site-import/test/fixtures';

function wizard( data: PackImportInfo[ 'data' ] ): WizardState {
	const { wizard: opened } = openedState( initialForm( pack, data ) );
	return { ...( opened as WizardState ), info: data, step: 2, subStep: 0 };
}

describe( 'DependenciesStep on a network', () => {
	it( 'names what a network administrator must add', () => {
		const { container } = render(
			<DependenciesStep
				wizard={ wizard(
					packInfoData( {
						needs_network_admin: [
							{
								type: 'theme',
								slug: 'stencilbox-canvas',
								name: 'Stencilbox Canvas',
							},
							{
								type: 'plugin',
								slug: 'mini-helper',
								name: 'Mini Helper',
							},
						],
					} )
				) }
			/>
		);
		// The notice, before the lists (Notice also speaks it).
		const notice = container.querySelector(
			'.components-notice .components-notice__content'
		);
		expect( notice?.textContent ).toBe(
			'Only a network administrator can add these to this site: Stencilbox Canvas (theme), Mini Helper. Ask one to add them before you import, or leave the theme unticked.'
		);
		expect(
			container.querySelector( '.components-notice.is-warning' )
		).not.toBeNull();
	} );

	it( 'says nothing when the user can add everything', () => {
		const { container } = render(
			<DependenciesStep wizard={ wizard( packInfoData() ) } />
		);
		expect( screen.getByText( 'Required Dependencies' ) ).toBeTruthy();
		expect( container.querySelector( '.components-notice' ) ).toBeNull();
	} );
} );
