/**
 * The editor switcher: Elementor or Gutenberg.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { platformOptions, type Platform } from '../../utils/platform';
import SegmentedControl from '../segmented-control';

export interface PlatformSwitcherProps {
	value: Platform;
	onChange: ( platform: Platform ) => void;
}

/**
 * Two-button switch between the platforms.
 *
 * @param props Props.
 */
export default function PlatformSwitcher( {
	value,
	onChange,
}: PlatformSwitcherProps ) {
	return (
		<SegmentedControl
			label={ __( 'Editor', 'stencilbox' ) }
			value={ value }
			onChange={ onChange }
			options={ platformOptions() }
		/>
	);
}
