import type { FieldDeclaration, ResourceDeclaration } from '../../../engine/resource';
import { getDemoDb, recordKey } from '../db/demo-db';
import { DEMO_RESOURCES } from '../declarations/demo-resources';
import { ensureSeeded } from '../seeds/ensure-seeded';
import type { InUseRule } from './in-use-rules';

interface ReferenceUse {
  field: FieldDeclaration;
  /** The line field holding it, when the reference is inside lines. */
  lines?: FieldDeclaration;
}

function referenceFields(resource: ResourceDeclaration): ReferenceUse[] {
  return resource.fields.flatMap((field): ReferenceUse[] =>
    field.type === 'lines'
      ? (field.lines ?? [])
          .filter((child) => child.type === 'reference')
          .map((child) => ({ field: child, lines: field }))
      : field.type === 'reference'
        ? [{ field }]
        : [],
  );
}

function valuesOf(record: Record<string, unknown>, use: ReferenceUse): string[] {
  if (!use.lines) return [String(record[use.field.name] ?? '')].filter(Boolean);
  const lines = record[use.lines.name];
  return Array.isArray(lines)
    ? lines.map((line: Record<string, unknown>) => String(line[use.field.name] ?? '')).filter(Boolean)
    : [];
}

/** Every reference in the record must name an existing record of the same company: field name -> message. */
export async function missingReferences(
  resource: ResourceDeclaration,
  companyCode: number,
  record: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const db = await getDemoDb();
  const errors: Record<string, string[]> = {};
  for (const use of referenceFields(resource)) {
    const values = valuesOf(record, use);
    if (values.length > 0) await ensureSeeded(use.field.reference!.resource, companyCode);
    for (const value of values) {
      const exists = await db.get('records', recordKey(use.field.reference!.resource, companyCode, value));
      if (!exists)
        (errors[use.lines?.name ?? use.field.name] ??= []).push(
          `${use.field.label} ${value} does not exist; choose one from the list`,
        );
    }
  }
  return errors;
}

/**
 * Why the record cannot be deleted, as a refusal message: its module's own in-use rule (when it has
 * one), else the first record (of any resource) that still refers to it; null when nothing holds it.
 */
export async function usedBy(
  resource: ResourceDeclaration,
  companyCode: number,
  id: string,
  inUse?: InUseRule,
): Promise<string | null> {
  const held = inUse ? await inUse(companyCode, id) : null;
  if (held) return held;
  const db = await getDemoDb();
  for (const other of DEMO_RESOURCES) {
    const uses = referenceFields(other).filter((use) => use.field.reference?.resource === resource.name);
    if (uses.length === 0) continue;
    await ensureSeeded(other.name, companyCode);
    const rows = await db.getAllFromIndex('records', 'byResource', [other.name, companyCode]);
    const user = rows.find((row) => uses.some((use) => valuesOf(row.data, use).includes(id)));
    if (user)
      return `${resource.singular} ${id} is used by ${other.singular.toLowerCase()} ${user.id} and cannot be deleted.`;
  }
  return null;
}

/** The declaration's cross-record rules (same nature as the parent, no loops): field name -> messages. */
export async function integrityErrors(
  resource: ResourceDeclaration,
  companyCode: number,
  record: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const rules = resource.integrity;
  if (!rules) return {};
  const db = await getDemoDb();
  const errors: Record<string, string[]> = {};
  const targetOf = async (name: string, value: unknown) => {
    const target = resource.fields.find((field) => field.name === name)?.reference?.resource;
    return target && value ? (await db.get('records', recordKey(target, companyCode, String(value))))?.data : undefined;
  };
  for (const rule of rules.sameAs ?? []) {
    const target = await targetOf(rule.reference, record[rule.reference]);
    if (target && target[rule.field] !== record[rule.field]) (errors[rule.reference] ??= []).push(rule.message);
  }
  if (rules.acyclic) {
    const own = String(record[resource.key] ?? '');
    const seen = new Set<string>();
    let next: unknown = record[rules.acyclic.reference];
    while (next && !seen.has(String(next))) {
      if (String(next) === own) {
        (errors[rules.acyclic.reference] ??= []).push(rules.acyclic.message);
        break;
      }
      seen.add(String(next));
      next = (await targetOf(rules.acyclic.reference, next))?.[rules.acyclic.reference];
    }
  }
  return errors;
}
