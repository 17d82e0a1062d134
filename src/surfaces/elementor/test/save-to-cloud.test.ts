/**
 * "Save to Stencilbox cloud" against the stub of Elementor's editor: the
 * context-menu actions (an element's, the page's), the export, the push
 * source; and the stub itself held against Elementor's own
 * `@elementor/editor-v1-adapters`, which calls `$e.run`, the history and the
 * preview the way Elementor's editor does.
 */
/**
 * External dependencies
 */
import {
	__privateRunCommandSync as runCommandSync,
	getCanvasIframeDocument,
	undoable,
	type WindowWithHistoryManager,
} from '@elementor/editor-v1-adapters';

/**
 * Internal dependencies
 */
import {
	addElementMenuAction,
	addPageMenuAction,
	documentTitle,
	exportDocument,
	exportElement,
	onElementorInit,
	type CommandRunner,
	type ElementData,
	type ElementView,
} from '../adapter';
import { elementName, elementorPushSource } from '../push-source';
import DOCUMENT from '../../../../tests/fixtures/elementor-document.json';
import { loadStub, preview, start, stub, unloadStub } from './stub';

const w = window as any;

afterEach( unloadStub );

// What an Elementor page holds (shared with the e2e and PHP tests):
// settings objects (one empty), markup, a link, non-ASCII text, numbers and
// nested elements.
const PAGE = DOCUMENT as ElementData[];

/**
 * An element as Elementor's model holds it and exports it: with the
 * model's defaults (`isLocked`, `editSettings`, …; the stub's models add
 * them as Elementor's do).
 *
 * @param data Element data.
 */
const model = ( data: ElementData ): ElementData => stub().model( data );

const SAVE = 'Save to Stencilbox cloud';
const SAVE_PAGE = 'Save page to Stencilbox cloud';

/** Right-clicks an element of the preview (or an area's inner part). */
function rightClick( target: Element | null ) {
	if ( ! target ) {
		throw new Error( 'nothing to right-click' );
	}
	target.dispatchEvent(
		new MouseEvent( 'contextmenu', { bubbles: true, cancelable: true } )
	);
}

/** The open context menu: its groups, each with its items. */
function menu() {
	const list = document.querySelector( '[role="menu"]' );
	return list
		? Array.from(
				list.querySelectorAll( '[role="group"]' ),
				( group ) => ( {
					group: group.className.replace( /^.*__group-/, '' ),
					items: Array.from(
						group.querySelectorAll( '[role="menuitem"]' ),
						( entry ) => entry.textContent
					),
				} )
			)
		: null;
}

function item( title: string ) {
	return Array.from(
		document.querySelectorAll< HTMLElement >( '[role="menuitem"]' )
	).find( ( candidate ) => candidate.textContent === title ) as HTMLElement;
}

/**
 * The bridge's registrations, made when the editor starts.
 *
 * @param onElement Called with the element's view.
 * @param onPage    Called for the page.
 */
function register(
	onElement: ( view: ElementView ) => void,
	onPage: () => void
) {
	onElementorInit( () => {
		addElementMenuAction( [ 'section', 'container' ], {
			name: 'stencilbox-save',
			title: SAVE,
			callback: onElement,
		} );
		addPageMenuAction( {
			name: 'stencilbox-save-page',
			title: SAVE_PAGE,
			callback: onPage,
		} );
	} );
}

/** Both registrations, as the bridge makes them; what each answered. */
const registerBoth = () => [
	addElementMenuAction( [ 'section' ], {
		name: 'x',
		title: SAVE,
		callback: jest.fn(),
	} ),
	addPageMenuAction( { name: 'x', title: SAVE, callback: jest.fn() } ),
];

describe( 'without Elementor', () => {
	it( 'the menu actions and the export stay silent and never throw', () => {
		expect( registerBoth() ).toEqual( [ false, false ] );
		expect( exportElement( {} ) ).toBeNull();
		expect(
			exportElement( {
				getContainer: () => {
					throw new Error( 'destroyed' );
				},
			} )
		).toBeNull();
		expect( exportDocument() ).toBeNull();
		expect( documentTitle() ).toBe( '' );
		expect( elementorPushSource( [], 'page' ) ).toEqual( {
			name: '',
			file_content: {
				__file: 'elementor',
				platform: 'elementor',
				id: 0,
				type: 'page',
				title: '',
				content: '{"content":[]}',
			},
		} );
	} );

	it( 'an editor that answers nonsense is not trusted', () => {
		w.elementor = {
			hooks: {
				addFilter: () => {
					throw new Error( 'hooks are gone' );
				},
			},
			documents: {
				getCurrent: () => ( {
					container: {
						model: {
							get: () => ( { toJSON: () => [ 'text' ] } ),
						},
						settings: { get: () => 42 },
					},
				} ),
			},
		};
		expect( registerBoth() ).toEqual( [ false, false ] );
		expect( exportDocument() ).toBeNull();
		expect( documentTitle() ).toBe( '' );
		expect(
			exportElement( {
				getContainer: () => ( { model: { toJSON: () => null } } ),
			} )
		).toBeNull();
	} );
} );

