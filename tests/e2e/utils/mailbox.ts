/**
 * The dev mailbox: every mail a test site sends is a JSON file in
 * `<site>/wp-content/mail/` (bin/dev/mu-plugins/stencilbox-dev-env.php).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from './site-dir';

export interface Mail {
	to: string[];
	subject: string;
	message: string;
	date: string;
}

/** The mailbox of the hub site (site A sends every account mail). */
export const HUB_MAILBOX = path.join( SITE_DIR, 'wp-content/mail' );

/**
 * Waits for the newest mail to an address (and, if given, whose subject
 * contains a text) and returns it.
 *
 * @param to      Recipient.
 * @param timeout Milliseconds to wait.
 * @param subject A text the subject contains.
 */
export async function waitForMail(
	to: string,
	timeout = 10_000,
	subject = ''
): Promise< Mail > {
	const deadline = Date.now() + timeout;
	while ( Date.now() < deadline ) {
		if ( existsSync( HUB_MAILBOX ) ) {
			const mails = readdirSync( HUB_MAILBOX )
				.filter( ( name ) => name.endsWith( '.json' ) )
				.sort()
				.reverse()
				.map(
					( name ) =>
						JSON.parse(
							readFileSync(
								path.join( HUB_MAILBOX, name ),
								'utf8'
							)
						) as Mail
				)
				.filter(
					( mail ) =>
						mail.to.includes( to ) &&
						mail.subject.includes( subject )
				);
			if ( mails.length ) {
				return mails[ 0 ];
			}
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
	throw new Error( `No mail to ${ to } within ${ timeout } ms` );
}

/**
 * The first URL in a mail's text.
 *
 * @param mail Mail.
 */
export function firstLink( mail: Mail ): string {
	const match = mail.message.match( /https?:\/\/\S+/ );
	if ( ! match ) {
		throw new Error( 'The mail has no link' );
	}
	return match[ 0 ];
}
