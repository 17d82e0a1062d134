/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { ImportForm } from '../../../api/site-import';
import { usePreviewMessage } from '../hooks/use-preview-message';
import { FSI } from '../../../utils/site-import';

const form = ( title: string ): ImportForm =>
	( {
		platform: 'gutenberg',
		title,
		logo: null,
		color: {},
		logo_size: 211,
		typography: {},
	} ) as unknown as ImportForm;

describe( 'usePreviewMessage (spec part 2 §7)', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'sends the form once loaded, then at most once per 500 ms while it changes, ending with the last one', () => {
		jest.useFakeTimers();
		const postMessage = jest.fn();
		const frame = {
			current: {
				src: 'http://localhost/?stencilbox-fsi-preview=1',
				contentWindow: { postMessage },
			} as unknown as HTMLIFrameElement,
		};
		const { rerender } = renderHook(
			( { value }: { value: ImportForm } ) =>
				usePreviewMessage( frame, value, null ),
			{ initialProps: { value: form( 'A' ) } }
		);
		// The frame says it loaded: it gets the form at once.
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: 'loaded' },
					origin: 'http://localhost',
					source: frame.current.contentWindow,
				} )
			);
		} );
		const titles = () =>
			postMessage.mock.calls.map( ( [ message ] ) => message.title );
		const before = postMessage.mock.calls.length;
		expect( before ).toBeGreaterThanOrEqual( 1 );

		// Ten quick edits (typing a title), 20 ms apart.
		for ( let n = 1; n <= 10; n++ ) {
			rerender( { value: form( `A${ n }` ) } );
			act( () => {
				jest.advanceTimersByTime( 20 );
			} );
		}
		act( () => {
			jest.advanceTimersByTime( FSI.throttleMs * 2 );
		} );
		const sent = titles().slice( before );
		// 200 ms of typing: the first edit and the last, not ten messages.
		expect( sent.length ).toBeLessThanOrEqual( 2 );
		expect( sent[ sent.length - 1 ] ).toBe( 'A10' );
		expect( FSI.throttleMs ).toBe( 500 );
	} );
} );
