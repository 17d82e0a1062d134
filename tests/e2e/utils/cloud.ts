/**
 * Helpers of the cloud specs: screenshots of what the user sees, the
 * WorkSpace picker, and the block editor's Save to cloud dialog and what its
 * Save & Push uploads.
 */
import { expect, test } from '../test';
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
 * Opens Save to cloud from the block editor's ⋮ menu (the whole post) and
 * waits for its form.
 *
 * @param page A block editor.
 * @return The dialog.
 */
export async function saveToCloud( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'Options' } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Save to cloud' } ).click();
	const modal = page.getByRole( 'dialog', { name: 'Stencilbox' } );
	await expect(
		modal.getByRole( 'heading', { name: 'Save your template' } )
	).toBeVisible();
	return modal;
}

/**
 * Presses the save dialog's Save & Push and answers the file the upload
 * sent (`file_content` of `POST /clouds/upload`).
 *
 * @param page  Page.
 * @param modal The save dialog.
 */
export async function pushFile< T = Record< string, unknown > >(
	page: Page,
	modal: Locator
): Promise< T > {
	const upload = page.waitForRequest(
		( request ) =>
			decodeURIComponent( request.url() ).includes(
				'/stencilbox/v1/clouds/upload'
			) && request.method() === 'POST'
	);
	await modal.getByRole( 'button', { name: 'Save & Push' } ).click();
	return ( await upload ).postDataJSON().file_content as T;
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
