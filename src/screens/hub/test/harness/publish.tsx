/**
 * What the Publish to library tests share. Not a test itself (Jest runs
 * only files directly in `test/`).
 */
/**
 * External dependencies
 */
import type { ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import PublishPanel from '../../publish-panel';

/**
 * Opens the panel, picks a source and presses Publish to library at once.
 *
 * @param summary The hub's summary the panel is given.
 * @param source  The source's button name.
 * @return The "View it" link, once the publish has answered.
 */
export async function publishAtOnce(
	summary: ComponentProps< typeof PublishPanel >[ 'summary' ],
	source: RegExp
) {
	const user = userEvent.setup();
	render(
		<PublishPanel summary={ summary } initial="" onDone={ jest.fn() } />
	);
	await user.click( await screen.findByRole( 'button', { name: source } ) );
	await user.click(
		screen.getByRole( 'button', { name: 'Publish to library' } )
	);
	return screen.findByRole( 'link', { name: 'View it' } );
}
