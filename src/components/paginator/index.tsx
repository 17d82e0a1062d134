/**
 * Page links with the spec's window (utils/pagination).
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { paginationWindow } from '../../utils/pagination';
import { nextIcon, previousIcon } from '../direction-icons';
import './style.scss';

export interface PaginatorProps {
	current: number;
	total: number;
	onChange: ( page: number ) => void;
	disabled?: boolean;
}

/**
 * Paginator; nothing when there is one page or none.
 *
 * @param props Props.
 */
export default function Paginator( {
	current,
	total,
	onChange,
	disabled = false,
}: PaginatorProps ) {
	if ( total <= 1 ) {
		return null;
	}
	return (
		<nav
			className="stencilbox-paginator"
			aria-label={ __( 'Pagination', 'stencilbox' ) }
		>
			<Button
				size="compact"
				icon={ previousIcon() }
				label={ __( 'Previous page', 'stencilbox' ) }
				disabled={ disabled || current <= 1 }
				accessibleWhenDisabled
				onClick={ () => onChange( current - 1 ) }
			/>
			{ paginationWindow( current, total ).map( ( entry, index ) =>
				entry === 'ellipsis' ? (
					<span
						key={ `gap-${ index }` }
						className="stencilbox-paginator__gap"
						aria-hidden="true"
					>
						…
					</span>
				) : (
					<Button
						key={ entry }
						size="compact"
						className="stencilbox-paginator__page"
						variant={ entry === current ? 'primary' : 'tertiary' }
						aria-current={ entry === current ? 'page' : undefined }
						aria-label={ sprintf(
							/* translators: %d: page number */
							__( 'Page %d', 'stencilbox' ),
							entry
						) }
						disabled={ disabled }
						onClick={ () => entry !== current && onChange( entry ) }
					>
						{ entry }
					</Button>
				)
			) }
			<Button
				size="compact"
				icon={ nextIcon() }
				label={ __( 'Next page', 'stencilbox' ) }
				disabled={ disabled || current >= total }
				accessibleWhenDisabled
				onClick={ () => onChange( current + 1 ) }
			/>
		</nav>
	);
}
