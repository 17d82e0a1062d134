/**
 * A page or block's live preview (issue [13]): its blocks rendered by this
 * site with this site's theme, laid out as a page's content
 * (`/?stencilbox-preview=<slug>&stencilbox-preview-view=page`, filtered,
 * no scripts), in a sandboxed frame at desktop, tablet or mobile size —
 * what Insert puts into a page here. An item whose look can match this
 * site (issue [25]) is drawn twice, side by side: as the pack made it and
 * matched to this site (`&stencilbox-preview-look=site`, the same page
 * and the same matcher as Insert).
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Look } from '../../api/importer';
import { getSettings } from '../../api/settings';
import DevicePreview from '../../components/device-preview';

/**
 * The live preview's URL ('' when this site has no preview page).
 *
 * @param slug Item slug.
 * @param look The pack's look (default) or matched to this site.
 */
export function livePreviewUrl( slug: string, look: Look = 'pack' ): string {
	const base = getSettings().previewUrl;
	if ( ! base ) {
		return '';
	}
	const url = `${ base }${ encodeURIComponent(
		slug
	) }&stencilbox-preview-view=page`;
	return look === 'site' ? `${ url }&stencilbox-preview-look=site` : url;
}

/**
 * The preview.
 *
 * @param props         Props.
 * @param props.slug    Item slug.
 * @param props.name    Item name.
 * @param props.compare Draw both looks side by side (the item can match this site).
 */
export default function LivePreview( {
	slug,
	name,
	compare = false,
}: {
	slug: string;
	name: string;
	compare?: boolean;
} ) {
	const src = livePreviewUrl( slug );
	if ( ! src ) {
		return null;
	}
	if ( ! compare ) {
		return (
			<DevicePreview
				src={ src }
				title={ sprintf(
					/* translators: %s: item name */
					__( 'Live preview of %s', 'stencilbox' ),
					name
				) }
				label={ __( 'Live preview on this site', 'stencilbox' ) }
			/>
		);
	}
	return (
		<div className="stencilbox-item__looks">
			<DevicePreview
				src={ src }
				title={ sprintf(
					/* translators: %s: item name */
					__( '%s with the pack’s look', 'stencilbox' ),
					name
				) }
				label={ __( 'The pack’s look', 'stencilbox' ) }
			/>
			<DevicePreview
				src={ livePreviewUrl( slug, 'site' ) }
				title={ sprintf(
					/* translators: %s: item name */
					__( '%s matched to this site', 'stencilbox' ),
					name
				) }
				label={ __( 'Matched to this site', 'stencilbox' ) }
			/>
		</div>
	);
}
