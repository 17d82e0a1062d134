/**
 * Signed library bundles (issue [26] item 6) on the Library hub screen,
 * for an owner without a shell: "Move this hub" shows the hub's key,
 * exports the whole library signed with it, refuses an upload with one
 * changed byte (nothing written), and applies the bundle as it was — on
 * the hub that made it, where everything is already there: nothing is
 * written again.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { expect, test } from '../test';

test.describe( 'Library bundles', () => {
	test( 'export signed, a changed byte refused, the bundle applied with nothing written twice', async ( {
		page,
	}, testInfo ) => {
		test.setTimeout( 120_000 );
		await page.goto( '/wp-admin/admin.php?page=stencilbox-hub' );
		const card = page.locator( '.stencilbox-hub__card' ).filter( {
			has: page.getByRole( 'heading', { name: 'Move this hub' } ),
		} );
		const fingerprint = card.locator( '.stencilbox-hub__fingerprint' );
		await expect( fingerprint ).toHaveText( /^[a-f0-9]{64}$/ );

		const download = page.waitForEvent( 'download' );
		await card
			.getByRole( 'link', { name: 'Export signed bundle' } )
			.click();
		const bundle = testInfo.outputPath( 'library.zip' );
		await ( await download ).saveAs( bundle );
		const bytes = readFileSync( bundle );
		expect( bytes.subarray( 0, 2 ).toString() ).toBe( 'PK' );

		// One byte changed in the middle: refused before anything is read.
		const tampered = Buffer.from( bytes );
		const middle = Math.floor( tampered.length / 2 );
		tampered[ middle ] = ( tampered[ middle ] + 1 ) % 256;
		const changed = testInfo.outputPath( 'changed.zip' );
		writeFileSync( changed, tampered );

		const upload = async ( file: string ) => {
			const chooser = page.waitForEvent( 'filechooser' );
			await card
				.getByRole( 'button', { name: 'Upload and apply bundle' } )
				.click();
			await ( await chooser ).setFiles( file );
			const dialog = page.getByRole( 'dialog', {
				name: 'Apply this library bundle?',
			} );
			await dialog.getByRole( 'button', { name: 'Apply' } ).click();
		};
		await upload( changed );
		await expect(
			card.getByText(
				'The bundle was changed after it was signed: its signature does not match its content. Nothing was written.'
			)
		).toBeVisible();

		await upload( bundle );
		await expect(
			card.getByText(
				/^Applied: 0 items written \(\d+ already up to date\)/
			)
		).toBeVisible( { timeout: 60_000 } );
	} );
} );
