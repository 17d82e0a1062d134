/**
 * Helpers of the real-Elementor suite (tests/e2e/elementor, site D): the
 * editor opened and ready, its state read the way Elementor exports it,
 * a pack's id, full-site imports run through the REST routes.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import type { SiteRest } from './site-rest';

/** What the editor holds, as Elementor exports it. */
export interface EditorState {
	elements: Array< { id: string; elType: string; [ key: string ]: unknown } >;
	template: string;
	/** The history's entries that can be undone, newest first. */
	history: Array< { title: string; subTitle: string } >;
}

/**
 * Opens a post in Elementor's editor and waits until it can be used: the
 * document attached and the loading screen gone (it covers the preview
 * until then, and takes the first click).
 *
 * @param page   Page.
 * @param postId Post.
 */
export async function openElementor( page: Page, postId: number ) {
	await page.goto( `/wp-admin/post.php?post=${ postId }&action=elementor` );
	await page.waitForFunction(
		() =>
			!! ( window as any ).elementor?.documents?.getCurrent?.()
				?.container && !! ( window as any ).elementor?.$previewContents,
		null,
		{ timeout: 120_000 }
	);
	await expect( page.locator( '#elementor-loading' ) ).toBeHidden( {
		timeout: 120_000,
	} );
	return page.frameLocator( '#elementor-preview-iframe' );
}

/**
 * The open document's elements (exported as Elementor's "Save as a
 * template" exports them), its page template and its history.
 *
 * @param page Page.
 */
export function editorState( page: Page ): Promise< EditorState > {
	return page.evaluate( () => {
		const elementor = ( window as any ).elementor;
		return {
			elements: elementor.elements.toJSON( { remove: [ 'default' ] } ),
			template: elementor.settings.page.model.get( 'template' ),
			history: elementor.documents
				.getCurrent()
				.history.getItems()
				.filter(
					( item: any ) =>
						'not_applied' === item.get( 'status' ) &&
						! item.get( 'editing_started' )
				)
				.map( ( item: any ) => ( {
					title: item.get( 'title' ),
					subTitle: item.get( 'subTitle' ),
				} ) ),
		};
	} );
}

/**
 * Creates top-level elements in the open document (not opened in the
 * panel), as Elementor's own commands do.
 *
 * @param page  Page.
 * @param types Element types.
 */
export async function createElements( page: Page, types: string[] ) {
	await page.evaluate( ( list ) => {
		const w = window as any;
		for ( const elType of list ) {
			w.$e.run( 'document/elements/create', {
				container: w.elementor.getPreviewContainer(),
				model: { elType },
				options: { edit: false },
			} );
		}
	}, types );
}

/**
 * Every element id of a tree.
 *
 * @param elements Elements.
 */
export function ids( elements: EditorState[ 'elements' ] ): string[] {
	return elements.flatMap( ( element ) => [
		element.id,
		...ids( ( element.elements as EditorState[ 'elements' ] ) ?? [] ),
	] );
}

/**
 * The id of an Elementor pack of the catalogue, by its slug.
 *
 * @param admin An admin client of the site.
 * @param slug  The pack's slug.
 */
export async function elementorPackId(
	admin: SiteRest,
	slug: string
): Promise< number > {
	const list = await admin.rest< {
		data: Array< { id: number; slug: string } >;
	} >( 'GET', '/stencilbox/v1/items', {
		platform: 'elementor',
		type: 'pack',
		plan: 'all',
	} );
	return list.data.find( ( item ) => item.slug === slug )?.id as number;
}

/**
 * Runs a full-site import of a pack through the REST routes (the polling
 * transport) to its end; answers the session and its results.
 *
 * @param admin An admin client of the site.
 * @param id    The pack's id.
 * @param form  What the wizard would send (title, colours…).
 */
