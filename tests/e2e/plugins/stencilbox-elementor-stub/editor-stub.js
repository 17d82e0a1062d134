/**
 * A stub of exactly the Elementor editor globals the Stencilbox bridge
 * touches (src/surfaces/elementor/adapter.ts), for e2e tests on machines
 * where Elementor cannot run. Written from Elementor's published code, read
 * (never copied) with these signatures checked:
 *
 * - `$e.run( 'document/elements/import', { model, data, options } )`:
 *   elementor/elementor `assets/dev/js/editor/document/elements/commands/import.js`
 *   (the CommandHistory version, commit 57838aa3d3238898faa4582652abd42cac3aa601,
 *   Elementor 3.x): `model` must be a `Backbone.Model` (its `title` names the
 *   history entry: type 'add', title 'Template'), `data` a plain object whose
 *   `content` elements are created one by one at `options.at` (the end of the
 *   document when `at` is not a number), `options.withPageSettings` applies
 *   `data.page_settings` through `document/elements/settings` (external). One
 *   command, one history entry; undo removes what it created.
 * - The add-section view: `assets/dev/js/editor/views/add-section/base.js`
 *   (commit 9dd7bd58a8aebcbfeab1a4db67142359a5404bc2): `behaviors()` returns
 *   `elementor.hooks.applyFilters( 'views/add-section/behaviors', behaviors, this )`
 *   (a `contextMenu` behaviour first); `getOption( 'at' )` is the inline area's
 *   position, undefined for the area at the end of the page;
 *   `.elementor-add-section-area-button` buttons inside `.elementor-add-new-section`.
 * - `window.$e.run( command, args )` as `@elementor/editor-v1-adapters` 4.2.4
 *   calls it (`dispatchers/dispatchers.ts`: `runCommandSync`); the history of
 *   the current document as its `undoable/get-history-manager.ts` reads it
 *   (`elementor.documents.getCurrent().history.addItem`).
 * - Containers as `@elementor/editor-elements` 4.3.0 reads them
 *   (`sync/types.ts`: `V1Element` with `id`, `model.get/toJSON`, `view`;
 *   `elementor.documents.getCurrentId()`, `getCurrent().container`).
 * - `Marionette.Behavior.extend( proto )`; a behaviour gets `options` and
 *   `view`, and its `onRender` runs after the view renders (Marionette 2,
 *   which Elementor's editor uses).
 *
 * Backbone and jQuery are the real ones WordPress ships (script handles
 * `backbone`, `jquery`); `backbone.marionette` is not installed in this
 * project, so `Marionette.Behavior` (extend, options, view, onRender) is
 * stubbed. The page exposes the document state to tests as
 * `window.stencilboxElementorStub`.
 */
