/**
 * Our own content images: flat illustrations drawn from an item's palette
 * (landscapes, interiors, portraits, dishes, app screens, maps, logos,
 * icons…). A reference such as `scene-2` or `icon-leaf` names the kind and
 * the variant; the variant seeds the drawing.
 */

/**
 * Internal dependencies
 */
import { mix } from './palette.mjs';
import { seeded } from './random.mjs';

const r1 = ( n ) => Math.round( n * 10 ) / 10;

const svg = ( w, h, body, defs = '' ) =>
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ w } ${ h }" width="${ w }" height="${ h }">${
		defs ? `<defs>${ defs }</defs>` : ''
	}${ body }</svg>\n`;

const rect = ( x, y, w, h, fill, rx = 0 ) =>
	`<rect x="${ r1( x ) }" y="${ r1( y ) }" width="${ r1( w ) }" height="${ r1(
		h
	) }"${ rx ? ` rx="${ rx }"` : '' } fill="${ fill }"/>`;

const circle = ( cx, cy, r, fill ) =>
	`<circle cx="${ r1( cx ) }" cy="${ r1( cy ) }" r="${ r1( r ) }" fill="${ fill }"/>`;

const ellipse = ( cx, cy, rx, ry, fill, rotate = 0 ) =>
	`<ellipse cx="${ r1( cx ) }" cy="${ r1( cy ) }" rx="${ r1( rx ) }" ry="${ r1(
		ry
	) }" fill="${ fill }"${
		rotate
			? ` transform="rotate(${ r1( rotate ) } ${ r1( cx ) } ${ r1( cy ) })"`
			: ''
	}/>`;

const path = ( d, fill, extra = '' ) =>
	`<path d="${ d }" fill="${ fill }"${ extra }/>`;

const gradient = ( id, from, to, vertical = true ) =>
	`<linearGradient id="${ id }" x1="0" y1="0" x2="${ vertical ? 0 : 1 }" y2="${
		vertical ? 1 : 0
	}"><stop offset="0" stop-color="${ from }"/><stop offset="1" stop-color="${ to }"/></linearGradient>`;

/**
 * A hill line across the width: a smooth closed path.
 *
 * @param {Function} rand   Random numbers.
 * @param {number}   w      Width.
 * @param {number}   h      Height.
 * @param {number}   base   Base line height.
 * @param {number}   amp    Amplitude.
 * @param {string}   fill   Colour.
 * @param {number}   points Number of crests.
 * @return {string} Path element.
 */
function hills( rand, w, h, base, amp, fill, points = 3 ) {
	const step = w / points;
	let d = `M0 ${ r1( base + ( rand() - 0.5 ) * amp ) }`;
	for ( let i = 0; i < points; i++ ) {
		const cx = step * i + step / 2;
		const cy = base - amp * ( 0.4 + rand() * 0.8 );
		const ex = step * ( i + 1 );
		const ey = base + ( rand() - 0.5 ) * amp * 0.6;
		d += ` Q${ r1( cx ) } ${ r1( cy ) } ${ r1( ex ) } ${ r1( ey ) }`;
	}
	d += ` L${ w } ${ h } L0 ${ h }Z`;
	return path( d, fill );
}

const SKIN = [
	'#f2c9a5',
	'#e0ac83',
	'#c68b60',
	'#a86b45',
	'#7c4a2d',
	'#5a3520',
];
const HAIR = [
	'#2b1d16',
	'#4a3226',
	'#6b4a2f',
	'#b98a4e',
	'#1c1c1c',
	'#8c8c8c',
];

