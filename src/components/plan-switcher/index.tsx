/**
 * The plan switcher of the lists: All, Starter, Pro.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PlanFilter } from '../../api/catalog';
import { PLAN_FILTERS } from '../../utils/generated/lists';
import SegmentedControl from '../segmented-control';

/**
 * Each choice's label, by the generated list's values (PHP's
 * `Plans::FILTERS`): a plan added there fails the type check until it
 * has one.
 */
const LABELS: Record< PlanFilter, () => string > = {
	all: () => __( 'All', 'stencilbox' ),
	starter: () => __( 'Starter', 'stencilbox' ),
	pro: () => __( 'Pro', 'stencilbox' ),
};

export interface PlanSwitcherProps {
	value: PlanFilter;
	onChange: ( plan: PlanFilter ) => void;
}

/**
 * Three-button plan switch.
 *
 * @param props Props.
 */
export default function PlanSwitcher( { value, onChange }: PlanSwitcherProps ) {
	return (
		<SegmentedControl
			label={ __( 'Plan', 'stencilbox' ) }
			value={ value }
			onChange={ onChange }
			options={ PLAN_FILTERS.map( ( plan ) => ( {
				value: plan,
				label: LABELS[ plan ](),
			} ) ) }
		/>
	);
}
