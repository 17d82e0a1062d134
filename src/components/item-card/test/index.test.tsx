/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import ItemCard from '..';
import { createAppHistory, RouterProvider } from '../../../router';
import { cardPriceDisplay } from '../../../utils/item-display';

const item = {
	name: 'Harbor - Creative Agency',
	type: 'pack' as const,
	plan: 'pro' as const,
	thumbnail: 'https://example.org/1.svg',
	thumbnail2: 'https://example.org/2.svg',
	thumbnail3: 'https://example.org/3.svg',
	rating: 4.56,
	price: 49,
};

function renderCard( plan: string | null, purchased = false ) {
	const history = createAppHistory( 'memory', {
		initial: { path: 'gutenberg/packs', query: {} },
	} );
	render(
		<RouterProvider history={ history }>
			<ItemCard
				item={ item }
				to={ { path: 'gutenberg/packs/harbor', query: {} } }
				price={ cardPriceDisplay( item, plan, purchased ) }
				purchasedTo={ { path: 'purchased-items', query: {} } }
			/>
		</RouterProvider>
	);
	return history;
}

describe( 'ItemCard', () => {
	it( 'shows a pack’s three images, its badge and its price to visitors', () => {
		renderCard( null );
		expect(
			document.querySelectorAll( '.stencilbox-item-card__image' )
		).toHaveLength( 3 );
		expect( screen.getByText( 'Pro' ) ).toBeTruthy();
		expect( screen.getByText( '$49' ) ).toBeTruthy();
	} );

	it( 'shows subscribers the rating to one decimal', () => {
		renderCard( 'pro_yearly' );
		expect(
			screen.getByRole( 'img', { name: 'Rated 4.6 out of 5' } )
		).toBeTruthy();
		expect( screen.queryByText( '$49' ) ).toBeNull();
	} );

	it( 'links PURCHASED to the purchased items, and the card to the item', async () => {
		const user = userEvent.setup();
		const history = renderCard( 'free', true );
		await user.click( screen.getByRole( 'button', { name: 'PURCHASED' } ) );
		expect( history.getLocation().path ).toBe( 'purchased-items' );
		await user.click(
			screen.getByRole( 'button', { name: 'Harbor - Creative Agency' } )
		);
		expect( history.getLocation().path ).toBe( 'gutenberg/packs/harbor' );
	} );
} );
