/**
 * The adapter against the e2e stub of Elementor's editor
 * (tests/e2e/plugins/stencilbox-elementor-stub/editor-stub.js, the same file
 * the e2e page loads, on real Backbone and Marionette), and with no
 * Elementor at all.
 */
import {
	addSectionBehavior,
	closeInlineArea,
	currentDocumentId,
	focusPreview,
	importElements,
	insertPosition,
	onElementorInit,
	type AddSectionView,
} from '../adapter';
import { loadStub, preview, start, stub, unloadStub } from './stub';

const w = window as any;

afterEach( unloadStub );

describe( 'without Elementor', () => {
	it( 'every function stays silent and never throws', async () => {
		const callback = jest.fn();
		expect( () => onElementorInit( callback ) ).not.toThrow();
		expect( callback ).not.toHaveBeenCalled();
		expect( addSectionBehavior( 'stencilbox', jest.fn() ) ).toBe( false );
		expect( currentDocumentId() ).toBe( 0 );
		expect(
			await importElements( {
				title: 'Hero',
				content: [ { id: 'a', elType: 'container' } ],
			} )
		).toBe( false );
		expect( () => focusPreview() ).not.toThrow();
		// Its second try, after the editor's timers.
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		const broken: AddSectionView = {
			$el: [],
			getOption: () => {
				throw new Error( 'gone' );
			},
		};
		expect( insertPosition( broken ) ).toBeUndefined();
		expect( insertPosition( { $el: [] } ) ).toBeUndefined();
	} );

	it( 'an editor that is there but broken is not trusted', async () => {
		w.elementor = { hooks: { addFilter: jest.fn() } };
		expect( addSectionBehavior( 'stencilbox', jest.fn() ) ).toBe( false );
		w.$e = {
			run: () => {
				throw new Error( 'Command not found' );
			},
		};
		w.Backbone = { Model: class {} };
		expect( await importElements( { title: 'Hero', content: [] } ) ).toBe(
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

	const base = [
		{ id: 'aaaaaaa', elType: 'container', elements: [] },
		{ id: 'bbbbbbb', elType: 'container', elements: [] },
	];
	const content = [
		{ id: 'c1c1c1c', elType: 'container', elements: [] },
		{ id: 'd2d2d2d', elType: 'container', elements: [] },
	];
	const ids = () =>
		( stub().elements() as Array< { id: string } > ).map(
			( element ) => element.id
		);

	it( 'imports elements at a position as one undoable step, none opened in the panel', async () => {
		loadStub();
		start();
		stub().load( base );
		expect(
			await importElements( { title: 'Harbor Hero', content, at: 1 } )
		).toBe( true );
		expect( ids() ).toEqual( [
			'aaaaaaa',
			'c1c1c1c',
			'd2d2d2d',
			'bbbbbbb',
		] );
		expect( stub().history() ).toEqual( [
			{ type: 'add', title: 'Template', subTitle: 'Harbor Hero' },
		] );
		expect( stub().calls() ).toEqual( [ 'document/elements/import' ] );
		// Elementor would open each element in its panel (`edit`): seconds
		// per element on a busy machine.
		expect( stub().opened() ).toEqual( [] );
		w.$e.run( 'document/history/undo' );
		expect( ids() ).toEqual( [ 'aaaaaaa', 'bbbbbbb' ] );

		// No position: at the end; no page settings: the page keeps its own.
		expect( await importElements( { title: 'End', content } ) ).toBe(
			true
		);
		expect( ids() ).toEqual( [
			'aaaaaaa',
			'bbbbbbb',
			'c1c1c1c',
			'd2d2d2d',
		] );
		expect( stub().pageSettings() ).toEqual( { template: 'default' } );
		expect( stub().reloads() ).toBe( 0 );
	} );

	it( 'an item’s name reaches Elementor’s history as text: its History panel prints the subtitle as HTML', async () => {
		const name = 'Harbor <img src=x onerror=alert(1)> & Co';
		const escaped = 'Harbor &lt;img src=x onerror=alert(1)> &amp; Co';
		loadStub();
		start();
		stub().load( base );
		expect( await importElements( { title: name, content } ) ).toBe( true );
		expect( stub().history() ).toEqual( [
			{ type: 'add', title: 'Template', subTitle: escaped },
		] );
		w.$e.run( 'document/history/undo' );
		// With page settings the log is opened by us, not by the import.
		expect(
			await importElements( {
				title: name,
				content,
				pageSettings: { template: 'elementor_header_footer' },
			} )
		).toBe( true );
		expect( stub().history() ).toEqual( [
			{ type: 'add', title: 'Template', subTitle: escaped },
		] );
	} );

	it( 'a page template that reloads the preview is applied first, in the same history entry: one undo takes both back, redo puts both back', async () => {
		loadStub();
		start();
		stub().load( base );
		expect(
			await importElements( {
				title: 'Harbor Home',
				content,
				pageSettings: { template: 'elementor_header_footer' },
				at: 1,
			} )
		).toBe( true );
		expect( stub().reloads() ).toBe( 1 );
		expect( stub().pageSettings() ).toEqual( {
			template: 'elementor_header_footer',
		} );
		expect( ids() ).toEqual( [
			'aaaaaaa',
			'c1c1c1c',
			'd2d2d2d',
			'bbbbbbb',
		] );
		expect( stub().calls() ).toEqual( [
			'document/elements/settings',
			'document/elements/import',
		] );
		expect( stub().history() ).toEqual( [
			{ type: 'add', title: 'Template', subTitle: 'Harbor Home' },
		] );

		w.$e.run( 'document/history/undo' );
		expect( ids() ).toEqual( [ 'aaaaaaa', 'bbbbbbb' ] );
		expect( stub().pageSettings() ).toEqual( { template: 'default' } );
		expect( stub().history() ).toEqual( [] );
		// Elementor reloads again for the template it puts back.
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( ids() ).toEqual( [ 'aaaaaaa', 'bbbbbbb' ] );

		w.$e.run( 'document/history/redo' );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( stub().pageSettings() ).toEqual( {
			template: 'elementor_header_footer',
		} );
		expect( ids() ).toEqual( [
			'aaaaaaa',
			'c1c1c1c',
			'd2d2d2d',
			'bbbbbbb',
		] );
	} );

	it( 'the stub holds Elementor’s own order against us: settings after the elements (its library’s way) leave the elements behind an undo', async () => {
		loadStub();
		start();
		stub().load( base );
		w.$e.run( 'document/elements/import', {
			model: new w.Backbone.Model( { title: 'Harbor Home' } ),
			data: {
				content,
				page_settings: { template: 'elementor_header_footer' },
			},
			options: { withPageSettings: true },
		} );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( stub().reloads() ).toBe( 1 );
		w.$e.run( 'document/history/undo' );
		expect( stub().pageSettings() ).toEqual( { template: 'default' } );
		// The reload made new element models: the entry no longer reaches them.
		expect( ids() ).toEqual( [
			'aaaaaaa',
			'bbbbbbb',
			'c1c1c1c',
			'd2d2d2d',
		] );
	} );

	it( 'a page template the page already has changes nothing and reloads nothing', async () => {
		loadStub();
		start();
		stub().load( base );
		expect(
			await importElements( {
				title: 'Same',
				content,
				pageSettings: { template: 'default' },
			} )
		).toBe( true );
		expect( stub().reloads() ).toBe( 0 );
		expect( stub().calls() ).toEqual( [ 'document/elements/import' ] );
	} );

	it( 'closes an inline add-section area as Elementor’s own template button does, and keeps the one at the end', () => {
		loadStub();
		const views: AddSectionView[] = [];
		onElementorInit( () =>
			addSectionBehavior( 'stencilbox', ( _root, view ) =>
				views.push( view )
			)
		);
		start();
		stub().load( base );
		(
			preview().querySelector(
				'[aria-label="Add section above bbbbbbb"]'
			) as HTMLButtonElement
		 ).click();
		expect(
			preview().querySelectorAll( '.elementor-add-section-inline' )
		).toHaveLength( 1 );
		const [ inline, end ] = views.slice( -2 );
		closeInlineArea( end );
		closeInlineArea( inline );
		expect(
			preview().querySelectorAll( '.elementor-add-section-inline' )
		).toHaveLength( 0 );
		expect(
			preview().querySelectorAll( '.elementor-add-section' )
		).toHaveLength( 1 );
	} );

	it( 'gives the focus to the preview, where Ctrl+Z undoes (Elementor ignores it on buttons and fields)', async () => {
		loadStub();
		start();
		stub().load( base );
		await importElements( { title: 'Harbor Hero', content } );
		const button = preview().querySelector(
			'.elementor-add-template-button'
		) as HTMLButtonElement;
		button.focus();
		const ctrlZ = ( target: Element ) =>
			target.dispatchEvent(
				new (
					target.ownerDocument.defaultView as Window &
						typeof globalThis
				 ).KeyboardEvent( 'keydown', {
					key: 'z',
					ctrlKey: true,
					bubbles: true,
				} )
			);
		ctrlZ( button );
		expect( ids() ).toHaveLength( 4 );
		const search = document.getElementById(
			'elementor-panel-elements-search-input'
		) as HTMLInputElement;
		search.focus();
		focusPreview();
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( search.ownerDocument.activeElement ).toBe(
			document.getElementById( 'elementor-preview-iframe' )
		);
		expect( preview().activeElement ).toBe( preview().body );
		ctrlZ( preview().activeElement as Element );
		expect( ids() ).toEqual( [ 'aaaaaaa', 'bbbbbbb' ] );
	} );

	it( 'reports false when the editor refuses the import', async () => {
		loadStub();
		start();
		// Not a Backbone.Model: the command's own validation refuses it.
		w.Backbone = { Model: class {} };
		expect(
			await importElements( {
				title: 'Hero',
				content: [ { id: 'a', elType: 'container' } ],
			} )
		).toBe( false );
		expect( stub().elements() ).toEqual( [] );
	} );
} );
