/**
 * Icons that point along the reading direction: in a right-to-left
 * language (Arabic, Hebrew) "back" and "previous" point right, "next"
 * left. Read at render time, as Gutenberg does, so they follow the
 * language the page is in.
 */
/**
 * WordPress dependencies
 */
import { isRTL } from '@wordpress/i18n';
import {
	arrowLeft,
	arrowRight,
	chevronLeft,
	chevronRight,
} from '@wordpress/icons';

/** Back to where the user came from (the start side). */
export function backIcon() {
	return isRTL() ? arrowRight : arrowLeft;
}

/** The previous page or image (the start side). */
export function previousIcon() {
	return isRTL() ? chevronRight : chevronLeft;
}

/** The next page or image (the end side). */
export function nextIcon() {
	return isRTL() ? chevronLeft : chevronRight;
}

/**
 * What a horizontal arrow key means: `-1` back, `1` forward, `0` neither
 * (ArrowLeft moves forward in a right-to-left language).
 *
 * @param key A `KeyboardEvent.key`.
 */
export function arrowKeyStep( key: string ): -1 | 0 | 1 {
	const forward = isRTL() ? 'ArrowLeft' : 'ArrowRight';
	const backward = isRTL() ? 'ArrowRight' : 'ArrowLeft';
	if ( key === forward ) {
		return 1;
	}
	return key === backward ? -1 : 0;
}

/**
 * What a horizontal swipe means: `1` forward (the finger moves toward the
 * start side, bringing in what lies at the end: leftwards in a left-to-right
 * language, rightwards in a right-to-left one), `-1` back.
 *
 * @param dx The swipe's horizontal distance (positive: rightwards).
 */
export function swipeStep( dx: number ): -1 | 1 {
	const forward = isRTL() ? dx > 0 : dx < 0;
	return forward ? 1 : -1;
}

/**
 * A popover placement toward the start side (left in a left-to-right
 * language, right in a right-to-left one), for a control at the end side.
 */
export function towardStart(): 'left-start' | 'right-start' {
	return isRTL() ? 'right-start' : 'left-start';
}
