/**
 * What the surface tells the app: where it runs and how to close it.
 */
/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { EditorFileContent, ElementorFileContent } from '../../api/cloud';
import type { Surface } from '../../api/settings';
import type { InsertTarget } from '../../stores/importer/types';

/**
 * What the editor hands the Save & Push screen, captured when "Save to
 * cloud" was chosen: the post or the selected blocks (block editor), the
 * page or one element (Elementor).
 */
export interface PushSource {
	/** A name to start from (the post's title). */
	name: string;
	file_content: EditorFileContent | ElementorFileContent;
}

export interface SurfaceValue {
	surface: Surface;
	/** Closes the popup; absent on the admin page. */
	onClose?: () => void;
	/** Where Insert puts content (the open editor); absent on the admin page. */
	target?: InsertTarget;
	/** What Save & Push sends (the editor's "Save to cloud"). */
	push?: PushSource;
}

export const SurfaceContext = createContext< SurfaceValue >( {
	surface: 'admin',
} );

/**
 * The surface the app runs on.
 */
export function useSurface(): SurfaceValue {
	return useContext( SurfaceContext );
}
