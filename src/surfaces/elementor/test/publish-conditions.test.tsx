/**
 * In Elementor's editor of a saved template that shows nowhere yet, the
 * first "Publish" asks where it shows, as the block editor does; against
 * the stub of Elementor's editor, whose saver tells what the real one does
 * after a save (`page:status:change`, the new status then the old one).
 */
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import * as api from '../../../api/templates';
import { NAMES } from '../../../api/names';
import { onPublished } from '../adapter';
import AskForConditions from '../ask-for-conditions';
import { loadStub, start, stub, unloadStub } from './stub';

jest.mock( '../../../api/templates', () => ( {
	...jest.requireActual( '../../../api/templates' ),
	fetchConditions: jest.fn(),
} ) );

const fetchConditions = api.fetchConditions as jest.Mock;
const w = window as any;
const QUESTION = 'Where Do You Want to Display This Template';

/**
 * Opens Elementor's editor of a template with these boot settings, with the
 * question the surface renders there.
 *
 * @param template The template's type and how many conditions it has.
 */
async function openEditor( template?: { type: string; conditions: number } ) {
	w[ NAMES.settingsGlobal ] = template ? { template } : {};
	loadStub( 7, 'Top bar' );
	await act( async () => {
		start();
	} );
	return render( <AskForConditions /> );
}

/** "Publish": the save, then what the saver tells. */
async function publish( from?: string ) {
	await act( async () => {
		stub().publish( from );
		// The lazy modal's chunk, then its conditions.
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

beforeEach( () => {
	fetchConditions.mockReset();
	fetchConditions.mockResolvedValue( {
		config: [
			{
				name: 'general',
				label: 'Entire Site',
				sub_names: [],
				fields: [],
			},
		],
		template_conditions: [],
		can_save: true,
	} );
} );

afterEach( () => {
	delete w[ NAMES.settingsGlobal ];
	unloadStub();
} );

describe( 'Elementor: display conditions on first publish', () => {
	it( 'asks where a header with no conditions shows once it is published', async () => {
		await openEditor( { type: 'header', conditions: 0 } );
		expect( screen.queryByRole( 'dialog', { name: QUESTION } ) ).toBeNull();
		await publish();
		expect(
			await screen.findByRole( 'dialog', { name: QUESTION } )
		).toBeTruthy();
		expect( fetchConditions ).toHaveBeenCalledWith( 7 );
	} );

	it( 'does not ask again for a template already published, one with conditions, a section, or any other document', async () => {
		for ( const [ template, from ] of [
			[ { type: 'header', conditions: 0 }, 'publish' ],
			[ { type: 'header', conditions: 2 }, 'draft' ],
			[ { type: 'section', conditions: 0 }, 'draft' ],
			[ undefined, 'draft' ],
		] as const ) {
			const { unmount } = await openEditor( template );
			await publish( from );
			expect( {
				template,
				from,
				asked: !! screen.queryByRole( 'dialog', { name: QUESTION } ),
			} ).toEqual( { template, from, asked: false } );
			unmount();
			unloadStub();
		}
		expect( fetchConditions ).not.toHaveBeenCalled();
	} );
} );

describe( 'onPublished', () => {
	it( 'calls back on a change to publish only, and stops when asked', () => {
		loadStub();
		const callback = jest.fn();
		const stop = onPublished( callback );
		w.elementor.saver.trigger( 'page:status:change', 'draft', 'pending' );
		w.elementor.saver.trigger( 'page:status:change', 'publish', 'draft' );
		expect( callback ).toHaveBeenCalledTimes( 1 );
		stop();
		w.elementor.saver.trigger( 'page:status:change', 'publish', 'private' );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stays silent without Elementor', () => {
		expect( () => onPublished( jest.fn() )() ).not.toThrow();
	} );
} );
