/**
 * Internal dependencies
 */
import type { FontFamily, SiteImport } from '../../api/site-import';
import type { StoreError } from '../shared';
import type { RevertState, SiteImportState, WizardState } from './types';

/**
 * The wizard, or null when closed.
 *
 * @param state State.
 */
export function getWizard( state: SiteImportState ): WizardState | null {
	return state.wizard;
}

/**
 * Whether an import is running (the leave guard and the back block).
 *
 * @param state State.
 */
export function isImportRunning( state: SiteImportState ): boolean {
	return (
		state.wizard?.status === 'running' ||
		state.wizard?.status === 'starting'
	);
}

/**
 * The fonts this site has (resolved once).
 *
 * @param state State.
 */
export function getFonts( state: SiteImportState ): FontFamily[] | null {
	return state.fonts;
}

/**
 * Every import, newest first.
 *
 * @param state State.
 */
export function getImports( state: SiteImportState ): SiteImport[] | null {
	return state.imports;
}

/**
 * A failed request (`fonts`, `imports`).
 *
 * @param state State.
 * @param key   Request key.
 */
export function getError(
	state: SiteImportState,
	key: string
): StoreError | null {
	return state.errors[ key ] ?? null;
}

/**
 * The revert dialog.
 *
 * @param state State.
 */
export function getRevert( state: SiteImportState ): RevertState | null {
	return state.revert;
}
