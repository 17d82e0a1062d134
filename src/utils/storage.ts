/**
 * The storage bar's rules (spec part 2 §4, §8, §9): how full the cloud is,
 * which colour says so, and what to tell the user.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MESSAGES } from './generated/rules';

/** A limit of −1 means unlimited. */
export const UNLIMITED = -1;

/** Above these percentages the bar turns warning, danger, limit reached. */
export const STORAGE_THRESHOLDS = {
	warning: 40,
	danger: 85,
	full: 99,
} as const;

export type StorageLevel = 'normal' | 'warning' | 'danger' | 'full';

/** What the bar shows. */
export interface StorageState {
	/** 0–100, rounded; 0 when unlimited. */
	percent: number;
	level: StorageLevel;
	/** '{used} of {limit} files' (the limit may read Unlimited). */
	label: string;
	/** The sentence under the bar, if any. */
	message: string | null;
}

/**
 * The bar for a usage.
 *
 * @param files Files the account holds.
 * @param limit Its limit (−1 unlimited; 0 means nothing may be stored).
 */
export function storageState( files: number, limit: number ): StorageState {
	const unlimited = limit === UNLIMITED;
	const label = sprintf(
		/* translators: 1: files used, 2: the limit, or "Unlimited" */
		__( '%1$s of %2$s files', 'stencilbox' ),
		String( files ),
		unlimited ? __( 'Unlimited', 'stencilbox' ) : String( limit )
	);
	if ( unlimited ) {
		return { percent: 0, level: 'normal', label, message: null };
	}
	// The levels compare the exact share ("above 40%": 40.4% is above);
	// only what is shown is rounded.
	const share = limit <= 0 ? 100 : ( files / limit ) * 100;
	const percent = Math.min( 100, Math.round( share ) );
	let level: StorageLevel = 'normal';
	if ( share > STORAGE_THRESHOLDS.full || files >= limit ) {
		level = 'full';
	} else if ( share > STORAGE_THRESHOLDS.danger ) {
		level = 'danger';
	} else if ( share > STORAGE_THRESHOLDS.warning ) {
		level = 'warning';
	}
	const messages: Record< StorageLevel, string | null > = {
		normal: null,
		warning: sprintf(
			/* translators: %d: percentage of the quota in use */
			__( 'You are using %d%% of your storage quota', 'stencilbox' ),
			percent
		),
		danger: __(
			'Your storage quota is runing out. Please upgrade your plan to upload more files.',
			'stencilbox'
		),
		full: MESSAGES.filesLimit(),
	};
	return { percent, level, label, message: messages[ level ] };
}
