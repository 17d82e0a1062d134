/**
 * A server message shown as HTML (spec §8), sanitised before it reaches the
 * DOM: only simple inline formatting and safe links survive. The sanitiser
 * (`./sanitize`, DOMPurify) is a chunk of its own, loaded the first time a
 * message is shown; until it is there (a moment, once) the message shows as
 * plain text.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

type Sanitize = ( html: string ) => string;

let sanitize: Sanitize | undefined;

/**
 * The sanitiser, loaded once.
 */
export function loadSanitizer(): Promise< Sanitize > {
	return sanitize
		? Promise.resolve( sanitize )
		: import( /* webpackChunkName: "sanitize" */ './sanitize' ).then(
				( module ) => ( sanitize = module.sanitizeMessage )
			);
}

/**
 * The text of a server message without markup (for screen readers, and
 * until the sanitiser has loaded). A template's content is inert: parsing
 * it runs no script and loads no image.
 *
 * @param html Untrusted HTML.
 */
export function plainText( html: string ): string {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
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
	const [ ready, setReady ] = useState( () => !! sanitize );
	useEffect( () => {
		let live = true;
		if ( ! ready ) {
			loadSanitizer().then( () => live && setReady( true ) );
		}
		return () => {
			live = false;
		};
	}, [ ready ] );
	const safe = useMemo(
		() => ( ready && sanitize ? sanitize( html ) : null ),
		[ html, ready ]
	);
	if ( null === safe ) {
		return <span className={ className }>{ plainText( html ) }</span>;
	}
	return (
		<span
			className={ className }

			dangerouslySetInnerHTML={ { __html: safe } }
		/>
	);
}
