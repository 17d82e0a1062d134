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

export interface SurfaceValue {
	surface: Surface;
	/** Closes the popup; absent on the admin page. */
	onClose?: () => void;
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
