import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ResourceDeclaration, ResourceRecord } from '../../../engine/resource';
import { resourceSchema } from '../../../engine/resource-schema';
import { recordFromSaveBody } from '../../../engine/wire-shape';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import { readJson, validationAnswer } from '../read-json';
import { deleteRecord, listRecords, readRecord, writeRecord } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { integrityErrors, missingReferences, usedBy } from './resource-integrity';
import { queuedWrite, refusal, screenSession } from '../sessions/screen-session';

type Stored = Record<string, unknown> & { recordId: number };
export type Answer = Record<string, unknown>;

/** What one HR master with server-numbered record ids does beyond list, get and save (create, modify, hard delete). */
export interface RecordMasterRules {
  resource: ResourceDeclaration;
  /** The list's rows as the route answers them (the stored records in record id order unless said). */
  listAnswer?: (rows: Stored[], companyCode: number) => Promise<unknown[]> | unknown[];
  /** The get-one answer (the stored record as the declaration's wire shape has it unless said). */
  getAnswer?: (row: Stored, companyCode: number) => Promise<Answer> | Answer;
  /** A refusal of the record about to be stored (a duplicate number...), else null. */
  refuse?: (row: Stored, others: Stored[]) => string | null;
  /** Why the record cannot be deleted (before the generic check of records that refer to it), else null. */
  inUse?: (companyCode: number, recordId: number) => Promise<string | null>;
  /** Stored fields the form does not carry, kept as they were on a modification (an employee's service closing). */
  keep?: readonly string[];
  /** The record as stored once its record id is known (a pay head's effects carry it). */
  stamp?: (row: Stored) => Stored;
}

const byRecordId = (rows: Stored[]) => rows.sort((a, b) => a.recordId - b.recordId);

export async function storedRows(resource: ResourceDeclaration, companyCode: number): Promise<Stored[]> {
  await ensureSeeded(resource.name, companyCode);
  return byRecordId(await listRecords<Stored>(resource.name, companyCode));
}

function issueErrors(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}

/** The form's record as stored: the wire's types (numbers for codes and ids) where the declaration converts them. */
const asStored = (resource: ResourceDeclaration, record: ResourceRecord) =>
  resource.wire?.toWire ? resource.wire.toWire(record) : record;

/**
 * The stored record as the `Get…` route answers it by default: `{ <header>: ..., <parts>... }` where declared, else the
 * record.
 */
export function defaultAnswer(resource: ResourceDeclaration, row: Stored): Answer {
  const wire = resource.wire;
  if (!wire) return row;
  const header: Answer = {};
  for (const [name, value] of Object.entries(row)) if (!(name in wire.parts)) header[name] = value;
  const answer: Answer = { [wire.header ?? 'header']: header };
  for (const [field, key] of Object.entries(wire.parts)) answer[key] = Array.isArray(row[field]) ? row[field] : [];
  return answer;
}

async function save(rules: RecordMasterRules, companyCode: number, body: Answer, traCheck: number): Promise<Response> {
  const { resource } = rules;
  const input = recordFromSaveBody(resource, body) ?? {};
  const recordId = Number(input.recordId ?? body.recordId);
  const rows = await storedRows(resource, companyCode);
  const existing = rows.find((row) => row.recordId === recordId);
  const label = `${resource.singular} ${Number.isFinite(recordId) ? recordId : ''}`.trim();
  if (traCheck !== 1 && !existing) return refusal(`${label} no longer exists.`);
  if (traCheck === 3) {
    const held = await usedBy(
      resource,
      companyCode,
      String(recordId),
      rules.inUse ? (company) => rules.inUse!(company, recordId) : undefined,
    );
    if (held) return refusal(held);
    await deleteRecord(resource.name, companyCode, String(recordId));
    return HttpResponse.json({ recordId, result: 'OK' });
  }
  const parsed = resourceSchema(resource).safeParse(input);
  if (!parsed.success) return validationAnswer(issueErrors(parsed.error.issues));
  const form = { ...(parsed.data as ResourceRecord), recordId: existing ? recordId : null };
  const missing = await missingReferences(resource, companyCode, form);
  if (Object.keys(missing).length > 0) return validationAnswer(missing);
  const broken = await integrityErrors(resource, companyCode, form);
  if (Object.keys(broken).length > 0) return validationAnswer(broken);
  // The server numbers a new record max + 1 (its identity column).
  const id = existing ? recordId : rows.reduce((max, row) => Math.max(max, row.recordId), 0) + 1;
  const kept = Object.fromEntries((rules.keep ?? []).map((name) => [name, existing?.[name] ?? null]));
  const numbered: Stored = { ...kept, ...asStored(resource, form), recordId: id };
  const stored = rules.stamp ? rules.stamp(numbered) : numbered;
  const refused = rules.refuse?.(
    stored,
    rows.filter((row) => row.recordId !== id),
  );
  if (refused) return refusal(refused);
  await writeRecord(resource.name, companyCode, String(id), stored);
  return HttpResponse.json({ recordId: id, result: 'OK' });
}

const TRANSACTIONS = { 1: TRANSACTION.create, 2: TRANSACTION.modify, 3: TRANSACTION.delete } as const;

/** List, get and save of an HR master whose records the server numbers (RecordId), on its declared routes. */
export function recordMasterHandlers(rules: RecordMasterRules): HttpHandler[] {
  const { resource } = rules;
  const handlers: HttpHandler[] = [
    http.post(`*/${resource.endpoints.list}`, async ({ request }) => {
      const session = await screenSession(request, resource.screen, TRANSACTION.view, 'read');
      if (session instanceof Response) return session;
      const rows = await storedRows(resource, session.companyCode);
      return HttpResponse.json(
        rules.listAnswer
          ? await rules.listAnswer(rows, session.companyCode)
          : rows.map((row) => defaultAnswer(resource, row)[resource.wire?.header ?? 'header'] ?? row),
      );
    }),
    http.post(`*/${resource.endpoints.save}`, async ({ request }) => {
      const body = await readJson(request);
      const traCheck = Number(body.traCheck);
      if (traCheck !== 1 && traCheck !== 2 && traCheck !== 3)
        return refusal('traCheck must be 1 (create), 2 (modify) or 3 (delete).');
      const session = await screenSession(request, resource.screen, TRANSACTIONS[traCheck], 'write');
      if (session instanceof Response) return session;
      return queuedWrite(request, session, () => save(rules, session.companyCode, body, traCheck));
    }),
  ];
  const get = resource.endpoints.get;
  if (get) {
    handlers.push(
      http.post(`*/${get}`, async ({ request }) => {
        const session = await screenSession(request, resource.screen, TRANSACTION.view, 'read');
        if (session instanceof Response) return session;
        await ensureSeeded(resource.name, session.companyCode);
        const row = await readRecord<Stored>(
          resource.name,
          session.companyCode,
          String(Number((await readJson(request)).recordId)),
        );
        if (!row) return HttpResponse.json(null);
        return HttpResponse.json(
          rules.getAnswer ? await rules.getAnswer(row, session.companyCode) : defaultAnswer(resource, row),
        );
      }),
    );
  }
  return handlers;
}

/** A refusal when another record holds the same text in `field` (case and spaces aside). */
export function uniqueText(field: string, message: (value: string) => string) {
  const norm = (value: unknown) =>
    String(value ?? '')
      .trim()
      .toLowerCase();
  return (row: Stored, others: Stored[]) =>
    others.some((other) => norm(other[field]) === norm(row[field])) ? message(String(row[field])) : null;
}
