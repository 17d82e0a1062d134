/**
 * External dependencies
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as api from '../../../api/templates';
import type { SavedTemplate, TemplateConditions } from '../../../api/templates';
import ConditionsModal from '../conditions-modal';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../hooks/use-condition-options';

jest.mock( '../../../api/templates', () => ( {
	...jest.requireActual( '../../../api/templates' ),
	fetchConditions: jest.fn(),
	saveConditions: jest.fn(),
	autocompleteCondition: jest.fn(),
} ) );

const fetchConditions = api.fetchConditions as jest.Mock;
const saveConditions = api.saveConditions as jest.Mock;
const autocompleteCondition = api.autocompleteCondition as jest.Mock;

let nextId = 100;
const template = () =>
	( {
		id: ++nextId,
		title: 'Top bar',
		type: 'header',
	} ) as SavedTemplate;

const CONFIG: TemplateConditions[ 'config' ] = [
	{ name: 'general', label: 'Entire Site', sub_names: [], fields: [] },
	{
		name: 'singular',
		label: 'Singular',
		fields: [],
		sub_names: [
			{
				value: 'front_page',
				label: 'Front Page',
				sub_id: 'none',
				source: null,
			},
			{
				value: 'in:category',
				label: 'In Category',
				sub_id: 'required',
				source: 'term:category',
			},
			{
				value: 'by_author',
				label: 'By Author',
				sub_id: 'required',
				source: 'author',
			},
		],
	},
	{ name: 'archive', label: 'Archive', sub_names: [], fields: [] },
];

/** Lets timers and promises run under fake timers. */
const flush = async ( ms = 0 ) => {
	await act( async () => {
		await jest.advanceTimersByTimeAsync( ms );
	} );
};

