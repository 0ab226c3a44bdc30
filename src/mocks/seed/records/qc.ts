import type { SeedSet } from '../seed-set';

/** Starting records of the qc masters. */
export const QC_SEEDS: readonly SeedSet[] = [];
