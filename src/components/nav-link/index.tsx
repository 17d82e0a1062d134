/**
 * A router link styled as a button: a real link where the surface has URLs.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { useLinkProps, type To } from '../../router';

export interface NavLinkProps {
	to: To;
	children: ReactNode;
	isCurrent?: boolean;
	variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
	className?: string;
	icon?: JSX.Element;
}

/**
 * Link to an in-app location.
 *
 * @param props Props.
 */
export default function NavLink( {
	to,
	children,
	isCurrent = false,
	variant = 'tertiary',
	className,
	icon,
}: NavLinkProps ) {
	const { href, onClick } = useLinkProps( to );
	return (
		<Button
			__next40pxDefaultSize
			className={ className }
			href={ href }
			onClick={ onClick }
			variant={ variant }
			icon={ icon }
			isPressed={ isCurrent }
			aria-current={ isCurrent ? 'page' : undefined }
		>
			{ children }
		</Button>
	);
}
