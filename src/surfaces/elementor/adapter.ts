/**
 * The only place that touches Elementor's editor globals. Everything else in
 * the bridge speaks to this small interface, and tests stand a faithful stub
 * of exactly these APIs in Elementor's place.
 */

/** The add-section view a behaviour is attached to. */
export interface AddSectionView {
	$el: ArrayLike< HTMLElement >;
	getOption?: ( name: string ) => unknown;
}

interface BehaviorInstance {
	view: AddSectionView;
}

interface ElementorGlobal {
	hooks: {
		addFilter: (
			hook: string,
			callback: (
				behaviors: Record< string, unknown >,
				view: AddSectionView
			) => Record< string, unknown >
		) => void;
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
 * receives the area's root element and its view.
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
		( behaviors ) => ( {
			...behaviors,
			[ key ]: { behaviorClass },
		} )
	);
	return true;
}
