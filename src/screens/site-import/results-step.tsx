/**
 * Step 3 (spec part 2 §3, §4): 'Congratulations', confetti for 3.5 s, and
 * what the import did — plugins (failed ones: '{name} not found.', with
 * where to get pro plugins), the theme ('Theme Installation Failed'), the
 * look ("Match my site", and where colours kept the pack's),
 * attachments, post types and template types —, a link to every imported
 * page (the front page marked) and Visit Site.
 */
/**
 * WordPress dependencies
 */
import { ExternalLink, Spinner } from '@wordpress/components';
import { useFocusOnMount } from '@wordpress/compose';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ImportResults } from '../../api/site-import';
import Confetti from '../../components/confetti';
import ExternalButton from '../../components/external-button';
import { platformTraits } from '../../utils/platform';
import { FSI, purchaseLink } from '../../utils/site-import';
import { useAdminBarSiteName } from './hooks/use-admin-bar-site-name';
import { useImageSizes } from './hooks/use-image-sizes';

/**
 * A readable name for a post or template type slug.
 *
 * @param slug Slug.
 */
function typeName( slug: string ): string {
	const names: Record< string, string > = {
		page: __( 'Pages', 'stencilbox' ),
		post: __( 'Posts', 'stencilbox' ),
		header: __( 'Header', 'stencilbox' ),
		footer: __( 'Footer', 'stencilbox' ),
		single: __( 'Single', 'stencilbox' ),
	};
	return names[ slug ] ?? slug;
}

function Counts( {
	title,
	counts,
}: {
	title: string;
	counts: Record< string, number >;
} ) {
	const entries = Object.entries( counts );
	if ( entries.length === 0 ) {
		return null;
	}
	return (
		<div className="stencilbox-site-import__result">
			<dt>{ title }</dt>
			<dd>
				<ul>
					{ entries.map( ( [ name, count ] ) => (
						<li key={ name }>
							{ sprintf(
								/* translators: 1: post or template type, 2: how many. */
								__( '%1$s: %2$d', 'stencilbox' ),
								typeName( name ),
								count
							) }
						</li>
					) ) }
				</ul>
			</dd>
		</div>
	);
}

/**
 * What happened to the plugins: those installed now, those already active
 * (not "installed"), those that failed.
 *
 * @param plugins The results' plugins.
 */
export function pluginSummary(
	plugins: ImportResults[ 'dependency_data' ][ 'plugins' ]
): string {
	const active = plugins.active ?? 0;
	const installed = plugins.succeed - active;
	const parts = [
		installed > 0 &&
			sprintf(
				/* translators: 1: plugins installed now, 2: plugins in all. */
				__( '%1$d of %2$d installed', 'stencilbox' ),
				installed,
				plugins.total
			),
		active > 0 &&
			sprintf(
				/* translators: %d: number of plugins */
				_n(
					'%d already active',
					'%d already active',
					active,
					'stencilbox'
				),
				active
			),
		plugins.failed.length > 0 &&
			sprintf(
				/* translators: %d: number of plugins */
				_n(
					'%d not installed',
					'%d not installed',
					plugins.failed.length,
					'stencilbox'
				),
				plugins.failed.length
			),
	].filter( Boolean );
	return parts.length > 0
		? parts.join( ' · ' )
		: __( 'None needed', 'stencilbox' );
}

/**
 * What "Match my site" did (issue [25]), or null when it did not apply:
 * matched to the theme's design, or to the Elementor kit's for a pack whose
 * platform takes the site's design from its kit (a colour the pack kept is
 * kept on every page of the import that uses it, one set of roles for the
 * pack: those pages are named); or that it could not (a classic theme
 * without a colour palette).
 *
 * @param look     The results' look.
 * @param platform The pack's platform.
 * @return One line, or null.
 */
