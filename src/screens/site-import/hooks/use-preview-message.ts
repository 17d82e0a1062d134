/**
 * Talks to the preview frame (spec part 2 §7): once it says `loaded`, and
 * then at most every 500 ms while the form changes, it gets the
 * css-variable message; it answers `logoWidth` when the logo is drawn.
 */
/**
 * WordPress dependencies
 */
import { useThrottle } from '@wordpress/compose';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FontFamily, ImportForm } from '../../../api/site-import';
import { FSI } from '../../../utils/site-import';
import { fontStack } from '../font-choices';

/** What the frame receives. */
export interface PreviewMessage {
	type: 'css-variable';
	platform: string;
	title: string;
	logo: { id: number; url: string } | null;
	color: Record< string, string >;
	logoSize: number;
	typography: Array< Record< string, unknown > >;
}

/**
 * The message for a form.
 *
 * @param form  The form.
 * @param fonts Fonts (a family's CSS value).
 */
export function previewMessage(
	form: ImportForm,
	fonts: FontFamily[] | null
): PreviewMessage {
	const valueOf = ( family?: string ) =>
		fonts?.find( ( font ) => font.family === family )?.value ??
		( family ? fontStack( family ) : '' );
	return {
		type: 'css-variable',
		platform: form.platform,
		title: form.title,
		logo: form.logo,
		color: form.color,
		logoSize: form.logo_size,
		typography: Object.entries( form.typography ).map(
			( [ id, entry ] ) => ( {
				id,
				...entry,
				font_family_value:
					entry.font_family_value ?? valueOf( entry.font_family ),
			} )
		),
	};
}

/**
 * The origin of the frame's page (the site's front end).
 *
 * @param frame The iframe.
 */
function frameOrigin( frame: HTMLIFrameElement | null ): string {
	try {
		return new URL( frame?.src ?? '', window.location.href ).origin;
	} catch {
		return window.location.origin;
	}
}

/**
 * Sends the form to the frame; answers whether it loaded and the logo's width.
 *
 * @param frame The iframe.
 * @param form  The form.
 * @param fonts Fonts.
 */
export function usePreviewMessage(
	frame: { current: HTMLIFrameElement | null },
	form: ImportForm,
	fonts: FontFamily[] | null
): { loaded: boolean; logoWidth: number | null } {
	const [ loaded, setLoaded ] = useState( false );
	const [ logoWidth, setLogoWidth ] = useState< number | null >( null );
	const latest = useRef( form );
	latest.current = form;
	// One throttle for the hook's life (a new function each render would
	// make a new throttle, and every change would go out at once).
	const post = useCallback(
		( message: PreviewMessage ) =>
			frame.current?.contentWindow?.postMessage(
				message,
				frameOrigin( frame.current )
			),
		[ frame ]
	);
	const send = useThrottle( post, FSI.throttleMs );
	useEffect( () => {
		const receive = ( event: MessageEvent ) => {
			if (
				! frame.current ||
				event.source !== frame.current.contentWindow ||
				event.origin !== frameOrigin( frame.current )
			) {
				return;
			}
			const data = event.data as { type?: string; width?: number };
			if ( data?.type === 'loaded' ) {
				setLoaded( true );
				frame.current.contentWindow?.postMessage(
					previewMessage( latest.current, fonts ),
					'*'
				);
			} else if (
				data?.type === 'logoWidth' &&
				typeof data.width === 'number'
			) {
				setLogoWidth( data.width );
			}
		};
		window.addEventListener( 'message', receive );
		return () => window.removeEventListener( 'message', receive );
	}, [ frame, fonts ] );
	useEffect( () => {
		if ( loaded ) {
			send( previewMessage( form, fonts ) );
		}
	}, [ loaded, form, fonts, send ] );
	return { loaded, logoWidth };
}
