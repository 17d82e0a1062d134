/**
 * What a visitor sees of a page's images.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Every image in a part of the page: loaded (naturalWidth > 0, lazy ones
 * made eager first) and served from under an address.
 *
 * @param page       A visitor's page.
 * @param where      The part of the page.
 * @param servedFrom The address every image's URL starts with.
 * @return How many.
 */
export async function expectImagesLoaded(
	page: Page,
	where: string,
	servedFrom: string
): Promise< number > {
	const images = await page
		.locator( `${ where } img` )
		.evaluateAll( async ( list: HTMLImageElement[] ) =>
			Promise.all(
				list.map( async ( img ) => {
					img.loading = 'eager';
					await img.decode().catch( () => {} );
					return {
						src: img.currentSrc || img.src,
						width: img.naturalWidth,
					};
				} )
			)
		);
	expect( images.length ).toBeGreaterThan( 0 );
	for ( const image of images ) {
		expect( image.width, image.src ).toBeGreaterThan( 0 );
		expect( image.src ).toContain( servedFrom );
	}
	return images.length;
}
