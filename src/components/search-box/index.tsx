/**
 * The list search (spec part 1 §2): the text goes to the URL only when it
 * has at least 3 characters and Enter (or the button) is pressed; reset
 * clears it.
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
import './style.scss';

/** The shortest search (spec §9). */
export const SEARCH_MIN_LENGTH = 3;

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
		const trimmed = text.trim();
		if ( trimmed.length < SEARCH_MIN_LENGTH ) {
			setTooShort( true );
			return;
		}
		setTooShort( false );
		if ( trimmed !== value ) {
			onSearch( trimmed );
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
						SEARCH_MIN_LENGTH
					) }
			</p>
		</form>
	);
}
