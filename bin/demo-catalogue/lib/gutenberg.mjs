/**
 * Builds block trees (`[ name, attributes, innerBlocks ]`) for the sections
 * an item is made of. The trees are turned into markup by the real block
 * editor (see serialize-in-editor.mjs), so nothing here writes HTML.
 */

/**
 * Internal dependencies
 */
import { largeInk, mix, tone } from './palette.mjs';

const SPACE = ( step ) => `var:preset|spacing|${ step }`;

/**
 * One block.
 *
 * @param {string} name  Block name.
 * @param {Object} attrs Attributes.
 * @param {Array}  inner Inner blocks.
 * @return {Array} Block tree node.
 */
const b = ( name, attrs = {}, inner = [] ) => [ name, attrs, inner ];

/**
 * A link of a list (menu, footer column, legal line): a label alone links
 * to the fragment of its name (`'Our story'` → `#our-story`), which a
 * full-site import points at the pack's page or section of that name; an
 * object gives its own `url`.
 *
 * @param {string|Object} l Label, or { text, url }.
 * @return {{label: string, url: string}} Label and address.
 */
export const linkOf = ( l ) =>
	typeof l === 'string'
		? {
				label: l,
				// As WordPress's sanitize_title() makes a page's slug of it.
				url:
					'#' +
					l
						.toLowerCase()
						.replace( /[^a-z0-9 _-]/g, '' )
						.trim()
						.replace( /[\s_]+/g, '-' )
						.replace( /-+/g, '-' ),
			}
		: { label: l.text, url: l.url };

/**
 * Typography and colour attributes for text blocks.
 *
 * Text alignment is not set here: the markup is made on the oldest supported
 * WordPress (6.8), where headings and paragraphs align text with a block
 * attribute of their own (`textAlign`, `align`) and have no
 * `typography.textAlign` support yet. WordPress 7 migrates both attributes to
 * `style.typography.textAlign` through the blocks' deprecations; the saved
 * `has-text-align-*` class is the same.
 *
 * @param {Object} o Options: size (preset), fontSize (custom), weight, color, transform, spacing, margin, lineHeight.
 * @return {Object} Attributes.
 */
function textAttrs( o = {} ) {
	const attrs = {};
	const style = {};
	const typography = {};
	if ( o.fontSize ) {
		typography.fontSize = o.fontSize;
	}
	if ( o.weight ) {
		typography.fontWeight = o.weight;
	}
	if ( o.transform ) {
		typography.textTransform = o.transform;
	}
	if ( o.letterSpacing ) {
		typography.letterSpacing = o.letterSpacing;
	}
	if ( o.lineHeight ) {
		typography.lineHeight = o.lineHeight;
	}
	if ( Object.keys( typography ).length ) {
		style.typography = typography;
	}
	if ( o.color ) {
		style.color = { text: o.color };
	}
	if ( o.margin ) {
		style.spacing = { margin: o.margin };
	}
	if ( Object.keys( style ).length ) {
		attrs.style = style;
	}
	if ( o.size ) {
		attrs.fontSize = o.size;
	}
	return attrs;
}

const heading = ( content, o = {} ) =>
	b( 'core/heading', {
		level: o.level || 2,
		content,
		...( o.align ? { textAlign: o.align } : {} ),
		...textAttrs( o ),
	} );

const para = ( content, o = {} ) =>
	b( 'core/paragraph', {
		content,
		...( o.align ? { align: o.align } : {} ),
		...textAttrs( o ),
	} );

/**
 * A small uppercase label above a heading.
 *
 * @param {string} content Text.
 * @param {Object} t       Tone.
 * @param {string} align   Text alignment.
 * @return {Array} Paragraph block.
 */
const eyebrow = ( content, t, align ) =>
	para( content, {
		align,
		size: 'small',
		weight: '600',
		transform: 'uppercase',
		letterSpacing: '0.12em',
		color: t.eyebrow,
	} );

/**
 * Eyebrow, heading and intro text of a section, when given.
 *
 * @param {Object} s Section content.
 * @param {Object} t Tone.
 * @param {Object} o Options: align, level, size.
 * @return {Array[]} Blocks.
 */
function intro( s, t, o = {} ) {
	const align = o.align === undefined ? 'center' : o.align;
	const out = [];
	if ( s.eyebrow ) {
		out.push( eyebrow( s.eyebrow, t, align ) );
	}
	if ( s.heading ) {
		out.push(
			heading( s.heading, {
				level: o.level || 2,
				align,
				size: o.size || 'xx-large',
			} )
		);
	}
	if ( s.text ) {
		out.push( para( s.text, { align, size: 'large', color: t.muted } ) );
	}
	return out;
}

/**
 * A button row.
 *
 * @param {Array}  list    Buttons: { text, url, outline }.
 * @param {Object} t       Tone.
 * @param {string} justify Flex justification.
 * @return {Array} Buttons block.
 */
function buttons( list, t, justify = 'center' ) {
	return b(
		'core/buttons',
		{ layout: { type: 'flex', justifyContent: justify } },
		list.map( ( btn ) =>
			b( 'core/button', {
				text: btn.text,
				url: btn.url || '#',
				...( btn.outline
					? {
							className: 'is-style-outline',
							style: {
								color: { text: t.text },
								border: { radius: '6px' },
							},
						}
					: {
							style: {
								color: {
									background: t.button,
									text: t.buttonText,
								},
								border: { radius: '6px' },
							},
						} ),
			} )
		)
	);
}

/**
 * A full-width section: a group with the tone's colours and padding.
 *
 * @param {Object}  t     Tone.
 * @param {Array[]} inner Inner blocks.
 * @param {Object}  o     Options: tag, pad, className, gap.
 * @return {Array} Group block.
 */
