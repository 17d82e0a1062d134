/**
 * Grid or list: two icon buttons (the choice is kept per screen by the ui
 * store).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { grid, list } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import ChoiceGroup from '../choice-group';
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
	return (
		<ChoiceGroup
			label={ __( 'View', 'stencilbox' ) }
			className="stencilbox-view-mode-toggle"
			value={ value }
			options={ [
				{
					value: 'grid',
					label: __( 'Grid view', 'stencilbox' ),
					icon: grid,
				},
				{
					value: 'list',
					label: __( 'List view', 'stencilbox' ),
					icon: list,
				},
			] }
			onChange={ onChange }
		/>
	);
}
