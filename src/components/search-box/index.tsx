/**
 * The list search (spec part 1 §2): the text goes to the URL only when it
 * has at least `SEARCH_MIN` characters and Enter (or the button) is pressed; reset
 * (or searching for nothing) clears it.
 */
/**
 * WordPress dependencies
 */
import { Button, SearchControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SEARCH_MIN, searchTerm } from '../../utils/constants';
import './style.scss';

export interface SearchBoxProps {
	/** The search in the URL. */
	value: string;
	onSearch: ( text: string ) => void;
	onReset: () => void;
	label: string;
}

/**
 * Search form.
 *
 * @param props Props.
 */
export default function SearchBox( {
	value,
	onSearch,
	onReset,
	label,
}: SearchBoxProps ) {
	const [ text, setText ] = useState( value );
	const [ tooShort, setTooShort ] = useState( false );
	useEffect( () => setText( value ), [ value ] );
	const submit = () => {
		// An empty box is a reset (the list shows everything), not an error.
		if ( text.trim() === '' ) {
			setTooShort( false );
			if ( value ) {
				onReset();
			}
			return;
		}
		const term = searchTerm( text );
		if ( ! term ) {
			setTooShort( true );
			return;
		}
		setTooShort( false );
		if ( term !== value ) {
			onSearch( term );
		}
	};
	return (
		<form
			className="stencilbox-search-box"
			role="search"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<SearchControl
				__nextHasNoMarginBottom
				label={ label }
				placeholder={ label }
				value={ text }
				onChange={ ( next ) => {
					setText( next );
					setTooShort( false );
					// Emptying the box (its reset button, or deleting the text) clears the search.
					if ( next === '' && value ) {
						onReset();
					}
				} }
			/>
			<Button __next40pxDefaultSize variant="secondary" type="submit">
				{ __( 'Search', 'stencilbox' ) }
			</Button>
			<p className="stencilbox-search-box__hint" aria-live="polite">
				{ tooShort &&
					sprintf(
						/* translators: %d: minimum number of characters */
						__(
							'Type at least %d characters to search.',
							'stencilbox'
						),
						SEARCH_MIN
					) }
			</p>
		</form>
	);
}
