/**
 * Seeded randomness, so a regeneration writes the same files.
 */

/* eslint-disable no-bitwise -- a string hash and a PRNG are bit twiddling by nature. */

/**
 * A repeatable random number generator seeded by a string.
 *
 * @param {string} seed Seed.
 * @return {Function} Returns numbers in [0, 1).
 */
export function seeded( seed ) {
	let h = 1779033703 ^ seed.length;
	for ( let i = 0; i < seed.length; i++ ) {
		h = Math.imul( h ^ seed.charCodeAt( i ), 3432918353 );
		h = ( h << 13 ) | ( h >>> 19 );
	}
	let a = h >>> 0;
	return () => {
		a = ( a + 0x6d2b79f5 ) | 0;
		let t = Math.imul( a ^ ( a >>> 15 ), 1 | a );
		t = ( t + Math.imul( t ^ ( t >>> 7 ), 61 | t ) ) ^ t;
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
}

/**
 * A repeatable integer in [min, max] for a seed.
 *
 * @param {string} seed Seed.
 * @param {number} min  Lowest value.
 * @param {number} max  Highest value.
 * @return {number} Integer.
 */
export function seededInt( seed, min, max ) {
	return min + Math.floor( seeded( seed )() * ( max - min + 1 ) );
}