export function lookSummary(
	look: ImportResults[ 'look' ],
	platform?: string
): string | null {
	if ( look?.reason === 'no_palette' ) {
		return __(
			'Your theme has no colour palette to match, so the pack kept its look',
			'stencilbox'
		);
	}
	if ( ! look?.matched ) {
		return null;
	}
	const kit = platformTraits( platform ).designFrom === 'kit';
	if ( look.kept.length === 0 ) {
		return kit
			? __(
					'Matched to your Elementor kit’s colours and fonts',
					'stencilbox'
				)
			: __( 'Matched to your theme’s colours and fonts', 'stencilbox' );
	}
	const pages = look.kept.join( ', ' );
	return kit
		? sprintf(
				/* translators: %s: names of pages and templates, comma separated. */
				__(
					'Matched to your Elementor kit’s colours and fonts. Some of the pack’s colours were kept, on every page that uses them, so text and buttons stay readable: %s',
					'stencilbox'
				),
				pages
			)
		: sprintf(
				/* translators: %s: names of pages and templates, comma separated. */
				__(
					'Matched to your theme’s colours and fonts. Some of the pack’s colours were kept, on every page that uses them, so text and buttons stay readable: %s',
					'stencilbox'
				),
				pages
			);
}

/**
 * What happened to the theme, as the import reported it: installed,
 * activated (it was there), kept (the site's own), or failed (spec: "Theme
 * Installation Failed"). An answer without `outcome` (an import that began
 * before it was sent) says only what `success` says.
 *
 * @param theme The results' theme.
 * @return One line.
 */
export function themeSummary(
	theme: ImportResults[ 'dependency_data' ][ 'theme' ]
): string {
	if ( ! theme.success || theme.outcome === 'failed' ) {
		return theme.message
			? sprintf(
					/* translators: %s: why the theme could not be installed */
					__( 'Theme Installation Failed: %s', 'stencilbox' ),
					theme.message
				)
			: __( 'Theme Installation Failed', 'stencilbox' );
	}
	const name = theme.name ?? '';
	switch ( theme.outcome ) {
		case 'installed':
			return sprintf(
				/* translators: %s: theme name */
				__( '%s installed and active', 'stencilbox' ),
				name
			);
		case 'activated':
			return sprintf(
				/* translators: %s: theme name */
				__( '%s was already installed; now active', 'stencilbox' ),
				name
			);
		case 'kept':
			return sprintf(
				/* translators: %s: theme name */
				__( 'Your theme, %s, was kept', 'stencilbox' ),
				name
			);
		default:
			return __( 'Active', 'stencilbox' );
	}
}

/**
 * The images still getting their smaller sizes after the import completed
 * (asked for while this shows), then that they all have them.
 *
 * @param props           Props.
 * @param props.sessionId The import.
 * @param props.waiting   Images waiting when it completed.
 */
function ImageSizesNote( {
	sessionId,
	waiting,
}: {
	sessionId: string;
	waiting: number;
} ) {
	const { left, failed } = useImageSizes( sessionId, waiting );
	if ( waiting <= 0 ) {
		return null;
	}
	return (
		<p className="stencilbox-site-import__image-sizes">
			{ left > 0 && ! failed && <Spinner /> }
			{ left > 0
				? sprintf(
						/* translators: %d: number of images */
						_n(
							'%d image is still getting its smaller sizes, for faster pages. You can close this screen: it finishes on its own.',
							'%d images are still getting their smaller sizes, for faster pages. You can close this screen: it finishes on its own.',
							left,
							'stencilbox'
						),
						left
					)
				: __( 'Every image has its smaller sizes now.', 'stencilbox' ) }
		</p>
	);
}

/**
 * The results.
 *
 * @param props          Props.
 * @param props.results  What the import did.
 * @param props.platform The pack's platform.
 */
