/**
 * The app shell shared by every surface: providers, header and the screen
 * for the current route.
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	lazy,
	Suspense,
	useEffect,
	useLayoutEffect,
	useMemo,
	useRef,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getSettings, type Surface } from '../../api/settings';
import AccountMenu from '../../components/account-menu';
import AppHeader from '../../components/app-header';
import ErrorBoundary from '../../components/error-boundary';
import Toasts from '../../components/toasts';
import {
	formatTarget,
	isCloudRoute,
	parseTarget,
	routeOnPlatform,
	routePath,
	RouterProvider,
	useLinkProps,
	useLocation,
	useNavigate,
	type AppHistory,
	type Resolution,
} from '../../router';
import { store as accountStore } from '../../stores/account';
import { store as catalogStore } from '../../stores/catalog';
import { store as uiStore } from '../../stores/ui';
import { store as versionsStore } from '../../stores/versions';
import { segmentType } from '../items/types';
import type { InsertTarget } from '../../stores/importer/types';
import AccountNotices from './account-notices';
import ImportFlow from './import-flow';
import SiteImportWizard from '../site-import';
import { SurfaceContext, useSurface, type PushSource } from './context';
import { useAccount } from './hooks/use-account';
import { useAccountActions } from './hooks/use-account-actions';
import { useNavItems } from './hooks/use-nav-items';
import { usePlatform } from './hooks/use-platform';
import { useProfilePlatformSync } from './hooks/use-profile-platform-sync';
import { useResolvedRoute } from './hooks/use-resolved-route';
import { useScreenFocus } from './hooks/use-screen-focus';
import RouteScreen from './route-screen';
import './style.scss';

// Shown only while the hub does not answer: in the chunk of notices shown
// only sometimes (the free-plan notice's too; one chunk costs every editor
// load a few bytes of the runtime's list).
const HubUnreachable = lazy(
	() => import( /* webpackChunkName: "notices" */ './hub-unreachable' )
);

export interface AppProvidersProps {
	surface: Surface;
	history: AppHistory;
	onClose?: () => void;
	target?: InsertTarget;
	/** What Save & Push sends, when the editor opened it. */
	push?: PushSource;
	children: ReactNode;
}

/**
 * Router and surface for everything below.
 *
 * @param props Props.
 */
export function AppProviders( {
	surface,
	history,
	onClose,
	target,
	push,
	children,
}: AppProvidersProps ) {
	const value = useMemo(
		() => ( { surface, onClose, target, push } ),
		[ surface, onClose, target, push ]
	);
	return (
		<SurfaceContext.Provider value={ value }>
			<RouterProvider history={ history }>
				{ children }
				<Toasts />
			</RouterProvider>
		</SurfaceContext.Provider>
	);
}

function AccountArea( { isSignInScreen }: { isSignInScreen: boolean } ) {
	const { user, status } = useAccount();
	const hubDown = useSelect(
		( select ) => select( accountStore ).isHubUnreachable(),
		[]
	);
	const navigate = useNavigate();
	const actions = useAccountActions();
	if ( status === 'unknown' ) {
		// Unknown because the hub is down: the screen says so.
		return hubDown ? null : <Spinner />;
	}
	if ( ! user ) {
		return isSignInScreen ? null : <LoginButton />;
	}
	return (
		<AccountMenu
			user={ user }
			onNavigate={ ( path ) => navigate( parseTarget( path ) ) }
			onLogout={ actions.logout }
			onLink={ actions.link }
			onUnlink={ actions.unlink }
		/>
	);
}

function LoginButton() {
	const location = useLocation();
	const link = useLinkProps( {
		path: 'sign-in',
		query: { 'redirect-to': formatTarget( location ) },
	} );
	return (
		<Button __next40pxDefaultSize variant="primary" { ...link }>
			{ __( 'Login', 'stencilbox' ) }
		</Button>
	);
}

/**
 * The header, wired to the router and stores.
 *
 * @param props           Props.
 * @param props.showBrand Whether the brand shows (the popup title shows it).
 * @param props.showClose Whether the header carries the close button.
 */
