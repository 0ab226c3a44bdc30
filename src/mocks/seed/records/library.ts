import type { SeedSet } from '../seed-set';

/** Starting records of the library masters. */
export const LIBRARY_SEEDS: readonly SeedSet[] = [];