export async function importPack(
	admin: SiteRest,
	id: number,
	form: Record< string, unknown > = {}
) {
	const started = await admin.rest< { data: { session_id: string } } >(
		'POST',
		'/stencilbox/v1/full-site-import/start',
		{
			id,
			platform: 'elementor',
			title: 'Tidewater Studio',
			slogan: 'Brands by the sea',
			color: {},
			logo_size: 180,
			typography: {},
			theme: { stylesheet: 'stencilbox-canvas' },
			plugins: [],
			...form,
		}
	);
	const session = started.data.session_id;
	let action = 'continue';
	for ( let i = 0; i < 300 && action === 'continue'; i++ ) {
		action = (
			await admin.rest< { action: string } >(
				'POST',
				'/stencilbox/v1/full-site-import/run',
				{ session_id: session, is_lightspeed: true }
			)
		).action;
	}
	expect( action ).toBe( 'complete' );
	const log = await admin.rest< {
		log: Array< { action: string; data: Record< string, any > } >;
	} >( 'GET', '/stencilbox/v1/full-site-import/log', {
		session_id: session,
	} );
	const results = log.log.find( ( entry ) => entry.action === 'complete' )
		?.data as Record< string, any >;
	return { session, results };
}

/** An element of an Elementor document, as `_elementor_data` holds it. */
export interface ElementorElement {
	id: string;
	elType: string;
	widgetType?: string;
	settings?: Record< string, unknown >;
	elements?: ElementorElement[];
}

/** A kit global colour reference's prefix (`__globals__`). */
const COLOUR_GLOBAL = 'globals/colors?id=';

/**
 * A colour value as Elementor's colour control saves it (hex, rgb(),
 * hsl()); not a select that shares the name (`icon_color: custom`), nor
 * `transparent`, which is no colour of a design.
 */
