/**
 * A page or block's live preview (issue [13]): its blocks rendered by this
 * site with this site's theme, laid out as a page's content
 * (`/?stencilbox-preview=<slug>&stencilbox-preview-view=page`, filtered,
 * no scripts), in a sandboxed frame at desktop, tablet or mobile size —
 * what Insert puts into a page here.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import DevicePreview from '../../components/device-preview';

/**
 * The live preview's URL ('' when this site has no preview page).
 *
 * @param slug Item slug.
 */
export function livePreviewUrl( slug: string ): string {
	const base = getSettings().previewUrl;
	return base
		? `${ base }${ encodeURIComponent( slug ) }&stencilbox-preview-view=page`
		: '';
}

/**
 * The preview.
 *
 * @param props      Props.
 * @param props.slug Item slug.
 * @param props.name Item name.
 */
export default function LivePreview( {
	slug,
	name,
}: {
	slug: string;
	name: string;
} ) {
	const src = livePreviewUrl( slug );
	if ( ! src ) {
		return null;
	}
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
