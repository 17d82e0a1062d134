/**
 * Updates (the admin page): content on this site whose source — a library
 * item or a cloud file — has a newer version. What it is, where it is
 * used, the version it has and the newest one's note; a side-by-side
 * preview of both; Update for content not changed here (one, or all at
 * once); for content changed here "Merge my changes" (the new design, the
 * changed content kept, conflicts picked side by side) or "Replace my
 * changes", only after seeing both. Every update keeps a revision of the
 * page.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { update as updateIcon } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { UpdateConflicted, UpdateEntry } from '../../api/versions';
import EmptyState from '../../components/empty-state';
import RequestError from '../../components/request-error';
import { store } from '../../stores/versions';
import { useScreenFocus } from '../app/hooks/use-screen-focus';
import { formatDate } from '../profile-lists/shared';
import ApprovalsPanel, { useMayApprove } from '../approvals';
import CompareModal from './compare-modal';
import { newestLabel, placeLabel, sourceLabel } from './labels';
import './style.scss';

function Row( {
	entry,
	onCompare,
}: {
	entry: UpdateEntry;
	onCompare: () => void;
} ) {
	const busy = useSelect(
		( select ) => select( store ).isApplying( entry.id ),
		[ entry.id ]
	);
	const { applyUpdates } = useDispatch( store );
	return (
		<tr>
			<td>
				<strong className="stencilbox-updates__name">
					{ entry.name }
				</strong>
				<span className="stencilbox-updates__meta">
					{ sourceLabel( entry ) }
				</span>
				<span className="stencilbox-updates__meta">
					{ newestLabel( entry ) }
				</span>
				{ entry.newest.note && (
					<q className="stencilbox-updates__note">
						{ entry.newest.note }
					</q>
				) }
			</td>
			<td>
				{ entry.post.edit_link ? (
					<a href={ entry.post.edit_link }>{ entry.post.title }</a>
				) : (
					entry.post.title
				) }
				<span className="stencilbox-updates__meta">
					{ `${ entry.post.type_label } · ${ placeLabel( entry ) }` }
				</span>
			</td>
			<td className="stencilbox-updates__versions">
				{ sprintf(
					/* translators: 1: the version here, 2: the newest version. */
					__( '%1$d → %2$d', 'stencilbox' ),
					entry.version,
					entry.newest.number
				) }
			</td>
			<td>
				<span
					className={ `stencilbox-updates__state ${
						entry.pristine ? 'is-pristine' : 'is-edited'
					}` }
				>
					{ entry.pristine
						? __( 'Not changed here', 'stencilbox' )
						: __( 'Changed here', 'stencilbox' ) }
				</span>
			</td>
			<td className="stencilbox-updates__actions">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onCompare }
					// The name starts with what the button shows (WCAG 2.5.3).
					label={
						entry.pristine
							? sprintf(
									/* translators: 1: name, 2: post title. */
									__( 'Compare %1$s in %2$s', 'stencilbox' ),
									entry.name,
									entry.post.title
								)
							: sprintf(
									/* translators: 1: name, 2: post title. */
									__(
										'Compare & merge %1$s in %2$s',
										'stencilbox'
									),
									entry.name,
									entry.post.title
								)
					}
					showTooltip={ false }
				>
					{ entry.pristine
						? __( 'Compare', 'stencilbox' )
						: __( 'Compare & merge', 'stencilbox' ) }
				</Button>
				{ entry.pristine && (
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ busy }
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ () => applyUpdates( [ entry.id ] ) }
						label={ sprintf(
							/* translators: 1: name, 2: post title. */
							__( 'Update %1$s in %2$s', 'stencilbox' ),
							entry.name,
							entry.post.title
						) }
						showTooltip={ false }
					>
						{ __( 'Update', 'stencilbox' ) }
					</Button>
				) }
			</td>
		</tr>
	);
}

/**
 * The Updates screen.
 */
