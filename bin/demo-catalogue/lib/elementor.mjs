/**
 * Builds Elementor export documents (`{ version, title, type, content,
 * page_settings }`) from the same sections as the block markup, with
 * Elementor's free widgets and flexbox containers.
 */

/**
 * External dependencies
 */
import { createHash } from 'node:crypto';

/**
 * Internal dependencies
 */
import { contrast, tone, mix } from './palette.mjs';
import { linkOf } from './gutenberg.mjs';

/**
 * A factory of stable 7-hex-digit element ids for one document.
 *
 * @param {string} seed Document slug.
 * @return {Function} Returns the next id.
 */
function ids( seed ) {
	let n = 0;
	const seen = new Set();
	return () => {
		let id;
		do {
			id = createHash( 'sha1' )
				.update( `${ seed }:${ n++ }` )
				.digest( 'hex' )
				.slice( 0, 7 );
		} while ( seen.has( id ) );
		seen.add( id );
		return id;
	};
}

const px = ( size ) => ( { unit: 'px', size, sizes: [] } );
const box = ( top, right = top, bottom = top, left = right ) => ( {
	unit: 'px',
	top: String( top ),
	right: String( right ),
	bottom: String( bottom ),
	left: String( left ),
	isLinked: top === right && right === bottom && bottom === left,
} );
const link = ( url = '#' ) => ( {
	url,
	is_external: '',
	nofollow: '',
	custom_attributes: '',
} );

/**
 * Strips the tags our copy may contain for plain-text widget fields.
 *
 * @param {string} html Text with inline markup.
 * @return {string} Plain text.
 */
const plain = ( html ) =>
	html.replace( /<br>/g, ' ' ).replace( /<[^>]+>/g, '' );

/**
 * Text that reads on its section: a text widget whose colour has less than
 * 4.5:1 on the section's background (some palettes have no such colour on
 * their primary tone) is set bold at 19 px or more, large text by WCAG,
 * which needs 3:1. Containers with a background of their own are left to
 * theirs.
 *
 * @param {Object[]} elements Elements.
 * @param {string}   bg       The section's background.
 * @return {Object[]} The elements.
 */
function readable( elements, bg ) {
	return elements.map( ( element ) => {
		if ( element.settings?.background_color ) {
			return element;
		}
		const color = element.settings?.text_color;
		if (
			element.widgetType === 'text-editor' &&
			color &&
			contrast( color, bg ) < 4.5
		) {
			return {
				...element,
				settings: {
					...element.settings,
					typography_font_size: {
						unit: 'px',
						size: Math.max(
							19,
							element.settings.typography_font_size?.size ?? 17
						),
						sizes: [],
					},
					typography_font_weight: '700',
				},
			};
		}
		return element.elements?.length
			? { ...element, elements: readable( element.elements, bg ) }
			: element;
	} );
}

/**
 * Columns of a row made to fit beside its gaps: a width in % becomes
 * `calc( w% - share )`, each column taking its share of the gaps on its
 * line (the columns of a row whose widths add up to 100% or less share one
 * line; wider rows wrap, `floor( 100 / w )` columns a line). Without it,
 * two 48% columns and a 56 px gap are wider than the row, and wrap.
 *
 * @param {Object[]} elements The row's elements.
 * @param {number}   gap      The row's gap, px.
 * @return {Object[]} The elements.
 */
function gapped( elements, gap ) {
	const widths = elements.map( ( element ) =>
		element.settings?.width?.unit === '%' ? element.settings.width.size : 0
	);
	const total = widths.reduce( ( sum, width ) => sum + width, 0 );
	return elements.map( ( element, index ) => {
		const width = widths[ index ];
		if ( ! width || ! gap ) {
			return element;
		}
		const perLine =
			total <= 100
				? elements.length
				: Math.max( 1, Math.floor( 100 / width ) );
		const share = Math.round( ( gap * ( perLine - 1 ) ) / perLine );
		return share
			? {
					...element,
					settings: {
						...element.settings,
						width: {
							unit: 'custom',
							size: `calc(${ width }% - ${ share }px)`,
							sizes: [],
						},
					},
				}
			: element;
	} );
}

/**
 * Element constructors for one document.
 *
 * @param {Function} nextId Id factory.
 * @param {Object}   ctx    Build context: palette, img(), alt().
 * @return {Object} Constructors.
 */
