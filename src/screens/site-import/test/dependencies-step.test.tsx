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
			'Only a network administrator can add these to this site: Stencilbox Canvas (theme), Mini Helper. The import goes on without them; ask one to add them first if you want them.'
		);
		expect(
			container.querySelector( '.components-notice.is-warning' )
		).not.toBeNull();
	} );

	it( 'leaves such a plugin unticked and says why, where a needed plugin is otherwise locked on', () => {
		const dependency = {
			id: 1,
			slug: 'mini-helper',
			name: 'Mini Helper',
			plugin_file: 'mini-helper/mini-helper.php',
			is_pro: false,
			icon: '',
			link: '',
			mustHave: true,
		};
		const { rerender } = render(
			<DependenciesStep
				wizard={ wizard(
					packInfoData( {
						dependencies: [ dependency ],
						default_plugins: [],
						needs_network_admin: [
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
		const box = screen.getByRole( 'checkbox', { name: 'Mini Helper' } );
		expect( ( box as HTMLInputElement ).checked ).toBe( false );
		expect( ( box as HTMLInputElement ).disabled ).toBe( true );
		expect(
			screen.getByText(
				'Only a network administrator can add it to this site: the import goes on without it.'
			)
		).toBeTruthy();
		// Anyone who may add it: needed, so ticked and locked.
		rerender(
			<DependenciesStep
				wizard={ wizard(
					packInfoData( {
						dependencies: [ dependency ],
						default_plugins: [ 'mini-helper' ],
					} )
				) }
			/>
		);
		expect(
			(
				screen.getByRole( 'checkbox', {
					name: 'Mini Helper',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it( 'says nothing when the user can add everything', () => {
		const { container } = render(
			<DependenciesStep wizard={ wizard( packInfoData() ) } />
		);
		expect( screen.getByText( 'Required Dependencies' ) ).toBeTruthy();
		expect( container.querySelector( '.components-notice' ) ).toBeNull();
	} );
} );
