/**
 * The wizard keeps the user's edits when it is closed before the import
 * (issue [15] #12): title, tagline, logo, colours, typography, per pack.
 */
/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../../../api/site-import';
import { store } from '..';
import { store as uiStore } from '../../ui';
import { DRAFTS_STORAGE_KEY } from '../drafts';

jest.mock( '../../../api/site-import', () => ( {
	...jest.requireActual( '../../../api/site-import' ),
	fetchImportInfo: jest.fn(),
	startImport: jest.fn(),
} ) );
jest.mock( '../transport', () => ( {
	connect: jest.fn( async () => {} ),
	disconnect: jest.fn(),
} ) );
const mocked = api as jest.Mocked< typeof api >;

const pack = {
	id: 40,
	name: 'Harbor - Creative Agency',
	platform: 'gutenberg' as const,
};

const info = ( id = 40 ) =>
	( {
		status: 'success',
		data: {
			manifest: {
				has_settings: true,
				has_attachments: false,
				fullsite_import: true,
			},
			settings: {
				colors: [
					{ id: 'primary', title: 'Primary', color: '#1d2b36' },
				],
				typography: [],
			},
			pack: { id, name: 'Harbor', slug: 'harbor', platform: 'gutenberg' },
			theme: null,
			dependencies: [],
			running: null,
		},
	} ) as unknown as api.PackImportInfo;

function setup() {
	const registry = createRegistry();
	registry.register( store );
	// The look the import sends is the library's (as in the app).
	registry.register( uiStore );
	return {
		form: () => registry.select( store ).getWizard()?.form,
		dispatch: registry.dispatch( store ),
	};
}

describe( 'site-import wizard drafts', () => {
	beforeEach( () => {
		window.localStorage.clear();
		jest.clearAllMocks();
		mocked.fetchImportInfo.mockImplementation( async ( id ) => info( id ) );
	} );

	it( 'keeps the customizer’s edits of a pack closed before its import, and drops them once imported', async () => {
		const { form, dispatch } = setup();
		await dispatch.openWizard( pack );
		expect( form()?.title ).toBe( 'Harbor' );
		dispatch.setForm( {
			title: 'Tidewater Studio',
			slogan: 'Brands by the sea',
			logo: { id: 12, url: 'http://example.org/logo.png' },
			logo_size: 180,
		} );
		dispatch.setColour( 'primary', '#aa3300' );
		dispatch.closeWizard();

		// Opened again: the edits, also after the pack's facts arrive.
		await dispatch.openWizard( pack );
		expect( form() ).toMatchObject( {
			title: 'Tidewater Studio',
			slogan: 'Brands by the sea',
			logo: { id: 12, url: 'http://example.org/logo.png' },
			logo_size: 180,
			color: { primary: '#aa3300' },
		} );
		dispatch.closeWizard();

		// Another pack starts from its own defaults.
		await dispatch.openWizard( {
			...pack,
			id: 41,
			name: 'Saffron - Bistro',
		} );
		expect( form()?.title ).toBe( 'Saffron' );
		dispatch.closeWizard();

		// Imported: the next opening starts afresh.
		mocked.startImport.mockResolvedValue( {
			status: 'success',
			data: { session_id: 'abc', is_lightspeed: false },
		} as never );
		await dispatch.openWizard( pack );
		await dispatch.startImport();
		expect(
			JSON.parse(
				window.localStorage.getItem( DRAFTS_STORAGE_KEY ) ?? '{}'
			)
		).not.toHaveProperty( '40' );
	} );

	it( 'ignores a stored draft that is not one', async () => {
		window.localStorage.setItem(
			DRAFTS_STORAGE_KEY,
			JSON.stringify( { 40: { title: 5, logo: 'evil', color: 'x' } } )
		);
		const { form, dispatch } = setup();
		await dispatch.openWizard( pack );
		expect( form()?.title ).toBe( 'Harbor' );
		expect( form()?.logo ).toBeNull();
		expect( form()?.color ).toEqual( { primary: '#1d2b36' } );
	} );
} );
