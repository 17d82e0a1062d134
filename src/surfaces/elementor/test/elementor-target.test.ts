/**
 * The Elementor insert target against the e2e stub of Elementor's editor:
 * the page keeps its layout (its `template` page setting) unless the user
 * chose the item's (issue [23] F), and the question is asked only when
 * the layout would change.
 */
/**
 * Internal dependencies
 */
import type { InsertResult } from '../../../api/importer';
import { createElementorTarget, layoutChoiceFor } from '../elementor-target';
import { loadStub, start, stub, unloadStub } from './stub';

const w = window as any;

afterEach( unloadStub );

const content = [ { id: 'c1c1c1c', elType: 'container', elements: [] } ];

/**
 * What /insert answers for an Elementor page made for a layout.
 *
 * @param template The page template it was made for ('' for none).
 */
const answer = ( template: string ) =>
	( {
		status: 'success',
		item: { id: 9, name: 'Harbor Home', slug: 'harbor-home' },
		platform: 'elementor',
		content: JSON.stringify( { content, page_settings: { template } } ),
		page_settings: template ? { template } : {},
		images: { copied: 0, reused: 0, failed: [] },
		error: null,
	} ) as unknown as InsertResult;

const target = () =>
	createElementorTarget( { onClose: jest.fn(), notify: jest.fn() } );

describe( 'the Elementor insert target', () => {
	beforeEach( () => {
		loadStub();
		start();
		stub().load( [] );
	} );

	it( 'asks only when the item was made for another layout the page can take, with Elementor’s own labels', () => {
		expect(
			target().layoutChoice?.( answer( 'elementor_header_footer' ) )
		).toEqual( {
			current: { value: 'default', label: 'Default' },
			proposed: {
				value: 'elementor_header_footer',
				label: 'Elementor Full Width',
			},
		} );
		expect( target().layoutChoice?.( answer( '' ) ) ).toBeNull();
		expect( layoutChoiceFor( 'default' ) ).toBeNull();
		// Not a layout this page offers (another theme's template).
		expect( layoutChoiceFor( 'page-no-title' ) ).toBeNull();
	} );

	it( 'keeps the page’s layout when the user did not choose the item’s', async () => {
		await target().insert( answer( 'elementor_header_footer' ) );
		expect( stub().pageSettings().template ).toBe( 'default' );
		expect( stub().reloads() ).toBe( 0 );
		expect( stub().calls() ).toEqual( [ 'document/elements/import' ] );
		expect(
			( stub().elements() as Array< { id: string } > ).map(
				( element ) => element.id
			)
		).toEqual( [ 'c1c1c1c' ] );
	} );

	it( 'gives the page the item’s layout when chosen, in the same history entry', async () => {
		await target().insert( answer( 'elementor_header_footer' ), {
			template: 'elementor_header_footer',
		} );
		expect( stub().pageSettings().template ).toBe(
			'elementor_header_footer'
		);
		expect( stub().calls() ).toEqual( [
			'document/elements/settings',
			'document/elements/import',
		] );
		expect( stub().history() ).toHaveLength( 1 );
		w.$e.run( 'document/history/undo' );
		expect( stub().pageSettings().template ).toBe( 'default' );
	} );

	it( 'a document without a layout (no template setting) is never asked', () => {
		w.elementor.settings.page.model.unset( 'template' );
		expect( layoutChoiceFor( 'elementor_header_footer' ) ).toBeNull();
	} );
} );
