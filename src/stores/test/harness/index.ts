/**
 * What the stores' Jest tests share: a fresh registry with the stores a
 * test needs (the notices and ui stores for toasts), the toasts shown, and
 * a wait that lets resolvers run. Not a test itself (Jest runs only files
 * directly in `test/`).
 */
/**
 * WordPress dependencies
 */
import {
	createRegistry,
	type DataRegistry,
	type StoreDescriptor,
} from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { store as uiStore } from '../../ui';
import { TOAST_CONTEXT } from '../../ui/constants';

/** Lets resolvers (started on a timeout) and their promises run. */
export const settle = async () => {
	for ( let i = 0; i < 6; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

/** The console tags and recorded codes logged so far (spec part 1 §8). */
export const consoleTags = (): unknown[] =>
	// eslint-disable-next-line no-console -- reads the jest-console spy.
	( console.error as unknown as jest.Mock ).mock.calls.map(
		( call ) => call[ 0 ]
	);

/**
 * A registry with the notices and ui stores (the toasts) and the stores
 * given, in order (a store another imports comes first).
 *
 * @param stores The stores under test.
 */
export function storeRegistry( ...stores: StoreDescriptor[] ): {
	registry: DataRegistry;
	toasts: () => string[];
	toastNotices: () => Array< { content: string; status: string } >;
} {
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( uiStore );
	for ( const store of stores ) {
		registry.register( store );
	}
	const toastNotices = () =>
		registry
			.select( noticesStore )
			.getNotices( TOAST_CONTEXT )
			.map( ( notice ) => ( {
				content: notice.content as string,
				status: notice.status as string,
			} ) );
	const toasts = () => toastNotices().map( ( notice ) => notice.content );
	return { registry, toasts, toastNotices };
}

/**
 * The calls of an API module automocked with `jest.mock( path )`, each a
 * `jest.Mock` typed loosely: a test answers with the part of an answer the
 * store reads.
 *
 * @param api The module (`import * as api from …`).
 */
export const mockedCalls = < A extends object >( api: A ) =>
	api as unknown as { [ K in keyof A ]: jest.Mock };
