/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { grid, list } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import ChoiceGroup from '..';

describe( 'ChoiceGroup', () => {
	it( 'is a named group whose chosen text option is pressed and primary', async () => {
		const onChange = jest.fn();
		render(
			<ChoiceGroup
				label="Billing"
				value="year"
				options={ [
					{ value: 'one_time', label: 'Lifetime' },
					{ value: 'year', label: 'Yearly' },
				] }
				onChange={ onChange }
				compact
				unpressedVariant="tertiary"
			/>
		);
		expect( screen.getByRole( 'group', { name: 'Billing' } ) ).toBeTruthy();
		const yearly = screen.getByRole( 'button', { name: 'Yearly' } );
		const lifetime = screen.getByRole( 'button', { name: 'Lifetime' } );
		expect( yearly.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( yearly.className ).toContain( 'is-primary' );
		expect( lifetime.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( lifetime.className ).toContain( 'is-tertiary' );
		expect( lifetime.className ).toContain( 'is-compact' );
		await userEvent.click( lifetime );
		expect( onChange ).toHaveBeenCalledWith( 'one_time' );
		// Choosing the chosen one again changes nothing.
		await userEvent.click( yearly );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows icon options pressed, named by their label', async () => {
		const onChange = jest.fn();
		render(
			<ChoiceGroup
				label="View"
				value="grid"
				className="stencilbox-view-mode-toggle"
				options={ [
					{ value: 'grid', label: 'Grid view', icon: grid },
					{ value: 'list', label: 'List view', icon: list },
				] }
				onChange={ onChange }
			/>
		);
		const group = screen.getByRole( 'group', { name: 'View' } );
		expect( group.className ).toBe( 'stencilbox-view-mode-toggle' );
		const gridButton = screen.getByRole( 'button', { name: 'Grid view' } );
		expect( gridButton.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( gridButton.className ).toContain( 'is-pressed' );
		expect( gridButton.className ).toContain( 'has-icon' );
		const listButton = screen.getByRole( 'button', { name: 'List view' } );
		expect( listButton.className ).not.toContain( 'is-pressed' );
		await userEvent.click( listButton );
		expect( onChange ).toHaveBeenCalledWith( 'list' );
	} );

	it( 'gives each option the class asked for, and secondary when not chosen', () => {
		render(
			<ChoiceGroup
				label="Editor"
				value="gutenberg"
				optionClassName="stencilbox-segmented-control__option"
				options={ [
					{ value: 'gutenberg', label: 'Gutenberg' },
					{ value: 'elementor', label: 'Elementor' },
				] }
				onChange={ jest.fn() }
			/>
		);
		const other = screen.getByRole( 'button', { name: 'Elementor' } );
		expect( other.className ).toContain( 'is-secondary' );
		expect( other.className ).toContain(
			'stencilbox-segmented-control__option'
		);
		expect( other.className ).not.toContain( 'is-compact' );
	} );
} );
