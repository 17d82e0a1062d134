/**
 * The featured-items carousel (spec part 1 §9): 3 items from 1170 px wide,
 * 2 from 464 px, 1 below.
 */
export const CAROUSEL_BREAKPOINTS = [
	{ minWidth: 1170, slides: 3 },
	{ minWidth: 464, slides: 2 },
] as const;

/**
 * Items visible at once for a width.
 *
 * @param width Width in px of the carousel's container.
 */
export function slidesPerView( width: number ): number {
	for ( const breakpoint of CAROUSEL_BREAKPOINTS ) {
		if ( width >= breakpoint.minWidth ) {
			return breakpoint.slides;
		}
	}
	return 1;
}
