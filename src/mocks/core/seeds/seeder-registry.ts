type Ensure = (companyCode: number) => Promise<void>;

/**
 * Which seeders put a kind's starting rows in place, run (in the order registered) by the kind's readers before
 * they read: so a reader in another folder (the ledger reading transport, the NOC reading library issues) sees the
 * seeded rows whichever screen opened first. One registry per store; a seeder that also writes another store's kind
 * (a penalty seed posting charges) registers for that kind too. Seeders are registered by the stores' *-seeders.ts
 * files (loaded with the handlers) because the seeds import the stores. A seeder must be idempotent (seedOnce) and
 * never read through a seeded reader of a kind it is registered for (it would call itself): it reads the raw kind
 * with listRecords and writes with the store's writers or postStudentCharge.
 */
export function seederRegistry<Kind extends string>() {
  const seeders = new Map<Kind, Ensure[]>();
  return {
    register(kind: Kind, ensure: Ensure): void {
      const list = seeders.get(kind) ?? [];
      if (!list.includes(ensure)) seeders.set(kind, [...list, ensure]);
    },
    async seeded(kind: Kind, companyCode: number): Promise<void> {
      for (const ensure of seeders.get(kind) ?? []) await ensure(companyCode);
    },
  };
}
