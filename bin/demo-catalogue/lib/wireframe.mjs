/**
 * Wireframe previews of an item's sections in its palette: thumbnails,
 * tall full-page screenshots, pack banners. Rectangles of one colour are
 * merged into one path per layer, which keeps the files small.
 */

/**
 * Internal dependencies
 */
import { tone, mix } from './palette.mjs';
import { seeded } from './random.mjs';

const W = 600;
const PAD = 36;

/**
 * A drawing surface with three layers (backgrounds, cards, content).
 */
class Canvas {
	constructor() {
		this.layers = [ new Map(), new Map(), new Map() ];
		this.extra = [ [], [], [] ];
	}

	/**
	 * A sharp-cornered rectangle, merged into its layer's path.
	 *
	 * @param {number} x     Left.
	 * @param {number} y     Top.
	 * @param {number} w     Width.
	 * @param {number} h     Height.
	 * @param {string} fill  Colour.
	 * @param {number} layer Layer.
	 */
	box( x, y, w, h, fill, layer = 2 ) {
		if ( w <= 0 || h <= 0 ) {
			return;
		}
		const map = this.layers[ layer ];
		const r = ( n ) => Math.round( n );
		map.set(
			fill,
			( map.get( fill ) || '' ) +
				`M${ r( x ) } ${ r( y ) }h${ r( w ) }v${ r( h ) }h${ -r( w ) }z`
		);
	}

	/**
	 * A rounded rectangle.
	 *
	 * @param {number} x     Left.
	 * @param {number} y     Top.
	 * @param {number} w     Width.
	 * @param {number} h     Height.
	 * @param {string} fill  Colour.
	 * @param {number} rx    Radius.
	 * @param {number} layer Layer.
	 */
	round( x, y, w, h, fill, rx = 4, layer = 2 ) {
		const r = ( n ) => Math.round( n );
		this.extra[ layer ].push(
			`<rect x="${ r( x ) }" y="${ r( y ) }" width="${ r( w ) }" height="${ r(
				h
			) }" rx="${ rx }" fill="${ fill }"/>`
		);
	}

	circle( cx, cy, radius, fill, layer = 2 ) {
		const r = ( n ) => Math.round( n );
		this.extra[ layer ].push(
			`<circle cx="${ r( cx ) }" cy="${ r( cy ) }" r="${ r( radius ) }" fill="${ fill }"/>`
		);
	}

	raw( markup, layer = 2 ) {
		this.extra[ layer ].push( markup );
	}

	toString() {
		return this.layers
			.map(
				( map, i ) =>
					[ ...map ]
						.map(
							( [ fill, d ] ) =>
								`<path fill="${ fill }" d="${ d }"/>`
						)
						.join( '' ) + this.extra[ i ].join( '' )
			)
			.join( '' );
	}
}

/**
 * Drawing helpers bound to a canvas, palette and random source.
 *
 * @param {Canvas}   c    Canvas.
 * @param {Object}   p    Palette.
 * @param {Function} rand Random numbers.
 * @return {Object} Helpers.
 */
function pen( c, p, rand ) {
	const api = {
		/**
		 * Lines of text as bars.
		 *
		 * @param {number} x           Left.
		 * @param {number} y           Top.
		 * @param {number} w           Width of a full line.
		 * @param {number} n           Number of lines.
		 * @param {string} color       Colour.
		 * @param {Object} root0       Options.
		 * @param {number} root0.h     Bar height.
		 * @param {number} root0.gap   Gap between bars.
		 * @param {string} root0.align left or center.
		 * @param {number} root0.last  Width share of the last line.
		 * @return {number} Height used.
		 */
		lines(
			x,
			y,
			w,
			n,
			color,
			{ h = 5, gap = 6, align = 'left', last = 0.6 } = {}
		) {
			for ( let i = 0; i < n; i++ ) {
				const lw =
					i === n - 1 && n > 1
						? w * last
						: w * ( 0.88 + rand() * 0.12 );
				const lx = align === 'center' ? x + ( w - lw ) / 2 : x;
				c.box( lx, y + i * ( h + gap ), lw, h, color );
			}
			return n * ( h + gap ) - gap;
		},
		heading( x, y, w, color, { h = 12, align = 'left', lines = 1 } = {} ) {
			return api.lines( x, y, w, lines, color, {
				h,
				gap: h * 0.5,
				align,
				last: 0.55,
			} );
		},
		button( x, y, color, w = 64, h = 18, outline = false ) {
			if ( outline ) {
				c.raw(
					`<rect x="${ Math.round( x ) + 1 }" y="${ Math.round( y ) + 1 }" width="${ w - 2 }" height="${ h - 2 }" rx="4" fill="none" stroke="${ color }" stroke-width="1.5"/>`
				);
			} else {
				c.round( x, y, w, h, color, 4 );
			}
			return h;
		},
		image( x, y, w, h, layer = 2, rx = 6 ) {
			c.round( x, y, w, h, mix( p.primary, p.light, 0.72 ), rx, layer );
			const bx = x + w * 0.2;
			const by = y + h * 0.78;
			c.raw(
				`<path d="M${ Math.round( bx ) } ${ Math.round( by ) }l${ Math.round( w * 0.2 ) } ${ -Math.round( h * 0.32 ) } ${ Math.round( w * 0.14 ) } ${ Math.round( h * 0.18 ) } ${ Math.round( w * 0.1 ) } ${ -Math.round( h * 0.1 ) } ${ Math.round( w * 0.16 ) } ${ Math.round( h * 0.24 ) }z" fill="${ mix( p.primary, p.light, 0.4 ) }"/>`,
				layer
			);
			c.circle(
				x + w * 0.72,
				y + h * 0.3,
				Math.max( 3, Math.min( w, h ) * 0.08 ),
				mix( p.accent, p.light, 0.2 ),
				layer
			);
		},
	};
	return api;
}

