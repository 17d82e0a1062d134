/**
 * Which demo items a per-item sweep checks in this run: every one, or a
 * share chosen per commit (bin/lib/content-sweep.mjs says when and how; the
 * README's "What a visitor sees" too). Each call prints what it chose and
 * why, so a failure can be repeated.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface Plan {
	all: boolean;
	why: string;
	seed: string;
}

interface Sweep {
	plan: () => Plan;
	sample: < T >( items: T[], key: ( item: T ) => string, which: Plan ) => T[];
}

let loaded: Promise< { sweep: Sweep; which: Plan } > | undefined;

/**
 * The module, loaded once per worker (it is ES modules; the specs are
 * compiled to CommonJS, so it comes through a dynamic import).
 */
function load() {
	loaded ??= ( async () => {
		const url = pathToFileURL(
			path.resolve( __dirname, '../../../bin/lib/content-sweep.mjs' )
		).href;
		const module = ( await import( url ) ) as Sweep;
		return { sweep: module, which: module.plan() };
	} )();
	return loaded;
}

/**
 * The items of a list this run checks, printed.
 *
 * @param label What the list is, for the log.
 * @param items The whole list.
 * @param key   An item's stable name (its slug).
 */
export async function sweep< T >(
	label: string,
	items: T[],
	key: ( item: T ) => string
): Promise< T[] > {
	const { sweep: chooser, which } = await load();
	const chosen = chooser.sample( items, key, which );
	// eslint-disable-next-line no-console
	console.log(
		`content sweep: ${ label }: ${ chosen.length } of ${
			items.length
		} (${ which.why })${
			which.all ? '' : `: ${ chosen.map( key ).join( ', ' ) }`
		}`
	);
	return chosen;
}
