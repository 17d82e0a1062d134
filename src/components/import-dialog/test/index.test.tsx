/**
 * The dialog's way out of "Elementor not installed." (issue [15] #3): the
 * item's block-editor version, or installing Elementor — not only Close.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { ImportJob } from '../../../stores/importer/types';
import ImportDialog from '..';

const job = ( error: ImportJob[ 'error' ] ): ImportJob => ( {
	ticket: 1,
	item: {
		id: 9,
		slug: 'harbor-home',
		name: 'Harbor Home',
		type: 'page',
		platform: 'elementor',
		templateType: 'home',
		dependencies: [],
		variations: [ { platform: 'gutenberg', slug: 'harbor-home' } ],
	},
	mode: 'page',
	step: 'error',
	dependencies: [],
	error,
	result: null,
} );

const noElementor = {
	code: 'invalid_requirements',
	title: 'Elementor not installed.',
	message:
		'The required dependency ‘Elementor’ is missing. Please install it before proceeding.',
	data: { missing: 'elementor' },
};

const props = {
	onInstall: jest.fn(),
	onSkip: jest.fn(),
	onSubmitTitle: jest.fn(),
	onChooseLayout: jest.fn(),
	onClose: jest.fn(),
};

describe( 'ImportDialog: Elementor missing', () => {
	it( 'offers the Gutenberg version and installing Elementor', async () => {
		const onUseVariation = jest.fn();
		render(
			<ImportDialog
				{ ...props }
				job={ job( noElementor ) }
				onUseVariation={ onUseVariation }
				installUrl="/wp-admin/plugin-install.php?s=Elementor&tab=search&type=term"
			/>
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Elementor not installed.' } )
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'Install Elementor' } )
		).toHaveProperty(
			'href',
			'http://localhost/wp-admin/plugin-install.php?s=Elementor&tab=search&type=term'
		);
		await userEvent.setup().click(
			screen.getByRole( 'button', {
				name: 'Use the Gutenberg version',
			} )
		);
		expect( onUseVariation ).toHaveBeenCalled();
	} );

	/** The ways around a missing Elementor the dialog offers (null: not). */
	const waysAroundElementor = () => [
		screen.queryByRole( 'button', { name: 'Use the Gutenberg version' } ),
		screen.queryByRole( 'link', { name: 'Install Elementor' } ),
	];

	it( 'offers only what exists: no variation, no right to install plugins', () => {
		render( <ImportDialog { ...props } job={ job( noElementor ) } /> );
		expect( waysAroundElementor() ).toEqual( [ null, null ] );
		expect(
			screen.getAllByRole( 'button', { name: 'Close' } )
		).toHaveLength( 2 );
	} );

	it( 'offers neither for other failures', () => {
		render(
			<ImportDialog
				{ ...props }
				job={ job( {
					code: 'rest_forbidden',
					title: 'Importing Failed',
					message: 'No.',
				} ) }
				onUseVariation={ jest.fn() }
				installUrl="/wp-admin/plugin-install.php"
			/>
		);
		expect( waysAroundElementor() ).toEqual( [ null, null ] );
	} );
} );

describe( 'ImportDialog: a page made', () => {
	it( 'names the page by the title given, not the item (issue [15] #12)', () => {
		render(
			<ImportDialog
				{ ...props }
				job={ {
					...job( null ),
					step: 'success',
					pageTitle: 'About our studio',
					result: {
						status: 'success',
						post_id: 5,
						post_type: 'page',
						edit_link: '/wp-admin/post.php?post=5&action=edit',
						view_link: '/?page_id=5',
						look: {
							look: 'pack',
							matched: false,
							reason: 'pack',
							kept: [],
						},
						images: { copied: 0, reused: 0, failed: [] },
						item: {} as never,
					},
				} }
			/>
		);
		expect(
			screen.getByText(
				'About our studio is now on your site as a draft.'
			)
		).toBeTruthy();
	} );
} );

describe( 'ImportDialog: the page layout question (issue [23] F)', () => {
	const asked = {
		...job( null ),
		mode: 'insert',
		step: 'layout',
		layout: {
			current: { value: 'default', label: 'Default' },
			proposed: {
				value: 'elementor_header_footer',
				label: 'Elementor Full Width',
			},
		},
	} as ImportJob;

	it( 'keeps the page’s layout unless the item’s is chosen', async () => {
		const onChooseLayout = jest.fn();
		render(
			<ImportDialog
				{ ...props }
				job={ asked }
				onChooseLayout={ onChooseLayout }
			/>
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Keep this page’s layout?',
		} );
		await screen.findByRole( 'radio', {
			name: 'Keep this page’s layout (Default)',
		} );
		expect( dialog.textContent ).toContain(
			'Harbor Home was made for the “Elementor Full Width” page layout. This page uses “Default”.'
		);
		const keep = screen.getByRole( 'radio', {
			name: 'Keep this page’s layout (Default)',
		} ) as HTMLInputElement;
		expect( keep.checked ).toBe( true );
		const user = userEvent.setup();
		await user.click( screen.getByRole( 'button', { name: 'Insert' } ) );
		expect( onChooseLayout ).toHaveBeenLastCalledWith( false );

		await user.click(
			screen.getByRole( 'radio', {
				name: 'Use the item’s layout (Elementor Full Width)',
			} )
		);
		expect( dialog.textContent ).toContain( 'Undo takes it back' );
		await user.click( screen.getByRole( 'button', { name: 'Insert' } ) );
		expect( onChooseLayout ).toHaveBeenLastCalledWith( true );
	} );

	it( 'closes on Escape without inserting', async () => {
		const onClose = jest.fn();
		const onChooseLayout = jest.fn();
		render(
			<ImportDialog
				{ ...props }
				job={ asked }
				onChooseLayout={ onChooseLayout }
				onClose={ onClose }
			/>
		);
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'radio', {
				name: 'Keep this page’s layout (Default)',
			} )
		);
		await user.keyboard( '{Escape}' );
		// After the modal's closing animation.
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( onChooseLayout ).not.toHaveBeenCalled();
	} );
} );
