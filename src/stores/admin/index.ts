/**
 * The `stencilbox/admin` store: what the admin screens read from the hub
 * and the site (the Library hub, Settings, the hub's accounts), one read
 * per name in `fetchers.ts`, through `useResource`.
 */
export { store } from './store';
export {
	useResource,
	useResourceActions,
	type Resource,
	type ResourceActions,
} from './use-resource';
export type * from './types';
