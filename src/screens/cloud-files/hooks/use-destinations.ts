/**
 * The places a file can go, for the pickers: My Clouds, one's own
 * WorkSpaces, those shared with one (the `stencilbox/workspaces` store's
 * `list_only` list).
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PickerOption } from '../../../components/workspace-picker';
import { store as workspacesStore } from '../../../stores/workspaces';

/**
 * Picker options, or null while they load.
 *
 * @param options            Which places.
 * @param options.withClouds Offer My Clouds (workspace id 0).
 * @param options.exceptId   Leave one WorkSpace out (the one the file is in).
 */
export function useDestinations( {
	withClouds = true,
	exceptId,
}: { withClouds?: boolean; exceptId?: number } = {} ): PickerOption[] | null {
	const workspaces = useSelect(
		( select ) => select( workspacesStore ).getWorkspaceOptions(),
		[]
	);
	return useMemo( () => {
		if ( ! workspaces ) {
			return null;
		}
		const options: PickerOption[] = withClouds
			? [
					{
						value: 0,
						label: __( 'My Clouds', 'stencilbox' ),
						slug: 'clouds',
						group: 'clouds',
					},
				]
			: [];
		for ( const workspace of workspaces ) {
			if ( workspace.id !== exceptId ) {
				options.push( {
					value: workspace.id,
					label: workspace.title,
					slug: workspace.slug,
					group: workspace.shared ? 'shared' : 'own',
				} );
			}
		}
		return options;
	}, [ workspaces, withClouds, exceptId ] );
}
