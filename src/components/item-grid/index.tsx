/**
 * The generic grid of the item lists: loading placeholders, an error panel
 * with a way to try again, an empty state with a picture, the items, and the
 * paginator. A new page draws the cards on screen first (the first rows,
 * whose images load at once rather than lazily) and the rest just after, in
 * a transition React may interrupt: the first images show sooner, and typing
 * or a click is not held up.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { startTransition, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmptyIllustration from '../empty-illustration';
import EmptyState from '../empty-state';
import RequestError from '../request-error';
import Paginator from '../paginator';
import { EagerImages } from '../safe-image';
import './style.scss';

/** Cells drawn at once: the rows a library window shows before scrolling. */
export const FIRST_CELLS = 6;

/**
 * How many of `items` to draw: FIRST_CELLS for a list just received, all of
 * them once the browser got to draw those. Lists are told apart by their
 * keys, so a caller may build a new array on every render.
 *
 * @param items  The list.
 * @param getKey An item's key.
 */
function useShownCount< T >(
	items: T[] | undefined,
	getKey: ( item: T ) => string | number
): number {
	const list = items ? items.map( getKey ).join( '\n' ) : null;
	const [ shown, setShown ] = useState( { list, all: false } );
	if ( shown.list !== list ) {
		// Another page, filter or search: the first rows first again.
		setShown( { list, all: false } );
	}
	useEffect( () => {
		if ( ! shown.all && shown.list === list ) {
			startTransition( () => setShown( { list, all: true } ) );
		}
	}, [ list, shown ] );
	if ( ! items ) {
		return 0;
	}
	return shown.all && shown.list === list
		? items.length
		: Math.min( items.length, FIRST_CELLS );
}

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
	const shown = useShownCount( items, getKey );
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
				{ items.slice( 0, shown ).map( ( item, index ) => (
					<li
						key={ getKey( item ) }
						className="stencilbox-item-grid__cell"
					>
						<EagerImages.Provider value={ index < FIRST_CELLS }>
							{ renderItem( item ) }
						</EagerImages.Provider>
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
