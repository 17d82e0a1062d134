/**
 * A file's actions menu (spec part 2 §2): download, copy / move, push to a
 * WorkSpace (from My Clouds), delete. Moving and deleting are offered to
 * those who may (the file's owner, or the WorkSpace's): for others they
 * are shown disabled. A user borrowing the sitewide account downloads only.
 */
/**
 * WordPress dependencies
 */
import { DropdownMenu, MenuGroup, MenuItem } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { copy, download, moreVertical, trash, upload } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { CloudFile } from '../../stores/cloud';
import { useMayChangeCloud } from '../app/hooks/use-account';

/** What the menu can ask for. */
export type FileAction = 'download' | 'copy-move' | 'push' | 'delete';

/**
 * Actions menu.
 *
 * @param props          Props.
 * @param props.file     The file.
 * @param props.withPush Offer "Push to WorkSpace" (My Clouds).
 * @param props.onAction Called with the chosen action.
 */
export default function FileActions( {
	file,
	withPush,
	onAction,
}: {
	file: CloudFile;
	withPush: boolean;
	onAction: ( action: FileAction ) => void;
} ) {
	const mayChange = useMayChangeCloud();
	return (
		<DropdownMenu
			icon={ moreVertical }
			label={ sprintf(
				/* translators: %s: file name */
				__( 'Actions for %s', 'stencilbox' ),
				file.name
			) }
			toggleProps={ { size: 'compact' } }
			// Inline: inside the editor's popup, the editor's popover slot is
			// hidden from assistive technology while the popup is open.
			popoverProps={ { placement: 'bottom-end', inline: true } }
		>
			{ ( { onClose } ) => {
				const choose = ( action: FileAction ) => () => {
					onClose();
					onAction( action );
				};
				return (
					<>
						<MenuGroup>
							<MenuItem
								icon={ download }
								onClick={ choose( 'download' ) }
							>
								{ __( 'Download', 'stencilbox' ) }
							</MenuItem>
							{ mayChange && (
								<MenuItem
									icon={ copy }
									onClick={ choose( 'copy-move' ) }
								>
									{ file.can_change
										? __( 'Copy / Move', 'stencilbox' )
										: __( 'Copy', 'stencilbox' ) }
								</MenuItem>
							) }
							{ withPush && mayChange && (
								<MenuItem
									icon={ upload }
									onClick={ choose( 'push' ) }
								>
									{ __( 'Push to WorkSpace', 'stencilbox' ) }
								</MenuItem>
							) }
						</MenuGroup>
						{ mayChange && (
							<MenuGroup>
								<MenuItem
									icon={ trash }
									isDestructive
									disabled={ ! file.can_change }
									info={
										file.can_change
											? undefined
											: __(
													'Only the file’s owner or the WorkSpace’s owner can delete it.',
													'stencilbox'
												)
									}
									onClick={ choose( 'delete' ) }
								>
									{ __( 'Delete', 'stencilbox' ) }
								</MenuItem>
							</MenuGroup>
						) }
					</>
				);
			} }
		</DropdownMenu>
	);
}
