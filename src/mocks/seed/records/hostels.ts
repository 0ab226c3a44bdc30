import type { SeedSet } from '../seed-set';

/** Starting records of the hostels masters. */
export const HOSTELS_SEEDS: readonly SeedSet[] = [];