/**
 * Each kind draws itself from `y` and returns its height.
 */
const KINDS = {
	header( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		let h = 0;
		if ( s.announcement ) {
			d.c.box( 0, y, W, 14, d.p.primary, 0 );
			d.pen.lines(
				W / 2 - 90,
				y + 5,
				180,
				1,
				tone( d.p, 'primary' ).muted,
				{ h: 4 }
			);
			h = 14;
		}
		if ( s.variant === 'centered' ) {
			d.c.box( 0, y + h, W, 70, t.bg, 0 );
			d.pen.heading( W / 2 - 45, y + h + 14, 90, t.heading, { h: 14 } );
			for ( let i = 0; i < s.links.length; i++ ) {
				const total = s.links.length * 54;
				d.c.box(
					W / 2 - total / 2 + i * 54 + 8,
					y + h + 46,
					38,
					5,
					t.muted
				);
			}
			d.c.box( 0, y + h + 69, W, 1, t.line );
			return h + 70;
		}
		d.c.box( 0, y + h, W, 48, t.bg, 0 );
		d.pen.heading( PAD, y + h + 17, 74, t.heading, { h: 14 } );
		const right = s.cta ? W - PAD - 74 : W - PAD;
		s.links.forEach( ( _, i ) => {
			d.c.box(
				right - ( s.links.length - i ) * 50 - 8,
				y + h + 22,
				36,
				5,
				t.muted
			);
		} );
		if ( s.cta ) {
			d.pen.button( W - PAD - 66, y + h + 15, t.button, 66, 18 );
		}
		d.c.box( 0, y + h + 47, W, 1, t.line );
		return h + 48;
	},

	footer( s, d, y ) {
		const t = tone( d.p, s.tone || 'dark' );
		const h = 170;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cols = s.columns.length + 1;
		const cw = ( W - PAD * 2 ) / cols;
		d.pen.heading( PAD, y + 30, 70, t.heading, { h: 12 } );
		d.pen.lines( PAD, y + 54, cw - 30, 3, t.muted );
		for ( let i = 0; i < 3; i++ ) {
			d.c.circle( PAD + 6 + i * 20, y + 96, 6, t.muted );
		}
		s.columns.forEach( ( col, i ) => {
			const x = PAD + cw * ( i + 1 );
			d.c.box( x, y + 32, 50, 7, t.heading );
			const n = ( col.links || col.lines ).length;
			for ( let j = 0; j < n; j++ ) {
				d.c.box(
					x,
					y + 52 + j * 15,
					40 + ( ( j * 17 ) % 30 ),
					5,
					t.muted
				);
			}
		} );
		d.c.box( PAD, y + 132, W - PAD * 2, 1, t.line );
		d.c.box( PAD, y + 146, 140, 5, t.muted );
		if ( s.legalLinks ) {
			d.c.box( W - PAD - 100, y + 146, 100, 5, t.muted );
		}
		return h;
	},

	hero( s, d, y ) {
		const variant = s.variant || 'split';
		if ( variant === 'cover' ) {
			const h = 320;
			d.pen.image( 0, y, W, h, 0, 0 );
			d.c.raw(
				`<rect x="0" y="${ y }" width="${ W }" height="${ h }" fill="${ s.overlay || d.p.dark }" fill-opacity="${ ( s.dim ?? 60 ) / 100 }"/>`,
				1
			);
			const left = s.align === 'left';
			const x = left ? PAD : W / 2 - 170;
			const align = left ? 'left' : 'center';
			let cy = y + 92;
			if ( s.eyebrow ) {
				d.pen.lines( x, cy, 340, 1, d.p.accent, {
					h: 4,
					align,
					last: 0.3,
				} );
				d.c.box( left ? x : W / 2 - 40, cy, 80, 5, d.p.accent );
				cy += 16;
			}
			cy +=
				d.pen.heading( x, cy, 340, '#ffffff', {
					h: 22,
					align,
					lines: 2,
				} ) + 16;
			cy +=
				d.pen.lines(
					x + ( left ? 0 : 30 ),
					cy,
					280,
					2,
					'rgba(255,255,255,0.75)',
					{ align }
				) + 18;
			const bx = left ? x : W / 2 - ( s.buttons.length * 80 ) / 2;
			s.buttons.forEach( ( btn, i ) =>
				d.pen.button(
					bx + i * 80,
					cy,
					btn.outline ? '#ffffff' : d.p.accent,
					72,
					20,
					btn.outline
				)
			);
			return h;
		}
		const t = tone( d.p, s.tone || 'base' );
		if ( variant === 'centered' ) {
			const h = s.image ? 360 : 230;
			d.c.box( 0, y, W, h, t.bg, 0 );
			let cy = y + 50;
			if ( s.eyebrow ) {
				d.c.box( W / 2 - 40, cy, 80, 5, t.eyebrow );
				cy += 16;
			}
			cy +=
				d.pen.heading( W / 2 - 170, cy, 340, t.heading, {
					h: 20,
					align: 'center',
					lines: 2,
				} ) + 14;
			cy +=
				d.pen.lines( W / 2 - 140, cy, 280, 2, t.muted, {
					align: 'center',
				} ) + 16;
			const bx = W / 2 - ( s.buttons.length * 80 ) / 2;
			s.buttons.forEach( ( btn, i ) =>
				d.pen.button(
					bx + i * 80 + 4,
					cy,
					btn.outline ? t.text : t.button,
					72,
					20,
					btn.outline
				)
			);
			if ( s.image ) {
				d.pen.image(
					PAD,
					cy + 40,
					W - PAD * 2,
					h - ( cy + 40 - y ) - 20
				);
			}
			return h;
		}
		const h = 280;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const imgLeft = variant === 'media' && s.mediaPosition === 'left';
		const tx = imgLeft ? W / 2 + 24 : PAD;
		let cy = y + 70;
		if ( s.eyebrow ) {
			d.c.box( tx, cy, 70, 5, t.eyebrow );
			cy += 16;
		}
		cy += d.pen.heading( tx, cy, 230, t.heading, { h: 20, lines: 2 } ) + 14;
		cy += d.pen.lines( tx, cy, 220, 3, t.muted ) + 16;
		s.buttons.forEach( ( btn, i ) =>
			d.pen.button(
				tx + i * 80,
				cy,
				btn.outline ? t.text : t.button,
				72,
				20,
				btn.outline
			)
		);
		if ( variant === 'media' ) {
			d.pen.image( imgLeft ? 0 : W / 2, y, W / 2, h, 1, 0 );
		} else {
			d.pen.image( W / 2 + 10, y + 40, W / 2 - PAD - 10, h - 80 );
		}
		return h;
	},

	pageTitle( s, d, y ) {
		const t = tone( d.p, s.tone || 'light' );
		const h = 140;
		d.c.box( 0, y, W, h, t.bg, 0 );
		let cy = y + 36;
		if ( s.eyebrow ) {
			d.c.box( W / 2 - 35, cy, 70, 5, t.eyebrow );
			cy += 16;
		}
		cy +=
			d.pen.heading( W / 2 - 130, cy, 260, t.heading, {
				h: 20,
				align: 'center',
			} ) + 14;
		d.pen.lines( W / 2 - 150, cy, 300, 2, t.muted, { align: 'center' } );
		return h;
	},

	features( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const n = s.items.length;
		const perRow = n === 4 ? 4 : Math.min( 3, n );
		const rows = Math.ceil( n / perRow );
		const cellH = s.variant === 'plain' && s.items[ 0 ].image ? 190 : 130;
		const h =
			introHeight( s ) +
			rows * ( cellH + 16 ) +
			50 +
			( s.buttons ? 30 : 0 );
		d.c.box( 0, y, W, h, t.bg, 0 );
		let cy = y + 44 + drawIntro( s, d, t, y + 44 );
		const gap = 14;
		const cw = ( W - PAD * 2 - gap * ( perRow - 1 ) ) / perRow;
		s.items.forEach( ( item, i ) => {
			const x = PAD + ( i % perRow ) * ( cw + gap );
			const top = cy + Math.floor( i / perRow ) * ( cellH + 16 );
			const cards = ( s.variant || 'cards' ) === 'cards';
			if ( cards ) {
				d.c.round( x, top, cw, cellH, t.card, 8, 1 );
			}
			const ix = x + ( cards ? 14 : 0 );
			let iy = top + ( cards ? 16 : 0 );
			if ( s.variant === 'numbered' ) {
				d.c.box( ix, iy, 20, 12, d.p.accent );
				iy += 22;
			} else if ( item.icon ) {
				d.c.round(
					ix,
					iy,
					22,
					22,
					mix( d.p.primary, '#ffffff', 0.8 ),
					6
				);
				d.c.circle( ix + 11, iy + 11, 5, d.p.primary );
				iy += 32;
			} else if ( item.image ) {
				d.pen.image( ix, iy, cw - ( cards ? 28 : 0 ), 70 );
				iy += 80;
			}
			d.c.box( ix, iy, cw * 0.55, 8, cards ? t.cardText : t.heading );
			d.pen.lines(
				ix,
				iy + 18,
				cw - ( cards ? 28 : 0 ),
				3,
				mix( cards ? t.cardText : t.text, cards ? t.card : t.bg, 0.45 )
			);
		} );
		cy += rows * ( cellH + 16 );
		if ( s.buttons ) {
			d.pen.button( W / 2 - 40, cy + 4, t.button, 80, 20 );
		}
		return h;
	},

	alternating( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const h = introHeight( s ) + s.rows.length * 170 + 50;
		d.c.box( 0, y, W, h, t.bg, 0 );
		let cy = y + 44 + drawIntro( s, d, t, y + 44 );
		s.rows.forEach( ( row, i ) => {
			const imgX = i % 2 ? W / 2 + 10 : PAD;
			const tx = i % 2 ? PAD : W / 2 + 20;
			d.pen.image( imgX, cy, W / 2 - PAD - 10, 140 );
			let ty = cy + 30;
			ty += d.pen.heading( tx, ty, 200, t.heading, { h: 14 } ) + 12;
			ty += d.pen.lines( tx, ty, 210, 3, t.muted ) + 12;
			if ( row.bullets ) {
				row.bullets.forEach( ( _, j ) => {
					d.c.circle( tx + 3, ty + 3 + j * 12, 2.5, t.text );
					d.c.box( tx + 10, ty + j * 12, 120, 5, t.muted );
				} );
			}
			cy += 170;
		} );
		return h;
	},

	story( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const h = 320;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const imgX = s.imageFirst ? PAD : W / 2 + 20;
		const tx = s.imageFirst ? W / 2 + 10 : PAD;
		d.pen.image( imgX, y + 40, W / 2 - PAD - 20, h - 80 );
		let cy = y + 70;
		if ( s.eyebrow ) {
			d.c.box( tx, cy, 60, 5, t.eyebrow );
			cy += 16;
		}
		cy += d.pen.heading( tx, cy, 220, t.heading, { h: 16, lines: 2 } ) + 16;
		s.paragraphs.forEach( () => {
			cy += d.pen.lines( tx, cy, 230, 3, t.muted ) + 12;
		} );
		if ( s.buttons ) {
			d.pen.button( tx, cy + 4, t.button, 80, 20 );
		}
		return h;
	},

	stats( s, d, y ) {
		const t = tone( d.p, s.tone || 'primary' );
		const h = introHeight( s ) + 110;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 40 + drawIntro( s, d, t, y + 40 );
		const n = s.items.length;
		const cw = ( W - PAD * 2 ) / n;
		s.items.forEach( ( _, i ) => {
			const cx = PAD + cw * i + cw / 2;
			d.c.box( cx - 26, cy, 52, 22, t.isDark ? t.text : d.p.primary );
			d.c.box( cx - 34, cy + 32, 68, 5, t.muted );
		} );
		return h;
	},

	testimonials( s, d, y ) {
		const t = tone( d.p, s.tone || 'light' );
		if ( s.variant === 'pullquote' ) {
			const h = introHeight( s ) + 180;
			d.c.box( 0, y, W, h, t.bg, 0 );
			const cy = y + 50 + drawIntro( s, d, t, y + 40 );
			d.pen.lines( W / 2 - 190, cy, 380, 3, t.heading, {
				h: 12,
				gap: 9,
				align: 'center',
			} );
			d.c.box( W / 2 - 50, cy + 80, 100, 6, t.muted );
			return h;
		}
		const n = s.items.length;
		const perRow = Math.min( 3, n );
		const rows = Math.ceil( n / perRow );
		const h = introHeight( s ) + rows * 150 + 50;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		const gap = 14;
		const cw = ( W - PAD * 2 - gap * ( perRow - 1 ) ) / perRow;
		s.items.forEach( ( _, i ) => {
			const x = PAD + ( i % perRow ) * ( cw + gap );
			const top = cy + Math.floor( i / perRow ) * 150;
			d.c.round( x, top, cw, 136, t.card, 8, 1 );
			for ( let j = 0; j < 5; j++ ) {
				d.c.box( x + 14 + j * 10, top + 16, 7, 7, d.p.accent );
			}
			d.pen.lines(
				x + 14,
				top + 36,
				cw - 28,
				4,
				mix( t.cardText, t.card, 0.3 )
			);
			d.c.box( x + 14, top + 100, 60, 7, t.cardText );
			d.c.box( x + 14, top + 114, 80, 5, mix( t.cardText, t.card, 0.5 ) );
		} );
		return h;
	},

	pricing( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const n = s.plans.length;
		const h = introHeight( s ) + 280 + ( s.note ? 20 : 0 );
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		const gap = 14;
		const cw = ( W - PAD * 2 - gap * ( n - 1 ) ) / n;
		s.plans.forEach( ( plan, i ) => {
			const x = PAD + i * ( cw + gap );
			const ct = plan.featured ? tone( d.p, 'dark' ) : null;
			const bg = plan.featured ? ct.bg : t.card;
			const fg = plan.featured ? ct.text : t.cardText;
			d.c.round( x, cy, cw, 240, bg, 8, 1 );
			d.c.box( x + 16, cy + 20, 60, 8, fg );
			d.c.box( x + 16, cy + 40, 70, 22, fg );
			d.pen.lines( x + 16, cy + 74, cw - 32, 2, mix( fg, bg, 0.45 ) );
			for ( let j = 0; j < Math.min( 5, plan.features.length ); j++ ) {
				d.c.circle( x + 19, cy + 112 + j * 16, 2.5, fg );
				d.c.box(
					x + 27,
					cy + 110 + j * 16,
					cw * 0.5,
					5,
					mix( fg, bg, 0.3 )
				);
			}
			d.pen.button(
				x + 16,
				cy + 200,
				plan.featured ? d.p.accent : t.button,
				cw - 32,
				22
			);
		} );
		return h;
	},

	cta( s, d, y ) {
		const variant = s.variant || 'band';
		if ( variant === 'cover' ) {
			const h = 220;
			d.pen.image( 0, y, W, h, 0, 0 );
			d.c.raw(
				`<rect x="0" y="${ y }" width="${ W }" height="${ h }" fill="${ d.p.primary }" fill-opacity="0.75"/>`,
				1
			);
			d.pen.heading( W / 2 - 150, y + 60, 300, '#ffffff', {
				h: 18,
				align: 'center',
			} );
			d.pen.lines( W / 2 - 130, y + 96, 260, 2, 'rgba(255,255,255,0.8)', {
				align: 'center',
			} );
			d.pen.button( W / 2 - 40, y + 136, d.p.accent, 80, 22 );
			return h;
		}
		const t = tone( d.p, s.tone || 'primary' );
		if ( variant === 'boxed' ) {
			const outer = tone( d.p, s.outer || 'base' );
			const h = 240;
			d.c.box( 0, y, W, h, outer.bg, 0 );
			d.c.round( PAD, y + 30, W - PAD * 2, h - 60, t.bg, 14, 1 );
			d.pen.heading( W / 2 - 140, y + 72, 280, t.heading, {
				h: 18,
				align: 'center',
			} );
			d.pen.lines( W / 2 - 120, y + 106, 240, 2, t.muted, {
				align: 'center',
			} );
			d.pen.button( W / 2 - 40, y + 146, t.button, 80, 22 );
			return h;
		}
		if ( variant === 'split' ) {
			const h = 150;
			d.c.box( 0, y, W, h, t.bg, 0 );
			d.pen.heading( PAD, y + 46, 300, t.heading, { h: 18 } );
			d.pen.lines( PAD, y + 80, 320, 2, t.muted );
			s.buttons.forEach( ( btn, i ) =>
				d.pen.button(
					W - PAD - ( s.buttons.length - i ) * 84 + 4,
					y + 62,
					btn.outline ? t.text : t.button,
					76,
					22,
					btn.outline
				)
			);
			return h;
		}
		const h = 190;
		d.c.box( 0, y, W, h, t.bg, 0 );
		d.pen.heading( W / 2 - 150, y + 48, 300, t.heading, {
			h: 18,
			align: 'center',
		} );
		d.pen.lines( W / 2 - 130, y + 82, 260, 2, t.muted, {
			align: 'center',
		} );
		const bx = W / 2 - ( s.buttons.length * 84 ) / 2;
		s.buttons.forEach( ( btn, i ) =>
			d.pen.button(
				bx + i * 84 + 4,
				y + 122,
				btn.outline ? t.text : t.button,
				76,
				22,
				btn.outline
			)
		);
		return h;
	},

	contact( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const h = 320;
		d.c.box( 0, y, W, h, t.bg, 0 );
		let cy = y + 50;
		cy += d.pen.heading( PAD, cy, 220, t.heading, { h: 18 } ) + 14;
		if ( s.text ) {
			cy += d.pen.lines( PAD, cy, 230, 2, t.muted ) + 18;
		}
		s.details.slice( 0, 4 ).forEach( ( det, i ) => {
			const x = PAD + ( i % 2 ) * 130;
			const top = cy + Math.floor( i / 2 ) * 64;
			d.c.box( x, top, 50, 5, t.eyebrow );
			d.pen.lines(
				x,
				top + 14,
				110,
				Math.min( 3, det.lines.length ),
				t.text
			);
		} );
		if ( s.image ) {
			d.pen.image( W / 2 + 20, y + 40, W / 2 - PAD - 20, h - 80 );
		} else {
			d.c.round(
				W / 2 + 20,
				y + 50,
				W / 2 - PAD - 20,
				h - 100,
				t.card,
				8,
				1
			);
			d.c.box( W / 2 + 40, y + 76, 120, 10, t.cardText );
			d.pen.lines(
				W / 2 + 40,
				y + 100,
				W / 2 - PAD - 60,
				3,
				mix( t.cardText, t.card, 0.4 )
			);
			for ( let j = 0; j < 4; j++ ) {
				d.c.box(
					W / 2 + 40,
					y + 150 + j * 18,
					140,
					5,
					mix( t.cardText, t.card, 0.3 )
				);
			}
		}
		return h;
	},

	team( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const n = s.members.length;
		const perRow = Math.min( 4, n );
		const rows = Math.ceil( n / perRow );
		const gap = 14;
		const cw = ( W - PAD * 2 - gap * ( perRow - 1 ) ) / perRow;
		const ch = cw * 1.25 + 50;
		const h = introHeight( s ) + rows * ( ch + 16 ) + 40;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		s.members.forEach( ( _, i ) => {
			const x = PAD + ( i % perRow ) * ( cw + gap );
			const top = cy + Math.floor( i / perRow ) * ( ch + 16 );
			d.c.round(
				x,
				top,
				cw,
				cw * 1.25,
				mix( d.p.primary, d.p.light, 0.75 ),
				6,
				1
			);
			d.c.circle(
				x + cw / 2,
				top + cw * 0.5,
				cw * 0.2,
				mix( d.p.primary, d.p.light, 0.4 )
			);
			d.c.raw(
				`<path d="M${ Math.round( x + cw * 0.15 ) } ${ Math.round( top + cw * 1.25 ) }c0 -${ Math.round( cw * 0.45 ) } ${ Math.round( cw * 0.7 ) } -${ Math.round( cw * 0.45 ) } ${ Math.round( cw * 0.7 ) } 0z" fill="${ mix( d.p.primary, d.p.light, 0.4 ) }"/>`
			);
			d.c.box( x, top + cw * 1.25 + 14, cw * 0.6, 8, t.heading );
			d.c.box( x, top + cw * 1.25 + 30, cw * 0.4, 5, t.eyebrow );
		} );
		return h;
	},

	faq( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		if ( s.layout === 'split' ) {
			const h = Math.max( 200, s.items.length * 38 + 100 );
			d.c.box( 0, y, W, h, t.bg, 0 );
			d.pen.heading( PAD, y + 50, 170, t.heading, { h: 16, lines: 2 } );
			d.pen.lines( PAD, y + 100, 170, 3, t.muted );
			s.items.forEach( ( _, i ) => {
				const top = y + 50 + i * 38;
				d.c.box( 250, top, 200 + ( ( i * 37 ) % 80 ), 7, t.heading );
				d.c.box( 250, top + 24, W - PAD - 250, 1, t.line );
			} );
			return h;
		}
		const h = introHeight( s ) + s.items.length * 38 + 60;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		s.items.forEach( ( _, i ) => {
			const top = cy + i * 38;
			d.c.box(
				W / 2 - 180,
				top,
				200 + ( ( i * 37 ) % 100 ),
				7,
				t.heading
			);
			d.c.box( W / 2 - 180, top + 24, 360, 1, t.line );
		} );
		return h;
	},

	gallery( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const cols = s.columns || 3;
		const rows = Math.ceil( s.images.length / cols );
		const gap = 10;
		const cw = ( W - PAD * 2 - gap * ( cols - 1 ) ) / cols;
		const ch = s.ratio === '1' ? cw : cw * 0.7;
		const h =
			introHeight( s ) +
			rows * ( ch + gap ) +
			50 +
			( s.buttons ? 30 : 0 );
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		s.images.forEach( ( _, i ) => {
			d.pen.image(
				PAD + ( i % cols ) * ( cw + gap ),
				cy + Math.floor( i / cols ) * ( ch + gap ),
				cw,
				ch,
				2,
				4
			);
		} );
		if ( s.buttons ) {
			d.pen.button(
				W / 2 - 40,
				cy + rows * ( ch + gap ) + 6,
				t.button,
				80,
				20
			);
		}
		return h;
	},

	menu( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const most = Math.max( ...s.groups.map( ( g ) => g.items.length ) );
		const h = introHeight( s ) + most * 40 + 110;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		const n = s.groups.length;
		const cw = ( W - PAD * 2 - 30 * ( n - 1 ) ) / n;
		s.groups.forEach( ( g, i ) => {
			const x = PAD + i * ( cw + 30 );
			d.c.box( x, cy, 90, 12, t.heading );
			g.items.forEach( ( _, j ) => {
				const top = cy + 30 + j * 40;
				d.c.box( x, top, cw * 0.5, 7, t.heading );
				d.c.box( x + cw - 30, top, 30, 7, t.eyebrow );
				d.c.box( x, top + 14, cw * 0.75, 4, t.muted );
				d.c.box( x, top + 28, cw, 1, t.line );
			} );
		} );
		return h;
	},

	table( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const h =
			introHeight( s ) +
			( s.rows.length + 1 ) * 24 +
			60 +
			( s.buttons ? 30 : 0 );
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		const cols = s.head.length;
		const cw = ( W - PAD * 2 ) / cols;
		d.c.box( PAD, cy, W - PAD * 2, 24, mix( t.card, t.text, 0.08 ), 1 );
		s.head.forEach( ( _, i ) =>
			d.c.box( PAD + i * cw + 8, cy + 9, cw * 0.5, 6, t.heading )
		);
		s.rows.forEach( ( row, r ) => {
			const top = cy + 24 + r * 24;
			if ( r % 2 === 0 ) {
				d.c.box(
					PAD,
					top,
					W - PAD * 2,
					24,
					mix( t.bg, t.text, 0.04 ),
					1
				);
			}
			row.forEach( ( cell, i ) => {
				if ( cell ) {
					d.c.box(
						PAD + i * cw + 8,
						top + 10,
						Math.min( cw - 16, 18 + ( cell.length % 6 ) * 9 ),
						4,
						i ? t.muted : t.text
					);
				}
			} );
		} );
		if ( s.buttons ) {
			d.pen.button(
				W / 2 - 40,
				cy + ( s.rows.length + 1 ) * 24 + 12,
				t.button,
				80,
				20
			);
		}
		return h;
	},

	logos( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const h = 90;
		d.c.box( 0, y, W, h, t.bg, 0 );
		d.c.box( W / 2 - 60, y + 24, 120, 5, t.muted );
		const n = s.logos.length;
		const cw = ( W - PAD * 2 ) / n;
		s.logos.forEach( ( _, i ) => {
			const x = PAD + i * cw + cw / 2 - 34;
			d.c.circle( x + 6, y + 56, 6, mix( t.text, t.bg, 0.55 ) );
			d.c.box( x + 16, y + 52, 52, 8, mix( t.text, t.bg, 0.55 ) );
		} );
		return h;
	},

	cards( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const n = s.items.length;
		const perRow = n === 4 ? 4 : Math.min( 3, n );
		const rows = Math.ceil( n / perRow );
		const gap = 14;
		const cw = ( W - PAD * 2 - gap * ( perRow - 1 ) ) / perRow;
		const ih = s.ratio === '1' ? cw : cw * 0.75;
		const ch = ih + 70;
		const h =
			introHeight( s ) + rows * ( ch + 16 ) + 40 + ( s.buttons ? 30 : 0 );
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		s.items.forEach( ( item, i ) => {
			const x = PAD + ( i % perRow ) * ( cw + gap );
			const top = cy + Math.floor( i / perRow ) * ( ch + 16 );
			d.pen.image( x, top, cw, ih );
			let ty = top + ih + 12;
			if ( item.meta ) {
				d.c.box( x, ty, 40, 4, t.eyebrow );
				ty += 12;
			}
			d.c.box( x, ty, cw * 0.7, 8, t.heading );
			d.pen.lines( x, ty + 16, cw, 2, t.muted, { h: 4, gap: 5 } );
		} );
		if ( s.buttons ) {
			d.pen.button(
				W / 2 - 40,
				cy + rows * ( ch + 16 ),
				t.button,
				80,
				20
			);
		}
		return h;
	},

	timeline( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const h = introHeight( s ) + s.items.length * 62 + 50;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		s.items.forEach( ( _, i ) => {
			const top = cy + i * 62;
			d.c.box( W / 2 - 190, top, 40, 14, d.p.accent );
			d.c.box( W / 2 - 90, top, 150, 8, t.heading );
			d.pen.lines( W / 2 - 90, top + 16, 280, 2, t.muted );
			if ( i < s.items.length - 1 ) {
				d.c.box( W / 2 - 190, top + 48, 380, 1, t.line );
			}
		} );
		return h;
	},

	posts( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const cols = s.columns || 3;
		const rows = Math.ceil( ( s.perPage || 6 ) / cols );
		const gap = 16;
		const cw = ( W - PAD * 2 - gap * ( cols - 1 ) ) / cols;
		const ch = cw * 0.66 + 74;
		const h = introHeight( s ) + rows * ( ch + 16 ) + 70;
		d.c.box( 0, y, W, h, t.bg, 0 );
		const cy = y + 44 + drawIntro( s, d, t, y + 44 );
		for ( let i = 0; i < rows * cols; i++ ) {
			const x = PAD + ( i % cols ) * ( cw + gap );
			const top = cy + Math.floor( i / cols ) * ( ch + 16 );
			d.pen.image( x, top, cw, cw * 0.66 );
			d.c.box( x, top + cw * 0.66 + 12, 40, 4, t.muted );
			d.c.box( x, top + cw * 0.66 + 24, cw * 0.8, 8, t.heading );
			d.pen.lines( x, top + cw * 0.66 + 40, cw, 2, t.muted, {
				h: 4,
				gap: 5,
			} );
		}
		const py = cy + rows * ( ch + 16 ) + 4;
		for ( let i = 0; i < 5; i++ ) {
			d.c.box(
				W / 2 - 50 + i * 20,
				py,
				10,
				6,
				i === 1 ? t.heading : t.muted
			);
		}
		return h;
	},

	newsletter( s, d, y ) {
		const t = tone( d.p, s.tone || 'light' );
		const h = 130;
		d.c.box( 0, y, W, h, t.bg, 0 );
		d.pen.heading( PAD, y + 40, 240, t.heading, { h: 14 } );
		d.pen.lines( PAD, y + 66, 280, 2, t.muted );
		d.pen.button( W - PAD - 100, y + 52, t.button, 100, 22 );
		return h;
	},

	form( s, d, y ) {
		const t = tone( d.p, s.tone || 'light' );
		const fields = s.fields || [ 'Name', 'Email', 'Message' ];
		const h = Math.max( 300, fields.length * 46 + 150 );
		d.c.box( 0, y, W, h, t.bg, 0 );
		let cy = y + 50;
		if ( s.eyebrow ) {
			d.c.box( PAD, cy, 60, 5, t.eyebrow );
			cy += 16;
		}
		cy +=
			d.pen.heading( PAD, cy, 190, t.heading, { h: 16, lines: 2 } ) + 14;
		cy += d.pen.lines( PAD, cy, 200, 3, t.muted ) + 16;
		( s.steps || [] ).forEach( ( _, i ) => {
			d.c.box( PAD, cy + i * 16, 8, 6, t.eyebrow );
			d.c.box( PAD + 14, cy + i * 16, 150, 6, t.text );
		} );
		const x = 270;
		d.c.round( x, y + 36, W - PAD - x, h - 72, d.p.background, 10, 1 );
		let fy = y + 62;
		d.c.box( x + 22, fy, 120, 10, d.p.text );
		fy += 30;
		fields.forEach( () => {
			d.c.box( x + 22, fy, 60, 5, mix( d.p.text, d.p.background, 0.4 ) );
			d.c.raw(
				`<rect x="${ x + 22 }" y="${ fy + 10 }" width="${ W - PAD - x - 44 }" height="22" rx="4" fill="none" stroke="${ mix( d.p.text, d.p.background, 0.75 ) }"/>`
			);
			fy += 46;
		} );
		d.pen.button( x + 22, fy + 4, d.p.primary, 100, 22 );
		return h;
	},

	quote( s, d, y ) {
		const t = tone( d.p, s.tone || 'base' );
		const h = 170;
		d.c.box( 0, y, W, h, t.bg, 0 );
		d.c.box( PAD + 40, y + 40, 3, 90, d.p.accent );
		d.pen.lines( PAD + 60, y + 44, 380, 3, t.heading, { h: 12, gap: 10 } );
		d.c.box( PAD + 60, y + 116, 120, 5, t.muted );
		return h;
	},
};

