/**
 * What the hostile-content specs share: every payload of theirs would set
 * `top.stencilboxPwned`.
 */
import type { Page } from '@playwright/test';

/**
 * The value a payload would have set, in the top window and in every frame
 * that can run script at all (sandboxed preview frames cannot).
 *
 * @param page Page.
 */
export async function pwned( page: Page ): Promise< string[] > {
	const found: string[] = [];
	for ( const frame of page.frames() ) {
		try {
			const value = await frame.evaluate(
				() => ( window as any ).stencilboxPwned
			);
			if ( value !== undefined ) {
				found.push( `${ frame.url() }: ${ value }` );
			}
		} catch {
			// A frame without scripts: nothing could have run there.
		}
	}
	return found;
}
