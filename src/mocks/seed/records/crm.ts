import type { SeedSet } from '../seed-set';

/** Starting records of the crm masters. */
export const CRM_SEEDS: readonly SeedSet[] = [];
