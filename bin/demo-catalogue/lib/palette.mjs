/**
 * Colour helpers shared by the block, Elementor and image builders: every
 * colour comes from an item's palette, and text colours are picked for
 * contrast rather than by hand.
 */

/**
 * Parses `#rrggbb` into channels.
 *
 * @param {string} color Colour.
 * @return {number[]} Red, green, blue (0–255).
 */
export function rgb( color ) {
	const value = color.replace( '#', '' );
	return [ 0, 2, 4 ].map( ( i ) => parseInt( value.slice( i, i + 2 ), 16 ) );
}

/**
 * Formats channels as `#rrggbb`.
 *
 * @param {number[]} channels Red, green, blue.
 * @return {string} Colour.
 */
export function hex( channels ) {
	return (
		'#' +
		channels
			.map( ( c ) =>
				Math.round( Math.min( 255, Math.max( 0, c ) ) )
					.toString( 16 )
					.padStart( 2, '0' )
			)
			.join( '' )
	);
}

/**
 * Mixes two colours.
 *
 * @param {string} a      First colour.
 * @param {string} b      Second colour.
 * @param {number} amount Share of `b`, 0–1.
 * @return {string} Mixed colour.
 */
export function mix( a, b, amount ) {
	const x = rgb( a );
	const y = rgb( b );
	return hex( x.map( ( c, i ) => c + ( y[ i ] - c ) * amount ) );
}

/**
 * WCAG relative luminance.
 *
 * @param {string} color Colour.
 * @return {number} Luminance 0–1.
 */
export function luminance( color ) {
	const [ r, g, b ] = rgb( color ).map( ( c ) => {
		const s = c / 255;
		return s <= 0.03928
			? s / 12.92
			: Math.pow( ( s + 0.055 ) / 1.055, 2.4 );
	} );
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG contrast ratio of two colours.
 *
 * @param {string} a First colour.
 * @param {string} b Second colour.
 * @return {number} Ratio 1–21.
 */
export function contrast( a, b ) {
	const [ hi, lo ] = [ luminance( a ), luminance( b ) ].sort(
		( x, y ) => y - x
	);
	return ( hi + 0.05 ) / ( lo + 0.05 );
}

/**
 * The more readable of the palette's text and background colours on `bg`.
 *
 * @param {Object} palette Palette.
 * @param {string} bg      Background colour.
 * @return {string} Text colour.
 */
export function readableOn( palette, bg ) {
	const light = palette.background;
	const dark = palette.text;
	return contrast( bg, light ) >= contrast( bg, dark ) ? light : dark;
}

/**
 * Colours for a section drawn in one of the palette's tones.
 *
 * @param {Object} palette Palette: primary, accent, dark, light, text, background.
 * @param {string} name    Tone: base, light, dark, primary or accent.
 * @return {Object} bg, text, heading, muted, card, cardText, button, buttonText, line, eyebrow.
 */
export function tone( palette, name = 'base' ) {
	const bg =
		{
			base: palette.background,
			light: palette.light,
			dark: palette.dark,
			primary: palette.primary,
			accent: palette.accent,
		}[ name ] || palette.background;
	const text = readableOn( palette, bg );
	const isDark = text === palette.background;
	const button = pickButton( palette, bg );
	// Small text (eyebrows, muted lines) needs 4.5:1 (WCAG AA).
	const eyebrowChoice = [ palette.primary, palette.accent ].find(
		( c ) => contrast( c, bg ) >= 4.5
	);
	let mutedShare = 0.28;
	while (
		mutedShare > 0 &&
		contrast( mix( text, bg, mutedShare ), bg ) < 4.5
	) {
		mutedShare -= 0.02;
	}
	return {
		name,
		bg,
		text,
		isDark,
		heading: text,
		muted: mix( text, bg, Math.max( 0, mutedShare ) ),
		line: mix( text, bg, 0.8 ),
		card: isDark
			? mix( bg, palette.background, 0.08 )
			: ( name === 'base' && palette.light ) || palette.background,
		cardText: isDark ? text : palette.text,
		button,
		buttonText: readableOn( palette, button ),
		eyebrow: eyebrowChoice || text,
	};
}

/**
 * The palette colour that stands out best as a button on `bg`.
 *
 * @param {Object} palette Palette.
 * @param {string} bg      Background colour.
 * @return {string} Button colour.
 */
function pickButton( palette, bg ) {
	const candidates = [ palette.primary, palette.accent, palette.dark ];
	for ( const c of candidates ) {
		// Stands out (3:1) and its label reads (4.5:1).
		if (
			contrast( c, bg ) >= 3 &&
			contrast( c, readableOn( palette, c ) ) >= 4.5
		) {
			return c;
		}
	}
	return readableOn( palette, bg );
}

/**
 * A palette colour for large text (24px and more) on `bg`: the first of
 * `colours` with 3:1 contrast (WCAG AA for large text), else the readable
 * text colour.
 *
 * @param {Object}   palette Palette.
 * @param {string}   bg      Background colour.
 * @param {string[]} colours Preferred colours, in order.
 * @return {string} Colour.
 */
export function largeInk( palette, bg, colours ) {
	return (
		colours.find( ( c ) => contrast( c, bg ) >= 3 ) ||
		readableOn( palette, bg )
	);
}
