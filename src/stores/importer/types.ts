/**
 * Internal dependencies
 */
import type { Dependency } from '../../api/catalog';
import type {
	ImportResult,
	InsertResult,
	InsertSource,
} from '../../api/importer';
import type { Platform } from '../../utils/platform';
import type { StoreOf, Thunk, ThunkArgs } from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';

/** What is being brought in. */
export interface ImportItem {
	id: number;
	slug: string;
	name: string;
	type: 'page' | 'block' | 'pack';
	platform: Platform;
	/** Template type slug (header/footer need Elementor Pro on Elementor). */
	templateType: string | null;
	dependencies: Dependency[];
	/**
	 * The hub recorded the item's design as roles (item details know it):
	 * "Match my site" can apply (issue [25]).
	 */
	hasDesign?: boolean;
	/** The same design on the other platform (item details know them). */
	variations?: Array< { platform: Platform; slug: string } >;
	/**
	 * A library item (default) or a file of the account's cloud: a cloud
	 * file has no plugins to check and no access to ask first (the hub
	 * checks the file when it is inserted).
	 */
	source?: InsertSource;
}

/**
 * `insert` puts the content into the open editor; `page` creates a new draft
 * page (the admin page, where there is no editor); `import` keeps a copy in
 * the site's own library.
 */
export type ImportMode = 'insert' | 'page' | 'import';

/** A page layout (page template): its name in the editor, and its label. */
export interface PageLayout {
	value: string;
	label: string;
}

/**
 * The question an insert asks when the item was made for another layout
 * than the page has: keep the page's (the default), or take the item's.
 */
export interface LayoutChoice {
	/** The page's layout now. */
	current: PageLayout;
	/** The layout the item was made for. */
	proposed: PageLayout;
}

/** How `insert` puts the content in. */
export interface InsertOptions {
	/** The page template to give the page (none: the page keeps its own). */
	template?: string;
}

/** Where inserted content goes (given by the editor surface). */
export interface InsertTarget {
	/** The editor it goes into. */
	kind: Platform;
	/** The post being edited. */
	postId: number;
	/** Where Insert was pressed, for the server's record. */
	origin: string;
	/**
	 * Puts the content into the editor as one undoable step (may take a
	 * moment: Elementor reloads its preview for a page template). A target
	 * that offers `layoutChoice` changes the page template only to the
	 * `template` it is handed.
	 */
	insert: (
		result: InsertResult,
		options?: InsertOptions
	) => void | Promise< void >;
	/**
	 * What to ask before inserting: null when the page's layout would not
	 * change (the item wants none, the page has it, or the page cannot
	 * take it). Without it the target applies the item's template itself.
	 */
	layoutChoice?: ( result: InsertResult ) => LayoutChoice | null;
}

export type DependencyStatus =
	'missing' | 'installing' | 'installed' | 'failed' | 'manual';

export interface DependencyState {
	dependency: Dependency;
	status: DependencyStatus;
	error?: string;
}

/** An error the flow shows (the server's code, our title, its message). */
export interface ImportError {
	code: string;
	title: string;
	message: string;
	data?: Record< string, unknown >;
}

export type ImportStep =
	| 'checking'
	| 'dependencies'
	| 'installing'
	| 'title'
	| 'layout'
	| 'importing'
	| 'success'
	| 'error';

export interface ImportJob {
	/** Increases with every job: a late answer of an old job is ignored. */
	ticket: number;
	item: ImportItem;
	mode: ImportMode;
	step: ImportStep;
	dependencies: DependencyState[];
	error: ImportError | null;
	result: ImportResult | InsertResult | null;
	/** The title given to a new page (page mode), once given. */
	pageTitle?: string;
	/** The layout question (step `layout`; `result` holds what to insert). */
	layout?: LayoutChoice;
}

export interface ImporterState {
	job: ImportJob | null;
}

export type ImporterAction =
	| { type: 'START'; ticket: number; item: ImportItem; mode: ImportMode }
	| { type: 'SET_STEP'; ticket: number; step: ImportStep }
	| {
			type: 'SET_DEPENDENCIES';
			ticket: number;
			dependencies: DependencyState[];
	  }
	| {
			type: 'SET_DEPENDENCY';
			ticket: number;
			slug: string;
			status: DependencyStatus;
			error?: string;
	  }
	| {
			type: 'ASK_LAYOUT';
			ticket: number;
			result: InsertResult;
			layout: LayoutChoice;
	  }
	| { type: 'FAIL'; ticket: number; error: ImportError }
	| {
			type: 'SUCCEED';
			ticket: number;
			result: ImportResult | InsertResult;
			/** The new page's title (page mode). */
			pageTitle?: string;
	  }
	| { type: 'CLOSE' };

/** The type of the store descriptor (`store` in `index.ts`). */
export type ImporterStore = StoreOf<
	ImporterState,
	typeof actions,
	typeof selectors
>;

/** What a thunk of this store receives (the flow's steps pass it on). */
export type ImporterThunkArgs = ThunkArgs< ImporterStore, ImporterAction >;

/** A thunk of this store (`R`: what it returns). */
export type ImporterThunk< R = void > = Thunk<
	ImporterStore,
	ImporterAction,
	R
>;
