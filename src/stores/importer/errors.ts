/**
 * The flow's errors: the spec's messages for the failures the flow finds
 * itself, and the dialog's title for a failed call, on top of the kit's
 * error mapping.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { RequestError } from '../../api/client';
import { toStoreError } from '../shared';
import type { ImportError } from './types';

/** The spec's messages for errors the flow shows itself. */
export const MESSAGES = {
	unverified: () =>
		__(
			'Sorry your account is not verified. Please verify your account to start inserting items.',
			'stencilbox'
		),
	failedTitle: () => __( 'Importing Failed', 'stencilbox' ),
	cannotCreatePages: () =>
		__(
			'Your WordPress account cannot create pages on this site. Ask an administrator for the Editor role, or insert the item from the block editor.',
			'stencilbox'
		),
};

/**
 * An error for the flow's dialog, from whatever a call threw.
 *
 * @param thrown Thrown value.
 */
export function toImportError( thrown: unknown ): ImportError {
	const { code, message } = toStoreError( thrown );
	switch ( code ) {
		case 'required_pro_templately':
			return {
				code,
				title: __( 'Upgrade to Pro', 'stencilbox' ),
				message,
				// The hub's answer may carry where to buy the item.
				data: thrown instanceof RequestError ? thrown.data : undefined,
			};
		case 'unverified_account':
			return {
				code,
				title: __( 'Opps...!', 'stencilbox' ),
				message: message || MESSAGES.unverified(),
			};
		case 'invalid_requirements': {
			// The server names what is missing (Elementor, Elementor Pro):
			// its message, and its title in the data.
			const data =
				thrown instanceof RequestError ? thrown.data : undefined;
			return {
				code,
				title:
					typeof data?.title === 'string'
						? data.title
						: MESSAGES.failedTitle(),
				message,
			};
		}
		default:
			return {
				code,
				title: MESSAGES.failedTitle(),
				message: message || __( 'Something went wrong.', 'stencilbox' ),
			};
	}
}
