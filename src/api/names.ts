/**
 * Names shared with PHP (`php/Support/Names.php`; tests/php/Support/NamesTest.php
 * compares the two). Its own module, re-exported by `./endpoints`: what every
 * block-editor load runs (the editor entry, the library block) needs these,
 * never the route tables.
 */

/**
 * Names shared with PHP. Keep each value a plain string literal: the PHP
 * test reads this object literally.
 */
export const NAMES = {
	slug: 'stencilbox',
	textDomain: 'stencilbox',
	restNamespace: 'stencilbox/v1',
	hubNamespace: 'stencilbox-hub/v1',
	capRead: 'stencilbox_read',
	capFsi: 'stencilbox_fsi',
	cssPrefix: 'stencilbox-',
	tablePrefix: 'stencilbox_',
	storePrefix: 'stencilbox/',
	blockLibrary: 'stencilbox/library',
	adminPage: 'stencilbox',
	rootElement: 'stencilbox-root',
	hubRootElement: 'stencilbox-hub-root',
	settingsRootElement: 'stencilbox-settings-root',
	settingsGlobal: 'stencilboxSettings',
	openLibraryAction: 'stencilbox.openLibrary',
} as const;