export default function ResultsStep( {
	results,
	platform,
}: {
	results: ImportResults;
	/** The pack's platform. */
	platform?: string;
} ) {
	const plugins = results.dependency_data?.plugins ?? {
		total: 0,
		succeed: 0,
		failed: [],
	};
	const theme = results.dependency_data?.theme ?? { success: true };
	const look = lookSummary( results.look, platform );
	// The same pack imported again (issue [26] item 5): pages and templates
	// the user edited since were kept as they are.
	const keptEdited = results.kept_edited ?? [];
	const focusOnMount = useFocusOnMount( true );
	useAdminBarSiteName( results.site_name );
	return (
		<div className="stencilbox-site-import__results">
			<Confetti
				pieces={ FSI.confettiPieces }
				duration={ FSI.confettiMs }
			/>
			<h2
				className="stencilbox-site-import__congrats"
				// The progress list, which had the focus, is gone.
				tabIndex={ -1 }
				ref={ focusOnMount }
			>
				{ __( 'Congratulations', 'stencilbox' ) }
			</h2>
			<p>{ __( 'Your new site is ready.', 'stencilbox' ) }</p>
			<dl className="stencilbox-site-import__result-list">
				<div className="stencilbox-site-import__result">
					<dt>{ __( 'Plugins', 'stencilbox' ) }</dt>
					<dd>
						{ pluginSummary( plugins ) }
						{ plugins.failed.length > 0 && (
							<ul className="stencilbox-site-import__failed">
								{ plugins.failed.map( ( plugin ) => {
									const link = purchaseLink( plugin.slug );
									return (
										<li key={ plugin.slug }>
											{ sprintf(
												/* translators: %s: plugin name. */
												__(
													'%s not found.',
													'stencilbox'
												),
												plugin.name
											) }{ ' ' }
											{ link && (
												<ExternalLink href={ link }>
													{ __(
														'Get it',
														'stencilbox'
													) }
												</ExternalLink>
											) }
										</li>
									);
								} ) }
							</ul>
						) }
					</dd>
				</div>
				<div className="stencilbox-site-import__result">
					<dt>{ __( 'Theme', 'stencilbox' ) }</dt>
					<dd>{ themeSummary( theme ) }</dd>
				</div>
				{ look && (
					<div className="stencilbox-site-import__result">
						<dt>{ __( 'Look', 'stencilbox' ) }</dt>
						<dd>{ look }</dd>
					</div>
				) }
				{ keptEdited.length > 0 && (
					<div className="stencilbox-site-import__result">
						<dt>{ __( 'Your changes', 'stencilbox' ) }</dt>
						<dd>
							{ sprintf(
								/* translators: %s: titles of pages and templates, comma-separated. */
								__(
									'Kept as you edited them since this pack was last imported: %s',
									'stencilbox'
								),
								keptEdited.join( ', ' )
							) }
						</dd>
					</div>
				) }
				<div className="stencilbox-site-import__result">
					<dt>{ __( 'Attachments', 'stencilbox' ) }</dt>
					<dd>
						{ results.attachments ?? 0 }
						<ImageSizesNote
							sessionId={ results.session }
							waiting={ results.images_waiting ?? 0 }
						/>
					</dd>
				</div>
				<Counts
					title={ __( 'Post types', 'stencilbox' ) }
					counts={ results.post_types ?? {} }
				/>
				<Counts
					title={ __( 'Template types', 'stencilbox' ) }
					counts={ results.template_types ?? {} }
				/>
			</dl>
			{ ( results.pages ?? [] ).length > 0 && (
				<section className="stencilbox-site-import__pages">
					<h3 id="stencilbox-site-import-pages">
						{ __( 'Your new pages', 'stencilbox' ) }
					</h3>
					<ul aria-labelledby="stencilbox-site-import-pages">
						{ ( results.pages ?? [] ).map( ( page ) => (
							<li key={ page.id }>
								<ExternalLink href={ page.url }>
									{ page.title }
								</ExternalLink>
								{ page.front && (
									<span className="stencilbox-site-import__front">
										{ __( 'Front page', 'stencilbox' ) }
									</span>
								) }
							</li>
						) ) }
					</ul>
				</section>
			) }
			<ExternalButton variant="primary" href={ results.site_url }>
				{ __( 'Visit Site', 'stencilbox' ) }
			</ExternalButton>
		</div>
	);
}
