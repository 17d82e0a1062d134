/**
 * A row of pressed/unpressed buttons choosing one value (e.g. the
 * favourites' type filter: All, Blocks, Pages, Packs).
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
}

/**
 * Segmented control.
 *
 * @param props Props.
 */
export default function SegmentedControl< T extends string >( {
	label,
	value,
	options,
	onChange,
}: SegmentedControlProps< T > ) {
	return (
		<div
			className="stencilbox-segmented-control"
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
