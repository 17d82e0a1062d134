/**
 * Where a file goes: My Clouds, one's own WorkSpaces or those shared with
 * one (spec part 2 §3: 'clouds' is My Clouds, workspace id 0). The menu
 * shows 5 options at a time and "Show more" adds the next 5 (§9), between
 * 140 and 300 pixels high.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Dropdown,
	MenuGroup,
	MenuItem,
	NavigableMenu,
	Spinner,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { check, chevronDown } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { DROPDOWN_HEIGHT, DROPDOWN_PAGE_SIZE } from '../../utils/constants';
import './style.scss';

/** One place a file can go. */
export interface PickerOption {
	/** 0 is My Clouds. */
	value: number;
	label: string;
	/** The WorkSpace's slug ('clouds' for My Clouds). */
	slug: string;
	/** Own, shared, or My Clouds. */
	group: 'clouds' | 'own' | 'shared';
}

export interface WorkspacePickerProps {
	label: string;
	/** The chosen place, or null for none yet. */
	value: number | null;
	options: PickerOption[] | null;
	onChange: ( value: number ) => void;
	/** What the toggle says before a choice. */
	placeholder?: string;
}

/**
 * The options' groups, in order, with their headings.
 */
const GROUPS: Array< { group: PickerOption[ 'group' ]; label: () => string } > =
	[
		{ group: 'clouds', label: () => __( 'My Cloud', 'stencilbox' ) },
		{ group: 'own', label: () => __( 'My WorkSpace', 'stencilbox' ) },
		{ group: 'shared', label: () => __( 'Shared with Me', 'stencilbox' ) },
	];

/**
 * WorkSpace picker.
 *
 * @param props Props.
 */
export default function WorkspacePicker( {
	label,
	value,
	options,
	onChange,
	placeholder = __( 'Select a destination', 'stencilbox' ),
}: WorkspacePickerProps ) {
	const [ shown, setShown ] = useState( DROPDOWN_PAGE_SIZE );
	const chosen = options?.find( ( option ) => option.value === value );
	return (
		<div className="stencilbox-workspace-picker">
			<span className="stencilbox-workspace-picker__label">
				{ label }
			</span>
			<Dropdown
				// Inline: inside the editor's popup, the editor's popover slot is
				// hidden from assistive technology while the popup is open.
				popoverProps={ { placement: 'bottom-start', inline: true } }
				renderToggle={ ( { isOpen, onToggle } ) => (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						className="stencilbox-workspace-picker__toggle"
						aria-expanded={ isOpen }
						aria-haspopup="menu"
						aria-label={ `${ label }: ${
							chosen?.label ?? placeholder
						}` }
						icon={ chevronDown }
						iconPosition="right"
						onClick={ onToggle }
					>
						<span className="stencilbox-workspace-picker__value">
							{ chosen?.label ?? placeholder }
						</span>
					</Button>
				) }
				renderContent={ ( { onClose } ) => {
					if ( ! options ) {
						return <Spinner />;
					}
					const visible = options.slice( 0, shown );
					return (
						<div
							className="stencilbox-workspace-picker__menu"
							style={ {
								maxHeight: DROPDOWN_HEIGHT.max,
								minHeight: DROPDOWN_HEIGHT.min,
							} }
						>
							{ /* The options are a menu (arrow keys move between them); Show more is outside it. */ }
							<NavigableMenu aria-label={ label }>
								{ GROUPS.map( ( { group, label: heading } ) => {
									const entries = visible.filter(
										( option ) => option.group === group
									);
									return entries.length === 0 ? null : (
										<MenuGroup
											key={ group }
											label={ heading() }
										>
											{ entries.map( ( option ) => (
												<MenuItem
													key={ option.value }
													role="menuitemradio"
													isSelected={
														option.value === value
													}
													icon={
														option.value === value
															? check
															: undefined
													}
													onClick={ () => {
														onChange(
															option.value
														);
														onClose();
													} }
												>
													{ option.label }
												</MenuItem>
											) ) }
										</MenuGroup>
									);
								} ) }
							</NavigableMenu>
							{ options.length > shown && (
								<Button
									variant="link"
									className="stencilbox-workspace-picker__more"
									onClick={ () =>
										setShown( shown + DROPDOWN_PAGE_SIZE )
									}
								>
									{ __( 'Show more', 'stencilbox' ) }
								</Button>
							) }
						</div>
					);
				} }
			/>
		</div>
	);
}