/**
 * Height of a section's centred intro.
 *
 * @param {Object} s Section.
 * @return {number} Height.
 */
function introHeight( s ) {
	return (
		( s.eyebrow ? 16 : 0 ) + ( s.heading ? 30 : 0 ) + ( s.text ? 34 : 0 )
	);
}

function drawIntro( s, d, t, y ) {
	let cy = y;
	if ( s.eyebrow ) {
		d.c.box( W / 2 - 35, cy, 70, 5, t.eyebrow );
		cy += 16;
	}
	if ( s.heading ) {
		d.pen.heading( W / 2 - 120, cy, 240, t.heading, {
			h: 16,
			align: 'center',
		} );
		cy += 30;
	}
	if ( s.text ) {
		d.pen.lines( W / 2 - 150, cy, 300, 2, t.muted, { align: 'center' } );
		cy += 34;
	}
	return cy - y;
}

/**
 * Draws sections from the top; stops once `maxHeight` is filled.
 *
 * @param {Object[]} sections  Sections.
 * @param {Object}   palette   Palette.
 * @param {string}   seed      Seed.
 * @param {number}   maxHeight Stop after this height (Infinity: all).
 * @return {{body: string, height: number}} Drawing and its height.
 */
export function drawSections( sections, palette, seed, maxHeight = Infinity ) {
	const c = new Canvas();
	const rand = seeded( seed );
	const d = { c, p: palette, pen: pen( c, palette, rand ) };
	let y = 0;
	for ( const s of sections ) {
		if ( y >= maxHeight ) {
			break;
		}
		y += KINDS[ s.kind ]( s, d, y );
	}
	return { body: c.toString(), height: y };
}

