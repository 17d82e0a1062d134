/**
 * A row of pressed/unpressed buttons choosing one value (the editor
 * switcher, the plan switcher, the favourites type filter).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

/**
 * Internal dependencies
 */
import './style.scss';

export interface SegmentedControlProps< T extends string > {
	/** Accessible name of the group. */
	label: string;
	value: T;
	options: Array< { value: T; label: string } >;
	onChange: ( value: T ) => void;
	className?: string;
}

/**
 * The control.
 *
 * @param props Props.
 */
export default function SegmentedControl< T extends string >( {
	label,
	value,
	options,
	onChange,
	className,
}: SegmentedControlProps< T > ) {
	return (
		<div
			className={ [ 'stencilbox-segmented-control', className ]
				.filter( Boolean )
				.join( ' ' ) }
			role="group"
			aria-label={ label }
		>
			{ options.map( ( option ) => (
				<Button
					key={ option.value }
					__next40pxDefaultSize
					className="stencilbox-segmented-control__option"
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
