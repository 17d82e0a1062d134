/**
 * The checks of an imported page on a theme that is not the pack's (issue
 * [22]), measured on the rendered page: how many headers and footers a
 * visitor meets, heading sizes, heading and button contrast, and a page
 * title the theme shows above the content.
 */
import type { Page } from '@playwright/test';

/**
 * Headings stay within these sizes (px). The demo packs' smallest heading
 * is 13 px (a footer's column titles), their largest
 * on their own theme is 3.25rem (52 px) on a 1280 px wide page; a
 * theme's preset of the same name was up to 10rem (160 px).
 */
export const HEADING_PX = { min: 12, max: 72 };

/** What `otherThemeChecks` measures. */
export interface OtherThemeChecks {
	/** Visible banner landmarks (site headers). */
	banners: number;
	/** Visible contentinfo landmarks (site footers). */
	footers: number;
	/** Headings outside `HEADING_PX`, one line each. */
	headings: string[];
	/** Headings and buttons under WCAG AA contrast, one line each. */
	contrast: string[];
	/** Page titles shown outside the page's content, one line each. */
	titles: string[];
	/** The selector of the page's content (block or classic theme). */
	content: string;
	/**
	 * Where the content shows, across the page's width: from its first
	 * block's top to its last block's bottom (a theme whose content column
	 * is narrower lets full-width sections reach past it).
	 */
	clip: { x: number; y: number; width: number; height: number };
}

/**
 * Measures a page (opened and settled).
 *
 * @param page Page.
 */
export async function otherThemeChecks(
	page: Page
): Promise< OtherThemeChecks > {
	const measured = await page.evaluate( ( bounds ) => {
		const content =
			[ '.wp-block-post-content', '.entry-content' ].find( ( s ) =>
				document.querySelector( s )
			) ?? 'main';
		const shown = ( el: Element ) => {
			const rect = el.getBoundingClientRect();
			const style = getComputedStyle( el );
			return (
				rect.width > 0 &&
				rect.height > 0 &&
				style.visibility !== 'hidden' &&
				style.display !== 'none'
			);
		};
		const label = ( el: Element ) =>
			`${ el.tagName.toLowerCase() } "${ ( el.textContent ?? '' )
				.trim()
				.slice( 0, 40 ) }"`;
		const parse = ( colour: string ) => {
			const m = colour.match( /[\d.]+/g )?.map( Number ) ?? [ 0, 0, 0 ];
			return { rgb: m.slice( 0, 3 ), alpha: m.length > 3 ? m[ 3 ] : 1 };
		};
		const luminance = ( rgb: number[] ) => {
			const [ r, g, b ] = rgb.map( ( c ) => {
				const s = c / 255;
				return s <= 0.03928
					? s / 12.92
					: ( ( s + 0.055 ) / 1.055 ) ** 2.4;
			} );
			return 0.2126 * r + 0.7152 * g + 0.0722 * b;
		};
		// The colour behind an element: the first opaque background of it
		// or its ancestors; null where an image or a cover is behind it
		// (axe judges those).
		const behind = ( el: Element ): number[] | null => {
			for (
				let node: Element | null = el;
				node;
				node = node.parentElement
			) {
				const style = getComputedStyle( node );
				if (
					style.backgroundImage !== 'none' ||
					node.classList.contains( 'wp-block-cover' )
				) {
					return null;
				}
				const bg = parse( style.backgroundColor );
				if ( bg.alpha >= 0.99 ) {
					return bg.rgb;
				}
			}
			return [ 255, 255, 255 ];
		};
		// Site headers and footers a visitor meets: visible banner and
		// contentinfo landmarks (<header>/<footer> outside sectioning
		// content, or with the role), counting one inside another once.
		const landmarks = ( tag: string, role: string ) => {
			const found = [
				...document.querySelectorAll( `${ tag }, [role="${ role }"]` ),
			].filter(
				( el ) =>
					shown( el ) &&
					( el.getAttribute( 'role' ) === role ||
						! el.parentElement?.closest(
							'article, aside, main, nav, section'
						) )
			);
			return found.filter(
				( el ) =>
					! found.some(
						( other ) => other !== el && other.contains( el )
					)
			).length;
		};
		const banners = landmarks( 'header', 'banner' );
		const footers = landmarks( 'footer', 'contentinfo' );
		const headings: string[] = [];
		const contrast: string[] = [];
		const root = document.querySelector( content ) ?? document.body;
		for ( const el of root.querySelectorAll( 'h1, h2, h3, h4, h5, h6' ) ) {
			if ( ! shown( el ) ) {
				continue;
			}
			const size = parseFloat( getComputedStyle( el ).fontSize );
			if ( size < bounds.min || size > bounds.max ) {
				headings.push( `${ label( el ) } is ${ size } px` );
			}
		}
		for ( const el of document.querySelectorAll(
			'h1, h2, h3, h4, h5, h6, .wp-block-button__link, .elementor-button'
		) ) {
			if ( ! shown( el ) ) {
				continue;
			}
			const bg = behind( el );
			if ( ! bg ) {
				continue;
			}
			const style = getComputedStyle( el );
			const fg = parse( style.color );
			const text = fg.rgb.map(
				( c, i ) => c * fg.alpha + bg[ i ] * ( 1 - fg.alpha )
			);
			const [ light, dark ] = [ luminance( text ), luminance( bg ) ].sort(
				( a, b ) => b - a
			);
			const ratio = ( light + 0.05 ) / ( dark + 0.05 );
			const size = parseFloat( style.fontSize );
			const large =
				size >= 24 ||
				( size >= 18.66 && Number( style.fontWeight ) >= 700 );
			if ( ratio < ( large ? 3 : 4.5 ) ) {
				contrast.push(
					`${ label( el ) }: ${ ratio.toFixed( 2 ) }:1 (${
						style.color
					} on rgb(${ bg.join( ', ' ) }))`
				);
			}
		}
		const titles = [
			...document.querySelectorAll(
				'.wp-block-post-title, .entry-title, .page-title'
			),
		]
			.filter( ( el ) => shown( el ) && ! root.contains( el ) )
			.map( label );
		const blocks = [ ...root.children ]
			.map( ( el ) => el.getBoundingClientRect() )
			.filter( ( rect ) => rect.height > 0 );
		const top = Math.min( ...blocks.map( ( r ) => r.top ) ) + scrollY;
		const bottom = Math.max( ...blocks.map( ( r ) => r.bottom ) ) + scrollY;
		const clip = {
			x: 0,
			y: Math.floor( top ),
			width: document.documentElement.clientWidth,
			height: Math.max( 1, Math.ceil( bottom - Math.floor( top ) ) ),
		};
		return { banners, footers, content, headings, contrast, titles, clip };
	}, HEADING_PX );
	return measured;
}
