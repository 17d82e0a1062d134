/**
 * What each platform's adapter says on the lazily loaded screens (the
 * import dialog, the new-template modal, an item's details, the hub's
 * publish form; the importer's words when an editor is missing, loaded
 * when an insert fails for it): its words in
 * ./platforms/<name>/words.ts, listed once here (a `Record` over
 * `Platform`, so `tsc` asks for a new platform's). Only lazy chunks import
 * this file: the library's first chunk carries none of it.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import elementor from './platforms/elementor/words';
import gutenberg from './platforms/gutenberg/words';
import type { PlatformWords } from './platforms/types';
import {
	isPlatform,
	platformName,
	platformTraits,
	type Platform,
} from './platform';

const WORDS: Record< Platform, PlatformWords > = { elementor, gutenberg };

/**
 * A platform's words on the lazy screens (none for a value that names no
 * platform).
 *
 * @param platform A platform (or any value read from outside).
 */
export function platformWords( platform: unknown ): PlatformWords {
	return isPlatform( platform ) ? WORDS[ platform ] : {};
}

/**
 * An item's version for an editor that is no plugin (what the import
 * dialog offers when a plugin platform's editor is missing), if it has one.
 *
 * @param variations The item's versions on other platforms.
 */
export function builtInVariation< T extends { platform: string } >(
	variations: readonly T[] | undefined
): T | undefined {
	return variations?.find(
		( candidate ) => ! platformTraits( candidate.platform ).plugin
	);
}

/**
 * The publish form's note on a platform's posts ('' for none).
 *
 * @param platform Platform.
 */
export function publishNote( platform: Platform ): string {
	return platformWords( platform ).publishNote?.() ?? '';
}

/**
 * Why an item cannot go into the editor the library is open in (the
 * importer's refusal, `invalid_platform`).
 *
 * @param made   The platform the item is made for.
 * @param editor The editor's platform.
 */
export function otherEditorMessage( made: Platform, editor: Platform ): string {
	return sprintf(
		/* translators: 1: the editor the item is made for (Elementor), 2: the editor it was to go into (Gutenberg). */
		__(
			'This item is made for %1$s and cannot be inserted in %2$s. Open it from %1$s, or choose a %2$s item.',
			'stencilbox'
		),
		platformName( made ),
		platformName( editor )
	);
}
