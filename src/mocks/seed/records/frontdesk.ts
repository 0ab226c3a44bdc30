import type { SeedSet } from '../seed-set';

/** Starting records of the frontdesk masters. */
export const FRONTDESK_SEEDS: readonly SeedSet[] = [];
