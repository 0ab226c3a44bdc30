import { http, HttpResponse } from 'msw';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { formatMoney } from '../../lib/money/money-format';
import { billDrafts, billedItems, billingMonthRefusal, billOf } from '../../modules/hostels/domain/billing-rules';
import { isMonth, monthName, monthOf } from '../../modules/hostels/domain/hostel-dates';
import { nextHostelNumber } from '../../modules/hostels/domain/hostel-numbers';
import { type BillingPreview } from '../../modules/hostels/domain/hostel-bill-types';
import { HOSTEL_ENDPOINTS as API } from '../../modules/hostels/domain/hostel-endpoints';
import { readJson } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { billsAndDues, receivedByBill } from './bill-dues';
import { headerOf, logHostel, text } from './hostel-common';
import { servicesOf } from './hostel-masters';
import { postBillVoucher, takeBackVoucher } from './hostel-postings';
import { hostelSession, hostelToday, hostelWrite, nowStamp, refusal } from './hostel-session';
import { allocationsOf, billsOf, chargesOf, receiptsOf, writeBill } from './hostel-store';

const SCREEN = HOSTELS.hostelBilling;

async function drafts(companyCode: number, month: string) {
  const [allocations, charges, services, bills] = await Promise.all([
    allocationsOf(companyCode),
    chargesOf(companyCode),
    servicesOf(companyCode),
    billsOf(companyCode),
  ]);
  return { bills, drafts: billDrafts({ month, allocations, charges, services, billed: billedItems(bills) }) };
}

/** A month's run: one bill per occupant for what no live bill holds yet, numbered, posted to accounts. */
async function run(session: DemoSession, month: string): Promise<Response> {
  const today = hostelToday();
  const refused = billingMonthRefusal(month, today);
  if (refused) return refusal(refused);
  const { bills, drafts: pending } = await drafts(session.companyCode, month);
  if (pending.length === 0)
    return refusal(
      `Nothing is left to bill for ${monthName(month)}: every occupant's rent, services and charges are on a bill.`,
    );
  const numbers = bills.map((bill) => bill.billNo);
  const made: string[] = [];
  for (const draft of pending) {
    const billNo = nextHostelNumber('bill', today, numbers);
    numbers.push(billNo);
    const bill = billOf(draft, { billNo, date: today, month, by: session.userName });
    await writeBill(session.companyCode, bill);
    await postBillVoucher(session, bill);
    made.push(billNo);
  }
  await logHostel(
    session,
    'Bill',
    'Hostel billing',
    month,
    `${made.length} bills for ${monthName(month)}: ${made[0]} to ${made.at(-1)}`,
  );
  return HttpResponse.json({ result: 'OK', seq: made.length, bills: made });
}

async function cancel(session: DemoSession, billNo: string, reason: string): Promise<Response> {
  const [bills, receipts] = await Promise.all([billsOf(session.companyCode), receiptsOf(session.companyCode)]);
  const bill = bills.find((one) => one.billNo === billNo);
  if (!bill) return refusal(`There is no bill ${billNo}.`);
  if (bill.status === 'CANCELLED') return refusal(`Bill ${billNo} is already cancelled.`);
  if (!reason) return refusal('Give the reason for cancelling the bill.');
  const received = receivedByBill(receipts).get(billNo) ?? 0;
  if (received > 0) {
    const against = receipts
      .filter((receipt) => receipt.status === 'OPEN' && receipt.lines.some((line) => line.billNo === billNo))
      .map((receipt) => receipt.receiptNo);
    return refusal(
      `${formatMoney(received)} has been received against bill ${billNo} (${against.join(', ')}): cancel the receipt first.`,
    );
  }
  await writeBill(session.companyCode, {
    ...bill,
    status: 'CANCELLED',
    cancelReason: reason,
    cancelledAt: nowStamp(),
    cancelledBy: session.userName,
  });
  await takeBackVoucher(session.companyCode, billNo, bill.date);
  await logHostel(session, 'Cancel', 'Hostel bill', billNo, reason, bill.total);
  return HttpResponse.json({ result: 'OK', seq: billNo });
}

/**
 * Monthly billing's routes (api/HostelBilling/*): read with the screen's right; run (1) and cancel (3) once per key, in
 * the queue.
 */
export const billingHandlers = [
  http.post(`*/${API.billingPreview}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const today = hostelToday();
    const asked = text((await readJson(request)).detail);
    const month = isMonth(asked) ? asked : monthOf(today);
    const pending = billingMonthRefusal(month, today) ? [] : (await drafts(session.companyCode, month)).drafts;
    const bills = (await billsAndDues(session.companyCode))
      .filter((bill) => bill.month === month)
      .sort((a, b) => a.billNo.localeCompare(b.billNo));
    const answer: BillingPreview = { month, currentMonth: monthOf(today), drafts: pending, bills };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.bill}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const billNo = text((await readJson(request)).recordId);
    return HttpResponse.json((await billsAndDues(session.companyCode)).find((bill) => bill.billNo === billNo) ?? null);
  }),
  http.post(`*/${API.runBilling}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const month = text(headerOf(await readJson(request)).month);
    return hostelWrite(request, session, () => run(session, month));
  }),
  http.post(`*/${API.cancelBill}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.delete, 'write');
    if (session instanceof Response) return session;
    const body = await readJson(request);
    return hostelWrite(request, session, () => cancel(session, text(body.recordId), text(body.detail).slice(0, 200)));
  }),
];
