/**
 * The plan switcher of the lists: All, Starter, Pro.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PlanFilter } from '../../api/catalog';
import './style.scss';

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
	const options: Array< { value: PlanFilter; label: string } > = [
		{ value: 'all', label: __( 'All', 'stencilbox' ) },
		{ value: 'starter', label: __( 'Starter', 'stencilbox' ) },
		{ value: 'pro', label: __( 'Pro', 'stencilbox' ) },
	];
	return (
		<div
			className="stencilbox-plan-switcher"
			role="group"
			aria-label={ __( 'Plan', 'stencilbox' ) }
		>
			{ options.map( ( option ) => (
				<Button
					key={ option.value }
					__next40pxDefaultSize
					className="stencilbox-plan-switcher__option"
					variant={ option.value === value ? 'primary' : 'secondary' }
					aria-pressed={ option.value === value }
					onClick={ () =>
						option.value !== value && onChange( option.value )
					}
				>
					{ option.label }
				</Button>
			) ) }
		</div>
	);
}
