/**
 * What the user changed in the wizard's customizer (title, tagline, logo,
 * its width, colours, typography) is kept per pack when the wizard closes
 * before the import: opening it again on that pack starts from there. Kept
 * in localStorage (per browser and site), dropped once the pack is
 * imported.
 */
/**
 * Internal dependencies
 */
import type { ImportForm } from '../../api/site-import';

/** The localStorage key. */
export const DRAFTS_STORAGE_KEY = 'stencilbox-fsi-drafts';

/** The customizer's fields. */
const FIELDS = [
	'title',
	'slogan',
	'logo',
	'logo_size',
	'color',
	'typography',
] as const;

export type Draft = Partial< Pick< ImportForm, ( typeof FIELDS )[ number ] > >;

/**
 * Every saved draft, by pack id.
 */
function readAll(): Record< string, Draft > {
	try {
		const raw = JSON.parse(
			window.localStorage.getItem( DRAFTS_STORAGE_KEY ) ?? '{}'
		);
		return raw && typeof raw === 'object' ? raw : {};
	} catch {
		return {};
	}
}

/**
 * Writes every draft.
 *
 * @param drafts Drafts by pack id.
 */
function writeAll( drafts: Record< string, Draft > ): void {
	try {
		window.localStorage.setItem(
			DRAFTS_STORAGE_KEY,
			JSON.stringify( drafts )
		);
	} catch {
		// Storage full or blocked: the edits last for this page only.
	}
}

/**
 * The draft of a pack ({} when none).
 *
 * @param packId Pack id.
 */
export function loadDraft( packId: number ): Draft {
	const draft = readAll()[ String( packId ) ];
	if ( ! draft || typeof draft !== 'object' ) {
		return {};
	}
	// Only the customizer's fields, with the shapes the form holds.
	const clean: Draft = {};
	if ( typeof draft.title === 'string' ) {
		clean.title = draft.title;
	}
	if ( typeof draft.slogan === 'string' ) {
		clean.slogan = draft.slogan;
	}
	if (
		draft.logo === null ||
		( typeof draft.logo?.id === 'number' &&
			typeof draft.logo?.url === 'string' )
	) {
		clean.logo = draft.logo;
	}
	if ( typeof draft.logo_size === 'number' ) {
		clean.logo_size = draft.logo_size;
	}
	if ( draft.color && typeof draft.color === 'object' ) {
		clean.color = draft.color;
	}
	if ( draft.typography && typeof draft.typography === 'object' ) {
		clean.typography = draft.typography;
	}
	return clean;
}

/**
 * Keeps the customizer's fields of a form for its pack.
 *
 * @param form The wizard's form.
 */
export function saveDraft( form: ImportForm ): void {
	const draft: Draft = {};
	for ( const field of FIELDS ) {
		( draft as Record< string, unknown > )[ field ] = form[ field ];
	}
	writeAll( { ...readAll(), [ String( form.id ) ]: draft } );
}

/**
 * Forgets a pack's draft (it was imported).
 *
 * @param packId Pack id.
 */
export function dropDraft( packId: number ): void {
	const { [ String( packId ) ]: _gone, ...others } = readAll();
	writeAll( others );
}
