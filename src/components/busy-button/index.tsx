/**
 * A dialog's or form's action button that waits for its action: while the
 * action is on its way it shows busy and cannot be pressed again; disabled,
 * it stays focusable (read out as unavailable rather than skipped).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

export interface BusyButtonProps {
	/** The action is on its way. */
	isBusy: boolean;
	/** Not available for another reason (nothing chosen, invalid fields). */
	disabled?: boolean;
	variant?: 'primary' | 'secondary' | 'tertiary';
	isDestructive?: boolean;
	/** `submit` for a form's button (then no onClick is needed). */
	type?: 'button' | 'submit';
	onClick?: () => unknown;
	children: ReactNode;
}

/**
 * Busy button.
 *
 * @param props               Props.
 * @param props.isBusy        The action is on its way.
 * @param props.disabled      Not available for another reason.
 * @param props.variant       Button variant (primary by default).
 * @param props.isDestructive A destructive action.
 * @param props.type          Button type.
 * @param props.onClick       The action.
 * @param props.children      Label.
 */
export default function BusyButton( {
	isBusy,
	disabled = false,
	variant = 'primary',
	isDestructive,
	type,
	onClick,
	children,
}: BusyButtonProps ) {
	return (
		<Button
			__next40pxDefaultSize
			variant={ variant }
			isDestructive={ isDestructive }
			type={ type }
			isBusy={ isBusy }
			disabled={ disabled || isBusy }
			accessibleWhenDisabled
			onClick={ onClick }
		>
			{ children }
		</Button>
	);
}
