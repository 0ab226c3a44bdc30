import { http, HttpResponse } from 'msw';
import { fromPaise, isRupeeAmount, toPaise } from '../../lib/money/money';
import { TRANSACTION } from '../../lib/permissions/permission-code';
import { HOSTELS } from '../../menus/catalogue/hostels';
import { nextHostelNumber } from '../../modules/hostels/domain/hostel-numbers';
import {
  type DueBill,
  type DueOccupant,
  type HostelReceipt,
  type ReceiptMode,
  type ReceiptRequirements,
} from '../../modules/hostels/domain/hostel-receipt-types';
import { type HostelBill } from '../../modules/hostels/domain/hostel-bill-types';
import { HOSTEL_ENDPOINTS as API } from '../../modules/hostels/domain/hostel-endpoints';
import { allocateOldestFirst, oldestFirst, receiptRefusal } from '../../modules/hostels/domain/receipt-allocation';
import { readJson } from '../core/read-json';
import type { DemoSession } from '../core/sessions/auth';
import { receiptBookHandlers, type ReceiptBook } from '../core/receipts/receipt-book-handlers';
import { accountRefusal, isPaymentMode, sourceAccounts } from '../core/accounting/payment-sources';
import { billsAndDues } from './bill-dues';
import { headerOf, logHostel, text } from './hostel-common';
import { postReceiptVoucher, takeBackVoucher } from './hostel-postings';
import { hostelSession, hostelToday, hostelWrite, refusal } from './hostel-session';
import { receiptsOf, writeReceipt } from './hostel-store';

const SCREEN = HOSTELS.hostelReceipts;

const dueBillsOf = (bills: readonly HostelBill[], key: string): DueBill[] =>
  oldestFirst(bills.filter((bill) => bill.occupant.key === key && bill.status === 'OPEN' && bill.due > 0)).map(
    ({ billNo, month, date, total, received, due }) => ({ billNo, month, date, total, received, due }),
  );

/** The occupants who owe something, with their latest bed and how many bills are open. */
function dueOccupants(bills: readonly HostelBill[]): DueOccupant[] {
  const byKey = new Map<string, DueOccupant>();
  for (const bill of oldestFirst(bills)) {
    if (bill.status !== 'OPEN' || bill.due <= 0) continue;
    const known = byKey.get(bill.occupant.key);
    byKey.set(bill.occupant.key, {
      key: bill.occupant.key,
      name: bill.occupant.name,
      kind: bill.occupant.kind,
      bedId: bill.bedId,
      due: fromPaise(toPaise(known?.due ?? 0) + toPaise(bill.due)),
      bills: (known?.bills ?? 0) + 1,
    });
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

async function save(session: DemoSession, header: Record<string, unknown>): Promise<Response> {
  const key = text(header.occupantKey);
  const bills = await billsAndDues(session.companyCode);
  const due = dueBillsOf(bills, key);
  const name = bills.find((bill) => bill.occupant.key === key)?.occupant.name;
  if (!name) return refusal('Choose the occupant who paid.');
  const amount = Number(header.amount);
  if (!Number.isFinite(amount) || !isRupeeAmount(amount))
    return refusal('Enter the amount received in rupees, with at most two decimals.');
  const paise = toPaise(amount);
  const refused = receiptRefusal(
    paise,
    due.map((bill) => ({ ...bill, duePaise: toPaise(bill.due) })),
    name,
  );
  if (refused) return refusal(refused);
  const mode = header.mode;
  if (!isPaymentMode(mode)) return refusal('Choose how it was received: cash, bank or wallet.');
  const account = text(header.account);
  const wrongAccount = accountRefusal(session, mode, account);
  if (wrongAccount) return refusal(wrongAccount);
  const today = hostelToday();
  const receiptNo = nextHostelNumber(
    'receipt',
    today,
    (await receiptsOf(session.companyCode)).map((one) => one.receiptNo),
  );
  const receipt: HostelReceipt = {
    receiptNo,
    date: today,
    occupantKey: key,
    occupantName: name,
    amount: fromPaise(paise),
    mode: mode as ReceiptMode,
    account,
    accountName: sourceAccounts(session).find((one) => one.code === account)?.detail ?? account,
    reference: text(header.reference).slice(0, 40),
    remarks: text(header.remarks).slice(0, 100),
    lines: allocateOldestFirst(
      paise,
      due.map((bill) => ({ ...bill, duePaise: toPaise(bill.due) })),
    ).map((share) => ({ billNo: share.billNo, month: share.month, amount: fromPaise(share.paise) })),
    printCount: 0,
    status: 'OPEN',
    cancelReason: '',
    by: session.userName,
  };
  await writeReceipt(session.companyCode, receipt);
  await postReceiptVoucher(session, receipt);
  await logHostel(
    session,
    'Receive',
    'Hostel receipt',
    receiptNo,
    `From ${name} against ${receipt.lines.map((line) => line.billNo).join(', ')}`,
    receipt.amount,
  );
  return HttpResponse.json({ result: 'OK', seq: receiptNo, recordId: receiptNo });
}

async function cancel(session: DemoSession, receiptNo: string, reason: string): Promise<Response> {
  const receipt = (await receiptsOf(session.companyCode)).find((one) => one.receiptNo === receiptNo);
  if (!receipt) return refusal(`There is no receipt ${receiptNo}.`);
  if (receipt.status !== 'OPEN') return refusal(`Receipt ${receiptNo} is already cancelled.`);
  if (!reason) return refusal('Give the reason for cancelling the receipt.');
  await writeReceipt(session.companyCode, { ...receipt, status: 'CANCELLED', cancelReason: reason });
  await takeBackVoucher(session.companyCode, receiptNo, receipt.date);
  await logHostel(session, 'Cancel', 'Hostel receipt', receiptNo, reason, receipt.amount);
  return HttpResponse.json({ result: 'OK', seq: receiptNo });
}

const book: ReceiptBook<HostelReceipt> = {
  screen: SCREEN,
  routes: { list: API.receipts, one: API.receipt, print: API.printReceipt, cancel: API.cancelReceipt },
  receiptsOf,
  writeReceipt,
  text,
  logCopy: (session, action, receiptNo, detail) => logHostel(session, action, 'Hostel receipt', receiptNo, detail),
  cancel,
};

/**
 * Hostel receipts' routes (api/HostelReceipts/*): read with the screen's right; receive (1), print (7/8), cancel (3).
 */
export const receiptHandlers = [
  http.post(`*/${API.receiptRequirements}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const answer: ReceiptRequirements = {
      today: hostelToday(),
      occupants: dueOccupants(await billsAndDues(session.companyCode)),
      accounts: sourceAccounts(session),
    };
    return HttpResponse.json(answer);
  }),
  http.post(`*/${API.dueBills}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.view, 'read');
    if (session instanceof Response) return session;
    const key = text((await readJson(request)).detail);
    return HttpResponse.json(dueBillsOf(await billsAndDues(session.companyCode), key));
  }),
  http.post(`*/${API.saveReceipt}`, async ({ request }) => {
    const session = await hostelSession(request, SCREEN, TRANSACTION.create, 'write');
    if (session instanceof Response) return session;
    const header = headerOf(await readJson(request));
    return hostelWrite(request, session, () => save(session, header));
  }),
  ...receiptBookHandlers(book),
];
