/**
 * My Downloads (spec part 1 §2): every insert and import of the account,
 * newest first, as a table (Name, Type, Downloaded At) or a grid, paginated.
 * Asked again on a platform change (spec §7).
 */
/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataTable from '../../components/data-table';
import Paginator from '../../components/paginator';
import SafeImage from '../../components/safe-image';
import ViewModeToggle from '../../components/view-mode-toggle';
import type { Route } from '../../router';
import {
	DOWNLOADS_KEY,
	store as profileStore,
	type DownloadRecord,
} from '../../stores/profile';
import { store as uiStore } from '../../stores/ui';
import { usePlatform } from '../app/hooks/use-platform';
import CloudLayout from '../cloud-layout';
import { formatDate, ItemLink, ListState, typeName } from './shared';
import './style.scss';

function Tile( { record }: { record: DownloadRecord } ) {
	return (
		<li className="stencilbox-profile-lists__tile">
			<SafeImage
				className="stencilbox-profile-lists__tile-image"
				src={ record.thumbnail }
				alt=""
			/>
			<ItemLink record={ record } withThumbnail={ false } />
			<span className="stencilbox-profile-lists__meta">
				{ typeName( record.type ) } ·{ ' ' }
				<time dateTime={ record.downloaded_at }>
					{ formatDate( record.downloaded_at, true ) }
				</time>
			</span>
		</li>
	);
}

/**
 * My Downloads screen.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function DownloadsScreen( { route }: { route: Route } ) {
	const platform = usePlatform( route );
	const top = useRef< HTMLDivElement >( null );
	const { page, result, error, view } = useSelect(
		( select ) => {
			const profile = select( profileStore );
			const current = profile.getCurrentPage( DOWNLOADS_KEY );
			return {
				page: current,
				result: profile.getDownloadsPage( platform, current ),
				error: profile.getDownloadsError( current ),
				view: select( uiStore ).getViewMode( 'downloads' ),
			};
		},
		[ platform ]
	);
	const { setCurrentPage, retryDownloads } = useDispatch( profileStore );
	const { setViewMode } = useDispatch( uiStore );
	const records = result?.items ?? [];

	return (
		<CloudLayout
			route={ route }
			title={ __( 'My Downloads', 'stencilbox' ) }
		>
			<div className="stencilbox-profile-lists" ref={ top }>
				<div className="stencilbox-profile-lists__toolbar is-end">
					<ViewModeToggle
						value={ view }
						onChange={ ( mode ) =>
							setViewMode( 'downloads', mode )
						}
					/>
				</div>
				<ListState
					label={ __( 'My Downloads', 'stencilbox' ) }
					isLoading={ ! result && ! error }
					error={ error }
					onRetry={ () => retryDownloads( platform, page ) }
					isEmpty={ !! result?.isEmpty }
					emptyTitle={ __( 'No downloads yet', 'stencilbox' ) }
					emptyText={
						<p>
							{ __(
								'Items you insert or import show up here.',
								'stencilbox'
							) }
						</p>
					}
					platform={ platform }
				>
					{ view === 'grid' ? (
						<ul
							className="stencilbox-profile-lists__tiles"
							aria-label={ __( 'My Downloads', 'stencilbox' ) }
						>
							{ records.map( ( record ) => (
								<Tile key={ record.id } record={ record } />
							) ) }
						</ul>
					) : (
						<DataTable
							label={ __( 'My Downloads', 'stencilbox' ) }
							columns={ [
								__( 'Name', 'stencilbox' ),
								__( 'Type', 'stencilbox' ),
								__( 'Downloaded At', 'stencilbox' ),
							] }
						>
							{ records.map( ( record ) => (
								<tr key={ record.id }>
									<td>
										<ItemLink record={ record } />
									</td>
									<td>{ typeName( record.type ) }</td>
									<td>
										<time dateTime={ record.downloaded_at }>
											{ formatDate(
												record.downloaded_at,
												true
											) }
										</time>
									</td>
								</tr>
							) ) }
						</DataTable>
					) }
					<Paginator
						current={ page }
						total={ result?.totalPage ?? 0 }
						onChange={ ( next ) => {
							setCurrentPage( DOWNLOADS_KEY, next );
							top.current?.scrollIntoView?.( { block: 'start' } );
						} }
					/>
				</ListState>
			</div>
		</CloudLayout>
	);
}
