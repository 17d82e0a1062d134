/**
 * "Match my site" or "Keep the pack's look" (issue [25]): asked where it
 * means something, with the site's remembered choice, and what an insert
 * says when colours kept the pack's look.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { ImportJob } from '../../../stores/importer/types';
import { initialState } from '../../../stores/ui/reducer';
import { keptNotice } from '../../../utils/look';
import ImportDialog from '../../import-dialog';
import { canMatchLook } from '..';

const titleStep = (
	hasDesign: boolean,
	platform: 'gutenberg' | 'elementor' = 'gutenberg'
): ImportJob => ( {
	ticket: 1,
	item: {
		id: 9,
		slug: 'dark-band',
		name: 'Dark Band',
		type: 'page',
		platform,
		templateType: null,
		dependencies: [],
		hasDesign,
	},
	mode: 'page',
	step: 'title',
	dependencies: [],
	error: null,
	result: null,
} );

const props = {
	onInstall: jest.fn(),
	onSkip: jest.fn(),
	onSubmitTitle: jest.fn(),
	onChooseLayout: jest.fn(),
	onClose: jest.fn(),
};

const boot = ( settings: Record< string, unknown > ) => {
	( window as any ).stencilboxSettings = { capabilities: {}, ...settings };
};

describe( 'the look choice', () => {
	afterEach( () => {
		delete ( window as any ).stencilboxSettings;
	} );

	it( 'is asked with the page title for an item with a design on a theme with a palette, and passes the choice on', async () => {
		boot( { themePalette: true } );
		const onChangeLook = jest.fn();
		render(
			<ImportDialog
				{ ...props }
				job={ titleStep( true ) }
				look="pack"
				onChangeLook={ onChangeLook }
			/>
		);
		const group = screen.getByRole( 'radiogroup', { name: 'Look' } );
		expect( group ).toBeTruthy();
		const keep = screen.getByRole( 'radio', {
			name: 'Keep the pack’s look',
		} ) as HTMLInputElement;
		const match = screen.getByRole( 'radio', {
			name: 'Match my site',
		} ) as HTMLInputElement;
		expect( keep.checked ).toBe( true );
		expect( match.checked ).toBe( false );
		await userEvent.setup().click( match );
		expect( onChangeLook ).toHaveBeenCalledWith( 'site' );
	} );

	it( 'is asked for an Elementor item with a design where Elementor has an active kit, whatever the theme', () => {
		boot( { themePalette: false, elementorKit: true } );
		render(
			<ImportDialog
				{ ...props }
				job={ titleStep( true, 'elementor' ) }
				look="pack"
				onChangeLook={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'radiogroup', { name: 'Look' } )
		).toBeTruthy();
		expect( canMatchLook( true, 'elementor' ) ).toBe( true );
		expect( canMatchLook( false, 'elementor' ) ).toBe( false );
		// A block-editor item still needs a theme palette.
		expect( canMatchLook( true, 'gutenberg' ) ).toBe( false );
	} );

	it( 'shows the remembered choice', () => {
		boot( { themePalette: true } );
		render(
			<ImportDialog
				{ ...props }
				job={ titleStep( true ) }
				look="site"
				onChangeLook={ jest.fn() }
			/>
		);
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Match my site',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it.each( [
		[ 'an item without a recorded design', true, false, 'gutenberg' ],
		[
			'a classic theme without a colour palette',
			false,
			true,
			'gutenberg',
		],
		[
			'an Elementor item on a site without an active kit',
			true,
			true,
			'elementor',
		],
	] as const )(
		'is not asked for %s',
		( _case, themePalette, hasDesign, platform ) => {
			boot( { themePalette } );
			render(
				<ImportDialog
					{ ...props }
					job={ titleStep( hasDesign, platform ) }
					look="site"
					onChangeLook={ jest.fn() }
				/>
			);
			expect(
				screen.getByRole( 'textbox', { name: 'Page title' } )
			).toBeTruthy();
			expect(
				screen.queryByRole( 'radiogroup', { name: 'Look' } )
			).toBeNull();
			expect( canMatchLook( hasDesign, platform ) ).toBe( false );
		}
	);

	it( 'starts from the look the site remembered (boot data), the pack’s when none or anything else', () => {
		boot( { look: 'site' } );
		expect( initialState().look ).toBe( 'site' );
		boot( { look: 'pack' } );
		expect( initialState().look ).toBe( 'pack' );
		boot( {} );
		expect( initialState().look ).toBe( 'pack' );
		boot( { look: 'rainbow' } );
		expect( initialState().look ).toBe( 'pack' );
	} );

	it( 'says when colour pairs kept the pack’s colours, and nothing otherwise', () => {
		const pair = { text: 'accent-2', background: 'accent-1', ratio: 1.2 };
		expect(
			keptNotice( {
				look: 'site',
				matched: true,
				reason: '',
				kept: [ pair ],
			} )
		).toBe(
			'Matched to your site. 1 colour pair kept the pack’s colours so its text stays readable.'
		);
		expect(
			keptNotice( {
				look: 'site',
				matched: true,
				reason: '',
				kept: [ pair, pair ],
			} )
		).toBe(
			'Matched to your site. 2 colour pairs kept the pack’s colours so their text stays readable.'
		);
		expect(
			keptNotice( { look: 'site', matched: true, reason: '', kept: [] } )
		).toBeNull();
		expect(
			keptNotice( {
				look: 'pack',
				matched: false,
				reason: 'pack',
				kept: [],
			} )
		).toBeNull();
		expect( keptNotice( undefined ) ).toBeNull();
	} );

	it( 'says when a classic theme without a colour palette kept the pack’s look', () => {
		expect(
			keptNotice( {
				look: 'site',
				matched: false,
				reason: 'no_palette',
				kept: [],
			} )
		).toBe(
			'Your theme has no colour palette to match, so the item kept the pack’s look.'
		);
	} );

	it( 'the page import’s success says it too', () => {
		boot( { themePalette: true } );
		const job: ImportJob = {
			...titleStep( true ),
			step: 'success',
			pageTitle: 'Matched',
			result: {
				status: 'success',
				post_id: 5,
				post_type: 'page',
				edit_link: '/wp-admin/post.php?post=5&action=edit',
				view_link: '/?page_id=5',
				images: { copied: 0, reused: 0, failed: [] },
				item: { id: 9, name: 'Dark Band' } as any,
				look: {
					look: 'site',
					matched: true,
					reason: '',
					kept: [
						{ text: 'contrast', background: 'base', ratio: 2.1 },
					],
				},
			},
		};
		render( <ImportDialog { ...props } job={ job } /> );
		expect(
			screen.getByText(
				'Matched to your site. 1 colour pair kept the pack’s colours so its text stays readable.'
			)
		).toBeTruthy();
	} );
} );
