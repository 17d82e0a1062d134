/**
 * The picture of a Gutenberg item that has no thumbnail: its real blocks,
 * drawn only once the card scrolls into view.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../api/catalog';
import { getSettings } from '../../api/settings';
import LazyVisible from '../../components/lazy-visible';
import { store as catalogStore } from '../../stores/catalog';
import { useBlocksRenderer, type BlocksRenderer } from './preview-context';

/** The width the blocks are laid out at before being scaled down. */
const VIEWPORT_WIDTH = 1200;

function EditorBlocks( {
	item,
	render,
}: {
	item: Pick< CatalogItem, 'type' | 'slug' | 'name' >;
	render: BlocksRenderer;
} ) {
	const details = useSelect(
		( select ) =>
			select( catalogStore ).getItem( 'gutenberg', item.type, item.slug ),
		[ item.type, item.slug ]
	);
	if ( ! details ) {
		return <span className="stencilbox-item-preview__loading" />;
	}
	return <>{ render( details.preview_content ?? '', item.name ) }</>;
}

function FramePreview( { slug, title }: { slug: string; title: string } ) {
	const ref = useRef< HTMLDivElement >( null );
	const [ scale, setScale ] = useState( 0.25 );
	useEffect( () => {
		const element = ref.current;
		const view = element?.ownerDocument.defaultView;
		if ( ! element || ! view ) {
			return;
		}
		const update = () =>
			setScale( ( element.clientWidth || 300 ) / VIEWPORT_WIDTH );
		update();
		if ( ! ( 'ResizeObserver' in view ) ) {
			return;
		}
		const observer = new view.ResizeObserver( update );
		observer.observe( element );
		return () => observer.disconnect();
	}, [] );
	const base = getSettings().previewUrl;
	if ( ! base ) {
		return null;
	}
	return (
		<div ref={ ref } className="stencilbox-item-preview__frame">
			<iframe
				src={ base + encodeURIComponent( slug ) }
				title={ sprintf(
					/* translators: %s: item name */
					__( 'Preview of %s', 'stencilbox' ),
					title
				) }
				// No scripts and no forms: a picture only (same origin so the theme's fonts load).
				sandbox="allow-same-origin"
				loading="lazy"
				tabIndex={ -1 }
				style={ {
					width: VIEWPORT_WIDTH,
					height: VIEWPORT_WIDTH * 1.2,
					transform: `scale(${ scale })`,
				} }
			/>
		</div>
	);
}

/**
 * Lazy blocks preview.
 *
 * @param props      Props.
 * @param props.item The item.
 */
export default function ItemPreview( {
	item,
}: {
	item: Pick< CatalogItem, 'type' | 'slug' | 'name' >;
} ) {
	const render = useBlocksRenderer();
	return (
		<LazyVisible
			className="stencilbox-item-preview"
			placeholder={
				<span className="stencilbox-item-preview__loading" />
			}
		>
			{ render ? (
				<EditorBlocks item={ item } render={ render } />
			) : (
				<FramePreview slug={ item.slug } title={ item.name } />
			) }
		</LazyVisible>
	);
}