function kit( nextId, ctx ) {
	const p = ctx.palette;
	const widget = ( widgetType, settings ) => ( {
		id: nextId(),
		elType: 'widget',
		settings,
		elements: [],
		widgetType,
		isInner: false,
	} );
	const container = ( settings, elements, isInner = true ) => ( {
		id: nextId(),
		elType: 'container',
		settings: {
			content_width: isInner ? 'full' : 'boxed',
			flex_direction: 'column',
			...settings,
		},
		elements,
		isInner,
	} );
	const api = {
		id: nextId,
		widget,
		container,
		/**
		 * A top-level section container in a tone.
		 *
		 * @param {Object}   t        Tone.
		 * @param {Object[]} elements Child elements.
		 * @param {Object}   o        Options: pad, settings.
		 * @return {Object} Container element.
		 */
		section( t, elements, o = {} ) {
			return container(
				{
					flex_gap: { unit: 'px', size: 24, column: '24', row: '24' },
					padding: box( o.pad ?? 96, 24 ),
					background_background: 'classic',
					background_color: t.bg,
					...( o.settings || {} ),
				},
				readable( elements, t.bg ),
				false
			);
		},
		row( elements, o = {} ) {
			const gap = o.gap ?? 32;
			return container(
				{
					flex_direction: 'row',
					flex_wrap: o.wrap === false ? 'nowrap' : 'wrap',
					flex_gap: {
						unit: 'px',
						size: gap,
						column: String( gap ),
						row: String( gap ),
					},
					flex_align_items: o.align || 'stretch',
					flex_justify_content: o.justify || 'flex-start',
					...( o.settings || {} ),
				},
				gapped( elements, gap )
			);
		},
		col( elements, width, o = {} ) {
			return container(
				{
					width: { unit: '%', size: width },
					width_tablet: { unit: '%', size: o.tablet || 100 },
					width_mobile: { unit: '%', size: 100 },
					flex_gap: {
						unit: 'px',
						size: o.gap ?? 16,
						column: String( o.gap ?? 16 ),
						row: String( o.gap ?? 16 ),
					},
					...( o.settings || {} ),
				},
				elements
			);
		},
		card( t, elements, o = {} ) {
			return container(
				{
					width: { unit: '%', size: o.width || 31 },
					width_tablet: { unit: '%', size: 47 },
					width_mobile: { unit: '%', size: 100 },
					flex_gap: { unit: 'px', size: 16, column: '16', row: '16' },
					padding: box( 32 ),
					background_background: 'classic',
					background_color: o.bg || t.card,
					border_radius: box( 12 ),
				},
				elements
			);
		},
		heading( title, o = {} ) {
			return widget( 'heading', {
				title,
				header_size: o.tag || 'h2',
				align: o.align || 'left',
				title_color: o.color,
				typography_typography: 'custom',
				typography_font_size: px( o.size || 40 ),
				typography_font_size_tablet: px(
					Math.round( ( o.size || 40 ) * 0.85 )
				),
				typography_font_size_mobile: px(
					Math.round( ( o.size || 40 ) * 0.72 )
				),
				typography_font_weight: o.weight || '600',
				typography_line_height: {
					unit: 'em',
					size: o.size > 40 ? 1.1 : 1.25,
					sizes: [],
				},
			} );
		},
		/**
		 * A widget whose text setting shows a text of the site's settings
		 * (its title, its tagline) as it is when the page is shown: our
		 * dynamic tag on it (`Site\ElementorSiteTags`; the free Elementor
		 * has no site tags of its own), the written text kept for when the
		 * tag is switched off.
		 *
		 * @param {Object} element Widget.
		 * @param {string} setting The text setting.
		 * @param {string} tag     `title` or `tagline`.
		 * @return {Object} The widget.
		 */
		site( element, setting, tag ) {
			return {
				...element,
				settings: {
					...element.settings,
					__dynamic__: {
						[ setting ]: `[elementor-tag id="${ element.id }" name="stencilbox-site-${ tag }" settings="%7B%7D"]`,
					},
				},
			};
		},
		text( html, o = {} ) {
			return widget( 'text-editor', {
				editor: html.startsWith( '<' ) ? html : `<p>${ html }</p>`,
				align: o.align || 'left',
				text_color: o.color,
				typography_typography: 'custom',
				typography_font_size: px( o.size || 17 ),
				typography_line_height: { unit: 'em', size: 1.6, sizes: [] },
			} );
		},
		eyebrow( textValue, t, align ) {
			return widget( 'heading', {
				title: textValue,
				header_size: 'p',
				align: align || 'center',
				title_color: t.eyebrow,
				typography_typography: 'custom',
				typography_font_size: px( 13 ),
				typography_font_weight: '600',
				typography_text_transform: 'uppercase',
				typography_letter_spacing: px( 1.6 ),
			} );
		},
		button( btn, t, align = 'left', o = {} ) {
			return widget( 'button', {
				text: btn.text,
				link: link( btn.url || '#' ),
				align,
				size: 'md',
				button_text_color: btn.outline
					? t.text
					: o.text || t.buttonText,
				background_color: btn.outline
					? 'transparent'
					: o.bg || t.button,
				border_border: btn.outline ? 'solid' : '',
				border_width: btn.outline ? box( 2 ) : undefined,
				border_color: btn.outline ? t.text : undefined,
				border_radius: box( 6 ),
				text_padding: box( 14, 28 ),
				typography_typography: 'custom',
				typography_font_weight: '600',
			} );
		},
		buttons( list, t, align = 'center', o = {} ) {
			if ( list.length === 1 ) {
				return api.button( list[ 0 ], t, align, o );
			}
			return api.row(
				list.map( ( btn ) => api.button( btn, t, 'left', o ) ),
				{
					gap: 12,
					justify: {
						left: 'flex-start',
						center: 'center',
						right: 'flex-end',
					}[ align ],
					settings: { flex_align_items: 'center' },
				}
			);
		},
		image( ref, o = {} ) {
			return widget( 'image', {
				image: {
					url: ctx.img( ref ),
					id: '',
					size: '',
					alt: o.alt ?? ctx.alt( ref ),
					source: 'library',
				},
				image_size: 'full',
				align: o.align || 'center',
				...( o.width ? { width: px( o.width ) } : {} ),
				image_border_radius: box( o.radius ?? 12 ),
				...( o.height
					? { height: px( o.height ), object_fit: 'cover' }
					: {} ),
			} );
		},
		spacer( size ) {
			return widget( 'spacer', { space: px( size ) } );
		},
		divider( color ) {
			return widget( 'divider', {
				style: 'solid',
				weight: px( 1 ),
				color,
				gap: px( 8 ),
			} );
		},
		iconList( items, color, view = 'traditional' ) {
			return widget( 'icon-list', {
				view,
				icon_list: items.map( ( item ) => ( {
					text: plain( item ),
					selected_icon: {
						value: 'fas fa-check',
						library: 'fa-solid',
					},
					_id: nextId(),
				} ) ),
				icon_color: p.accent,
				text_color: color,
				space_between: px( 10 ),
			} );
		},
		intro( s, t, align = 'center' ) {
			const out = [];
			if ( s.eyebrow ) {
				out.push( api.eyebrow( s.eyebrow, t, align ) );
			}
			if ( s.heading ) {
				out.push(
					api.heading( s.heading, {
						align,
						color: t.heading,
						size: 42,
					} )
				);
			}
			if ( s.text ) {
				out.push(
					api.text( s.text, { align, color: t.muted, size: 19 } )
				);
			}
			return out;
		},
	};
	return api;
}

