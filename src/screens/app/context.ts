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
import type { Surface } from '../../api/settings';
import type { InsertTarget } from '../../stores/importer/types';

export interface SurfaceValue {
	surface: Surface;
	/** Closes the popup; absent on the admin page. */
	onClose?: () => void;
	/** Where Insert puts content (the open editor); absent on the admin page. */
	target?: InsertTarget;
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
