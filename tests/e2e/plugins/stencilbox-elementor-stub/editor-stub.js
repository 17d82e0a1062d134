/**
 * A stub of exactly the Elementor editor globals the Stencilbox bridge
 * touches (src/surfaces/elementor/adapter.ts), for e2e and Jest tests on
 * machines where Elementor cannot run. Written from Elementor's published
 * code, read (never copied) with these signatures checked:
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
 *   (`AddSectionBase`, a `Marionette.ItemView`; its `<section>` holds
 *   `.elementor-add-section-inner` and the `.elementor-add-section-area-button`
 *   buttons inside `.elementor-add-new-section`). In the version the search
 *   index keeps without its commit (Elementor 3.2x), `behaviors()` returns
 *   `elementor.hooks.applyFilters( 'views/add-section/behaviors', behaviors, this )`
 *   where `behaviors` holds a `contextMenu` behaviour (groups `paste`: Paste,
 *   Paste from other site; `content`: Copy All Content, Delete All Content;
 *   `eventTargets: [ '.elementor-add-section-inner' ]`); the older version at
 *   commit 9dd7bd58a8aebcbfeab1a4db67142359a5404bc2 returns the same object
 *   without the filter. `getOption( 'at' )` is the inline area's position,
 *   undefined for the area at the end of the page.
 * - Element views: `assets/dev/js/editor/elements/views/base.js` (commit
 *   0742117a6a1d7e58f3e02253bdbe14ce9f14008a): `behaviors()` applies
 *   `elements/{elType}/contextMenuGroups` to `getContextMenuGroups()` with the
 *   view as second argument, puts the groups in a `contextMenu` behaviour and
 *   applies `elements/base/behaviors`; the groups are `general` (Edit, Duplicate),
 *   `clipboard` (Copy, Paste, Paste Style, Reset Style) and `delete`. A section
 *   (`elements/views/section.js`, commit cacd36bf9c2de5bde422e8e5eb880638d2cb50be)
 *   and a container (`elements/views/container.js`, commit
 *   df0cc12ae7b73fb751b386c6cbb4b9f1630fe59f) add a `save` group ("Save as
 *   Template") after `clipboard`; a container also `newContainerGroup` after
 *   `general`. `getContainer()` answers the element's container.
 * - The context menu: `elements/views/behaviors/context-menu.js` (commit
 *   0603778ecbe332969bc67846db88c34741f34e21), a `Marionette.Behavior` opened
 *   by `contextmenu` on `eventTargets`, adding a `tools` group (Navigator)
 *   before `delete` in the preview; `editor/utils/context-menu.js` (commit
 *   6a7117fe4e9c3a11cc6b92715ce42bb2127aa1a4) builds it: a `role="menu"` list
 *   of `role="group"` groups of `role="menuitem"` items (`action.title`, a
 *   function or a string), hidden when `group.isVisible` or `action.isVisible`
 *   is false, disabled without a callback or when `isEnabled()` is false;
 *   click, Enter or Space runs `action.callback()` and hides the menu. It
 *   opens in the editor's window, over the preview frame.
 * - Export: the element model's `toJSON( options )`
 *   (`elements/models/element.js`, commit e2c9eaefe0a58696d0689060b517353187aa674b)
 *   turns every attribute that has `toJSON` (settings, the children's
 *   collection) with the same options and deletes the `options.remove` keys;
 *   Elementor's "Save as Template" exports with `{ remove: [ 'default' ] }`
 *   (`components/template-library/views/parts/save-template.js`, commit
 *   8820689195e6245e177f51180c8c227762772afd): one element
 *   `[ model.toJSON( … ) ]`, the page `elementor.elements.toJSON( … )`. Here
 *   settings are the plain objects the document was loaded with: there are
 *   no controls, so no setting holds a control default to remove.
 * - `window.$e.run( command, args )` as `@elementor/editor-v1-adapters` 4.2.4
 *   calls it (`runCommandSync`), the history of the current document as its
 *   `undoable` reads it (`elementor.documents.getCurrent().history.addItem`),
 *   the preview as its `getCanvasIframeDocument()` reads it
 *   (`elementor.$preview[ 0 ].contentDocument`); src/surfaces/elementor/test
 *   runs that package against this file.
 * - Containers as `@elementor/editor-elements` 4.3.0 reads them
 *   (`sync/types.ts`: `V1Element` with `id`, `model.get/toJSON( { remove } )`,
 *   `settings.get`, `children`, `view`, `parent`;
 *   `elementor.documents.getCurrentId()`, `getCurrent().container`). The
 *   document's container is the one `components/settings/page/manager.js`
 *   builds (commit 29559a0a95db8e88067a054065084451b86cbd5b,
 *   `getEditedView()`): id and type 'document', its model holding the page
 *   settings model (`post_title`, …) and `elements: elementor.elements`,
 *   its `settings` that page settings model.
 *
 * Backbone, Underscore and jQuery are the real ones WordPress ships (script
 * handles `backbone`, `underscore`, `jquery`) and Marionette is the real
 * `backbone.marionette` 2.4.5 from npm, the version Elementor bundles
 * (`assets/lib/backbone/backbone.marionette.js`, MarionetteJS v2.4.5), served
 * by the stub plugin: views, behaviours and their lifecycle are the real
 * ones. The page exposes the document state to tests as
 * `window.stencilboxElementorStub`.
 */
