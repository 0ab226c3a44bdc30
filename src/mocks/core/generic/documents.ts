import { http, HttpResponse } from 'msw';
import {
  isApprovedStatus,
  isCancelledStatus,
  isPendingStatus,
  numberFieldOf,
  statusesOf,
} from '../../../engine/document/document';
import { documentTotals } from '../../../engine/document/document-totals';
import { nextNumber } from '../../../engine/document/number-series';
import { inForceOn, notInForceMessage } from '../../../engine/document/tax-in-force';
import type { ResourceDeclaration } from '../../../engine/resource';
import { code, TRANSACTION } from '../../../lib/permissions/permission-code';
import { getDemoDb, recordKey } from '../db/demo-db';
import { approvalSetting } from '../company/settings-store';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { authorise } from '../sessions/authorise';

type Data = Record<string, unknown>;

/**
 * Does this kind of document wait for approval? Setting value 2 means yes (spec section 4), as the administrator last
 * saved it.
 */
export async function approvalRequired(resource: ResourceDeclaration, companyCode: number): Promise<boolean> {
  const approval = resource.document?.approval;
  return approval ? approvalSetting(companyCode, approval.branchId, approval.setupCode) : false;
}

async function taxMaster(resource: ResourceDeclaration, companyCode: number): Promise<Map<string, Data>> {
  const master = resource.document!.taxes.master;
  await ensureSeeded(master.resource, companyCode);
  const db = await getDemoDb();
  const rows = await db.getAllFromIndex('records', 'byResource', [master.resource, companyCode]);
  return new Map(rows.map((row) => [String(row.data[master.key]), row.data as Data]));
}

/**
 * A tax line not in force on the document's date, unless the stored document already had it
 * (an old document keeps its tax): the refusal, or null.
 */
function taxNotInForce(
  resource: ResourceDeclaration,
  masters: Map<string, Data>,
  input: Data,
  existing: Data | undefined,
): string | null {
  const rules = resource.document!;
  const date = String(input[rules.dateField] ?? '');
  const kept = new Set(
    ((existing?.[rules.taxes.field] as Data[] | undefined) ?? []).map((line) => String(line[rules.taxes.tax])),
  );
  const sameDate = existing !== undefined && existing[rules.dateField] === input[rules.dateField];
  for (const line of (input[rules.taxes.field] as Data[] | undefined) ?? []) {
    const tax = String(line[rules.taxes.tax]);
    const master = masters.get(tax);
    if (master && !inForceOn(master, date) && !(sameDate && kept.has(tax))) return notInForceMessage(tax, date);
  }
  return null;
}

/**
 * The server's side of a document save: a new number from the series, every amount recomputed from
 * quantities, rates and the tax master, and the status from the approval setting. Answers the
 * record to store, or a refusal to show.
 */
export async function prepareDocument(
  resource: ResourceDeclaration,
  companyCode: number,
  input: Data,
  existing: Data | undefined,
): Promise<Data | string> {
  const rules = resource.document!;
  const statuses = statusesOf(rules);
  const numberField = numberFieldOf(rules, resource.key);
  const needsApproval = await approvalRequired(resource, companyCode);
  if (existing) {
    const status = existing[rules.status];
    const label = `${resource.singular} ${String(existing[numberField])}`;
    if (isCancelledStatus(rules, status)) return `${label} is cancelled and cannot be changed.`;
    if (isApprovedStatus(rules, status) && needsApproval)
      return `${label} is approved and cannot be changed; cancel it and raise a new one.`;
  }
  const masters = await taxMaster(resource, companyCode);
  const refusal = taxNotInForce(resource, masters, input, existing);
  if (refusal) return refusal;
  const percents = new Map([...masters].map(([key, row]) => [key, Number(row[rules.taxes.master.percent] ?? 0)]));
  const lines = (input[rules.lines.field] as Data[] | undefined) ?? [];
  const taxes = (input[rules.taxes.field] as Data[] | undefined) ?? [];
  const totals = documentTotals(
    lines.map((line) => ({ quantity: line[rules.lines.quantity] as number, rate: line[rules.lines.rate] as number })),
    taxes.map((line) => percents.get(String(line[rules.taxes.tax])) ?? 0),
    input[rules.discount] as number | null,
    input[rules.others] as number | null,
  );
  const identity = existing
    ? { [resource.key]: existing[resource.key], [numberField]: existing[numberField] }
    : await newIdentity(resource, companyCode, input);
  return {
    ...input,
    ...identity,
    [rules.lines.field]: lines.map((line, index) => ({ ...line, [rules.lines.amount]: totals.lineAmounts[index] })),
    [rules.taxes.field]: taxes.map((line, index) => ({
      ...line,
      [rules.taxes.percent]: percents.get(String(line[rules.taxes.tax])) ?? 0,
      [rules.taxes.value]: totals.taxValues[index],
    })),
    [rules.totals.base]: totals.base,
    [rules.totals.taxes]: totals.taxes,
    [rules.totals.total]: totals.total,
    [rules.status]: existing ? existing[rules.status] : needsApproval ? statuses.pending : statuses.approved,
    [rules.print.countField]: existing ? (existing[rules.print.countField] ?? 0) : 0,
  };
}

