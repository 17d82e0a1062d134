/**
 * The editors the library serves. Every layer names a platform with this
 * one type, and asks here what differs between platforms instead of
 * choosing between two names: the list, the order, the traits and the
 * names are PHP's `Support\Platform\Platforms` (its adapters' `traits()`),
 * generated (`npm run rules`, ./generated/lists.ts); only each platform's
 * name, translated, is written here.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	PLATFORMS,
	DEFAULT_PLATFORM as DEFAULT_PLATFORM_NAME,
	BLOCK_EDITOR_FIRST as BLOCK_EDITOR_FIRST_NAMES,
	PLATFORM_TRAITS,
} from './generated/lists';

/** Every platform, in the order the switchers show them. */
export { PLATFORMS };

export type Platform = ( typeof PLATFORMS )[ number ];

/** The platform shown when nothing chose one (spec §9). */
export const DEFAULT_PLATFORM: Platform = DEFAULT_PLATFORM_NAME;

/** The platforms with the block editor's first (the Library hub's order). */
export const BLOCK_EDITOR_FIRST: readonly Platform[] = BLOCK_EDITOR_FIRST_NAMES;

/** What the client knows of a platform before asking the server. */
export interface PlatformTraits {
	/** Its editor is a plugin the site may lack (Elementor). */
	plugin: boolean;
	/** An item renders from its content: a live preview, no picture needed. */
	livePreview: boolean;
	/** A content file's extension. */
	extension: string;
	/** Template types that need the editor's paid version. */
	proTypes: readonly string[];
	/** The theme styles its content: "Match my site", and a full-site import's menu and global styles. */
	themeStyles: boolean;
	/** Where "Match my site" finds the site's design: its theme, or its Elementor kit ('' for no platform). */
	designFrom: 'theme' | 'kit' | '';
}

/**
 * Whether a value names a platform (URLs and storage hold plain strings).
 *
 * @param value Any value.
 */
export function isPlatform( value: unknown ): value is Platform {
	return ( PLATFORMS as readonly unknown[] ).includes( value );
}

/**
 * A platform's traits; a value that names no platform has none of them.
 *
 * @param platform A platform (or any value read from outside).
 */
export function platformTraits( platform: unknown ): PlatformTraits {
	return isPlatform( platform )
		? PLATFORM_TRAITS[ platform ]
		: {
				plugin: false,
				livePreview: false,
				extension: '',
				proTypes: [],
				themeStyles: false,
				designFrom: '',
			};
}

/** Each platform's name, translated when asked (one entry per platform: tsc fails without one). */
const NAMES: Record< Platform, () => string > = {
	elementor: () => __( 'Elementor', 'stencilbox' ),
	gutenberg: () => __( 'Gutenberg', 'stencilbox' ),
};

/**
 * A platform's name, as every screen shows it.
 *
 * @param platform Platform.
 */
export function platformName( platform: Platform ): string {
	return NAMES[ platform ]?.() ?? String( platform );
}

/**
 * What publishing a post of the platform to the library makes of it, said
 * above the publish form ('' where nothing needs saying; one entry per
 * platform: tsc fails without one).
 */
const PUBLISH_NOTES: Record< Platform, () => string > = {
	elementor: () =>
		__(
			'Built with Elementor: it becomes an Elementor item (its elements and page settings), inserted into Elementor.',
			'stencilbox'
		),
	gutenberg: () => '',
};

/**
 * The publish form's note on a platform's posts ('' for none).
 *
 * @param platform Platform.
 */
export function publishNote( platform: Platform ): string {
	return PUBLISH_NOTES[ platform ]?.() ?? '';
}

/**
 * The platforms as the options of a select or radio control.
 *
 * @param platforms Which, in the order shown (default: `PLATFORMS`).
 */
export function platformOptions(
	platforms: readonly Platform[] = PLATFORMS
): Array< { value: Platform; label: string } > {
	return platforms.map( ( value ) => ( {
		value,
		label: platformName( value ),
	} ) );
}
