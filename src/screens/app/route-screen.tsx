/**
 * Which screen renders each route. Issues add their screens here; routes
 * without one show the honest "coming soon" placeholder.
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { Route, RouteName } from '../../router';
import ComingSoon from '../coming-soon';
import ItemScreen from '../item';
import ItemsScreen from '../items';
import { routeTitle } from './titles';

/** A screen receives its route (narrowed by name). */
export type ScreenFor< N extends RouteName > = ComponentType< {
	route: Extract< Route, { name: N } >;
} >;

const SCREENS: { [ N in RouteName ]?: ScreenFor< N > } = {
	items: ItemsScreen,
	item: ItemScreen,
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
	return Screen ? (
		<Screen route={ route } />
	) : (
		<ComingSoon title={ routeTitle( route ) } />
	);
}
