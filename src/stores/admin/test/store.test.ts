/**
 * Internal dependencies
 */
import * as admin from '../../../api/admin';
import { RequestError } from '../../../api/client';
import * as hub from '../../../api/hub';
import type { HubAccountsPage } from '../../../api/admin';
import type { PagedItems } from '../../../api/catalog';
import type { SiteSettings } from '../../../api/types';
import { settle, storeRegistry } from '../../test/harness';
import {
	store,
	type ResourceActions,
	type ResourceAnswer,
	type ResourceArgs,
	type ResourceName,
} from '..';

jest.mock( '../../../api/admin' );
jest.mock( '../../../api/hub' );
const mockedAdmin = admin as jest.Mocked< typeof admin >;
const mockedHub = hub as jest.Mocked< typeof hub >;

const accounts = ( emails: string[] ) =>
	( {
		data: emails.map( ( email, i ) => ( { id: i + 1, email } ) ),
		total_page: 1,
	} ) as unknown as HubAccountsPage;

const query = { search: '', page: 1, per_page: 20 };

function setup() {
	const { registry } = storeRegistry( store );
	// The selectors typed per read (the registry widens generic ones).
	const get = < N extends ResourceName >(
		name: N,
		args: ResourceArgs< N >
	) =>
		registry.select( store ).getResource( name, args ) as
			ResourceAnswer< N > | undefined;
	return {
		select: () => ( {
			getResource: get,
			getResourceError: registry.select( store ).getResourceError,
		} ),
		dispatch: registry.dispatch( store ) as unknown as ResourceActions,
	};
}

describe( 'admin store', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'asks a read once per name and arguments, and keeps each answer apart', async () => {
		mockedAdmin.fetchHubAccounts.mockImplementation( async ( params ) =>
			accounts( [ `${ params.search || 'all' }@example.com` ] )
		);
		const { select } = setup();
		expect( select().getResource( 'hubAccounts', [ query ] ) ).toBe(
			undefined
		);
		select().getResource( 'hubAccounts', [ { ...query, search: 'ann' } ] );
		await settle();
		select().getResource( 'hubAccounts', [ query ] );
		expect( mockedAdmin.fetchHubAccounts ).toHaveBeenCalledTimes( 2 );
		expect(
			select().getResource( 'hubAccounts', [ query ] )?.data[ 0 ].email
		).toBe( 'all@example.com' );
		expect(
			select().getResource( 'hubAccounts', [
				{ ...query, search: 'ann' },
			] )?.data[ 0 ].email
		).toBe( 'ann@example.com' );
	} );

	it( 'keeps a failure (code, message, status) until asked again, then the answer', async () => {
		mockedHub.fetchHubSummary
			.mockRejectedValueOnce(
				new RequestError( {
					code: 'hub_unreachable',
					message: 'The hub is <b>down</b>.',
					data: { status: 502 },
				} )
			)
			.mockResolvedValueOnce( {
				checkout_url: 'https://shop.example',
			} as unknown as hub.HubSummary );
		const { select, dispatch } = setup();
		select().getResource( 'hubSummary', [] );
		await settle();
		expect( select().getResourceError( 'hubSummary', [] ) ).toEqual( {
			code: 'hub_unreachable',
			message: 'The hub is <b>down</b>.',
			status: 502,
		} );
		dispatch.refreshResource( 'hubSummary', [] );
		// Asked again: the error goes at once (the screen waits again).
		expect( select().getResourceError( 'hubSummary', [] ) ).toBeNull();
		select().getResource( 'hubSummary', [] );
		await settle();
		expect( select().getResource( 'hubSummary', [] ) ).toEqual( {
			checkout_url: 'https://shop.example',
		} );
		expect( mockedHub.fetchHubSummary ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'a refresh keeps the answer on screen until the new one comes; with forget it goes', async () => {
		mockedAdmin.fetchSiteSettings
			.mockResolvedValueOnce( { hub_url: '' } as SiteSettings )
			.mockResolvedValueOnce( {
				hub_url: 'https://hub.example',
			} as SiteSettings );
		const { select, dispatch } = setup();
		select().getResource( 'siteSettings', [] );
		await settle();
		dispatch.refreshResource( 'siteSettings', [] );
		expect( select().getResource( 'siteSettings', [] ) ).toEqual( {
			hub_url: '',
		} );
		select().getResource( 'siteSettings', [] );
		await settle();
		expect( select().getResource( 'siteSettings', [] ) ).toEqual( {
			hub_url: 'https://hub.example',
		} );
		dispatch.refreshResource( 'siteSettings', [], true );
		expect( select().getResource( 'siteSettings', [] ) ).toBe( undefined );
	} );

	it( 'refreshes every read of a name (all pages of a list), and only those', async () => {
		mockedHub.fetchHubItems.mockResolvedValue( {
			data: [],
			total_page: 1,
		} as unknown as PagedItems );
		mockedHub.fetchCloudSettings.mockResolvedValue(
			{} as hub.CloudSettings
		);
		const { select, dispatch } = setup();
		const page = ( n: number ) =>
			[ { platform: 'gutenberg', type: 'all', page: n } ] as [
				Parameters< typeof hub.fetchHubItems >[ 0 ],
			];
		select().getResource( 'hubItems', page( 1 ) );
		select().getResource( 'hubItems', page( 2 ) );
		select().getResource( 'cloudSettings', [] );
		await settle();
		dispatch.refreshResources( 'hubItems', true );
		expect( select().getResource( 'hubItems', page( 1 ) ) ).toBe(
			undefined
		);
		expect( select().getResource( 'hubItems', page( 2 ) ) ).toBe(
			undefined
		);
		expect( select().getResource( 'cloudSettings', [] ) ).toEqual( {} );
		select().getResource( 'hubItems', page( 1 ) );
		select().getResource( 'cloudSettings', [] );
		await settle();
		// Both pages were read again (each once), the other read not.
		expect( mockedHub.fetchHubItems ).toHaveBeenCalledTimes( 4 );
		expect( mockedHub.fetchCloudSettings ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stores what a write answered, and changes an answer in place', async () => {
		mockedAdmin.fetchHubAccounts.mockResolvedValue(
			accounts( [ 'a@example.com', 'b@example.com' ] )
		);
		const { select, dispatch } = setup();
		select().getResource( 'hubAccounts', [ query ] );
		await settle();
		dispatch.updateResource( 'hubAccounts', [ query ], ( page ) => ( {
			...page,
			data: page.data.filter( ( a ) => a.id !== 1 ),
		} ) );
		expect(
			select()
				.getResource( 'hubAccounts', [ query ] )
				?.data.map( ( a ) => a.email )
		).toEqual( [ 'b@example.com' ] );
		dispatch.receiveResource( 'hubAccounts', [ query ], accounts( [] ) );
		expect(
			select().getResource( 'hubAccounts', [ query ] )?.data
		).toEqual( [] );
		expect( mockedAdmin.fetchHubAccounts ).toHaveBeenCalledTimes( 1 );
	} );
} );
