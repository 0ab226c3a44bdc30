import type { SeedSet } from '../seed-set';

/** Starting records of the takeaway masters. */
export const TAKEAWAY_SEEDS: readonly SeedSet[] = [];
