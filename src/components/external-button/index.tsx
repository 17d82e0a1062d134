/**
 * A button that opens another site in a new tab (a demo, a checkout, the
 * imported site, support): the link is kept from the opened page
 * (`noopener noreferrer`) and the external icon follows the label.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { external } from '@wordpress/icons';

export interface ExternalButtonProps {
	href: string;
	variant?: 'primary' | 'secondary' | 'tertiary';
	className?: string;
	children: ReactNode;
}

/**
 * External button.
 *
 * @param props           Props.
 * @param props.href      Where it goes.
 * @param props.variant   Button variant (secondary by default).
 * @param props.className Extra class.
 * @param props.children  Label.
 */
export default function ExternalButton( {
	href,
	variant = 'secondary',
	className,
	children,
}: ExternalButtonProps ) {
	return (
		<Button
			__next40pxDefaultSize
			className={ className }
			variant={ variant }
			href={ href }
			target="_blank"
			rel="noopener noreferrer"
			icon={ external }
			iconPosition="right"
		>
			{ children }
		</Button>
	);
}
