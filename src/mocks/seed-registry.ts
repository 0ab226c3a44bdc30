import type { SeedSet } from './core/seeds/seed-set';

type SeedLoader = () => Promise<readonly SeedSet[]>;

/**
 * Where each module's starting records live, by the module name that begins its resource names
 * ('inventory.units-of-measure' -> inventory). Each is its own chunk, fetched only when a company
 * first touches one of that module's records. With handlers.ts, this is one of the two files that name every module's
 * folder (the lint zones keep the core from naming any).
 */
export const SEED_LOADERS: Readonly<Record<string, SeedLoader>> = {
  accounts: () => import('./accounts/seeds/accounts-seeds').then((seeds) => seeds.ACCOUNTS_SEEDS),
  admin: () => import('./admin/seeds/admin-seeds').then((seeds) => seeds.ADMIN_SEEDS),
  crm: () => import('./crm/seeds/crm-seeds').then((seeds) => seeds.CRM_SEEDS),
  frontdesk: () => import('./school-office/seeds/frontdesk-seeds').then((seeds) => seeds.FRONTDESK_SEEDS),
  frontoffice: () => import('./frontoffice/seeds/frontoffice-seeds').then((seeds) => seeds.FRONTOFFICE_SEEDS),
  hostels: () => import('./hostels/seeds/hostels-seeds').then((seeds) => seeds.HOSTELS_SEEDS),
  hrd: () => import('./hrd/seeds/hrd-seeds').then((seeds) => seeds.HRD_SEEDS),
  inventory: () => import('./inventory/seeds/inventory-seeds').then((seeds) => seeds.INVENTORY_SEEDS),
  library: () => import('./library/seeds/library-seeds').then((seeds) => seeds.LIBRARY_SEEDS),
  pos: () => import('./pos/seeds/pos-seeds').then((seeds) => seeds.POS_SEEDS),
  procurement: () => import('./procurement/seeds/procurement-seeds').then((seeds) => seeds.PROCUREMENT_SEEDS),
  production: () => import('./production/seeds/production-seeds').then((seeds) => seeds.PRODUCTION_SEEDS),
  qc: () => import('./qc/seeds/qc-seeds').then((seeds) => seeds.QC_SEEDS),
  students: () => import('./students/seeds/students-seeds').then((seeds) => seeds.STUDENTS_SEEDS),
  takeaway: () => import('./takeaway/seeds/takeaway-seeds').then((seeds) => seeds.TAKEAWAY_SEEDS),
  vehicles: () => import('./vehicles/seeds/vehicles-seeds').then((seeds) => seeds.VEHICLES_SEEDS),
};

const loaded = new Map<string, Promise<ReadonlyMap<string, SeedSet>>>();

/** A module's seed sets by resource name, fetched once. */
function moduleSeeds(module: string): Promise<ReadonlyMap<string, SeedSet>> {
  let seeds = loaded.get(module);
  if (!seeds) {
    const load = SEED_LOADERS[module];
    seeds = load
      ? load().then((sets) => new Map(sets.map((set) => [set.resource.name, set])))
      : Promise.resolve(new Map());
    seeds.catch(() => loaded.delete(module));
    loaded.set(module, seeds);
  }
  return seeds;
}

/** The starting records of a resource ('<module>.<name>'), or undefined when it has none. */
export async function seedSetOf(resource: string): Promise<SeedSet | undefined> {
  return (await moduleSeeds(resource.slice(0, resource.indexOf('.')))).get(resource);
}