describe( 'ConditionsModal', () => {
	beforeAll( () => {
		// jsdom has no layout; the combobox scrolls its selected option into view.
		Element.prototype.scrollIntoView = jest.fn();
	} );

	beforeEach( () => {
		jest.resetAllMocks();
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'shows the sub-name only when the name is not general, and the sub-id only when its source has options', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		fetchConditions.mockResolvedValue( {
			config: CONFIG,
			template_conditions: [],
			can_save: true,
		} );
		autocompleteCondition.mockImplementation( async ( query ) =>
			query === 'term:category' ? [ { value: 3, label: 'News' } ] : []
		);
		render(
			<ConditionsModal template={ template() } onClose={ jest.fn() } />
		);
		await flush();
		expect(
			screen.getByText( 'This template is displayed nowhere yet.', {
				exact: false,
			} )
		).toBeTruthy();

		await user.click(
			screen.getByRole( 'button', { name: 'Add New Condition' } )
		);
		const row = screen.getByRole( 'listitem', { name: 'Condition 1' } );
		expect( within( row ).queryByLabelText( 'Which' ) ).toBeNull();

		await user.selectOptions(
			within( row ).getByLabelText( 'Where' ),
			'singular'
		);
		expect(
			( within( row ).getByLabelText( 'Which' ) as HTMLSelectElement )
				.value
		).toBe( 'front_page' );
		expect(
			row.querySelector( '.stencilbox-conditions__sub-id' )
		).toBeNull();

		// A source without options: no sub-id field (spec §5).
		await user.selectOptions(
			within( row ).getByLabelText( 'Which' ),
			'by_author'
		);
		await flush();
		expect( autocompleteCondition ).toHaveBeenCalledWith( 'author', '' );
		expect(
			within( row ).queryByRole( 'combobox', { name: 'By Author' } )
		).toBeNull();
		expect(
			screen.getByText( 'Choose which one this condition is about.' )
		).toBeTruthy();
		expect(
			screen
				.getByRole( 'button', { name: 'Save & Close' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );

		await user.selectOptions(
			within( row ).getByLabelText( 'Which' ),
			'in:category'
		);
		await flush();
		expect(
			within( row ).getByRole( 'combobox', { name: 'In Category' } )
		).toBeTruthy();
	} );

	it( 'searches on the server 500 ms after the last keystroke, then saves the rows and closes', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const onClose = jest.fn();
		const current = template();
		fetchConditions.mockResolvedValue( {
			config: CONFIG,
			template_conditions: [
				{
					id: 'a1',
					type: 'include',
					name: 'singular',
					sub_name: 'in:category',
					sub_id: 0,
					sub_label: '',
				},
			],
			can_save: true,
		} );
		autocompleteCondition.mockImplementation( async ( _query, search ) =>
			search === 'rec'
				? [ { value: 7, label: 'Recipes' } ]
				: [ { value: 3, label: 'News' } ]
		);
		saveConditions.mockImplementation( async ( _id, conditions ) => ( {
			status: 'success',
			message: 'Successfully Saved',
			config: CONFIG,
			template_conditions: conditions,
			can_save: true,
		} ) );
		render( <ConditionsModal template={ current } onClose={ onClose } /> );
		await flush();
		const field = await screen.findByRole( 'combobox', {
			name: 'In Category',
		} );
		// The options without a search may be cached from another modal.
		const before = autocompleteCondition.mock.calls.length;

		await user.type( field, 'rec' );
		await flush( AUTOCOMPLETE_DEBOUNCE_MS - 100 );
		expect( autocompleteCondition ).toHaveBeenCalledTimes( before );
		await flush( 100 );
		// The resolver starts on the next tick.
		await flush();
		expect( autocompleteCondition ).toHaveBeenLastCalledWith(
			'term:category',
			'rec'
		);
		expect( autocompleteCondition ).toHaveBeenCalledTimes( before + 1 );

		await user.click(
			await screen.findByRole( 'option', { name: 'Recipes' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save & Close' } )
		);
		await flush();
		expect( saveConditions ).toHaveBeenCalledWith( current.id, [
			expect.objectContaining( {
				id: 'a1',
				sub_name: 'in:category',
				sub_id: 7,
			} ),
		] );
		expect( onClose ).toHaveBeenCalled();
	} );
	it( "renders whatever types the server lists, a plugin's too, and starts a new row on the first", async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const current = template();
		// A type another plugin registered (PHP `stencilbox_condition_types`).
		fetchConditions.mockResolvedValue( {
			config: [
				{
					name: 'logged_in',
					label: 'Logged-in Visitors',
					sub_names: [],
					fields: [],
				},
				...CONFIG,
			],
			template_conditions: [],
			can_save: true,
		} );
		saveConditions.mockResolvedValue( {
			status: 'success',
			message: 'Successfully Saved',
			config: [],
			template_conditions: [],
			can_save: true,
		} );
		render(
			<ConditionsModal template={ current } onClose={ jest.fn() } />
		);
		await flush();
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Condition' } )
		);
		const row = screen.getByRole( 'listitem', { name: 'Condition 1' } );
		const where = within( row ).getByLabelText(
			'Where'
		) as HTMLSelectElement;
		expect( where.value ).toBe( 'logged_in' );
		expect(
			within( where ).getByRole( 'option', {
				name: 'Logged-in Visitors',
			} )
		).toBeTruthy();
		// No sub-names: no "Which" field, as for the entire site.
		expect( within( row ).queryByLabelText( 'Which' ) ).toBeNull();
		await user.click(
			screen.getByRole( 'button', { name: 'Save & Close' } )
		);
		await flush();
		expect( saveConditions ).toHaveBeenCalledWith( current.id, [
			{
				id: '',
				type: 'include',
				name: 'logged_in',
				sub_name: '',
				sub_id: 0,
			},
		] );
	} );
	it( 'offers the fields a type adds and sends them with the row', async () => {
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const current = template();
		// A type with fields of its own (PHP `ConditionType::fields()`).
		fetchConditions.mockResolvedValue( {
			config: [
				...CONFIG,
				{
					name: 'between_dates',
					label: 'Between Two Dates',
					sub_names: [],
					fields: [
						{
							name: 'from',
							label: 'From',
							type: 'string',
							format: 'date',
							default: '1970-01-01',
						},
						{
							name: 'to',
							label: 'To',
							type: 'string',
							format: 'date',
							default: '1970-01-01',
						},
					],
				},
			],
			template_conditions: [],
			can_save: true,
		} );
		saveConditions.mockResolvedValue( {
			status: 'success',
			message: 'Successfully Saved',
			config: [],
			template_conditions: [],
			can_save: true,
		} );
		render(
			<ConditionsModal template={ current } onClose={ jest.fn() } />
		);
		await flush();
		await user.click(
			screen.getByRole( 'button', { name: 'Add New Condition' } )
		);
		const row = screen.getByRole( 'listitem', { name: 'Condition 1' } );
		expect( within( row ).queryByLabelText( 'From' ) ).toBeNull();
		await user.selectOptions(
			within( row ).getByLabelText( 'Where' ),
			'between_dates'
		);
		const from = within( row ).getByLabelText( 'From' ) as HTMLInputElement;
		expect( [ from.type, from.value ] ).toEqual( [ 'date', '1970-01-01' ] );
		// A date input takes its whole value at once.
		fireEvent.change( within( row ).getByLabelText( 'To' ), {
			target: { value: '2026-12-24' },
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Save & Close' } )
		);
		await flush();
		expect( saveConditions ).toHaveBeenCalledWith( current.id, [
			{
				id: '',
				type: 'include',
				name: 'between_dates',
				sub_name: '',
				sub_id: 0,
				from: '1970-01-01',
				to: '2026-12-24',
			},
		] );
	} );
} );
