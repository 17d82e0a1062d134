/**
 * The cloud layout (spec part 2 §2): the sidebar menu and the storage bar
 * beside cloud screens, profile lists and the profile.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import NavLink from '../../components/nav-link';
import StorageBar from '../../components/storage-bar';
import type { Route, RouteName } from '../../router';
import { store as accountStore } from '../../stores/account';
import { store as cloudStore } from '../../stores/cloud';
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
 * The storage bar: the cloud's usage (asked for when shown).
 */
function CloudStorage() {
	const { usage, error, unverified } = useSelect( ( select ) => {
		const cloud = select( cloudStore );
		const user = select( accountStore ).getUser();
		return {
			usage: cloud.getUsage(),
			error: cloud.getUsageError()?.message ?? '',
			unverified: !! user && ! user.is_verified,
		};
	}, [] );
	return (
		<StorageBar usage={ usage } error={ error } unverified={ unverified } />
	);
}

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
			<aside className="stencilbox-cloud-layout__sidebar">
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
				<CloudStorage />
			</aside>
			<section className="stencilbox-cloud-layout__content">
				<h1 className="stencilbox-cloud-layout__title">{ title }</h1>
				{ children }
			</section>
		</div>
	);
}
