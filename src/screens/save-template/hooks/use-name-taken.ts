/**
 * Whether a destination already holds a file of the name being pushed:
 * Save & Push says so (it would add a second file of that name). The
 * destination's files are read through the cloud store (its lists are
 * dropped on every change, so a file just pushed counts).
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { PickerOption } from '../../../components/workspace-picker';
import { store as cloudStore } from '../../../stores/cloud';
import { searchTerm } from '../../../utils/constants';

/** Typing pauses this long before the destination is asked. */
export const NAME_CHECK_DELAY_MS = 500;

/**
 * Whether a file named `name` is in the destination (false until known; a
 * name too short to search is not checked).
 *
 * @param name        The name typed.
 * @param destination The destination chosen, if any.
 */
export function useNameTaken(
	name: string,
	destination: PickerOption | null
): boolean {
	const wanted = name.trim().toLowerCase();
	const term = searchTerm( name );
	const value = destination?.value;
	const slug = destination?.slug ?? String( value );
	// What to ask: the search in My Clouds (0) or in a WorkSpace.
	const check =
		term && value !== undefined
			? JSON.stringify( [ term, value === 0 ? null : slug ] )
			: null;
	// The check asked, once typing has paused.
	const [ asked, setAsked ] = useState< string | null >( null );
	useEffect( () => {
		setAsked( null );
		if ( ! check ) {
			return;
		}
		const timer = setTimeout(
			() => setAsked( check ),
			NAME_CHECK_DELAY_MS
		);
		return () => clearTimeout( timer );
	}, [ check ] );
	const files = useSelect(
		( select ) => {
			if ( ! asked || asked !== check ) {
				return undefined;
			}
			const [ search, workspace ] = JSON.parse( asked ) as [
				string,
				string | null,
			];
			const cloud = select( cloudStore );
			const page =
				workspace === null
					? cloud.getFilesPage( {
							page: 1,
							search,
							platform: '',
							source: 'clouds',
						} )
					: cloud.getWorkspaceFiles( {
							slug: workspace,
							page: 1,
							search,
							platform: '',
						} );
			// Not known (loading or failed): no warning.
			return page?.items;
		},
		[ asked, check ]
	);
	return !! files?.some(
		( file ) => file.name.trim().toLowerCase() === wanted
	);
}
