/**
 * The only place that touches Elementor's editor globals. Everything else in
 * the bridge speaks to this small interface, and tests stand a faithful stub
 * of exactly these APIs in Elementor's place
 * (tests/e2e/plugins/stencilbox-elementor-stub: the signatures it checks).
 *
 * Every function is silent without Elementor: it answers false / undefined
 * and never throws, so a missing or changed editor never breaks the page.
 */
/**
 * WordPress dependencies
 */
import { escapeHTML } from '@wordpress/escape-html';
import { __ } from '@wordpress/i18n';

/** The add-section view a behaviour is attached to. */
export interface AddSectionView {
	$el: ArrayLike< HTMLElement >;
	getOption?: ( name: string ) => unknown;
	destroy?: () => unknown;
}

interface BehaviorInstance {
	view: AddSectionView;
}

/** One element of an Elementor document, as `toJSON()` and import use it. */
export interface ElementData {
	id?: string;
	elType: string;
	elements?: ElementData[];
	[ key: string ]: unknown;
}

/**
 * What `toJSON()` takes: Elementor's export leaves out the settings that
 * still hold their control's default (`remove: [ 'default' ]`).
 */
interface ToJsonOptions {
	remove?: string[];
}

/**
 * A container (Elementor's `V1Element`, as `@elementor/editor-elements`
 * reads it): its model exports the element; a document's model holds the
 * document's elements (`elementor.elements`, the collection Elementor's
 * page settings container and its own page export read).
 */
interface ElementorContainer {
	model?: {
		toJSON?: ( options?: ToJsonOptions ) => unknown;
		get?: ( key: string ) => unknown;
	};
	settings?: { get?: ( key: string ) => unknown };
}

/** A Backbone collection of elements (a document's `elements`). */
interface ElementsCollection {
	length?: number;
	toJSON?: ( options?: ToJsonOptions ) => unknown;
}

/** An element's view, as a context-menu filter receives it. */
export interface ElementView {
	getContainer?: () => ElementorContainer | undefined;
}

/**
 * An action of Elementor's context menu (`editor/utils/context-menu.js`:
 * `name`, `title`, optional `icon`, `isEnabled`, and the `callback` run
 * when it is chosen).
 */
interface ContextMenuAction {
	name: string;
	title: string;
	icon?: string;
	isEnabled?: () => boolean;
	callback: () => void;
}

/** A group of actions; groups are divided by separators. */
interface ContextMenuGroup {
	name: string;
	actions: ContextMenuAction[];
	[ key: string ]: unknown;
}

/** `$e.run( command, args )`, as `@elementor/editor-v1-adapters` calls it. */
export type CommandRunner = ( command: string, args?: object ) => unknown;

interface ElementorGlobal {
	hooks: {
		addFilter: < Value, View >(
			hook: string,
			callback: ( value: Value, view?: View ) => unknown
		) => void;
	};
	documents?: {
		getCurrentId?: () => number;
		getCurrent?: () => { container?: ElementorContainer } | undefined;
	};
	/**
	 * The page settings (`components/settings/page/manager.js`): their
	 * model, and the document's container the settings command edits.
	 */
	settings?: {
		page?: {
			model?: {
				get?: ( key: string ) => unknown;
				/** The page settings' controls (`template`: the Page Layout select). */
				controls?: Record< string, { options?: unknown } | undefined >;
			};
			getEditedView?: () => { getContainer?: () => unknown };
		};
	};
	/** The editor's events (a Marionette application's `once`). */
	once?: ( event: string, callback: () => void ) => unknown;
	/**
	 * The saver's events (Backbone's): `page:status:change` gives the new
	 * status, then the old one, after a save that changed it.
	 */
	saver?: {
		on?: (
			event: string,
			callback: ( ...args: string[] ) => void
		) => unknown;
		off?: (
			event: string,
			callback: ( ...args: string[] ) => void
		) => unknown;
	};
	/** The preview frame (a jQuery object). */
	$preview?: ArrayLike<
		HTMLIFrameElement & { contentWindow: Window & typeof globalThis }
	>;
}

