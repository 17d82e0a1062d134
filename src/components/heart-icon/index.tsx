/**
 * Hearts for favourites, drawn for 24×24 (the icon set has none): an
 * outline (not a favourite) and a filled one (a favourite).
 */
/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

const heartIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M12 20.3l-1.1-1C6.2 15 3.2 12.3 3.2 8.9c0-2.6 2-4.6 4.6-4.6 1.5 0 2.9.7 3.8 1.8h.8c.9-1.1 2.3-1.8 3.8-1.8 2.6 0 4.6 2 4.6 4.6 0 3.4-3 6.1-7.7 10.4l-1.1 1zm-4.2-14.5c-1.7 0-3.1 1.4-3.1 3.1 0 2.7 2.7 5.1 7.3 9.3 4.6-4.2 7.3-6.6 7.3-9.3 0-1.7-1.4-3.1-3.1-3.1-1.3 0-2.5.8-3 1.9h-2.4c-.5-1.1-1.7-1.9-3-1.9z" />
	</SVG>
);

/** The filled heart: the item is a favourite. */
export const heartFilled = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M12 20.3l-1.1-1C6.2 15 3.2 12.3 3.2 8.9c0-2.6 2-4.6 4.6-4.6 1.5 0 2.9.7 3.8 1.8h.8c.9-1.1 2.3-1.8 3.8-1.8 2.6 0 4.6 2 4.6 4.6 0 3.4-3 6.1-7.7 10.4l-1.1 1z" />
	</SVG>
);

export default heartIcon;
