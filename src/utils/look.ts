/**
 * What an insert says about its look (issue [25], "Match my site").
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * The notice an insert gives when "Match my site" kept the pack's colours:
 * all of them, because the site's classic theme has no colour palette
 * (`reason: no_palette`), or some colour pairs (the site's palette had no
 * readable pair for them); null when nothing was kept.
 *
 * @param applied         The insert's `look` answer (absent from an older site).
 * @param applied.matched The site's presets were applied.
 * @param applied.reason  Why nothing was matched ('' when matched).
 * @param applied.kept    The text / background pairs that kept the pack's colours.
 */
export function keptNotice(
	applied?: {
		matched: boolean;
		reason?: string;
		kept: readonly unknown[];
		[ field: string ]: unknown;
	} | null
): string | null {
	if ( applied?.reason === 'no_palette' ) {
		return __(
			'Your theme has no colour palette to match, so the item kept the pack’s look.',
			'stencilbox'
		);
	}
	const kept = applied?.kept ?? [];
	if ( ! applied?.matched || kept.length === 0 ) {
		return null;
	}
	return sprintf(
		/* translators: %d: how many text / background colour pairs. */
		_n(
			'Matched to your site. %d colour pair kept the pack’s colours so its text stays readable.',
			'Matched to your site. %d colour pairs kept the pack’s colours so their text stays readable.',
			kept.length,
			'stencilbox'
		),
		kept.length
	);
}
