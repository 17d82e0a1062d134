/**
 * Which screen renders each route. Issues add their screens here; routes
 * without one show the honest "coming soon" placeholder (inside the cloud
 * layout for cloud routes).
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { isCloudRoute, type Route, type RouteName } from '../../router';
import CloudLayout from '../cloud-layout';
import ComingSoon from '../coming-soon';
import ProfileScreen from '../profile';
import DownloadsScreen from '../profile-lists/downloads';
import FavouritesScreen from '../profile-lists/favourites';
import PurchasedItemsScreen from '../profile-lists/purchased-items';
import SignInScreen from '../sign-in';
import ItemScreen from '../item';
import ItemsScreen from '../items';
import TemplatesScreen from '../templates';
import ImportsScreen from '../site-import/imports-screen';
import { routeTitle } from './titles';

/** A screen receives its route (narrowed by name). */
export type ScreenFor< N extends RouteName > = ComponentType< {
	route: Extract< Route, { name: N } >;
} >;

const SCREENS: { [ N in RouteName ]?: ScreenFor< N > } = {
	'sign-in': SignInScreen,
	profile: ProfileScreen,
	items: ItemsScreen,
	item: ItemScreen,
	favourites: FavouritesScreen,
	downloads: DownloadsScreen,
	'purchased-items': PurchasedItemsScreen,
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
	const Screen = SCREENS[ route.name ] as
		ComponentType< { route: Route } > | undefined;
	if ( Screen ) {
		return <Screen route={ route } />;
	}
	const title = routeTitle( route );
	return isCloudRoute( route ) ? (
		<CloudLayout route={ route } title={ title }>
			<ComingSoon title={ title } />
		</CloudLayout>
	) : (
		<ComingSoon title={ title } />
	);
}