function section( t, inner, o = {} ) {
	const padY = SPACE( o.pad || '70' );
	const style = {
		spacing: {
			padding: {
				top: padY,
				bottom: padY,
				left: SPACE( '50' ),
				right: SPACE( '50' ),
			},
			margin: { top: '0', bottom: '0' },
		},
		color: { background: t.bg, text: t.text },
	};
	if ( o.gap ) {
		style.spacing.blockGap = o.gap;
	}
	if ( t.isDark ) {
		style.elements = { link: { color: { text: t.text } } };
	}
	return b(
		'core/group',
		{
			tagName: o.tag || 'section',
			align: 'full',
			style,
			layout: { type: 'constrained' },
			...( o.className ? { className: o.className } : {} ),
		},
		inner
	);
}

/**
 * A card: a padded, rounded group.
 *
 * @param {Object}  ctx   Build context.
 * @param {Object}  t     Tone of the section the card sits in.
 * @param {Array[]} inner Inner blocks.
 * @param {Object}  o     Options: bg, text, pad, border.
 * @return {Array} Group block.
 */
function card( ctx, t, inner, o = {} ) {
	const style = {
		spacing: {
			padding: {
				top: SPACE( o.pad || '40' ),
				bottom: SPACE( o.pad || '40' ),
				left: SPACE( o.pad || '40' ),
				right: SPACE( o.pad || '40' ),
			},
			blockGap: SPACE( '30' ),
		},
		border: { radius: '12px' },
		color: { background: o.bg || t.card, text: o.text || t.cardText },
	};
	if ( o.border ) {
		style.border = { ...style.border, width: '1px', color: o.border };
	}
	if ( o.height ) {
		style.dimensions = { minHeight: '100%' };
	}
	return b(
		'core/group',
		{
			style,
			layout: {
				type: 'flex',
				orientation: 'vertical',
				justifyContent: 'stretch',
			},
			...( ctx.softShadow
				? { className: 'is-style-stencilbox-soft-shadow' }
				: {} ),
		},
		inner
	);
}

/**
 * An image block.
 *
 * @param {Object} ctx Build context.
 * @param {string} ref Image reference (see ctx.img).
 * @param {Object} o   Options: alt, ratio, radius, width, align.
 * @return {Array} Image block.
 */
function image( ctx, ref, o = {} ) {
	const style = {};
	if ( o.radius !== 0 ) {
		style.border = { radius: o.radius || '12px' };
	}
	return b( 'core/image', {
		url: ctx.img( ref ),
		alt: o.alt ?? ctx.alt( ref ),
		sizeSlug: 'full',
		linkDestination: 'none',
		...( o.ratio ? { aspectRatio: o.ratio, scale: 'cover' } : {} ),
		...( o.width ? { width: o.width } : {} ),
		...( o.align ? { align: o.align } : {} ),
		...( Object.keys( style ).length ? { style } : {} ),
	} );
}

/**
 * Columns with equal widths.
 *
 * @param {Array[][]} cols Inner blocks of each column.
 * @param {Object}    o    Options: align, valign, widths, gap.
 * @return {Array} Columns block.
 */
function columns( cols, o = {} ) {
	return b(
		'core/columns',
		{
			align: o.align === undefined ? 'wide' : o.align || undefined,
			...( o.valign ? { verticalAlignment: o.valign } : {} ),
			...( o.gap
				? {
						style: {
							spacing: {
								blockGap: { top: o.gap, left: o.gap },
							},
						},
					}
				: {} ),
		},
		cols.map( ( inner, i ) =>
			b(
				'core/column',
				{
					...( o.widths ? { width: o.widths[ i ] } : {} ),
					...( o.valign ? { verticalAlignment: o.valign } : {} ),
				},
				inner
			)
		)
	);
}

/**
 * A responsive grid of equal cells (a group with grid layout).
 *
 * @param {Array[]} cells    Cell blocks.
 * @param {string}  minWidth Minimum cell width.
 * @param {Object}  o        Options: gap, columns (most columns; the grid
 *                           drops columns when cells get narrower than
 *                           `minWidth`).
 * @return {Array} Group block.
 */
function grid( cells, minWidth = '16rem', o = {} ) {
	const n = cells.length;
	const columnCount =
		o.columns || ( n === 4 || n === 2 ? n : Math.min( n, 3 ) );
	return b(
		'core/group',
		{
			align: 'wide',
			layout: {
				type: 'grid',
				columnCount,
				minimumColumnWidth: minWidth,
			},
			style: { spacing: { blockGap: o.gap || SPACE( '40' ) } },
		},
		cells
	);
}

/**
 * Escapes bare ampersands. Copy is HTML; top-level rich-text attributes are
 * normalised by the editor, but nested ones (table cells) are not.
 *
 * @param {string} html Inline HTML.
 * @return {string} HTML with `&amp;`.
 */
