import type { SeedSet } from '../seed-set';

/** Starting records of the production masters. */
export const PRODUCTION_SEEDS: readonly SeedSet[] = [];