const COLOUR = /^\s*(#[0-9a-f]{3,8}|rgba?\(|hsla?\()/i;

/** A kit typography reference's prefix. */
const TYPOGRAPHY_GLOBAL = 'globals/typography?id=';

/**
 * Background and border groups whose type has a default where Elementor
 * registers them (`includes/widgets/traits/button-trait.php`: the
 * button's `background` and `button_background_hover` are `classic`).
 */
const GROUP_DEFAULTS: Record< string, Record< string, string > > = {
	button: { background: 'classic', button_background_hover: 'classic' },
};

/** Elements that register a border group named `border` (`border_*`). */
const BORDER_GROUP = [ 'container', 'section', 'column', 'button' ];

/**
 * Each element of a tree, and each item of its repeaters (a setting that
 * is a list of objects with `_id`: Elementor draws each one with its own
 * values and globals) as an element of its widget's kind.
 *
 * @param elements A tree.
 */
export function* everyElement(
	elements: ElementorElement[]
): Generator< { kind: string; settings: Record< string, unknown > } > {
	for ( const element of elements ) {
		const kind = element.widgetType ?? element.elType;
		const settings = element.settings ?? {};
		yield { kind, settings };
		for ( const value of Object.values( settings ) ) {
			if ( Array.isArray( value ) ) {
				for ( const item of value ) {
					if ( item && typeof item === 'object' && '_id' in item ) {
						yield {
							kind,
							settings: item as Record< string, unknown >,
						};
					}
				}
			}
		}
		yield* everyElement( element.elements ?? [] );
	}
}

/**
 * Whether Elementor draws a colour control, by the conditions it gives
 * it (read in Elementor 4.2.3): a background group's `color` when the
 * group's type is classic, gradient or video, its `color_b` for a
 * gradient (`includes/controls/groups/background.php`); a border group's
 * `color` when it has a border type (`border.php`); any other colour
 * control always.
 *
 * @param control  Control name.
 * @param kind     Widget or element type.
 * @param settings The element's settings.
 */
export function drawsColour(
	control: string,
	kind: string,
	settings: Record< string, unknown >
): boolean {
	const background = /^(.*background[a-z_]*?)_color(_b)?$/.exec( control );
	if ( background ) {
		const type =
			settings[ `${ background[ 1 ] }_background` ] ??
			GROUP_DEFAULTS[ kind ]?.[ background[ 1 ] ] ??
			'';
		return background[ 2 ]
			? type === 'gradient'
			: [ 'classic', 'gradient', 'video' ].includes( type as string );
	}
	const border = /^(.*border)_color$/.exec( control );
	const type = border ? `${ border[ 1 ] }_border` : '';
	if (
		border &&
		( type in settings ||
			( border[ 1 ] === 'border' && BORDER_GROUP.includes( kind ) ) )
	) {
		return ! [ '', 'none', undefined ].includes(
			settings[ type ] as string
		);
	}
	return ! control.endsWith( '_color_b' );
}

/** A site's Elementor kit, as a check needs it. */
export interface KitLook {
	/** Colour globals: id → `#rrggbb`. */
	colours: Record< string, string >;
	/** Typography globals: id → family. */
	typography: Record< string, string >;
}

/**
 * Elementor's kit typography when a kit never saved its own
 * (`core/kits/documents/tabs/global-typography.php`).
 */
export const DEFAULT_KIT_TYPOGRAPHY: Record< string, string > = {
	primary: 'Roboto',
	secondary: 'Roboto Slab',
	text: 'Roboto',
	accent: 'Roboto',
};

/**
 * What a tree placed in the site's look still holds of its own design
 * (issue [25]): every colour Elementor draws must point at one of the
 * kit's colour globals (`__globals__`), or keep a value the insert said
 * it kept for contrast; every typography group a kit typography or, where
 * the group names its own family, a family of the kit; no colour of the
 * item's design written in any other setting (text, HTML). Answers the
 * problems, how many colours and fonts point at the kit, and the colours
 * mapped (the element's own value, which Elementor ignores while the
 * global is named, → the kit colour drawn instead).
 *
 * @param elements       The tree.
 * @param kit            The site's kit.
 * @param design         The item's design colours, and those kept.
 * @param design.colours
 * @param design.kept
 */
export function designLeft(
	elements: ElementorElement[],
	kit: KitLook,
	design: { colours: string[]; kept: string[] }
): {
	problems: string[];
	linked: number;
	kept: number;
	fonts: number;
	map: Record< string, string >;
} {
	const lower = ( list: string[] ) => list.map( ( c ) => c.toLowerCase() );
	const own = lower( design.colours );
	const kept = lower( design.kept );
	const families = Object.values( kit.typography );
	const out = {
		problems: [] as string[],
		linked: 0,
		kept: 0,
		fonts: 0,
		map: {} as Record< string, string >,
	};
	for ( const { kind, settings } of everyElement( elements ) ) {
		const globals = ( settings.__globals__ ?? {} ) as Record<
			string,
			unknown
		>;
		const controls = new Set( [
			...Object.keys( settings ),
			...Object.keys( globals ),
		] );
		for ( const control of controls ) {
			const value = settings[ control ];
			const reference = globals[ control ];
			if ( /^color$|_color(_b)?$/.test( control ) ) {
				if ( ! drawsColour( control, kind, settings ) ) {
					continue;
				}
				if (
					typeof reference === 'string' &&
					reference.startsWith( COLOUR_GLOBAL )
				) {
					const id = reference.slice( COLOUR_GLOBAL.length );
					if ( ! kit.colours[ id ] ) {
						out.problems.push(
							`${ kind } ${ control }: ${ reference }, not a colour of the kit`
						);
						continue;
					}
					out.linked++;
					if ( typeof value === 'string' && value !== '' ) {
						out.map[ value.toLowerCase() ] ??= kit.colours[ id ];
					}
				} else if (
					typeof value === 'string' &&
					COLOUR.test( value )
				) {
					if ( kept.includes( value.toLowerCase() ) ) {
						out.kept++;
					} else {
						out.problems.push(
							`${ kind } ${ control }: ${ value } written, no kit global`
						);
					}
				}
			} else if ( control.endsWith( 'typography_typography' ) ) {
				const prefix = control.slice(
					0,
					-'typography_typography'.length
				);
				const family = settings[ `${ prefix }typography_font_family` ];
				if (
					typeof reference === 'string' &&
					reference.startsWith( TYPOGRAPHY_GLOBAL )
				) {
					const id = reference.slice( TYPOGRAPHY_GLOBAL.length );
					if ( kit.typography[ id ] ) {
						out.fonts++;
					} else {
						out.problems.push(
							`${ kind } ${ control }: ${ reference }, not a typography of the kit`
						);
					}
				} else if (
					value === 'custom' &&
					typeof family === 'string' &&
					family.trim() !== ''
				) {
					if ( families.includes( family.trim() ) ) {
						out.fonts++;
					} else {
						out.problems.push(
							`${ kind } ${ prefix }typography_font_family: ${ family }, not a family of the kit`
						);
					}
				}
			} else if ( control !== '__globals__' ) {
				const text = JSON.stringify( value ?? '' ).toLowerCase();
				for ( const colour of own ) {
					if (
						text.includes( colour ) &&
						! kept.includes( colour )
					) {
						out.problems.push(
							`${ kind } ${ control }: ${ colour } in its value`
						);
					}
				}
			}
		}
	}
	return out;
}

/**
 * Element ids renumbered in order (`e0`, `e1`…): two inserts of an item
 * differ only by them (`with_new_ids()`).
 *
 * @param elements A tree.
 */
export function withoutIds( elements: ElementorElement[] ): unknown {
	let n = 0;
	const walk = ( list: ElementorElement[] ): ElementorElement[] =>
		list.map( ( element ) => ( {
			...element,
			id: `e${ n++ }`,
			...( element.elements
				? { elements: walk( element.elements ) }
				: {} ),
		} ) );
	return walk( elements );
}

/**
 * Elementor's counters shown as a visitor sees them once scrolled to: each
 * counts up from its start when it comes into view (`counter` handler,
 * a scroll observer and two seconds of counting), so each is scrolled to
 * and awaited at its end value; the page is scrolled back to its top.
 *
 * @param page A page Elementor drew.
 */
export async function countersShown( page: Page ) {
	const counters = page.locator( '.elementor-counter-number' );
	const count = await counters.count();
	for ( let n = 0; n < count; n++ ) {
		await counters.nth( n ).scrollIntoViewIfNeeded();
	}
	if ( count > 0 ) {
		await page.waitForFunction(
			() =>
				[
					...document.querySelectorAll< HTMLElement >(
						'.elementor-counter-number'
					),
				].every(
					( el ) =>
						( el.textContent ?? '' ).replace( /\D/g, '' ) ===
						( el.dataset.toValue ?? '' ).replace( /\D/g, '' )
				),
			null,
			{ timeout: 15_000 }
		);
	}
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
}

/**
 * Where some top-level elements of a page Elementor drew are, together:
 * from the top of the first to the bottom of the last, the page's whole
 * width.
 *
 * @param page       A page Elementor drew.
 * @param elementIds The elements' ids.
 */
export function elementsRegion(
	page: Page,
	elementIds: string[]
): Promise< { x: number; y: number; width: number; height: number } > {
	return page.evaluate( ( list ) => {
		const rects = list
			.map( ( id ) =>
				document
					.querySelector( `[data-id="${ id }"]` )
					?.getBoundingClientRect()
			)
			.filter( ( r ): r is DOMRect => !! r && r.height > 0 );
		const top = Math.round(
			Math.min( ...rects.map( ( r ) => r.top ) ) + scrollY
		);
		const bottom = Math.round(
			Math.max( ...rects.map( ( r ) => r.bottom ) ) + scrollY
		);
		return {
			x: 0,
			y: top,
			width: document.documentElement.clientWidth,
			height: Math.max( 1, bottom - top ),
		};
	}, elementIds );
}
