/**
 * The cloud layout (spec part 2 §2): the sidebar menu beside cloud screens,
 * profile lists and the profile.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import NavLink from '../../components/nav-link';
import type { Route, RouteName } from '../../router';
import './style.scss';

const MENU: Array< { path: string; names: RouteName[]; label: () => string } > =
	[
		{
			path: 'clouds',
			names: [ 'clouds' ],
			label: () => __( 'My Cloud', 'stencilbox' ),
		},
		{
			path: 'clouds/workspace',
			names: [ 'workspaces', 'workspace' ],
			label: () => __( 'My WorkSpace', 'stencilbox' ),
		},
		{
			path: 'clouds/shared-workspace',
			names: [ 'shared-workspaces', 'shared-workspace' ],
			label: () => __( 'Shared with Me', 'stencilbox' ),
		},
		{
			path: 'favourites',
			names: [ 'favourites' ],
			label: () => __( 'My Favourites', 'stencilbox' ),
		},
		{
			path: 'downloads',
			names: [ 'downloads' ],
			label: () => __( 'My Downloads', 'stencilbox' ),
		},
		{
			path: 'purchased-items',
			names: [ 'purchased-items' ],
			label: () => __( 'Purchased Items', 'stencilbox' ),
		},
	];

/**
 * Sidebar + content.
 *
 * @param props          Props.
 * @param props.route    Current route.
 * @param props.title    Screen title.
 * @param props.children Screen.
 */
export default function CloudLayout( {
	route,
	title,
	children,
}: {
	route: Route;
	title: string;
	children: ReactNode;
} ) {
	return (
		<div className="stencilbox-cloud-layout">
			<nav
				className="stencilbox-cloud-layout__menu"
				aria-label={ __( 'My Cloud', 'stencilbox' ) }
			>
				{ MENU.map( ( item ) => (
					<NavLink
						key={ item.path }
						to={ item.path }
						isCurrent={ item.names.includes( route.name ) }
						className="stencilbox-cloud-layout__menu-item"
					>
						{ item.label() }
					</NavLink>
				) ) }
			</nav>
			<section className="stencilbox-cloud-layout__content">
				<h1 className="stencilbox-cloud-layout__title">{ title }</h1>
				{ children }
			</section>
		</div>
	);
}
