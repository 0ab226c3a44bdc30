import type { SeedSet } from '../seed-set';

/** Starting records of the pos masters. */
export const POS_SEEDS: readonly SeedSet[] = [];
