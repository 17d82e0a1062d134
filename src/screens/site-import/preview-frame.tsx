/**
 * The live preview: the pack's home page rendered by this site in a frame,
 * at desktop (full width), tablet (720×1080) or mobile (320×480) size. The
 * frame is same-origin (the theme's fonts load only there) and runs its own
 * message script (the css-variable, loaded and logoWidth messages); what
 * keeps it from running anything else is its Content-Security-Policy (a
 * nonce) and the filtered content (`PreviewPage`, `PackInfo`). The sandbox
 * (`FRAME_SANDBOX`) takes away the rest: forms, pop-ups, dialogs and
 * navigating the admin page.
 */
/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import { DeviceSwitch } from '../../components/device-preview';
import { store } from '../../stores/site-import';
import type { WizardState } from '../../stores/site-import';
import { PREVIEW_SIZES, type Device } from '../../utils/site-import';
import { usePreviewMessage } from './hooks/use-preview-message';

/**
 * The frame's sandbox (docs/security.md, "Full-site import"). Scripts are
 * allowed for the page's own nonce script, and the same origin is kept for
 * its fonts and messages. Together these two tokens do not confine a
 * script that runs (it could reach this page and lift the sandbox): that
 * is the CSP's job, which runs only the nonce script. What the sandbox
 * still blocks is what markup alone can do: no `allow-forms` (a fake
 * sign-in form cannot send anything), no `allow-popups`, no
 * `allow-top-navigation` (a link cannot replace the admin page), no
 * `allow-modals` (no alert, confirm or print dialog).
 */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin';

/**
 * The preview.
 *
 * @param props        Props.
 * @param props.wizard The wizard.
 */
export default function PreviewFrame( { wizard }: { wizard: WizardState } ) {
	const frame = useRef< HTMLIFrameElement >( null );
	const [ device, setDevice ] = useState< Device >( 'desktop' );
	const fonts = useSelect( ( select ) => select( store ).getFonts(), [] );
	const { loaded } = usePreviewMessage( frame, wizard.form, fonts );
	const base = getSettings().fsiPreviewUrl ?? '';
	const size = PREVIEW_SIZES[ device ];
	return (
		<div className={ `stencilbox-site-import__preview is-${ device }` }>
			<div className="stencilbox-site-import__preview-bar">
				<span>{ __( 'Live preview', 'stencilbox' ) }</span>
				<DeviceSwitch device={ device } onChange={ setDevice } />
			</div>
			<div className="stencilbox-site-import__preview-stage">
				{ ! loaded && (
					<Spinner className="stencilbox-site-import__preview-spinner" />
				) }
				<iframe
					ref={ frame }
					title={ __( 'Preview of your new site', 'stencilbox' ) }
					src={ base ? `${ base }${ wizard.pack.id }` : undefined }
					className="stencilbox-site-import__frame"
					sandbox={ FRAME_SANDBOX }
					data-loaded={ loaded ? 'true' : 'false' }
					style={
						size
							? { width: size.width, height: size.height }
							: undefined
					}
				/>
			</div>
		</div>
	);
}
