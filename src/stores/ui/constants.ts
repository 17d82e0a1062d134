/**
 * Internal dependencies
 */
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'ui' );

/** Screens that remember a grid/list choice, with the spec's defaults. */
export const DEFAULT_VIEW_MODES = {
	clouds: 'list',
	workspaces: 'grid',
	'shared-workspaces': 'list',
	'workspace-details': 'grid',
	downloads: 'list',
} as const;

/**
 * The `core/preferences` scope of our display preferences; each view mode is
 * the preference `viewMode.<screen>` (WordPress keeps them in user meta).
 */
export const PREFERENCES_SCOPE = 'stencilbox';

/** Where the platform last browsed is kept (routes without one use it). */
export const PLATFORM_STORAGE_KEY = 'stencilbox:platform';

/** The notices context the app's snackbar list shows. */
export const TOAST_CONTEXT = 'stencilbox';
