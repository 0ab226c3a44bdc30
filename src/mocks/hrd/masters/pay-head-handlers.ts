import { http, HttpResponse, type HttpHandler } from 'msw';
import { resourceSchema } from '../../../engine/resource-schema';
import { recordFromSaveBody } from '../../../engine/wire-shape';
import type { ResourceRecord } from '../../../engine/resource';
import { TRANSACTION } from '../../../lib/permissions/permission-code';
import {
  PSEUDO_COMPONENT,
  type HrdAllowanceDeduction,
  type HrdAllowanceDeductionRange,
} from '../../../modules/hrd/domain/pay-head-types';
import { ALLOWANCES_DEDUCTIONS } from '../../../modules/hrd/resources/allowances-deductions';
import { RANGEWISE_DEDUCTIONS } from '../../../modules/hrd/resources/rangewise-deductions';
import { readJson, validationAnswer } from '../../core/read-json';
import { deleteRecord, listRecords, writeRecord } from '../../core/record-store';
import { ensureSeeded } from '../../core/seeds/ensure-seeded';
import { hrdSession, hrdWrite, refusal } from '../hrd-session';
import { allowancesOf, employeesOf, namesById, rangesOf } from '../../core/people/hrd-masters';
import { recordMasterHandlers, type Answer } from '../../core/generic/record-master';

export const ALLOWANCE_IN_USE = 'This allowance is in use you can not delete';

const PSEUDO_NAMES = new Map<number, string>([
  [PSEUDO_COMPONENT.basic, 'Basic'],
  [PSEUDO_COMPONENT.lop, 'LOP'],
  [PSEUDO_COMPONENT.late, 'Late'],
  [PSEUDO_COMPONENT.ot, 'OT'],
]);

/** Held by an employee's structure, another head's effects or a slab: the contract's refusal. */
async function allowanceInUse(companyCode: number, recordId: number): Promise<string | null> {
  const [employees, heads, ranges] = await Promise.all([
    employeesOf(companyCode),
    allowancesOf(companyCode),
    rangesOf(companyCode),
  ]);
  const used =
    employees.some((employee) => employee.allowances.some((line) => line.allowanceId === recordId)) ||
    heads.some((head) => head.recordId !== recordId && head.lines.some((line) => line.allowanceOn === recordId)) ||
    ranges.some((range) => range.allowanceId === recordId);
  return used ? ALLOWANCE_IN_USE : null;
}

/**
 * GetHrdAllowancesDeduction: `{ header, lines[{ recordId, sno, allowanceOn, allowanceName }] }` (the built-in
 * components named).
 */
async function allowanceAnswer(row: Record<string, unknown>, companyCode: number): Promise<Answer> {
  const names = namesById(await allowancesOf(companyCode), (head) => head.allowance);
  const { lines, ...header } = row as unknown as HrdAllowanceDeduction & Record<string, unknown>;
  return {
    header,
    lines: (lines ?? []).map((line) => ({
      ...line,
      allowanceName: PSEUDO_NAMES.get(line.allowanceOn) ?? names.get(line.allowanceOn) ?? '',
    })),
  };
}

/** A slab's code where a contract client sent none: the head's short code (or R<id>) and the slab's number. */
const codeOf = (head: (HrdAllowanceDeduction & { code?: string }) | undefined, allowanceId: number, lineid: number) =>
  `${head?.code || `R${allowanceId}`}-${lineid}`;

type StoredRange = HrdAllowanceDeductionRange & { code: string };

/**
 * setHRDAllowanceDeductionsRange `{ range: [...], usr }` (screenCheck(8,1,5): mended to check create, modify or
 * delete rather than view): each row stored by its code (a slab of its own), the slab number the next within its
 * head when new; traCheck 3 deletes the rows sent.
 */
