/**
 * The plans' names on the Library hub's cards and forms (the cloud's
 * limits, the versions kept, Publish to library), by the generated list
 * (PHP's `Plans`): a plan added there fails the type check until it has
 * one.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PLANS } from '../../utils/generated/lists';

export type Plan = ( typeof PLANS )[ number ];

/** Each plan's name. */
export const PLAN_LABELS: Record< Plan, () => string > = {
	free: () => __( 'Free', 'stencilbox' ),
	starter: () => __( 'Starter', 'stencilbox' ),
	pro: () => __( 'Pro', 'stencilbox' ),
};

/** The plans as the fields of a limits card, in order. */
export const planFields = () =>
	PLANS.map( ( key ) => ( { key, label: PLAN_LABELS[ key ] } ) );

/** The plans as the options of a select, in order. */
export const planOptions = () =>
	PLANS.map( ( plan ) => ( { label: PLAN_LABELS[ plan ](), value: plan } ) );
