/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { saveConditions, type Condition } from '../templates';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'the display-condition calls', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( {} );
	} );

	it( 'sends every field a condition has, a new one without its empty id', async () => {
		// `from` and `to`: fields a condition type adds (its config lists
		// them), which the client does not know by name.
		const dated: Condition = {
			id: 'a1',
			type: 'include',
			name: 'between_dates',
			sub_name: '',
			sub_id: 0,
			from: '2026-12-01',
			to: '2026-12-24',
		};
		const fresh: Condition = {
			id: '',
			type: 'exclude',
			name: 'singular',
			sub_name: 'post_type:post',
			sub_id: 7,
			sub_label: 'Hello',
		};
		await saveConditions( 12, [ dated, fresh ] );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/stencilbox/v1/save-conditions',
			method: 'POST',
			data: {
				template_id: 12,
				conditions: [
					dated,
					{
						type: 'exclude',
						name: 'singular',
						sub_name: 'post_type:post',
						sub_id: 7,
						sub_label: 'Hello',
					},
				],
			},
			signal: undefined,
		} );
	} );
} );