const doc = ( w, h, body ) =>
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ w } ${ h }" width="${ w }" height="${ h }">${ body }</svg>\n`;

/**
 * A page's thumbnail: the top of the page, 600×450.
 *
 * @param {Object[]} sections Sections.
 * @param {Object}   palette  Palette.
 * @param {string}   seed     Seed.
 * @return {string} SVG document.
 */
export function pageThumbnail( sections, palette, seed ) {
	const { body } = drawSections( sections, palette, seed, 450 );
	return doc(
		W,
		450,
		`<rect width="${ W }" height="450" fill="${ palette.background }"/>${ body }`
	);
}

/**
 * A page's full-length screenshot.
 *
 * @param {Object[]} sections Sections.
 * @param {Object}   palette  Palette.
 * @param {string}   seed     Seed.
 * @return {string} SVG document.
 */
export function pageScreenshot( sections, palette, seed ) {
	const { body, height } = drawSections( sections, palette, seed );
	return doc( W, height, body );
}

/**
 * A block's thumbnail, 600×450: the block on a neutral board; headers and
 * footers are shown above or below a faded page so they read as such.
 *
 * @param {Object[]} sections Sections of the block (one).
 * @param {Object}   palette  Palette.
 * @param {string}   seed     Seed.
 * @return {string} SVG document.
 */