describe( 'on the stub of Elementor’s editor', () => {
	it( 'offers "Save to Stencilbox cloud" beside "Save as Template" on sections and containers, and exports that element', () => {
		loadStub();
		const views: ElementView[] = [];
		register( ( view ) => views.push( view ), jest.fn() );
		start();
		stub().load( PAGE );

		rightClick( preview().querySelector( '[data-id="c0ffee1"]' ) );
		expect( menu() ).toEqual( [
			{ group: 'general', items: [ 'Edit container', 'Duplicate' ] },
			{ group: 'newContainerGroup', items: [ 'Add New Container' ] },
			{
				group: 'clipboard',
				items: [ 'Copy', 'Paste', 'Paste Style', 'Reset Style' ],
			},
			{
				group: 'save',
				items: [
					'Generate variations with AI',
					'Save as a template',
					'Save as default',
					SAVE,
				],
			},
			{ group: 'tools', items: [ 'Navigator' ] },
			{ group: 'delete', items: [ 'Delete' ] },
		] );
		item( SAVE ).click();
		expect( menu() ).toBeNull();
		expect( views ).toHaveLength( 1 );
		expect( exportElement( views[ 0 ] ) ).toEqual( model( PAGE[ 0 ] ) );
		// Exported the way Elementor exports: toJSON( { remove: [ 'default' ] } ).
		expect( stub().exports() ).toEqual( [
			{ remove: [ 'default' ], data: model( PAGE[ 0 ] ) },
		] );
		// Elementor's own actions are still there and still theirs.
		expect( stub().actions() ).toEqual( [] );

		// A section, by keyboard.
		rightClick( preview().querySelector( '[data-id="decade1"]' ) );
		expect( menu()?.find( ( group ) => group.group === 'save' ) ).toEqual( {
			group: 'save',
			items: [ 'Save as a template', SAVE ],
		} );
		item( SAVE ).dispatchEvent(
			new KeyboardEvent( 'keyup', { key: 'Enter', bubbles: true } )
		);
		expect( views ).toHaveLength( 2 );
		expect( exportElement( views[ 1 ] ) ).toEqual( model( PAGE[ 1 ] ) );
	} );

	it( 'puts the action in a group of its own before "delete" where an element has no "save" group', () => {
		loadStub();
		const views: ElementView[] = [];
		onElementorInit( () =>
			addElementMenuAction( [ 'widget' ], {
				name: 'stencilbox-save',
				title: SAVE,
				callback: ( view ) => views.push( view ),
			} )
		);
		start();
		stub().load( [
			{ id: 'ccccccc', elType: 'widget', widgetType: 'button' },
		] );
		rightClick( preview().querySelector( '[data-id="ccccccc"]' ) );
		expect( menu()?.map( ( group ) => group.group ) ).toEqual( [
			'general',
			'clipboard',
			'stencilbox',
			'tools',
			'delete',
		] );
		item( SAVE ).click();
		expect( exportElement( views[ 0 ] ) ).toEqual(
			model( { id: 'ccccccc', elType: 'widget', widgetType: 'button' } )
		);
	} );

	it( 'offers "Save page to Stencilbox cloud" in every add-section area, enabled while the page has elements', () => {
		loadStub();
		const page = jest.fn();
		register( jest.fn(), page );
		start();

		// An empty page: there, but disabled.
		rightClick( preview().querySelector( '.elementor-add-section-inner' ) );
		expect( menu() ).toEqual( [
			{ group: 'paste', items: [ 'Paste', 'Paste from other site' ] },
			{
				group: 'content',
				items: [ 'Copy All Content', 'Delete All Content' ],
			},
			{ group: 'stencilbox', items: [ SAVE_PAGE ] },
			{ group: 'tools', items: [ 'Navigator' ] },
		] );
		expect( item( SAVE_PAGE ).getAttribute( 'aria-disabled' ) ).toBe(
			'true'
		);
		item( SAVE_PAGE ).click();
		expect( page ).not.toHaveBeenCalled();

		stub().load( PAGE );
		// The inline area above the second element has it too.
		(
			preview().querySelector(
				'[aria-label="Add section above decade1"]'
			) as HTMLButtonElement
		 ).click();
		const areas = preview().querySelectorAll(
			'.elementor-add-section-inner'
		);
		expect( areas ).toHaveLength( 2 );
		rightClick( areas[ 0 ] );
		expect( item( SAVE_PAGE ).getAttribute( 'aria-disabled' ) ).toBeNull();
		item( SAVE_PAGE ).click();
		expect( page ).toHaveBeenCalledTimes( 1 );
		expect( exportDocument() ).toEqual( PAGE.map( model ) );
		expect( stub().exports() ).toEqual(
			PAGE.map( ( data ) => ( {
				remove: [ 'default' ],
				data: model( data ),
			} ) )
		);
	} );

	it( 'hands Save & Push the export as a string, byte for byte, with the document it came from', () => {
		loadStub( 314, 'Harbor landing' );
		const views: ElementView[] = [];
		register( ( view ) => views.push( view ), jest.fn() );
		start();
		stub().load( PAGE );
		rightClick( preview().querySelector( '[data-id="decade1"]' ) );
		item( SAVE ).click();
		const element = exportElement( views[ 0 ] );
		expect( element ).not.toBeNull();

		const one = elementorPushSource( [ element! ], 'block' );
		expect( one ).toEqual( {
			// Named after what it is (issue [15] #12).
			name: 'Section',
			file_content: {
				__file: 'elementor',
				platform: 'elementor',
				id: 314,
				type: 'block',
				title: 'Harbor landing',
				content: JSON.stringify( { content: [ model( PAGE[ 1 ] ) ] } ),
			},
		} );
		// The markup, the link and the empty settings object as they were.
		expect( one.file_content.content ).toContain( '"settings":{},' );
		expect( one.file_content.content ).toContain(
			'"elements":[{"id":"decade2"'
		);
		expect( one.file_content.content ).toContain(
			'"link":{"url":"https://example.org/a/b?c=1&d=2"}'
		);

		const page = elementorPushSource( exportDocument()!, 'page' );
		expect( page.name ).toBe( 'Harbor landing' );
		expect( page.file_content.type ).toBe( 'page' );
		expect( JSON.parse( page.file_content.content ) ).toEqual( {
			content: PAGE.map( model ),
		} );
		expect( documentTitle() ).toBe( 'Harbor landing' );
	} );
} );