/**
 * Percentage width of one cell when `n` cells share a row.
 *
 * @param {number} n Cells in a row.
 * @return {number} Width in per cent.
 */
function widthFor( n ) {
	if ( n >= 4 ) {
		return 22;
	}
	return n === 2 ? 47 : 31;
}

const KINDS = {
	header( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const nav = k.widget( 'icon-list', {
			view: 'inline',
			icon_list: s.links.map( linkOf ).map( ( { label, url } ) => ( {
				text: label,
				selected_icon: { value: '', library: '' },
				link: link( url ),
				_id: k.id(),
			} ) ),
			space_between: px( 32 ),
			icon_align: s.variant === 'centered' ? 'center' : 'right',
			text_color: t.text,
			icon_typography_typography: 'custom',
			icon_typography_font_size: px( 16 ),
			icon_typography_font_weight: '500',
		} );
		// The site's title, not the pack's name: a header shows the title
		// of the site it is on (the Gutenberg twin's Site Title block).
		const logo = k.site(
			k.heading( s.brand, {
				tag: 'p',
				size: 26,
				weight: '700',
				color: t.heading,
				align: s.variant === 'centered' ? 'center' : 'left',
			} ),
			'title',
			'title'
		);
		const out = [];
		if ( s.announcement ) {
			const pt = tone( ctx.palette, 'primary' );
			out.push(
				k.section(
					pt,
					[
						k.text( s.announcement, {
							align: 'center',
							color: pt.text,
							size: 14,
						} ),
					],
					{ pad: 10 }
				)
			);
		}
		if ( s.variant === 'centered' ) {
			out.push(
				k.section(
					t,
					[
						...( s.tagline
							? [
									k.site(
										k.eyebrow( s.tagline, {
											eyebrow: t.muted,
										} ),
										'title',
										'tagline'
									),
								]
							: [] ),
						logo,
						nav,
					],
					{
						pad: 28,
						settings: {
							flex_align_items: 'center',
							flex_gap: {
								unit: 'px',
								size: 12,
								column: '12',
								row: '12',
							},
							border_border: 'solid',
							border_width: box( 0, 0, 1, 0 ),
							border_color: t.line,
						},
					}
				)
			);
			return out;
		}
		out.push(
			k.section(
				t,
				[
					k.row(
						[
							k.col( [ logo ], 30, {
								tablet: 40,
								settings: {
									width_mobile: { unit: '%', size: 50 },
								},
							} ),
							k.row(
								[
									nav,
									...( s.cta
										? [ k.button( s.cta, t, 'right' ) ]
										: [] ),
								],
								{
									justify: 'flex-end',
									align: 'center',
									gap: 32,
									settings: {
										width: { unit: '%', size: 68 },
									},
								}
							),
						],
						{
							justify: 'space-between',
							align: 'center',
							wrap: false,
						}
					),
				],
				{ pad: 18 }
			)
		);
		return out;
	},

	footer( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'dark' );
		const n = s.columns.length + 1;
		const cols = [
			k.col(
				[
					k.site(
						k.heading( s.brand, {
							tag: 'p',
							size: 26,
							weight: '700',
							color: t.heading,
						} ),
						'title',
						'title'
					),
					k.text( s.text, { color: t.muted, size: 16 } ),
					...( s.social === false
						? []
						: [
								k.widget( 'social-icons', {
									social_icon_list: (
										s.social || [
											'instagram',
											'linkedin',
											'x',
										]
									).map( ( service ) => ( {
										social_icon: {
											value: `fab fa-${ service === 'x' ? 'x-twitter' : service }`,
											library: 'fa-brands',
										},
										link: link( '#' ),
										_id: k.id(),
									} ) ),
									shape: 'circle',
									align: 'left',
									icon_color: 'custom',
									icon_primary_color: mix(
										t.bg,
										t.text,
										0.12
									),
									icon_secondary_color: t.text,
									icon_size: px( 15 ),
								} ),
							] ),
				],
				n >= 4 ? 30 : 40,
				{ tablet: 100 }
			),
			...s.columns.map( ( col ) =>
				k.col(
					[
						k.heading( col.title, {
							tag: 'h3',
							size: 17,
							color: t.heading,
						} ),
						col.links
							? k.widget( 'icon-list', {
									view: 'traditional',
									icon_list: col.links
										.map( linkOf )
										.map( ( { label, url } ) => ( {
											text: label,
											selected_icon: {
												value: '',
												library: '',
											},
											link: link( url ),
											_id: k.id(),
										} ) ),
									text_color: t.muted,
									space_between: px( 8 ),
								} )
							: k.text( col.lines.join( '<br>' ), {
									color: t.muted,
									size: 16,
								} ),
					],
					Math.floor( ( n >= 4 ? 66 : 56 ) / s.columns.length ),
					{ tablet: 30 }
				)
			),
		];
		return [
			k.section(
				t,
				[
					k.row( cols, { gap: 40, justify: 'space-between' } ),
					k.divider( t.line ),
					k.row(
						[
							k.text( s.legal, { color: t.muted, size: 14 } ),
							...( s.legalLinks
								? [
										k.text(
											s.legalLinks
												.map(
													// The line's own colour: the
													// theme's link colour may not
													// read on this background.
													( l ) =>
														`<a href="${ linkOf( l ).url }" style="color:inherit">${ linkOf( l ).label }</a>`
												)
												.join( ' · ' ),
											{ color: t.muted, size: 14 }
										),
									]
								: [] ),
						],
						{ justify: 'space-between', align: 'center' }
					),
				],
				{ pad: 64 }
			),
		];
	},

	hero( s, k, ctx ) {
		const variant = s.variant || 'split';
		if ( variant === 'cover' ) {
			const white = {
				text: '#ffffff',
				heading: '#ffffff',
				eyebrow: ctx.palette.accent,
			};
			const align = s.align === 'left' ? 'left' : 'center';
			return [
				k.container(
					{
						min_height: px( s.minHeight || 640 ),
						flex_justify_content: 'center',
						flex_align_items:
							align === 'left' ? 'flex-start' : 'center',
						flex_gap: {
							unit: 'px',
							size: 20,
							column: '20',
							row: '20',
						},
						padding: box( 120, 24 ),
						background_background: 'classic',
						background_image: {
							url: ctx.img( s.image ),
							id: '',
							size: '',
							alt: '',
							source: 'library',
						},
						background_position: 'center center',
						background_size: 'cover',
						background_overlay_background: 'classic',
						background_overlay_color: s.overlay || ctx.palette.dark,
						background_overlay_opacity: {
							unit: 'px',
							size: ( s.dim ?? 60 ) / 100,
							sizes: [],
						},
						boxed_width: px( 760 ),
					},
					[
						...( s.eyebrow
							? [ k.eyebrow( s.eyebrow, white, align ) ]
							: [] ),
						k.heading( s.heading, {
							tag: 'h1',
							size: 64,
							align,
							color: '#ffffff',
							weight: '700',
						} ),
						k.text( s.text, {
							align,
							color: mix( '#ffffff', ctx.palette.dark, 0.12 ),
							size: 20,
						} ),
						k.buttons(
							s.buttons,
							{
								text: '#ffffff',
								button: ctx.palette.accent,
								buttonText: tone( ctx.palette, 'accent' ).text,
							},
							align
						),
					],
					false
				),
			];
		}
		const t = tone( ctx.palette, s.tone || 'base' );
		const textCol = ( align ) => [
			...( s.eyebrow ? [ k.eyebrow( s.eyebrow, t, align ) ] : [] ),
			k.heading( s.heading, {
				tag: 'h1',
				size: 58,
				align,
				color: t.heading,
				weight: '700',
			} ),
			k.text( s.text, { align, color: t.muted, size: 20 } ),
			k.buttons( s.buttons, t, align ),
			...( s.note
				? [ k.text( s.note, { align, color: t.muted, size: 14 } ) ]
				: [] ),
		];
		if ( variant === 'centered' ) {
			return [
				k.section(
					t,
					[
						...textCol( 'center' ),
						...( s.image
							? [
									k.spacer( 24 ),
									k.image( s.image, { radius: 16 } ),
								]
							: [] ),
					],
					{ pad: 120, settings: { flex_align_items: 'center' } }
				),
			];
		}
		const imageCol = k.col(
			[ k.image( s.image, { radius: variant === 'media' ? 0 : 16 } ) ],
			48
		);
		const texts = k.col( textCol( 'left' ), 48, {
			settings: { flex_justify_content: 'center' },
		} );
		return [
			k.section(
				t,
				[
					k.row(
						variant === 'media' && s.mediaPosition === 'left'
							? [ imageCol, texts ]
							: [ texts, imageCol ],
						{ align: 'center', gap: 56 }
					),
				],
				{ pad: variant === 'media' ? 0 : 110 }
			),
		];
	},

	pageTitle( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'light' );
		return [
			k.section(
				t,
				[
					...( s.eyebrow ? [ k.eyebrow( s.eyebrow, t ) ] : [] ),
					k.heading( s.heading, {
						tag: 'h1',
						size: 52,
						align: 'center',
						color: t.heading,
					} ),
					...( s.text
						? [
								k.text( s.text, {
									align: 'center',
									color: t.muted,
									size: 19,
								} ),
							]
						: [] ),
				],
				{ pad: 88 }
			),
		];
	},

	features( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const variant = s.variant || 'cards';
		const width = widthFor(
			s.items.length === 4 ? 4 : Math.min( 3, s.items.length )
		);
		const cells = s.items.map( ( item, i ) => {
			if ( item.icon && variant !== 'numbered' ) {
				const body = k.widget( 'icon-box', {
					selected_icon: {
						value: 'fas fa-circle',
						library: 'fa-solid',
					},
					title_text: item.title,
					description_text: item.text,
					position: 'top',
					title_size: 'h3',
					text_align: 'left',
					primary_color: ctx.palette.primary,
					title_color: variant === 'cards' ? t.cardText : t.heading,
					description_color:
						variant === 'cards'
							? mix( t.cardText, t.card, 0.28 )
							: t.muted,
					...( item.link ? { link: link( item.url || '#' ) } : {} ),
				} );
				body.settings.selected_icon = {
					value: { url: ctx.img( item.icon ), id: '' },
					library: 'svg',
				};
				return variant === 'cards'
					? k.card( t, [ body ], { width } )
					: k.col( [ body ], width, { tablet: 47 } );
			}
			const inner = [
				...( variant === 'numbered'
					? [
							k.heading( String( i + 1 ).padStart( 2, '0' ), {
								tag: 'p',
								size: 40,
								weight: '300',
								color: ctx.palette.accent,
							} ),
						]
					: [] ),
				...( item.image ? [ k.image( item.image ) ] : [] ),
				k.heading( item.title, {
					tag: 'h3',
					size: 22,
					color: variant === 'cards' ? t.cardText : t.heading,
				} ),
				k.text( item.text, {
					color:
						variant === 'cards'
							? mix( t.cardText, t.card, 0.28 )
							: t.muted,
					size: 16,
				} ),
				...( item.link
					? [
							k.text(
								`<a href="${ item.url || '#' }">${ item.link } →</a>`,
								{
									size: 16,
								}
							),
						]
					: [] ),
			];
			return variant === 'cards'
				? k.card( t, inner, { width } )
				: k.col( inner, width, { tablet: 47 } );
		} );
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.row( cells, { justify: 'center' } ),
				...( s.buttons ? [ k.buttons( s.buttons, t ) ] : [] ),
			] ),
		];
	},

	alternating( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return [
			k.section(
				t,
				[
					...k.intro( s, t ),
					...s.rows.map( ( row, i ) => {
						const img = k.col( [ k.image( row.image ) ], 48 );
						const texts = k.col(
							[
								...( row.eyebrow
									? [ k.eyebrow( row.eyebrow, t, 'left' ) ]
									: [] ),
								k.heading( row.heading, {
									tag: 'h3',
									size: 32,
									color: t.heading,
								} ),
								k.text( row.text, { color: t.muted } ),
								...( row.bullets
									? [ k.iconList( row.bullets, t.text ) ]
									: [] ),
								...( row.button
									? [ k.button( row.button, t ) ]
									: [] ),
							],
							48,
							{ settings: { flex_justify_content: 'center' } }
						);
						return k.row( i % 2 ? [ texts, img ] : [ img, texts ], {
							gap: 56,
							align: 'center',
						} );
					} ),
				],
				{
					settings: {
						flex_gap: {
							unit: 'px',
							size: 64,
							column: '64',
							row: '64',
						},
					},
				}
			),
		];
	},

	story( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const texts = k.col(
			[
				...( s.eyebrow ? [ k.eyebrow( s.eyebrow, t, 'left' ) ] : [] ),
				k.heading( s.heading, { size: 42, color: t.heading } ),
				k.text(
					s.paragraphs.map( ( p ) => `<p>${ p }</p>` ).join( '' ),
					{ color: t.muted }
				),
				...( s.signature
					? [
							k.text( `<strong>${ s.signature }</strong>`, {
								color: t.heading,
							} ),
						]
					: [] ),
				...( s.buttons ? [ k.buttons( s.buttons, t, 'left' ) ] : [] ),
			],
			50,
			{ settings: { flex_justify_content: 'center' } }
		);
		const img = k.col( [ k.image( s.image, { radius: 16 } ) ], 44 );
		return [
			k.section( t, [
				k.row( s.imageFirst ? [ img, texts ] : [ texts, img ], {
					gap: 64,
					align: 'center',
					justify: 'space-between',
				} ),
			] ),
		];
	},

	stats( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'primary' );
		const width = widthFor( s.items.length );
		return [
			k.section(
				t,
				[
					...k.intro( s, t ),
					k.row(
						s.items.map( ( item ) => {
							const match = /^([^\d]*)([\d.,]+)(.*)$/.exec(
								item.value
							) || [ '', '', '0', '' ];
							return k.col(
								[
									k.widget( 'counter', {
										starting_number: 0,
										ending_number: Number(
											match[ 2 ].replace( /,/g, '' )
										),
										prefix: match[ 1 ],
										suffix: match[ 3 ],
										thousand_separator: match[ 2 ].includes(
											','
										)
											? 'yes'
											: '',
										title: item.label,
										number_color: t.isDark
											? t.text
											: ctx.palette.primary,
										title_color: t.muted,
										typography_number_typography: 'custom',
										typography_number_font_size: px( 54 ),
										typography_number_font_weight: '700',
									} ),
								],
								width,
								{ tablet: 47 }
							);
						} ),
						{ justify: 'center' }
					),
				],
				{ pad: 72 }
			),
		];
	},

	testimonials( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'light' );
		const width = widthFor( Math.min( 3, s.items.length ) );
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.row(
					s.items.map( ( item ) =>
						k.card(
							t,
							[
								k.widget( 'star-rating', {
									rating_scale: '5',
									rating: 5,
									star_style: 'star_unicode',
									stars_color: ctx.palette.accent,
								} ),
								k.widget( 'testimonial', {
									testimonial_content: item.quote,
									testimonial_name: item.name,
									testimonial_job: item.role,
									testimonial_alignment: 'left',
									content_content_color: t.cardText,
									name_text_color: t.cardText,
									// As light as reads (4.5:1).
									job_text_color: [
										0.35, 0.3, 0.25, 0.2, 0.15, 0.1, 0,
									]
										.map( ( share ) =>
											mix( t.cardText, t.card, share )
										)
										.find(
											( color ) =>
												contrast( color, t.card ) >= 4.5
										),
									...( item.avatar
										? {
												testimonial_image: {
													url: ctx.img( item.avatar ),
													id: '',
												},
												testimonial_image_position:
													'aside',
											}
										: // No avatar: none, rather than
											// Elementor's grey placeholder.
											{
												testimonial_image: {
													url: '',
													id: '',
												},
											} ),
								} ),
							],
							{ width: s.variant === 'pullquote' ? 80 : width }
						)
					),
					{ justify: 'center' }
				),
			] ),
		];
	},

	pricing( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const width = widthFor( s.plans.length );
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.row(
					s.plans.map( ( plan ) => {
						const ct = plan.featured
							? tone( ctx.palette, 'dark' )
							: null;
						const bg = plan.featured ? ct.bg : t.card;
						const fg = plan.featured ? ct.text : t.cardText;
						return k.card(
							t,
							[
								...( plan.badge
									? [
											k.eyebrow(
												plan.badge,
												{ eyebrow: ctx.palette.accent },
												'left'
											),
										]
									: [] ),
								k.heading( plan.name, {
									tag: 'h3',
									size: 22,
									color: fg,
								} ),
								k.heading(
									`${ plan.price } ${ plan.period || '' }`.trim(),
									{
										tag: 'p',
										size: 40,
										weight: '700',
										color: fg,
									}
								),
								k.text( plan.text, {
									color: mix( fg, bg, 0.3 ),
									size: 16,
								} ),
								k.divider( mix( fg, bg, 0.8 ) ),
								k.iconList( plan.features, fg ),
								k.button(
									{ text: plan.button, url: plan.url },
									t,
									'justify',
									plan.featured
										? {
												bg: ctx.palette.accent,
												text: tone(
													ctx.palette,
													'accent'
												).text,
											}
										: {}
								),
							],
							{ width, bg }
						);
					} ),
					{ justify: 'center' }
				),
				...( s.note
					? [
							k.text( s.note, {
								align: 'center',
								color: t.muted,
								size: 14,
							} ),
						]
					: [] ),
			] ),
		];
	},

	cta( s, k, ctx ) {
		const variant = s.variant || 'band';
		if ( variant === 'cover' ) {
			const white = {
				text: '#ffffff',
				button: ctx.palette.accent,
				buttonText: tone( ctx.palette, 'accent' ).text,
			};
			return [
				k.container(
					{
						min_height: px( 420 ),
						flex_justify_content: 'center',
						flex_align_items: 'center',
						flex_gap: {
							unit: 'px',
							size: 20,
							column: '20',
							row: '20',
						},
						padding: box( 96, 24 ),
						background_background: 'classic',
						background_image: {
							url: ctx.img( s.image ),
							id: '',
							size: '',
							alt: '',
							source: 'library',
						},
						background_size: 'cover',
						background_position: 'center center',
						background_overlay_background: 'classic',
						background_overlay_color: ctx.palette.primary,
						background_overlay_opacity: {
							unit: 'px',
							size: 0.7,
							sizes: [],
						},
						boxed_width: px( 720 ),
					},
					[
						k.heading( s.heading, {
							align: 'center',
							size: 44,
							color: '#ffffff',
						} ),
						k.text( s.text, {
							align: 'center',
							color: '#ffffff',
							size: 19,
						} ),
						k.buttons( s.buttons, white, 'center' ),
					],
					false
				),
			];
		}
		const t = tone( ctx.palette, s.tone || 'primary' );
		if ( variant === 'split' ) {
			return [
				k.section(
					t,
					[
						k.row(
							[
								k.col(
									[
										k.heading( s.heading, {
											size: 40,
											color: t.heading,
										} ),
										k.text( s.text, {
											color: t.muted,
											size: 19,
										} ),
									],
									62
								),
								k.col(
									[ k.buttons( s.buttons, t, 'right' ) ],
									34,
									{
										settings: {
											flex_justify_content: 'center',
										},
									}
								),
							],
							{ align: 'center', justify: 'space-between' }
						),
					],
					{ pad: 72 }
				),
			];
		}
		const inner = [
			k.heading( s.heading, {
				align: 'center',
				size: 42,
				color: t.heading,
			} ),
			k.text( s.text, { align: 'center', color: t.muted, size: 19 } ),
			k.buttons( s.buttons, t, 'center' ),
		];
		if ( variant === 'boxed' ) {
			const outer = tone( ctx.palette, s.outer || 'base' );
			return [
				k.section( outer, [
					k.container(
						{
							padding: box( 72, 48 ),
							background_background: 'classic',
							background_color: t.bg,
							border_radius: box( 20 ),
							flex_align_items: 'center',
							flex_gap: {
								unit: 'px',
								size: 20,
								column: '20',
								row: '20',
							},
						},
						inner
					),
				] ),
			];
		}
		return [ k.section( t, inner, { pad: 88 } ) ];
	},

	contact( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const details = k.row(
			s.details.map( ( d ) =>
				k.col(
					[
						k.eyebrow( d.label, t, 'left' ),
						k.text( d.lines.join( '<br>' ), {
							color: t.text,
							size: 18,
						} ),
					],
					46,
					{ gap: 8, tablet: 46 }
				)
			),
			{ gap: 24 }
		);
		const left = k.col(
			[
				...k.intro( s, t, 'left' ),
				details,
				...( s.buttons ? [ k.buttons( s.buttons, t, 'left' ) ] : [] ),
			],
			50
		);
		const right = s.image
			? k.col( [ k.image( s.image, { radius: 16 } ) ], 44 )
			: k.card(
					t,
					[
						k.heading( s.boxTitle, {
							tag: 'h3',
							size: 24,
							color: t.cardText,
						} ),
						k.text( s.boxText, {
							color: mix( t.cardText, t.card, 0.3 ),
							size: 16,
						} ),
						...( s.boxList
							? [ k.iconList( s.boxList, t.cardText ) ]
							: [] ),
					],
					{ width: 44 }
				);
		return [
			k.section( t, [
				k.row( [ left, right ], {
					gap: 64,
					align: 'center',
					justify: 'space-between',
				} ),
			] ),
		];
	},

	team( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const width = widthFor( Math.min( 4, s.members.length ) );
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.row(
					s.members.map( ( m ) =>
						k.col(
							[
								k.image( m.image, { alt: m.name } ),
								k.heading( m.name, {
									tag: 'h3',
									size: 22,
									color: t.heading,
								} ),
								k.eyebrow( m.role, t, 'left' ),
								...( m.bio
									? [
											k.text( m.bio, {
												color: t.muted,
												size: 16,
											} ),
										]
									: [] ),
							],
							width,
							{ tablet: 47, gap: 10 }
						)
					),
					{ justify: 'center' }
				),
			] ),
		];
	},

	faq( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		// Elementor 4's accordion (`nested-accordion`: <details>, one
		// container of content a question). Its legacy `accordion` widget
		// marks its titles, role button, with aria-selected (not allowed).
		const accordion = {
			...k.widget( 'nested-accordion', {
				items: s.items.map( ( item ) => ( {
					item_title: item.q,
					_id: k.id(),
				} ) ),
				accordion_item_title_icon: {
					value: 'fas fa-plus',
					library: 'fa-solid',
				},
				accordion_item_title_icon_active: {
					value: 'fas fa-minus',
					library: 'fa-solid',
				},
				title_tag: 'h3',
				normal_title_color: t.heading,
				hover_title_color: ctx.palette.primary,
				active_title_color: ctx.palette.primary,
				normal_icon_color: t.heading,
				active_icon_color: ctx.palette.primary,
			} ),
			elements: s.items.map( ( item, index ) =>
				k.container(
					{
						_title: `item #${ index + 1 }`,
						content_width: 'full',
					},
					[ k.text( item.a, { color: t.muted } ) ]
				)
			),
		};
		if ( s.layout === 'split' ) {
			return [
				k.section( t, [
					k.row(
						[
							k.col(
								[
									...k.intro( s, t, 'left' ),
									...( s.buttons
										? [ k.buttons( s.buttons, t, 'left' ) ]
										: [] ),
								],
								36
							),
							k.col( [ accordion ], 58 ),
						],
						{ gap: 56, justify: 'space-between' }
					),
				] ),
			];
		}
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.container(
					{ boxed_width: px( 760 ), content_width: 'boxed' },
					[ accordion ]
				),
			] ),
		];
	},

	gallery( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.widget( 'image-gallery', {
					wp_gallery: s.images.map( ( ref ) => ( {
						id: '',
						url: ctx.img( ref ),
					} ) ),
					thumbnail_size: 'full',
					gallery_columns: String( s.columns || 3 ),
					gallery_link: 'none',
					image_spacing: 'custom',
					image_spacing_custom: px( 16 ),
					image_border_radius: box( 8 ),
				} ),
				...( s.buttons ? [ k.buttons( s.buttons, t ) ] : [] ),
			] ),
		];
	},

	menu( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const width = s.groups.length >= 3 ? 30 : 46;
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.row(
					s.groups.map( ( g ) =>
						k.col(
							[
								k.heading( g.title, {
									tag: 'h3',
									size: 30,
									color: t.heading,
								} ),
								...g.items.map( ( item ) =>
									k.container(
										{
											padding: box( 0, 0, 16, 0 ),
											border_border: 'dashed',
											border_width: box( 0, 0, 1, 0 ),
											border_color: t.line,
											flex_gap: {
												unit: 'px',
												size: 4,
												column: '4',
												row: '4',
											},
										},
										[
											k.row(
												[
													k.heading( item.name, {
														tag: 'h4',
														size: 19,
														color: t.heading,
													} ),
													k.heading( item.price, {
														tag: 'p',
														size: 19,
														color: t.eyebrow,
													} ),
												],
												{
													justify: 'space-between',
													wrap: false,
													gap: 16,
												}
											),
											k.text( item.desc, {
												color: t.muted,
												size: 15,
											} ),
										]
									)
								),
							],
							width,
							{ gap: 20 }
						)
					),
					{ gap: 56, justify: 'center' }
				),
				...( s.note
					? [
							k.text( s.note, {
								align: 'center',
								color: t.muted,
								size: 14,
							} ),
						]
					: [] ),
			] ),
		];
	},

	table( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		// As the block editor's striped table on a card, full width: the
		// theme styles no table (a bare one is narrow and unruled).
		const cell = `padding:12px 16px;text-align:left;vertical-align:top;border:0`;
		const head = s.head
			.map(
				( h ) =>
					`<th style="${ cell };font-weight:700;border-bottom:2px solid ${ t.line }">${ h }</th>`
			)
			.join( '' );
		const rows = s.rows
			.map(
				( r, n ) =>
					`<tr style="background-color:${
						n % 2 ? t.card : mix( t.text, t.card, 0.94 )
					}">${ r
						.map( ( c ) => `<td style="${ cell }">${ c }</td>` )
						.join( '' ) }</tr>`
			)
			.join( '' );
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.text(
					// A table wider than a phone scrolls in its box, as the
					// block editor's table does (the page itself would);
					// `overflow`, as WordPress's filter keeps no `overflow-x`.
					`<div style="overflow:auto"><table style="width:100%;border-collapse:collapse;margin:0;background-color:${ t.card }"><thead><tr>${ head }</tr></thead><tbody>${ rows }</tbody></table></div>${ s.caption ? `<p><small>${ s.caption }</small></p>` : '' }`,
					{ color: t.text, size: 16 }
				),
				...( s.buttons ? [ k.buttons( s.buttons, t ) ] : [] ),
			] ),
		];
	},

	logos( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return [
			k.section(
				t,
				[
					k.eyebrow( s.heading, { eyebrow: t.muted } ),
					k.row(
						s.logos.map( ( ref ) =>
							k.col(
								[ k.image( ref, { width: 150, radius: 0 } ) ],
								Math.floor( 90 / s.logos.length ),
								{ tablet: 30 }
							)
						),
						{ justify: 'space-between', align: 'center' }
					),
				],
				{ pad: 56 }
			),
		];
	},

	cards( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		const width = widthFor(
			s.items.length === 4 ? 4 : Math.min( 3, s.items.length )
		);
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.row(
					s.items.map( ( item ) =>
						k.col(
							[
								k.image( item.image ),
								...( item.meta
									? [ k.eyebrow( item.meta, t, 'left' ) ]
									: [] ),
								k.heading( item.title, {
									tag: 'h3',
									size: 22,
									color: t.heading,
								} ),
								...( item.text
									? [
											k.text( item.text, {
												color: t.muted,
												size: 16,
											} ),
										]
									: [] ),
								...( item.price
									? [
											k.heading( item.price, {
												tag: 'p',
												size: 20,
												color: t.heading,
											} ),
										]
									: [] ),
								...( item.link
									? [
											k.text(
												`<a href="${ item.url || '#' }">${ item.link } →</a>`,
												{ size: 16 }
											),
										]
									: [] ),
							],
							width,
							{ tablet: 47, gap: 12 }
						)
					),
					{ justify: 'center' }
				),
				...( s.buttons ? [ k.buttons( s.buttons, t ) ] : [] ),
			] ),
		];
	},

	timeline( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return [
			k.section( t, [
				...k.intro( s, t ),
				...s.items.map( ( item ) =>
					k.row(
						[
							k.col(
								[
									k.heading( item.year, {
										tag: 'p',
										size: 32,
										weight: '700',
										color: ctx.palette.accent,
									} ),
								],
								22
							),
							k.col(
								[
									k.heading( item.title, {
										tag: 'h3',
										size: 22,
										color: t.heading,
									} ),
									k.text( item.text, {
										color: t.muted,
										size: 16,
									} ),
								],
								74
							),
						],
						{
							settings: {
								padding: box( 0, 0, 24, 0 ),
								border_border: 'solid',
								border_width: box( 0, 0, 1, 0 ),
								border_color: t.line,
							},
						}
					)
				),
			] ),
		];
	},

	posts( s, k, ctx ) {
		// Elementor's Posts widget needs Pro; show the latest articles as cards.
		const t = tone( ctx.palette, s.tone || 'base' );
		const articles = s.articles || [];
		return [
			k.section( t, [
				...k.intro( s, t ),
				k.row(
					articles.map( ( a ) =>
						k.col(
							[
								k.image( a.image ),
								k.eyebrow(
									a.meta,
									{ eyebrow: t.muted },
									'left'
								),
								k.heading( a.title, {
									tag: 'h3',
									size: 22,
									color: t.heading,
								} ),
								k.text( a.text, { color: t.muted, size: 16 } ),
								k.text(
									// The article (a sample post of the pack's), by its name.
									`<a href="${ linkOf( a.title ).url }">${
										s.more || 'Read more'
									} →</a>`,
									{ size: 16 }
								),
							],
							31,
							{ tablet: 47, gap: 12 }
						)
					),
					{ justify: 'center' }
				),
			] ),
		];
	},

	newsletter( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'light' );
		return [
			k.section(
				t,
				[
					k.row(
						[
							k.col(
								[
									...( s.eyebrow
										? [ k.eyebrow( s.eyebrow, t, 'left' ) ]
										: [] ),
									k.heading( s.heading, {
										size: 32,
										color: t.heading,
									} ),
									k.text( s.text, { color: t.muted } ),
								],
								58
							),
							k.col(
								[
									k.buttons( s.buttons, t, 'right' ),
									...( s.note
										? [
												k.text( s.note, {
													align: 'right',
													color: t.muted,
													size: 14,
												} ),
											]
										: [] ),
								],
								38,
								{ settings: { flex_justify_content: 'center' } }
							),
						],
						{ align: 'center', justify: 'space-between' }
					),
				],
				{ pad: 72 }
			),
		];
	},

	form( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'light' );
		return [
			k.section( t, [
				k.row(
					[
						k.col(
							[
								...k.intro( s, t, 'left' ),
								...( s.steps
									? [
											k.text(
												`<ol>${ s.steps.map( ( x ) => `<li>${ x }</li>` ).join( '' ) }</ol>`,
												{ color: t.text }
											),
										]
									: [] ),
								...( s.aside
									? [
											k.text( s.aside, {
												color: t.muted,
												size: 14,
											} ),
										]
									: [] ),
							],
							40
						),
						k.card(
							t,
							[
								k.heading( s.formTitle, {
									tag: 'h3',
									size: 24,
									color: ctx.palette.text,
								} ),
								k.text( s.formText, {
									color: mix(
										ctx.palette.text,
										ctx.palette.background,
										0.3
									),
									size: 16,
								} ),
								k.widget( 'shortcode', {
									shortcode: s.shortcode,
								} ),
							],
							{ width: 54, bg: ctx.palette.background }
						),
					],
					{ gap: 56, justify: 'space-between' }
				),
			] ),
		];
	},

	quote( s, k, ctx ) {
		const t = tone( ctx.palette, s.tone || 'base' );
		return [
			k.section( t, [
				k.text(
					`<blockquote><p>${ s.quote }</p><cite>${ s.citation }</cite></blockquote>`,
					{ color: t.heading, size: 30 }
				),
			] ),
		];
	},
};

