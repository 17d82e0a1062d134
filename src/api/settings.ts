/**
 * Boot data printed by PHP (`Stencilbox\Support\Assets`) before every bundle.
 */
import type { Look } from './importer';
import type { SavedTemplateType } from './templates';
import { NAMES } from './names';

/** Where the app is running. */
export type Surface = 'admin' | 'gutenberg' | 'elementor';

/** The boot data every bundle receives. */
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
		/** WordPress's plugin installer, searching for Elementor (users who may install plugins, while Elementor is missing). */
		installElementor?: string;
	};
	/** Elementor on this site (for Elementor inserts). */
	elementor?: { active: boolean; pro: boolean };
	/** Pages are edited in the block editor here (false: the classic editor). */
	blockEditor?: boolean;
	/** Capabilities of the current WordPress user that the UI cares about. */
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
	/**
	 * The theme has a palette "Match my site" matches block-editor items to: a
	 * block theme (theme.json), or a classic theme with `editor-color-palette`.
	 */
	themePalette?: boolean;
	/** Elementor runs here with an active kit ("Match my site" applies there to Elementor items). */
	elementorKit?: boolean;
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
