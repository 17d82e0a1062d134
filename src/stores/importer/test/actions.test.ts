/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/importer';
import { RequestError } from '../../../api/client';
import type { Profile } from '../../../api/types';
import { store as accountStore } from '../../account';
import { store as uiStore } from '../../ui';
import { store } from '..';
import type { ImportItem, InsertTarget } from '../types';

jest.mock( '../../../api/importer', () => ( {
	checkAccess: jest.fn(),
	checkDependencies: jest.fn(),
	installDependency: jest.fn(),
	insertItem: jest.fn(),
	importPage: jest.fn(),
	importItem: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;
// The network boundary of the account store (its verification check).
jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const apiFetchMock = apiFetch as unknown as jest.Mock;

/**
 * The hub's answer to "is the account verified now?", through the site's
 * GET /profile/verified (and the profile it then reloads).
 *
 * @param verified What the hub says now.
 */
const hubSaysVerified = ( verified: boolean | Error ) =>
	apiFetchMock.mockImplementation( async ( options: { path: string } ) => {
		if ( verified instanceof Error ) {
			throw verified;
		}
		if ( options.path.startsWith( '/stencilbox/v1/profile/verified' ) ) {
			return verified;
		}
		if ( options.path.startsWith( '/stencilbox/v1/is-signed' ) ) {
			return {
				status: 'success',
				signed: true,
				user: {
					id: 1,
					email: 'a@b.co',
					plan: 'free',
					is_verified: verified,
				},
				flags: {},
			};
		}
		throw { code: 'rest_no_route', message: options.path };
	} );

const helper = {
	id: 1,
	name: 'Mini Helper',
	slug: 'mini-helper',
	icon: '',
	is_pro: false,
	link: '',
	plugin_file: 'mini-helper/mini-helper.php',
	plugin_original_slug: '',
};
const forms = {
	...helper,
	id: 2,
	name: 'Forms Pro',
	slug: 'forms-pro',
	is_pro: true,
	plugin_file: 'forms-pro/forms-pro.php',
};
const active = {
	...helper,
	id: 3,
	name: 'Active',
	slug: 'active',
	plugin_file: 'active/active.php',
};

const item = ( overrides: Partial< ImportItem > = {} ): ImportItem => ( {
	id: 7,
	slug: 'harbor-hero',
	name: 'Harbor Hero',
	type: 'block',
	platform: 'gutenberg',
	templateType: 'hero',
	dependencies: [],
	...overrides,
} );

const inserted: api.InsertResult = {
	status: 'success' as const,
	item: {
		id: 7,
		name: 'Harbor Hero',
		slug: 'harbor-hero',
	} as api.InsertResult[ 'item' ],
	content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
	page_settings: {},
	platform: 'gutenberg' as const,
	images: { copied: 0, reused: 0, failed: [] },
	look: { look: 'pack', matched: false, reason: 'pack', kept: [] },
	untitled: null,
	error: null,
};

const target = (): InsertTarget & { insert: jest.Mock } => ( {
	kind: 'gutenberg',
	postId: 12,
	origin: 'library',
	insert: jest.fn(),
} );

/** Elementor's editor, where its items go. */
const elementorTarget = (): InsertTarget & { insert: jest.Mock } => ( {
	...target(),
	kind: 'elementor',
} );

const signIn = ( verified = true ) => {
	dispatch( accountStore ).receiveUser( {
		id: 1,
		email: 'a@b.co',
		plan: 'free',
		is_verified: verified,
	} as Profile );
	dispatch( accountStore ).finishResolution( 'getUser', [] );
};

const job = () => select( store ).getJob();

describe( 'importer flow', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mocked.checkAccess.mockResolvedValue( {
			status: 'success',
			type: 'block',
			platform: 'gutenberg',
			template_type: '',
		} );
		dispatch( store ).close();
		signIn();
		// A user who may create pages (the admin page's import).
		( window as any ).stencilboxSettings = {
			capabilities: { edit_pages: true },
		};
	} );

	it( 'stops at once when the hub says the item is locked', async () => {
		mocked.checkAccess.mockRejectedValue(
			new RequestError( {
				code: 'required_pro_templately',
				message: 'Pro only.',
			} )
		);
		await dispatch( store ).start( item( { type: 'page' } ), 'page' );
		expect( job()?.step ).toBe( 'error' );
		expect( job()?.error?.title ).toBe( 'Upgrade to Pro' );
		expect( mocked.importPage ).not.toHaveBeenCalled();
	} );

	it( 'inserts at once when the item needs no plugin', async () => {
		mocked.insertItem.mockResolvedValue( inserted );
		const into = target();
		await dispatch( store ).start( item(), 'insert', into );
		expect( mocked.checkDependencies ).not.toHaveBeenCalled();
		expect( mocked.insertItem ).toHaveBeenCalledWith(
			7,
			12,
			'library',
			'gutenberg',
			'catalog',
			'pack'
		);
		expect( into.insert ).toHaveBeenCalledWith( inserted );
		expect( job()?.step ).toBe( 'success' );
	} );

	it( 'sends the look the user chose (“Match my site”), to every insert and page import after it, until another is chosen (issue [25])', async () => {
		mocked.insertItem.mockResolvedValue( inserted );
		dispatch( uiStore ).setLook( 'site' );
		await dispatch( store ).start( item(), 'insert', target() );
		expect( mocked.insertItem ).toHaveBeenLastCalledWith(
			7,
			12,
			'library',
			'gutenberg',
			'catalog',
			'site'
		);
		// Remembered: the next insert (from a card, without the choice on screen) sends it too.
		await dispatch( store ).start( item( { id: 8 } ), 'insert', target() );
		expect( mocked.insertItem ).toHaveBeenLastCalledWith(
			8,
			12,
			'library',
			'gutenberg',
			'catalog',
			'site'
		);
		mocked.importPage.mockResolvedValue( {
			status: 'success',
			post_id: 5,
			post_type: 'page',
			edit_link: '/wp-admin/post.php?post=5&action=edit',
			view_link: '/?page_id=5',
			images: { copied: 0, reused: 0, failed: [] },
			item: inserted.item,
			look: { look: 'site', matched: true, reason: '', kept: [] },
		} );
		await dispatch( store ).start( item( { type: 'page' } ), 'page' );
		await dispatch( store ).submitTitle( 'Matched' );
		expect( mocked.importPage ).toHaveBeenLastCalledWith(
			7,
			'Matched',
			'gutenberg',
			'site'
		);
		dispatch( uiStore ).setLook( 'pack' );
		await dispatch( store ).start( item(), 'insert', target() );
		expect( mocked.insertItem ).toHaveBeenLastCalledWith(
			7,
			12,
			'library',
			'gutenberg',
			'catalog',
			'pack'
		);
	} );

	it( 'asks before changing the page’s layout: nothing goes in until the user chooses, and the page keeps its own unless the item’s is chosen (issue [23] F)', async () => {
		const fullWidth = {
			...inserted,
			platform: 'elementor' as const,
			page_settings: { template: 'elementor_header_footer' },
		};
		const layout = {
			current: { value: 'default', label: 'Default' },
			proposed: {
				value: 'elementor_header_footer',
				label: 'Elementor Full Width',
			},
		};
		( window as any ).stencilboxSettings.elementor = { active: true };
		for ( const useItems of [ false, true ] ) {
			mocked.insertItem.mockResolvedValue( fullWidth );
			const into = {
				...target(),
				kind: 'elementor' as const,
				layoutChoice: jest.fn( () => layout ),
			};
			await dispatch( store ).start(
				item( { type: 'page', platform: 'elementor' } ),
				'insert',
				into
			);
			expect( into.layoutChoice ).toHaveBeenCalledWith( fullWidth );
			expect( job()?.step ).toBe( 'layout' );
			expect( job()?.layout ).toEqual( layout );
			expect( into.insert ).not.toHaveBeenCalled();

			await dispatch( store ).chooseLayout( useItems );
			expect( into.insert ).toHaveBeenCalledTimes( 1 );
			expect( into.insert ).toHaveBeenCalledWith(
				fullWidth,
				useItems ? { template: 'elementor_header_footer' } : {}
			);
			expect( job()?.step ).toBe( 'success' );
		}

		// Cancelled at the question: nothing is inserted.
		mocked.insertItem.mockResolvedValue( fullWidth );
		const cancelled = { ...target(), layoutChoice: () => layout };
		await dispatch( store ).start(
			item( { type: 'page', platform: 'elementor' } ),
			'insert',
			cancelled
		);
		dispatch( store ).close();
		await dispatch( store ).chooseLayout( true );
		expect( cancelled.insert ).not.toHaveBeenCalled();
		expect( job() ).toBeNull();
	} );

	it( 'inserts a cloud file the same way, without asking the hub for access first', async () => {
		mocked.insertItem.mockResolvedValue( inserted );
		const into = target();
		await dispatch( store ).start(
			item( { source: 'cloud', templateType: null } ),
			'insert',
			into
		);
		expect( mocked.checkAccess ).not.toHaveBeenCalled();
		expect( mocked.insertItem ).toHaveBeenCalledWith(
			7,
			12,
			'cloud',
			'gutenberg',
			'cloud',
			'pack'
		);
		expect( into.insert ).toHaveBeenCalledWith( inserted );
		expect( job()?.step ).toBe( 'success' );
	} );

	it( 'refuses to insert a cloud file for an unverified account', async () => {
		signIn( false );
		await dispatch( store ).start(
			item( { source: 'cloud' } ),
			'insert',
			target()
		);
		expect( job()?.error?.message ).toBe(
			'Sorry your account is not verified. Please verify your account to start inserting items.'
		);
		expect( mocked.insertItem ).not.toHaveBeenCalled();
	} );

	it( 'checks plugins, installs the missing free ones in sequence, then inserts', async () => {
		mocked.checkDependencies.mockResolvedValue( [
			{ ...helper, installed: false, is_active: false },
			{ ...active, installed: true, is_active: true },
		] );
		mocked.installDependency.mockResolvedValue( {
			status: 'success',
			slug: 'mini-helper',
			plugin_file: helper.plugin_file,
			installed: true,
			is_active: true,
		} );
		mocked.insertItem.mockResolvedValue( inserted );
		const into = target();
		await dispatch( store ).start(
			item( { dependencies: [ helper, active ] } ),
			'insert',
			into
		);
		expect( job()?.step ).toBe( 'dependencies' );
		expect( job()?.dependencies.map( ( d ) => d.status ) ).toEqual( [
			'missing',
			'installed',
		] );
		expect( into.insert ).not.toHaveBeenCalled();

		await dispatch( store ).installDependencies();
		expect( mocked.installDependency ).toHaveBeenCalledTimes( 1 );
		expect( mocked.installDependency ).toHaveBeenCalledWith(
			expect.objectContaining( { slug: 'mini-helper' } )
		);
		expect( into.insert ).toHaveBeenCalled();
		expect( job()?.step ).toBe( 'success' );
	} );

	it( 'stops on a failed install; Retry & Proceed installs again and goes on', async () => {
		mocked.checkDependencies.mockResolvedValue( [
			{ ...helper, installed: false, is_active: false },
		] );
		mocked.installDependency
			.mockRejectedValueOnce(
				new RequestError( {
					code: 'install_failed',
					message: 'Disk full',
				} )
			)
			.mockResolvedValueOnce( {
				status: 'success',
				slug: 'mini-helper',
				plugin_file: helper.plugin_file,
				installed: true,
				is_active: true,
			} );
		mocked.insertItem.mockResolvedValue( inserted );
		await dispatch( store ).start(
			item( { dependencies: [ helper ] } ),
			'insert',
			target()
		);
		await dispatch( store ).installDependencies();
		expect( job()?.step ).toBe( 'dependencies' );
		expect( job()?.dependencies[ 0 ] ).toMatchObject( {
			status: 'failed',
			error: 'Disk full',
		} );
		expect( mocked.insertItem ).not.toHaveBeenCalled();

		await dispatch( store ).installDependencies();
		expect( job()?.dependencies[ 0 ].status ).toBe( 'installed' );
		expect( job()?.step ).toBe( 'success' );
	} );

	it( 'skipping goes on without installing; pro plugins are never installed', async () => {
		mocked.checkDependencies.mockResolvedValue( [
			{ ...forms, installed: false, is_active: false },
			{ ...helper, installed: false, is_active: false },
		] );
		mocked.insertItem.mockResolvedValue( inserted );
		await dispatch( store ).start(
			item( { dependencies: [ forms, helper ] } ),
			'insert',
			target()
		);
		expect( job()?.dependencies.map( ( d ) => d.status ) ).toEqual( [
			'manual',
			'missing',
		] );
		mocked.installDependency.mockResolvedValue( {
			status: 'success',
			slug: 'mini-helper',
			plugin_file: helper.plugin_file,
			installed: true,
			is_active: true,
		} );
		await dispatch( store ).installDependencies();
		expect( mocked.installDependency ).toHaveBeenCalledTimes( 1 );
		expect( mocked.installDependency ).not.toHaveBeenCalledWith(
			expect.objectContaining( { slug: 'forms-pro' } )
		);

		jest.resetAllMocks();
		mocked.checkDependencies.mockResolvedValue( [
			{ ...helper, installed: false, is_active: false },
		] );
		mocked.insertItem.mockResolvedValue( inserted );
		await dispatch( store ).start(
			item( { dependencies: [ helper ] } ),
			'insert',
			target()
		);
		await dispatch( store ).skipDependencies();
		expect( mocked.installDependency ).not.toHaveBeenCalled();
		expect( job()?.step ).toBe( 'success' );
	} );

	it( 'blocks accounts the hub still says are unverified, with the spec message', async () => {
		signIn( false );
		hubSaysVerified( false );
		await dispatch( store ).start( item(), 'insert', target() );
		expect( job()?.error?.message ).toBe(
			'Sorry your account is not verified. Please verify your account to start inserting items.'
		);
		expect( apiFetchMock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/stencilbox/v1/profile/verified',
			} )
		);
		expect( mocked.checkAccess ).not.toHaveBeenCalled();
		expect( mocked.insertItem ).not.toHaveBeenCalled();
	} );

	it( 'an address verified since the profile was cached (another tab) inserts at once', async () => {
		signIn( false );
		hubSaysVerified( true );
		mocked.insertItem.mockResolvedValue( inserted );
		const into = target();
		await dispatch( store ).start( item(), 'insert', into );
		expect( job()?.step ).toBe( 'success' );
		expect( into.insert ).toHaveBeenCalledWith( inserted );
		// The cached profile is fresh again: the next Insert asks nothing.
		expect( select( accountStore ).getUser()?.is_verified ).toBe( true );
		apiFetchMock.mockClear();
		await dispatch( store ).start( item(), 'insert', target() );
		expect( apiFetchMock ).not.toHaveBeenCalled();
	} );

	it( 'when the verification check fails, the hub’s access check decides', async () => {
		signIn( false );
		hubSaysVerified( new Error( 'offline' ) );
		mocked.checkAccess.mockRejectedValue(
			new RequestError( {
				code: 'unverified_account',
				message:
					'Sorry your account is not verified. Please verify your account to start inserting items.',
			} )
		);
		await dispatch( store ).start( item(), 'insert', target() );
		expect( mocked.checkAccess ).toHaveBeenCalled();
		expect( job()?.error?.code ).toBe( 'unverified_account' );
		expect( mocked.insertItem ).not.toHaveBeenCalled();
	} );

	it( 'Elementor: a missing editor stops every mode; header/footer without Pro stops a kept template, not an insert', async () => {
		for ( const mode of [ 'insert', 'page', 'import' ] as const ) {
			await dispatch( store ).start(
				item( { platform: 'elementor' } ),
				mode,
				mode === 'insert' ? elementorTarget() : undefined
			);
			expect( job()?.error ).toMatchObject( {
				code: 'invalid_requirements',
				title: 'Elementor not installed.',
				// The dialog offers the block-editor version or Elementor.
				data: { missing: 'elementor' },
				message:
					'The required dependency ‘Elementor’ is missing. Please install it before proceeding.',
			} );
		}
		expect( mocked.checkAccess ).not.toHaveBeenCalled();
		( window as any ).stencilboxSettings = {
			elementor: { active: true, pro: false },
			capabilities: { edit_pages: true },
		};
		for ( const mode of [ 'page', 'import' ] as const ) {
			await dispatch( store ).start(
				item( { platform: 'elementor', templateType: 'header' } ),
				mode
			);
			expect( job()?.error ).toMatchObject( {
				code: 'invalid_requirements',
				title: 'Elementor Pro required',
			} );
		}
		expect( mocked.checkAccess ).not.toHaveBeenCalled();
		// Into a single page in the editor: what the Pro message suggests.
		await dispatch( store ).start(
			item( { platform: 'elementor', templateType: 'footer' } ),
			'insert',
			elementorTarget()
		);
		expect( mocked.checkAccess ).toHaveBeenCalled();
		expect( job()?.error ).toBeNull();
		delete ( window as any ).stencilboxSettings;
	} );

	it( 'an editor takes only its own platform’s items: Elementor’s in the block editor stop before any call', async () => {
		const into = target();
		await dispatch( store ).start(
			item( { platform: 'elementor' } ),
			'insert',
			into
		);
		expect( job()?.error ).toMatchObject( {
			code: 'invalid_platform',
			title: 'Importing Failed',
			message:
				'This item is made for Elementor and cannot be inserted in Gutenberg. Open it from Elementor, or choose a Gutenberg item.',
		} );
		expect( mocked.checkAccess ).not.toHaveBeenCalled();
		expect( mocked.insertItem ).not.toHaveBeenCalled();
		expect( into.insert ).not.toHaveBeenCalled();
	} );

	it( 'a page import needs the right to create pages, asked before any call', async () => {
		( window as any ).stencilboxSettings = { capabilities: {} };
		await dispatch( store ).start( item( { type: 'page' } ), 'page' );
		expect( job()?.error ).toMatchObject( {
			code: 'rest_forbidden',
			title: 'Importing Failed',
		} );
		expect( mocked.checkAccess ).not.toHaveBeenCalled();
		expect( mocked.importPage ).not.toHaveBeenCalled();
	} );

	it( 'a page import asks for its title first', async () => {
		mocked.importPage.mockResolvedValue( {
			status: 'success',
			post_id: 5,
			post_type: 'page',
			edit_link: '/wp-admin/post.php?post=5&action=edit',
			view_link: '/?page_id=5',
			images: { copied: 0, reused: 0, failed: [] },
			item: inserted.item,
			look: { look: 'pack', matched: false, reason: 'pack', kept: [] },
		} );
		await dispatch( store ).start( item( { type: 'page' } ), 'page' );
		expect( job()?.step ).toBe( 'title' );
		await dispatch( store ).submitTitle( '   ' );
		expect( mocked.importPage ).not.toHaveBeenCalled();
		await dispatch( store ).submitTitle( 'About us' );
		expect( mocked.importPage ).toHaveBeenCalledWith(
			7,
			'About us',
			'gutenberg',
			'pack'
		);
		expect( job()?.step ).toBe( 'success' );
		// What the user called it, for the success message (issue [15] #12).
		expect( job()?.pageTitle ).toBe( 'About us' );
	} );

	it( 'maps required_pro_templately and other failures', async () => {
		mocked.insertItem.mockRejectedValueOnce(
			new RequestError( {
				code: 'required_pro_templately',
				message: 'Pro only.',
				data: { purchase_url: 'https://x' },
			} )
		);
		await dispatch( store ).start( item(), 'insert', target() );
		expect( job()?.error ).toMatchObject( {
			code: 'required_pro_templately',
			title: 'Upgrade to Pro',
			message: 'Pro only.',
		} );
		mocked.insertItem.mockRejectedValueOnce(
			new RequestError( {
				code: 'hub_error',
				message: '<b>Hub down</b>',
			} )
		);
		await dispatch( store ).start( item(), 'insert', target() );
		expect( job()?.error ).toMatchObject( {
			title: 'Importing Failed',
			message: '<b>Hub down</b>',
		} );
	} );

	it( 'ignores the late answer of a job that was replaced', async () => {
		let resolveFirst: ( value: typeof inserted ) => void = () => {};
		mocked.insertItem.mockReturnValueOnce(
			new Promise( ( resolve ) => ( resolveFirst = resolve ) )
		);
		const first = target();
		const pending = dispatch( store ).start(
			item( { id: 1 } ),
			'insert',
			first
		);
		mocked.insertItem.mockResolvedValueOnce( inserted );
		await dispatch( store ).start(
			item( { id: 2, name: 'Second' } ),
			'insert',
			target()
		);
		resolveFirst( inserted );
		await pending;
		expect( job()?.item.name ).toBe( 'Second' );
		expect( first.insert ).not.toHaveBeenCalled();
	} );
} );