const DRAW = {
	scene( p, rand ) {
		const w = 1200;
		const h = 800;
		const sky = gradient(
			'g',
			mix( p.light, '#ffffff', 0.3 ),
			mix( p.light, p.accent, 0.35 )
		);
		let body = rect( 0, 0, w, h, 'url(#g)' );
		body += circle(
			250 + rand() * 700,
			200 + rand() * 120,
			70 + rand() * 40,
			mix( p.accent, '#ffffff', 0.15 )
		);
		body += hills(
			rand,
			w,
			h,
			470,
			120,
			mix( p.primary, p.light, 0.65 ),
			2
		);
		body += hills(
			rand,
			w,
			h,
			560,
			110,
			mix( p.primary, p.light, 0.35 ),
			3
		);
		body += hills( rand, w, h, 650, 90, p.primary, 4 );
		body += hills( rand, w, h, 730, 60, p.dark, 5 );
		return svg( w, h, body, sky );
	},

	abstract( p, rand ) {
		const w = 1200;
		const h = 900;
		const colors = [
			p.primary,
			p.accent,
			p.dark,
			mix( p.primary, p.light, 0.5 ),
		];
		let body = rect( 0, 0, w, h, p.light );
		body += circle(
			350 + rand() * 200,
			420,
			260,
			mix( p.primary, p.light, 0.25 )
		);
		body += rect( 620 + rand() * 80, 160, 360, 360, colors[ 1 ], 24 );
		body += path(
			`M${ 180 + rand() * 100 } 820 L520 430 L860 820Z`,
			p.dark
		);
		body += circle( 900, 700, 110, colors[ 3 ] );
		for ( let i = 0; i < 5; i++ ) {
			for ( let j = 0; j < 4; j++ ) {
				body += circle(
					90 + i * 36,
					90 + j * 36,
					7,
					mix( p.dark, p.light, 0.5 )
				);
			}
		}
		body += `<path d="M${ 700 } ${ 760 } q60 -80 120 0 t120 0 t120 0" fill="none" stroke="${ p.accent }" stroke-width="18" stroke-linecap="round"/>`;
		return svg( w, h, body );
	},

	interior( p, rand ) {
		const w = 1200;
		const h = 800;
		const wall = mix( p.light, '#ffffff', 0.2 );
		let body = rect( 0, 0, w, h, wall );
		body += rect( 0, 600, w, 200, mix( p.light, p.dark, 0.18 ) );
		const wx = 120 + rand() * 120;
		body += rect( wx, 110, 380, 400, mix( p.dark, p.light, 0.6 ), 8 );
		body += rect(
			wx + 16,
			126,
			348,
			368,
			mix( p.light, p.accent, 0.25 ),
			4
		);
		body += hills(
			rand,
			348,
			368,
			300,
			60,
			mix( p.primary, p.light, 0.45 ),
			2
		).replace(
			'<path',
			`<path transform="translate(${ r1( wx + 16 ) } 126)"`
		);
		body += rect( wx + 186, 126, 8, 368, mix( p.dark, p.light, 0.6 ) );
		// Plant.
		const px = 760 + rand() * 140;
		for ( let i = 0; i < 7; i++ ) {
			const a = -70 + i * 23;
			body += ellipse(
				px + Math.sin( ( a * Math.PI ) / 180 ) * 70,
				420 - Math.cos( ( a * Math.PI ) / 180 ) * 90,
				28,
				80,
				i % 2 ? p.primary : mix( p.primary, p.dark, 0.3 ),
				a
			);
		}
		body += path(
			`M${ px - 60 } 500 L${ px + 60 } 500 L${ px + 45 } 620 L${ px - 45 } 620Z`,
			p.accent
		);
		// Bench and frame.
		body += rect( 560, 560, 560, 40, p.dark, 6 );
		body += rect( 600, 600, 20, 90, p.dark );
		body += rect( 1060, 600, 20, 90, p.dark );
		body += rect( 640, 170, 140, 180, mix( p.primary, p.light, 0.5 ), 4 );
		body += circle( 710, 240, 36, p.accent );
		return svg( w, h, body );
	},

	portrait( p, rand, variant ) {
		const w = 800;
		const h = 1000;
		const n = Math.floor( rand() * 1000 );
		const bgs = [
			p.light,
			mix( p.accent, p.light, 0.6 ),
			mix( p.primary, p.light, 0.7 ),
		];
		const skin = SKIN[ ( n + Number( variant ) ) % SKIN.length ];
		const hair = HAIR[ Math.floor( n / 4 ) % HAIR.length ];
		const shirt = [ p.primary, p.dark, p.accent ][ n % 3 ];
		const style = n % 3;
		let body = rect( 0, 0, w, h, bgs[ n % bgs.length ] );
		body += circle(
			620,
			200,
			90,
			mix( bgs[ n % bgs.length ], '#ffffff', 0.35 )
		);
		if ( style === 1 ) {
			body += ellipse( 400, 430, 190, 250, hair );
		}
		body += path(
			'M120 1000 C130 760 250 700 400 700 C550 700 670 760 680 1000Z',
			shirt
		);
		body += rect( 350, 560, 100, 160, mix( skin, '#000000', 0.08 ), 40 );
		body += ellipse( 400, 430, 140, 170, skin );
		if ( style === 0 ) {
			body += path(
				'M258 420 C250 280 330 240 400 240 C480 240 560 290 542 420 C520 330 460 320 400 320 C340 320 280 330 258 420Z',
				hair
			);
		} else if ( style === 1 ) {
			body += path(
				'M262 400 C270 290 340 250 400 250 C470 250 540 300 538 400 C500 330 330 330 262 400Z',
				hair
			);
		} else if ( style === 2 ) {
			body += circle( 400, 235, 62, hair );
			body += path(
				'M262 410 C262 300 330 262 400 262 C470 262 540 300 538 410 C510 330 290 330 262 410Z',
				hair
			);
		}
		body += path(
			'M300 1000 L400 760 L500 1000Z',
			mix( shirt, '#ffffff', 0.85 )
		);
		return svg( w, h, body );
	},

	dish( p, rand ) {
		const w = 1000;
		const h = 1000;
		let body = rect( 0, 0, w, h, mix( p.dark, p.primary, 0.3 ) );
		for ( let i = 0; i < 6; i++ ) {
			body += rect(
				0,
				i * 170 + 40,
				w,
				6,
				mix( p.dark, '#000000', 0.15 )
			);
		}
		const cx = 480 + rand() * 40;
		body += circle( cx + 14, 514, 330, 'rgba(0,0,0,0.25)' );
		body += circle( cx, 500, 330, '#f7f3ec' );
		body += circle( cx, 500, 250, '#ffffff' );
		const food = [
			'#6a994e',
			'#a7c957',
			p.accent,
			'#bc4749',
			'#f2e8cf',
			p.primary,
		];
		for ( let i = 0; i < 14; i++ ) {
			const a = rand() * Math.PI * 2;
			const d = rand() * 150;
			body += ellipse(
				cx + Math.cos( a ) * d,
				500 + Math.sin( a ) * d,
				30 + rand() * 40,
				20 + rand() * 30,
				food[ i % food.length ],
				rand() * 180
			);
		}
		body += circle( cx, 500, 40, mix( p.accent, '#ffffff', 0.3 ) );
		body += rect( 70, 300, 22, 420, '#d9d9d9', 11 );
		body += rect( 900, 280, 26, 460, '#d9d9d9', 13 );
		body += circle( 160, 140, 70, mix( p.accent, p.light, 0.2 ) );
		body += circle( 160, 140, 50, mix( p.accent, '#ffffff', 0.45 ) );
		return svg( w, h, body );
	},

	device( p, rand ) {
		const w = 1200;
		const h = 900;
		let body = rect( 0, 0, w, h, p.light );
		body += circle( 1050, 140, 180, mix( p.primary, p.light, 0.75 ) );
		body += rect( 110, 110, 980, 680, '#ffffff', 18 );
		body += rect( 110, 110, 980, 56, mix( p.light, p.dark, 0.08 ), 18 );
		body += rect( 110, 150, 980, 16, mix( p.light, p.dark, 0.08 ) );
		[ '#ff6159', '#ffbd2e', '#28c941' ].forEach( ( c, i ) => {
			body += circle( 146 + i * 26, 138, 8, c );
		} );
		body += rect( 110, 166, 200, 624, p.dark );
		for ( let i = 0; i < 6; i++ ) {
			body += rect(
				140,
				210 + i * 48,
				120 - ( i % 3 ) * 20,
				14,
				mix( p.dark, '#ffffff', i === 1 ? 0.9 : 0.4 ),
				7
			);
		}
		for ( let i = 0; i < 3; i++ ) {
			body += rect(
				350 + i * 240,
				200,
				210,
				110,
				mix( p.light, '#ffffff', 0.4 ),
				10
			);
			body += rect(
				372 + i * 240,
				222,
				80,
				12,
				mix( p.dark, '#ffffff', 0.6 ),
				6
			);
			body += rect(
				372 + i * 240,
				252,
				120,
				28,
				i === 1 ? p.accent : p.primary,
				6
			);
		}
		body += rect( 350, 340, 470, 410, mix( p.light, '#ffffff', 0.4 ), 10 );
		for ( let i = 0; i < 9; i++ ) {
			const bh = 60 + rand() * 260;
			body += rect(
				380 + i * 48,
				720 - bh,
				30,
				bh,
				i % 3 === 2 ? p.accent : p.primary,
				4
			);
		}
		body += rect( 850, 340, 210, 410, mix( p.light, '#ffffff', 0.4 ), 10 );
		body += circle( 955, 470, 80, p.primary );
		body += path( 'M955 470 L955 390 A80 80 0 0 1 1030 500Z', p.accent );
		body += circle( 955, 470, 44, mix( p.light, '#ffffff', 0.4 ) );
		for ( let i = 0; i < 4; i++ ) {
			body += rect(
				880,
				590 + i * 36,
				150 - i * 20,
				12,
				mix( p.dark, '#ffffff', 0.6 ),
				6
			);
		}
		return svg( w, h, body );
	},

	map( p, rand ) {
		const w = 1000;
		const h = 1000;
		let body = rect( 0, 0, w, h, mix( p.light, '#ffffff', 0.4 ) );
		for ( let i = 0; i < 5; i++ ) {
			for ( let j = 0; j < 5; j++ ) {
				body += rect(
					30 + i * 200,
					30 + j * 200,
					150,
					150,
					mix( p.light, p.dark, 0.06 + rand() * 0.05 ),
					10
				);
			}
		}
		body += rect( 430, 430, 150, 150, mix( p.primary, p.light, 0.7 ), 10 );
		body += `<path d="M-20 ${ r1( 300 + rand() * 200 ) } C300 ${ r1( 200 + rand() * 200 ) } 600 ${ r1( 800 + rand() * 100 ) } 1020 ${ r1( 600 + rand() * 200 ) }" fill="none" stroke="${ mix( p.primary, p.light, 0.55 ) }" stroke-width="46"/>`;
		body += rect( 0, 0, 0, 0, 'none' );
		body += `<path d="M505 505 m0 -150 a90 90 0 0 1 90 90 c0 70 -90 150 -90 150 s-90 -80 -90 -150 a90 90 0 0 1 90 -90z" fill="${ p.accent }" transform="translate(0 -60)"/>`;
		body += circle( 505, 385, 34, '#ffffff' );
		return svg( w, h, body );
	},

	building( p, rand, variant ) {
		const w = 1200;
		const h = 900;
		const v = ( Number( variant ) - 1 ) % 3;
		let body = rect( 0, 0, w, h, mix( p.light, '#ffffff', 0.3 ) );
		body += circle( 980, 170, 80, mix( p.accent, '#ffffff', 0.2 ) );
		body += rect( 0, 760, w, 140, mix( p.primary, p.light, 0.45 ) );
		if ( v === 0 ) {
			// A house.
			body += path( 'M300 420 L600 200 L900 420Z', p.dark );
			body += rect( 340, 420, 520, 340, mix( p.light, '#ffffff', 0.6 ) );
			body += rect( 560, 560, 90, 200, p.accent, 4 );
			[ 390, 710 ].forEach( ( x ) => {
				body += rect(
					x,
					480,
					110,
					110,
					mix( p.primary, p.light, 0.55 ),
					4
				);
				body += rect( x + 52, 480, 6, 110, '#ffffff' );
			} );
		} else if ( v === 1 ) {
			// A modern block.
			body += rect( 330, 160, 540, 600, p.dark, 4 );
			for ( let i = 0; i < 4; i++ ) {
				for ( let j = 0; j < 6; j++ ) {
					body += rect(
						370 + i * 125,
						200 + j * 90,
						95,
						60,
						rand() > 0.35
							? mix( p.light, p.accent, 0.35 )
							: mix( p.primary, p.light, 0.3 ),
						3
					);
				}
			}
		} else {
			// A classical front with columns.
			body += path( 'M280 330 L600 180 L920 330Z', p.dark );
			body += rect( 290, 330, 620, 40, p.dark );
			for ( let i = 0; i < 6; i++ ) {
				body += rect(
					320 + i * 110,
					380,
					50,
					330,
					mix( p.light, '#ffffff', 0.7 )
				);
			}
			body += rect( 270, 710, 660, 50, p.dark );
		}
		for ( let i = 0; i < 3; i++ ) {
			const tx = i < 2 ? 120 + i * 90 : 1040;
			body += rect( tx - 8, 640, 16, 120, mix( p.dark, '#000000', 0.2 ) );
			body += circle( tx, 610, 60 + rand() * 20, p.primary );
		}
		return svg( w, h, body );
	},

	product( p, rand, variant ) {
		const w = 1000;
		const h = 1000;
		const v = ( Number( variant ) - 1 ) % 4;
		let body = rect(
			0,
			0,
			w,
			h,
			[
				p.light,
				mix( p.accent, p.light, 0.65 ),
				mix( p.primary, p.light, 0.75 ),
			][ v % 3 ]
		);
		body += ellipse( 500, 840, 260, 40, 'rgba(0,0,0,0.12)' );
		if ( v === 0 ) {
			body += rect( 420, 180, 160, 80, p.dark, 12 );
			body += rect( 350, 250, 300, 590, p.primary, 40 );
			body += rect(
				380,
				420,
				240,
				240,
				mix( p.light, '#ffffff', 0.6 ),
				8
			);
			body += rect( 420, 480, 160, 20, p.dark, 10 );
			body += rect( 440, 530, 120, 14, mix( p.dark, '#ffffff', 0.5 ), 7 );
		} else if ( v === 1 ) {
			body += `<path d="M700 430 c140 0 140 220 0 220" fill="none" stroke="${ p.accent }" stroke-width="46"/>`;
			body += rect( 300, 340, 420, 500, p.accent, 40 );
			body += rect(
				300,
				340,
				420,
				50,
				mix( p.accent, '#ffffff', 0.25 ),
				20
			);
			body += circle( 510, 590, 90, mix( p.light, '#ffffff', 0.5 ) );
		} else if ( v === 2 ) {
			body += `<path d="M400 380 c0 -170 200 -170 200 0" fill="none" stroke="${ p.dark }" stroke-width="26"/>`;
			body += path( 'M270 380 L730 380 L770 840 L230 840Z', p.primary );
			body += circle( 500, 610, 70, p.accent );
		} else {
			body += rect(
				360,
				300,
				280,
				540,
				mix( p.light, '#ffffff', 0.7 ),
				30
			);
			body += rect( 360, 300, 280, 60, p.dark, 20 );
			body += rect( 390, 470, 220, 190, p.primary, 8 );
			body += ellipse( 500, 250, 14, 40, p.accent );
		}
		body += circle(
			150 + rand() * 100,
			160,
			40,
			mix( p.accent, '#ffffff', 0.3 )
		);
		return svg( w, h, body );
	},

	people( p, rand ) {
		const w = 1200;
		const h = 800;
		let body = rect( 0, 0, w, h, p.light );
		body += circle( 600, 900, 520, mix( p.primary, p.light, 0.7 ) );
		const shirts = [
			p.primary,
			p.accent,
			p.dark,
			mix( p.primary, p.accent, 0.5 ),
		];
		const xs = [ 250, 430, 600, 770, 950 ];
		xs.forEach( ( x, i ) => {
			const back = i % 2 === 1;
			const y = back ? 360 : 420;
			const s = back ? 0.9 : 1;
			body += path(
				`M${ x - 130 * s } 800 C${ x - 120 * s } ${ y + 150 } ${ x + 120 * s } ${ y + 150 } ${ x + 130 * s } 800Z`,
				shirts[ ( i + Math.floor( rand() * 4 ) ) % 4 ]
			);
			body += circle(
				x,
				y + 40,
				70 * s,
				SKIN[ ( i * 2 + Math.floor( rand() * 3 ) ) % SKIN.length ]
			);
			body += path(
				`M${ x - 72 * s } ${ y + 30 } C${ x - 70 * s } ${ y - 60 } ${ x + 70 * s } ${ y - 60 } ${ x + 72 * s } ${ y + 30 } C${ x + 30 } ${ y - 10 } ${ x - 30 } ${ y - 10 } ${ x - 72 * s } ${ y + 30 }Z`,
				HAIR[ ( i + 2 ) % HAIR.length ]
			);
		} );
		return svg( w, h, body );
	},

	book( p, rand, variant ) {
		const w = 1000;
		const h = 800;
		const v = ( Number( variant ) - 1 ) % 3;
		let body = rect( 0, 0, w, h, p.light );
		body += circle( 820, 160, 110, mix( p.accent, p.light, 0.4 ) );
		if ( v === 0 ) {
			const colors = [
				p.primary,
				p.accent,
				p.dark,
				mix( p.primary, p.light, 0.4 ),
			];
			for ( let i = 0; i < 4; i++ ) {
				const bw = 420 - i * 30 + rand() * 40;
				body += rect(
					500 - bw / 2 + ( rand() - 0.5 ) * 40,
					620 - i * 80,
					bw,
					70,
					colors[ i ],
					8
				);
				body += rect(
					500 - bw / 2 + 30,
					645 - i * 80,
					bw - 120,
					10,
					'rgba(255,255,255,0.5)',
					5
				);
			}
			body += rect( 220, 690, 560, 14, mix( p.dark, p.light, 0.3 ), 7 );
		} else if ( v === 1 ) {
			body += path(
				'M500 250 C400 200 260 200 160 240 L160 640 C260 600 400 600 500 650Z',
				'#ffffff'
			);
			body += path(
				'M500 250 C600 200 740 200 840 240 L840 640 C740 600 600 600 500 650Z',
				mix( p.light, '#ffffff', 0.6 )
			);
			for ( let i = 0; i < 6; i++ ) {
				body += rect(
					210,
					300 + i * 48,
					230 - ( i % 2 ) * 60,
					12,
					mix( p.dark, '#ffffff', 0.6 ),
					6
				);
				body += rect(
					560,
					300 + i * 48,
					230 - ( ( i + 1 ) % 2 ) * 60,
					12,
					mix( p.dark, '#ffffff', 0.6 ),
					6
				);
			}
			body += rect( 494, 250, 12, 400, p.primary );
		} else {
			body += rect( 180, 160, 640, 420, p.dark, 20 );
			body += rect(
				210,
				190,
				580,
				360,
				mix( p.primary, p.light, 0.35 ),
				8
			);
			body += circle( 500, 370, 70, '#ffffff' );
			body += path( 'M478 330 L478 410 L540 370Z', p.primary );
			body += rect(
				130,
				580,
				740,
				34,
				mix( p.dark, '#ffffff', 0.2 ),
				10
			);
			body += rect( 250, 520, 500, 8, 'rgba(255,255,255,0.4)', 4 );
			body += rect( 250, 520, 220, 8, p.accent, 4 );
		}
		return svg( w, h, body );
	},

	logo( p, rand, variant ) {
		const names = [
			'Quillfield',
			'Brightpath',
			'Oakmere',
			'Tidewell',
			'Copperline',
			'Fernhill',
			'Kitestring',
			'Lumenworks',
			'Parallel',
			'Northgate',
		];
		const n = ( Number( variant ) - 1 ) % names.length;
		const c = mix( p.dark, p.light, 0.35 );
		const marks = [
			circle( 40, 50, 22, c ),
			rect( 18, 28, 44, 44, c, 10 ),
			path( 'M40 24 L64 72 L16 72Z', c ),
			path(
				'M18 50 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 M30 50 a10 10 0 1 1 20 0 a10 10 0 1 1 -20 0',
				c,
				' fill-rule="evenodd"'
			),
			rect( 18, 28, 20, 44, c, 4 ) + rect( 42, 40, 20, 32, c, 4 ),
		];
		const body =
			marks[ n % marks.length ] +
			`<text x="76" y="62" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="30" font-weight="700" letter-spacing="-0.5" fill="${ c }">${ names[ n ] }</text>`;
		return svg( 300, 100, body );
	},

	icon( p, rand, variant ) {
		const fg = p.primary;
		const bg = mix( p.primary, '#ffffff', 0.86 );
		const glyphs = {
			star: path(
				'M48 22 l7.6 15.4 17 2.5 -12.3 12 2.9 16.9 -15.2 -8 -15.2 8 2.9 -16.9 -12.3 -12 17 -2.5z',
				fg
			),
			bolt: path( 'M52 20 L30 52 H46 L42 76 L66 42 H50Z', fg ),
			leaf: path(
				'M28 68 C28 40 46 26 72 24 C72 52 58 70 32 70 M30 68 L54 44',
				fg,
				` stroke="${ bg }" stroke-width="3"`
			),
			shield: path(
				'M48 20 L70 28 V46 C70 60 60 70 48 76 C36 70 26 60 26 46 V28Z',
				fg
			),
			chart:
				rect( 26, 52, 10, 20, fg, 2 ) +
				rect( 43, 40, 10, 32, fg, 2 ) +
				rect( 60, 28, 10, 44, fg, 2 ),
			heart: path(
				'M48 72 C20 54 22 30 36 28 C42 27 46 30 48 35 C50 30 54 27 60 28 C74 30 76 54 48 72Z',
				fg
			),
			chat: path(
				'M24 30 h48 a6 6 0 0 1 6 6 v24 a6 6 0 0 1 -6 6 h-28 l-12 10 v-10 h-8 a6 6 0 0 1 -6 -6 v-24 a6 6 0 0 1 6 -6z',
				fg
			),
			clock:
				circle( 48, 48, 24, fg ) +
				path( 'M46 34 h4 v14 l10 6 -2 3.5 -12 -7z', bg ),
			target:
				circle( 48, 48, 24, fg ) +
				circle( 48, 48, 15, bg ) +
				circle( 48, 48, 7, fg ),
			pen: path( 'M62 22 L74 34 L40 68 L24 72 L28 56Z', fg ),
			layers:
				path( 'M48 24 L74 38 L48 52 L22 38Z', fg ) +
				path( 'M22 50 L48 64 L74 50 L74 56 L48 70 L22 56Z', fg ),
			globe:
				circle( 48, 48, 24, fg ) +
				`<path d="M24 48 h48 M48 24 c-12 14 -12 34 0 48 c12 -14 12 -34 0 -48" fill="none" stroke="${ bg }" stroke-width="3"/>`,
			sun:
				circle( 48, 48, 12, fg ) +
				`<path d="M48 22v8M48 66v8M22 48h8M66 48h8M30 30l6 6M60 60l6 6M66 30l-6 6M36 60l-6 6" stroke="${ fg }" stroke-width="4" stroke-linecap="round"/>`,
			home: path(
				'M48 22 L74 44 H68 V72 H54 V56 H42 V72 H28 V44 H22Z',
				fg
			),
			scale:
				`<path d="M48 24 V70 M34 70 H62 M26 34 H70" stroke="${ fg }" stroke-width="4" stroke-linecap="round"/>` +
				path( 'M20 52 L26 36 L32 52Z', fg ) +
				path( 'M64 52 L70 36 L76 52Z', fg ),
			cap:
				path( 'M48 26 L78 40 L48 54 L18 40Z', fg ) +
				path( 'M32 48 V60 C40 68 56 68 64 60 V48 L48 56Z', fg ),
			cup:
				path(
					'M26 36 H62 V56 C62 66 54 72 44 72 C34 72 26 66 26 56Z',
					fg
				) +
				`<path d="M62 42 h6 a7 7 0 0 1 0 14 h-6" fill="none" stroke="${ fg }" stroke-width="4"/>`,
			people:
				circle( 38, 38, 9, fg ) +
				circle( 60, 40, 8, fg ) +
				path( 'M22 70 C22 54 54 54 54 70Z', fg ) +
				path( 'M50 70 C52 58 74 56 74 70Z', fg ),
			lock:
				rect( 28, 44, 40, 30, fg, 6 ) +
				`<path d="M36 44 v-8 a12 12 0 0 1 24 0 v8" fill="none" stroke="${ fg }" stroke-width="5"/>`,
			calendar:
				rect( 24, 30, 48, 42, fg, 6 ) +
				rect( 30, 44, 36, 22, bg, 2 ) +
				rect( 33, 24, 5, 12, fg, 2 ) +
				rect( 58, 24, 5, 12, fg, 2 ),
		};
		const glyph = glyphs[ variant ];
		if ( ! glyph ) {
			throw new Error( `Unknown icon "${ variant }"` );
		}
		return svg( 96, 96, rect( 0, 0, 96, 96, bg, 24 ) + glyph );
	},
};

