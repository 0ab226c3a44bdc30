import type { SeedSet } from '../seed-set';

/** Starting records of the students masters. */
export const STUDENTS_SEEDS: readonly SeedSet[] = [];
