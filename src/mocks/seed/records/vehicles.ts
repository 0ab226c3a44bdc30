import type { SeedSet } from '../seed-set';

/** Starting records of the vehicles masters. */
export const VEHICLES_SEEDS: readonly SeedSet[] = [];
