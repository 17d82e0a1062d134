/**
 * The plan an item needs, as a badge (Pro or Starter; free items have none).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ItemPlan } from '../../api/catalog';
import './style.scss';

/**
 * Plan badge.
 *
 * @param props      Props.
 * @param props.plan The item's plan.
 */
export default function PlanBadge( { plan }: { plan: ItemPlan } ) {
	if ( plan === 'free' ) {
		return null;
	}
	return (
		<span className={ `stencilbox-plan-badge is-${ plan }` }>
			{ plan === 'pro'
				? __( 'Pro', 'stencilbox' )
				: __( 'Starter', 'stencilbox' ) }
		</span>
	);
}
