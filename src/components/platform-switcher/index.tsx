/**
 * The editor switcher: Elementor or Gutenberg, as a pressed-button group.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Platform } from '../../router';
import './style.scss';

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
	const options: Array< { value: Platform; label: string } > = [
		{ value: 'elementor', label: __( 'Elementor', 'stencilbox' ) },
		{ value: 'gutenberg', label: __( 'Gutenberg', 'stencilbox' ) },
	];
	return (
		<div
			className="stencilbox-platform-switcher"
			role="group"
			aria-label={ __( 'Editor', 'stencilbox' ) }
		>
			{ options.map( ( option ) => (
				<Button
					key={ option.value }
					__next40pxDefaultSize
					className="stencilbox-platform-switcher__option"
					variant={ option.value === value ? 'primary' : 'secondary' }
					aria-pressed={ option.value === value }
					onClick={ () =>
						option.value !== value && onChange( option.value )
					}
				>
					{ option.label }
				</Button>
			) ) }
		</div>
	);
}
