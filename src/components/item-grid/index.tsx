/**
 * The generic grid of the item lists: loading placeholders, an error panel
 * with a way to try again, an empty state with a picture, the items, and the
 * paginator.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmptyIllustration from '../empty-illustration';
import EmptyState from '../empty-state';
import RequestError from '../request-error';
import Paginator from '../paginator';
import './style.scss';

export interface ItemGridProps< T > {
	items: T[] | undefined;
	isLoading: boolean;
	/** A failed load, with its message. */
	error?: { message: string } | null;
	onRetry?: () => void;
	/** More ways out of a failed load (the screens add Logout). */
	errorActions?: ReactNode;
	getKey: ( item: T ) => string | number;
	renderItem: ( item: T ) => ReactNode;
	emptyTitle: string;
	emptyText?: ReactNode;
	emptyActions?: ReactNode;
	page: number;
	totalPage: number;
	onPageChange: ( page: number ) => void;
	/** Placeholders shown while loading. */
	skeletons?: number;
	/** Accessible name of the grid. */
	label: string;
}

/**
 * Item grid.
 *
 * @param props Props.
 */
export default function ItemGrid< T >( {
	items,
	isLoading,
	error,
	onRetry,
	errorActions,
	getKey,
	renderItem,
	emptyTitle,
	emptyText,
	emptyActions,
	page,
	totalPage,
	onPageChange,
	skeletons = 8,
	label,
}: ItemGridProps< T > ) {
	if ( error ) {
		return (
			<RequestError
				title={ __( 'The library could not be loaded.', 'stencilbox' ) }
				message={ error.message }
				onRetry={ onRetry }
				actions={ errorActions }
			/>
		);
	}
	if ( ! items || isLoading ) {
		return (
			<div
				className="stencilbox-item-grid is-loading"
				aria-busy="true"
				aria-label={ label }
			>
				<span className="screen-reader-text" role="status">
					{ __( 'Loading…', 'stencilbox' ) }
				</span>
				{ Array.from( { length: skeletons }, ( _, i ) => (
					<div
						key={ i }
						className="stencilbox-item-grid__skeleton"
						aria-hidden="true"
					>
						<span className="stencilbox-item-grid__skeleton-media" />
						<span className="stencilbox-item-grid__skeleton-line" />
						<span className="stencilbox-item-grid__skeleton-line is-short" />
					</div>
				) ) }
			</div>
		);
	}
	if ( items.length === 0 ) {
		return (
			<div className="stencilbox-item-grid__empty">
				<EmptyIllustration />
				<EmptyState title={ emptyTitle } actions={ emptyActions }>
					{ emptyText }
				</EmptyState>
			</div>
		);
	}
	return (
		<>
			<ul className="stencilbox-item-grid" aria-label={ label }>
				{ items.map( ( item ) => (
					<li
						key={ getKey( item ) }
						className="stencilbox-item-grid__cell"
					>
						{ renderItem( item ) }
					</li>
				) ) }
			</ul>
			<Paginator
				current={ page }
				total={ totalPage }
				onChange={ onPageChange }
			/>
		</>
	);
}
