import type { SeedSet } from '../seed-set';

/** Starting records of the frontoffice masters. */
export const FRONTOFFICE_SEEDS: readonly SeedSet[] = [];