export function blockThumbnail( sections, palette, seed ) {
	const kind = sections[ 0 ].kind;
	const board = mix( palette.light, '#ffffff', 0.2 );
	const { body, height } = drawSections( sections, palette, seed );
	let out = `<rect width="${ W }" height="450" fill="${ board }"/>`;
	if ( kind === 'header' || kind === 'footer' ) {
		// The block at full width, a faded page skeleton beside it.
		const ghost = mix( palette.light, palette.text, 0.1 );
		const top = kind === 'header' ? height + 50 : 40;
		let g = '';
		for ( let i = 0; i < 5; i++ ) {
			g += `<rect x="${ PAD }" y="${ top + i * 26 }" width="${ 300 + ( ( i * 73 ) % 200 ) }" height="10" rx="5" fill="${ ghost }"/>`;
		}
		g += `<rect x="${ PAD }" y="${ top + 150 }" width="${ W - PAD * 2 }" height="${ kind === 'header' ? 200 : 60 }" rx="8" fill="${ ghost }"/>`;
		out += g;
		const y = kind === 'header' ? 0 : 450 - height;
		out += `<g transform="translate(0 ${ y })">${ body }</g>`;
		return doc( W, 450, out );
	}
	const scale = Math.min( 1, 400 / height ) * 0.94;
	const w = W * scale;
	const x = ( W - w ) / 2;
	const y = ( 450 - height * scale ) / 2;
	const r = ( n ) => Math.round( n * 100 ) / 100;
	out += `<rect x="${ r( x ) + 3 }" y="${ r( y ) + 5 }" width="${ r( w ) }" height="${ r( height * scale ) }" rx="6" fill="rgba(0,0,0,0.08)"/>`;
	out += `<svg x="${ r( x ) }" y="${ r( y ) }" width="${ r( w ) }" height="${ r( height * scale ) }" viewBox="0 0 ${ W } ${ height }">${ body }</svg>`;
	return doc( W, 450, out );
}

