/**
 * A row of pressed/unpressed buttons choosing one value (the editor
 * switcher, the plan switcher, the favourites type filter).
 */
/**
 * Internal dependencies
 */
import ChoiceGroup from '../choice-group';
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
		<ChoiceGroup
			label={ label }
			className={ [ 'stencilbox-segmented-control', className ]
				.filter( Boolean )
				.join( ' ' ) }
			optionClassName="stencilbox-segmented-control__option"
			value={ value }
			options={ options }
			onChange={ onChange }
		/>
	);
}
