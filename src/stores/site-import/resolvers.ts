/**
 * Resolvers fetch once and cache.
 */
/**
 * Internal dependencies
 */
import { fetchFonts, fetchImports } from '../../api/site-import';
import { recordRequest } from '../shared';
import type { SiteImportThunk } from './types';

export const getFonts =
	(): SiteImportThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		await recordRequest(
			fetchFonts,
			( answer ) =>
				dispatch( { type: 'RECEIVE_FONTS', fonts: answer.data } ),
			( error ) =>
				dispatch( { type: 'RECEIVE_ERROR', key: 'fonts', error } )
		);
	};

export const getImports =
	(): SiteImportThunk< Promise< void > > =>
	async ( { dispatch } ) => {
		await recordRequest(
			fetchImports,
			( answer ) =>
				dispatch( { type: 'RECEIVE_IMPORTS', imports: answer.data } ),
			( error ) =>
				dispatch( { type: 'RECEIVE_ERROR', key: 'imports', error } )
		);
	};
