/**
 * The shape of a platform's client adapter (`./<name>/`): what differs
 * between platforms on the client, beside the traits PHP generates
 * (`../generated/lists.ts`). `../platform.ts` holds the registry.
 */

/** The header's navigation entries (`src/screens/app/hooks/use-nav-items.ts`). */
export type NavKey =
	| 'packs'
	| 'pages'
	| 'blocks'
	| 'templates'
	| 'clouds'
	| 'updates'
	| 'imports';

/** What this site has of a platform's editor, read from the boot data. */
export interface PlatformSite {
	/** Its editor can be used here (a plugin's: active). */
	active: boolean;
	/** Its paid version runs here (`proTypes` need it). */
	pro: boolean;
	/** Where to install its editor, for a user who may (its plugin missing). */
	install?: string;
}

/** The words of a platform's editor missing here (a plugin platform's). */
export interface MissingWords {
	title: () => string;
	message: () => string;
	/** Its paid version missing, for a template type of `proTypes`. */
	proTitle: () => string;
	proMessage: () => string;
}

/**
 * A platform's client adapter: loaded with the library, whose first chunk
 * is at its budget — words go in `PlatformWords` unless the first screen
 * shows them.
 */
export interface PlatformEntry {
	/** Its name, translated (a literal per platform for the translation tools). */
	name: () => string;
	/** The header's navigation, in order, on its lists (spec part 1, header). */
	nav: readonly NavKey[];
	/**
	 * What the site has of it, from the boot data (`src/api/settings.ts`,
	 * PHP's `Support\Assets::settings()`; the adapter reads its own keys).
	 */
	site: ( boot: object ) => PlatformSite;
}

/**
 * What only lazily loaded screens ask of a platform, its words mostly
 * (`./<name>/words.ts`, through `../platform-words.ts`): never in the
 * library's first chunk.
 */
export interface PlatformWords {
	/**
	 * The importer's words when its editor (a plugin's) or its paid version
	 * is missing (loaded when an insert fails for it).
	 */
	missing?: MissingWords;
	/** What publishing one of its posts makes of it, above the publish form (the hub's screen). */
	publishNote?: () => string;
	/**
	 * "Match my site" has a design here to adapt its items to (a theme
	 * palette, an Elementor kit), from the boot data (`LookChoice`'s keys).
	 */
	siteDesign?: ( boot: object ) => boolean;
	/** The import dialog's link to install its missing editor. */
	install?: () => string;
	/** The import dialog's button taking this platform's version of an item instead. */
	useVersion?: () => string;
	/** Why that button is there. */
	versionNote?: () => string;
	/** The new-template modal, when its editor is missing here. */
	templatesNeedEditor?: () => string;
	/** An item's details, for a template type that needs its paid version. */
	proNote?: () => string;
	/**
	 * A cloud file's download in the platform's own export format (the
	 * format named after the platform; the server checks it), beside ours.
	 */
	download?: { label: () => string; info: () => string };
}
