/**
 * An entry of the Updates list (`GET /updates`), as the versions store
 * tests and the Updates screen's tests give one: a block item imported as
 * a draft page "Home", at version 2 with version 3 offered, pristine. A
 * test names only what it changes.
 */
/**
 * Internal dependencies
 */
import type {
	MergeConflict,
	UpdateEntry,
	UpdatePost,
} from '../../../api/versions';

/**
 * An offered version.
 *
 * @param number  Its number.
 * @param changes What differs from the default.
 */
export const offeredVersion = (
	number: number,
	changes: Partial< NonNullable< UpdateEntry[ 'newest' ] > > = {}
): NonNullable< UpdateEntry[ 'newest' ] > => ( {
	number,
	created_at: '2026-01-02T03:04:05Z',
	author: '',
	note: '',
	restored_from: 0,
	size: 10,
	hash: 'h'.repeat( 64 ),
	is_current: true,
	...changes,
} );

/**
 * An update entry.
 *
 * @param changes      What differs from the default (the post's fields
 *                     merged into the default post).
 * @param changes.post The post's fields that differ.
 */
export function updateEntry(
	changes: Partial< Omit< UpdateEntry, 'post' > > & {
		post?: Partial< UpdatePost >;
	} = {}
): UpdateEntry {
	const { post, ...rest } = changes;
	return {
		id: 12,
		kind: 'item',
		source_id: 7,
		name: 'Harbor header',
		type: 'block',
		platform: 'gutenberg',
		scope: 'document',
		path: 'import-page',
		post: {
			id: 41,
			title: 'Home',
			type: 'page',
			type_label: 'Page',
			status: 'draft',
			edit_link: '',
			view_link: '',
			...post,
		},
		version: 2,
		newest: offeredVersion( 3 ),
		pristine: true,
		preview: { current: '/?a', new: '/?b' },
		...rest,
	};
}

/**
 * A merge's conflict on the section's heading (its text changed on both
 * sides).
 *
 * @param changes What differs from the default.
 */
export const headingConflict = (
	changes: Partial< MergeConflict > = {}
): MergeConflict => ( {
	key: '0/0:text:0',
	path: '0/0',
	block: 'core/heading',
	label: 'Heading',
	what: 'text',
	name: '0',
	base: 'Harbor café',
	ours: 'Chez Marie',
	theirs: 'Harbor café and bar',
	...changes,
} );
