/**
 * Internal dependencies
 */
import type {
	FontFamily,
	ImportForm,
	ImportResults,
	LogEvent,
	PackImportInfo,
	PlannedStep,
	ProgressStep,
	SiteImport,
} from '../../api/site-import';
import type { Platform } from '../../utils/platform';
import type { StoreError, StoreOf, Thunk, ThunkArgs } from '../shared';
import type * as actions from './actions';
import type * as selectors from './selectors';

/** The pack the wizard imports. */
export interface WizardPack {
	id: number;
	name: string;
	platform: Platform;
	/** Where "Purchase This Item" leads (a pack the account does not own). */
	purchaseUrl?: string;
}

/** A failure the wizard shows, with the spec's titles. */
export interface WizardError {
	title: string;
	/** May hold HTML (a server message). */
	message: string;
	/** Shows a retry button. */
	retry: boolean;
}

/** Where the wizard is (spec part 2 §4). */
export interface WizardState {
	/** Grows with every opening: late answers of an earlier one are ignored. */
	ticket: number;
	pack: WizardPack;
	info: PackImportInfo[ 'data' ] | null;
	infoError: StoreError | null;
	/** 1 customize, 2 dependencies then progress, 3 results. */
	step: 1 | 2 | 3;
	/** Step 1's sub-steps: 0 title, tagline and logo; 1 colours and typography. */
	subStep: 0 | 1;
	form: ImportForm;
	/** The theme box (a theme that is not active joins the form only while ticked). */
	themeChecked: boolean;
	sessionId: string | null;
	/**
	 * The steps the import takes with their titles, as the server planned
	 * them (`/start`'s answer, or the running import's): the progress list
	 * renders this, never a list of its own.
	 */
	plan: PlannedStep[];
	/** Progress steps, in the order they arrived. */
	progress: ProgressStep[];
	/** Log events read so far (the polling transport's `lastLogIndex`). */
	logIndex: number;
	status: 'idle' | 'starting' | 'running' | 'complete' | 'error';
	error: WizardError | null;
	results: ImportResults | null;
	/**
	 * The transport ('lightspeed' polls): the site's, or polling once a
	 * stream brought nothing in its first seconds (a buffering proxy); and
	 * the failed connections.
	 */
	transport: 'stream' | 'lightspeed';
	retries: number;
}

/** The revert dialog. */
export interface RevertState {
	sessionId: string;
	status: 'confirm' | 'processing' | 'success' | 'error';
	message?: string;
	siteUrl?: string;
	/** The site's name after the revert, as the admin bar shows it. */
	siteName?: string;
	/** What stayed installed after a revert, and why: one sentence each. */
	kept?: string[];
}

export interface SiteImportState {
	wizard: WizardState | null;
	fonts: FontFamily[] | null;
	imports: SiteImport[] | null;
	/** Failed requests by key (`fonts`, `imports`). */
	errors: Record< string, StoreError >;
	revert: RevertState | null;
}

export type SiteImportAction =
	| {
			type: 'OPEN';
			ticket: number;
			pack: WizardPack;
			form: ImportForm;
			transport: 'stream' | 'lightspeed';
	  }
	| {
			type: 'RECEIVE_INFO';
			ticket: number;
			info: PackImportInfo[ 'data' ];
			form: ImportForm;
			themeChecked: boolean;
	  }
	| { type: 'INFO_FAILED'; ticket: number; error: StoreError }
	| { type: 'SET_FORM'; form: Partial< ImportForm > }
	| { type: 'SET_THEME_CHECKED'; checked: boolean }
	| { type: 'SET_STEP'; step: 1 | 2 | 3; subStep?: 0 | 1 }
	| {
			type: 'SESSION';
			ticket: number;
			sessionId: string;
			plan?: PlannedStep[];
			logIndex?: number;
			progress?: ProgressStep[];
	  }
	| {
			type: 'SET_STATUS';
			ticket: number;
			status: WizardState[ 'status' ];
			error?: WizardError | null;
	  }
	| { type: 'EVENTS'; ticket: number; events: LogEvent[]; logIndex?: number }
	| { type: 'RETRIED'; ticket: number; retries: number }
	| {
			type: 'SET_TRANSPORT';
			ticket: number;
			transport: 'stream' | 'lightspeed';
	  }
	| { type: 'CLOSE' }
	| { type: 'RECEIVE_FONTS'; fonts: FontFamily[] }
	| { type: 'RECEIVE_IMPORTS'; imports: SiteImport[] }
	| { type: 'RECEIVE_ERROR'; key: string; error: StoreError | null }
	| { type: 'SET_REVERT'; revert: RevertState | null };

/** The type of the store descriptor (`store` in `index.ts`). */
export type SiteImportStore = StoreOf<
	SiteImportState,
	typeof actions,
	typeof selectors
>;

export type SiteImportThunkArgs = ThunkArgs<
	SiteImportStore,
	SiteImportAction
>;

/** A thunk of this store (`R`: what it returns). */
export type SiteImportThunk< R = void > = Thunk<
	SiteImportStore,
	SiteImportAction,
	R
>;