const escapeAmp = ( html ) => html.replace( /&(?!#?\w+;)/g, '&amp;' );

const list = ( items, o = {} ) =>
	b(
		'core/list',
		{
			...( o.className ? { className: o.className } : {} ),
			...( o.color ? { style: { color: { text: o.color } } } : {} ),
		},
		items.map( ( content ) => b( 'core/list-item', { content } ) )
	);

const spacer = ( height ) => b( 'core/spacer', { height } );

const separator = ( color ) =>
	b( 'core/separator', {
		className: 'is-style-wide',
		style: { color: { background: color } },
	} );

const navigation = ( links, justify = 'right' ) =>
	b(
		'core/navigation',
		{
			overlayMenu: 'mobile',
			layout: { type: 'flex', justifyContent: justify },
			style: { spacing: { blockGap: SPACE( '40' ) } },
		},
		links.map( linkOf ).map( ( { label, url } ) =>
			b( 'core/navigation-link', {
				label,
				url,
				kind: 'custom',
				isTopLevelLink: true,
			} )
		)
	);

/**
 * The site's title, bold, in the heading colour (its link too).
 *
 * @param {Object} t Tone.
 * @return {Array} Site title block.
 */
function siteTitle( t ) {
	const attrs = textAttrs( {
		size: 'x-large',
		weight: '700',
		letterSpacing: '-0.02em',
		color: t.heading,
		margin: { top: '0', bottom: '0' },
	} );
	attrs.style.elements = { link: { color: { text: t.heading } } };
	return b( 'core/site-title', { level: 0, ...attrs } );
}

/**
 * The site's logo and title, styled as the brand: a header or footer shows
 * the title and logo of the site it is on (a full-site import sets them
 * from the wizard), never a name written into the markup.
 *
 * @param {Object} t       Tone.
 * @param {string} justify Flex justification.
 * @return {Array} Group block.
 */
const brand = ( t, justify ) =>
	b(
		'core/group',
		{
			style: { spacing: { blockGap: '12px' } },
			layout: {
				type: 'flex',
				flexWrap: 'nowrap',
				verticalAlignment: 'center',
				...( justify ? { justifyContent: justify } : {} ),
			},
		},
		[ b( 'core/site-logo', { width: 48 } ), siteTitle( t ) ]
	);

/**
 * The site's tagline.
 *
 * @param {Object} t Tone.
 * @param {Object} o Text options.
 * @return {Array} Site tagline block.
 */
const tagline = ( t, o = {} ) =>
	b( 'core/site-tagline', {
		...( o.align ? { textAlign: o.align } : {} ),
		...textAttrs( {
			color: t.muted,
			margin: { top: '0', bottom: '0' },
			...o,
			align: undefined,
		} ),
	} );

const social = ( t, services = [ 'instagram', 'linkedin', 'x' ] ) =>
	b(
		'core/social-links',
		{
			className: 'is-style-logos-only',
			iconColorValue: t.text,
			size: 'has-normal-icon-size',
			style: { spacing: { blockGap: { left: SPACE( '30' ) } } },
		},
		services.map( ( service ) =>
			b( 'core/social-link', { service, url: '#' } )
		)
	);

/* ---------------------------------------------------------------------- */
/* Section kinds                                                          */
/* ---------------------------------------------------------------------- */

const KINDS = {
	header( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const cta = s.cta ? [ buttons( [ s.cta ], t, 'right' ) ] : [];
		const announcement = s.announcement
			? [
					b(
						'core/group',
						{
							align: 'full',
							style: {
								spacing: {
									padding: {
										top: SPACE( '20' ),
										bottom: SPACE( '20' ),
										left: SPACE( '50' ),
										right: SPACE( '50' ),
									},
									margin: { top: '0', bottom: '0' },
								},
								color: {
									background: ctx.palette.primary,
									text: tone( ctx.palette, 'primary' ).text,
								},
							},
							layout: { type: 'constrained' },
						},
						[
							para( s.announcement, {
								align: 'center',
								size: 'small',
								margin: { top: '0', bottom: '0' },
							} ),
						]
					),
				]
			: [];
		if ( s.variant === 'centered' ) {
			return b(
				'core/group',
				{
					tagName: 'header',
					align: 'full',
					style: {
						spacing: {
							padding: {
								top: SPACE( '40' ),
								bottom: SPACE( '40' ),
								left: SPACE( '50' ),
								right: SPACE( '50' ),
							},
							margin: { top: '0', bottom: '0' },
							blockGap: SPACE( '30' ),
						},
						color: { background: t.bg, text: t.text },
						border: {
							bottom: { color: t.line, width: '1px' },
						},
					},
					layout: {
						type: 'flex',
						orientation: 'vertical',
						justifyContent: 'center',
					},
				},
				[
					...( s.tagline
						? [
								tagline( t, {
									align: 'center',
									size: 'small',
									transform: 'uppercase',
									letterSpacing: '0.2em',
								} ),
							]
						: [] ),
					brand( t, 'center' ),
					navigation( s.links, 'center' ),
				]
			);
		}
		const bar = b(
			'core/group',
			{
				tagName: 'header',
				align: 'full',
				style: {
					spacing: {
						padding: {
							top: SPACE( '30' ),
							bottom: SPACE( '30' ),
							left: SPACE( '50' ),
							right: SPACE( '50' ),
						},
						margin: { top: '0', bottom: '0' },
					},
					color: { background: t.bg, text: t.text },
					...( t.isDark
						? {
								elements: {
									link: { color: { text: t.text } },
								},
							}
						: {} ),
				},
				layout: { type: 'constrained' },
			},
			[
				b(
					'core/group',
					{
						align: 'wide',
						layout: {
							type: 'flex',
							flexWrap: 'wrap',
							justifyContent: 'space-between',
						},
					},
					[
						brand( t ),
						b(
							'core/group',
							{
								layout: { type: 'flex', flexWrap: 'wrap' },
								style: {
									spacing: { blockGap: SPACE( '50' ) },
								},
							},
							[ navigation( s.links ), ...cta ]
						),
					]
				),
			]
		);
		if ( ! announcement.length ) {
			return bar;
		}
		return b(
			'core/group',
			{
				align: 'full',
				style: {
					spacing: {
						blockGap: '0',
						margin: { top: '0', bottom: '0' },
					},
				},
				layout: { type: 'default' },
			},
			[ ...announcement, bar ]
		);
	},

	footer( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'dark' );
		const cols = [
			[
				brand( t ),
				tagline( t, {
					size: 'small',
					weight: '600',
					transform: 'uppercase',
					letterSpacing: '0.12em',
				} ),
				para( s.text, { color: t.muted } ),
				...( s.social === false ? [] : [ social( t, s.social ) ] ),
			],
			...s.columns.map( ( col ) => [
				heading( col.title, {
					level: 3,
					size: 'medium',
					weight: '600',
				} ),
				col.links
					? b(
							'core/list',
							{
								className: 'is-style-default',
								style: {
									spacing: {
										padding: { left: '0' },
									},
									typography: { lineHeight: '2' },
								},
							},
							col.links.map( linkOf ).map( ( { label, url } ) =>
								b( 'core/list-item', {
									content: `<a href="${ url }">${ label }</a>`,
								} )
							)
						)
					: para( col.lines.join( '<br>' ), {
							color: t.muted,
							lineHeight: '1.8',
						} ),
			] ),
		];
		const widths = [
			s.columns.length >= 3 ? '34%' : '50%',
			...s.columns.map( () => undefined ),
		];
		return section(
			t,
			[
				columns( cols, {
					widths: widths.some( Boolean ) ? widths : undefined,
					gap: SPACE( '50' ),
				} ),
				spacer( '24px' ),
				separator( t.line ),
				b(
					'core/group',
					{
						align: 'wide',
						layout: {
							type: 'flex',
							flexWrap: 'wrap',
							justifyContent: 'space-between',
						},
					},
					[
						para( s.legal, { size: 'small', color: t.muted } ),
						...( s.legalLinks
							? [
									para(
										s.legalLinks
											.map( linkOf )
											.map(
												( { label, url } ) =>
													`<a href="${ url }">${ label }</a>`
											)
											.join( '   ·   ' ),
										{ size: 'small', color: t.muted }
									),
								]
							: [] ),
					]
				),
			],
			{ tag: 'footer', pad: '60' }
		);
	},

	hero( s, ctx ) {
		const variant = s.variant || 'split';
		if ( variant === 'cover' ) {
			const t = tone( ctx.palette, 'dark' );
			const align = s.align || 'center';
			return b(
				'core/cover',
				{
					url: ctx.img( s.image ),
					alt: '',
					dimRatio: s.dim ?? 60,
					customOverlayColor: s.overlay || ctx.palette.dark,
					isUserOverlayColor: true,
					minHeight: s.minHeight || 640,
					minHeightUnit: 'px',
					align: 'full',
					contentPosition:
						align === 'left' ? 'center left' : 'center center',
					isDark: true,
					style: {
						spacing: {
							padding: {
								top: SPACE( '80' ),
								bottom: SPACE( '80' ),
								left: SPACE( '50' ),
								right: SPACE( '50' ),
							},
							margin: { top: '0', bottom: '0' },
						},
						color: { text: '#ffffff' },
						elements: { link: { color: { text: '#ffffff' } } },
					},
					layout: { type: 'constrained', contentSize: '760px' },
				},
				[
					...( s.eyebrow
						? [
								para( s.eyebrow, {
									align,
									size: 'small',
									weight: '600',
									transform: 'uppercase',
									letterSpacing: '0.16em',
									color: ctx.palette.accent,
								} ),
							]
						: [] ),
					heading( s.heading, {
						level: 1,
						align,
						fontSize: 'clamp(2.6rem, 6vw, 4.5rem)',
						lineHeight: '1.05',
						color: '#ffffff',
					} ),
					para( s.text, {
						align,
						size: 'large',
						color: mix( '#ffffff', ctx.palette.dark, 0.12 ),
					} ),
					spacer( '8px' ),
					buttons(
						s.buttons,
						{
							...t,
							text: '#ffffff',
							button: ctx.palette.accent,
							buttonText: tone( ctx.palette, 'accent' ).text,
						},
						align === 'left' ? 'left' : 'center'
					),
				]
			);
		}
		const t = tone( ctx.palette, s.tone || 'base' );
		const textBlocks = ( align ) => [
			...( s.eyebrow ? [ eyebrow( s.eyebrow, t, align ) ] : [] ),
			heading( s.heading, {
				level: 1,
				align,
				fontSize: 'clamp(2.4rem, 5vw, 4rem)',
				lineHeight: '1.08',
			} ),
			para( s.text, { align, size: 'large', color: t.muted } ),
			spacer( '8px' ),
			buttons( s.buttons, t, align === 'center' ? 'center' : 'left' ),
			...( s.note
				? [ para( s.note, { align, size: 'small', color: t.muted } ) ]
				: [] ),
		];
		if ( variant === 'centered' ) {
			return section(
				t,
				[
					...textBlocks( 'center' ),
					...( s.image
						? [
								spacer( '24px' ),
								image( ctx, s.image, {
									align: 'wide',
									ratio: '21/9',
									radius: '16px',
								} ),
							]
						: [] ),
				],
				{ pad: '80' }
			);
		}
		if ( variant === 'media' ) {
			return b(
				'core/media-text',
				{
					align: 'full',
					mediaUrl: ctx.img( s.image ),
					mediaType: 'image',
					mediaAlt: ctx.alt( s.image ),
					mediaPosition: s.mediaPosition || 'right',
					imageFill: true,
					verticalAlignment: 'center',
					mediaWidth: 50,
					style: {
						color: { background: t.bg, text: t.text },
						spacing: { margin: { top: '0', bottom: '0' } },
					},
				},
				[
					b(
						'core/group',
						{
							style: {
								spacing: {
									padding: {
										top: SPACE( '70' ),
										bottom: SPACE( '70' ),
										left: SPACE( '40' ),
										right: SPACE( '40' ),
									},
								},
							},
							layout: {
								type: 'constrained',
								contentSize: '520px',
							},
						},
						textBlocks( 'left' )
					),
				]
			);
		}
		// Split: text beside an image.
		return section(
			t,
			[
				columns(
					[
						textBlocks( 'left' ),
						[
							image( ctx, s.image, {
								ratio: '4/3',
								radius: '16px',
							} ),
						],
					],
					{
						valign: 'center',
						widths: [ '52%', '48%' ],
						gap: SPACE( '60' ),
					}
				),
			],
			{ pad: '80' }
		);
	},

	pageTitle( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'light' );
		return section( t, intro( s, t, { level: 1, size: 'xx-large' } ), {
			pad: '70',
		} );
	},

	features( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const variant = s.variant || 'cards';
		const cells = s.items.map( ( item, i ) => {
			const top = [];
			if ( variant === 'numbered' ) {
				top.push(
					para( String( i + 1 ).padStart( 2, '0' ), {
						fontSize: '2.5rem',
						weight: '300',
						color: largeInk( ctx.palette, t.bg, [
							ctx.palette.accent,
							ctx.palette.primary,
						] ),
						margin: { top: '0', bottom: '0' },
					} )
				);
			} else if ( item.icon ) {
				top.push(
					image( ctx, item.icon, {
						width: '56px',
						radius: 0,
						alt: '',
					} )
				);
			} else if ( item.image ) {
				top.push( image( ctx, item.image, { ratio: '3/2' } ) );
			}
			const body = [
				...top,
				heading( item.title, {
					level: 3,
					size: 'large',
					weight: '600',
				} ),
				para( item.text, {
					color:
						variant === 'cards'
							? mix( t.cardText, t.card, 0.28 )
							: t.muted,
				} ),
				...( item.link
					? [
							para(
								`<a href="${ item.url || '#' }">${ item.link } →</a>`,
								{
									weight: '600',
								}
							),
						]
					: [] ),
			];
			return variant === 'cards'
				? card( ctx, t, body, { height: true } )
				: b(
						'core/group',
						{
							layout: { type: 'flex', orientation: 'vertical' },
							style: { spacing: { blockGap: SPACE( '30' ) } },
						},
						body
					);
		} );
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			grid(
				cells,
				s.minWidth || ( s.items.length === 4 ? '14rem' : '17rem' )
			),
			...( s.buttons
				? [ spacer( '16px' ), buttons( s.buttons, t ) ]
				: [] ),
		] );
	},

	alternating( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const rows = s.rows.map( ( row, i ) =>
			b(
				'core/media-text',
				{
					align: 'wide',
					mediaUrl: ctx.img( row.image ),
					mediaType: 'image',
					mediaAlt: ctx.alt( row.image ),
					mediaPosition: i % 2 ? 'right' : 'left',
					verticalAlignment: 'center',
					mediaWidth: 48,
					...( i || s.heading
						? {
								style: {
									spacing: { margin: { top: SPACE( '60' ) } },
								},
							}
						: {} ),
				},
				[
					...( row.eyebrow
						? [ eyebrow( row.eyebrow, t, 'left' ) ]
						: [] ),
					heading( row.heading, { level: 3, size: 'x-large' } ),
					para( row.text, { color: t.muted } ),
					...( row.bullets ? [ list( row.bullets ) ] : [] ),
					...( row.button
						? [ buttons( [ row.button ], t, 'left' ) ]
						: [] ),
				]
			)
		);
		return section( t, [ ...intro( s, t ), ...rows ] );
	},

	story( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const textCol = [
			...( s.eyebrow ? [ eyebrow( s.eyebrow, t, 'left' ) ] : [] ),
			heading( s.heading, { size: 'xx-large' } ),
			...s.paragraphs.map( ( p ) => para( p, { color: t.muted } ) ),
			...( s.signature
				? [
						para( s.signature, {
							weight: '600',
							color: t.heading,
						} ),
					]
				: [] ),
			...( s.buttons ? [ buttons( s.buttons, t, 'left' ) ] : [] ),
		];
		const imageCol = [
			image( ctx, s.image, { ratio: s.ratio || '4/5', radius: '16px' } ),
		];
		return section( t, [
			columns(
				s.imageFirst ? [ imageCol, textCol ] : [ textCol, imageCol ],
				{
					valign: 'center',
					gap: SPACE( '70' ),
				}
			),
		] );
	},

	stats( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'primary' );
		return section(
			t,
			[
				...intro( s, t ),
				...( s.heading || s.text ? [ spacer( '16px' ) ] : [] ),
				columns(
					s.items.map( ( item ) => [
						para( item.value, {
							align: 'center',
							fontSize: 'clamp(2.5rem, 5vw, 3.5rem)',
							weight: '700',
							lineHeight: '1',
							color: t.isDark ? t.text : ctx.palette.primary,
						} ),
						para( item.label, {
							align: 'center',
							color: t.muted,
						} ),
					] )
				),
			],
			{ pad: '60' }
		);
	},

	testimonials( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'light' );
		const variant = s.variant || 'cards';
		if ( variant === 'pullquote' ) {
			const item = s.items[ 0 ];
			return section( t, [
				...intro( s, t ),
				b( 'core/pullquote', {
					value: item.quote,
					citation: `${ item.name }, ${ item.role }`,
					style: {
						border: {
							top: { width: '0px', style: 'none' },
							bottom: { width: '0px', style: 'none' },
						},
						typography: { fontSize: 'clamp(1.5rem, 3vw, 2.1rem)' },
					},
				} ),
			] );
		}
		const cells = s.items.map( ( item ) =>
			card(
				ctx,
				t,
				[
					para( '★★★★★', {
						color: ctx.palette.accent,
						letterSpacing: '0.2em',
					} ),
					b(
						'core/quote',
						{
							citation: `<strong>${ item.name }</strong><br>${ item.role }`,
							style: {
								border: {
									left: { width: '0px', style: 'none' },
								},
								spacing: {
									padding: { left: '0' },
									margin: { top: '0' },
								},
							},
						},
						[ para( item.quote, { size: 'medium' } ) ]
					),
				],
				{ height: true }
			)
		);
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			grid( cells, s.items.length > 2 ? '17rem' : '22rem' ),
		] );
	},

	pricing( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const cells = s.plans.map( ( plan ) => {
			const featured = !! plan.featured;
			const ct = featured ? tone( ctx.palette, 'dark' ) : null;
			const bg = featured ? ct.bg : t.card;
			const text = featured ? ct.text : t.cardText;
			const muted = mix( text, bg, 0.3 );
			return card(
				ctx,
				t,
				[
					...( plan.badge
						? [
								para( plan.badge, {
									size: 'small',
									weight: '600',
									transform: 'uppercase',
									letterSpacing: '0.1em',
									color: ctx.palette.accent,
								} ),
							]
						: [] ),
					heading( plan.name, {
						level: 3,
						size: 'large',
						weight: '600',
					} ),
					b(
						'core/group',
						{
							layout: {
								type: 'flex',
								flexWrap: 'wrap',
								verticalAlignment: 'bottom',
							},
							style: { spacing: { blockGap: SPACE( '20' ) } },
						},
						[
							para( `<strong>${ plan.price }</strong>`, {
								fontSize: '2.6rem',
								lineHeight: '1',
								color: text,
							} ),
							...( plan.period
								? [
										para( plan.period, {
											size: 'small',
											color: muted,
										} ),
									]
								: [] ),
						]
					),
					para( plan.text, { color: muted } ),
					separator( mix( text, bg, 0.8 ) ),
					list( plan.features, { color: text } ),
					b(
						'core/buttons',
						{ layout: { type: 'flex', justifyContent: 'left' } },
						[
							b( 'core/button', {
								text: plan.button,
								url: plan.url || '#',
								// 6.8's own width attribute; WordPress 7
								// migrates it to the dimensions support.
								width: 100,
								style: {
									color: {
										background: featured
											? ctx.palette.accent
											: t.button,
										text: featured
											? tone( ctx.palette, 'accent' ).text
											: t.buttonText,
									},
									border: { radius: '6px' },
								},
							} ),
						]
					),
				],
				{ bg, text, height: true }
			);
		} );
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			grid( cells, '16rem' ),
			...( s.note
				? [
						para( s.note, {
							align: 'center',
							size: 'small',
							color: t.muted,
						} ),
					]
				: [] ),
		] );
	},

	cta( s, ctx ) {
		const variant = s.variant || 'band';
		if ( variant === 'cover' ) {
			return b(
				'core/cover',
				{
					url: ctx.img( s.image ),
					alt: '',
					dimRatio: 70,
					customOverlayColor: ctx.palette.primary,
					isUserOverlayColor: true,
					minHeight: 420,
					minHeightUnit: 'px',
					align: 'full',
					isDark: true,
					style: {
						spacing: {
							padding: {
								top: SPACE( '70' ),
								bottom: SPACE( '70' ),
								left: SPACE( '50' ),
								right: SPACE( '50' ),
							},
							margin: { top: '0', bottom: '0' },
						},
						color: { text: '#ffffff' },
					},
					layout: { type: 'constrained', contentSize: '720px' },
				},
				[
					heading( s.heading, {
						align: 'center',
						size: 'xx-large',
						color: '#ffffff',
					} ),
					para( s.text, {
						align: 'center',
						size: 'large',
						color: '#ffffff',
					} ),
					buttons(
						s.buttons,
						{
							text: '#ffffff',
							button: ctx.palette.accent,
							buttonText: tone( ctx.palette, 'accent' ).text,
						},
						'center'
					),
				]
			);
		}
		const t = tone( ctx.palette, s.tone || 'primary' );
		if ( variant === 'split' ) {
			return section(
				t,
				[
					columns(
						[
							[
								heading( s.heading, { size: 'xx-large' } ),
								para( s.text, {
									size: 'large',
									color: t.muted,
								} ),
							],
							[ buttons( s.buttons, t, 'right' ) ],
						],
						{ valign: 'center', widths: [ '66%', '34%' ] }
					),
				],
				{ pad: '60' }
			);
		}
		if ( variant === 'boxed' ) {
			const outer = tone( ctx.palette, s.outer || 'base' );
			return section( outer, [
				b(
					'core/group',
					{
						align: 'wide',
						style: {
							spacing: {
								padding: {
									top: SPACE( '70' ),
									bottom: SPACE( '70' ),
									left: SPACE( '50' ),
									right: SPACE( '50' ),
								},
							},
							border: { radius: '20px' },
							color: { background: t.bg, text: t.text },
						},
						layout: { type: 'constrained', contentSize: '680px' },
					},
					[
						heading( s.heading, {
							align: 'center',
							size: 'xx-large',
						} ),
						para( s.text, {
							align: 'center',
							size: 'large',
							color: t.muted,
						} ),
						buttons( s.buttons, t ),
					]
				),
			] );
		}
		return section(
			t,
			[
				heading( s.heading, { align: 'center', size: 'xx-large' } ),
				para( s.text, {
					align: 'center',
					size: 'large',
					color: t.muted,
				} ),
				buttons( s.buttons, t ),
			],
			{ pad: '70' }
		);
	},

	contact( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const details = s.details.map( ( d ) =>
			b(
				'core/group',
				{
					layout: { type: 'flex', orientation: 'vertical' },
					style: { spacing: { blockGap: SPACE( '20' ) } },
				},
				[
					heading( d.label, {
						level: 3,
						size: 'small',
						weight: '600',
						transform: 'uppercase',
						letterSpacing: '0.1em',
						color: t.eyebrow,
					} ),
					para( d.lines.join( '<br>' ), { size: 'large' } ),
				]
			)
		);
		const left = [
			...intro( s, t, { align: 'left' } ),
			spacer( '8px' ),
			grid( details, '12rem', { gap: SPACE( '40' ), columns: 2 } ),
			...( s.buttons
				? [ spacer( '8px' ), buttons( s.buttons, t, 'left' ) ]
				: [] ),
		];
		const right = s.image
			? [
					image( ctx, s.image, {
						ratio: s.ratio || '1',
						radius: '16px',
					} ),
				]
			: [
					card( ctx, t, [
						heading( s.boxTitle, { level: 3, size: 'large' } ),
						para( s.boxText, {
							color: mix( t.cardText, t.card, 0.3 ),
						} ),
						...( s.boxList ? [ list( s.boxList ) ] : [] ),
					] ),
				];
		return section( t, [
			columns( [ left, right ], {
				valign: 'center',
				gap: SPACE( '70' ),
			} ),
		] );
	},

	team( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const cells = s.members.map( ( m ) =>
			b(
				'core/group',
				{
					layout: { type: 'flex', orientation: 'vertical' },
					style: { spacing: { blockGap: SPACE( '20' ) } },
				},
				[
					image( ctx, m.image, { ratio: '4/5', alt: m.name } ),
					heading( m.name, {
						level: 3,
						size: 'large',
						weight: '600',
						margin: { top: SPACE( '30' ) },
					} ),
					para( m.role, {
						size: 'small',
						weight: '600',
						transform: 'uppercase',
						letterSpacing: '0.08em',
						color: t.eyebrow,
					} ),
					...( m.bio ? [ para( m.bio, { color: t.muted } ) ] : [] ),
				]
			)
		);
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			grid( cells, s.members.length >= 4 ? '13rem' : '16rem' ),
		] );
	},

	faq( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const items = s.items.map( ( item, i ) =>
			b(
				'core/details',
				{
					summary: `<strong>${ item.q }</strong>`,
					...( i === 0 ? { showContent: true } : {} ),
					style: {
						spacing: {
							padding: {
								top: SPACE( '30' ),
								bottom: SPACE( '30' ),
							},
						},
						border: {
							bottom: { color: t.line, width: '1px' },
						},
					},
				},
				[ para( item.a, { color: t.muted } ) ]
			)
		);
		if ( s.layout === 'split' ) {
			return section( t, [
				columns(
					[
						[
							...intro( s, t, { align: 'left' } ),
							...( s.buttons
								? [ buttons( s.buttons, t, 'left' ) ]
								: [] ),
						],
						items,
					],
					{ widths: [ '38%', '62%' ], gap: SPACE( '70' ) }
				),
			] );
		}
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			b(
				'core/group',
				{ layout: { type: 'constrained', contentSize: '760px' } },
				items
			),
		] );
	},

	gallery( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			b(
				'core/gallery',
				{
					columns: s.columns || 3,
					linkTo: 'none',
					imageCrop: true,
					sizeSlug: 'full',
					align: 'wide',
					// The crop is on each image: the gallery's own aspectRatio
					// attribute is newer than WordPress 6.8.
					style: {
						spacing: {
							blockGap: {
								top: SPACE( '30' ),
								left: SPACE( '30' ),
							},
						},
					},
				},
				s.images.map( ( ref ) =>
					b( 'core/image', {
						url: ctx.img( ref ),
						alt: ctx.alt( ref ),
						sizeSlug: 'full',
						linkDestination: 'none',
						...( s.ratio
							? { aspectRatio: s.ratio, scale: 'cover' }
							: {} ),
					} )
				)
			),
			...( s.buttons
				? [ spacer( '8px' ), buttons( s.buttons, t ) ]
				: [] ),
		] );
	},

	menu( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const groups = s.groups.map( ( g ) => [
			heading( g.title, {
				level: 3,
				size: 'x-large',
				margin: { bottom: SPACE( '40' ) },
			} ),
			...g.items.map( ( item ) =>
				b(
					'core/group',
					{
						style: {
							spacing: {
								blockGap: SPACE( '20' ),
								padding: { bottom: SPACE( '30' ) },
							},
							border: {
								bottom: {
									color: t.line,
									width: '1px',
									style: 'dashed',
								},
							},
						},
						layout: { type: 'constrained' },
					},
					[
						b(
							'core/group',
							{
								layout: {
									type: 'flex',
									flexWrap: 'nowrap',
									justifyContent: 'space-between',
								},
							},
							[
								para( `<strong>${ item.name }</strong>`, {
									size: 'large',
								} ),
								para( item.price, {
									size: 'large',
									weight: '600',
									color: t.eyebrow,
								} ),
							]
						),
						para( item.desc, {
							size: 'small',
							color: t.muted,
							margin: { top: '0' },
						} ),
					]
				)
			),
		] );
		return section( t, [
			...intro( s, t ),
			spacer( '24px' ),
			columns( groups, { gap: SPACE( '70' ) } ),
			...( s.note
				? [
						spacer( '16px' ),
						para( s.note, {
							align: 'center',
							size: 'small',
							color: t.muted,
						} ),
					]
				: [] ),
		] );
	},

	table( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			b( 'core/table', {
				hasFixedLayout: true,
				className: 'is-style-stripes',
				align: 'wide',
				head: [
					{
						cells: s.head.map( ( content ) => ( {
							content: escapeAmp( content ),
							tag: 'th',
						} ) ),
					},
				],
				body: s.rows.map( ( row ) => ( {
					cells: row.map( ( content ) => ( {
						content: escapeAmp( content ),
						tag: 'td',
					} ) ),
				} ) ),
				...( s.caption ? { caption: s.caption } : {} ),
				style: {
					color: { background: t.card },
					border: { width: '0px', style: 'none' },
				},
			} ),
			...( s.buttons
				? [ spacer( '8px' ), buttons( s.buttons, t ) ]
				: [] ),
		] );
	},

	logos( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return section(
			t,
			[
				para( s.heading, {
					align: 'center',
					size: 'small',
					weight: '600',
					transform: 'uppercase',
					letterSpacing: '0.12em',
					color: t.muted,
				} ),
				b(
					'core/group',
					{
						align: 'wide',
						layout: {
							type: 'flex',
							flexWrap: 'wrap',
							justifyContent: 'center',
						},
						style: { spacing: { blockGap: SPACE( '50' ) } },
					},
					s.logos.map( ( ref ) =>
						image( ctx, ref, { width: '150px', radius: 0 } )
					)
				),
			],
			{ pad: '50' }
		);
	},

	cards( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const cells = s.items.map( ( item ) =>
			b(
				'core/group',
				{
					style: {
						spacing: { blockGap: SPACE( '20' ) },
					},
					layout: { type: 'flex', orientation: 'vertical' },
				},
				[
					image( ctx, item.image, { ratio: s.ratio || '4/3' } ),
					...( item.meta
						? [
								para( item.meta, {
									size: 'small',
									weight: '600',
									transform: 'uppercase',
									letterSpacing: '0.08em',
									color: t.eyebrow,
									margin: { top: SPACE( '30' ) },
								} ),
							]
						: [] ),
					heading( item.title, {
						level: 3,
						size: 'large',
						weight: '600',
					} ),
					...( item.text
						? [ para( item.text, { color: t.muted } ) ]
						: [] ),
					...( item.price
						? [
								para( `<strong>${ item.price }</strong>`, {
									size: 'large',
								} ),
							]
						: [] ),
					...( item.link
						? [
								para(
									`<a href="${ item.url || '#' }">${ item.link } →</a>`,
									{
										weight: '600',
									}
								),
							]
						: [] ),
				]
			)
		);
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			grid( cells, s.minWidth || '16rem' ),
			...( s.buttons
				? [ spacer( '8px' ), buttons( s.buttons, t ) ]
				: [] ),
		] );
	},

	timeline( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const rows = s.items.map( ( item ) =>
			columns(
				[
					[
						para( item.year, {
							fontSize: '2rem',
							weight: '700',
							// Large text: 3:1 on the section (the accent may fall short).
							color: largeInk( ctx.palette, t.bg, [
								ctx.palette.accent,
								ctx.palette.primary,
							] ),
							margin: { top: '0' },
						} ),
					],
					[
						heading( item.title, {
							level: 3,
							size: 'large',
							weight: '600',
						} ),
						para( item.text, { color: t.muted } ),
					],
				],
				{ align: null, widths: [ '25%', '75%' ] }
			)
		);
		const body = [];
		rows.forEach( ( row, i ) => {
			if ( i ) {
				body.push( separator( t.line ) );
			}
			body.push( row );
		} );
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			b(
				'core/group',
				{ layout: { type: 'constrained', contentSize: '760px' } },
				body
			),
		] );
	},

	posts( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return section( t, [
			...intro( s, t ),
			spacer( '16px' ),
			b(
				'core/query',
				{
					queryId: 1,
					query: {
						perPage: s.perPage || 6,
						pages: 0,
						offset: 0,
						postType: 'post',
						order: 'desc',
						orderBy: 'date',
						author: '',
						search: '',
						exclude: [],
						sticky: '',
						inherit: false,
					},
					align: 'wide',
				},
				[
					b(
						'core/post-template',
						{
							layout: {
								type: 'grid',
								columnCount: s.columns || 3,
							},
							style: { spacing: { blockGap: SPACE( '50' ) } },
						},
						[
							b( 'core/post-featured-image', {
								isLink: true,
								aspectRatio: '3/2',
								style: { border: { radius: '12px' } },
							} ),
							// Unbound, as WordPress 6.8 saves it: WordPress 7
							// binds the date to the post when it loads the block.
							b( 'core/post-date', {
								fontSize: 'small',
								style: { color: { text: t.muted } },
							} ),
							b( 'core/post-title', {
								isLink: true,
								level: 3,
								fontSize: 'large',
							} ),
							b( 'core/post-excerpt', {
								excerptLength: 24,
								moreText: s.more || 'Read more',
							} ),
						]
					),
					b( 'core/query-no-results', {}, [
						para(
							s.empty ||
								'New articles are on their way. Check back soon.',
							{
								color: t.muted,
							}
						),
					] ),
					b(
						'core/query-pagination',
						{ layout: { type: 'flex', justifyContent: 'center' } },
						[
							b( 'core/query-pagination-previous' ),
							b( 'core/query-pagination-numbers' ),
							b( 'core/query-pagination-next' ),
						]
					),
				]
			),
		] );
	},

	newsletter( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'light' );
		return section(
			t,
			[
				columns(
					[
						[
							...( s.eyebrow
								? [ eyebrow( s.eyebrow, t, 'left' ) ]
								: [] ),
							heading( s.heading, { size: 'x-large' } ),
							para( s.text, { color: t.muted } ),
						],
						[
							buttons( s.buttons, t, 'right' ),
							...( s.note
								? [
										para( s.note, {
											align: 'right',
											size: 'small',
											color: t.muted,
										} ),
									]
								: [] ),
						],
					],
					{ valign: 'center', widths: [ '60%', '40%' ] }
				),
			],
			{ pad: '60' }
		);
	},

	form( s, ctx ) {
		// The form itself comes from Stencilbox Forms Pro (a pro dependency)
		// through its shortcode; everything around it is core blocks.
		const t = tone( ctx.palette, s.tone || 'light' );
		return section( t, [
			columns(
				[
					[
						...intro( s, t, { align: 'left' } ),
						...( s.steps
							? [
									b(
										'core/list',
										{
											ordered: true,
											style: {
												typography: {
													lineHeight: '1.9',
												},
											},
										},
										s.steps.map( ( content ) =>
											b( 'core/list-item', { content } )
										)
									),
								]
							: [] ),
						...( s.aside
							? [
									para( s.aside, {
										size: 'small',
										color: t.muted,
									} ),
								]
							: [] ),
					],
					[
						card(
							ctx,
							t,
							[
								heading( s.formTitle, {
									level: 3,
									size: 'large',
									weight: '600',
								} ),
								para( s.formText, {
									color: mix( t.cardText, t.card, 0.3 ),
								} ),
								b( 'core/shortcode', { text: s.shortcode } ),
							],
							{
								bg: ctx.palette.background,
								text: ctx.palette.text,
								pad: '50',
							}
						),
					],
				],
				{ widths: [ '42%', '58%' ], gap: SPACE( '70' ) }
			),
		] );
	},

	quote( s, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return section( t, [
			b(
				'core/quote',
				{
					citation: s.citation,
					className: 'is-style-plain',
					style: {
						typography: {
							fontSize: 'clamp(1.6rem, 3.4vw, 2.4rem)',
							lineHeight: '1.3',
						},
					},
				},
				[ para( s.quote ) ]
			),
		] );
	},
};

