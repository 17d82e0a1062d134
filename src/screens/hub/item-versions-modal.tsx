/**
 * The hub owner's view of one item's history: its versions (who, when, the
 * note), a preview of any of them, Restore (it becomes the newest; every
 * site then sees an update), and where the item is used — which sites, in
 * how many places and posts (numbers the sites report; no content leaves
 * them), each report with the account that made it: any account may name
 * any site address, so a report is only as good as its account.
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../api/catalog';
import { getSettings } from '../../api/settings';
import { restoreItemVersion } from '../../api/versions';
import RequestError from '../../components/request-error';
import { useResource, useResourceActions } from '../../stores/admin';
import { formatDate } from '../profile-lists/shared';
import ActionNotice from './action-notice';
import { useAction } from './hooks/use-action';

/**
 * Versions and use of an item.
 *
 * @param props         Props.
 * @param props.item    The item.
 * @param props.onClose Closes it.
 */
export default function ItemVersionsModal( {
	item,
	onClose,
}: {
	item: Pick< CatalogItem, 'id' | 'name' >;
	onClose: () => void;
} ) {
	const [ previewing, setPreviewing ] = useState< number | null >( null );
	const restore = useAction< unknown >();
	const history = useResource( 'itemHistory', [ item.id ] );
	const [ list, usage ] = history.data ?? [];
	const versions = list?.versions;
	const failed = history.error?.message;
	const { refreshResource } = useResourceActions();
	// After a restore the versions stay on screen while asked afresh.
	const load = () => refreshResource( 'itemHistory', [ item.id ] );
	const base = getSettings().itemVersionPreview;

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: item name. */
				__( 'Versions of “%s”', 'stencilbox' ),
				item.name
			) }
			onRequestClose={ onClose }
			size="large"
		>
			{ failed && (
				<RequestError
					title={ __(
						'The versions could not be loaded',
						'stencilbox'
					) }
					message={ failed }
					onRetry={ history.retry }
				/>
			) }
			{ ! failed && ( ! versions || ! usage ) && <Spinner /> }
			{ versions && usage && (
				<>
					<ActionNotice
						state={ restore }
						success={ () =>
							__(
								'The version is back as the newest: sites using the item see an update.',
								'stencilbox'
							)
						}
					/>
					<table className="widefat striped stencilbox-hub__table">
						<thead>
							<tr>
								<th>{ __( 'Version', 'stencilbox' ) }</th>
								<th>{ __( 'Date', 'stencilbox' ) }</th>
								<th>{ __( 'By', 'stencilbox' ) }</th>
								<th>{ __( 'Note', 'stencilbox' ) }</th>
								<th>{ __( 'Action', 'stencilbox' ) }</th>
							</tr>
						</thead>
						<tbody>
							{ versions.map( ( version ) => (
								<tr key={ version.number }>
									<td>
										{ version.is_current
											? sprintf(
													/* translators: %d: version number. */
													__(
														'%d (current)',
														'stencilbox'
													),
													version.number
												)
											: version.number }
									</td>
									<td>
										{ formatDate(
											version.created_at,
											true
										) }
									</td>
									<td>{ version.author || '—' }</td>
									<td>{ version.note || '—' }</td>
									<td className="stencilbox-hub__buttons">
										{ base && (
											<Button
												size="compact"
												variant="secondary"
												isPressed={
													previewing ===
													version.number
												}
												onClick={ () =>
													setPreviewing(
														previewing ===
															version.number
															? null
															: version.number
													)
												}
											>
												{ __(
													'Preview',
													'stencilbox'
												) }
											</Button>
										) }
										{ ! version.is_current && (
											<Button
												size="compact"
												variant="primary"
												isBusy={ restore.busy }
												disabled={ restore.busy }
												accessibleWhenDisabled
												onClick={ async () => {
													if (
														await restore.run( () =>
															restoreItemVersion(
																item.id,
																version.number
															)
														)
													) {
														load();
													}
												} }
											>
												{ __(
													'Restore',
													'stencilbox'
												) }
											</Button>
										) }
									</td>
								</tr>
							) ) }
						</tbody>
					</table>
					{ base && previewing !== null && (
						<iframe
							className="stencilbox-hub__version-preview"
							src={ `${ base }${ item.id }&number=${ previewing }` }
							title={ sprintf(
								/* translators: %d: version number. */
								__( 'Preview of version %d', 'stencilbox' ),
								previewing
							) }
							sandbox="allow-same-origin"
						/>
					) }
					<h2 className="stencilbox-hub__usage-heading">
						{ __( 'Where it is used', 'stencilbox' ) }
					</h2>
					<p className="stencilbox-hub__help">
						{ usage.total_sites === 0
							? __(
									'No site has reported using it yet. Sites report what they use when they check for updates.',
									'stencilbox'
								)
							: sprintf(
									/* translators: 1: "3 sites", 2: "12 posts". */
									__(
										'Used on %1$s, in %2$s. Sites report only these numbers: no content leaves them. A site address reported by more than one account counts once, with the largest numbers reported for it.',
										'stencilbox'
									),
									sprintf(
										/* translators: %d: number of sites. */
										_n(
											'%d site',
											'%d sites',
											usage.total_sites,
											'stencilbox'
										),
										usage.total_sites
									),
									sprintf(
										/* translators: %d: number of posts. */
										_n(
											'%d post',
											'%d posts',
											usage.total_posts,
											'stencilbox'
										),
										usage.total_posts
									)
								) }
					</p>
					{ usage.sites.length > 0 && (
						<table className="widefat striped stencilbox-hub__table">
							<thead>
								<tr>
									<th>{ __( 'Site', 'stencilbox' ) }</th>
									<th>
										{ __( 'Reported by', 'stencilbox' ) }
									</th>
									<th>
										{ __( 'Version there', 'stencilbox' ) }
									</th>
									<th>{ __( 'Posts', 'stencilbox' ) }</th>
									<th>{ __( 'Places', 'stencilbox' ) }</th>
									<th>{ __( 'Reported', 'stencilbox' ) }</th>
								</tr>
							</thead>
							<tbody>
								{ usage.sites.map( ( site ) => (
									<tr
										key={ `${ site.site } ${ site.account_id }` }
									>
										<td>{ site.site }</td>
										<td>{ site.account_email || '—' }</td>
										<td>{ site.version }</td>
										<td>{ site.posts }</td>
										<td>{ site.places }</td>
										<td>
											{ formatDate(
												site.reported_at,
												true
											) }
										</td>
									</tr>
								) ) }
							</tbody>
						</table>
					) }
				</>
			) }
		</Modal>
	);
}