interface MarionetteGlobal {
	Behavior: {
		extend: ( proto: Record< string, unknown > ) => unknown;
	};
}

interface ElementorWindow {
	elementor?: ElementorGlobal;
	Marionette?: MarionetteGlobal;
	Backbone?: {
		Model: new ( attributes: Record< string, unknown > ) => unknown;
	};
	$e?: {
		run?: CommandRunner;
		internal?: CommandRunner;
	};
	jQuery?: ( target: Window ) => {
		on: ( event: string, handler: () => void ) => void;
	};
}

/** What Elementor's own "Save as Template" exports (`save-template.js`). */
const EXPORT: ToJsonOptions = { remove: [ 'default' ] };

const win = () => window as unknown as ElementorWindow;

/**
 * Runs `callback` once Elementor's editor has initialised.
 *
 * @param callback Called with no arguments.
 */
export function onElementorInit( callback: () => void ): void {
	const w = win();
	if ( w.elementor?.hooks ) {
		callback();
		return;
	}
	w.jQuery?.( window ).on( 'elementor:init', callback );
}

/**
 * Calls back each time the open document is published from another status
 * (Elementor's saver tells `page:status:change` after the save).
 *
 * @param callback Called with no arguments.
 * @return Stops listening.
 */
export function onPublished( callback: () => void ): () => void {
	const saver = win().elementor?.saver;
	if ( ! saver?.on ) {
		return () => {};
	}
	const listener = ( status?: string, previous?: string ) => {
		if ( 'publish' === status && 'publish' !== previous ) {
			callback();
		}
	};
	saver.on( 'page:status:change', listener );
	return () => {
		saver.off?.( 'page:status:change', listener );
	};
}

/**
 * Adds a behaviour to every "add section" area of the preview; `onRender`
 * receives the area's root element and its view. Elementor applies the
 * `views/add-section/behaviors` filter to the view's behaviours (its
 * `AddSectionBase::behaviors()`).
 *
 * @param key      Behaviour key.
 * @param onRender Decorates the rendered area.
 */
export function addSectionBehavior(
	key: string,
	onRender: ( root: HTMLElement, view: AddSectionView ) => void
): boolean {
	const w = win();
	if ( ! w.elementor?.hooks || ! w.Marionette?.Behavior ) {
		return false;
	}
	const behaviorClass = w.Marionette.Behavior.extend( {
		onRender( this: BehaviorInstance ) {
			const root = this.view.$el[ 0 ];
			if ( root ) {
				onRender( root, this.view );
			}
		},
	} );
	w.elementor.hooks.addFilter(
		'views/add-section/behaviors',
		( behaviors: Record< string, unknown > ) => ( {
			...behaviors,
			[ key ]: { behaviorClass },
		} )
	);
	return true;
}

/**
 * Where an add-section area inserts: its `at` option (an inline area
 * between elements), or undefined for the area at the end of the page —
 * what Elementor's own template library reads
 * (`AddSectionBase::getTemplatesModalOptions()`).
 *
 * @param view The area's view.
 */
export function insertPosition( view: AddSectionView ): number | undefined {
	try {
		const at = view.getOption?.( 'at' );
		return typeof at === 'number' && Number.isInteger( at ) && at >= 0
			? at
			: undefined;
	} catch {
		return undefined;
	}
}

/**
 * Closes an inline add-section area (one opened between elements), as
 * Elementor's own "Add Template" button does when it opens its library
 * (`views/add-section/inline.js`: `onAddTemplateButtonClick` destroys the
 * view). The area at the end of the page stays.
 *
 * @param view The area's view.
 */
export function closeInlineArea( view: AddSectionView ): void {
	if ( insertPosition( view ) === undefined ) {
		return;
	}
	try {
		view.destroy?.();
	} catch {}
}

