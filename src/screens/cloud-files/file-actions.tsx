/**
 * A file's actions menu (spec part 2 §2): download (an Elementor file also
 * as Elementor's own export, for its Templates → Import), copy / move,
 * rename, push to a WorkSpace (from My Clouds), its versions, add to this
 * site's saved templates (a file pushed from a saved template), delete.
 * Moving, renaming and deleting are offered to those who may (the file's
 * owner, or the WorkSpace's): for others they are shown disabled. A user
 * borrowing the sitewide account downloads only.
 */
/**
 * WordPress dependencies
 */
import { MenuGroup, MenuItem } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	backup,
	copy,
	download,
	layout,
	pencil,
	trash,
	upload,
} from '@wordpress/icons';

/**
 * Internal dependencies
 */
import RowMenu from '../../components/row-menu';
import type { CloudFile } from '../../stores/cloud';
import { platformWords } from '../../utils/platform-words';
import { useMayChangeCloud } from '../app/hooks/use-account';

/** What the menu can ask for. */
export type FileAction =
	| 'download'
	| 'download-own'
	| 'copy-move'
	| 'rename'
	| 'push'
	| 'versions'
	| 'add-template'
	| 'delete';

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
	// Its platform's own export format, where it has one (Elementor's).
	const own = platformWords( file.platform ).download;
	return (
		<RowMenu
			name={ file.name }
			// The class undoes what the table cell around it passes down.
			popoverProps={ {
				placement: 'bottom-end',
				className: 'stencilbox-cloud-files__menu',
			} }
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
							{ own && (
								<MenuItem
									icon={ download }
									info={ own.info() }
									onClick={ choose( 'download-own' ) }
								>
									{ own.label() }
								</MenuItem>
							) }
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
							{ mayChange && (
								<MenuItem
									icon={ pencil }
									disabled={ ! file.can_change }
									info={
										file.can_change
											? undefined
											: __(
													'Only the file’s owner or the WorkSpace’s owner can rename it.',
													'stencilbox'
												)
									}
									onClick={ choose( 'rename' ) }
								>
									{ __( 'Rename', 'stencilbox' ) }
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
							<MenuItem
								icon={ backup }
								onClick={ choose( 'versions' ) }
							>
								{ __( 'Versions', 'stencilbox' ) }
							</MenuItem>
							{ file.template && (
								<MenuItem
									icon={ layout }
									onClick={ choose( 'add-template' ) }
								>
									{ __(
										'Add to saved templates',
										'stencilbox'
									) }
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
		</RowMenu>
	);
}
