/**
 * How this surface draws a Gutenberg item's blocks. The block editor's
 * library popup provides a renderer built on the editor's own BlockPreview
 * (loaded lazily with the library); elsewhere (the admin page, Elementor)
 * previews are this site's front end rendering the blocks in a sandboxed
 * frame.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

/** Draws block markup. */
export type BlocksRenderer = ( markup: string, title: string ) => ReactNode;

export const BlocksPreviewContext = createContext< BlocksRenderer | null >(
	null
);

/**
 * The surface's blocks renderer, if it has one.
 */
export function useBlocksRenderer(): BlocksRenderer | null {
	return useContext( BlocksPreviewContext );
}
