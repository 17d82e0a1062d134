/**
 * The screenshot lightbox's constants and zoom maths (spec part 1 §9).
 */
export const LIGHTBOX = {
	/** Highest zoom level (levels run from 0). */
	maxZoom: 300,
	/** Scale = base ^ level. */
	zoomBase: 1.007,
	/** Levels one zoom button press moves. */
	zoomStep: 100,
	animationMs: 300,
	imagePadding: 10,
	/** Held keys repeat at most this often. */
	keyRepeatMs: 180,
	/** A horizontal swipe longer than this changes image. */
	swipeThreshold: 50,
} as const;

/**
 * The scale of a zoom level.
 *
 * @param level Zoom level (0 to maxZoom).
 */
export function zoomScale( level: number ): number {
	return Math.pow( LIGHTBOX.zoomBase, clampZoom( level ) );
}

/**
 * A zoom level within bounds.
 *
 * @param level Any level.
 */
export function clampZoom( level: number ): number {
	return Math.min( LIGHTBOX.maxZoom, Math.max( 0, level ) );
}

/**
 * The index after moving by `delta` in a list of `count`, wrapping around.
 *
 * @param index Current index.
 * @param delta +1 or -1.
 * @param count Number of images.
 */
export function stepIndex(
	index: number,
	delta: number,
	count: number
): number {
	if ( count <= 0 ) {
		return 0;
	}
	return ( ( ( index + delta ) % count ) + count ) % count;
}
