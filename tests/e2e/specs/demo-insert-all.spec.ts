/**
 * Every item of the shipped demo catalogue, inserted through /insert into
 * the real block editor: zero invalid blocks (issue [4]); saved as the
 * editor saves them with no edit, every copy still reads as unchanged, so
 * it updates in one click (issue [23] A: the editor re-spells some blocks
 * when it loads them, which is no edit). Every item when the demo changed
 * since the last full sweep, else a third, another on every commit
 * (utils/content-sweep.ts).
 */
import { test, expect } from '../test';

/**
 * Internal dependencies
 */
import {
	createLibraryAccount,
	signInLibrary,
	signOutLibrary,
} from '../utils/library-account';
import { SiteRest, useCatalogue } from '../utils/site-rest';
import { sweep } from '../utils/content-sweep';

test.describe( 'Demo catalogue in the editor', () => {
	test.afterAll( async ( { baseURL } ) => {
		await useCatalogue( baseURL as string, 'mini' );
		await signOutLibrary( baseURL as string );
	} );

	test( 'every Gutenberg demo item inserts with zero invalid blocks', async ( {
		admin,
		page,
		baseURL,
	} ) => {
		test.setTimeout( 240_000 );
		await useCatalogue( baseURL as string, 'demo' );
		const email = `all-${ Date.now() }@example.org`;
		await createLibraryAccount( baseURL as string, email, 'pro' );
		await signInLibrary( baseURL as string, email );
		await admin.createNewPost();

		// The list, then the items this run checks (every one when the demo
		// changed since the last full sweep, else a third: content-sweep.ts).
		const listed = await page.evaluate( async () => {
			const { wp } = window as any;
			const ids: Array< { id: number; slug: string } > = [];
			for ( const type of [ 'page', 'block' ] ) {
				for ( let p = 1; ; p++ ) {
					const list = await wp.apiFetch( {
						path: `/stencilbox/v1/items?platform=gutenberg&type=${ type }&plan=all&page=${ p }`,
					} );
					ids.push(
						...list.data.map( ( i: any ) => ( {
							id: i.id,
							slug: i.slug,
						} ) )
					);
					if ( p >= list.total_page ) {
						break;
					}
				}
			}
			return ids;
		} );
		expect( listed.length ).toBeGreaterThanOrEqual( 117 );
		const chosen = await sweep(
			'Gutenberg demo items',
			listed,
			( item ) => item.slug
		);

		const report = await page.evaluate( async ( ids ) => {
			const { wp } = window as any;
			const postId = wp.data.select( 'core/editor' ).getCurrentPostId();
			// The editor's autosave would write its own state (the last item
			// alone) over the post on a slow machine: it stays off here.
			wp.data.dispatch( 'core/editor' ).lockPostAutosaving( 'e2e' );
			const all: any[] = [];
			const invalid: string[] = [];
			const foreign: string[] = [];
			let blocks = 0;
			const walk = ( list: any[], slug: string ) => {
				for ( const block of list ) {
					blocks++;
					if ( ! block.isValid ) {
						invalid.push( `${ slug }: ${ block.name }` );
					}
					if ( ! block.name.startsWith( 'core/' ) ) {
						foreign.push( `${ slug }: ${ block.name }` );
					}
					walk( block.innerBlocks, slug );
				}
			};
			for ( const { id, slug } of ids ) {
				const result = await wp.apiFetch( {
					path: '/stencilbox/v1/insert',
					method: 'POST',
					data: {
						id,
						postId,
						origin: 'library',
						platform: 'gutenberg',
					},
				} );
				const parsed = wp.blocks.parse( result.content );
				walk( parsed, slug );
				// Into the editor as the library does, one item at a time.
				wp.data.dispatch( 'core/block-editor' ).resetBlocks( parsed );
				all.push( ...parsed );
			}
			// Every item in the post, as the editor saves blocks it loaded
			// and nobody edited: its own serializer (the one savePost uses),
			// through the REST route it saves with. (Drawing all 1,500
			// blocks at once in the canvas would take minutes.)
			await wp.data
				.dispatch( 'core' )
				.saveEntityRecord( 'postType', 'post', {
					id: postId,
					content: wp.blocks.__unstableSerializeAndClean( all ),
				} );
			return { items: ids.length, blocks, invalid, foreign, postId };
		}, chosen );
		expect( report.items ).toBe( chosen.length );
		// Every item is a few blocks at least (all of them: over 1,000).
		expect( report.blocks ).toBeGreaterThanOrEqual( 3 * report.items );
		expect( report.invalid ).toEqual( [] );
		expect( report.foreign ).toEqual( [] );

		// Each copy, as the editor saved it, is still the item as inserted.
		const site = await SiteRest.login( baseURL as string );
		const states = await site.rest<
			Array< { name: string; found: boolean; pristine: boolean } >
		>( 'GET', '/stencilbox-e2e/v1/provenance', { post_id: report.postId } );
		await site.dispose();
		expect( states ).toHaveLength( report.items );
		expect(
			states
				.filter( ( state ) => ! state.found )
				.map( ( state ) => state.name )
		).toEqual( [] );
		expect(
			states
				.filter( ( state ) => ! state.pristine )
				.map( ( state ) => state.name )
		).toEqual( [] );
	} );
} );
