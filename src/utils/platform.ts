/**
 * The editors the library serves. Every layer names a platform with this
 * one type, and asks here what differs between platforms instead of
 * choosing between two names: the list, the order, the traits and the
 * names are PHP's `Support\Platform\Platforms` (its adapters' `traits()`),
 * generated (`npm run rules`, ./generated/lists.ts). What the client alone
 * knows of each (its name, navigation, what the site has of its editor) is
 * its adapter in ./platforms/<name>/, listed once here (`ENTRIES`); its
 * words the first screen does not show: ./platform-words.ts (lazy chunks).
 */
/**
 * Internal dependencies
 */
import {
	PLATFORMS,
	DEFAULT_PLATFORM as DEFAULT_PLATFORM_NAME,
	BLOCK_EDITOR_FIRST as BLOCK_EDITOR_FIRST_NAMES,
	PLATFORM_TRAITS,
} from './generated/lists';
import elementor from './platforms/elementor';
import gutenberg from './platforms/gutenberg';
import type { NavKey, PlatformEntry, PlatformSite } from './platforms/types';

export type { NavKey, PlatformSite };

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

/**
 * The client adapters, one per platform (`./platforms/<name>/`): a `Record`
 * over `Platform`, so `tsc` asks for a new platform's.
 */
const ENTRIES: Record< Platform, PlatformEntry > = { elementor, gutenberg };

/** A platform's adapter, or none for a value that names no platform. */
const entry = ( platform: unknown ): PlatformEntry | undefined =>
	isPlatform( platform ) ? ENTRIES[ platform ] : undefined;

/**
 * A platform's name, as every screen shows it.
 *
 * @param platform Platform.
 */
export function platformName( platform: Platform ): string {
	return entry( platform )?.name() ?? String( platform );
}

/**
 * The header's navigation on a platform's lists, in order.
 *
 * @param platform Platform.
 */
export function platformNav( platform: Platform ): readonly NavKey[] {
	return ENTRIES[ platform ].nav;
}

/**
 * What this site has of a platform's editor (none for a value that names
 * no platform).
 *
 * @param platform A platform (or any value read from outside).
 * @param boot     The boot data (`getSettings()`).
 */
export function platformSite( platform: unknown, boot: object ): PlatformSite {
	return (
		entry( platform )?.site( boot ) ?? {
			active: false,
			pro: false,
		}
	);
}

/**
 * The platform this site can use: the first whose editor is usable here
 * (Elementor when it is active, else the block editor when pages are
 * edited with it), else the spec's default.
 *
 * @param boot The boot data (`getSettings()`).
 */
export function sitePlatform( boot: object ): Platform {
	return (
		PLATFORMS.find(
			( platform ) => ENTRIES[ platform ].site( boot ).active
		) ?? DEFAULT_PLATFORM
	);
}

/**
 * The platform an editor the library is opened in edits (null on the admin
 * page): each editor's surface is named after its platform.
 *
 * @param surface Where the library runs (`Surface`).
 */
export function editorPlatform( surface: string ): Platform | null {
	return isPlatform( surface ) ? surface : null;
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
