import type { SeedSet } from '../seed-set';

/** Starting records of the hrd masters. */
export const HRD_SEEDS: readonly SeedSet[] = [];
