/**
 * A centred message for screens with nothing to show (yet).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Icon } from '@wordpress/components';

/**
 * Internal dependencies
 */
import './style.scss';

export interface EmptyStateProps {
	/** An icon from @wordpress/icons. */
	icon?: JSX.Element;
	/** Short title. */
	title: string;
	/** Longer explanation. */
	children?: ReactNode;
	/** Buttons offering a way forward. */
	actions?: ReactNode;
}

/**
 * Empty state with an icon, a title, a text and actions.
 *
 * @param props Props.
 */
export default function EmptyState( {
	icon,
	title,
	children,
	actions,
}: EmptyStateProps ) {
	return (
		<div className="stencilbox-empty-state" role="status">
			{ icon && (
				<Icon
					className="stencilbox-empty-state__icon"
					icon={ icon }
					size={ 48 }
				/>
			) }
			<h2 className="stencilbox-empty-state__title">{ title }</h2>
			{ children && (
				<div className="stencilbox-empty-state__text">{ children }</div>
			) }
			{ actions && (
				<div className="stencilbox-empty-state__actions">
					{ actions }
				</div>
			) }
		</div>
	);
}