/**
 * Gives the keyboard focus to the preview's document (its body), where
 * Elementor's shortcuts work: they are ignored on buttons and fields
 * (`$e.shortcuts`, `exclude: [ 'input' ]`). Done now and once more after
 * the editor's own timers: when Elementor shows its elements panel while
 * elements are created, it focuses the panel's search field on a timer
 * (`panel/elements/layout.js`, `autoFocusSearch`).
 */
export function focusPreview(): void {
	const focus = () => {
		try {
			const frame = win().elementor?.$preview?.[ 0 ];
			const active = frame?.contentDocument?.activeElement;
			if ( frame && active instanceof frame.contentWindow.HTMLElement ) {
				active.blur();
			}
			frame?.focus();
		} catch {}
	};
	focus();
	setTimeout( focus );
}

/**
 * The id of the document open in the editor (0 when unknown).
 */
export function currentDocumentId(): number {
	try {
		return Number( win().elementor?.documents?.getCurrentId?.() ) || 0;
	} catch {
		return 0;
	}
}

/** How long a preview reload may take before the insert goes on without it. */
export const PREVIEW_RELOAD_MS = 20_000;

/**
 * Resolves when Elementor has reloaded its preview and attached the
 * document again (`document:loaded`, the end of
 * `editor/documents/attach-preview`), or after `PREVIEW_RELOAD_MS`.
 *
 * @param w The editor's window.
 */
function previewReloaded( w: ElementorWindow ): Promise< void > {
	return new Promise( ( resolve ) => {
		const timer = setTimeout( resolve, PREVIEW_RELOAD_MS );
		w.elementor?.once?.( 'document:loaded', () => {
			clearTimeout( timer );
			resolve();
		} );
	} );
}

/** The open page's layout and the layouts it may take. */
export interface PageLayouts {
	/** Its `template` page setting (`default`, `elementor_header_footer`, …). */
	current: string;
	/** Each layout's name → its label, as the Page Layout control lists them. */
	options: Record< string, string >;
}

/**
 * The open page's layout (its `template` page setting) and the choices of
 * Elementor's Page Layout control (`modules/page-templates/module.php`:
 * Default, the theme's templates, Elementor Canvas, Elementor Full Width,
 * Theme); null when the document has no layout (a section, a header).
 */
export function pageLayouts(): PageLayouts | null {
	try {
		const model = win().elementor?.settings?.page?.model;
		const current = model?.get?.( 'template' );
		if ( typeof current !== 'string' || current === '' ) {
			return null;
		}
		const options = model?.controls?.template?.options;
		return {
			current,
			options:
				options && typeof options === 'object'
					? Object.fromEntries(
							Object.entries( options ).filter(
								( entry ): entry is [ string, string ] =>
									typeof entry[ 1 ] === 'string'
							)
						)
					: {},
		};
	} catch {
		return null;
	}
}

/**
 * The page settings that would change the open page (those it already has
 * are left out).
 *
 * @param w        The editor's window.
 * @param settings Page settings to apply.
 */
function changedPageSettings(
	w: ElementorWindow,
	settings: Record< string, unknown > | undefined
): Record< string, unknown > {
	const model = w.elementor?.settings?.page?.model;
	return Object.fromEntries(
		Object.entries( settings ?? {} ).filter(
			( [ key, value ] ) => model?.get?.( key ) !== value
		)
	);
}

