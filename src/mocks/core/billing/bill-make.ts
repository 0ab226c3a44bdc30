import { HttpResponse } from 'msw';
import { fromPaise, hasAtMostDecimals, isRupeeAmount, sumPaise, toPaise } from '../../../lib/money/money';
import type { Bill, BillAnswer, DiscountInput, SettleAnswer } from '../../../kits/billing/domain/bill-types';
import type { PosOutlet } from '../../../kits/billing/domain/master-types';
import { splitProblems } from '../../../kits/billing/domain/bill-split';
import { discountWithinLimit, pricedBill, pricedParts } from '../../../kits/billing/domain/priced-bill';
import { serverToday } from '../server-dates';
import type { BillingSession } from './billing-book';
import { billWordOf, isAdmin, mayBill, posActivity, refusal, text } from './billing-access';
import { catalogueOf, pricingContext } from './billing-masters';
import { billIndexOf, billsOf, runningTableOf, writeBills } from './billing-store';
import { orderHeadOf } from './order-head';
import { outletOf, ticketsOfKots } from './order-common';
import { settleBill } from './settle-bill';
import type { MakeBillRequest } from './bill-request';

type Row = Record<string, unknown>;

/** The request body as typed input, or the reason it cannot be read. */
export function makeBillRequest(body: Row): MakeBillRequest | string {
  const raw = (typeof body.discount === 'object' && body.discount !== null ? body.discount : null) as Row | null;
  let discount: DiscountInput | undefined;
  if (raw?.kind === 'PERCENT') {
    const percent = Number(raw.percent);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100 || !hasAtMostDecimals(percent, 2))
      return 'A discount percent is between 0 and 100.';
    discount = percent > 0 ? { kind: 'PERCENT', percent } : undefined;
  } else if (raw?.kind === 'AMOUNT') {
    const amount = Number(raw.amount);
    if (!Number.isFinite(amount) || amount < 0 || !isRupeeAmount(amount))
      return 'A discount amount is in rupees with at most two decimals.';
    discount = amount > 0 ? { kind: 'AMOUNT', amount } : undefined;
  } else if (raw) return 'A discount is a PERCENT or an AMOUNT.';
  const parts = Array.isArray(body.parts)
    ? (body.parts as unknown[]).map((part) =>
        Array.isArray(part)
          ? (part as Row[]).map((entry) => ({ lineId: text(entry.lineId), qty: Number(entry.qty) || 0 }))
          : [],
      )
    : undefined;
  return {
    tableno: text(body.tableno),
    restacode: text(body.restacode),
    billId: text(body.billId) || crypto.randomUUID(),
    kotIds: Array.isArray(body.kotIds) ? body.kotIds.map(text).filter(Boolean) : [],
    discount,
    discountReason: text(body.discountReason),
    ncDepartment: text(body.ncDepartment),
    parts,
    order: orderHeadOf(body.order),
    offer: body.offer === undefined ? undefined : text(body.offer),
  };
}

/** The year of a bill number: the financial year's first calendar year, two digits (April to March). */
export const billYear = (date: string) => String(Number(date.slice(0, 4)) - (date.slice(5, 7) < '04' ? 1 : 0)).slice(2);

/**
 * Makes a table's bill(s) (inside posOneAtATime). A billId already used answers its bills again. The book may
 * adjust the lines first and give the bill an offer (take-away: the customer's offer, judged and counted here).
 */
