/**
 * The bar above a list of cloud files (My Clouds, a WorkSpace): the search,
 * kept as `q` in the URL, then the screen's own actions and the grid / list
 * toggle.
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import SearchBox from '../../components/search-box';
import ViewModeToggle, {
	type ViewMode,
} from '../../components/view-mode-toggle';
import { useLocation, useSetQuery } from '../../router';

/**
 * The search of a file list: `q` in the URL ('' for none).
 */
export function useFilesSearch(): string {
	return useLocation().query.q ?? '';
}

/**
 * Files toolbar.
 *
 * @param props              Props.
 * @param props.searchLabel  The search box's label.
 * @param props.view         Grid or list.
 * @param props.onViewChange Shows the other.
 * @param props.children     The screen's actions (Upload, Add files…).
 */
export default function FilesToolbar( {
	searchLabel,
	view,
	onViewChange,
	children,
}: {
	searchLabel: string;
	view: ViewMode;
	onViewChange: ( mode: ViewMode ) => void;
	children?: ReactNode;
} ) {
	const search = useFilesSearch();
	const setQuery = useSetQuery();
	return (
		<div className="stencilbox-cloud-files__toolbar">
			<SearchBox
				label={ searchLabel }
				value={ search }
				onSearch={ ( q ) => setQuery( { q } ) }
				onReset={ () => setQuery( { q: undefined } ) }
			/>
			<div className="stencilbox-cloud-files__toolbar-end">
				{ children }
				<ViewModeToggle value={ view } onChange={ onViewChange } />
			</div>
		</div>
	);
}