export function AppHeaderContainer( {
	showBrand = true,
	showClose = true,
}: {
	showBrand?: boolean;
	showClose?: boolean;
} ) {
	const resolution = useResolvedRoute();
	const route = resolution.kind === 'render' ? resolution.route : null;
	const location = useLocation();
	const navigate = useNavigate();
	const { surface, onClose } = useSurface();
	const platform = usePlatform( route );
	const { user, isSyncing } = useAccount();
	// Updates and their count: the admin page, a signed-in account.
	const updatesCount = useSelect(
		( select ) =>
			surface === 'admin' && user
				? select( versionsStore ).getUpdatesCount()
				: null,
		[ surface, user ]
	);
	const updates = useMemo(
		() => ( user ? { count: updatesCount } : undefined ),
		[ user, updatesCount ]
	);
	const navItems = useNavItems(
		platform,
		route,
		location.query,
		surface === 'admin',
		updates
	);
	const { setPlatform } = useDispatch( uiStore );
	const { sync } = useDispatch( accountStore );
	const showSync =
		!! user &&
		!! route &&
		( isCloudRoute( route ) || location.path === '' );
	// On item details, the item's variations say where the switcher can keep it.
	const variations = useSelect(
		( select ) =>
			route?.name === 'item'
				? select( catalogStore ).getItem(
						route.platform,
						segmentType( route.type ),
						route.slug
					)?.variations
				: undefined,
		[ route ]
	);

	const switcher =
		surface === 'admin'
			? {
					value: platform,
					onChange: ( next: typeof platform ) => {
						setPlatform( next );
						const variation = variations?.find(
							( candidate ) => candidate.platform === next
						)?.slug;
						const target =
							route && routeOnPlatform( route, next, variation );
						if ( target ) {
							navigate( {
								path: routePath( target ),
								query: {},
							} );
						}
					},
				}
			: undefined;

	return (
		<AppHeader
			navItems={ navItems }
			showBrand={ showBrand }
			switcher={ switcher }
			supportUrl={ getSettings().links.support }
			onSync={ showSync ? () => sync() : undefined }
			isSyncing={ isSyncing }
			account={
				<AccountArea isSignInScreen={ route?.name === 'sign-in' } />
			}
			onClose={ showClose ? onClose : undefined }
		/>
	);
}

/**
 * Whether a screen needs the library hub: all but this site's own saved
 * templates and full-site imports.
 *
 * @param resolution What the router decided.
 */
function needsHub( resolution: Resolution ): boolean {
	return ! (
		resolution.kind === 'render' &&
		[ 'templates', 'site-imports' ].includes( resolution.route.name )
	);
}

/**
 * The screen for the current route; applies redirects.
 */
export function AppBody() {
	const resolution = useResolvedRoute();
	const navigate = useNavigate();
	const location = useLocation();
	const { failed } = useAccount();
	const hubDown = useSelect(
		( select ) => select( accountStore ).isHubUnreachable(),
		[]
	);
	useProfilePlatformSync();
	useLayoutEffect( () => {
		if ( resolution.kind === 'redirect' ) {
			navigate( resolution.to, { replace: true } );
		}
	}, [ resolution, navigate ] );
	const main = useRef< HTMLDivElement >( null );
	useScreenFocus( main, location.path );
	// The server signed the account out: go to sign-in with the failed flag
	// (kept in the account store) and a way back.
	const wasFailed = useRef( failed );
	useEffect( () => {
		if ( failed && ! wasFailed.current && location.path !== 'sign-in' ) {
			navigate(
				{
					path: 'sign-in',
					query: { 'redirect-to': formatTarget( location ) },
				},
				{ replace: true }
			);
		}
		wasFailed.current = failed;
	}, [ failed, location, navigate ] );
	return (
		// Not a <main>: the admin page has its own (#wpbody), and a main in a
		// main is no landmark a screen reader can use.
		<div className="stencilbox-app__main" ref={ main }>
			<AccountNotices />
			<ImportFlow />
			<SiteImportWizard />
			<ErrorBoundary resetKey={ location.path }>
				{ hubDown && needsHub( resolution ) && (
					<Suspense fallback={ <Spinner /> }>
						<HubUnreachable />
					</Suspense>
				) }
				{ ! ( hubDown && needsHub( resolution ) ) &&
					( resolution.kind === 'render' ? (
						<RouteScreen route={ resolution.route } />
					) : (
						<Spinner />
					) ) }
			</ErrorBoundary>
		</div>
	);
}

export interface AppProps {
	surface: Surface;
	history: AppHistory;
	onClose?: () => void;
}

/**
 * The full-page app (admin page).
 *
 * @param props Props.
 */
export default function App( props: AppProps ) {
	return (
		<AppProviders { ...props }>
			<div className="stencilbox-app">
				<ErrorBoundary>
					<AppHeaderContainer />
					<AppBody />
				</ErrorBoundary>
			</div>
		</AppProviders>
	);
}
