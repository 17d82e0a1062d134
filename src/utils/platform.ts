/**
 * The two editors the library serves. Every layer names a platform with
 * this one type; the list is PHP's `ItemArgs::PLATFORMS`, generated
 * (`npm run rules`, ./generated/lists.ts).
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
} from './generated/lists';

/** Every platform, in the order the switchers show them. */
export { PLATFORMS };

export type Platform = ( typeof PLATFORMS )[ number ];

/** The platform shown when nothing chose one (spec §9). */
export const DEFAULT_PLATFORM: Platform = DEFAULT_PLATFORM_NAME;

/** The platforms with the block editor's first (the Library hub's order). */
export const BLOCK_EDITOR_FIRST: readonly Platform[] = [
	'gutenberg',
	...PLATFORMS.filter( ( platform ) => platform !== 'gutenberg' ),
];

/**
 * Whether a value names a platform (URLs and storage hold plain strings).
 *
 * @param value Any value.
 */
export function isPlatform( value: unknown ): value is Platform {
	return ( PLATFORMS as readonly unknown[] ).includes( value );
}

/**
 * A platform's name, as every screen shows it.
 *
 * @param platform Platform.
 */
export function platformName( platform: Platform ): string {
	return platform === 'gutenberg'
		? __( 'Gutenberg', 'stencilbox' )
		: __( 'Elementor', 'stencilbox' );
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
