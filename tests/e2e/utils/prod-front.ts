/**
 * The production-like front of the e2e site (bin/prod-server.sh): nginx
 * with its defaults in front of two PHP-FPM nodes (128M, 30 s, a temporary
 * folder each) serving the same site as the e2e server — its files and its
 * database. Started by the specs that need it, on WP_E2E_PORT + 3.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from './site-dir';

const ROOT = path.resolve( __dirname, '../../..' );
const SITE = SITE_DIR;
const RUN = `${ SITE }.stack`;

export const PROD_PORT = String(
	Number( process.env.WP_E2E_PORT || '8889' ) + 3
);
export const PROD_URL = `http://127.0.0.1:${ PROD_PORT }`;

export interface ProdFront {
	url: string;
	/** A node's own temporary folder. */
	tmp: ( node: 'a' | 'b' ) => string;
	/** Empties both nodes' temporary folders (what one node leaves there, another never sees). */
	clearTmp: () => void;
	stop: () => Promise< void >;
}

/**
 * Starts the front; resolves once the site answers through it.
 *
 * @param options               Options.
 * @param options.bufferStreams A proxy that holds streamed answers back until they end.
 */
export async function startProdFront( {
	bufferStreams = false,
}: { bufferStreams?: boolean } = {} ): Promise< ProdFront > {
	const server: ChildProcess = spawn(
		path.join( ROOT, 'bin/prod-server.sh' ),
		[],
		{
			cwd: ROOT,
			env: {
				...process.env,
				WP_SITE_DIR: SITE,
				PROD_PORT,
				// The e2e site's other servers run as this user.
				PROD_USER: 'root',
				PROD_FPM_CHILDREN: '2',
				PROD_BUFFER_STREAMS: bufferStreams ? '1' : '0',
				// Gone with this test worker, however it ends.
				PROD_WATCH_PID: String( process.pid ),
				// The plugin and theme directory stand-in the e2e site's
				// dev server runs beside it (bin/wp-server.sh: its port + 1000).
				STENCILBOX_DIRECTORY_URL: `http://127.0.0.1:${
					Number( process.env.WP_E2E_PORT || '8889' ) + 1000
				}`,
			},
			stdio: [ 'ignore', 'ignore', 'pipe' ],
		}
	);
	let output = '';
	const ready = new Promise< void >( ( resolve, reject ) => {
		server.stderr?.on( 'data', ( chunk: Buffer ) => {
			output += chunk.toString();
			if ( output.includes( 'production-like site:' ) ) {
				resolve();
			}
		} );
		server.on( 'exit', ( code ) =>
			reject(
				new Error(
					`bin/prod-server.sh stopped (${ code }): ${ output.trim() }`
				)
			)
		);
	} );
	await ready;
	const tmp = ( node: 'a' | 'b' ) =>
		path.join( RUN, `node-${ node }`, 'tmp' );
	return {
		url: PROD_URL,
		tmp,
		clearTmp: () => {
			for ( const node of [ 'a', 'b' ] as const ) {
				for ( const file of readdirSync( tmp( node ) ) ) {
					rmSync( path.join( tmp( node ), file ), {
						recursive: true,
						force: true,
					} );
				}
			}
		},
		stop: () =>
			new Promise< void >( ( resolve ) => {
				if ( server.exitCode !== null ) {
					resolve();
					return;
				}
				server.on( 'exit', () => resolve() );
				server.kill( 'SIGTERM' );
			} ),
	};
}
