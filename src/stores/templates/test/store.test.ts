/// <reference types="@wordpress/jest-console" />
/**
 * WordPress dependencies
 */

/**
 * Internal dependencies
 */
import { RequestError } from '../../../api/client';
import * as api from '../../../api/templates';
import type { SavedTemplate } from '../../../api/templates';
import { mockedCalls, settle, storeRegistry } from '../../test/harness';
import { store } from '..';

// Every call of the area's API is a mock (the test gives each its answer).
jest.mock( '../../../api/templates' );
const {
	fetchSavedTemplates,
	deleteSavedTemplate,
	createTemplate,
	fetchConditions,
	saveConditions,
	autocompleteCondition,
} = mockedCalls( api );

const template = ( id: number, extra: Partial< SavedTemplate > = {} ) =>
	( {
		id,
		title: `Template ${ id }`,
		date: '2026-01-02T03:04:05Z',
		modified: '2026-01-02T03:04:05Z',
		status: 'publish',
		type: 'header',
		platform: 'gutenberg',
		author: 'admin',
		conditions: 0,
		is_pushed: false,
		is_kit: false,
		edit_url: `/wp-admin/post.php?post=${ id }&action=edit`,
		can_edit: true,
		can_delete: true,
		...extra,
	} ) as SavedTemplate;

const page = ( ids: number[], totalPage = 1 ) => ( {
	items: ids.map( ( id ) => template( id ) ),
	current_page: 1,
	total_page: totalPage,
	total: ids.length,
	has_elementor: false,
	has_elementor_pro: false,
} );

function setup() {
	const { registry, toasts } = storeRegistry( store );
	const select = () => registry.select( store );
	return { registry, select, toasts };
}

