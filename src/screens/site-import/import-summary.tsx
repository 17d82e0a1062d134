/**
 * Step 2's summary, read before Import (issue [13]): what the import
 * creates (its pages, templates, menu, sample posts, images), what it
 * replaces on this site as it is now (front page, theme, menus, global
 * styles, site title and logo), that Revert undoes it, and the choices
 * that change it: keep the current front page, leave the sample posts out,
 * and — where the site keeps its own block theme — "Match my site" (issue
 * [25]: the pack's pages take the theme's colours and fonts, the global
 * styles stay the site's).
 */
/**
 * WordPress dependencies
 */
import { CheckboxControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import LookChoice, { canMatchLook } from '../../components/look-choice';
import { store } from '../../stores/site-import';
import type { WizardState } from '../../stores/site-import';
import { store as uiStore } from '../../stores/ui';
import { platformTraits } from '../../utils/platform';

/**
 * A list of names as a sentence ("Home, About and Contact").
 *
 * @param names Names.
 */
function listOf( names: string[] ): string {
	if ( names.length < 2 ) {
		return names.join( '' );
	}
	const head = names.slice( 0, -1 ).reduce( ( list, name ) =>
		sprintf(
			/* translators: 1: names so far, 2: one more name. */
			__( '%1$s, %2$s', 'stencilbox' ),
			list,
			name
		)
	);
	return sprintf(
		/* translators: 1: names separated by commas, 2: the last name. */
		__( '%1$s and %2$s', 'stencilbox' ),
		head,
		names[ names.length - 1 ]
	);
}

/**
 * The summary.
 *
 * @param props        Props.
 * @param props.wizard The wizard (its info is loaded).
 */
export default function ImportSummary( { wizard }: { wizard: WizardState } ) {
	const { setForm } = useDispatch( store );
	const { setLook } = useDispatch( uiStore );
	const look = useSelect( ( select ) => select( uiStore ).getLook(), [] );
	const info = wizard.info;
	if ( ! info ) {
		return null;
	}
	// The site keeps its own theme (the pack names none, or its box is
	// unticked): the pack's pages, which carry their designs in its
	// package, are asked about like an item with one.
	const keepsTheme =
		! info.theme ||
		( info.theme.status !== 'active' && ! wizard.themeChecked );
	const asksLook = keepsTheme && canMatchLook( true, info.pack.platform );
	const matched = asksLook && look === 'site';
	const { contents, site } = info;
	const { form } = wizard;
	const pages = contents.pages.map( ( page ) => page.title );
	const templates = contents.templates.filter( ( type ) =>
		[ 'header', 'footer' ].includes( type )
	);
	const theme =
		info.theme && info.theme.status !== 'active' && wizard.themeChecked
			? info.theme
			: null;
	const creates: string[] = [];
	if ( pages.length ) {
		creates.push(
			sprintf(
				/* translators: 1: how many pages, 2: their titles. */
				_n(
					'%1$d page: %2$s',
					'%1$d pages: %2$s',
					pages.length,
					'stencilbox'
				),
				pages.length,
				listOf( pages )
			)
		);
	}
	if ( templates.length ) {
		creates.push(
			templates.length > 1
				? __(
						'A header and a footer shown on every page (saved templates)',
						'stencilbox'
					)
				: __(
						'A template shown on every page (saved template)',
						'stencilbox'
					)
		);
	}
	const themeStyles = platformTraits( info.pack.platform ).themeStyles;
	if ( pages.length && themeStyles ) {
		creates.push(
			__( 'A navigation menu linking these pages', 'stencilbox' )
		);
	}
	if ( contents.posts > 0 && form.import_demo_content ) {
		creates.push(
			sprintf(
				/* translators: %d: how many sample posts. */
				_n(
					'%d sample post, listed by the blog page',
					'%d sample posts, listed by the blog page',
					contents.posts,
					'stencilbox'
				),
				contents.posts
			)
		);
	}
	if ( info.manifest.has_attachments ) {
		creates.push(
			__( 'The pack’s images, in your media library', 'stencilbox' )
		);
	}

	const home = contents.pages.find( ( page ) => page.front )?.title;
	const replaces: string[] = [];
	if ( ! form.keep_front_page && home ) {
		replaces.push(
			site.front_page
				? sprintf(
						/* translators: 1: the current front page, 2: the pack's home page. */
						__(
							'Front page: “%1$s” is replaced by the pack’s “%2$s” (your page is kept)',
							'stencilbox'
						),
						site.front_page.title,
						home
					)
				: sprintf(
						/* translators: %s: the pack's home page. */
						__(
							'Front page: your latest posts make way for the pack’s “%s”',
							'stencilbox'
						),
						home
					)
		);
	}
	if ( theme ) {
		replaces.push(
			sprintf(
				/* translators: 1: the active theme, 2: the pack's theme. */
				__( 'Theme: %1$s is switched to %2$s', 'stencilbox' ),
				site.theme,
				theme.name
			)
		);
	}
	if ( templates.includes( 'header' ) ) {
		replaces.push(
			site.menus > 0
				? __(
						'Menus: the pack’s header and its menu take the place of your header and menu (your menus are kept)',
						'stencilbox'
					)
				: __(
						'Menus: the pack’s header and its menu take the place of your header',
						'stencilbox'
					)
		);
	}
	if ( themeStyles && ! matched ) {
		replaces.push(
			__(
				'Global styles: the colours and fonts you chose become the site’s styles',
				'stencilbox'
			)
		);
	}
	replaces.push(
		sprintf(
			/* translators: 1: the current site title, 2: the new one. */
			__(
				'Site title: “%1$s” becomes “%2$s”, with the tagline you chose',
				'stencilbox'
			),
			site.title,
			form.title
		)
	);
	if ( form.logo ) {
		replaces.push(
			site.has_logo
				? __(
						'Site logo: your logo is replaced by the one you chose',
						'stencilbox'
					)
				: __( 'Site logo: the logo you chose is added', 'stencilbox' )
		);
	}

	return (
		<section
			className="stencilbox-site-import__summary"
			aria-labelledby="stencilbox-site-import-summary"
		>
			<h3
				id="stencilbox-site-import-summary"
				className="stencilbox-site-import__section-title"
			>
				{ __( 'What the import will do', 'stencilbox' ) }
			</h3>
			<div className="stencilbox-site-import__summary-columns">
				<div>
					<h4>{ __( 'It creates', 'stencilbox' ) }</h4>
					<ul>
						{ creates.map( ( line ) => (
							<li key={ line }>{ line }</li>
						) ) }
					</ul>
				</div>
				<div>
					<h4>{ __( 'It replaces', 'stencilbox' ) }</h4>
					<ul>
						{ replaces.map( ( line ) => (
							<li key={ line }>{ line }</li>
						) ) }
					</ul>
				</div>
			</div>
			<div className="stencilbox-site-import__summary-choices">
				{ asksLook && (
					<LookChoice
						value={ look }
						onChange={ setLook }
						help={
							platformTraits( info.pack.platform ).designFrom ===
							'kit'
								? __(
										'Match my site gives the pack’s pages, header and footer your Elementor kit’s colours and fonts, and leaves your kit as it is; any colour pair that would be hard to read keeps the pack’s colours.',
										'stencilbox'
									)
								: __(
										'Match my site gives the pack’s pages, header and footer your theme’s colours and fonts, and leaves your global styles as they are; any colour pair that would be hard to read keeps the pack’s colours.',
										'stencilbox'
									)
						}
					/>
				) }
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'Keep the current front page', 'stencilbox' ) }
					help={ __(
						'The pack’s pages are imported all the same; your front page stays as it is.',
						'stencilbox'
					) }
					checked={ form.keep_front_page }
					onChange={ ( keep ) =>
						setForm( { keep_front_page: keep } )
					}
				/>
				{ contents.posts > 0 && (
					<CheckboxControl
						__nextHasNoMarginBottom
						label={ __( 'Add the sample posts', 'stencilbox' ) }
						help={ __(
							'The posts the pack’s blog page shows. Leave them out to keep only your own.',
							'stencilbox'
						) }
						checked={ form.import_demo_content }
						onChange={ ( add ) =>
							setForm( { import_demo_content: add } )
						}
					/>
				) }
			</div>
			{ ( site.imported_pages ?? 0 ) > 0 && (
				<p className="stencilbox-site-import__summary-again">
					{ sprintf(
						/* translators: %d: how many of the pack's pages an earlier import made on this site. */
						_n(
							'%d of the pack’s pages is here from an earlier import of it: it is used again, not made twice, and stays as it is if you edited it since.',
							'%d of the pack’s pages are here from an earlier import of it: they are used again, not made twice, and stay as they are if you edited them since.',
							site.imported_pages ?? 0,
							'stencilbox'
						),
						site.imported_pages ?? 0
					) }
				</p>
			) }
			<p className="stencilbox-site-import__summary-revert">
				{ __(
					'Revert can undo all of it: Imports → Revert puts back every page, setting, style and theme as they were.',
					'stencilbox'
				) }
			</p>
		</section>
	);
}
