/**
 * "Merge my changes" (issue [25] item 4): an edited copy's dialog offers
 * the merge first; a merge's conflicts are shown side by side (this
 * site's value, the new version's, the inserted one) and nothing is sent
 * until every conflict has a side.
 */
/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { UpdateConflicted, UpdateEntry } from '../../../api/versions';
import {
	headingConflict,
	updateEntry,
} from '../../../stores/test/harness/updates';
import CompareModal from '../compare-modal';
import Conflicts from '../conflicts';

const conflicted: UpdateConflicted = {
	id: 12,
	version: 3,
	hash: 'a'.repeat( 64 ),
	message:
		'This content and the new version changed the same things in 2 places. Choose which to keep.',
	conflicts: [
		headingConflict(),
		{
			key: '0:attribute:style.spacing.padding.top',
			path: '0',
			block: 'core/group',
			label: 'Group',
			what: 'attribute',
			name: 'style.spacing.padding.top',
			base: '20px',
			ours: '10px',
			theirs: '64px',
		},
	],
};

const entry = ( pristine: boolean ): UpdateEntry => updateEntry( { pristine } );

describe( 'Conflicts', () => {
	it( 'shows each conflict side by side and sends a pick per conflict only when all have one', async () => {
		const onResolve = jest.fn();
		render(
			<Conflicts
				conflicted={ conflicted }
				onResolve={ onResolve }
				onCancel={ jest.fn() }
				isBusy={ false }
			/>
		);
		// The notice, and its words for screen readers.
		expect(
			screen.getAllByText( conflicted.message ).length
		).toBeGreaterThan( 0 );
		const heading = screen.getByRole( 'group', {
			name: '1. Text (Heading)',
		} );
		expect( heading.textContent ).toContain( 'On this site' );
		expect( heading.textContent ).toContain( 'Chez Marie' );
		expect( heading.textContent ).toContain( 'In the new version' );
		expect( heading.textContent ).toContain( 'Harbor café and bar' );
		expect( heading.textContent ).toContain(
			'When it was inserted: Harbor café'
		);
		const padding = screen.getByRole( 'group', {
			name: '2. Setting “style.spacing.padding.top” (Group)',
		} );
		expect( padding.textContent ).toContain( '10px' );
		expect( padding.textContent ).toContain( '64px' );

		const merge = screen.getByRole( 'button', {
			name: 'Choose a side for 2 more',
		} );
		expect( merge.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		const user = userEvent.setup();
		await user.click( merge );
		expect( onResolve ).not.toHaveBeenCalled();

		const [ headingMine ] = screen.getAllByRole( 'radio', {
			name: 'Mine (this site’s)',
		} );
		await user.click( headingMine );
		expect(
			screen
				.getByRole( 'button', { name: 'Choose a side for 1 more' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		await user.click(
			screen.getAllByRole( 'radio', { name: 'The new version’s' } )[ 1 ]
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Merge with my choices' } )
		);
		expect( onResolve ).toHaveBeenCalledWith( [
			{ key: '0/0:text:0', pick: 'ours' },
			{ key: '0:attribute:style.spacing.padding.top', pick: 'theirs' },
		] );
	} );

	it( 'shows markup as text, never rendered', () => {
		render(
			<Conflicts
				conflicted={ {
					...conflicted,
					conflicts: [
						{
							...conflicted.conflicts[ 0 ],
							what: 'removed',
							ours: '<!-- wp:paragraph --><p>Ours <img src=x onerror=alert(1)></p><!-- /wp:paragraph -->',
							theirs: '',
						},
					],
				} }
				onResolve={ jest.fn() }
				onCancel={ jest.fn() }
				isBusy={ false }
			/>
		);
		expect( document.querySelector( 'img' ) ).toBeNull();
		expect(
			screen.getByText( /<!-- wp:paragraph --><p>Ours/ )
		).toBeTruthy();
		expect( screen.getByText( '(none)' ) ).toBeTruthy();
	} );
} );

describe( 'CompareModal', () => {
	it( 'offers "Merge my changes" first for an edited copy, "Replace my changes" beside it', async () => {
		const onMerge = jest.fn();
		const onApply = jest.fn();
		render(
			<CompareModal
				entry={ entry( false ) }
				onApply={ onApply }
				onMerge={ onMerge }
				onResolve={ jest.fn() }
				onClose={ jest.fn() }
				isBusy={ false }
			/>
		);
		const user = userEvent.setup();
		await user.click(
			screen.getByRole( 'button', { name: 'Merge my changes' } )
		);
		expect( onMerge ).toHaveBeenCalledTimes( 1 );
		expect( onApply ).not.toHaveBeenCalled();
		await user.click(
			screen.getByRole( 'button', { name: 'Replace my changes' } )
		);
		expect( onApply ).toHaveBeenCalledWith( true );
	} );

	it( 'updates a pristine copy in one step, with no merge offered', async () => {
		const onApply = jest.fn();
		render(
			<CompareModal
				entry={ entry( true ) }
				onApply={ onApply }
				onMerge={ jest.fn() }
				onResolve={ jest.fn() }
				onClose={ jest.fn() }
				isBusy={ false }
			/>
		);
		expect(
			screen.queryByRole( 'button', { name: 'Merge my changes' } )
		).toBeNull();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: 'Update' } ) );
		expect( onApply ).toHaveBeenCalledWith( false );
	} );

	it( 'shows the conflicts instead of the previews once the merge found some', () => {
		render(
			<CompareModal
				entry={ entry( false ) }
				conflicted={ conflicted }
				onApply={ jest.fn() }
				onMerge={ jest.fn() }
				onResolve={ jest.fn() }
				onClose={ jest.fn() }
				isBusy={ false }
			/>
		);
		expect(
			screen.getByRole( 'dialog', {
				name: 'Merge “Harbor header”: choose what to keep',
			} )
		).toBeTruthy();
		expect( screen.getAllByRole( 'radiogroup' ) ).toHaveLength( 2 );
		expect( document.querySelector( 'iframe' ) ).toBeNull();
	} );
} );