export default function UpdatesScreen() {
	const { list, error } = useSelect(
		( select ) => ( {
			list: select( store ).getUpdates(),
			error: select( store ).getUpdatesError(),
		} ),
		[]
	);
	const isLoading = useSelect(
		( select ) => select( store ).isResolving( 'getUpdates', [] ),
		[]
	);
	const mayApprove = useMayApprove();
	const { applyUpdates, mergeUpdate, refreshUpdates, resolveConflicts } =
		useDispatch( store );
	const [ comparing, setComparingId ] = useState< number | null >( null );
	const [ conflicted, setConflicted ] = useState< UpdateConflicted | null >(
		null
	);
	const [ resolveError, setResolveError ] = useState< string >();
	const setComparing = ( id: number | null ) => {
		setComparingId( id );
		setConflicted( null );
		setResolveError( undefined );
	};
	const [ busy, setBusy ] = useState( false );
	const section = useRef< HTMLElement >( null );
	useScreenFocus( section, comparing === null ? 'list' : 'dialog' );
	const updates = list?.updates ?? [];
	const pristine = updates.filter( ( entry ) => entry.pristine );
	const entry = updates.find( ( candidate ) => candidate.id === comparing );

	let body;
	if ( error ) {
		body = (
			<RequestError
				title={ __(
					'The updates could not be checked.',
					'stencilbox'
				) }
				message={ error.message }
				onRetry={ () => refreshUpdates() }
			/>
		);
	} else if ( ! list ) {
		body = <Spinner />;
	} else if ( updates.length === 0 ) {
		body = (
			<EmptyState
				title={ __( 'Everything is up to date.', 'stencilbox' ) }
			>
				{ __(
					'When a library item or a cloud file used on this site gets a new version, it is listed here.',
					'stencilbox'
				) }
			</EmptyState>
		);
	} else {
		body = (
			// On a narrow screen the table scrolls sideways inside its box, not the page.
			<div className="stencilbox-updates__scroll">
				<table className="stencilbox-updates__table widefat striped">
					<thead>
						<tr>
							<th scope="col">{ __( 'What', 'stencilbox' ) }</th>
							<th scope="col">
								{ __( 'Where it is used', 'stencilbox' ) }
							</th>
							<th scope="col">
								{ __( 'Version', 'stencilbox' ) }
							</th>
							<th scope="col">{ __( 'State', 'stencilbox' ) }</th>
							<th scope="col">
								{ __( 'Action', 'stencilbox' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ updates.map( ( item ) => (
							<Row
								key={ item.id }
								entry={ item }
								onCompare={ () => setComparing( item.id ) }
							/>
						) ) }
					</tbody>
				</table>
			</div>
		);
	}

	return (
		<section className="stencilbox-updates" ref={ section }>
			<h1 className="stencilbox-updates__title">
				{ __( 'Updates', 'stencilbox' ) }
			</h1>
			<p className="stencilbox-updates__intro">
				{ __(
					'Content on this site whose source in the library or your cloud has a newer version. Content not changed here since it was inserted updates in one step; content you changed is merged (the new design, your text, links and images kept) or replaced when you choose so after comparing. Every update keeps a revision of the page, so it can be undone.',
					'stencilbox'
				) }
			</p>
			<div className="stencilbox-updates__toolbar">
				{ list && (
					<span className="stencilbox-updates__checked">
						{ sprintf(
							/* translators: %s: date and time. */
							__( 'Checked %s', 'stencilbox' ),
							formatDate( list.checked_at, true )
						) }
					</span>
				) }
				<Button
					__next40pxDefaultSize
					variant="secondary"
					icon={ updateIcon }
					isBusy={ isLoading }
					disabled={ isLoading }
					accessibleWhenDisabled
					onClick={ () => refreshUpdates() }
				>
					{ __( 'Check again', 'stencilbox' ) }
				</Button>
				{ pristine.length > 0 && (
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ busy }
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ async () => {
							setBusy( true );
							await applyUpdates(
								pristine.map( ( item ) => item.id )
							);
							setBusy( false );
						} }
					>
						{ sprintf(
							/* translators: %d: number of places. */
							_n(
								'Update %d unchanged place',
								'Update all %d unchanged places',
								pristine.length,
								'stencilbox'
							),
							pristine.length
						) }
					</Button>
				) }
			</div>
			{ !! list?.rolling_back?.length && (
				<Notice
					status="info"
					isDismissible={ false }
					className="stencilbox-updates__rolling-back"
				>
					<p>
						{ __(
							'The library rolled these back: they return to their earlier version in a moment, each through the revision its update kept.',
							'stencilbox'
						) }
					</p>
					<ul>
						{ list.rolling_back.map( ( place ) => (
							<li key={ place.id }>
								{ sprintf(
									/* translators: 1: library item, 2: page title, 3: version rolled back, 4: version it returns to. */
									__(
										'%1$s in “%2$s”: version %3$d, back to version %4$d',
										'stencilbox'
									),
									place.name,
									place.post_title,
									place.version,
									place.to
								) }
							</li>
						) ) }
					</ul>
				</Notice>
			) }
			{ body }
			{ mayApprove && <ApprovalsPanel /> }
			{ entry && (
				<CompareModal
					entry={ entry }
					isBusy={ busy }
					onClose={ () => setComparing( null ) }
					conflicted={ conflicted }
					resolveError={ resolveError }
					onMerge={ async () => {
						setBusy( true );
						const outcome = await mergeUpdate( entry.id );
						setBusy( false );
						if ( outcome.status === 'conflicted' ) {
							setConflicted( outcome.conflicted );
						} else if ( outcome.status === 'merged' ) {
							setComparing( null );
						}
					} }
					onResolve={ async ( picks ) => {
						if ( ! conflicted ) {
							return;
						}
						setBusy( true );
						const outcome = await resolveConflicts(
							conflicted,
							picks
						);
						setBusy( false );
						if ( outcome.status !== 'failed' ) {
							setComparing( null );
							return;
						}
						setResolveError( outcome.error.message );
						if ( outcome.error.code !== 'update_changed' ) {
							return;
						}
						// The page or the newest version changed while the
						// conflicts were shown: merge again, so they are shown
						// as they are now (picked afresh) or, if none is left,
						// the merge is done.
						setBusy( true );
						const again = await mergeUpdate( entry.id );
						setBusy( false );
						if ( again.status === 'conflicted' ) {
							setConflicted( again.conflicted );
						} else if ( again.status === 'merged' ) {
							setComparing( null );
						}
					} }
					onApply={ async ( replace ) => {
						setBusy( true );
						const outcome = await applyUpdates(
							[ entry.id ],
							replace
						);
						setBusy( false );
						if (
							outcome.status === 'done' &&
							outcome.result.updated.length > 0
						) {
							setComparing( null );
						}
					} }
				/>
			) }
		</section>
	);
}
