/**
 * Internal dependencies
 */
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'profile' );

/** Cards per page of My Favourites. */
export const FAVOURITES_PER_PAGE = 20;

/** Records per page of My Downloads. */
export const DOWNLOADS_PER_PAGE = 20;

/**
 * Console-only tags of failed favourites and ratings (spec part 1 §8: they
 * are not shown to the user).
 */
export const CONSOLE_TAGS = {
	favouriteDo: 'P100',
	favouriteUndo: 'P101',
	rating: 'P102',
	/** A profile list (favourites, downloads, purchases) failed to load. */
	list: 'P103',
} as const;
