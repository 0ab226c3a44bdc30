import { resourceSchema } from '../../../engine/resource-schema';
import type { FieldDeclaration, ResourceDeclaration, ResourceRecord } from '../../../engine/resource';
import { DEMO_RESOURCES } from '../declarations/demo-resources';
import { DEMO_COMPANIES } from '../company/companies';
import { SEEDS } from '../../testing/all-seeds';
import { seedSetOf } from '../../seed-registry';

const TEST_COMPANY = DEMO_COMPANIES.find((company) => company.code === 1010)!;

/**
 * Enough records for a list to look used: five, but for a shop's tax assignments, which only cover the item groups
 * whose goods share one tax (three of a store's eight).
 */
const LEAST_ROWS: Readonly<Record<string, number>> = { 'pos.tax-assignings': 3 };

function references(resource: ResourceDeclaration): Array<{ field: FieldDeclaration; lines?: string }> {
  return resource.fields.flatMap((field) =>
    field.type === 'lines'
      ? (field.lines ?? [])
          .filter((child) => child.type === 'reference')
          .map((child) => ({ field: child, lines: field.name }))
      : field.type === 'reference'
        ? [{ field }]
        : [],
  );
}

function referencedKeys(record: Record<string, unknown>, use: { field: FieldDeclaration; lines?: string }): string[] {
  if (!use.lines) return record[use.field.name] ? [String(record[use.field.name])] : [];
  const lines = record[use.lines];
  return Array.isArray(lines)
    ? lines.map((line: Record<string, unknown>) => String(line[use.field.name] ?? '')).filter(Boolean)
    : [];
}

function keysOf(resourceName: string, companyCode: number): Set<string> {
  const seed = SEEDS.get(resourceName);
  const company = DEMO_COMPANIES.find((c) => c.code === companyCode)!;
  return new Set((seed?.rows(company) ?? []).map((row) => String(row[seed!.resource.key])));
}

describe.each(DEMO_RESOURCES.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  const schema = resourceSchema(resource);
  // A record stored in the wire's types (the server's int codes and record ids) as the form holds it.
  const asForm = (row: Record<string, unknown>) =>
    resource.wire?.fromWire ? resource.wire.fromWire(row as ResourceRecord) : row;

  it('has its seed set fetched lazily from its module folder', async () => {
    expect(await seedSetOf(resource.name)).toBe(SEEDS.get(resource.name));
  });

  it('is seeded for every demo company with valid, uniquely keyed records whose references exist', () => {
    const seed = SEEDS.get(resource.name);
    expect(seed, 'a seed set').toBeDefined();
    for (const company of DEMO_COMPANIES) {
      const rows = seed!.rows(company).map(asForm);
      expect(rows.length, `${company.code} rows`).toBeGreaterThanOrEqual(LEAST_ROWS[resource.name] ?? 5);
      const keys = rows.map((row) => String(row[resource.key]));
      expect(new Set(keys).size, `${company.code} unique keys`).toBe(keys.length);
      for (const row of rows) {
        const parsed = schema.safeParse(row);
        expect(
          parsed.success
            ? []
            : parsed.error.issues.map(
                (issue) => `${keys[rows.indexOf(row)]} ${issue.path.join('.')}: ${issue.message}`,
              ),
        ).toEqual([]);
        for (const use of references(resource)) {
          const known = keysOf(use.field.reference!.resource, company.code);
          for (const key of referencedKeys(row, use))
            expect(known.has(key), `${company.code} ${use.field.name} ${key}`).toBe(true);
        }
      }
    }
  });

  it('declares a valid example that is not among the test company’s records and whose references exist there', () => {
    const parsed = schema.safeParse(resource.example);
    expect(
      parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
    expect(keysOf(resource.name, TEST_COMPANY.code).has(String(resource.example[resource.key]))).toBe(false);
    for (const use of references(resource)) {
      const known = keysOf(use.field.reference!.resource, TEST_COMPANY.code);
      for (const key of referencedKeys(resource.example, use))
        expect(known.has(key), `${use.field.name} ${key}`).toBe(true);
    }
  });

  it('names its columns, searchable fields and filters among its fields, and its key (a document: its number, where the key is the server’s record id) first', () => {
    const names = resource.fields.map((field) => field.name);
    expect(names[0]).toBe(resource.document?.number ?? resource.key);
    for (const name of [...resource.columns, ...resource.searchable, ...(resource.filters ?? [])])
      expect(names).toContain(name);
  });
});
