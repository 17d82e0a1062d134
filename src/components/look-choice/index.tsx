/**
 * "Match my site" or "Keep the pack's look" (issue [25]): the choice of how
 * an item with a recorded design looks once inserted.
 */
/**
 * WordPress dependencies
 */
import { RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Look } from '../../api/importer';
import { getSettings } from '../../api/settings';
import { platformWords } from '../../utils/platform-words';
import './style.scss';

/**
 * Whether the choice means anything for an item: it has a recorded design,
 * and this site has what "Match my site" adapts it to (its platform's
 * adapter says: a theme palette for a block-editor item, a block theme's or
 * a classic theme's `editor-color-palette`; an active Elementor kit for an
 * Elementor item).
 *
 * @param hasDesign The hub recorded the item's design (`design` in its details).
 * @param platform  Its platform.
 */
export function canMatchLook( hasDesign: boolean, platform: string ): boolean {
	return (
		hasDesign && !! platformWords( platform ).siteDesign?.( getSettings() )
	);
}

/**
 * The two looks, as radio buttons.
 *
 * @param props          Props.
 * @param props.value    The look chosen.
 * @param props.onChange Chooses another.
 * @param props.help     What matching does where it is asked (default: for an item).
 */
export default function LookChoice( {
	value,
	onChange,
	help,
}: {
	value: Look;
	onChange: ( look: Look ) => void;
	help?: string;
} ) {
	return (
		<RadioControl
			className="stencilbox-look-choice"
			label={ __( 'Look', 'stencilbox' ) }
			help={
				help ??
				__(
					'Match my site gives the item your site’s colours and fonts (your theme’s, or your Elementor kit’s); any colour pair that would be hard to read keeps the pack’s colours.',
					'stencilbox'
				)
			}
			selected={ value }
			options={ [
				{ value: 'site', label: __( 'Match my site', 'stencilbox' ) },
				{
					value: 'pack',
					label: __( 'Keep the pack’s look', 'stencilbox' ),
				},
			] }
			onChange={ ( next: string ) =>
				onChange( next === 'site' ? 'site' : 'pack' )
			}
		/>
	);
}
