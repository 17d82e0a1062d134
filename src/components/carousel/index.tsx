/**
 * A carousel of items: how many show at once follows the container's width
 * (3 from 1170 px, 2 from 464 px, 1 below).
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { slidesPerView } from '../../utils/carousel';
import { nextIcon, previousIcon } from '../direction-icons';
import { useElementWidth } from '../element-width';
import './style.scss';

export interface CarouselProps< T > {
	items: T[];
	getKey: ( item: T ) => string | number;
	renderItem: ( item: T ) => ReactNode;
	label: string;
}

/**
 * Carousel.
 *
 * @param props Props.
 */
export default function Carousel< T >( {
	items,
	getKey,
	renderItem,
	label,
}: CarouselProps< T > ) {
	const [ ref, width ] = useElementWidth();
	const [ start, setStart ] = useState( 0 );
	const perView = slidesPerView( width );
	const last = Math.max( 0, items.length - perView );
	const first = Math.min( start, last );
	const visible = items.slice( first, first + perView );
	return (
		<div
			ref={ ref }
			className="stencilbox-carousel"
			role="region"
			aria-roledescription={ __( 'carousel', 'stencilbox' ) }
			aria-label={ label }
		>
			<div
				className="stencilbox-carousel__track"
				style={ {
					gridTemplateColumns: `repeat(${ perView }, minmax(0, 1fr))`,
				} }
				aria-live="polite"
			>
				{ visible.map( ( item, i ) => (
					<div
						key={ getKey( item ) }
						className="stencilbox-carousel__slide"
						role="group"
						aria-roledescription={ __( 'slide', 'stencilbox' ) }
						aria-label={ sprintf(
							/* translators: 1: slide number, 2: number of slides */
							__( '%1$d of %2$d', 'stencilbox' ),
							first + i + 1,
							items.length
						) }
					>
						{ renderItem( item ) }
					</div>
				) ) }
			</div>
			{ items.length > perView && (
				<div className="stencilbox-carousel__controls">
					<Button
						size="compact"
						icon={ previousIcon() }
						label={ __( 'Previous', 'stencilbox' ) }
						disabled={ first === 0 }
						accessibleWhenDisabled
						onClick={ () =>
							setStart( Math.max( 0, first - perView ) )
						}
					/>
					<Button
						size="compact"
						icon={ nextIcon() }
						label={ __( 'Next', 'stencilbox' ) }
						disabled={ first >= last }
						accessibleWhenDisabled
						onClick={ () =>
							setStart( Math.min( last, first + perView ) )
						}
					/>
				</div>
			) }
		</div>
	);
}