/**
 * Block tree of one item: its sections in order.
 *
 * @param {Object[]} sections Section content.
 * @param {Object}   ctx      Build context: palette, img(), alt(), softShadow.
 * @return {Array[]} Top-level block tree nodes.
 */
export function buildBlocks( sections, ctx ) {
	return sections.map( ( s ) => {
		const build = KINDS[ s.kind ];
		if ( ! build ) {
			throw new Error( `Unknown section kind "${ s.kind }"` );
		}
		const node = build( s, ctx );
		// A section a link may lead to (`#process`): its anchor (id).
		return s.anchor
			? [ node[ 0 ], { ...node[ 1 ], anchor: s.anchor }, node[ 2 ] ]
			: node;
	} );
}

export const SECTION_KINDS = Object.keys( KINDS );

/**
 * Block tree of a pack's sample post: its lead, then its body (strings are
 * paragraphs, `{ heading }` a second-level heading), in the theme's own
 * colours and fonts like any post.
 *
 * @param {Object} article An article of a `posts` section.
 * @return {Array[]} Top-level block tree nodes.
 */
export function buildPost( article ) {
	return [ article.text, ...( article.body || [] ) ].map( ( part ) =>
		typeof part === 'string'
			? para( part )
			: b( 'core/heading', { level: 2, content: part.heading } )
	);
}
