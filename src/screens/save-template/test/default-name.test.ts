/**
 * Blocks pushed with "Save to cloud" start with a name (issue [15] #12).
 */
/**
 * Internal dependencies
 */
import { blocksName, defaultName } from '../default-name';

// The block types the editor has registered (@wordpress/blocks itself does
// not load in Jest).
jest.mock( '@wordpress/blocks', () => ( {
	getBlockType: ( name: string ) =>
		( {
			'test/heading': { title: 'Heading' },
			'test/cover': { title: 'Cover' },
		} )[ name ],
	// What the editor's serialized blocks parse to, for the test below.
	parse: () => [ { name: 'test/heading', attributes: {} } ],
} ) );

describe( 'blocksName', () => {
	it( 'is the block’s type, its own name when it has one, or the first and how many more', () => {
		expect( blocksName( [ { name: 'test/heading' } ] ) ).toBe( 'Heading' );
		expect(
			blocksName( [
				{
					name: 'test/cover',
					attributes: { metadata: { name: 'Spring hero' } },
				},
			] )
		).toBe( 'Spring hero' );
		expect(
			blocksName( [
				{ name: 'test/cover' },
				{ name: 'test/heading' },
				{ name: 'test/heading' },
			] )
		).toBe( 'Cover and 2 more' );
		expect( blocksName( [ { name: 'unknown/thing' } ] ) ).toBe(
			'unknown/thing'
		);
		expect( blocksName( [] ) ).toBe( '' );
	} );
} );

describe( 'defaultName', () => {
	const file = ( type: string ) => ( {
		__file: 'wp_block' as const,
		id: 4,
		type,
		title: 'Launch',
		content: '<!-- wp:test/heading /-->',
	} );
	it( 'keeps a given name; names block-editor blocks after what they are', () => {
		expect(
			defaultName( { name: 'Launch', file_content: file( 'page' ) } )
		).toBe( 'Launch' );
		expect(
			defaultName( { name: '', file_content: file( 'block' ) } )
		).toBe( 'Heading' );
	} );
} );
