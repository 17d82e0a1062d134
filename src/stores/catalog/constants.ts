/**
 * Internal dependencies
 */
import type { PlanFilter } from '../../api/catalog';
import { storeName } from '../../api/endpoints';

export const STORE_NAME = storeName( 'catalog' );

/** Items per list page. */
export const PER_PAGE = 20;

/** The plan switcher's first value (spec §9: default plan filter all). */
export const DEFAULT_PLAN: PlanFilter = 'all';
