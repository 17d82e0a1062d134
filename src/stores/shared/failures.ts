/**
 * Failures the user is not told about, or not only told about (spec part 1
 * §8): console-only tags (ID001–ID003 for items here; P100–P103 of the
 * profile's favourites, ratings and lists are in its constants) and the
 * recorded failure codes of account calls and the pricing fetch. Both go to
 * the console with one prefix, so a site owner can find them.
 */

/** Console-only tags. */
export const CONSOLE_TAGS = {
	/** A page of the item lists failed. */
	items: 'ID001',
	/** An item's details failed. */
	item: 'ID002',
	/** The featured items failed. */
	featured: 'ID003',
} as const;

/**
 * Part 2 §8's internal codes: each failure of the cloud, WorkSpaces and
 * saved templates is also logged to the console under one of them (the
 * user sees the screen's message or toast).
 */
export const CLOUD_TAGS = {
	/** A page of cloud files (My Clouds, a WorkSpace's) did not load. */
	files: 'C501',
	/** The cloud's usage (the storage bar) did not load. */
	usage: 'C503',
	/** A page of WorkSpaces (own or shared) did not load. */
	workspaces: 'W100',
	/** Creating a WorkSpace failed. */
	create: 'W101',
	/** Saving a WorkSpace (rename, share, un-share) failed. */
	save: 'W102',
	/** Deleting a WorkSpace failed. */
	delete: 'W103',
	/** Copying, moving or renaming a file failed. */
	copyMove: 'W104',
	/** Deleting a file failed. */
	deleteFile: 'W105',
	/** Adding files to a WorkSpace failed. */
	add: 'W106',
	/** The pickers' list of WorkSpaces did not load. */
	options: 'W107',
	/** A push to the cloud (Save & Push, Upload) failed. */
	push: 'S100',
	/** Saved templates: a list, a delete or the display conditions failed. */
	templates: 'ST501',
	/** A download failed. */
	download: 'D101',
} as const;

/** Recorded failure codes. */
export const FAILURE_CODES = {
	login: 'login_failed',
	signup: 'signup_failed',
	logout: 'logout_failed',
	sync: 'sync_failed',
	pricing: 'pricing_fetch_failed',
} as const;

export type FailureCode =
	( typeof FAILURE_CODES )[ keyof typeof FAILURE_CODES ];

/**
 * Writes a failure to the console under its tag or code.
 *
 * @param tag   Console tag or failure code.
 * @param error What was thrown (or stored).
 */
export function logFailure( tag: string, error: unknown ): void {
	// eslint-disable-next-line no-console -- the spec's console-only record.
	console.error( `Stencilbox ${ tag }`, error );
}
