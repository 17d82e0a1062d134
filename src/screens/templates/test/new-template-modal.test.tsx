/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import * as api from '../../../api/templates';
import NewTemplateModal from '../new-template-modal';

jest.mock( '../../../api/templates', () => ( {
	...jest.requireActual( '../../../api/templates' ),
	createTemplate: jest.fn(),
} ) );

const createTemplate = api.createTemplate as jest.Mock;

/** A promise resolved from outside. */
function deferred< T >() {
	let resolve!: ( value: T ) => void;
	const promise = new Promise< T >( ( res ) => {
		resolve = res;
	} );
	return { promise, resolve };
}

describe( 'NewTemplateModal', () => {
	beforeEach( () => {
		jest.resetAllMocks();
	} );

	it( 'enables Create Template once a type is chosen, waits while submitting, then goes to the editor', async () => {
		const user = userEvent.setup();
		const onCreated = jest.fn();
		const answer = deferred< api.CreateTemplateResponse >();
		createTemplate.mockReturnValue( answer.promise );
		render(
			<NewTemplateModal
				platform="gutenberg"
				usable={ [] }
				onClose={ jest.fn() }
				onCreated={ onCreated }
			/>
		);
		const create = screen.getByRole( 'button', {
			name: 'Create Template',
		} );
		expect( create.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect(
			(
				screen.getByRole( 'radio', {
					name: 'Gutenberg',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );

		await user.selectOptions( screen.getByLabelText( 'Type' ), 'header' );
		expect( create.getAttribute( 'aria-disabled' ) ).toBeNull();
		await user.type( screen.getByLabelText( 'Name' ), 'Top bar' );
		await user.click( create );
		expect( createTemplate ).toHaveBeenCalledWith( {
			platform: 'gutenberg',
			type: 'header',
			title: 'Top bar',
		} );
		expect( create.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await user.click( create );
		expect( createTemplate ).toHaveBeenCalledTimes( 1 );

		answer.resolve( {
			status: 'success',
			id: 4,
			url: '/wp-admin/post.php?post=4&action=edit',
		} );
		await screen.findByRole( 'button', { name: 'Create Template' } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( onCreated ).toHaveBeenCalledWith(
			'/wp-admin/post.php?post=4&action=edit'
		);
	} );

	it( "says 'No type Found' for Elementor when Elementor is not active", async () => {
		const user = userEvent.setup();
		render(
			<NewTemplateModal
				platform="gutenberg"
				usable={ [] }
				onClose={ jest.fn() }
				onCreated={ jest.fn() }
			/>
		);
		await user.click( screen.getByRole( 'radio', { name: 'Elementor' } ) );
		expect( screen.getByText( 'No type Found' ) ).toBeTruthy();
		expect( screen.queryByLabelText( 'Type' ) ).toBeNull();
		expect(
			screen
				.getByRole( 'button', { name: 'Create Template' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );

	it( 'offers every type for Elementor when it is active', async () => {
		render(
			<NewTemplateModal
				platform="elementor"
				usable={ [ 'elementor' ] }
				onClose={ jest.fn() }
				onCreated={ jest.fn() }
			/>
		);
		const options = Array.from(
			( screen.getByLabelText( 'Type' ) as HTMLSelectElement ).options
		).map( ( option ) => option.value );
		expect( options ).toEqual( [ '', ...api.TEMPLATE_TYPES ] );
	} );
} );
