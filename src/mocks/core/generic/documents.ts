import { http, HttpResponse } from 'msw';
import { DOCUMENT_STATUS } from '../../../engine/document/document';
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

/** Does this kind of document wait for approval? Setting value 2 means yes (spec section 4), as the administrator last saved it. */
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
function taxNotInForce(resource: ResourceDeclaration, masters: Map<string, Data>, input: Data, existing: Data | undefined): string | null {
  const rules = resource.document!;
  const date = String(input[rules.dateField] ?? '');
  const kept = new Set(((existing?.[rules.taxes.field] as Data[] | undefined) ?? []).map((line) => String(line[rules.taxes.tax])));
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
export async function prepareDocument(resource: ResourceDeclaration, companyCode: number, input: Data, existing: Data | undefined): Promise<Data | string> {
  const rules = resource.document!;
  const needsApproval = await approvalRequired(resource, companyCode);
  if (existing) {
    const status = existing[rules.status];
    if (status === DOCUMENT_STATUS.cancelled) return `${resource.singular} ${String(existing[resource.key])} is cancelled and cannot be changed.`;
    if (status === DOCUMENT_STATUS.approved && needsApproval) return `${resource.singular} ${String(existing[resource.key])} is approved and cannot be changed; cancel it and raise a new one.`;
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
  let number = existing ? String(existing[resource.key]) : '';
  if (!existing) {
    const db = await getDemoDb();
    const numbers = (await db.getAllFromIndex('records', 'byResource', [resource.name, companyCode])).map((row) => row.id);
    number = nextNumber(rules.series, new Date(String(input[rules.dateField]) || Date.now()), numbers);
  }
  return {
    ...input,
    [resource.key]: number,
    [rules.lines.field]: lines.map((line, index) => ({ ...line, [rules.lines.amount]: totals.lineAmounts[index] })),
    [rules.taxes.field]: taxes.map((line, index) => ({ ...line, [rules.taxes.percent]: percents.get(String(line[rules.taxes.tax])) ?? 0, [rules.taxes.value]: totals.taxValues[index] })),
    [rules.totals.base]: totals.base,
    [rules.totals.taxes]: totals.taxes,
    [rules.totals.total]: totals.total,
    [rules.status]: existing ? existing[rules.status] : needsApproval ? DOCUMENT_STATUS.pending : DOCUMENT_STATUS.approved,
    [rules.print.countField]: existing ? (existing[rules.print.countField] ?? 0) : 0,
  };
}

/** Cancelling keeps the document, marked. */
export function cancelDocument(resource: ResourceDeclaration, existing: Data): Data {
  return { ...existing, [resource.document!.status]: DOCUMENT_STATUS.cancelled };
}

function actionHandler(resource: ResourceDeclaration, endpoint: string, run: (record: Data) => Data | string, transCodeFor: (record: Data) => number) {
  return http.post(`*/${endpoint}`, async ({ request }) => {
    const body = (await request.clone().json().catch(() => ({}))) as Data;
    const screen = resource.screen.code!;
    const id = String(body.recordId ?? '');
    // Read the record first (with a session check), then check the transaction this action needs.
    const peek = await authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, 0), 'read');
    if (peek instanceof Response) return peek;
    const db = await getDemoDb();
    const key = recordKey(resource.name, peek.companyCode, id);
    const stored = await db.get('records', key);
    if (!stored) return HttpResponse.json({ result: `${resource.singular} ${id} no longer exists.` });
    const session = await authorise(request, code(screen.moduleCode, screen.menuCode, screen.screenCode, transCodeFor(stored.data)), 'write');
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
          (record) => (record[rules.status] === DOCUMENT_STATUS.pending ? { ...record, [rules.status]: DOCUMENT_STATUS.approved } : `${resource.singular} ${String(record[resource.key])} is not waiting for approval.`),
          () => TRANSACTION.approve,
        ),
      ]
    : [];
  const print = actionHandler(
    resource,
    rules.print.endpoint,
    (record) => (record[rules.status] === DOCUMENT_STATUS.cancelled ? `${resource.singular} ${String(record[resource.key])} is cancelled.` : { ...record, [rules.print.countField]: Number(record[rules.print.countField] ?? 0) + 1 }),
    (record) => (Number(record[rules.print.countField] ?? 0) > 0 ? TRANSACTION.reprint : TRANSACTION.print),
  );
  return [...approve, print];
}
