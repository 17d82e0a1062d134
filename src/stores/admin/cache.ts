/**
 * Internal dependencies
 */
import type { ResourceName } from './types';

/**
 * The request key of a read: its name and arguments.
 *
 * @param name Read name.
 * @param args Its arguments.
 */
export const resourceKey = (
	name: ResourceName,
	args: readonly unknown[]
): string => `${ name }:${ JSON.stringify( args ) }`;
