/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import HtmlMessage, { sanitizeMessage } from '..';

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

	it( 'renders without executing anything', () => {
		const { container } = render(
			<HtmlMessage
				html={ '<b>Oops</b><img src=x onerror="window.__pwned=1">' }
			/>
		);
		expect( container.innerHTML ).toBe( '<span><b>Oops</b></span>' );
		expect(
			( window as unknown as { __pwned?: number } ).__pwned
		).toBeUndefined();
	} );
} );
