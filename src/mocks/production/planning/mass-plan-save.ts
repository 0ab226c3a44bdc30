import { HttpResponse } from 'msw';
import {
  demandOf,
  massPlanProblems,
  nextMassPlanNumber,
  type DraftPlanLine,
  type MassPlan,
} from '../../../modules/production/domain/mass-plan-rules';
import { serverToday } from '../../core/server-dates';
import { validationAnswer } from '../../core/read-json';
import type { DemoSession } from '../../core/sessions/auth';
import { refusal } from '../../core/sessions/screen-session';
import { raisePurchaseRequest } from '../../core/purchase-requests';
import { batchesOf } from '../../core/production/ppc-store';
import { deleteMassPlan, massPlansOf, writeMassPlan } from './mass-plan-store';
import { producibleItems } from './producible';
import { requirementsOf } from './requirements';

type Json = Record<string, unknown>;
const linesOf = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const numberOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/** `SetMassPlanning {header, lines}`: a new plan numbered MPLAN + 6 digits (the contract has no modify). */
export async function saveMassPlan(session: DemoSession, body: Json): Promise<Response> {
  const header = (typeof body.header === 'object' && body.header !== null ? body.header : {}) as Json;
  const draft: DraftPlanLine[] = linesOf(body.lines).map((line) => ({
    itemId: String(line.itemId ?? line.itemid ?? ''),
    qty: numberOrNull(line.qty),
    soid: numberOrNull(line.soid),
    soLine: numberOrNull(line.soLine),
  }));
  const producible = await producibleItems(session.companyCode);
  const problems = massPlanProblems(draft, new Set(producible.map((row) => row.itemid)));
  if (Object.keys(problems).length > 0) return validationAnswer(problems);
  const needs = await requirementsOf(session.companyCode, demandOf(draft));
  if ('loop' in needs) return refusal(`The product set-ups make a loop: ${needs.loop}. Mend them before planning.`);
  const plans = await massPlansOf(session.companyCode);
  const recordId = plans.reduce((max, plan) => Math.max(max, plan.header.recordId), 0) + 1;
  const seq = nextMassPlanNumber(plans.map((plan) => plan.header.seq));
  const byId = new Map(producible.map((row) => [row.itemid, row]));
  const orderSeqs = linesOf(body.lines).map((line) => String(line.orderSeq ?? line.seq ?? ''));
  const plan: MassPlan = {
    header: {
      recordId,
      seq,
      dat: serverToday(),
      remarks: String(header.remarks ?? '').slice(0, 200),
      usr: session.userName,
      purchaseRequest: null,
    },
    lines: draft.map((line, index) => ({
      sno: index + 1,
      itemId: line.itemId,
      itemName: byId.get(line.itemId)?.itemname ?? '',
      um: byId.get(line.itemId)?.um ?? '',
      qty: line.qty ?? 0,
      soid: line.soid ?? null,
      soLine: line.soLine ?? null,
      orderSeq: orderSeqs[index] ?? '',
    })),
  };
  await writeMassPlan(session.companyCode, plan);
  return HttpResponse.json({ recordId, seq, result: 'OK' });
}

/** `DeleteMassPlanning {recordId}`: a hard delete, refused (ours) once a batch names the plan. */
export async function removeMassPlan(session: DemoSession, recordId: number): Promise<Response> {
  const plan = (await massPlansOf(session.companyCode)).find((row) => row.header.recordId === recordId);
  if (!plan) return refusal(`There is no mass plan ${recordId}.`);
  const batch = (await batchesOf(session.companyCode)).find((row) => row.massPlanId === recordId && row.pos !== -1);
  if (batch) return refusal(`Batch ${batch.batchNo} was planned from ${plan.header.seq}: the plan cannot be deleted.`);
  await deleteMassPlan(session.companyCode, recordId);
  return HttpResponse.json({ recordId, result: 'OK' });
}

/** Ours: one purchase request (department PRD) of every bought material the plan is short of, its number answered. */
export async function raiseRequests(session: DemoSession, recordId: number): Promise<Response> {
  const plan = (await massPlansOf(session.companyCode)).find((row) => row.header.recordId === recordId);
  if (!plan) return refusal(`There is no mass plan ${recordId}.`);
  if (plan.header.purchaseRequest)
    return refusal(`Purchase request ${plan.header.purchaseRequest} was already raised for ${plan.header.seq}.`);
  const needs = await requirementsOf(session.companyCode, demandOf(plan.lines));
  if ('loop' in needs) return refusal(`The product set-ups make a loop: ${needs.loop}.`);
  const bought = needs.filter((row) => !row.made && row.qtypending > 0);
  if (bought.length === 0) return refusal(`${plan.header.seq} is short of nothing: stock covers every material.`);
  const purpose = `Mass plan ${plan.header.seq}`;
  const details = bought.map((row) => ({
    itemId: row.itemId,
    itemDescription: row.itemName,
    purpose,
    suggestedSupplier: '',
    qty: row.qtypending,
    um: row.uom,
    reqdBy: '',
  }));
  const draft = (department: string) => ({
    header: { dat: serverToday(), department, empno: '', descriptio: purpose },
    details,
  });
  let outcome = await raisePurchaseRequest(session, draft('PRD'));
  if ('problems' in outcome && outcome.problems['header.department'])
    outcome = await raisePurchaseRequest(session, draft(''));
  if ('refusal' in outcome) return refusal(outcome.refusal);
  if ('problems' in outcome) return refusal(Object.values(outcome.problems).join(' '));
  await writeMassPlan(session.companyCode, { ...plan, header: { ...plan.header, purchaseRequest: outcome.seq } });
  return HttpResponse.json({ recordId, seq: outcome.seq, lines: bought.length, result: 'OK' });
}