( function () {
	'use strict';

	const { Backbone, Marionette, jQuery, _ } = window;
	const clone = ( value ) =>
		value === undefined ? undefined : JSON.parse( JSON.stringify( value ) );

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

	const documentId = window.stencilboxElementorStubDocument || 0;
	const state = {
		pageSettings: {},
		history: [],
		calls: [],
		// What the element menus' own actions were asked to do.
		actions: [],
		// Every export of a top-level element: toJSON( { remove } ), what
		// was removed and what it answered.
		exports: [],
	};

	// Models: an element whose children are a collection of elements.
	let documentElements = null;
	const ElementModel = Backbone.Model.extend( {
		initialize() {
			const elements = this.get( 'elements' );
			if ( undefined !== elements ) {
				this.set( 'elements', new ElementsCollection( elements ) );
			}
		},
		toJSON( options = {} ) {
			const data = Backbone.Model.prototype.toJSON.call( this );
			_.each( data, ( attribute, key ) => {
				data[ key ] =
					attribute && attribute.toJSON
						? attribute.toJSON( options )
						: clone( attribute );
			} );
			if ( options.remove ) {
				options.remove.forEach( ( key ) => delete data[ key ] );
				if ( this.collection === documentElements ) {
					state.exports.push( {
						remove: options.remove.slice(),
						data: clone( data ),
					} );
				}
			}
			return data;
		},
	} );
	const ElementsCollection = Backbone.Collection.extend( {
		model: ElementModel,
	} );
	documentElements = new ElementsCollection();

	// Containers (V1Element): one per element model, and the document's
	// (settings/page/manager.js: a model of the page settings and the
	// document's elements).
	const pageSettingsModel = new Backbone.Model( {
		post_title: window.stencilboxElementorStubTitle || '',
	} );
	const documentContainer = {
		id: 'document',
		type: 'document',
		model: new Backbone.Model( {
			id: 'document',
			elType: 'document',
			settings: pageSettingsModel,
			elements: documentElements,
		} ),
		settings: pageSettingsModel,
		view: {
			get collection() {
				return documentElements;
			},
		},
		get children() {
			return documentElements.map( containerOf );
		},
	};
	const containers = new WeakMap();
	function containerOf( model ) {
		if ( ! containers.has( model ) ) {
			const settings = model.get( 'settings' );
			containers.set( model, {
				id: model.get( 'id' ),
				type: model.get( 'elType' ),
				model,
				settings: new Backbone.Model(
					settings && ! Array.isArray( settings ) ? settings : {}
				),
				parent: documentContainer,
				view: null,
				get children() {
					const elements = model.get( 'elements' );
					return elements ? elements.map( containerOf ) : [];
				},
			} );
		}
		return containers.get( model );
	}
	const pageContainer = { id: 'page-settings' };

	const commands = {
		'document/elements/create'( { container, model, options = {} } ) {
			if ( container !== documentContainer ) {
				throw new Error( 'create: only into the document here' );
			}
			if ( ! model || typeof model.elType !== 'string' ) {
				throw new Error( 'create: a model with an elType' );
			}
			const at = Number.isInteger( options.at )
				? Math.min( options.at, documentElements.length )
				: documentElements.length;
			return containerOf(
				documentElements.add( clone( model ), { at } )
			);
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
			if ( ! ( args.model instanceof Backbone.Model ) ) {
				throw new Error( 'import: model must be a Backbone.Model' );
			}
			if ( ! args.data || args.data.constructor !== Object ) {
				throw new Error( 'import: data must be an Object' );
			}
			const options = args.options || {};
			let at =
				Number.isNaN( Number( options.at ) ) || options.at === undefined
					? documentContainer.view.collection.length
					: options.at;
			const created = [];
			const pageBefore = clone( state.pageSettings );
			Object.values( args.data.content ).forEach( ( model ) => {
				created.push(
					commands[ 'document/elements/create' ]( {
						container: documentContainer,
						model,
						options: Object.assign( options, { at } ),
					} ).model
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
					documentElements.remove( created );
					state.pageSettings = pageBefore;
				},
			} );
			return created.map( containerOf );
		},
		'document/history/undo'() {
			const item = state.history.pop();
			if ( item ) {
				item.restore( item, false );
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

	function previewDocument() {
		return document.getElementById( 'elementor-preview-iframe' )
			.contentDocument;
	}

	// The context menu (editor/utils/context-menu.js), in the editor's
	// window over the preview frame; one open at a time.
	let openMenu = null;
	function hideMenu() {
		if ( openMenu ) {
			openMenu.remove();
			openMenu = null;
		}
	}
	const isVisible = ( action ) =>
		typeof action.isVisible === 'function'
			? action.isVisible()
			: false !== action.isVisible;
	const isEnabled = ( action ) =>
		!! ( action.callback || action.groups ) &&
		( action.isEnabled ? action.isEnabled() : true );
	function showMenu( groups, event ) {
		hideMenu();
		const list = document.createElement( 'div' );
		list.className = 'elementor-context-menu elementor-context-menu-list';
		list.setAttribute( 'role', 'menu' );
		groups.forEach( ( group ) => {
			if ( false === group.isVisible ) {
				return;
			}
			const groupEl = document.createElement( 'div' );
			groupEl.className = `elementor-context-menu-list__group elementor-context-menu-list__group-${ group.name }`;
			groupEl.setAttribute( 'role', 'group' );
			// Groups are divided by separators.
			if ( list.children.length > 0 ) {
				groupEl.style.borderTop = '1px solid #ddd';
			}
			group.actions.filter( isVisible ).forEach( ( action ) => {
				const item = document.createElement( 'div' );
				item.className = `elementor-context-menu-list__item elementor-context-menu-list__item-${ action.name }`;
				item.setAttribute( 'role', 'menuitem' );
				item.tabIndex = 0;
				item.style.padding = '4px 12px';
				item.style.cursor = 'pointer';
				item.textContent =
					typeof action.title === 'function'
						? action.title()
						: action.title;
				const enabled = isEnabled( action );
				if ( ! enabled ) {
					item.classList.add(
						'elementor-context-menu-list__item--disabled'
					);
					item.setAttribute( 'aria-disabled', 'true' );
					item.style.color = '#999';
				}
				const run = () => {
					if ( isEnabled( action ) && isVisible( action ) ) {
						action.callback();
						hideMenu();
					}
				};
				item.addEventListener( 'click', run );
				item.addEventListener( 'keyup', ( keyEvent ) => {
					if ( [ 'Enter', ' ' ].includes( keyEvent.key ) ) {
						run();
					}
				} );
				groupEl.appendChild( item );
			} );
			list.appendChild( groupEl );
		} );
		const frame = document
			.getElementById( 'elementor-preview-iframe' )
			.getBoundingClientRect();
		Object.assign( list.style, {
			position: 'fixed',
			left: `${ frame.left + ( event.clientX || 0 ) }px`,
			top: `${ frame.top + ( event.clientY || 0 ) }px`,
			zIndex: 9999,
			background: '#fff',
			border: '1px solid #ccc',
			padding: '4px 0',
			minWidth: '200px',
			font: '13px sans-serif',
		} );
		document.body.appendChild( list );
		openMenu = list;
		previewDocument().addEventListener( 'mousedown', hideMenu, {
			once: true,
		} );
		list.querySelector( '[role="menuitem"]' )?.focus();
	}
	document.addEventListener( 'mousedown', ( event ) => {
		if ( openMenu && ! openMenu.contains( event.target ) ) {
			hideMenu();
		}
	} );
	document.addEventListener( 'keydown', ( event ) => {
		if ( 'Escape' === event.key ) {
			hideMenu();
		}
	} );

	// elements/views/behaviors/context-menu.js
	const ContextMenuBehavior = Marionette.Behavior.extend( {
		defaults: {
			context: 'preview',
			groups: [],
			eventTargets: [ 'el' ],
		},
		events() {
			const events = {};
			this.getOption( 'eventTargets' ).forEach( ( target ) => {
				events[
					'el' === target ? 'contextmenu' : `contextmenu ${ target }`
				] = 'onContextMenu';
			} );
			return events;
		},
		getGroups() {
			if ( ! this.groups ) {
				const groups = this.getOption( 'groups' );
				let at = groups.findIndex(
					( group ) => 'delete' === group.name
				);
				if ( -1 === at ) {
					at = groups.length;
				}
				groups.splice( at, 0, {
					name: 'tools',
					actions: [
						{
							name: 'navigator',
							title: 'Navigator',
							callback: () => state.actions.push( 'navigator' ),
						},
					],
				} );
				this.groups = groups;
			}
			return this.groups;
		},
		onContextMenu( event ) {
			event.preventDefault();
			event.stopPropagation();
			showMenu( this.getGroups(), event );
		},
		onDestroy() {
			hideMenu();
		},
	} );

	// What the element menus' own actions would run (recorded, not run).
	const record = ( name, view ) => () =>
		state.actions.push( `${ name }:${ view.model.get( 'id' ) }` );

	// views/add-section/base.js
	const AddSectionView = Marionette.ItemView.extend( {
		template: () =>
			'<div class="elementor-add-section-inner">' +
			'<div class="elementor-add-new-section">' +
			'<button type="button" class="elementor-add-section-area-button elementor-add-section-button" aria-label="Add New Container">+</button>' +
			'<button type="button" class="elementor-add-section-area-button elementor-add-template-button" aria-label="Add Template">T</button>' +
			'</div></div>',
		initialize() {
			this.el.className =
				'elementor-add-section elementor-visible-desktop';
			this.el.setAttribute( 'data-view', 'choose-action' );
		},
		behaviors() {
			return hooks.applyFilters(
				'views/add-section/behaviors',
				{
					contextMenu: {
						behaviorClass: ContextMenuBehavior,
						groups: this.getContextMenuGroups(),
						eventTargets: [ '.elementor-add-section-inner' ],
					},
				},
				this
			);
		},
		getContextMenuGroups() {
			const hasContent = () => documentElements.length > 0;
			return [
				{
					name: 'paste',
					actions: [
						{
							name: 'paste',
							title: 'Paste',
							isEnabled: () => false,
							callback: () => state.actions.push( 'paste' ),
						},
						{
							name: 'paste_area',
							title: 'Paste from other site',
							callback: () => state.actions.push( 'paste_area' ),
						},
					],
				},
				{
					name: 'content',
					actions: [
						{
							name: 'copy_all_content',
							title: 'Copy All Content',
							isEnabled: hasContent,
							callback: () =>
								state.actions.push( 'copy_all_content' ),
						},
						{
							name: 'delete_all_content',
							title: 'Delete All Content',
							isEnabled: hasContent,
							callback: () =>
								state.actions.push( 'delete_all_content' ),
						},
					],
				},
			];
		},
	} );

	// elements/views/base.js, section.js, container.js
	const ElementView = Marionette.ItemView.extend( {
		template: ( data ) =>
			'<div class="elementor-element-overlay">' +
			`<button type="button" class="elementor-editor-element-add" aria-label="Add section above ${ _.escape(
				data.id
			) }">+</button></div>` +
			`<div class="elementor-element-content">${ _.escape(
				data.elType
			) } ${ _.escape( data.id ) }</div>`,
		ui: { addButton: '.elementor-editor-element-add' },
		events: { 'click @ui.addButton': 'onAddButtonClick' },
		initialize() {
			this.el.className = `elementor-element elementor-element-edit-mode elementor-element-${ this.model.get(
				'id'
			) }`;
			this.el.setAttribute( 'data-id', this.model.get( 'id' ) );
			this.el.setAttribute(
				'data-element_type',
				this.model.get( 'elType' )
			);
			this.getContainer().view = this;
		},
		serializeData() {
			return {
				id: this.model.get( 'id' ),
				elType: this.model.get( 'elType' ),
			};
		},
		behaviors() {
			const groups = hooks.applyFilters(
				`elements/${ this.options.model.get(
					'elType'
				) }/contextMenuGroups`,
				this.getContextMenuGroups(),
				this
			);
			return hooks.applyFilters(
				'elements/base/behaviors',
				{
					contextMenu: {
						behaviorClass: ContextMenuBehavior,
						groups,
					},
				},
				this
			);
		},
		getContextMenuGroups() {
			const type = this.options.model.get( 'elType' );
			const groups = [
				{
					name: 'general',
					actions: [
						{
							name: 'edit',
							title: `Edit ${ type }`,
							callback: record( 'edit', this ),
						},
						{
							name: 'duplicate',
							title: 'Duplicate',
							callback: record( 'duplicate', this ),
						},
					],
				},
				{
					name: 'clipboard',
					actions: [
						[ 'copy', 'Copy' ],
						[ 'paste', 'Paste' ],
						[ 'pasteStyle', 'Paste Style' ],
						[ 'resetStyle', 'Reset Style' ],
					].map( ( [ name, title ] ) => ( {
						name,
						title,
						callback: record( name, this ),
					} ) ),
				},
				{
					name: 'delete',
					actions: [
						{
							name: 'delete',
							title: 'Delete',
							callback: record( 'delete', this ),
						},
					],
				},
			];
			if ( 'section' === type || 'container' === type ) {
				groups.splice( 2, 0, {
					name: 'save',
					actions: [
						{
							name: 'save',
							title: 'Save as Template',
							callback: record( 'save', this ),
						},
					],
				} );
			}
			if ( 'container' === type ) {
				groups.splice( 1, 0, {
					name: 'newContainerGroup',
					actions: [
						{
							name: 'newContainer',
							title: 'Add New Container',
							callback: record( 'newContainer', this ),
						},
					],
				} );
			}
			return groups;
		},
		getContainer() {
			return containerOf( this.model );
		},
		onAddButtonClick() {
			inlineAt = documentElements.indexOf( this.model );

			render();
		},
	} );

	// The preview: the document's elements, an inline add-section area
	// where one was asked for, and the area at the end of the page. Every
	// render destroys the previous views (their behaviours with them).
	let inlineAt = null;
	let views = [];
	function render() {
		views.forEach( ( view ) => view.destroy() );
		views = [];
		const body = previewDocument().body;
		body.textContent = '';
		const mount = ( view ) => {
			view.render();
			body.appendChild( view.el );
			views.push( view );
		};
		const el = ( tag ) => previewDocument().createElement( tag );
		documentElements.each( ( model, index ) => {
			if ( inlineAt === index ) {
				mount(
					new AddSectionView( { at: index, el: el( 'section' ) } )
				);
			}
			mount( new ElementView( { model, el: el( 'div' ) } ) );
		} );
		mount( new AddSectionView( { el: el( 'section' ) } ) );
	}

	window.$e = $e;
	window.elementor = {
		documents: {
			getCurrentId: () => documentId,
			getCurrent: () => ( {
				id: documentId,
				container: documentContainer,
				history: {
					addItem: ( item ) => state.history.push( item ),
				},
			} ),
		},
		getPreviewContainer: () => documentContainer,
		elements: documentElements,
		get $preview() {
			return jQuery( '#elementor-preview-iframe' );
		},
	};
	window.stencilboxElementorStub = {
		elements: () => documentElements.toJSON(),
		pageSettings: () => clone( state.pageSettings ),
		history: () =>
			state.history.map( ( { type, title, subTitle } ) => ( {
				type,
				title,
				subTitle,
			} ) ),
		calls: () => state.calls.slice(),
		actions: () => state.actions.slice(),
		exports: () => clone( state.exports ),
		/**
		 * A document to start from (what Elementor loads from the post).
		 *
		 * @param {Object[]} elements Top-level elements.
		 */
		load( elements ) {
			documentElements.reset( clone( elements ) );
			state.history = [];
			state.exports = [];
			state.actions = [];
			inlineAt = null;
			render();
		},
	};

	// The editor starts once every script is in: hooks exist from then on,
	// plugins waiting on 'elementor:init' run, then the preview renders.
	window.addEventListener(
		'load',
		() => {
			window.elementor.hooks = hooks;
			jQuery( window ).trigger( 'elementor:init' );
			render();
		},
		{ once: true }
	);
} )();
