/**
 * Past full-site imports (the admin page): date, pack, who ran it, its
 * state, and Revert — which reverts it and every later import, newest
 * first (spec part 2 §4: confirm, processing, then success or error).
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SiteImport } from '../../api/site-import';
import ConfirmModal from '../../components/confirm-modal';
import EmptyState from '../../components/empty-state';
import ExternalButton from '../../components/external-button';
import HtmlMessage from '../../components/html-message';
import RequestError from '../../components/request-error';
import { useScreenFocus } from '../app/hooks/use-screen-focus';
import { formatDate } from '../profile-lists/shared';
import { useAdminBarSiteName } from './hooks/use-admin-bar-site-name';
import { store } from '../../stores/site-import';
import './style.scss';

function statusLabel( status: SiteImport[ 'status' ] ): string {
	switch ( status ) {
		case 'running':
			return __( 'Not finished', 'stencilbox' );
		case 'complete':
			return __( 'Imported', 'stencilbox' );
		case 'error':
			return __( 'Failed', 'stencilbox' );
		default:
			return __( 'Reverted', 'stencilbox' );
	}
}

/**
 * The revert dialogs.
 */
export function RevertDialog() {
	const revert = useSelect( ( select ) => select( store ).getRevert(), [] );
	const imports = useSelect( ( select ) => select( store ).getImports(), [] );
	const { confirmRevert, closeRevert } = useDispatch( store );
	useAdminBarSiteName(
		revert?.status === 'success' ? revert.siteName : undefined
	);
	if ( ! revert ) {
		return null;
	}
	if ( revert.status === 'confirm' || revert.status === 'processing' ) {
		const later = ( imports ?? [] ).filter(
			( item ) =>
				item.status !== 'reverted' &&
				item.created_at >
					( imports?.find(
						( i ) => i.session_id === revert.sessionId
					)?.created_at ?? '' )
		).length;
		return (
			<ConfirmModal
				title={ __(
					'Are you sure you want to revert to your old website?',
					'stencilbox'
				) }
				confirmLabel={ __( 'Revert', 'stencilbox' ) }
				onConfirm={ () => confirmRevert() }
				onCancel={ () => revert.status === 'confirm' && closeRevert() }
				isBusy={ revert.status === 'processing' }
			>
				<p>
					{ __(
						'Everything this import created is deleted, and what it changed is put back: pages, images, templates, menus, site title and logo, colours and typography, the theme and the plugins it installed.',
						'stencilbox'
					) }
				</p>
				{ later > 0 && (
					<p>
						{ sprintf(
							/* translators: %d: number of later imports. */
							__(
								'The %d imports made after it are reverted too, newest first.',
								'stencilbox'
							),
							later
						) }
					</p>
				) }
			</ConfirmModal>
		);
	}
	return (
		<Modal
			title={
				revert.status === 'success'
					? __( 'Successfully Reverted', 'stencilbox' )
					: __( 'Something went wrong.', 'stencilbox' )
			}
			onRequestClose={ () => closeRevert() }
			size="small"
		>
			{ revert.status === 'success' ? (
				<>
					<p>
						{ __(
							'Old website has been successfully restored.',
							'stencilbox'
						) }
					</p>
					{ revert.kept?.map( ( sentence ) => (
						<p
							key={ sentence }
							className="stencilbox-site-import__detail"
						>
							{ sentence }
						</p>
					) ) }
					<ExternalButton
						variant="primary"
						href={ revert.siteUrl ?? '' }
					>
						{ __( 'Visit Site', 'stencilbox' ) }
					</ExternalButton>
				</>
			) : (
				<>
					{ /* The spec's text (part 2 §8: "'Something went wrong.' plus the workspace-creation message"); the server's reason after it. */ }
					<p>
						{ __(
							'Something went wrong while creating workspace for you. Try Later or Contact support.',
							'stencilbox'
						) }
					</p>
					{ revert.message && (
						<p className="stencilbox-site-import__detail">
							<HtmlMessage html={ revert.message } />
						</p>
					) }
				</>
			) }
		</Modal>
	);
}

/**
 * The list of imports.
 */
export default function ImportsScreen() {
	const { imports, error } = useSelect(
		( select ) => ( {
			imports: select( store ).getImports(),
			error: select( store ).getError( 'imports' ),
		} ),
		[]
	);
	const { askRevert, invalidateResolution } = useDispatch( store );
	// After a revert its button is gone: closing the dialog puts the focus
	// on the list's title.
	const isReverting = useSelect(
		( select ) => select( store ).getRevert() !== null,
		[]
	);
	const section = useRef< HTMLElement >( null );
	useScreenFocus( section, isReverting ? 'dialog' : 'list' );
	let body;
	if ( error ) {
		body = (
			<RequestError
				title={ __( 'The imports could not be loaded.', 'stencilbox' ) }
				message={ error.message }
				onRetry={ () => invalidateResolution( 'getImports', [] ) }
			/>
		);
	} else if ( ! imports ) {
		body = <Spinner />;
	} else if ( imports.length === 0 ) {
		body = (
			<EmptyState
				title={ __( 'No full-site imports yet.', 'stencilbox' ) }
			/>
		);
	} else {
		body = (
			<table className="stencilbox-site-imports__table widefat striped">
				<thead>
					<tr>
						<th scope="col">{ __( 'Date', 'stencilbox' ) }</th>
						<th scope="col">{ __( 'Pack', 'stencilbox' ) }</th>
						<th scope="col">{ __( 'By', 'stencilbox' ) }</th>
						<th scope="col">{ __( 'Status', 'stencilbox' ) }</th>
						<th scope="col">{ __( 'Action', 'stencilbox' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ imports.map( ( item ) => (
						<tr key={ item.session_id }>
							<td>{ formatDate( item.created_at, true ) }</td>
							<td>{ item.pack_name }</td>
							<td>{ item.user }</td>
							<td>{ statusLabel( item.status ) }</td>
							<td>
								{ item.revertible ? (
									<Button
										__next40pxDefaultSize
										variant="secondary"
										isDestructive
										onClick={ () =>
											askRevert( item.session_id )
										}
										// Which import, among the rows' buttons.
										label={ sprintf(
											/* translators: 1: pack name, 2: date and time of the import. */
											__(
												'Revert %1$s, imported %2$s',
												'stencilbox'
											),
											item.pack_name,
											formatDate( item.created_at, true )
										) }
										showTooltip={ false }
									>
										{ __( 'Revert', 'stencilbox' ) }
									</Button>
								) : (
									'—'
								) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		);
	}
	return (
		<section className="stencilbox-site-imports" ref={ section }>
			<h1 className="stencilbox-site-imports__title">
				{ __( 'Full-site imports', 'stencilbox' ) }
			</h1>
			<p className="stencilbox-site-imports__intro">
				{ __(
					'Reverting an import also reverts every import made after it, newest first.',
					'stencilbox'
				) }
			</p>
			{ body }
			<RevertDialog />
		</section>
	);
}
