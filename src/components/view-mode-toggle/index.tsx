/**
 * Grid or list: two icon buttons (the choice is kept per screen by the ui
 * store).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import './style.scss';

export type ViewMode = 'grid' | 'list';

export interface ViewModeToggleProps {
	value: ViewMode;
	onChange: ( mode: ViewMode ) => void;
}

/**
 * View mode toggle.
 *
 * @param props Props.
 */
export default function ViewModeToggle( {
	value,
	onChange,
}: ViewModeToggleProps ) {
	const options: Array< {
		mode: ViewMode;
		label: string;
		icon: JSX.Element;
	} > = [
		{ mode: 'grid', label: __( 'Grid view', 'stencilbox' ), icon: grid },
		{ mode: 'list', label: __( 'List view', 'stencilbox' ), icon: list },
	];
	return (
		<div
			className="stencilbox-view-mode-toggle"
			role="group"
			aria-label={ __( 'View', 'stencilbox' ) }
		>
			{ options.map( ( option ) => (
				<Button
					key={ option.mode }
					__next40pxDefaultSize
					icon={ option.icon }
					label={ option.label }
					isPressed={ option.mode === value }
					onClick={ () =>
						option.mode !== value && onChange( option.mode )
					}
				/>
			) ) }
		</div>
	);
}
