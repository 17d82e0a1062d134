/**
 * A pack's items under its filter bar (spec part 1 §2): All, Blocks, Pages
 * and the template types present, each with its count, plus Live Demo.
 */
/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PackMember } from '../../api/catalog';
import ChoiceGroup from '../../components/choice-group';
import ExternalButton from '../../components/external-button';
import ItemGrid from '../../components/item-grid';
import type { Platform } from '../../utils/platform';
import CatalogCard from '../items/catalog-card';

interface FilterOption {
	key: string;
	label: string;
	test: ( item: PackMember ) => boolean;
}

/**
 * The filter bar's options with their counts (only non-empty ones besides All).
 *
 * @param items The pack's items.
 */
function packFilterOptions(
	items: PackMember[]
): Array< FilterOption & { count: number } > {
	const options: FilterOption[] = [
		{ key: 'all', label: __( 'All', 'stencilbox' ), test: () => true },
		{
			key: 'block',
			label: __( 'Blocks', 'stencilbox' ),
			test: ( item ) => item.type === 'block',
		},
		{
			key: 'page',
			label: __( 'Pages', 'stencilbox' ),
			test: ( item ) => item.type === 'page',
		},
	];
	const types = new Map< string, string >();
	for ( const item of items ) {
		if ( item.template_type ) {
			types.set( item.template_type.slug, item.template_type.name );
		}
	}
	for ( const [ slug, name ] of types ) {
		options.push( {
			key: `type:${ slug }`,
			label: name,
			test: ( item ) => item.template_type?.slug === slug,
		} );
	}
	return options
		.map( ( option ) => ( {
			...option,
			count: items.filter( option.test ).length,
		} ) )
		.filter( ( option ) => option.key === 'all' || option.count > 0 );
}

/**
 * Pack browser.
 *
 * @param props          Props.
 * @param props.items    The pack's items.
 * @param props.platform Platform.
 * @param props.liveUrl  The live demo, if any.
 * @param props.name     The pack's name.
 */
export default function PackBrowser( {
	items,
	platform,
	liveUrl,
	name,
}: {
	items: PackMember[];
	platform: Platform;
	liveUrl: string;
	name: string;
} ) {
	const [ selected, setSelected ] = useState( 'all' );
	const options = useMemo( () => packFilterOptions( items ), [ items ] );
	const current =
		options.find( ( option ) => option.key === selected ) ?? options[ 0 ];
	const shown = items.filter( current.test );
	return (
		<section className="stencilbox-pack-browser">
			<div className="stencilbox-pack-browser__bar">
				<ChoiceGroup
					label={ __( 'Show in this pack', 'stencilbox' ) }
					className="stencilbox-pack-browser__filters"
					value={ current.key }
					options={ options.map( ( option ) => ( {
						value: option.key,
						label: sprintf(
							/* translators: 1: filter name (All, Blocks, Pages, Header…), 2: number of items */
							__( '%1$s (%2$d)', 'stencilbox' ),
							option.label,
							option.count
						),
					} ) ) }
					onChange={ setSelected }
					compact
					unpressedVariant="tertiary"
				/>
				{ liveUrl && (
					<ExternalButton href={ liveUrl }>
						{ __( 'Live Demo', 'stencilbox' ) }
					</ExternalButton>
				) }
			</div>
			<ItemGrid< PackMember >
				label={ sprintf(
					/* translators: %s: pack name */
					__( 'Items in %s', 'stencilbox' ),
					name
				) }
				items={ shown }
				isLoading={ false }
				getKey={ ( item ) => item.id }
				renderItem={ ( item ) => (
					<CatalogCard item={ item } platform={ platform } />
				) }
				emptyTitle={ __( 'This pack is empty.', 'stencilbox' ) }
				page={ 1 }
				totalPage={ 1 }
				onPageChange={ () => undefined }
			/>
		</section>
	);
}
