/**
 * The live preview: the pack's home page rendered by this site in a frame,
 * at desktop (full width: drawn 1280 wide and scaled down to the stage,
 * so the page's desktop styles apply), tablet (720×1080) or mobile
 * (320×480) size. The
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
import { useResizeObserver } from '@wordpress/compose';
import { useSelect } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __, isRTL } from '@wordpress/i18n';
import type { CSSProperties } from 'react';

/**
 * Internal dependencies
 */
import { getSettings } from '../../api/settings';
import { DeviceSwitch } from '../../components/device-preview';
import { store } from '../../stores/site-import';
import type { WizardState } from '../../stores/site-import';
import {
	DESKTOP_WIDTH,
	PREVIEW_SIZES,
	type Device,
} from '../../utils/site-import';
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

/** The frame's least height (as its style sheet). */
const MIN_HEIGHT = 480;

/**
 * The frame's size and scale on a stage.
 *
 * @param device The device.
 * @param stage  The stage's inner size (null before it is measured).
 */
export function frameStyle(
	device: Device,
	stage: { width: number; height: number } | null
): CSSProperties | undefined {
	const size = PREVIEW_SIZES[ device ];
	if ( size ) {
		return { width: size.width, height: size.height };
	}
	if ( ! stage || stage.width <= 0 || stage.width >= DESKTOP_WIDTH ) {
		return undefined;
	}
	const scale = stage.width / DESKTOP_WIDTH;
	const height = Math.max( stage.height, MIN_HEIGHT );
	return {
		flex: 'none',
		width: DESKTOP_WIDTH,
		height: height / scale,
		transform: `scale(${ scale })`,
		transformOrigin: isRTL() ? 'top right' : 'top left',
		// The box takes the stage's room, not the unscaled page's.
		marginInlineEnd: stage.width - DESKTOP_WIDTH,
		marginBottom: height - height / scale,
	};
}

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
	const [ stage, setStage ] = useState< {
		width: number;
		height: number;
	} | null >( null );
	const measure = useResizeObserver< HTMLDivElement >( ( [ entry ] ) =>
		setStage( {
			width: Math.floor( entry.contentRect.width ),
			height: Math.floor( entry.contentRect.height ),
		} )
	);
	const style = frameStyle( device, stage );
	return (
		<div className={ `stencilbox-site-import__preview is-${ device }` }>
			<div className="stencilbox-site-import__preview-bar">
				<span>{ __( 'Live preview', 'stencilbox' ) }</span>
				<DeviceSwitch device={ device } onChange={ setDevice } />
			</div>
			<div
				ref={ measure }
				className={ `stencilbox-site-import__preview-stage${
					style?.transform ? ' is-scaled' : ''
				}` }
			>
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
					style={ style }
				/>
			</div>
		</div>
	);
}
