/**
 * External dependencies
 */
import { render, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import HtmlMessage, { plainText } from '..';
import { sanitizeMessage } from '../sanitize';

describe( 'sanitizeMessage', () => {
	it( 'keeps simple formatting and safe links', () => {
		expect(
			sanitizeMessage(
				'Read <strong>this</strong> <a href="https://example.org">guide</a>.'
			)
		).toBe(
			'Read <strong>this</strong> <a href="https://example.org" target="_blank" rel="noopener noreferrer">guide</a>.'
		);
	} );

	it( 'drops scripts, handlers, styles and dangerous URLs', () => {
		const dirty =
			'<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="x()">go</a><span style="position:fixed">s</span><iframe src="https://evil"></iframe>';
		const clean = sanitizeMessage( dirty );
		expect( clean ).not.toMatch(
			/onerror|onclick|script|javascript:|iframe|style=|<img/i
		);
		expect( clean ).toContain( 'go' );
	} );

	it( 'renders without executing anything: plain text until the sanitiser is loaded, then its HTML', async () => {
		const html = '<b>Oops</b><img src=x onerror="window.__pwned=1">';
		const { container } = render( <HtmlMessage html={ html } /> );
		await waitFor( () =>
			expect( container.innerHTML ).toBe( '<span><b>Oops</b></span>' )
		);
		// Once loaded, the next message is sanitised at once.
		const again = render( <HtmlMessage html="<i>Again</i>" /> );
		expect( again.container.innerHTML ).toBe( '<span><i>Again</i></span>' );
		expect( plainText( html ) ).toBe( 'Oops' );
		expect(
			( window as unknown as { __pwned?: number } ).__pwned
		).toBeUndefined();
	} );
} );
