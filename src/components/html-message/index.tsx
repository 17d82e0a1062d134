/**
 * A server message shown as HTML (spec §8), sanitised before it reaches the
 * DOM: only simple inline formatting and safe links survive.
 */
/**
 * External dependencies
 */
import DOMPurify from 'dompurify';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

const ALLOWED_TAGS = [
	'a',
	'b',
	'strong',
	'i',
	'em',
	'br',
	'p',
	'ul',
	'ol',
	'li',
	'code',
];
const ALLOWED_ATTR = [ 'href', 'target', 'rel' ];

/**
 * Sanitises HTML from a server message.
 *
 * @param html Untrusted HTML.
 */
export function sanitizeMessage( html: string ): string {
	const clean = DOMPurify.sanitize( html, {
		ALLOWED_TAGS,
		ALLOWED_ATTR,
		ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#|\/)/i,
	} );
	// Links leave the app safely.
	const template = document.createElement( 'template' );
	template.innerHTML = clean;
	template.content.querySelectorAll( 'a' ).forEach( ( link ) => {
		link.setAttribute( 'target', '_blank' );
		link.setAttribute( 'rel', 'noopener noreferrer' );
	} );
	return template.innerHTML;
}

/**
 * The text of a server message without markup (for screen readers).
 *
 * @param html Untrusted HTML.
 */
export function plainText( html: string ): string {
	const template = document.createElement( 'template' );
	template.innerHTML = sanitizeMessage( html );
	return template.content.textContent ?? '';
}

/**
 * Renders a sanitised server message.
 *
 * @param props           Props.
 * @param props.html      Untrusted HTML.
 * @param props.className Class name.
 */
export default function HtmlMessage( {
	html,
	className,
}: {
	html: string;
	className?: string;
} ) {
	const safe = useMemo( () => sanitizeMessage( html ), [ html ] );
	return (
		<span
			className={ className }

			dangerouslySetInnerHTML={ { __html: safe } }
		/>
	);
}
