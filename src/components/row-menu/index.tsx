/**
 * The ⋮ menu of a row or a card (a cloud file, a WorkSpace): a compact
 * toggle named "Actions for <name>", its menu shown inline — inside the
 * editor's popup, the editor's popover slot is hidden from assistive
 * technology while the popup is open.
 */
import type { ComponentProps } from 'react';

/**
 * WordPress dependencies
 */
import { DropdownMenu } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { moreVertical } from '@wordpress/icons';

export type RowMenuProps = Omit<
	ComponentProps< typeof DropdownMenu >,
	'icon' | 'label' | 'toggleProps'
> & {
	/** What the actions are for (the file's, the WorkSpace's name). */
	name: string;
};

/**
 * Row menu: its items as DropdownMenu's `controls` or `children`.
 *
 * @param props              DropdownMenu's other props.
 * @param props.name         What the actions are for.
 * @param props.popoverProps More for the popover (always inline).
 */
export default function RowMenu( {
	name,
	popoverProps,
	...props
}: RowMenuProps ) {
	return (
		<DropdownMenu
			{ ...props }
			icon={ moreVertical }
			label={ sprintf(
				/* translators: %s: the name of a file or a WorkSpace */
				__( 'Actions for %s', 'stencilbox' ),
				name
			) }
			toggleProps={ { size: 'compact' } }
			popoverProps={ { ...popoverProps, inline: true } }
		/>
	);
}