/** A new document's number from its series and, where the key is the server's record id, the next id (highest + 1). */
async function newIdentity(resource: ResourceDeclaration, companyCode: number, input: Data): Promise<Data> {
  const rules = resource.document!;
  const numberField = numberFieldOf(rules, resource.key);
  const db = await getDemoDb();
  const stored = (await db.getAllFromIndex('records', 'byResource', [resource.name, companyCode])).map(
    (row) => row.data as Data,
  );
  const number = nextNumber(
    rules.series,
    new Date(String(input[rules.dateField]) || Date.now()),
    stored.map((row) => String(row[numberField] ?? '')),
  );
  if (numberField === resource.key) return { [resource.key]: number };
  const highest = stored.reduce((max, row) => Math.max(max, Number(row[resource.key]) || 0), 0);
  return { [resource.key]: highest + 1, [numberField]: number };
}

/** Cancelling keeps the document, marked. */
export function cancelDocument(resource: ResourceDeclaration, existing: Data): Data {
  return { ...existing, [resource.document!.status]: statusesOf(resource.document!).cancelled };
}

function actionHandler(
  resource: ResourceDeclaration,
  endpoint: string,
  run: (record: Data) => Data | string,
  transCodeFor: (record: Data) => number,
) {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as Data;
    const screen = resource.screen.code!;
    const id = String(body.recordId ?? '');
    // Read the record first (with a session check), then check the transaction this action needs.
    const peek = await authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, 0), 'read');
    if (peek instanceof Response) return peek;
    const db = await getDemoDb();
    const key = recordKey(resource.name, peek.companyCode, id);
    const stored = await db.get('records', key);
    if (!stored) return HttpResponse.json({ result: `${resource.singular} ${id} no longer exists.` });
    const session = await authorise(
      request,
      code(screen.moduleCode, screen.menuCode, screen.screenCode, transCodeFor(stored.data)),
      'write',
    );
    if (session instanceof Response) return session;
    const next = run(stored.data);
    if (typeof next === 'string') return HttpResponse.json({ result: next });
    await db.put('records', { ...stored, data: next }, key);
    return HttpResponse.json({ recordId: id, result: 'OK', record: next });
  });
}

/** Approve (transaction 98) and print (7 the first time, 8 after, counted) for every document. */
export function documentActionHandlers(resource: ResourceDeclaration) {
  const rules = resource.document;
  if (!rules || !resource.screen.code) return [];
  const approve = rules.approval
    ? [
        actionHandler(
          resource,
          rules.approval.endpoint,
          (record) => {
            const statuses = statusesOf(rules);
            if (!isPendingStatus(rules, record[rules.status]))
              return `${resource.singular} ${String(record[numberFieldOf(rules, resource.key)])} is not waiting for approval.`;
            return { ...record, [rules.status]: statuses.approvedByApprover ?? statuses.approved };
          },
          () => TRANSACTION.approve,
        ),
      ]
    : [];
  const print = actionHandler(
    resource,
    rules.print.endpoint,
    (record) =>
      isCancelledStatus(rules, record[rules.status])
        ? `${resource.singular} ${String(record[numberFieldOf(rules, resource.key)])} is cancelled.`
        : { ...record, [rules.print.countField]: Number(record[rules.print.countField] ?? 0) + 1 },
    (record) => (Number(record[rules.print.countField] ?? 0) > 0 ? TRANSACTION.reprint : TRANSACTION.print),
  );
  return [...approve, print];
}