describe( 'templates store', () => {
	beforeEach( () => {
		jest.resetAllMocks();
	} );

	it( 'caches list pages per platform and page and keeps the Elementor flags', async () => {
		const { select } = setup();
		fetchSavedTemplates.mockImplementation( async ( platform, number ) =>
			page( [ number * 10 + ( platform === 'gutenberg' ? 1 : 2 ) ], 2 )
		);
		expect( select().getTemplatesPage( 'gutenberg', 1 ) ).toBeUndefined();
		await settle();
		expect(
			select()
				.getTemplatesPage( 'gutenberg', 1 )
				?.items.map( ( item ) => item.id )
		).toEqual( [ 11 ] );
		expect( select().getSite() ).toEqual( {
			elementor: { active: false, pro: false },
		} );
		select().getTemplatesPage( 'gutenberg', 1 );
		select().getTemplatesPage( 'elementor', 1 );
		select().getTemplatesPage( 'gutenberg', 2 );
		await settle();
		expect( fetchSavedTemplates.mock.calls ).toEqual( [
			[ 'gutenberg', 1 ],
			[ 'elementor', 1 ],
			[ 'gutenberg', 2 ],
		] );
		expect(
			select()
				.getTemplatesPage( 'elementor', 1 )
				?.items.map( ( item ) => item.id )
		).toEqual( [ 12 ] );
	} );

	it( 'records a failed page and asks again on retry', async () => {
		const { registry, select } = setup();
		fetchSavedTemplates.mockRejectedValueOnce(
			new RequestError( {
				code: 'retry_again',
				message: 'Later',
				data: { status: 503 },
			} )
		);
		select().getTemplatesPage( 'gutenberg', 1 );
		await settle();
		expect( select().getTemplatesError( 'gutenberg', 1 ) ).toEqual( {
			code: 'retry_again',
			message: 'Later',
			status: 503,
		} );
		fetchSavedTemplates.mockResolvedValueOnce( page( [ 1 ] ) );
		registry.dispatch( store ).retryTemplates( 'gutenberg', 1 );
		select().getTemplatesPage( 'gutenberg', 1 );
		await settle();
		expect( select().getTemplatesError( 'gutenberg', 1 ) ).toBeUndefined();
		expect(
			select().getTemplatesPage( 'gutenberg', 1 )?.items
		).toHaveLength( 1 );
		// Logged under part 2 §8's internal code.
		expect( console ).toHaveErrored();
		expect(
			// eslint-disable-next-line no-console -- reads the jest-console spy.
			( console.error as unknown as jest.Mock ).mock.calls.map(
				( call ) => call[ 0 ]
			)
		).toContain( 'Stencilbox ST501' );
	} );

	it( 'deletes: a toast for 1.5 s and the list asked again', async () => {
		jest.useFakeTimers();
		try {
			const { registry, select, toasts } = setup();
			fetchSavedTemplates.mockResolvedValue( page( [ 1, 2 ] ) );
			select().getTemplatesPage( 'gutenberg', 1 );
			await jest.runOnlyPendingTimersAsync();
			deleteSavedTemplate.mockResolvedValue( {
				status: 'success',
				message: 'Successfully Deleted',
				is_kit: false,
				id: 1,
			} );
			const outcome = await registry
				.dispatch( store )
				.deleteTemplate( 1 );
			expect( outcome ).toEqual( { status: 'deleted', isKit: false } );
			expect( deleteSavedTemplate ).toHaveBeenCalledWith( 1, false );
			expect( toasts() ).toEqual( [ 'Successfully Deleted' ] );
			expect(
				select().getTemplatesPage( 'gutenberg', 1 )
			).toBeUndefined();
			jest.advanceTimersByTime( 1499 );
			expect( toasts() ).toHaveLength( 1 );
			jest.advanceTimersByTime( 1 );
			expect( toasts() ).toHaveLength( 0 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'answers a kit with the warning; force deletes it; invalid_permission keeps the server message', async () => {
		const { registry, toasts } = setup();
		deleteSavedTemplate.mockRejectedValueOnce(
			new RequestError( {
				code: 'cant_delete_kit',
				message: 'It came with a kit.',
				data: { status: 409, id: 5 },
			} )
		);
		expect( await registry.dispatch( store ).deleteTemplate( 5 ) ).toEqual(
			{
				status: 'kit',
				message: 'It came with a kit.',
			}
		);
		expect( toasts() ).toEqual( [] );

		deleteSavedTemplate.mockResolvedValueOnce( {
			status: 'success',
			message: 'Successfully Deleted',
			is_kit: true,
			id: 5,
		} );
		expect(
			await registry.dispatch( store ).deleteTemplate( 5, true )
		).toEqual( { status: 'deleted', isKit: true } );
		expect( deleteSavedTemplate ).toHaveBeenLastCalledWith( 5, true );

		deleteSavedTemplate.mockRejectedValueOnce(
			new RequestError( {
				code: 'invalid_permission',
				message: 'Sorry, you are not allowed to delete this template.',
				data: { status: 403 },
			} )
		);
		expect( await registry.dispatch( store ).deleteTemplate( 6 ) ).toEqual(
			{
				status: 'failed',
				error: {
					code: 'invalid_permission',
					message:
						'Sorry, you are not allowed to delete this template.',
					status: 403,
				},
			}
		);
		// Logged under part 2 §8's internal code.
		expect( console ).toHaveErrored();
		expect(
			// eslint-disable-next-line no-console -- reads the jest-console spy.
			( console.error as unknown as jest.Mock ).mock.calls.map(
				( call ) => call[ 0 ]
			)
		).toContain( 'Stencilbox ST501' );
	} );

	it( 'creates a template and answers its editor URL; a failure is logged', async () => {
		const { registry } = setup();
		createTemplate.mockResolvedValueOnce( {
			status: 'success',
			id: 9,
			url: '/wp-admin/post.php?post=9&action=edit',
		} );
		const args = {
			platform: 'gutenberg' as const,
			type: 'footer' as const,
			title: '',
		};
		expect(
			await registry.dispatch( store ).createTemplate( args )
		).toEqual( {
			status: 'created',
			url: '/wp-admin/post.php?post=9&action=edit',
		} );
		createTemplate.mockRejectedValueOnce(
			new RequestError( {
				code: 'invalid_requirements',
				message: 'Elementor is missing.',
				data: { status: 400 },
			} )
		);
		const failed = await registry.dispatch( store ).createTemplate( args );
		expect( failed.status ).toBe( 'failed' );
		expect( console ).toHaveErrored();
	} );

	it( 'loads and saves conditions; the saved list replaces the loaded one', async () => {
		const { registry, select, toasts } = setup();
		const config = [
			{
				name: 'general' as const,
				label: 'Entire Site',
				sub_names: [],
				fields: [],
			},
		];
		fetchConditions.mockResolvedValueOnce( {
			config,
			template_conditions: [],
			can_save: true,
		} );
		select().getConditions( 3 );
		await settle();
		expect( select().getConditions( 3 )?.template_conditions ).toEqual(
			[]
		);
		const saved = [
			{
				id: 'abc',
				type: 'include' as const,
				name: 'general' as const,
				sub_name: '',
				sub_id: 0,
			},
		];
		saveConditions.mockResolvedValueOnce( {
			status: 'success',
			message: 'Successfully Saved',
			config,
			template_conditions: saved,
			can_save: true,
		} );
		expect(
			await registry.dispatch( store ).saveConditions( 3, saved )
		).toEqual( { status: 'saved' } );
		expect( select().getConditions( 3 )?.template_conditions ).toEqual(
			saved
		);
		expect( toasts() ).toEqual( [ 'Successfully Saved' ] );

		saveConditions.mockRejectedValueOnce(
			new RequestError( {
				code: 'invalid_data',
				message: 'Unknown condition.',
				data: { status: 400 },
			} )
		);
		const failed = await registry.dispatch( store ).saveConditions( 3, [] );
		expect( failed ).toEqual( {
			status: 'failed',
			error: {
				code: 'invalid_data',
				message: 'Unknown condition.',
				status: 400,
			},
		} );
		expect( select().getConditions( 3 )?.template_conditions ).toEqual(
			saved
		);
		// Logged under part 2 §8's internal code.
		expect( console ).toHaveErrored();
		expect(
			// eslint-disable-next-line no-console -- reads the jest-console spy.
			( console.error as unknown as jest.Mock ).mock.calls.map(
				( call ) => call[ 0 ]
			)
		).toContain( 'Stencilbox ST501' );
	} );

	it( 'caches condition options per source and search; a failure offers none', async () => {
		const { select } = setup();
		autocompleteCondition.mockImplementation( async ( query, search ) => [
			{ value: 1, label: `${ query } ${ search }` },
		] );
		select().getConditionOptions( 'term:category', '' );
		select().getConditionOptions( 'term:category', 'news ' );
		await settle();
		expect(
			select().getConditionOptions( 'term:category', 'news' )
		).toEqual( [ { value: 1, label: 'term:category news' } ] );
		select().getConditionOptions( 'term:category', '' );
		await settle();
		expect( autocompleteCondition ).toHaveBeenCalledTimes( 2 );

		autocompleteCondition.mockRejectedValueOnce( new Error( 'offline' ) );
		select().getConditionOptions( 'author', '' );
		await settle();
		expect( select().getConditionOptions( 'author', '' ) ).toEqual( [] );
	} );
} );
