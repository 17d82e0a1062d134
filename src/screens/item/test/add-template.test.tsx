/**
 * An item a hub published from a saved template (issue [26] item 5): its
 * details offer "Add to saved templates" beside Insert, which opens the
 * cloud's dialog for the item; any other item offers Insert only.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/cloud-templates';
import type { ItemDetails } from '../../../api/catalog';
import { createAppHistory, RouterProvider } from '../../../router';
import { store as catalogStore } from '../../../stores/catalog';
import { store as profileStore } from '../../../stores/profile';
import { store as templatesStore } from '../../../stores/templates';
import { store as uiStore } from '../../../stores/ui';
import ItemScreen from '..';

jest.mock( '../../../api/cloud-templates', () => ( {
	...jest.requireActual( '../../../api/cloud-templates' ),
	addToSavedTemplates: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;
// The featured items below the details: none.
jest.mock( '../../../api/catalog', () => ( {
	...jest.requireActual( '../../../api/catalog' ),
	fetchFeaturedItems: () => Promise.resolve( [] ),
} ) );

// What the screen reads of the account and the store: a signed-in Pro account, this item.
let shown: Partial< ItemDetails > = {};
jest.mock( '../hooks/use-item', () => ( {
	useItem: () => ( {
		item: shown,
		error: undefined,
		isLoading: false,
		retry: jest.fn(),
	} ),
} ) );
jest.mock( '../../app/hooks/use-account', () => ( {
	useIsSignedIn: () => true,
	useAccount: () => ( { user: { id: 1 } } ),
	useAccountPlan: () => 'pro',
} ) );
jest.mock( '../../items/hooks/use-purchases', () => ( {
	useIsPurchased: () => false,
} ) );
jest.mock( '../../items/hooks/use-sign-in-redirect', () => ( {
	useSignInRedirect: () => jest.fn(),
} ) );
jest.mock( '../../app/hooks/use-start-import', () => ( {
	useStartImport: () => jest.fn(),
} ) );
jest.mock( '../../site-import/hooks/use-start-site-import', () => ( {
	useStartSiteImport: () => jest.fn(),
} ) );
jest.mock( '../../app/hooks/use-upgrade-url', () => ( {
	useUpgradeUrl: () => '',
} ) );

const header = {
	id: 77,
	name: 'Harbor header',
	slug: 'harbor-header',
	type: 'block',
	platform: 'gutenberg',
	plan: 'free',
	price: 0,
	screenshots: [],
	tags: [],
	categories: [],
	dependencies: [],
	items: [],
	variations: [],
	description: '',
	purchase_url: '',
	live_url: '',
	banner: '',
	thumbnail: '',
	pack: null,
	design: null,
	template: { type: 'header', conditions: 2 },
} as unknown as ItemDetails;

function renderScreen( item: Partial< ItemDetails > ) {
	shown = item;
	const registry = createRegistry();
	[ catalogStore, profileStore, uiStore, templatesStore ].forEach(
		( store ) => registry.register( store )
	);
	const history = createAppHistory( 'memory', {
		initial: { path: 'gutenberg/blocks/harbor-header', query: {} },
	} );
	render(
		<RegistryProvider value={ registry }>
			<RouterProvider history={ history }>
				<ItemScreen
					route={
						{
							name: 'item',
							platform: 'gutenberg',
							type: 'blocks',
							slug: 'harbor-header',
						} as never
					}
				/>
			</RouterProvider>
		</RegistryProvider>
	);
}

describe( 'An item published from a saved template', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'offers Add to saved templates, which adds the item through the cloud’s dialog', async () => {
		mocked.addToSavedTemplates.mockResolvedValue( {
			status: 'success',
			message: '“Harbor header” was added to your saved templates.',
			id: 41,
			created: true,
			updated: false,
			dropped: [],
			type: 'header',
			platform: 'gutenberg',
			edit_url:
				'http://example.org/wp-admin/post.php?post=41&action=edit',
		} );
		renderScreen( header );
		const user = userEvent.setup();
		expect( screen.getByRole( 'button', { name: 'Insert' } ) ).toBeTruthy();
		await user.click(
			screen.getByRole( 'button', { name: 'Add to saved templates' } )
		);
		const dialog = within( await screen.findByRole( 'dialog' ) );
		expect(
			dialog.getByText(
				/becomes a saved template of this site \(type: Header\)/
			)
		).toBeTruthy();
		await user.click(
			dialog.getByRole( 'button', { name: 'Add to saved templates' } )
		);
		expect( mocked.addToSavedTemplates ).toHaveBeenCalledWith( 77, 'item' );
		expect(
			await dialog.findByText(
				'“Harbor header” was added to your saved templates.'
			)
		).toBeTruthy();
	} );

	it( 'is the only item that offers it', () => {
		renderScreen( { ...header, template: null } );
		expect( screen.getByRole( 'button', { name: 'Insert' } ) ).toBeTruthy();
		expect(
			screen.queryByRole( 'button', { name: 'Add to saved templates' } )
		).toBeNull();
	} );
} );
