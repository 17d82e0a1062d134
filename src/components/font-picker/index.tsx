/**
 * A font picker over a long list (spec part 1 §9: a virtual list, rows 35
 * px high, 2 rows drawn beyond each edge, the scroll position read 150 ms
 * after scrolling stops). Only the fonts this site has are offered.
 */
/**
 * WordPress dependencies
 */
import { SearchControl } from '@wordpress/components';
import { useDebounce, useInstanceId } from '@wordpress/compose';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

/** Spec part 1 §9. */
export const ROW_HEIGHT = 35;
export const OVERSCAN = 2;
export const SCROLL_DEBOUNCE_MS = 150;

export interface FontOption {
	family: string;
	value: string;
	source: string;
}

export interface FontPickerProps {
	label: string;
	fonts: FontOption[];
	/** The chosen family's name. */
	value: string;
	onChange: ( font: FontOption ) => void;
	/** Rows visible at once. */
	rows?: number;
}

/**
 * The rows to draw for a scroll position.
 *
 * @param scrollTop Scroll position.
 * @param rows      Rows visible.
 * @param total     Rows in all.
 */
export function visibleRange(
	scrollTop: number,
	rows: number,
	total: number
): { start: number; end: number } {
	const first = Math.floor( scrollTop / ROW_HEIGHT );
	return {
		start: Math.max( 0, first - OVERSCAN ),
		end: Math.min( total, first + rows + OVERSCAN ),
	};
}

/**
 * The picker.
 *
 * @param props          Props.
 * @param props.label    Label.
 * @param props.fonts    Fonts.
 * @param props.value    Chosen family.
 * @param props.onChange Receives the chosen font.
 * @param props.rows     Rows visible.
 */
export default function FontPicker( {
	label,
	fonts,
	value,
	onChange,
	rows = 6,
}: FontPickerProps ) {
	const id = useInstanceId( FontPicker, 'stencilbox-font-picker' );
	const [ search, setSearch ] = useState( '' );
	const [ scrollTop, setScrollTop ] = useState( 0 );
	const settle = useDebounce( setScrollTop, SCROLL_DEBOUNCE_MS );
	const shown = useMemo( () => {
		const term = search.trim().toLowerCase();
		return term
			? fonts.filter( ( font ) =>
					font.family.toLowerCase().includes( term )
				)
			: fonts;
	}, [ fonts, search ] );
	const { start, end } = visibleRange( scrollTop, rows, shown.length );
	return (
		<div className="stencilbox-font-picker">
			<span
				className="stencilbox-font-picker__label"
				id={ `${ id }-label` }
			>
				{ label }
			</span>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search fonts', 'stencilbox' ) }
				value={ search }
				onChange={ ( next ) => {
					setSearch( next );
					setScrollTop( 0 );
				} }
				size="compact"
			/>
			<div
				className="stencilbox-font-picker__list"
				role="listbox"
				aria-labelledby={ `${ id }-label` }
				tabIndex={ -1 }
				style={ { height: rows * ROW_HEIGHT } }
				onScroll={ ( event ) =>
					settle( event.currentTarget.scrollTop )
				}
			>
				<div
					style={ {
						height: shown.length * ROW_HEIGHT,
						position: 'relative',
					} }
				>
					{ shown.slice( start, end ).map( ( font, offset ) => (
						<div
							key={ font.family }
							role="option"
							aria-selected={ font.family === value }
							tabIndex={ 0 }
							className={ `stencilbox-font-picker__option${ font.family === value ? ' is-selected' : '' }` }
							style={ {
								top: ( start + offset ) * ROW_HEIGHT,
								height: ROW_HEIGHT,
								fontFamily: font.value,
							} }
							onClick={ () => onChange( font ) }
							onKeyDown={ ( event ) => {
								if (
									event.key === 'Enter' ||
									event.key === ' '
								) {
									event.preventDefault();
									onChange( font );
								}
							} }
						>
							{ font.family }
						</div>
					) ) }
				</div>
				{ shown.length === 0 && (
					<p className="stencilbox-font-picker__empty">
						{ __( 'No fonts found.', 'stencilbox' ) }
					</p>
				) }
			</div>
		</div>
	);
}
