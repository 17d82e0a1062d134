/**
 * The hub's audit log in words (issue [26]): each outcome and the reason
 * codes that are words of their own (the CSV keeps the codes). The Audit
 * log card and the Compare dialog (hub owner's and approver's) read them.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** Each outcome in words (the CSV keeps the codes). */
const outcomeLabels = (): Record< string, string > => ( {
	updated: __( 'Updated', 'stencilbox' ),
	merged: __( 'Merged', 'stencilbox' ),
	conflicted: __( 'Conflicts to pick', 'stencilbox' ),
	skipped: __( 'Skipped', 'stencilbox' ),
	failed: __( 'Failed', 'stencilbox' ),
	rolled_back: __( 'Rolled back', 'stencilbox' ),
	granted: __( 'Given', 'stencilbox' ),
	revoked: __( 'Taken back', 'stencilbox' ),
	canary: __( 'Canary', 'stencilbox' ),
	stable: __( 'Stable', 'stencilbox' ),
} );

/**
 * An outcome in words (an unknown one as it came).
 *
 * @param outcome The event's outcome.
 */
export const outcomeText = ( outcome: string ): string =>
	outcomeLabels()[ outcome ] ?? outcome;

/** The reason codes that are words of their own (the CSV keeps the codes). */
const reasonLabels = (): Record< string, string > => ( {
	edited: __( 'Edited on the site', 'stencilbox' ),
	conflicts: __( 'Both sides changed the same thing', 'stencilbox' ),
	resolved: __( 'The user picked each side', 'stencilbox' ),
	staged_on: __( 'Staged rollouts on', 'stencilbox' ),
	staged_off: __( 'Staged rollouts off', 'stencilbox' ),
} );

/**
 * An event's reason as the owner reads it: the known codes in words, a
 * version a rollback went back to or a restore brought back, the account a
 * right was given to; any other code (a site's error code) or a publish
 * note as it came.
 *
 * @param reason The event's reason.
 */
export const reasonText = ( reason: string ): string => {
	const known = reasonLabels()[ reason ];
	if ( known ) {
		return known;
	}
	const back = /^to_(\d+)$/.exec( reason );
	if ( back ) {
		/* translators: %d: a version number. */
		return sprintf( __( 'Back to version %d', 'stencilbox' ), +back[ 1 ] );
	}
	const restored = /^restored_from_(\d+)$/.exec( reason );
	if ( restored ) {
		return sprintf(
			/* translators: %d: a version number. */
			__( 'Restored version %d', 'stencilbox' ),
			+restored[ 1 ]
		);
	}
	const right = /^approve:(.+)$/.exec( reason );
	if ( right ) {
		/* translators: %s: an account's email. */
		return sprintf( __( 'Approve right: %s', 'stencilbox' ), right[ 1 ] );
	}
	return reason;
};
