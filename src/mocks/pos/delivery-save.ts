import { HttpResponse } from 'msw';
import type { DeliveryOrder, DeliveryStatus } from '../../kits/billing/domain/delivery-types';
import type { Bill } from '../../kits/billing/domain/bill-types';
import { serverToday } from '../core/server-dates';
import type { DemoSession } from '../core/sessions/auth';
import { posActivity, refusal, text } from '../core/billing/billing-access';
import { billsOf, deliveriesOf, writeDelivery } from '../core/billing/billing-store';
import { isActive, outletsOf, str } from '../core/billing/billing-masters';
import { rowsOf } from '../core/seeded-rows';
import {
  DELIVERY_STATUS_WORDS,
  detailProblems,
  nextDeliveryNumber,
  phoneOf,
  transitionProblem,
} from './delivery-rules';
import { settleBill } from '../core/billing/settle-bill';

type Row = Record<string, unknown>;
const STATUSES: readonly DeliveryStatus[] = ['PREPARING', 'OUT', 'DELIVERED', 'COLLECTED', 'CANCELLED'];

const saved = (delivery: DeliveryOrder) =>
  HttpResponse.json({ result: 'OK', recordId: delivery.recordId, seq: delivery.seq, delivery });

/** The bill of a delivery: the one it names, else the latest bill of its pseudo table not void. */
export function billOfDelivery(delivery: DeliveryOrder, bills: Iterable<Bill>): Bill | undefined {
  const own = [...bills].filter((bill) => bill.outlet === delivery.outlet && bill.tableNo === delivery.tableNo);
  return (
    own.find((bill) => bill.billNo === delivery.billNo) ??
    own.filter((bill) => bill.status !== 'VOID').sort((a, b) => b.billNo - a.billNo)[0]
  );
}

/** A delivery with its bill's number and total as they stand (a voided bill drops off). */
export function withBill(delivery: DeliveryOrder, bills: Iterable<Bill>): DeliveryOrder {
  const bill = billOfDelivery(delivery, bills);
  return bill && bill.status !== 'VOID'
    ? { ...delivery, billNo: bill.billNo, total: bill.kind === 'NC' ? 0 : bill.total }
    : { ...delivery, billNo: null, total: 0 };
}

async function deliveryBoyProblem(companyCode: number, code: string): Promise<string | null> {
  if (!code) return null;
  const boy = (await rowsOf('pos.delivery-boys', companyCode)).find((row) => str(row.code) === code);
  return boy && isActive(boy) ? null : `${code} is not an active delivery boy.`;
}

/** The delivery outlet named, or the only one when none is named; else the refusal. */
async function deliveryOutlet(companyCode: number, code: string): Promise<string | { refusal: string }> {
  const outlets = (await outletsOf(companyCode)).filter((outlet) => outlet.active && outlet.outletType === 'DELIVERY');
  if (!code && outlets.length === 1) return outlets[0]!.code;
  if (outlets.some((outlet) => outlet.code === code)) return code;
  return {
    refusal: `${code || 'No outlet'}: choose a delivery outlet (${outlets.map((outlet) => outlet.code).join(', ') || 'none is set up'}).`,
  };
}

/** setResDelivery, traCheck 1: a new order, PREPARING, on its pseudo table D<recordId>. */
export async function createDelivery(session: DemoSession, input: Row): Promise<Response> {
  const { companyCode } = session;
  const outlet = await deliveryOutlet(companyCode, text(input.outlet));
  if (typeof outlet !== 'string') return refusal(outlet.refusal);
  const details = { customerName: text(input.customerName), phone: text(input.phone), address: text(input.address) };
  const problems = [
    ...detailProblems(details),
    (await deliveryBoyProblem(companyCode, text(input.deliveryBoy))) ?? '',
  ].filter(Boolean);
  if (problems.length > 0) return refusal(problems.join(' '));
  const all = [...(await deliveriesOf(companyCode)).values()];
  const recordId = all.reduce((max, row) => Math.max(max, row.recordId), 0) + 1;
  const dat = serverToday();
  const delivery: DeliveryOrder = {
    recordId,
    seq: nextDeliveryNumber(
      dat,
      all.map((row) => row.seq),
    ),
    dat,
    outlet,
    ...details,
    phone: phoneOf(details.phone)!,
    deliveryBoy: text(input.deliveryBoy),
    status: 'PREPARING',
    tableNo: `D${recordId}`,
    billNo: null,
    total: 0,
    notes: text(input.notes),
  };
  await writeDelivery(companyCode, delivery);
  await posActivity(
    session,
    'Created',
    'Delivery order',
    delivery.seq,
    `Delivery ${delivery.seq} for ${delivery.customerName}, ${delivery.phone}`,
  );
  return saved(delivery);
}

