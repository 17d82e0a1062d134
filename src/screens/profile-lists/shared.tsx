/**
 * Pieces the three profile lists share: type names, dates, the item link
 * with its thumbnail, and the loading, error and empty states.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Icon, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { layout } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { ItemType } from '../../api/catalog';
import type { Platform } from '../../utils/platform';
import EmptyIllustration from '../../components/empty-illustration';
import EmptyState from '../../components/empty-state';
import RequestError from '../../components/request-error';
import NavLink from '../../components/nav-link';
import SafeImage from '../../components/safe-image';
import { useLinkProps } from '../../router';
import AccountExitButton from '../app/account-exit-button';
import { typeSegment } from '../items/types';
import './style.scss';

/**
 * An item type's name (singular).
 *
 * @param type Item type.
 */
export function typeName( type: ItemType ): string {
	switch ( type ) {
		case 'pack':
			return __( 'Pack', 'stencilbox' );
		case 'page':
			return __( 'Page', 'stencilbox' );
		default:
			return __( 'Block', 'stencilbox' );
	}
}

// The one date format, shared with every screen and the Compare dialog.
export { formatDate } from '../../utils/dates';

/**
 * Where an item's details are.
 *
 * @param record          The item.
 * @param record.platform Platform.
 * @param record.type     Item type.
 * @param record.slug     Slug.
 */
export function detailsPath( record: {
	platform: Platform;
	type: ItemType;
	slug: string;
} ): string {
	return `${ record.platform }/${ typeSegment( record.type ) }/${
		record.slug
	}`;
}

/**
 * The item's thumbnail and name, linking to its details.
 *
 * @param props               Props.
 * @param props.record        The item.
 * @param props.withThumbnail Show the small thumbnail.
 */
export function ItemLink( {
	record,
	withThumbnail = true,
}: {
	withThumbnail?: boolean;
	record: {
		platform: Platform;
		type: ItemType;
		slug: string;
		name: string;
		thumbnail: string;
	};
} ) {
	const link = useLinkProps( { path: detailsPath( record ), query: {} } );
	return (
		<span className="stencilbox-profile-lists__item">
			{ withThumbnail && (
				<SafeImage
					className="stencilbox-profile-lists__thumbnail"
					src={ record.thumbnail }
					alt=""
					placeholder={
						<span className="stencilbox-profile-lists__thumbnail is-empty">
							<Icon icon={ layout } size={ 20 } />
						</span>
					}
				/>
			) }
			<Button
				variant="link"
				className="stencilbox-profile-lists__name"
				{ ...link }
			>
				{ record.name }
			</Button>
		</span>
	);
}

/**
 * The way forward from an empty list.
 *
 * @param props          Props.
 * @param props.platform Platform whose packs to browse.
 */
export function BrowsePacksLink( { platform }: { platform: Platform } ) {
	return (
		<NavLink
			variant="secondary"
			to={ { path: `${ platform }/packs`, query: {} } }
		>
			{ __( 'Browse packs', 'stencilbox' ) }
		</NavLink>
	);
}

/**
 * Loading, error or empty, else the content.
 *
 * @param props              Props.
 * @param props.isLoading    Nothing yet.
 * @param props.error        A failed load.
 * @param props.onRetry      Asks again.
 * @param props.isEmpty      Loaded, nothing in it.
 * @param props.emptyTitle   Title when empty.
 * @param props.emptyText    Text when empty.
 * @param props.platform     Platform whose packs the empty state links to.
 * @param props.emptyActions The way forward when empty (else Browse packs).
 * @param props.label        What is loading (for screen readers).
 * @param props.children     The content.
 */
export function ListState( {
	isLoading,
	error,
	onRetry,
	isEmpty,
	emptyTitle,
	emptyText,
	platform,
	emptyActions,
	label,
	children,
}: {
	isLoading: boolean;
	error?: { message: string } | null;
	onRetry: () => void;
	isEmpty: boolean;
	emptyTitle: string;
	emptyText?: ReactNode;
	/** The platform whose packs the empty state links to, when it offers that. */
	platform?: Platform;
	emptyActions?: ReactNode;
	label: string;
	children: ReactNode;
} ) {
	if ( error ) {
		return (
			<RequestError
				title={ __( 'This list could not be loaded.', 'stencilbox' ) }
				message={ error.message }
				onRetry={ onRetry }
				actions={ <AccountExitButton /> }
			/>
		);
	}
	if ( isLoading ) {
		return (
			<div
				className="stencilbox-profile-lists__loading"
				aria-busy="true"
				aria-label={ label }
			>
				<Spinner />
				<span className="screen-reader-text" role="status">
					{ __( 'Loading…', 'stencilbox' ) }
				</span>
			</div>
		);
	}
	if ( isEmpty ) {
		return (
			<div className="stencilbox-profile-lists__empty">
				<EmptyIllustration />
				<EmptyState
					title={ emptyTitle }
					actions={
						emptyActions ??
						( platform && (
							<BrowsePacksLink platform={ platform } />
						) )
					}
				>
					{ emptyText }
				</EmptyState>
			</div>
		);
	}
	return <>{ children }</>;
}
