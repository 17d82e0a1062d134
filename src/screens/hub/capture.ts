/**
 * "Publish to library" pictures, captured in the publisher's browser: the
 * source's publish preview (its blocks with this site's theme, no scripts)
 * is loaded in a sandboxed, same-origin iframe off screen, its post content
 * is copied with every style sheet, font and image inlined into an SVG
 * `foreignObject`, drawn on a canvas and encoded as WebP: a 600×450 card
 * (the top 4:3 of the content, as the demo catalogue's cards) and a
 * 1000-wide screenshot of the whole content.
 */

const RENDER_WIDTH = 1280;
const CARD = { width: 600, height: 450, quality: 0.8 };
const FULL = { width: 1000, maxHeight: 6000, quality: 0.72 };
/** What the hub accepts (CapturedPicture::MAX_LENGTH). */
const MAX_LENGTH = 2796300;
const TIMEOUT = 20000;

/** The two pictures, as data: URLs. */
export interface CapturedPictures {
	card: string;
	full: string;
}

/**
 * Fetches a file the preview uses: this site's with its cookies, another
 * origin's without them and only when that origin allows it (CORS, as image
 * CDNs and web-font services do); anything else is not readable by a page,
 * so it is left out of the picture.
 *
 * @param url URL.
 */
function fetchReadable( url: string ): Promise< Response > {
	return new URL( url ).origin === window.location.origin
		? fetch( url, { credentials: 'same-origin' } )
		: fetch( url, { mode: 'cors', credentials: 'omit' } );
}

/**
 * A readable URL's contents as a data: URL ('' when it cannot be read).
 *
 * @param url URL.
 */
async function dataUrl( url: string ): Promise< string > {
	try {
		const response = await fetchReadable( url );
		if ( ! response.ok ) {
			return '';
		}
		const blob = await response.blob();
		return await new Promise( ( resolve ) => {
			const reader = new FileReader();
			reader.onload = () => resolve( String( reader.result ) );
			reader.onerror = () => resolve( '' );
			reader.readAsDataURL( blob );
		} );
	} catch {
		return '';
	}
}

/**
 * Replaces every `url(…)` of a CSS text with the file inlined (resolved
 * against `base`); what cannot be read becomes `none`.
 *
 * @param css  CSS text.
 * @param base URL the references are relative to.
 */
async function inlineUrls( css: string, base: string ): Promise< string > {
	const pattern = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
	const found = new Map< string, string >();
	for ( const [ , , ref ] of css.matchAll( pattern ) ) {
		if ( ! ref.startsWith( 'data:' ) && ! ref.startsWith( '#' ) ) {
			found.set( ref, '' );
		}
	}
	await Promise.all(
		[ ...found.keys() ].map( async ( ref ) => {
			found.set( ref, await dataUrl( new URL( ref, base ).href ) );
		} )
	);
	return css.replace( pattern, ( whole, _quote, ref: string ) => {
		if ( ! found.has( ref ) ) {
			return whole;
		}
		const inlined = found.get( ref );
		return inlined ? `url("${ inlined }")` : 'none';
	} );
}

/**
 * Another origin's style sheet, when it may be read ('' otherwise).
 *
 * @param url Sheet URL.
 */
async function sheetText( url: string ): Promise< string > {
	try {
		const response = await fetchReadable( url );
		return response.ok ? await response.text() : '';
	} catch {
		return '';
	}
}

/**
 * Every readable style sheet of a document, its references inlined.
 *
 * @param doc Document.
 */
async function styles( doc: Document ): Promise< string > {
	const parts = await Promise.all(
		Array.from( doc.styleSheets ).map( async ( sheet ) => {
			let text = '';
			try {
				text = Array.from( sheet.cssRules )
					.map( ( rule ) => rule.cssText )
					.join( '\n' );
			} catch {
				// Another origin's sheet (a web-font service): its text,
				// when that origin allows reading it.
				text = sheet.href ? await sheetText( sheet.href ) : '';
			}
			return inlineUrls( text, sheet.href || doc.baseURI );
		} )
	);
	return parts.join( '\n' ).replaceAll( ']]>', ']] >' );
}

/**
 * Loads a URL in a sandboxed iframe (no scripts) off screen.
 *
 * @param url Preview URL.
 */
function frame( url: string ): Promise< HTMLIFrameElement > {
	const iframe = document.createElement( 'iframe' );
	iframe.setAttribute( 'sandbox', 'allow-same-origin' );
	iframe.setAttribute( 'aria-hidden', 'true' );
	iframe.tabIndex = -1;
	iframe.style.cssText = `position:fixed;left:-${
		RENDER_WIDTH * 2
	}px;top:0;width:${ RENDER_WIDTH }px;height:900px;border:0;pointer-events:none;`;
	return new Promise( ( resolve, reject ) => {
		const timer = setTimeout( () => {
			iframe.remove();
			reject( new Error( 'The preview did not load.' ) );
		}, TIMEOUT );
		iframe.addEventListener( 'load', () => {
			clearTimeout( timer );
			resolve( iframe );
		} );
		iframe.src = url;
		document.body.append( iframe );
	} );
}

