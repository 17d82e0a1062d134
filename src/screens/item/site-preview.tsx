/**
 * "Preview site" (issue [13]): a pack's pages, browsable before importing,
 * drawn by this site as the import will make them (the pack's theme,
 * colours and fonts; an Elementor pack's by Elementor, where it runs;
 * `Site\FullSiteImport\PreviewPage`, no scripts). The
 * header's menu moves between the pack's pages inside the frame; Import
 * starts the wizard from here.
 */
/**
 * WordPress dependencies
 */
import { Button, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import DevicePreview from '../../components/device-preview';
import { PLATFORMS, platformTraits } from '../../utils/platform';

/**
 * The URL of a pack's "Preview site" (its front page; '' when this site
 * has no preview page, or does not draw packs of that platform: an
 * Elementor pack needs Elementor running here).
 *
 * @param id       Pack id.
 * @param platform The pack's platform.
 */
export function sitePreviewUrl( id: number, platform: string ): string {
	const { fsiPreviewUrl: base, fsiPreviewPlatforms } = getSettings();
	// Unsaid: what renders from its content alone (live preview).
	const platforms: readonly string[] =
		fsiPreviewPlatforms ??
		PLATFORMS.filter( ( name ) => platformTraits( name ).livePreview );
	return base && platforms.includes( platform )
		? `${ base }${ id }&stencilbox-fsi-page=`
		: '';
}

/**
 * The modal.
 *
 * @param props          Props.
 * @param props.id       Pack id.
 * @param props.platform Pack platform.
 * @param props.name     Pack name.
 * @param props.onImport Starts the import (the wizard).
 * @param props.onClose  Closes it.
 */
export default function SitePreview( {
	id,
	platform,
	name,
	onImport,
	onClose,
}: {
	id: number;
	platform: string;
	name: string;
	onImport: () => void;
	onClose: () => void;
} ) {
	return (
		<Modal
			className="stencilbox-site-preview"
			title={ sprintf(
				/* translators: %s: pack name. */
				__( 'Preview site: %s', 'stencilbox' ),
				name
			) }
			onRequestClose={ onClose }
			size="fill"
		>
			<div className="stencilbox-site-preview__body">
				<p className="stencilbox-site-preview__note">
					{ __(
						'The pack’s pages as the import will make them on this site. Use its menu to move between pages; nothing is changed until you import.',
						'stencilbox'
					) }
				</p>
				<DevicePreview
					src={ sitePreviewUrl( id, platform ) }
					title={ sprintf(
						/* translators: %s: pack name. */
						__( 'Preview of the site %s makes', 'stencilbox' ),
						name
					) }
					label={ __( 'Preview site', 'stencilbox' ) }
					actions={
						<Button
							__next40pxDefaultSize
							variant="primary"
							onClick={ onImport }
						>
							{ __( 'Import', 'stencilbox' ) }
						</Button>
					}
				/>
			</div>
		</Modal>
	);
}
