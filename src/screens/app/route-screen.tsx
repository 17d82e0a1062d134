/**
 * Which screen renders each route: every route has one (the map is total,
 * so a new route does not type-check until its screen is added).
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { lazy, Suspense } from '@wordpress/element';
import { Spinner } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { Route, RouteName } from '../../router';
import ItemsScreen from '../items';

// The library opens on the catalogue: that screen comes with it; every
// other screen is its own chunk, loaded the first time it is visited (an
// item's details when a card is opened, sign-in when it is needed), so
// opening the library stays light.
const ItemScreen = lazy(
	() => import( /* webpackChunkName: "screen-item" */ '../item' )
);
const SignInScreen = lazy(
	() => import( /* webpackChunkName: "screen-sign-in" */ '../sign-in' )
);
const ProfileScreen = lazy(
	() => import( /* webpackChunkName: "screen-profile" */ '../profile' )
);
const DownloadsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "screen-profile-lists" */ '../profile-lists/downloads'
		)
);
const FavouritesScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "screen-profile-lists" */ '../profile-lists/favourites'
		)
);
const PurchasedItemsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "screen-profile-lists" */ '../profile-lists/purchased-items'
		)
);
const CloudsScreen = lazy(
	() => import( /* webpackChunkName: "screen-cloud" */ '../clouds' )
);
const SaveTemplateScreen = lazy(
	() => import( /* webpackChunkName: "screen-cloud" */ '../save-template' )
);
const WorkspacesScreen = lazy(
	() => import( /* webpackChunkName: "screen-workspaces" */ '../workspaces' )
);
const WorkspaceScreen = lazy(
	() => import( /* webpackChunkName: "screen-workspaces" */ '../workspace' )
);
const TemplatesScreen = lazy(
	() => import( /* webpackChunkName: "screen-templates" */ '../templates' )
);
const ImportsScreen = lazy(
	() =>
		import(
			/* webpackChunkName: "screen-site-imports" */ '../site-import/imports-screen'
		)
);

const UpdatesScreen = lazy(
	() => import( /* webpackChunkName: "screen-updates" */ '../updates' )
);

/** A screen receives its route (narrowed by name). */
export type ScreenFor< N extends RouteName > = ComponentType< {
	route: Extract< Route, { name: N } >;
} >;

const SCREENS: { [ N in RouteName ]: ScreenFor< N > } = {
	'sign-in': SignInScreen,
	profile: ProfileScreen,
	items: ItemsScreen,
	item: ItemScreen,
	favourites: FavouritesScreen,
	downloads: DownloadsScreen,
	'purchased-items': PurchasedItemsScreen,
	clouds: CloudsScreen,
	workspaces: WorkspacesScreen,
	'shared-workspaces': WorkspacesScreen,
	workspace: WorkspaceScreen,
	'shared-workspace': WorkspaceScreen,
	'save-template': SaveTemplateScreen,
	templates: TemplatesScreen,
	'site-imports': ImportsScreen,
	updates: UpdatesScreen,
};

/**
 * The screen for a route.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function RouteScreen( { route }: { route: Route } ) {
	const Screen = SCREENS[ route.name ] as ComponentType< { route: Route } >;
	return (
		<Suspense fallback={ <Spinner /> }>
			<Screen route={ route } />
		</Suspense>
	);
}