const attr = ( value: string ) =>
	value
		.replaceAll( '&', '&amp;' )
		.replaceAll( '"', '&quot;' )
		.replaceAll( '<', '&lt;' );

/**
 * Encodes a canvas as WebP (another type where the browser cannot), or ''
 * when it is larger than the hub accepts.
 *
 * @param canvas  Canvas.
 * @param quality 0–1.
 */
function encode( canvas: HTMLCanvasElement, quality: number ): string {
	const url = canvas.toDataURL( 'image/webp', quality );
	return url.length <= MAX_LENGTH ? url : '';
}

/**
 * Captures the publish preview of a source.
 *
 * @param url The source's preview URL.
 * @return The pictures, or null when nothing could be captured.
 */
export async function capturePreview(
	url: string
): Promise< CapturedPictures | null > {
	const iframe = await frame( url );
	try {
		const doc = iframe.contentDocument;
		const root = doc?.querySelector< HTMLElement >(
			'.wp-block-post-content'
		);
		if ( ! doc || ! root ) {
			return null;
		}
		const images = Array.from( doc.images );
		images.forEach( ( img ) => ( img.loading = 'eager' ) );
		await Promise.all(
			images.map( ( img ) =>
				img.complete
					? null
					: new Promise( ( resolve ) => {
							img.addEventListener( 'load', resolve );
							img.addEventListener( 'error', resolve );
						} )
			)
		);
		await doc.fonts.ready;
		const width = root.offsetWidth || RENDER_WIDTH;
		const height = Math.max( 1, root.offsetHeight );
		const background = doc.defaultView
			? doc.defaultView.getComputedStyle( doc.body ).backgroundColor
			: '#fff';

		const clone = root.cloneNode( true ) as HTMLElement;
		const originals = root.querySelectorAll( 'img' );
		await Promise.all(
			Array.from( clone.querySelectorAll( 'img' ) ).map(
				async ( img, i ) => {
					const src = originals[ i ]?.currentSrc || img.src;
					img.removeAttribute( 'srcset' );
					img.removeAttribute( 'sizes' );
					img.removeAttribute( 'loading' );
					img.setAttribute( 'src', ( await dataUrl( src ) ) || '' );
				}
			)
		);
		await Promise.all(
			Array.from( clone.querySelectorAll< HTMLElement >( '[style]' ) )
				.filter( ( el ) =>
					( el.getAttribute( 'style' ) ?? '' ).includes( 'url(' )
				)
				.map( async ( el ) =>
					el.setAttribute(
						'style',
						await inlineUrls(
							el.getAttribute( 'style' ) ?? '',
							doc.baseURI
						)
					)
				)
		);
		const css = await styles( doc );
		const body = new XMLSerializer().serializeToString( clone );
		const svg =
			`<svg xmlns="http://www.w3.org/2000/svg" width="${ width }" height="${ height }">` +
			`<foreignObject x="0" y="0" width="100%" height="100%">` +
			`<html xmlns="http://www.w3.org/1999/xhtml" class="${ attr(
				doc.documentElement.className
			) }"><head><style><![CDATA[${ css }]]></style></head>` +
			`<body class="${ attr(
				doc.body.className
			) }" style="margin:0;width:${ width }px;">${ body }</body></html>` +
			`</foreignObject></svg>`;
		const picture = new Image();
		picture.src = `data:image/svg+xml;charset=utf-8,${ encodeURIComponent(
			svg
		) }`;
		await picture.decode();
		// Fonts inside an SVG image settle a moment after it decodes.
		await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );

		const surface = ( w: number, h: number ) => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = w;
			canvas.height = h;
			const ctx = canvas.getContext( '2d' ) as CanvasRenderingContext2D;
			ctx.fillStyle = background;
			ctx.fillRect( 0, 0, w, h );
			return { canvas, ctx };
		};
		const card = surface( CARD.width, CARD.height );
		const crop = Math.min( height, ( width * CARD.height ) / CARD.width );
		const drawn = ( crop * CARD.width ) / width;
		card.ctx.drawImage(
			picture,
			0,
			0,
			width,
			crop,
			0,
			Math.round( ( CARD.height - drawn ) / 2 ),
			CARD.width,
			drawn
		);
		const scale = FULL.width / width;
		const fullHeight = Math.min(
			FULL.maxHeight,
			Math.round( height * scale )
		);
		const full = surface( FULL.width, fullHeight );
		full.ctx.drawImage(
			picture,
			0,
			0,
			width,
			fullHeight / scale,
			0,
			0,
			FULL.width,
			fullHeight
		);
		const cardUrl = encode( card.canvas, CARD.quality );
		return cardUrl
			? { card: cardUrl, full: encode( full.canvas, FULL.quality ) }
			: null;
	} finally {
		iframe.remove();
	}
}
