/**
 * One bundle per surface on top of @wordpress/scripts' config.
 *
 * - admin:     the full app on the Stencilbox admin page.
 * - editor:    a tiny entry on every block-editor screen; it lazy-loads the
 *              library chunk only when the library is opened.
 * - block:     the `stencilbox/library` block (block.json's editorScript).
 * - elementor: the Elementor bridge (loaded only inside Elementor's editor).
 * - hub:       the hub owner's "Library hub" screen (publish, bundles, demo).
 * - template-editor: only in the block editor of a saved template (its
 *              Post Content block; the display conditions, a lazy chunk,
 *              when a template is first published).
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const surface = ( name ) => path.resolve( __dirname, 'src/surfaces', name );

/**
 * Writes `build/chunk-groups.json`: for each entry and each named lazy chunk
 * (`webpackChunkName`), the files a browser loads for it. `npm run size`
 * reads it to report what each step really costs; the plugin zip leaves it
 * out.
 */
class ChunkGroupsPlugin {
	apply( compiler ) {
		const name = 'StencilboxChunkGroups';
		compiler.hooks.thisCompilation.tap( name, ( compilation ) => {
			compilation.hooks.processAssets.tap(
				{
					name,
					stage: compiler.webpack.Compilation
						.PROCESS_ASSETS_STAGE_REPORT,
				},
				() => {
					const groups = {};
					for ( const group of compilation.chunkGroups ) {
						if ( ! group.name ) {
							continue;
						}
						const files = new Set( groups[ group.name ] );
						for ( const chunk of group.chunks ) {
							chunk.files.forEach( ( file ) =>
								files.add( file )
							);
						}
						groups[ group.name ] = [ ...files ]
							.filter( ( file ) => ! file.endsWith( '.map' ) )
							.sort();
					}
					compilation.emitAsset(
						'chunk-groups.json',
						new compiler.webpack.sources.RawSource(
							JSON.stringify( groups, null, '\t' )
						)
					);
				}
			);
		} );
	}
}

module.exports = {
	...defaultConfig,
	entry: {
		admin: surface( 'admin/index.tsx' ),
		editor: surface( 'gutenberg/index.tsx' ),
		block: surface( 'block/index.tsx' ),
		elementor: surface( 'elementor/index.tsx' ),
		settings: surface( 'settings/index.tsx' ),
		hub: surface( 'hub/index.tsx' ),
		'template-editor': surface( 'template-editor/index.tsx' ),
	},
	output: {
		...defaultConfig.output,
		// Lazy chunks get a content hash in their name so a new release never
		// meets a stale cached chunk.
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				// Styles follow the chunk that imports them, so the library's
				// CSS loads with the library, never on every editor load.
				style: false,
				default: false,
			},
		},
	},
	plugins: [
		...defaultConfig.plugins.map( ( plugin ) => {
			if ( plugin.constructor.name === 'MiniCssExtractPlugin' ) {
				plugin.options.chunkFilename =
					'chunks/[name].[contenthash:8].css';
				// A lazy chunk's styles are loaded by the webpack runtime,
				// not enqueued, so WordPress cannot swap in their RTL twin:
				// on a right-to-left page, load `<name>-rtl.css` (written by
				// @wordpress/scripts' RTL plugin at the build root) instead,
				// with the left-to-right file's hash against stale caches.
				plugin.runtimeOptions.insert = function ( linkTag ) {
					const match =
						document.documentElement.dir === 'rtl' &&
						/^(.*\/)chunks\/([^/]+)\.([0-9a-f]{8})\.css$/.exec(
							linkTag.href
						);
					if ( match ) {
						linkTag.href =
							match[ 1 ] +
							match[ 2 ] +
							'-rtl.css?ver=' +
							match[ 3 ];
					}
					document.head.appendChild( linkTag );
				};
			}
			return plugin;
		} ),
		new ChunkGroupsPlugin(),
	],
	performance: {
		...defaultConfig.performance,
		hints: false,
	},
};
