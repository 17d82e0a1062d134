/**
 * The only place that touches Elementor's editor globals. Everything else in
 * the bridge speaks to this small interface, and tests stand a faithful stub
 * of exactly these APIs in Elementor's place
 * (tests/e2e/plugins/stencilbox-elementor-stub: the signatures it checks).
 *
 * Every function is silent without Elementor: it answers false / undefined
 * and never throws, so a missing or changed editor never breaks the page.
 */

/** The add-section view a behaviour is attached to. */
export interface AddSectionView {
	$el: ArrayLike< HTMLElement >;
	getOption?: ( name: string ) => unknown;
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

interface ElementorGlobal {
	hooks: {
		addFilter: (
			hook: string,
			callback: ( value: Record< string, unknown > ) => unknown
		) => void;
	};
	documents?: {
		getCurrentId?: () => number;
	};
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
		run?: ( command: string, args?: object ) => unknown;
	};
	jQuery?: ( target: Window ) => {
		on: ( event: string, handler: () => void ) => void;
	};
}

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
 * The id of the document open in the editor (0 when unknown).
 */
export function currentDocumentId(): number {
	try {
		return Number( win().elementor?.documents?.getCurrentId?.() ) || 0;
	} catch {
		return 0;
	}
}

/**
 * Puts elements into the open document as one undoable step, the way
 * Elementor's template library does: `document/elements/import` with a
 * model of the template (its title names the history entry), the data
 * (`content`, `page_settings`) and `at` / `withPageSettings`.
 *
 * @param args              Arguments.
 * @param args.title        The history entry's subtitle (the item's name).
 * @param args.content      The elements.
 * @param args.pageSettings Page settings to apply, if any.
 * @param args.at           Position among the document's top-level elements (undefined: at the end).
 * @return Whether Elementor took them.
 */
export function importElements( {
	title,
	content,
	pageSettings,
	at,
}: {
	title: string;
	content: ElementData[];
	pageSettings?: Record< string, unknown >;
	at?: number;
} ): boolean {
	const w = win();
	const run = w.$e?.run;
	const Model = w.Backbone?.Model;
	if ( ! run || ! Model ) {
		return false;
	}
	const options: Record< string, unknown > = {
		withPageSettings: !! pageSettings,
	};
	if ( at !== undefined ) {
		options.at = at;
	}
	try {
		run( 'document/elements/import', {
			model: new Model( { title } ),
			data: { content, page_settings: pageSettings ?? {} },
			options,
		} );
		return true;
	} catch {
		return false;
	}
}
