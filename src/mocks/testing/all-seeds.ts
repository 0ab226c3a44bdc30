import { SEED_LOADERS } from '../seed-registry';
import type { SeedSet } from '../core/seeds/seed-set';

/**
 * Test helper: every module's seed sets by resource name, all loaded up front (the backend fetches a module's on first
 * use).
 */
export const SEEDS: ReadonlyMap<string, SeedSet> = new Map(
  (await Promise.all(Object.values(SEED_LOADERS).map((load) => load())))
    .flat()
    .map((seed) => [seed.resource.name, seed]),
);