/**
 * A pack's banner, 1200×400: name, tagline, palette and two pages.
 *
 * @param {Object}   pack      Pack (name, settings.colors).
 * @param {Object[]} sectionsA Sections of the first page shown.
 * @param {Object[]} sectionsB Sections of the second page shown.
 * @param {Object}   palette   Palette.
 * @return {string} SVG document.
 */
export function packBanner( pack, sectionsA, sectionsB, palette ) {
	const [ title, tagline ] = pack.name.split( ' - ' );
	const a = drawSections( sectionsA, palette, pack.slug + 'a', 700 );
	const b = drawSections( sectionsB, palette, pack.slug + 'b', 700 );
	const font = `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif"`;
	const fg = tone( palette, 'dark' ).text;
	let out = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ palette.dark }"/><stop offset="1" stop-color="${ mix( palette.dark, palette.primary, 0.6 ) }"/></linearGradient><clipPath id="c"><rect width="1200" height="400"/></clipPath></defs>`;
	out += `<rect width="1200" height="400" fill="url(#g)"/>`;
	out += `<text x="72" y="170" ${ font } font-size="${ Math.min(
		60,
		Math.floor( 700 / title.length )
	) }" font-weight="700" fill="${ fg }">${ escapeXml( title ) }</text>`;
	out += `<text x="74" y="216" ${ font } font-size="24" fill="${ fg }" fill-opacity="0.75">${ escapeXml( tagline || '' ) }</text>`;
	pack.settings.colors.forEach( ( color, i ) => {
		out += `<circle cx="${ 90 + i * 40 }" cy="290" r="15" fill="${ color.color }" stroke="${ fg }" stroke-opacity="0.35" stroke-width="2"/>`;
	} );
	out += `<g clip-path="url(#c)">`;
	out += `<g transform="translate(820 60) rotate(6) scale(0.55)"><rect x="6" y="10" width="600" height="700" fill="rgba(0,0,0,0.25)"/><rect width="600" height="700" fill="${ palette.background }"/>${ b.body }</g>`;
	out += `<g transform="translate(600 40) rotate(-4) scale(0.6)"><rect x="8" y="12" width="600" height="700" fill="rgba(0,0,0,0.3)"/><rect width="600" height="700" fill="${ palette.background }"/>${ a.body }</g>`;
	out += `</g>`;
	return doc( 1200, 400, out );
}

/**
 * Escapes text for XML.
 *
 * @param {string} text Text.
 * @return {string} Escaped text.
 */
function escapeXml( text ) {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}
