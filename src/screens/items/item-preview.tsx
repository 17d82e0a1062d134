/**
 * The picture of a Gutenberg item that has no thumbnail: this site's front
 * end renders its blocks (`/?stencilbox-preview=<slug>`, filtered content,
 * CSP `script-src 'none'`) in a frame sandboxed without scripts, drawn
 * only once the card scrolls into view. Every surface uses this frame: the
 * block editor's own BlockPreview would draw catalogue markup in a frame
 * that shares the editor's origin and scripts.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CatalogItem } from '../../api/catalog';
import { getSettings } from '../../api/settings';
import { useElementWidth } from '../../components/element-width';
import LazyVisible from '../../components/lazy-visible';

/** The width the blocks are laid out at before being scaled down. */
const VIEWPORT_WIDTH = 1200;

function FramePreview( { slug, title }: { slug: string; title: string } ) {
	const [ ref, width ] = useElementWidth();
	// Before it is measured (or when it lays out at 0): a card's width.
	const scale = ( width || 300 ) / VIEWPORT_WIDTH;
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
	return (
		<LazyVisible
			className="stencilbox-item-preview"
			placeholder={
				<span className="stencilbox-item-preview__loading" />
			}
		>
			<FramePreview slug={ item.slug } title={ item.name } />
		</LazyVisible>
	);
}
