/**
 * The insert flow's page layout question ([23] F): the page keeps its
 * layout unless the user picks the one the item was made for.
 */
/**
 * WordPress dependencies
 */
import { Button, RadioControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LayoutChoice } from '../../stores/importer/types';
import ModalActions from '../modal-actions';

/**
 * The layout question: the page keeps its layout unless the user picks
 * the one the item was made for.
 *
 * @param props          Props.
 * @param props.itemName The item.
 * @param props.layout   The page's layout and the item's.
 * @param props.onChoose Inserts with the choice.
 * @param props.onClose  Cancels (nothing is inserted).
 */
export default function LayoutForm( {
	itemName,
	layout,
	onChoose,
	onClose,
}: {
	itemName: string;
	layout: LayoutChoice;
	onChoose: ( useItems: boolean ) => void;
	onClose: () => void;
} ) {
	const [ choice, setChoice ] = useState< 'keep' | 'item' >( 'keep' );
	return (
		// A plain button, not a form submit: in Elementor's editor a submit
		// here left a navigation pending (the real-Elementor e2e saw it).
		<div>
			{ /* Spaced by the column's gap, not the paragraph's margins:
			Elementor's editor zeroes those, which left the sentence on the
			"PAGE LAYOUT" label ([23] F). */ }
			<div className="stencilbox-import-dialog__layout">
				<p className="stencilbox-import-dialog__layout-text">
					{ sprintf(
						/* translators: 1: item name, 2: the layout it was made for, 3: the page's layout. */
						__(
							'%1$s was made for the “%2$s” page layout. This page uses “%3$s”.',
							'stencilbox'
						),
						itemName,
						layout.proposed.label,
						layout.current.label
					) }
				</p>
				<RadioControl
					label={ __( 'Page layout', 'stencilbox' ) }
					selected={ choice }
					options={ [
						{
							value: 'keep',
							label: sprintf(
								/* translators: %s: the page's layout. */
								__(
									'Keep this page’s layout (%s)',
									'stencilbox'
								),
								layout.current.label
							),
						},
						{
							value: 'item',
							label: sprintf(
								/* translators: %s: the layout the item was made for. */
								__(
									'Use the item’s layout (%s)',
									'stencilbox'
								),
								layout.proposed.label
							),
						},
					] }
					onChange={ ( value ) =>
						setChoice( value === 'item' ? 'item' : 'keep' )
					}
					help={
						choice === 'item'
							? __(
									'The whole page takes this layout: the theme’s header and footer may change. Undo takes it back with the inserted content.',
									'stencilbox'
								)
							: undefined
					}
				/>
			</div>
			<ModalActions onCancel={ onClose }>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ () => onChoose( choice === 'item' ) }
				>
					{ __( 'Insert', 'stencilbox' ) }
				</Button>
			</ModalActions>
		</div>
	);
}