describe( 'elementName', () => {
	it( 'is the Navigator’s title, else the kind of element', () => {
		expect(
			elementName( {
				elType: 'widget',
				widgetType: 'heading',
				settings: { _title: ' Big title ' },
			} )
		).toBe( 'Big title' );
		expect(
			elementName( { elType: 'widget', widgetType: 'image-box' } )
		).toBe( 'Image box' );
		expect( elementName( { elType: 'container' } ) ).toBe( 'Container' );
		expect( elementName( undefined ) ).toBe( '' );
	} );
} );

describe( 'the stub, held against @elementor/editor-v1-adapters', () => {
	it( 'runs $e.run as Elementor’s runCommandSync calls it', () => {
		loadStub();
		start();
		// Our runner takes what Elementor's own runner is given (checked by tsc).
		const run: CommandRunner = ( command, args ) =>
			runCommandSync( command, args );
		run( 'document/elements/import', {
			model: new w.Backbone.Model( { title: 'Harbor Hero' } ),
			data: { content: [ PAGE[ 0 ] ], page_settings: {} },
			options: { at: 0 },
		} );
		expect( stub().elements() ).toEqual( [ model( PAGE[ 0 ] ) ] );
		expect( stub().history() ).toEqual( [
			{ type: 'add', title: 'Template', subTitle: 'Harbor Hero' },
		] );
		expect( () => runCommandSync( 'document/nothing' ) ).toThrow(
			'Command document/nothing not found'
		);
	} );

	it( 'keeps the history Elementor’s undoable writes, and undoes it', () => {
		loadStub();
		start();
		const history = (
			window as unknown as WindowWithHistoryManager
		 ).elementor?.documents?.getCurrent?.()?.history;
		expect( typeof history?.addItem ).toBe( 'function' );
		let value = 'before';
		const change = undoable(
			{
				do: () => {
					const previous = value;
					value = 'after';
					return previous;
				},
				undo: ( _payload, previous: string ) => {
					value = previous;
				},
			},
			{ title: 'Rename', subtitle: 'Hero' }
		);
		change();
		expect( value ).toBe( 'after' );
		expect( stub().history() ).toEqual( [
			expect.objectContaining( { title: 'Rename', subTitle: 'Hero' } ),
		] );
		w.$e.run( 'document/history/undo' );
		expect( value ).toBe( 'before' );
	} );

	it( 'shows its preview where Elementor’s getCanvasIframeDocument looks', () => {
		loadStub();
		start();
		expect( getCanvasIframeDocument() ).toBe( preview() );
	} );
} );
