/**
 * Ports of the dev and test sites (bin/test-runner.mjs, bin/matrix.mjs).
 */
import net from 'node:net';

/**
 * Whether a local TCP port is free (nothing listens on 127.0.0.1 there).
 *
 * @param {number} port Port.
 * @return {Promise<boolean>} Free.
 */
export function portIsFree( port ) {
	return new Promise( ( resolve ) => {
		const server = net.createServer();
		server.once( 'error', () => resolve( false ) );
		server.once( 'listening', () => server.close( () => resolve( true ) ) );
		server.listen( port, '127.0.0.1' );
	} );
}