( function () {
	'use strict';

	const clone = ( value ) => JSON.parse( JSON.stringify( value ) );

	// The real Backbone and jQuery WordPress ships (this script depends on
	// them), as Elementor's editor has them.
	const Model = window.Backbone.Model;
	const jQuery = window.jQuery;

	// Marionette.Behavior: extend() makes a class; instances get options and view.
	class Behavior {
		constructor( options, view ) {
			this.options = options;
			this.view = view;
		}
		static extend( proto ) {
			const Parent = this;
			class Extended extends Parent {}
			Object.assign( Extended.prototype, proto );
			return Extended;
		}
	}

	// elementor.hooks: WordPress-style filters.
	const filters = {};
	const hooks = {
		addFilter( hook, callback ) {
			if ( typeof callback !== 'function' ) {
				throw new TypeError( 'addFilter needs a function' );
			}
			( filters[ hook ] = filters[ hook ] || [] ).push( callback );
		},
		applyFilters( hook, value, ...args ) {
			return ( filters[ hook ] || [] ).reduce(
				( current, callback ) => callback( current, ...args ),
				value
			);
		},
	};

	// The document: top-level elements (containers), page settings, history.
	const documentId = window.stencilboxElementorStubDocument || 0;
	const state = { elements: [], pageSettings: {}, history: [], calls: [] };

	const containerOf = ( data ) => ( {
		id: data.id,
		model: {
			get: ( key ) => data[ key ],
			toJSON: () => clone( data ),
		},
	} );
	const previewContainer = {
		id: 'document',
		view: {
			get collection() {
				return { length: state.elements.length };
			},
		},
	};
	const pageContainer = { id: 'page-settings' };

	const commands = {
		'document/elements/create'( { container, model, options = {} } ) {
			if ( container !== previewContainer ) {
				throw new Error( 'create: only into the document here' );
			}
			if ( ! model || typeof model.elType !== 'string' ) {
				throw new Error( 'create: a model with an elType' );
			}
			const at = Number.isInteger( options.at )
				? Math.min( options.at, state.elements.length )
				: state.elements.length;
			const data = clone( model );
			state.elements.splice( at, 0, data );
			return containerOf( data );
		},
		'document/elements/settings'( { container, settings, options } ) {
			if ( container !== pageContainer || ! options?.external ) {
				throw new Error( 'settings: the page, externally' );
			}
			const before = clone( state.pageSettings );
			Object.assign( state.pageSettings, clone( settings ) );
			return before;
		},
		'document/elements/import'( args ) {
			// validateArgs: requireArgumentInstance( 'model', Backbone.Model ),
			// requireArgumentConstructor( 'data', Object ).
			if ( ! ( args.model instanceof Model ) ) {
				throw new Error( 'import: model must be a Backbone.Model' );
			}
			if ( ! args.data || args.data.constructor !== Object ) {
				throw new Error( 'import: data must be an Object' );
			}
			const options = args.options || {};
			let at =
				Number.isNaN( Number( options.at ) ) || options.at === undefined
					? previewContainer.view.collection.length
					: options.at;
			const created = [];
			const pageBefore = clone( state.pageSettings );
			Object.values( args.data.content ).forEach( ( model ) => {
				created.push(
					commands[ 'document/elements/create' ]( {
						container: previewContainer,
						model,
						options: Object.assign( options, { at } ),
					} ).id
				);
				at++;
			} );
			if ( options.withPageSettings ) {
				commands[ 'document/elements/settings' ]( {
					container: pageContainer,
					settings: args.data.page_settings,
					options: { external: true },
				} );
			}
			// One history entry for the whole command (CommandHistory).
			state.history.push( {
				type: 'add',
				title: 'Template',
				subTitle: args.model.get( 'title' ),
				restore() {
					state.elements = state.elements.filter(
						( element ) => ! created.includes( element.id )
					);
					state.pageSettings = pageBefore;
				},
			} );
			return created.map( ( id ) =>
				containerOf( state.elements.find( ( e ) => e.id === id ) )
			);
		},
		'document/history/undo'() {
			const item = state.history.pop();
			if ( item ) {
				item.restore();
			}
		},
	};

	const $e = {
		run( command, args = {} ) {
			if ( ! commands[ command ] ) {
				throw new Error( `Command ${ command } not found` );
			}
			state.calls.push( command );
			const result = commands[ command ]( args );
			render();
			return result;
		},
	};

	// The add-section view (one per area): behaviours from the filter.
	class AddSectionView {
		constructor( options = {} ) {
			this.options = options;
			const el = previewDocument().createElement( 'section' );
			el.className = 'elementor-add-section elementor-visible-desktop';
			el.setAttribute( 'data-view', 'choose-action' );
			this.$el = { 0: el, length: 1 };
			const behaviors = hooks.applyFilters(
				'views/add-section/behaviors',
				{ contextMenu: { behaviorClass: Behavior, groups: [] } },
				this
			);
			this.behaviors = Object.values( behaviors ).map(
				( { behaviorClass, ...options2 } ) =>
					new behaviorClass( options2, this )
			);
		}
		getOption( name ) {
			return this.options[ name ];
		}
		render() {
			this.$el[ 0 ].innerHTML =
				'<div class="elementor-add-section-inner">' +
				'<div class="elementor-add-new-section">' +
				'<button type="button" class="elementor-add-section-area-button elementor-add-section-button" aria-label="Add New Container">+</button>' +
				'<button type="button" class="elementor-add-section-area-button elementor-add-template-button" aria-label="Add Template">T</button>' +
				'</div></div>';
			this.behaviors.forEach( ( behavior ) => behavior.onRender?.() );
			return this;
		}
	}

	function previewDocument() {
		return document.getElementById( 'elementor-preview-iframe' )
			.contentDocument;
	}

	let inlineAt = null;
	function render() {
		const body = previewDocument().body;
		body.textContent = '';
		state.elements.forEach( ( data, index ) => {
			if ( inlineAt === index ) {
				const inline = new AddSectionView( { at: index } ).render();
				body.appendChild( inline.$el[ 0 ] );
			}
			const el = previewDocument().createElement( 'div' );
			el.className = 'elementor-element';
			el.setAttribute( 'data-id', data.id );
			el.setAttribute( 'data-element_type', data.elType );
			const add = previewDocument().createElement( 'button' );
			add.type = 'button';
			add.className = 'elementor-editor-element-add';
			add.setAttribute( 'aria-label', `Add section above ${ data.id }` );
			add.textContent = '+';
			add.addEventListener( 'click', () => {
				inlineAt = index;
				render();
			} );
			el.appendChild( add );
			body.appendChild( el );
		} );
		const end = new AddSectionView().render();
		body.appendChild( end.$el[ 0 ] );
	}

	window.Marionette = { Behavior };
	window.$e = $e;
	window.elementor = {
		documents: {
			getCurrentId: () => documentId,
			getCurrent: () => ( {
				id: documentId,
				container: previewContainer,
				history: {
					addItem: ( item ) => state.history.push( item ),
				},
			} ),
		},
		getPreviewContainer: () => previewContainer,
	};
	window.stencilboxElementorStub = {
		elements: () => clone( state.elements ),
		pageSettings: () => clone( state.pageSettings ),
		history: () =>
			state.history.map( ( { type, title, subTitle } ) => ( {
				type,
				title,
				subTitle,
			} ) ),
		calls: () => state.calls.slice(),
		/**
		 * A document to start from (what Elementor loads from the post).
		 *
		 * @param {Object[]} elements Top-level elements.
		 */
		load( elements ) {
			state.elements = clone( elements );
			state.history = [];
			inlineAt = null;
			render();
		},
	};

	// The editor starts once every script is in: hooks exist from then on,
	// plugins waiting on 'elementor:init' run, then the preview renders.
	window.addEventListener( 'load', () => {
		window.elementor.hooks = hooks;
		jQuery( window ).trigger( 'elementor:init' );
		render();
	} );
} )();