/**
 * Collects the cash of a delivered order: its bill settled in cash through settleBill (already settled: nothing to do).
 */
async function collectCash(session: DemoSession, delivery: DeliveryOrder, bill: Bill): Promise<string | null> {
  if (bill.status === 'SETTLED') return null;
  const answer = await settleBill(session, bill, {
    billno: bill.billNo,
    settlemode: 'CASH',
    settleId: `${delivery.seq}-COLLECTED`,
    tenders: [],
  });
  const body = (await answer.json()) as { result?: string };
  return body.result === 'OK' ? null : (body.result ?? 'The bill could not be settled.');
}

/**
 * setResDelivery, traCheck 2: the order's details, its bill (the UI sends billNo once the pseudo table is
 * billed; the bill of the table is found anyway) and its status, moved one step at a time
 * (transitionProblem). Collected settles the bill in cash.
 */
export async function modifyDelivery(session: DemoSession, input: Row): Promise<Response> {
  const { companyCode } = session;
  const existing = (await deliveriesOf(companyCode)).get(String(Number(input.recordId)));
  if (!existing) return refusal(`Delivery ${text(input.recordId) || '(no number)'} does not exist.`);
  if (existing.status === 'COLLECTED' || existing.status === 'CANCELLED')
    return refusal(`Delivery ${existing.seq} is ${DELIVERY_STATUS_WORDS[existing.status]}: it no longer changes.`);
  if (text(input.outlet) && text(input.outlet) !== existing.outlet)
    return refusal(`Delivery ${existing.seq} stays with outlet ${existing.outlet}: its KOTs and bill are there.`);
  const status = (text(input.status).toUpperCase() || existing.status) as DeliveryStatus;
  if (!STATUSES.includes(status)) return refusal(`${status} is not a delivery status (${STATUSES.join(', ')}).`);
  const bills = (await billsOf(companyCode)).values();
  const wantedBill = Number(input.billNo) || 0;
  const named = wantedBill > 0 ? (await billsOf(companyCode)).get(String(wantedBill)) : undefined;
  if (wantedBill > 0 && (!named || named.outlet !== existing.outlet || named.tableNo !== existing.tableNo))
    return refusal(`Bill ${wantedBill} is not the bill of ${existing.tableNo}.`);
  const bill = named ?? billOfDelivery(existing, bills);
  const details = {
    customerName: input.customerName === undefined ? existing.customerName : text(input.customerName),
    phone: input.phone === undefined ? existing.phone : text(input.phone),
    address: input.address === undefined ? existing.address : text(input.address),
  };
  const deliveryBoy = input.deliveryBoy === undefined ? existing.deliveryBoy : text(input.deliveryBoy);
  const standing = bill && bill.status !== 'VOID' ? bill : undefined;
  const next: DeliveryOrder = {
    ...existing,
    ...details,
    phone: phoneOf(details.phone) ?? details.phone,
    deliveryBoy,
    notes: input.notes === undefined ? existing.notes : text(input.notes),
    billNo: standing?.billNo ?? null,
    total: standing && standing.kind !== 'NC' ? standing.total : 0,
  };
  const problems = [
    ...detailProblems(next),
    (await deliveryBoyProblem(companyCode, deliveryBoy)) ?? '',
    transitionProblem(next, status, standing !== undefined) ?? '',
  ].filter(Boolean);
  if (problems.length > 0) return refusal(problems.join(' '));
  if (status === 'COLLECTED') {
    const failed = await collectCash(session, next, standing!);
    if (failed) return refusal(failed);
  }
  const delivery: DeliveryOrder = { ...next, status };
  await writeDelivery(companyCode, delivery);
  const moved =
    status !== existing.status ? `: ${DELIVERY_STATUS_WORDS[existing.status]} → ${DELIVERY_STATUS_WORDS[status]}` : '';
  await posActivity(
    session,
    status === 'CANCELLED' ? 'Cancelled' : 'Modified',
    'Delivery order',
    delivery.seq,
    `Delivery ${delivery.seq}${moved}`,
    existing.total,
    delivery.total,
  );
  return saved(delivery);
}
