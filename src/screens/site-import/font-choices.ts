/**
 * The fonts the import wizard offers (its font lists and its live
 * preview): in the wizard's own chunk, not the library's first one.
 */

/**
 * A CSS font stack for a family this site may not have (a pack's own, before
 * its theme is installed): the family, quoted, then the system's.
 *
 * @param family Family name.
 */
export function fontStack( family: string ): string {
	return `"${ family.replace( /["\\]/g, '' ) }", system-ui, sans-serif`;
}

/** A font the wizard's pickers offer: its family, CSS value and where it is from. */
export interface FontChoice {
	family: string;
	value: string;
	source: string;
}

/**
 * The fonts a pack's typography can take: the pack's own first (what its
 * entries set, which its theme or kit brings and the preview shows, so the
 * value in use is among them and marked), then this site's others.
 *
 * @param entries The pack's typography entries (their `font_family`, and
 *                its CSS value `font_family_value`).
 * @param fonts   This site's fonts.
 */
export function packFontChoices(
	entries: ReadonlyArray< {
		font_family?: string;
		font_family_value?: string;
	} >,
	fonts: readonly FontChoice[]
): FontChoice[] {
	const own: FontChoice[] = [];
	const seen = new Set< string >();
	for ( const entry of entries ) {
		const family = entry.font_family?.trim() ?? '';
		if ( family === '' || seen.has( family ) ) {
			continue;
		}
		seen.add( family );
		const site = fonts.find( ( font ) => font.family === family );
		own.push( {
			family,
			value:
				entry.font_family_value || site?.value || fontStack( family ),
			source: 'pack',
		} );
	}
	return [ ...own, ...fonts.filter( ( font ) => ! seen.has( font.family ) ) ];
}