/** The page template of a page: Elementor Full Width. */
export const PAGE_TEMPLATE = 'elementor_header_footer';

/**
 * The Elementor export document of one item.
 *
 * @param {Object}   item     Item: slug, name, type.
 * @param {Object[]} sections Sections.
 * @param {Object}   ctx      Build context: palette, img(), alt().
 * @return {Object} Elementor document.
 */
export function buildElementor( item, sections, ctx ) {
	const k = kit( ids( item.slug ), ctx );
	const content = sections.flatMap( ( s ) => {
		const build = KINDS[ s.kind ];
		if ( ! build ) {
			throw new Error( `No Elementor builder for "${ s.kind }"` );
		}
		const made = [ build( s, k, ctx ) ].flat();
		if ( s.anchor && made[ 0 ] ) {
			// A section a link may lead to (`#process`): its CSS id.
			made[ 0 ] = {
				...made[ 0 ],
				settings: { ...made[ 0 ].settings, _element_id: s.anchor },
			};
		}
		return made;
	} );
	return JSON.parse(
		JSON.stringify( {
			version: '0.4',
			title: item.name,
			type: item.type === 'page' ? 'page' : 'section',
			content,
			// A page is designed edge to edge: Elementor's Full Width template
			// (the theme's header and footer around the full-width design),
			// not the theme's content column.
			page_settings:
				item.type === 'page' ? { template: PAGE_TEMPLATE } : {},
		} )
	);
}