async function saveRanges(companyCode: number, body: Answer, traCheck: number): Promise<Response> {
  const sent = Array.isArray(body.range) ? (body.range as ResourceRecord[]) : [];
  if (sent.length === 0) return refusal('Send at least one slab.');
  await ensureSeeded(RANGEWISE_DEDUCTIONS.name, companyCode);
  const stored = await listRecords<StoredRange>(RANGEWISE_DEDUCTIONS.name, companyCode);
  const heads = await allowancesOf(companyCode);
  const schema = resourceSchema(RANGEWISE_DEDUCTIONS);
  const writes: StoredRange[] = [];
  for (const [index, raw] of sent.entries()) {
    const form = recordFromSaveBody(RANGEWISE_DEDUCTIONS, { range: [raw] }) ?? {};
    const allowanceId = Number(form.allowanceId);
    const lineid = Number(raw.lineid);
    const existing = stored.find((row) =>
      form.code ? row.code === form.code : row.allowanceId === allowanceId && row.lineid === lineid,
    );
    if (traCheck === 3) {
      if (!existing) return refusal(`Slab ${String(form.code || lineid)} no longer exists.`);
      await deleteRecord(RANGEWISE_DEDUCTIONS.name, companyCode, existing.code);
      continue;
    }
    const head = heads.find((row) => row.recordId === allowanceId);
    // A contract client sends the slab's head and number but no code of ours: one is made up for it.
    const numberedSlab = Number.isFinite(lineid) && lineid > 0 && Number.isFinite(allowanceId);
    const code = String(form.code || existing?.code || (numberedSlab ? codeOf(head, allowanceId, lineid) : ''));
    const parsed = schema.safeParse({ ...form, code });
    if (!parsed.success)
      return validationAnswer(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            sent.length > 1 ? `range.${index}.${issue.path.join('.')}` : issue.path.join('.'),
            [issue.message],
          ]),
        ),
      );
    if (!head || head.calcType !== 3) return validationAnswer({ allowanceId: ['Choose a range-wise deduction'] });
    if (traCheck === 1 && existing) return refusal(`Range-wise slab ${code} already exists.`);
    const next =
      stored.filter((row) => row.allowanceId === allowanceId).reduce((max, row) => Math.max(max, row.lineid), 0) +
      1 +
      writes.filter((row) => row.allowanceId === allowanceId && !stored.includes(row)).length;
    const values = RANGEWISE_DEDUCTIONS.wire!.toWire!(parsed.data as ResourceRecord) as unknown as StoredRange;
    writes.push({
      ...values,
      code,
      allowanceId,
      lineid: existing?.allowanceId === allowanceId ? existing.lineid : next,
      toAmt: values.toAmt ?? null,
      febValu: values.febValu ?? null,
    });
  }
  for (const row of writes) await writeRecord(RANGEWISE_DEDUCTIONS.name, companyCode, row.code, row);
  return HttpResponse.json({ recordId: writes[0]?.code ?? null, result: 'OK' });
}

/** Pay heads (GetHrdAllowancesDeductions..., screenCheck(8,1,2)) and their range-wise slabs. */
export const payHeadHandlers: HttpHandler[] = [
  http.post(`*/${RANGEWISE_DEDUCTIONS.endpoints.list}`, async ({ request }) => {
    const session = await hrdSession(request, RANGEWISE_DEDUCTIONS.screen, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const names = namesById(await allowancesOf(session.companyCode), (head) => head.allowance);
    return HttpResponse.json(
      (await rangesOf(session.companyCode)).map((row) => ({ ...row, allowance: names.get(row.allowanceId) ?? '' })),
    );
  }),
  http.post(`*/${RANGEWISE_DEDUCTIONS.endpoints.get!}`, async ({ request }) => {
    const session = await hrdSession(request, RANGEWISE_DEDUCTIONS.screen, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const code = String((await readJson(request)).recordId ?? '');
    const row = (await rangesOf(session.companyCode)).find((range) => (range as StoredRange).code === code);
    return HttpResponse.json(row ? { range: [row], result: 'OK' } : null);
  }),
  http.post(`*/${RANGEWISE_DEDUCTIONS.endpoints.save}`, async ({ request }) => {
    const body = await readJson(request);
    const traCheck = Number(body.traCheck ?? 2);
    const session = await hrdSession(
      request,
      RANGEWISE_DEDUCTIONS.screen,
      traCheck === 3 ? TRANSACTION.delete : traCheck === 1 ? TRANSACTION.create : TRANSACTION.modify,
      'write',
    );
    if (session instanceof Response) return session;
    return hrdWrite(request, session, () => saveRanges(session.companyCode, body, traCheck));
  }),
  ...recordMasterHandlers({
    resource: ALLOWANCES_DEDUCTIONS,
    listAnswer: (rows) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'lines'))),
    getAnswer: allowanceAnswer,
    inUse: allowanceInUse,
    // The effects are keyed by their head's record id, known only once the server numbers a new head.
    stamp: (row) => ({
      ...row,
      lines: (Array.isArray(row.lines) ? (row.lines as Array<Record<string, unknown>>) : []).map((line) => ({
        ...line,
        recordId: row.recordId,
      })),
    }),
  }),
];
