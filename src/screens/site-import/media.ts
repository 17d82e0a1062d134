/**
 * The WordPress media library, to choose the logo (images only). The one
 * place that touches `wp.media` (enqueued with the admin page for users
 * who may import).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

interface MediaFrame {
	on: ( event: string, callback: () => void ) => void;
	/** The frame's upload area, once ready (its `uploader` sends the files). */
	uploader?: {
		uploader?: { param: ( key: string, value: unknown ) => void };
	};
	open: () => void;
	state: () => {
		get: ( key: string ) => {
			first: () =>
				| { toJSON: () => { id: number; url: string; type?: string } }
				| undefined;
		};
	};
}

type MediaFactory = ( options: Record< string, unknown > ) => MediaFrame;

/**
 * Whether the media library is on this page.
 */
export function hasMediaLibrary(): boolean {
	return (
		typeof ( window as unknown as { wp?: { media?: unknown } } ).wp
			?.media === 'function'
	);
}

/**
 * Opens the media library; calls `onSelect` with the chosen image.
 *
 * @param onSelect Receives the image's id and URL.
 */
export function chooseImage(
	onSelect: ( image: { id: number; url: string } ) => void
): void {
	const media = ( window as unknown as { wp?: { media?: MediaFactory } } ).wp
		?.media;
	if ( ! media ) {
		return;
	}
	const frame = media( {
		title: __( 'Choose a logo', 'stencilbox' ),
		button: { text: __( 'Use as logo', 'stencilbox' ) },
		library: { type: 'image' },
		multiple: false,
	} );
	// Uploads from here may be SVG logos (the server cleans them first).
	frame.on( 'uploader:ready', () =>
		frame.uploader?.uploader?.param( 'stencilbox_logo', 1 )
	);
	frame.on( 'select', () => {
		const chosen = frame.state().get( 'selection' ).first()?.toJSON();
		if ( chosen && ( ! chosen.type || chosen.type === 'image' ) ) {
			onSelect( { id: chosen.id, url: chosen.url } );
		}
	} );
	frame.open();
}
