/**
 * Saved templates (`{platform}/templates`, spec part 2 §2): the site's own
 * templates of a platform, newest first, paginated, with their type, date
 * and pushed badge; actions edit, display conditions, push (Save & Push)
 * and delete; Create Template.
 */
/**
 * WordPress dependencies
 */
import { Button, Spinner, VisuallyHidden } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { cloudUpload, globe, pencil, plus, trash } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import EmptyIllustration from '../../components/empty-illustration';
import EmptyState from '../../components/empty-state';
import NavLink from '../../components/nav-link';
import Paginator from '../../components/paginator';
import RequestError from '../../components/request-error';
import { getSettings } from '../../api/settings';
import type { Route } from '../../router';
import {
	store as templatesStore,
	type SavedTemplate,
} from '../../stores/templates';
import { PLATFORMS, platformSite } from '../../utils/platform';
import { usePlatform } from '../app/hooks/use-platform';
import { formatDate } from '../profile-lists/shared';
import ConditionsModal from './conditions-modal';
import DeleteTemplate from './delete-template';
import { statusLabel, takesConditions, templateTypeLabel } from './labels';
import NewTemplateModal from './new-template-modal';
import './style.scss';

type Dialog =
	| { kind: 'create' }
	| { kind: 'conditions'; template: SavedTemplate }
	| { kind: 'delete'; template: SavedTemplate };

/**
 * Goes to a URL outside the app (the editor of a new template).
 *
 * @param url URL.
 */
function leaveTo( url: string ) {
	window.location.assign( url );
}

/**
 * One template's row.
 *
 * @param props          Props.
 * @param props.template The template.
 * @param props.onOpen   Opens one of its dialogs.
 */
function TemplateRow( {
	template,
	onOpen,
}: {
	template: SavedTemplate;
	onOpen: ( dialog: Dialog ) => void;
} ) {
	const status = statusLabel( template.status );
	return (
		<tr>
			<th scope="row" className="stencilbox-templates__name">
				<span className="stencilbox-templates__title-text">
					{ template.title }
				</span>
				<span className="stencilbox-templates__badges">
					{ status && (
						<span className="stencilbox-templates__badge">
							{ status }
						</span>
					) }
					{ template.is_kit && (
						<span className="stencilbox-templates__badge is-kit">
							{ __( 'Kit', 'stencilbox' ) }
						</span>
					) }
				</span>
				{ takesConditions( template.type ) && (
					<span className="stencilbox-templates__meta">
						{ template.conditions
							? sprintf(
									/* translators: %d: number of display conditions */
									_n(
										'%d display condition',
										'%d display conditions',
										template.conditions,
										'stencilbox'
									),
									template.conditions
								)
							: __( 'Not displayed anywhere yet', 'stencilbox' ) }
					</span>
				) }
			</th>
			<td>{ templateTypeLabel( template.type ) }</td>
			<td>
				<time dateTime={ template.date }>
					{ formatDate( template.date ) }
				</time>
			</td>
			<td>
				{ template.is_pushed ? (
					<span className="stencilbox-templates__badge is-pushed">
						{ __( 'Pushed', 'stencilbox' ) }
					</span>
				) : (
					<>
						<span
							className="stencilbox-templates__not-pushed"
							aria-hidden="true"
						>
							—
						</span>
						<VisuallyHidden>
							{ __( 'Not pushed', 'stencilbox' ) }
						</VisuallyHidden>
					</>
				) }
			</td>
			<td className="stencilbox-templates__actions">
				<Button
					size="compact"
					variant="tertiary"
					icon={ pencil }
					href={ template.edit_url }
					disabled={ ! template.can_edit }
					accessibleWhenDisabled
					aria-label={ sprintf(
						/* translators: %s: template name */
						__( 'Edit “%s”', 'stencilbox' ),
						template.title
					) }
				>
					{ __( 'Edit', 'stencilbox' ) }
				</Button>
				{ takesConditions( template.type ) && (
					<Button
						size="compact"
						variant="tertiary"
						icon={ globe }
						onClick={ () =>
							onOpen( { kind: 'conditions', template } )
						}
						aria-label={ sprintf(
							/* translators: %s: template name */
							__( 'Display conditions of “%s”', 'stencilbox' ),
							template.title
						) }
					>
						{ __( 'Conditions', 'stencilbox' ) }
					</Button>
				) }
				<NavLink
					variant="tertiary"
					icon={ cloudUpload }
					className="stencilbox-templates__push"
					to={ {
						path: 'clouds/save-template',
						query: { post: String( template.id ) },
					} }
				>
					{ __( 'Push', 'stencilbox' ) }
				</NavLink>
				<Button
					size="compact"
					variant="tertiary"
					icon={ trash }
					isDestructive
					onClick={ () => onOpen( { kind: 'delete', template } ) }
					aria-label={ sprintf(
						/* translators: %s: template name */
						__( 'Delete “%s”', 'stencilbox' ),
						template.title
					) }
				>
					{ __( 'Delete', 'stencilbox' ) }
				</Button>
			</td>
		</tr>
	);
}

