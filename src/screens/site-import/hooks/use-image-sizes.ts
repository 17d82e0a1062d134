/**
 * The results of an import whose images still wait for their smaller
 * sizes (made after the pages are in place, `ImageSizes` on the server):
 * while the screen is open it asks for them every
 * `FSI.imageSizesPollMs` (`POST /full-site-import/images`), which puts
 * one more of the server's workers on them, and follows how many are
 * left. Closing the screen loses nothing: the server finishes them.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { askForImageSizes } from '../../../api/site-import';
import { FSI } from '../../../utils/site-import';

/** How many images wait (`left`), and whether asking failed (the server goes on alone). */
export interface ImageSizesState {
	left: number;
	failed: boolean;
}

/**
 * Asks for the images' sizes while some wait.
 *
 * @param sessionId The import.
 * @param waiting   Images waiting when it completed (its results).
 */
export function useImageSizes(
	sessionId: string,
	waiting: number
): ImageSizesState {
	const [ state, setState ] = useState< ImageSizesState >( {
		left: waiting,
		failed: false,
	} );
	useEffect( () => {
		if ( waiting <= 0 ) {
			return;
		}
		const controller = new AbortController();
		let timer: ReturnType< typeof setTimeout > | undefined;
		const ask = async () => {
			try {
				const { left } = await askForImageSizes(
					sessionId,
					controller.signal
				);
				if ( controller.signal.aborted ) {
					return;
				}
				setState( { left, failed: false } );
				if ( left > 0 ) {
					timer = setTimeout( ask, FSI.imageSizesPollMs );
				}
			} catch {
				if ( ! controller.signal.aborted ) {
					setState( ( now ) => ( { ...now, failed: true } ) );
				}
			}
		};
		ask();
		return () => {
			controller.abort();
			clearTimeout( timer );
		};
	}, [ sessionId, waiting ] );
	return state;
}
