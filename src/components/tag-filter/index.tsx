/**
 * The tag multi-select of the filter sidebar (spec: 'Filter Items by Tags',
 * placeholder 'Write a keyword...').
 */
/**
 * WordPress dependencies
 */
import { FormTokenField } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { TagOption } from '../../api/catalog';
import './style.scss';

export interface TagFilterProps {
	tags: TagOption[];
	/** Its label; the tags' by default (another filter of ids reuses it). */
	label?: string;
	/** Selected tag ids. */
	value: number[];
	onChange: ( ids: number[] ) => void;
}

/**
 * Tag multi-select; only existing tags can be chosen.
 *
 * @param props Props.
 */
export default function TagFilter( {
	tags,
	label,
	value,
	onChange,
}: TagFilterProps ) {
	const byLabel = useMemo(
		() =>
			new Map(
				tags.map( ( tag ) => [ tag.label.toLowerCase(), tag.value ] )
			),
		[ tags ]
	);
	const labels = value
		.map( ( id ) => tags.find( ( tag ) => tag.value === id )?.label )
		.filter( ( text ): text is string => !! text );
	return (
		<div className="stencilbox-tag-filter">
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label ?? __( 'Filter Items by Tags', 'stencilbox' ) }
				// The spec's exact wording, three dots included.
				placeholder={ __( 'Write a keyword...', 'stencilbox' ) }
				suggestions={ tags.map( ( tag ) => tag.label ) }
				value={ labels }
				maxSuggestions={ 50 }
				onChange={ ( tokens ) => {
					const ids: number[] = [];
					for ( const token of tokens ) {
						const text = (
							typeof token === 'string' ? token : token.value
						).toLowerCase();
						const id = byLabel.get( text );
						if ( id !== undefined && ! ids.includes( id ) ) {
							ids.push( id );
						}
					}
					onChange( ids );
				} }
			/>
		</div>
	);
}
