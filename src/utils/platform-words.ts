/**
 * What each platform's adapter says on the lazily loaded screens (the
 * import dialog, the new-template modal, an item's details): its words in
 * ./platforms/<name>/words.ts, listed once here (a `Record` over
 * `Platform`, so `tsc` asks for a new platform's). Only lazy chunks import
 * this file: the library's first chunk carries none of it.
 */
/**
 * Internal dependencies
 */
import elementor from './platforms/elementor/words';
import gutenberg from './platforms/gutenberg/words';
import type { PlatformWords } from './platforms/types';
import { isPlatform, type Platform } from './platform';

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