/**
 * The templates screen.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function TemplatesScreen( { route }: { route: Route } ) {
	const platform = usePlatform( route );
	const top = useRef< HTMLDivElement >( null );
	const [ dialog, setDialog ] = useState< Dialog | null >( null );
	const { page, result, error, site } = useSelect(
		( select ) => {
			const store = select( templatesStore );
			const current = store.getCurrentPage( platform );
			return {
				page: current,
				result: store.getTemplatesPage( platform, current ),
				error: store.getTemplatesError( platform, current ),
				site: store.getSite(),
			};
		},
		[ platform ]
	);
	const { setCurrentPage, retryTemplates } = useDispatch( templatesStore );
	const totalPage = result?.totalPage ?? 0;

	// A delete can empty the last page: show the one before.
	useEffect( () => {
		if ( result && totalPage > 0 && page > totalPage ) {
			setCurrentPage( platform, totalPage );
		}
	}, [ result, totalPage, page, platform, setCurrentPage ] );

	const createButton = (
		<Button
			__next40pxDefaultSize
			variant="primary"
			icon={ plus }
			onClick={ () => setDialog( { kind: 'create' } ) }
		>
			{ __( 'Create Template', 'stencilbox' ) }
		</Button>
	);

	let body;
	if ( error ) {
		body = (
			<RequestError
				title={ __(
					'Your templates could not be loaded.',
					'stencilbox'
				) }
				message={ error.message }
				onRetry={ () => retryTemplates( platform, page ) }
			/>
		);
	} else if ( ! result ) {
		body = (
			<div className="stencilbox-templates__loading" aria-busy="true">
				<Spinner />
				<span className="screen-reader-text" role="status">
					{ __( 'Loading…', 'stencilbox' ) }
				</span>
			</div>
		);
	} else if ( result.isEmpty ) {
		body = (
			<div className="stencilbox-templates__empty">
				<EmptyIllustration />
				<EmptyState
					title={ __( 'No saved templates yet', 'stencilbox' ) }
					actions={ createButton }
				>
					<p>
						{ __(
							'Design a header, footer, single post, archive, 404 or search page in the editor, then choose where the site shows it.',
							'stencilbox'
						) }
					</p>
				</EmptyState>
			</div>
		);
	} else {
		body = (
			<>
				<table
					className="stencilbox-templates__table"
					aria-label={ __( 'Saved templates', 'stencilbox' ) }
				>
					<thead>
						<tr>
							<th scope="col">{ __( 'Name', 'stencilbox' ) }</th>
							<th scope="col">{ __( 'Type', 'stencilbox' ) }</th>
							<th scope="col">{ __( 'Date', 'stencilbox' ) }</th>
							<th scope="col">{ __( 'Cloud', 'stencilbox' ) }</th>
							<th scope="col">
								{ __( 'Actions', 'stencilbox' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ result.items.map( ( template ) => (
							<TemplateRow
								key={ template.id }
								template={ template }
								onOpen={ setDialog }
							/>
						) ) }
					</tbody>
				</table>
				<Paginator
					current={ page }
					total={ totalPage }
					onChange={ ( next ) => {
						setCurrentPage( platform, next );
						top.current?.scrollIntoView?.( { block: 'start' } );
					} }
				/>
			</>
		);
	}

	return (
		<div className="stencilbox-templates" ref={ top }>
			<div className="stencilbox-templates__toolbar">
				<h1 className="stencilbox-templates__heading">
					{ __( 'Templates', 'stencilbox' ) }
					{ result && result.total > 0 && (
						<span className="stencilbox-templates__count">
							{ result.total }
						</span>
					) }
				</h1>
				{ /* Not while the list loads: an empty list offers its own in
				its place, and a button that moves as the answer arrives
				takes a click meant for it nowhere. */ }
				{ ( error || ( result && ! result.isEmpty ) ) && createButton }
			</div>
			{ body }
			{ dialog?.kind === 'create' && (
				<NewTemplateModal
					platform={ platform }
					usable={ PLATFORMS.filter(
						( candidate ) =>
							platformSite( candidate, {
								...getSettings(),
								...site,
							} ).active
					) }
					onClose={ () => setDialog( null ) }
					onCreated={ leaveTo }
				/>
			) }
			{ dialog?.kind === 'conditions' && (
				<ConditionsModal
					template={ dialog.template }
					onClose={ () => setDialog( null ) }
				/>
			) }
			{ dialog?.kind === 'delete' && (
				<DeleteTemplate
					template={ dialog.template }
					onClose={ () => setDialog( null ) }
				/>
			) }
		</div>
	);
}
