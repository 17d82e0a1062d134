/**
 * Boot data printed by PHP (`Stencilbox\Support\Assets`) before every bundle.
 */
import type { Look } from './importer';
import type { SavedTemplateType } from './templates';
import type { Platform } from '../utils/platform';
import { NAMES } from './names';

/** Where the app is running: the admin page, or an editor (named after its platform). */
export type Surface = 'admin' | Platform;

/**
 * The boot data every bundle receives. What it says of each platform's
 * editor (Elementor's `elementor`, `elementorKit` and
 * `links.installElementor`; the block editor's `blockEditor` and
 * `themePalette`) is read by that platform's adapter
 * (`src/utils/platforms/<name>/`, `platformSite()`), which declares them.
 */
export interface Settings {
	/** Plugin version, for cache keys. */
	version: string;
	/** Admin URL of the Stencilbox page. */
	adminUrl: string;
	/** External links. */
	links: {
		support: string;
		docs: string;
		manageSites?: string;
	};
	/**
	 * Capabilities of the current WordPress user that the UI cares about
	 * (`currentUserCan()`); `CAP_DISPLAY_CONDITIONS` (`./cloud-templates`) says whether the
	 * user may choose where saved templates are displayed.
	 */
	capabilities: Record< string, boolean >;
	/**
	 * Base URL of the page that renders an item's blocks with this site's
	 * theme (`…?stencilbox-preview=`; the slug is appended).
	 */
	previewUrl?: string;
	/** The hub owner's preview of an item's version: id appended, then `&number=`. */
	itemVersionPreview?: string;
	/** The hub owner's "Library hub" screen, when the user may publish. */
	hubAdminUrl?: string;
	/**
	 * Base URL of the full-site import's live preview (`…?stencilbox-fsi-preview=`;
	 * the pack id is appended).
	 */
	fsiPreviewUrl?: string;
	/** The platforms whose packs "Preview site" draws here (`elementor` while Elementor runs). */
	fsiPreviewPlatforms?: string[];
	/** The site reports import progress by polling ('lightspeed'), not a stream. */
	fsiLightspeed?: boolean;
	/** The look this site chose last for inserted items (`Site\Design\LookChoice`). */
	look?: Look;
	/** In the editor of a saved template: its type and how many display conditions it has. */
	template?: { type: SavedTemplateType; conditions: number };
}

const FALLBACK: Settings = {
	version: '0',
	adminUrl: '',
	links: { support: '', docs: '' },
	capabilities: {},
};

/**
 * The boot data, or safe defaults when a test or a page has none.
 */
export function getSettings(): Settings {
	const global = ( window as unknown as Record< string, unknown > )[
		NAMES.settingsGlobal
	] as Partial< Settings > | undefined;
	return { ...FALLBACK, ...( global ?? {} ) };
}

/**
 * Whether the current WordPress user has a capability the UI checks.
 *
 * @param capability Capability name.
 */
export function currentUserCan( capability: string ): boolean {
	return getSettings().capabilities[ capability ] === true;
}
