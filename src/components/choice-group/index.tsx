/**
 * A group of buttons choosing one of a few values (a segmented control, the
 * grid / list toggle, the preview sizes, a pack's filters, the pricing
 * tabs): the chosen one is pressed; choosing it again does nothing. A text
 * option shows as primary when chosen; an icon option (its label is its
 * tooltip and accessible name) shows pressed.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

export interface Choice< T extends string > {
	value: T;
	label: string;
	/** An icon button (the label becomes its tooltip). */
	icon?: JSX.Element;
}

export interface ChoiceGroupProps< T extends string > {
	/** Accessible name of the group. */
	label: string;
	value: T;
	options: ReadonlyArray< Choice< T > >;
	onChange: ( value: T ) => void;
	className?: string;
	/** Class of each option. */
	optionClassName?: string;
	/** Compact buttons (24px) rather than the default 40px ones. */
	compact?: boolean;
	/** The variant of the text options not chosen. */
	unpressedVariant?: 'secondary' | 'tertiary';
}

/**
 * Choice group.
 *
 * @param props Props.
 */
export default function ChoiceGroup< T extends string >( {
	label,
	value,
	options,
	onChange,
	className,
	optionClassName,
	compact = false,
	unpressedVariant = 'secondary',
}: ChoiceGroupProps< T > ) {
	const size = compact ? ( 'compact' as const ) : undefined;
	return (
		<div className={ className } role="group" aria-label={ label }>
			{ options.map( ( option ) => {
				const chosen = option.value === value;
				const choose = () => ! chosen && onChange( option.value );
				return option.icon ? (
					<Button
						key={ option.value }
						__next40pxDefaultSize={ ! compact }
						size={ size }
						className={ optionClassName }
						icon={ option.icon }
						label={ option.label }
						isPressed={ chosen }
						onClick={ choose }
					/>
				) : (
					<Button
						key={ option.value }
						__next40pxDefaultSize={ ! compact }
						size={ size }
						className={ optionClassName }
						variant={ chosen ? 'primary' : unpressedVariant }
						aria-pressed={ chosen }
						onClick={ choose }
					>
						{ option.label }
					</Button>
				);
			} ) }
		</div>
	);
}
