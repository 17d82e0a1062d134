/**
 * Five stars showing a rating to one decimal, optionally with a control to
 * submit one (1 to 5).
 */
/**
 * WordPress dependencies
 */
import { Button, Icon } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { starEmpty, starFilled, starHalf } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { formatRating, starFill } from '../../utils/item-display';
import './style.scss';

export interface RatingStarsProps {
	rating: number;
	/** Number of ratings, shown after the value. */
	count?: number;
	/** Turns the stars into buttons that submit a rating. */
	onRate?: ( stars: number ) => void;
	size?: number;
}

/**
 * Rating display and control.
 *
 * @param props Props.
 */
export default function RatingStars( {
	rating,
	count,
	onRate,
	size = 16,
}: RatingStarsProps ) {
	// Pointing at a star previews that many stars (the control only).
	const [ preview, setPreview ] = useState< number | null >( null );
	const fills = starFill( preview ?? rating );
	const label = sprintf(
		/* translators: %s: rating out of 5, e.g. 4.6 */
		__( 'Rated %s out of 5', 'stencilbox' ),
		formatRating( rating )
	);
	const icon = ( fill: number ) => {
		if ( fill >= 1 ) {
			return starFilled;
		}
		return fill > 0 ? starHalf : starEmpty;
	};
	return (
		<span className="stencilbox-rating-stars">
			{ onRate ? (
				<span
					className="stencilbox-rating-stars__stars"
					role="group"
					aria-label={ label }
				>
					{ fills.map( ( fill, i ) => (
						<Button
							key={ i }
							className="stencilbox-rating-stars__button"
							size="small"
							icon={
								<Icon icon={ icon( fill ) } size={ size } />
							}
							label={ sprintf(
								/* translators: %d: number of stars */
								__( 'Rate %d out of 5', 'stencilbox' ),
								i + 1
							) }
							onClick={ () => onRate( i + 1 ) }
							onMouseEnter={ () => setPreview( i + 1 ) }
							onMouseLeave={ () => setPreview( null ) }
							onFocus={ () => setPreview( i + 1 ) }
							onBlur={ () => setPreview( null ) }
						/>
					) ) }
				</span>
			) : (
				<span
					className="stencilbox-rating-stars__stars"
					role="img"
					aria-label={ label }
				>
					{ fills.map( ( fill, i ) => (
						<Icon key={ i } icon={ icon( fill ) } size={ size } />
					) ) }
				</span>
			) }
			<span className="stencilbox-rating-stars__value" aria-hidden="true">
				{ formatRating( rating ) }
				{ count !== undefined && ` (${ count })` }
			</span>
		</span>
	);
}
