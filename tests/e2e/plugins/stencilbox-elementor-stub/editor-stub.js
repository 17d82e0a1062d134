/**
 * A stub of exactly the Elementor editor globals the Stencilbox bridge
 * touches (src/surfaces/elementor/adapter.ts), for e2e and Jest tests on
 * machines where Elementor cannot run. Written from Elementor 4.2.3's
 * editor (the wordpress.org release's `assets/js/editor.js`,
 * `editor-document.js`, `web-cli.js`, `atomic-widgets-editor.js`), read
 * (never copied), and held against the real editor by the real-Elementor
 * suite (tests/e2e/elementor): where the two differ, this file is fixed.
 *
 * - `$e.run( 'document/elements/import', { model, data, options } )`
 *   (`document/elements/commands/import.js`): `model` must be a
 *   `Backbone.Model` (its `title` names the history entry: type 'add',
 *   title 'Template'), `data` a plain object whose `content` elements are
 *   created one by one (`document/elements/create`) at `options.at` (the end
 *   of the document when `at` is not a number); `options.withPageSettings`
 *   then applies `data.page_settings` to the page (`document/elements/
 *   settings`, external). Each created element opens in the panel unless
 *   `options.edit` is false (`elements/views/base.js`, `addElement`).
 * - History (`modules/history/assets/js/history/manager.js`, the
 *   `document/history` internal commands, `command-history-base.js` and
 *   `command-history-debounce-base.js`): a history command opens a log
 *   (`start-log`) unless one is open, logs its sub-items into it and closes
 *   only the log it opened (`end-log`); a settings change is a transaction
 *   (`add-transaction`) logged when it ends (`end-transaction`): at once
 *   inside another command, 800 ms later for a command run on its own.
 *   Undo restores the newest entry's sub-items newest first; redo the
 *   oldest first. A created element's undo deletes that element model.
 * - The page settings (`components/settings/page/manager.js`):
 *   `elementor.settings.page.model` (its `controls`: the Page Layout
 *   select's options), and `getEditedView().getContainer()`,
 *   the document's container. Changing `template` saves the page and
 *   reloads the preview (`document/hooks/ui/settings/reload-preview.js`):
 *   the reloaded editor builds new element models from the old ones
 *   (`initElements`: the unsaved elements, or the document's initial ones
 *   when there are none), so a history entry that holds the old models no
 *   longer reaches the elements; `preview:loaded` and `document:loaded`
 *   follow, and the panel's elements list focuses its search field on a
 *   timer (`panel/elements/layout.js`, `autoFocusSearch`).
 * - The saver's events (`elementor.saver`, Backbone events): after a save,
 *   `page:status:change` with the new status and the old one when the
 *   status changed (`document/save/hooks`, `onSaveSuccess`).
 * - Shortcuts (`web-cli.js`, `Shortcuts`, and the history component's
 *   `defaultShortcuts`): keydown on the editor's and the preview's windows;
 *   Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, except on fields and
 *   buttons (`:input`, `.elementor-input`, contenteditable).
 * - The add-section view (`views/add-section/base.js`, `inline.js`,
 *   `includes/editor-templates/editor-wrapper.php`'s template): a
 *   `<section>` holding `.elementor-add-section-inner` with the close and
 *   back buttons and `.elementor-add-new-section`: the +, templates and AI
 *   `.elementor-add-section-area-button`s, then "Drag widget here".
 *   `behaviors()` applies `views/add-section/behaviors` (a `contextMenu`
 *   behaviour: groups `paste` and `content`). `getOption( 'at' )` is an
 *   inline area's position (undefined for the area at the end of the
 *   page); an inline area closes (`destroy()`) when its templates button or
 *   its close button is pressed.
 * - Element views (`elements/views/base.js`, `section.js`, `container.js`,
 *   and Elementor 4's atomic layouts in `atomic-widgets-editor.js`):
 *   `behaviors()` applies `elements/{elType}/contextMenuGroups` (the view
 *   as second argument) and `elements/base/behaviors`; groups `general`,
 *   `clipboard` and `delete`; sections, containers, div blocks, flexboxes
 *   and grids add a `save` group after `clipboard` ("Save as a template";
 *   a container's also "Generate variations with AI" before it and "Save
 *   as default" after it, the atomic ones' "Create component" before it);
 *   a container also `newContainerGroup`. `getContainer()` answers the
 *   element's container.
 * - The context menu (`elements/views/behaviors/context-menu.js`,
 *   `editor/utils/context-menu.js`): a `role="menu"` list of `role="group"`
 *   groups of `role="menuitem"` items in the editor's window, a `tools`
 *   group (Navigator) before `delete`; disabled without a callback or when
 *   `isEnabled()` is false; click, Enter or Space runs the callback.
 * - Element models (`elements/models/element.js`): the defaults `id`,
 *   `elType`, `isInner`, `isLocked`, `settings`, `defaultEditSettings` and
 *   `interactions`, and `editSettings` made from `defaultEditSettings`;
 *   `toJSON( options )` turns every attribute that has `toJSON` with the
 *   same options and deletes the `options.remove` keys. Elementor's "Save as
 *   a template" exports with `{ remove: [ 'default' ] }`
 *   (`components/template-library/views/parts/save-template.js`): one
 *   element `[ model.toJSON( … ) ]`, the page `elementor.elements.toJSON(
 *   … )`. Here settings are the plain objects the document was loaded
 *   with: there are no controls, so no setting holds a control default.
 * - `window.$e.run( command, args )` as `@elementor/editor-v1-adapters`
 *   4.2.4 calls it (`runCommandSync`), the history as its `undoable` writes
 *   it (`history.addItem`), the preview as its `getCanvasIframeDocument()`
 *   reads it (`elementor.$preview[ 0 ].contentDocument`); the containers as
 *   `@elementor/editor-elements` reads them (`V1Element`: `id`,
 *   `model.get/toJSON( { remove } )`, `settings.get`, `children`, `view`,
 *   `parent`; `elementor.documents.getCurrentId()`, `getCurrent().container`).
 *
 * Backbone, Underscore and jQuery are the real ones WordPress ships (script
 * handles `backbone`, `underscore`, `jquery`) and Marionette is the real
 * `backbone.marionette` 2.4.5 from npm, the version Elementor bundles:
 * views, behaviours and their lifecycle are the real ones. The page exposes
 * the document state to tests as `window.stencilboxElementorStub`.
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

	// The editor's own timers (a test page that goes away stops them).
	const timers = new Set();
	const later = ( callback, ms = 0 ) => {
		const timer = setTimeout( () => {
			timers.delete( timer );
			callback();
		}, ms );
		timers.add( timer );
	};

	const documentId = window.stencilboxElementorStubDocument || 0;
	const state = {
		calls: [],
		// What the element menus' own actions were asked to do.
		actions: [],
		// Every export of a top-level element: toJSON( { remove } ), what
		// was removed and what it answered.
		exports: [],
		// Elements opened in the panel after being created.
		opened: [],
		reloads: 0,
	};

	// Models: an element whose children are a collection of elements.
	let documentElements = null;
	const ElementModel = Backbone.Model.extend( {
		defaults: () => ( {
			id: '',
			elType: '',
			isInner: false,
			isLocked: false,
			settings: {},
			defaultEditSettings: { defaultEditRoute: 'content' },
			interactions: {},
		} ),
		initialize() {
			const elements = this.get( 'elements' );
			if ( undefined !== elements ) {
				this.set( 'elements', new ElementsCollection( elements ) );
			}
			this.set(
				'editSettings',
				new Backbone.Model( clone( this.get( 'defaultEditSettings' ) ) )
			);
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
	// What the document was loaded with (a reload of an empty page starts
	// from it again).
	let initialElements = [];

	// The page settings and the document's container (settings/page/
	// manager.js: a model of the page settings and the document's elements).
	const pageSettingsModel = new Backbone.Model( {
		post_title: window.stencilboxElementorStubTitle || '',
		template: 'default',
	} );
	// Its controls (BaseSettings model's `controls`): the Page Layout select
	// lists Default, the theme's templates and Elementor's three
	// (modules/page-templates/module.php).
	pageSettingsModel.controls = {
		template: {
			type: 'select',
			options: {
				default: 'Default',
				elementor_canvas: 'Elementor Canvas',
				elementor_header_footer: 'Elementor Full Width',
				elementor_theme: 'Theme',
			},
		},
	};
	const initialPageSettings = pageSettingsModel.toJSON();
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

	// The history manager and the document/history internal commands.
	const history = {
		items: [],
		currentItemID: null,
		active: true,
		transactions: [],
		nextId: 1,
		getActive() {
			return this.active;
		},
		getCurrentId() {
			return this.currentItemID;
		},
		isItemStarted() {
			return null !== this.currentItemID;
		},
		// A new entry (redo is lost), or a sub-item of the open one.
		addItem( itemData ) {
			if ( ! this.active ) {
				return undefined;
			}
			while (
				this.items.length &&
				'applied' === this.items[ 0 ].status
			) {
				this.items.shift();
			}
			let item = this.items.find(
				( entry ) => entry.id === this.currentItemID
			);
			if ( ! item ) {
				item = {
					id: this.nextId++,
					title: itemData.title,
					subTitle: itemData.subTitle,
					type: itemData.type,
					status: 'not_applied',
					items: [],
				};
				this.items.unshift( item );
			}
			item.items.unshift( itemData );
			return item.id;
		},
		startItem( itemData ) {
			this.currentItemID = this.addItem( itemData ) ?? null;
			return this.currentItemID;
		},
		endItem( id ) {
			if ( this.currentItemID === id ) {
				this.currentItemID = null;
			}
		},
		undo() {
			const item = this.items.find(
				( entry ) => 'not_applied' === entry.status
			);
			if ( ! item ) {
				return;
			}
			this.active = false;
			item.items.forEach( ( sub ) => sub.restore?.( sub, false ) );
			this.active = true;
			item.status = 'applied';
		},
		redo() {
			const applied = this.items.filter(
				( entry ) => 'applied' === entry.status
			);
			const item = applied[ applied.length - 1 ];
			if ( ! item ) {
				return;
			}
			this.active = false;
			item.items
				.slice()
				.reverse()
				.forEach( ( sub ) => sub.restore?.( sub, true ) );
			this.active = true;
			item.status = 'not_applied';
		},
	};
	const internal = {
		'document/history/start-log'( args ) {
			if ( history.isItemStarted() || args.id ) {
				internal[ 'document/history/log-sub-item' ]( args );
				return null;
			}
			return history.startItem( args );
		},
		'document/history/end-log'( args ) {
			if ( args.id ) {
				history.endItem( args.id );
			}
		},
		'document/history/log-sub-item'( args ) {
			if ( ! history.getActive() ) {
				return;
			}
			const id = args.id || history.getCurrentId();
			const item = history.items.find( ( entry ) => entry.id === id );
			if ( ! item ) {
				throw new Error( 'History item not found.' );
			}
			const sub = { ...args };
			delete sub.id;
			item.items.unshift( sub );
		},
		'document/history/add-transaction'( args ) {
			const current = history.getCurrentId();
			history.transactions.push(
				current ? { ...args, id: current } : args
			);
		},
		'document/history/end-transaction'() {
			if ( ! history.transactions.length ) {
				return;
			}
			const [ first ] = history.transactions;
			const log = internal[ 'document/history/start-log' ]( {
				title: first.title,
				subTitle: first.subTitle,
				type: first.type,
				...( first.id ? { id: first.id } : {} ),
			} );
			history.transactions.forEach( ( transaction ) =>
				internal[ 'document/history/log-sub-item' ]( {
					...transaction,
					...( first.id ? { id: first.id } : {} ),
				} )
			);
			internal[ 'document/history/end-log' ]( { id: log } );
			history.transactions = [];
		},
		'document/history/clear-transaction'() {
			history.transactions = [];
		},
	};

	// The commands; `trace` is how deep the running ones are.
	let trace = 0;
	const historyCommand = ( getHistory, apply ) => ( args ) => {
		const entry = getHistory( args );
		const id = history.getActive()
			? internal[ 'document/history/start-log' ]( entry )
			: null;
		try {
			return apply( args );
		} finally {
			internal[ 'document/history/end-log' ]( { id } );
		}
	};
	const commands = {
		'document/elements/create': historyCommand(
			( { model } ) => ( { type: 'add', title: model?.elType || '' } ),
			( { container, model, options = {} } ) => {
				if ( container !== documentContainer ) {
					throw new Error( 'create: only into the document here' );
				}
				if ( ! model || typeof model.elType !== 'string' ) {
					throw new Error( 'create: a model with an elType' );
				}
				const at = Number.isInteger( options.at )
					? Math.min( options.at, documentElements.length )
					: documentElements.length;
				const into = documentElements;
				const created = into.add( clone( model ), { at } );
				if ( history.getActive() ) {
					internal[ 'document/history/log-sub-item' ]( {
						type: 'sub-add',
						restore( sub, isRedo ) {
							if ( isRedo ) {
								documentElements.add( clone( model ), {
									at: Math.min( at, documentElements.length ),
								} );
							} else {
								// The model it made: after a reload it is not in
								// the document any more, and stays.
								into.remove( created );
							}
						},
					} );
				}
				if ( false !== options.edit ) {
					state.opened.push( created.get( 'id' ) );
				}
				return containerOf( created );
			}
		),
		'document/elements/settings'( { container, settings, options } ) {
			if ( container !== documentContainer || ! options?.external ) {
				throw new Error( 'settings: the page, externally' );
			}
			const before = _.pick(
				pageSettingsModel.toJSON(),
				Object.keys( settings )
			);
			// A debounced history command: a transaction.
			if ( history.getActive() ) {
				internal[ 'document/history/add-transaction' ]( {
					type: 'change',
					title: 'Settings',
					restore( sub, isRedo ) {
						run( 'document/elements/settings', {
							container: documentContainer,
							settings: isRedo ? clone( settings ) : before,
							options: { external: true },
						} );
					},
				} );
				if ( 1 === trace ) {
					later(
						() => internal[ 'document/history/end-transaction' ](),
						800
					);
				} else {
					internal[ 'document/history/end-transaction' ]();
				}
			}
			pageSettingsModel.set( clone( settings ) );
			// reload-preview.js: a new page template saves and reloads.
			if ( settings.template ) {
				later( reloadPreview, 20 );
			}
		},
		'document/elements/import': historyCommand(
			( { model } ) => ( {
				type: 'add',
				title: 'Template',
				subTitle: model.get( 'title' ),
			} ),
			( args ) => {
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
					Number.isNaN( Number( options.at ) ) ||
					options.at === undefined
						? documentContainer.view.collection.length
						: options.at;
				const created = [];
				Object.values( args.data.content ).forEach( ( model ) => {
					created.push(
						run( 'document/elements/create', {
							container: documentContainer,
							model,
							options: Object.assign( options, { at } ),
						} )
					);
					at++;
				} );
				if ( options.withPageSettings ) {
					run( 'document/elements/settings', {
						container: documentContainer,
						settings: args.data.page_settings,
						options: { external: true },
					} );
				}
				return created;
			}
		),
		'document/history/undo'() {
			history.undo();
		},
		'document/history/redo'() {
			history.redo();
		},
	};

	function run( command, args = {} ) {
		if ( ! commands[ command ] ) {
			throw new Error( `Command ${ command } not found` );
		}
		if ( 0 === trace ) {
			state.calls.push( command );
		}
		trace++;
		try {
			return commands[ command ]( args );
		} finally {
			trace--;
			if ( 0 === trace ) {
				render();
			}
		}
	}

	const $e = {
		run,
		internal( command, args = {} ) {
			if ( ! internal[ command ] ) {
				throw new Error( `Command ${ command } not found` );
			}
			return internal[ command ]( args );
		},
		commands: {
			get currentTrace() {
				return new Array( trace ).fill( '' );
			},
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
				const fire = () => {
					if ( isEnabled( action ) && isVisible( action ) ) {
						action.callback();
						hideMenu();
					}
				};
				item.addEventListener( 'click', fire );
				item.addEventListener( 'keyup', ( keyEvent ) => {
					if ( [ 'Enter', ' ' ].includes( keyEvent.key ) ) {
						fire();
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

	// web-cli.js Shortcuts and the history component's shortcuts: ignored
	// on fields and buttons.
	function onShortcut( event ) {
		if ( ! ( event.ctrlKey || event.metaKey ) || event.altKey ) {
			return;
		}
		const key = String( event.key ).toLowerCase();
		const command =
			( 'z' === key && ! event.shiftKey && 'document/history/undo' ) ||
			( ( ( 'z' === key && event.shiftKey ) || 'y' === key ) &&
				'document/history/redo' );
		const $target = jQuery( event.target );
		if (
			! command ||
			$target.is( ':input, .elementor-input' ) ||
			$target.closest( '[contenteditable="true"]' ).length
		) {
			return;
		}
		event.preventDefault();
		run( command );
	}

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

	// views/add-section/base.js and inline.js
	const areaButton = ( classes, label, icon, extra = '' ) =>
		`<button type="button" class="${ classes } elementor-add-section-area-button" aria-label="${ label }"${ extra }><i class="${ icon }" aria-hidden="true"></i></button>`;
	let inlineAt = null;
	const AddSectionView = Marionette.ItemView.extend( {
		tagName: 'section',
		template: () =>
			'<div class="elementor-add-section-inner">' +
			'<button type="button" class="elementor-add-section-close" aria-label="Close"><i class="eicon-close" aria-hidden="true"></i></button>' +
			'<button type="button" class="elementor-add-section-back" aria-label="Back"><i class="eicon-chevron-left" aria-hidden="true"></i></button>' +
			'<div class="e-view elementor-add-new-section">' +
			areaButton(
				'elementor-add-section-button',
				'Add New Container',
				'eicon-plus'
			) +
			areaButton(
				'elementor-add-template-button',
				'Add Template',
				'eicon-folder'
			) +
			areaButton(
				'e-ai-layout-button e-button-primary',
				'Build with AI',
				'eicon-ai',
				' title="Build with AI"'
			) +
			'<div class="elementor-add-section-drag-title">Drag widget here</div>' +
			'</div></div>',
		ui: {
			closeButton: '.elementor-add-section-close',
			addTemplateButton: '.elementor-add-template-button',
		},
		events: {
			'click @ui.closeButton': 'onCloseButtonClick',
			'click @ui.addTemplateButton': 'onAddTemplateButtonClick',
		},
		initialize() {
			const inline = undefined !== this.getOption( 'at' );
			this.el.className = `elementor-add-section elementor-visible-desktop${
				inline ? ' elementor-add-section-inline' : ''
			}`;
			this.el.setAttribute( 'aria-label', 'Add new layout element' );
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
		onAddTemplateButtonClick() {
			state.actions.push( 'library/open' );
			if ( undefined !== this.getOption( 'at' ) ) {
				this.destroy();
			}
		},
		onCloseButtonClick() {
			if ( undefined !== this.getOption( 'at' ) ) {
				this.destroy();
			}
		},
		onDestroy() {
			if ( undefined !== this.getOption( 'at' ) ) {
				inlineAt = null;
			}
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

	// Elements saved as templates of their own type, and the other actions
	// of their "save" group in Elementor 4.2.3.
	const SAVE_GROUPS = {
		section: [],
		container: [
			[ 'ai', 'Generate variations with AI' ],
			[ 'save', 'Save as a template' ],
			[ 'save-default', 'Save as default' ],
		],
		'e-div-block': [ [ 'save-component', 'Create component' ] ],
		'e-flexbox': [ [ 'save-component', 'Create component' ] ],
		'e-grid': [ [ 'save-component', 'Create component' ] ],
	};

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
			if ( SAVE_GROUPS[ type ] ) {
				const actions = SAVE_GROUPS[ type ].length
					? SAVE_GROUPS[ type ]
					: [ [ 'save', 'Save as a template' ] ];
				groups.splice( 2, 0, {
					name: 'save',
					actions: ( 'container' === type
						? actions
						: [
								...actions.filter(
									( [ name ] ) => 'save' !== name
								),
								[ 'save', 'Save as a template' ],
							]
					).map( ( [ name, title ] ) => ( {
						name,
						title,
						callback: record( name, this ),
					} ) ),
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
	let views = [];
	function render() {
		views.forEach( ( view ) => view.isDestroyed || view.destroy() );
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

	// The panel's elements list and its search field (focused on a timer
	// when the list comes back after a reload).
	function showElementsPanel( focus ) {
		const panel = document.getElementById( 'elementor-panel' );
		if ( ! panel ) {
			return;
		}
		panel.innerHTML =
			'<label for="elementor-panel-elements-search-input">Search Widget:</label>' +
			'<input type="search" id="elementor-panel-elements-search-input" placeholder="Search Widget..." autocomplete="off">';
		if ( focus ) {
			later( () =>
				document
					.getElementById( 'elementor-panel-elements-search-input' )
					?.focus()
			);
		}
	}

	// reloadPreview(): the page is saved, the preview loads again and the
	// editor builds its elements anew (initElements).
	function reloadPreview() {
		state.reloads++;
		views.forEach( ( view ) => view.isDestroyed || view.destroy() );
		views = [];
		documentElements = new ElementsCollection(
			documentElements.length
				? documentElements.toJSON()
				: clone( initialElements )
		);
		documentContainer.model.set( 'elements', documentElements );
		window.elementor.elements = documentElements;
		inlineAt = null;
		render();
		window.elementor.trigger( 'preview:loaded', false );
		window.elementor.trigger( 'document:loaded' );
		showElementsPanel( true );
	}

	window.$e = $e;
	// Events as a Marionette application has them (getters kept: not assigned).
	window.elementor = {
		documents: {
			getCurrentId: () => documentId,
			getCurrent: () => ( {
				id: documentId,
				container: documentContainer,
				history,
			} ),
		},
		settings: {
			page: {
				model: pageSettingsModel,
				getEditedView: () => ( {
					getContainer: () => documentContainer,
				} ),
			},
		},
		getPreviewContainer: () => documentContainer,
		elements: documentElements,
		// The saver's events (`editor/document/save/hooks` →
		// `elementor.saver.trigger(…)`, kept for backwards compatibility).
		saver: _.extend( {}, Backbone.Events ),
		get $preview() {
			return jQuery( '#elementor-preview-iframe' );
		},
	};
	Object.assign( window.elementor, Backbone.Events );
	window.stencilboxElementorStub = {
		elements: () => documentElements.toJSON(),
		pageSettings: () => _.omit( pageSettingsModel.toJSON(), 'post_title' ),
		/** The history's entries that can be undone, newest first. */
		history: () =>
			history.items
				.filter( ( entry ) => 'not_applied' === entry.status )
				.map( ( { type, title, subTitle } ) => ( {
					type,
					title,
					subTitle,
				} ) ),
		calls: () => state.calls.slice(),
		actions: () => state.actions.slice(),
		exports: () => clone( state.exports ),
		opened: () => state.opened.slice(),
		/**
		 * What Elementor's model of an element holds (its defaults added).
		 *
		 * @param {Object} data Element data.
		 */
		model: ( data ) => new ElementModel( clone( data ) ).toJSON(),
		reloads: () => state.reloads,
		/**
		 * What the saver tells once "Publish" has saved the document: the
		 * new status, then the old one (only when it changed).
		 *
		 * @param {string} from The status before (a draft by default).
		 */
		publish( from = 'draft' ) {
			window.elementor.saver.trigger( 'after:save', {} );
			if ( 'publish' !== from ) {
				window.elementor.saver.trigger(
					'page:status:change',
					'publish',
					from
				);
			}
		},
		/** Stops the editor's pending timers (the page goes away). */
		stop: () => {
			timers.forEach( ( timer ) => clearTimeout( timer ) );
			timers.clear();
		},
		/**
		 * A document to start from (what Elementor loads from the post).
		 *
		 * @param {Object[]} elements Top-level elements.
		 */
		load( elements ) {
			initialElements = clone( elements );
			documentElements.reset( clone( elements ) );
			pageSettingsModel.set( clone( initialPageSettings ) );
			history.items = [];
			history.currentItemID = null;
			history.transactions = [];
			state.calls = [];
			state.exports = [];
			state.actions = [];
			state.opened = [];
			state.reloads = 0;
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
			jQuery( window ).on( 'keydown', onShortcut );
			jQuery( previewDocument().defaultView ).on( 'keydown', onShortcut );
			render();
			showElementsPanel( false );
		},
		{ once: true }
	);
} )();
