/**
 * The details picture (issue [23] G: it was the 600 px card thumbnail,
 * stretched across the page and blurry).
 */
/**
 * Internal dependencies
 */
import { detailsPicture } from '../picture';

describe( 'detailsPicture', () => {
	const item = {
		banner: '',
		thumbnail: 'https://hub.test/images/harbor-home.webp',
		screenshots: [ 'https://hub.test/images/harbor-home-full.webp' ],
	};

	it( 'is the full screenshot, not the card thumbnail', () => {
		expect( detailsPicture( item ) ).toBe(
			'https://hub.test/images/harbor-home-full.webp'
		);
	} );

	it( 'is the banner when the item has one, and the thumbnail when it has nothing else', () => {
		expect(
			detailsPicture( {
				...item,
				banner: 'https://hub.test/images/wide.webp',
			} )
		).toBe( 'https://hub.test/images/wide.webp' );
		expect( detailsPicture( { ...item, screenshots: [] } ) ).toBe(
			item.thumbnail
		);
	} );
} );
