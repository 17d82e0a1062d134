/**
 * Which screen renders each route: every route has one (the map is total,
 * so a new route does not type-check until its screen is added).
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { Route, RouteName } from '../../router';
import CloudsScreen from '../clouds';
import ProfileScreen from '../profile';
import DownloadsScreen from '../profile-lists/downloads';
import FavouritesScreen from '../profile-lists/favourites';
import PurchasedItemsScreen from '../profile-lists/purchased-items';
import SaveTemplateScreen from '../save-template';
import SignInScreen from '../sign-in';
import WorkspaceScreen from '../workspace';
import WorkspacesScreen from '../workspaces';
import ItemScreen from '../item';
import ItemsScreen from '../items';
import TemplatesScreen from '../templates';
import ImportsScreen from '../site-import/imports-screen';

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
};

/**
 * The screen for a route.
 *
 * @param props       Props.
 * @param props.route Route.
 */
export default function RouteScreen( { route }: { route: Route } ) {
	const Screen = SCREENS[ route.name ] as ComponentType< { route: Route } >;
	return <Screen route={ route } />;
}
