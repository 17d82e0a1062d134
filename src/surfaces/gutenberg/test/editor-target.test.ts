/**
 * The block editor's insert target says when "Match my site" kept colour
 * pairs as the pack had them (issue [25]), beside its usual snackbar.
 */
/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { InsertResult } from '../../../api/importer';
import { createEditorTarget } from '../editor-target';

jest.mock( '@wordpress/block-editor', () => ( {
	store: 'core/block-editor',
} ) );
jest.mock( '@wordpress/editor', () => ( { store: 'core/editor' } ) );
jest.mock( '@wordpress/notices', () => ( { store: 'core/notices' } ) );
jest.mock( '@wordpress/blocks', () => ( {
	parse: () => [ { name: 'core/group' } ],
} ) );
jest.mock( '@wordpress/data', () => ( {
	select: jest.fn(),
	dispatch: jest.fn(),
} ) );

const notices = {
	createSuccessNotice: jest.fn(),
	createWarningNotice: jest.fn(),
	removeNotice: jest.fn(),
};

const result = ( look: InsertResult[ 'look' ] ): InsertResult =>
	( {
		status: 'success',
		content: '<!-- wp:group /-->',
		page_settings: {},
		platform: 'gutenberg',
		item: { id: 9, name: 'Dark Band' },
		images: { copied: 0, reused: 0, failed: [] },
		look,
		error: null,
	} ) as unknown as InsertResult;

describe( 'the editor target', () => {
	beforeEach( () => {
		jest.clearAllMocks();
		( select as jest.Mock ).mockImplementation( ( store: string ) =>
			store === 'core/editor'
				? {
						getCurrentPostId: () => 12,
						getEditorSettings: () => ( {} ),
					}
				: {
						getBlock: () => null,
						getBlockSelectionEnd: () => null,
					}
		);
		( dispatch as jest.Mock ).mockImplementation( ( store: string ) =>
			store === 'core/notices'
				? notices
				: { insertBlocks: jest.fn(), editPost: jest.fn() }
		);
	} );

	it( 'warns, until dismissed, when matched colour pairs kept the pack’s colours', () => {
		const onClose = jest.fn();
		createEditorTarget( { onClose } ).insert(
			result( {
				look: 'site',
				matched: true,
				reason: '',
				kept: [
					{ text: 'accent-2', background: 'accent-1', ratio: 1.2 },
				],
			} )
		);
		expect( notices.createSuccessNotice ).toHaveBeenCalledWith(
			'Dark Band was inserted.',
			expect.objectContaining( { type: 'snackbar' } )
		);
		expect( notices.createWarningNotice ).toHaveBeenCalledWith(
			'Matched to your site. 1 colour pair kept the pack’s colours so its text stays readable.',
			expect.objectContaining( { isDismissible: true } )
		);
		expect( notices.createWarningNotice.mock.calls[ 0 ][ 1 ].type ).toBe(
			undefined
		);
		expect( onClose ).toHaveBeenCalled();
	} );

	it( 'says nothing more when every pair matched, or the pack’s look was kept', () => {
		for ( const look of [
			{ look: 'site', matched: true, reason: '', kept: [] },
			{ look: 'pack', matched: false, reason: 'pack', kept: [] },
		] as Array< InsertResult[ 'look' ] > ) {
			createEditorTarget( { onClose: jest.fn() } ).insert(
				result( look )
			);
		}
		expect( notices.createSuccessNotice ).toHaveBeenCalledTimes( 2 );
		expect( notices.createWarningNotice ).not.toHaveBeenCalled();
	} );

	it( 'takes an earlier insert’s warning away when the next one kept nothing', () => {
		createEditorTarget( { onClose: jest.fn() } ).insert(
			result( {
				look: 'site',
				matched: true,
				reason: '',
				kept: [
					{ text: 'accent-2', background: 'accent-1', ratio: 1.2 },
				],
			} )
		);
		expect( notices.removeNotice ).not.toHaveBeenCalledWith(
			'stencilbox-look-kept'
		);
		createEditorTarget( { onClose: jest.fn() } ).insert(
			result( { look: 'site', matched: true, reason: '', kept: [] } )
		);
		// The warning spoke of the first insert: left, it would seem to speak of this one.
		expect( notices.removeNotice ).toHaveBeenCalledWith(
			'stencilbox-look-kept'
		);
		expect( notices.createWarningNotice ).toHaveBeenCalledTimes( 1 );
	} );
} );
