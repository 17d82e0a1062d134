/**
 * The adapter against the e2e stub of Elementor's editor
 * (tests/e2e/plugins/stencilbox-elementor-stub/editor-stub.js, the same file
 * the e2e page loads, on real Backbone and Marionette), and with no
 * Elementor at all.
 */
import {
	addSectionBehavior,
	currentDocumentId,
	importElements,
	insertPosition,
	onElementorInit,
	type AddSectionView,
} from '../adapter';
import { loadStub, preview, start, stub, unloadStub } from './stub';

const w = window as any;

afterEach( unloadStub );

describe( 'without Elementor', () => {
	it( 'every function stays silent and never throws', () => {
		const callback = jest.fn();
		expect( () => onElementorInit( callback ) ).not.toThrow();
		expect( callback ).not.toHaveBeenCalled();
		expect( addSectionBehavior( 'stencilbox', jest.fn() ) ).toBe( false );
		expect( currentDocumentId() ).toBe( 0 );
		expect(
			importElements( {
				title: 'Hero',
				content: [ { id: 'a', elType: 'container' } ],
			} )
		).toBe( false );
		const broken: AddSectionView = {
			$el: [],
			getOption: () => {
				throw new Error( 'gone' );
			},
		};
		expect( insertPosition( broken ) ).toBeUndefined();
		expect( insertPosition( { $el: [] } ) ).toBeUndefined();
	} );

	it( 'an editor that is there but broken is not trusted', () => {
		w.elementor = { hooks: { addFilter: jest.fn() } };
		expect( addSectionBehavior( 'stencilbox', jest.fn() ) ).toBe( false );
		w.$e = {
			run: () => {
				throw new Error( 'Command not found' );
			},
		};
		w.Backbone = { Model: class {} };
		expect( importElements( { title: 'Hero', content: [] } ) ).toBe(
			false
		);
		w.elementor.documents = {
			getCurrentId: () => {
				throw new Error( 'no document' );
			},
		};
		expect( currentDocumentId() ).toBe( 0 );
	} );
} );

describe( 'on the stub of Elementor’s editor', () => {
	it( 'waits for elementor:init, then decorates every add-section area with its position', () => {
		loadStub();
		const seen: Array< { root: HTMLElement; at: number | undefined } > = [];
		onElementorInit( () =>
			addSectionBehavior( 'stencilbox', ( root, view ) =>
				seen.push( { root, at: insertPosition( view ) } )
			)
		);
		expect( seen ).toEqual( [] );
		start();
		// The area at the end of the (empty) page.
		expect( seen ).toHaveLength( 1 );
		expect( seen[ 0 ].at ).toBeUndefined();
		expect( seen[ 0 ].root.classList ).toContain( 'elementor-add-section' );
		expect( seen[ 0 ].root.ownerDocument ).toBe( preview() );

		stub().load( [
			{ id: 'aaaaaaa', elType: 'container', elements: [] },
			{ id: 'bbbbbbb', elType: 'container', elements: [] },
		] );
		(
			preview().querySelector(
				'[aria-label="Add section above bbbbbbb"]'
			) as HTMLButtonElement
		 ).click();
		expect( seen.slice( -2 ).map( ( entry ) => entry.at ) ).toEqual( [
			1,
			undefined,
		] );
	} );

	it( 'runs immediately once the editor is up', () => {
		loadStub();
		start();
		const callback = jest.fn();
		onElementorInit( callback );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads the open document', () => {
		loadStub( 314 );
		start();
		expect( currentDocumentId() ).toBe( 314 );
	} );

	it( 'imports elements at a position as one undoable step, with page settings', () => {
		loadStub();
		start();
		const base = [
			{ id: 'aaaaaaa', elType: 'container', elements: [] },
			{ id: 'bbbbbbb', elType: 'container', elements: [] },
		];
		stub().load( base );
		const content = [
			{ id: 'c1c1c1c', elType: 'container', elements: [] },
			{ id: 'd2d2d2d', elType: 'container', elements: [] },
		];
		expect(
			importElements( {
				title: 'Harbor Hero',
				content,
				pageSettings: { template: 'elementor_canvas' },
				at: 1,
			} )
		).toBe( true );
		expect( stub().elements() ).toEqual( [
			base[ 0 ],
			...content,
			base[ 1 ],
		] );
		expect( stub().pageSettings() ).toEqual( {
			template: 'elementor_canvas',
		} );
		expect( stub().history() ).toEqual( [
			{ type: 'add', title: 'Template', subTitle: 'Harbor Hero' },
		] );
		w.$e.run( 'document/history/undo' );
		expect( stub().elements() ).toEqual( base );
		expect( stub().pageSettings() ).toEqual( {} );

		// No position: at the end; no page settings: none applied.
		expect( importElements( { title: 'End', content } ) ).toBe( true );
		expect( stub().elements() ).toEqual( [ ...base, ...content ] );
		expect( stub().pageSettings() ).toEqual( {} );
	} );

	it( 'reports false when the editor refuses the import', () => {
		loadStub();
		start();
		// Not a Backbone.Model: the command's own validation refuses it.
		w.Backbone = { Model: class {} };
		expect(
			importElements( {
				title: 'Hero',
				content: [ { id: 'a', elType: 'container' } ],
			} )
		).toBe( false );
		expect( stub().elements() ).toEqual( [] );
	} );
} );