/**
 * Alt text for a content image, from its kind.
 */
const ALT = {
	scene: 'Illustration of rolling hills under a low sun',
	abstract: 'Abstract composition of circles and shapes',
	interior: 'Illustration of a calm room with a window and a plant',
	portrait: 'Illustrated portrait',
	dish: 'Illustration of a plated dish seen from above',
	device: 'Illustration of an app dashboard in a browser window',
	map: 'Illustrated map with a location pin',
	building: 'Illustration of a building',
	product: 'Illustration of a product',
	people: 'Illustration of a group of people',
	book: 'Illustration of study material',
	logo: 'Client logo',
	icon: '',
};

/**
 * Splits a reference like `portrait-3` or `icon-leaf`.
 *
 * @param {string} ref Reference.
 * @return {{kind: string, variant: string}} Parts.
 */
export function parseRef( ref ) {
	const at = ref.indexOf( '-' );
	return { kind: ref.slice( 0, at ), variant: ref.slice( at + 1 ) };
}

/**
 * Default alt text of a reference.
 *
 * @param {string} ref Reference.
 * @return {string} Alt text.
 */
export function altFor( ref ) {
	const { kind } = parseRef( ref );
	if ( ! ( kind in ALT ) ) {
		throw new Error( `Unknown image kind in "${ ref }"` );
	}
	return ALT[ kind ];
}