/**
 * Puts elements into the open document as one undoable step, the way
 * Elementor's template library does: `document/elements/import` with a
 * model of the template (its title names the history entry) and the
 * content at `at`.
 *
 * Page settings that change the page (a page template) are applied first,
 * in the same history entry. Elementor saves and reloads its preview when
 * the template changes (`document/hooks/ui/settings/reload-preview.js`),
 * which rebuilds the document's elements: elements imported before the
 * reload could no longer be undone, and an undo that restored the settings
 * after the elements would bring them back from that save. So: one history
 * log (`document/history/start-log`), the settings (their transaction
 * closed into the log at once), the reload awaited, then the elements, then
 * the log closed. One undo removes the elements, then restores the
 * settings; redo puts both back.
 *
 * The title is escaped: Elementor's History panel prints a subtitle as
 * HTML (`{{{ subTitle }}}`), and an item's or file's name is the hub's.
 *
 * @param args              Arguments.
 * @param args.title        The history entry's subtitle (the item's name, plain text).
 * @param args.content      The elements.
 * @param args.pageSettings Page settings to apply, if any.
 * @param args.at           Position among the document's top-level elements (undefined: at the end).
 * @return Whether Elementor took them.
 */
export async function importElements( {
	title,
	content,
	pageSettings,
	at,
}: {
	title: string;
	content: ElementData[];
	pageSettings?: Record< string, unknown >;
	at?: number;
} ): Promise< boolean > {
	const w = win();
	const run = w.$e?.run;
	const Model = w.Backbone?.Model;
	if ( ! run || ! Model ) {
		return false;
	}
	const subTitle = escapeHTML( title );
	const importArgs = () => ( {
		model: new Model( { title: subTitle } ),
		data: { content, page_settings: {} },
		options: {
			withPageSettings: false,
			// Elementor opens each created element in its panel (`edit`),
			// which takes seconds per element on a busy machine: the panel
			// stays where it was, as after a paste.
			edit: false,
			...( at === undefined ? {} : { at } ),
		},
	} );
	try {
		const settings = changedPageSettings( w, pageSettings );
		const internal = w.$e?.internal;
		const page = w.elementor?.settings?.page
			?.getEditedView?.()
			?.getContainer?.();
		if ( ! Object.keys( settings ).length || ! internal || ! page ) {
			run( 'document/elements/import', importArgs() );
			return true;
		}
		const log = internal( 'document/history/start-log', {
			type: 'add',
			title: __( 'Template', 'stencilbox' ),
			subTitle,
		} );
		try {
			const reloaded = previewReloaded( w );
			run( 'document/elements/settings', {
				container: page,
				settings,
				options: { external: true },
			} );
			// Logged now, before the elements (not after Elementor's debounce).
			internal( 'document/history/end-transaction' );
			if ( 'template' in settings ) {
				await reloaded;
			}
			run( 'document/elements/import', importArgs() );
		} finally {
			internal( 'document/history/end-log', { id: log } );
		}
		return true;
	} catch {
		return false;
	}
}

/**
 * The element data of a container, exported as Elementor's own "Save as
 * Template" does (`toJSON( { remove: [ 'default' ] } )`); null when it is
 * not an element.
 *
 * @param container The container.
 */
function exportContainer(
	container: ElementorContainer | undefined
): ElementData | null {
	const data = container?.model?.toJSON?.( EXPORT ) as ElementData | null;
	return data && typeof data === 'object' && typeof data.elType === 'string'
		? data
		: null;
}

/** The open document's container (`documents.getCurrent().container`). */
const documentContainer = () =>
	win().elementor?.documents?.getCurrent?.()?.container;

/** The open document's top-level elements (a Backbone collection). */
const documentElements = () =>
	documentContainer()?.model?.get?.( 'elements' ) as
		ElementsCollection | undefined;

/**
 * Adds an action to the context menu of elements of these types, through
 * Elementor's `elements/{type}/contextMenuGroups` filter (applied by every
 * element view's `behaviors()`): into the "save" group beside "Save as
 * Template" when the element has one, else in a group of its own before
 * "delete". The callback receives the element's view.
 *
 * @param types           Element types (`section`, `container`).
 * @param action          The action.
 * @param action.name     Its name (a class of its menu item).
 * @param action.title    Its label.
 * @param action.callback Runs with the element's view.
 * @return Whether Elementor took the filters.
 */
