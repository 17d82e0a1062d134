/**
 * Helpers of the cloud specs: screenshots of what the user sees, and the
 * WorkSpace picker.
 */
import { test } from '../test';
import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot kept with the artifacts (`screens/<prefix>-<name>.png`).
 *
 * @param page   Page.
 * @param prefix The spec (and project).
 * @param name   What it shows.
 */
export async function shot( page: Page, prefix: string, name: string ) {
	await page.screenshot( {
		path: `${ process.env.WP_ARTIFACTS_PATH }/screens/${ prefix }-${ name }.png`,
	} );
}

/**
 * The current test's project name (for screenshot names).
 */
export function projectName(): string {
	return test.info().project.name;
}

/**
 * Picks an option in a WorkSpace picker.
 *
 * @param scope  Where the picker is.
 * @param label  The picker's label.
 * @param option The option.
 */
export async function pick( scope: Locator, label: string, option: string ) {
	await scope
		.getByRole( 'button', { name: new RegExp( `^${ label }:` ) } )
		.click();
	await scope
		.page()
		.getByRole( 'menuitemradio', { name: option, exact: true } )
		.click();
}