/**
 * Draws one content image.
 *
 * @param {string} ref     Reference.
 * @param {Object} palette Palette.
 * @param {string} seed    Seed (the file name).
 * @return {string} SVG document.
 */
export function drawIllustration( ref, palette, seed ) {
	const { kind, variant } = parseRef( ref );
	const draw = DRAW[ kind ];
	if ( ! draw ) {
		throw new Error( `Unknown image kind in "${ ref }"` );
	}
	return draw( palette, seeded( seed ), variant );
}

/**
 * The icon of a dependency plugin.
 *
 * @param {string} name Which: demo-helper or forms-pro.
 * @return {string} SVG document.
 */
export function dependencyIcon( name ) {
	if ( name === 'demo-helper' ) {
		return svg(
			128,
			128,
			rect( 0, 0, 128, 128, '#2f5d8a', 28 ) +
				rect( 40, 44, 56, 56, 'rgba(0,0,0,0.22)', 12 ) +
				rect( 32, 32, 56, 56, '#ffffff', 12 ) +
				rect( 44, 46, 32, 6, '#2f5d8a', 3 ) +
				rect( 44, 58, 22, 6, '#8fb3d6', 3 ) +
				rect( 44, 70, 28, 6, '#8fb3d6', 3 )
		);
	}
	return svg(
		128,
		128,
		rect( 0, 0, 128, 128, '#4b2e83', 28 ) +
			rect( 28, 26, 72, 76, '#ffffff', 10 ) +
			rect( 38, 38, 52, 10, '#d9cdef', 4 ) +
			rect( 38, 56, 52, 10, '#d9cdef', 4 ) +
			rect( 38, 76, 28, 12, '#f5a623', 6 ) +
			rect( 70, 8, 50, 22, '#f5a623', 11 ) +
			`<text x="95" y="24" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" font-weight="800" fill="#4b2e83">PRO</text>`
	);
}