export async function makeBill(session: BillingSession, input: MakeBillRequest): Promise<Response> {
  const { companyCode } = session;
  const index = await billIndexOf(companyCode);
  const made = [...(index.byBillId.get(input.billId)?.values() ?? [])].sort((a, b) => a.billNo - b.billNo);
  if (made.length > 0) return HttpResponse.json({ result: 'OK', bills: made } satisfies BillAnswer);
  const arrived = new Set((await ticketsOfKots(companyCode, input.kotIds)).map((ticket) => ticket.kotId));
  const missing = input.kotIds.filter((kotId) => !arrived.has(kotId));
  if (missing.length > 0)
    return HttpResponse.json({ result: `Waiting for KOT ${missing.join(', ')} to arrive` }, { status: 409 });

  const outlet = await outletOf(session, input.restacode);
  if (!outlet) return refusal(`Outlet ${input.restacode || '(none)'} is not an outlet you may bill in.`);
  const table = await runningTableOf(companyCode, outlet.code, input.tableno);
  if (!table || table.lines.length === 0) return refusal(`Table ${input.tableno} has no order to bill.`);
  if (table.state === 'BILLED')
    return refusal(
      `Table ${input.tableno} is already billed (bill ${(await billsOf(companyCode)).get(String(table.billNo))?.seq ?? table.billNo}).`,
    );
  const catalogue = catalogueOf(session);
  const nc = input.ncDepartment
    ? (await catalogue.ncDepartments(companyCode)).find((dept) => dept.code === input.ncDepartment)
    : undefined;
  if (input.ncDepartment && !nc) return refusal(`NC department ${input.ncDepartment} is not known.`);
  const discount = nc ? undefined : input.discount;
  if (discount && !input.discountReason) return refusal('Give the reason for the discount.');

  const today = serverToday();
  const context = await pricingContext(companyCode, outlet, today, undefined, catalogue);
  // The head as the cashier has it now (the customer may have been given after the KOT), started when the order
  // started.
  const order = input.order
    ? { ...input.order, startedAt: table.order?.startedAt ?? input.order.startedAt }
    : table.order;
  const booked = session.book?.billLines
    ? await session.book.billLines(session, { ...table, ...(order ? { order } : {}) }, input, context)
    : { lines: table.lines };
  if (typeof booked === 'string') return refusal(booked);
  const { lines, offer } = booked;
  const whole = pricedBill(lines, context, discount, Boolean(nc), offer);
  const limit = isAdmin(session) ? 100 : 10;
  if (discount && !discountWithinLimit(whole.subTotal, whole.discount, limit) && !mayBill(session, 'approve')) {
    return refusal(
      `A discount of ${whole.discountPercent}% is above your limit of ${limit}%; it needs a manager with the approve right.`,
    );
  }
  if (input.parts) {
    if (offer) return refusal(`Offer ${offer.code} is for the whole bill: make it without splitting.`);
    const problems = splitProblems(lines, input.parts);
    if (problems.length > 0) return refusal(problems.join(' '));
  }
  const priced = pricedParts(lines, context, discount, Boolean(nc), input.parts, offer);

  // One series per billing group and financial year: the highest number over the group's outlets' prefixes.
  const yy = billYear(today);
  const group = (await catalogue.outlets(companyCode)).filter((row) => row.billingGroup === outlet.billingGroup);
  let number = Math.max(0, ...group.map((row) => index.seqMax.get(`${row.billPrefix}${yy}-`) ?? 0));
  let billNo = index.lastBillNo;
  const time = new Date().toISOString();
  const bills: Bill[] = priced.map((figures, part) => {
    number += 1;
    billNo += 1;
    return {
      ...figures,
      part,
      billNo,
      seq: `${outlet.billPrefix}${yy}-${String(number).padStart(6, '0')}`,
      billId: input.billId,
      outlet: outlet.code,
      tableNo: table.tableNo,
      waiter: table.waiter,
      covers: table.covers,
      dat: today,
      time,
      user: session.userName,
      kind: nc ? 'NC' : 'NORMAL',
      status: 'UNSETTLED',
      ncDepartment: nc?.code ?? '',
      voidReason: '',
      discountReason: discount ? input.discountReason : '',
      kotIds: [...table.kotIds],
      tenders: [],
      settledAt: '',
      settleId: '',
      printCount: 1,
      ...(table.token !== undefined ? { token: table.token } : {}),
      ...(order ? { order } : {}),
    };
  });
  const amount = fromPaise(sumPaise(bills.map((bill) => toPaise(bill.total))));
  await writeBills(companyCode, bills, {
    ...table,
    state: 'BILLED',
    billNo: bills[0]!.billNo,
    amount,
    ...(order ? { order } : {}),
  });
  const offered = offer ? `, offer ${offer.code} (${offer.discount} off)` : '';
  await posActivity(
    session,
    nc ? 'NC bill' : 'Bill',
    billWordOf(session),
    bills.map((bill) => bill.seq).join(', '),
    `Table ${table.tableNo} at ${outlet.name}: ${bills.length} bill(s)${nc ? ` to ${nc.name}` : ''}${discount ? `, discount ${whole.discount} (${input.discountReason})` : ''}${offered}`,
    null,
    amount,
  );
  return HttpResponse.json({ result: 'OK', bills: await autoSettled(session, outlet, bills) } satisfies BillAnswer);
}

/**
 * An auto-settle outlet (counters, take-away) settles each bill in cash as it is made (still inside the same
 * write queue). Delivery outlets are the exception: their cash comes back with the rider ("collected").
 */
async function autoSettled(session: BillingSession, outlet: PosOutlet, bills: readonly Bill[]): Promise<Bill[]> {
  if (!outlet.autoSettle || outlet.outletType === 'DELIVERY') return [...bills];
  const settled: Bill[] = [];
  for (const bill of bills) {
    const answer = (await (
      await settleBill(session, bill, {
        billno: bill.billNo,
        settlemode: 'CASH',
        settleId: `${bill.billId}-${bill.billNo}-AUTO`,
        tenders: [],
      })
    ).json()) as SettleAnswer;
    settled.push(answer.bill ?? bill);
  }
  return settled;
}
