/**
 * The sanitiser of server messages (DOMPurify with a small allow-list). Its
 * own chunk: the library loads it the first time a message with markup is
 * shown, not when it opens.
 */
/**
 * External dependencies
 */
import DOMPurify from 'dompurify';

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