export function addElementMenuAction(
	types: readonly string[],
	{
		name,
		title,
		callback,
	}: {
		name: string;
		title: string;
		callback: ( view: ElementView ) => void;
	}
): boolean {
	const hooks = win().elementor?.hooks;
	if ( ! hooks ) {
		return false;
	}
	const filter = ( groups: unknown, view?: ElementView ) => {
		if ( ! Array.isArray( groups ) || ! view ) {
			return groups;
		}
		const action: ContextMenuAction = {
			name,
			title,
			callback: () => callback( view ),
		};
		const list = groups as ContextMenuGroup[];
		const save = list.findIndex( ( group ) => group?.name === 'save' );
		if ( save >= 0 ) {
			return list.map( ( group, index ) =>
				index === save
					? { ...group, actions: [ ...group.actions, action ] }
					: group
			);
		}
		const at = list.findIndex( ( group ) => group?.name === 'delete' );
		const own = { name: 'stencilbox', actions: [ action ] };
		return at >= 0
			? [ ...list.slice( 0, at ), own, ...list.slice( at ) ]
			: [ ...list, own ];
	};
	try {
		types.forEach( ( type ) =>
			hooks.addFilter( `elements/${ type }/contextMenuGroups`, filter )
		);
		return true;
	} catch {
		return false;
	}
}

/**
 * Adds an action for the whole page to the context menu of every
 * add-section area, where Elementor keeps its own page actions ("Copy All
 * Content", "Delete All Content"): a group after them in the `contextMenu`
 * behaviour that `views/add-section/behaviors` filters. Enabled while the
 * page has elements.
 *
 * @param action          The action.
 * @param action.name     Its name.
 * @param action.title    Its label.
 * @param action.callback Runs when it is chosen.
 * @return Whether Elementor took the filter.
 */
export function addPageMenuAction( {
	name,
	title,
	callback,
}: {
	name: string;
	title: string;
	callback: () => void;
} ): boolean {
	const hooks = win().elementor?.hooks;
	if ( ! hooks ) {
		return false;
	}
	try {
		hooks.addFilter(
			'views/add-section/behaviors',
			( behaviors: Record< string, unknown > ) => {
				const menu = behaviors?.contextMenu as
					{ groups?: unknown } | undefined;
				if ( ! menu || ! Array.isArray( menu.groups ) ) {
					return behaviors;
				}
				const action: ContextMenuAction = {
					name,
					title,
					isEnabled: () => ( documentElements()?.length ?? 0 ) > 0,
					callback,
				};
				return {
					...behaviors,
					contextMenu: {
						...menu,
						groups: [
							...menu.groups,
							{ name: 'stencilbox', actions: [ action ] },
						],
					},
				};
			}
		);
		return true;
	} catch {
		return false;
	}
}

/**
 * An element's data for export (its view's container), or null.
 *
 * @param view The element's view.
 */
export function exportElement( view: ElementView ): ElementData | null {
	try {
		return exportContainer( view.getContainer?.() );
	} catch {
		return null;
	}
}

/**
 * Every top-level element of the open document, exported as Elementor's
 * own "Save as Template" exports a page (`elementor.elements.toJSON( {
 * remove: [ 'default' ] } )`); null without a document or when one is not
 * an element.
 */
export function exportDocument(): ElementData[] | null {
	try {
		const elements = documentElements()?.toJSON?.( EXPORT );
		return Array.isArray( elements ) &&
			elements.every(
				( element ) =>
					element &&
					typeof element === 'object' &&
					typeof element.elType === 'string'
			)
			? ( elements as ElementData[] )
			: null;
	} catch {
		return null;
	}
}

/**
 * The open document's title (its `post_title` setting; '' when unknown).
 */
export function documentTitle(): string {
	try {
		const title = documentContainer()?.settings?.get?.( 'post_title' );
		return typeof title === 'string' ? title : '';
	} catch {
		return '';
	}
}
