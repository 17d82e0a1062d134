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
import SegmentedControl from '../segmented-control';

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
			options={ [
				{ value: 'all', label: __( 'All', 'stencilbox' ) },
				{ value: 'starter', label: __( 'Starter', 'stencilbox' ) },
				{ value: 'pro', label: __( 'Pro', 'stencilbox' ) },
			] }
		/>
	);
}
