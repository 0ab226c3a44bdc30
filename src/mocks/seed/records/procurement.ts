import type { SeedSet } from '../seed-set';

/** Starting records of the procurement masters. */
export const PROCUREMENT_SEEDS: readonly SeedSet[] = [];
