/**
 * A font picker over a long list (spec part 1 §9: a virtual list, rows 35
 * px high, 2 rows drawn beyond each edge, the scroll position read 150 ms
 * after scrolling stops). Only the fonts this site has are offered. The
 * list is one Tab stop, as a listbox is: arrow keys, Page Up / Down, Home
 * and End move through the fonts (scrolling them into view), Enter or Space
 * chooses one.
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { SearchControl } from '@wordpress/components';
import { useDebounce, useInstanceId } from '@wordpress/compose';
import { useMemo, useRef, useState } from '@wordpress/element';
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
	const list = useRef< HTMLDivElement >( null );
	// The font the keys are on: the chosen one, else the first.
	const [ active, setActive ] = useState( () =>
		Math.max(
			0,
			fonts.findIndex( ( font ) => font.family === value )
		)
	);
	const current = Math.min( active, shown.length - 1 );
	const optionId = ( index: number ) => `${ id }-option-${ index }`;

	const moveTo = ( index: number ) => {
		const next = Math.max( 0, Math.min( shown.length - 1, index ) );
		setActive( next );
		// Scroll the row into view and draw it at once (not after the
		// scroll debounce): the list points at it by id.
		const node = list.current;
		if ( ! node ) {
			return;
		}
		let top = node.scrollTop;
		if ( next * ROW_HEIGHT < top ) {
			top = next * ROW_HEIGHT;
		} else if ( ( next + 1 ) * ROW_HEIGHT > top + rows * ROW_HEIGHT ) {
			top = ( next + 1 - rows ) * ROW_HEIGHT;
		}
		node.scrollTop = top;
		setScrollTop( top );
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const moves: Record< string, number > = {
			ArrowDown: current + 1,
			ArrowUp: current - 1,
			PageDown: current + rows,
			PageUp: current - rows,
			Home: 0,
			End: shown.length - 1,
		};
		if ( event.key in moves ) {
			event.preventDefault();
			moveTo( moves[ event.key ] );
		} else if (
			( event.key === 'Enter' || event.key === ' ' ) &&
			shown[ current ]
		) {
			event.preventDefault();
			onChange( shown[ current ] );
		}
	};

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
					setActive( 0 );
				} }
				size="compact"
			/>
			<div
				ref={ list }
				className="stencilbox-font-picker__list"
				role="listbox"
				aria-labelledby={ `${ id }-label` }
				aria-activedescendant={
					current >= start && current < end
						? optionId( current )
						: undefined
				}
				tabIndex={ 0 }
				style={ { height: rows * ROW_HEIGHT } }
				onKeyDown={ onKeyDown }
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
						// The keys are the listbox's (aria-activedescendant):
						// an option is clicked, never focused by Tab.
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<div
							key={ font.family }
							id={ optionId( start + offset ) }
							role="option"
							aria-selected={ font.family === value }
							tabIndex={ -1 }
							className={ `stencilbox-font-picker__option${
								font.family === value ? ' is-selected' : ''
							}${
								start + offset === current ? ' is-active' : ''
							}` }
							style={ {
								top: ( start + offset ) * ROW_HEIGHT,
								height: ROW_HEIGHT,
								fontFamily: font.value,
							} }
							onClick={ () => {
								setActive( start + offset );
								onChange( font );
								list.current?.focus();
							} }
						>
							{ font.family }
						</div>
					) ) }
				</div>
			</div>
			{ /* Outside the listbox: it holds options only. */ }
			{ shown.length === 0 && (
				<p className="stencilbox-font-picker__empty">
					{ __( 'No fonts found.', 'stencilbox' ) }
				</p>
			) }
		</div>
	);
}
