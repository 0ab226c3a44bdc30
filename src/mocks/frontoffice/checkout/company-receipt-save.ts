import { fromPaise, isRupeeAmount, toPaise } from '../../../lib/money/money';
import type { CompanyReceipt, CompanyReceiptHeader } from '../../../modules/frontoffice/checkout/domain/checkout-types';
import {
  allocateOldestFirst,
  sharesProblem,
  type BillShare,
} from '../../../modules/frontoffice/checkout/domain/company-allocation';
import { nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import type { DemoSession } from '../../core/sessions/auth';
import { foAccounts, postFoVoucher } from '../fo-postings';
import { nowStamp } from '../fo-session';
import { hotelDate } from '../fo-store';
import { companyBillsOf, companyReceiptsOf, writeCompanyBill, writeCompanyReceipt } from './checkout-store';
import { isTenderMode, text } from './checkout-wire';

const MODE_ACCOUNT = { CASH: 'cash', CARD: 'card', UPI: 'upi' } as const;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const rupees = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && isRupeeAmount(value) ? value : null;

/**
 * A company's payment against the amounts billed to it at check-out (FCR number): shared over its bills as chosen,
 * or oldest first when no shares are given, never above what a bill has pending; Dr the user's cash / bank / wallet
 * account of the mode, Cr company debtors. Call inside the write queue. Answers the receipt or a refusal.
 */
export async function saveCompanyReceipt(
  session: DemoSession,
  body: Record<string, unknown>,
): Promise<CompanyReceipt | string> {
  const { companyCode } = session;
  const header = isObject(body.header) ? body.header : {};
  const company = text(header.company);
  const amount = rupees(header.amount);
  if (!company) return 'Choose the company that paid.';
  if (!isTenderMode(header.mode)) return 'Choose how it was received: cash, card or UPI.';
  if (amount === null) return 'Enter the amount received in rupees with at most two decimals.';
  const mode = header.mode;
  const bills = (await companyBillsOf(companyCode)).filter(
    (bill) => bill.company === company && toPaise(bill.pending) > 0,
  );
  if (bills.length === 0) return `${company} has no bill pending.`;
  const pendingBills = bills.map((bill) => ({ billNo: bill.billNo, dat: bill.dat, pending: toPaise(bill.pending) }));
  const given = Array.isArray(body.lines) ? body.lines : [];
  const shares: BillShare[] = [];
  for (const raw of given) {
    const row = isObject(raw) ? raw : {};
    const share = rupees(row.amount);
    if (share === null) return `Enter the amount on bill ${text(row.billNo)} in rupees with at most two decimals.`;
    if (share !== 0) shares.push({ billNo: text(row.billNo), amount: toPaise(share) });
  }
  const chosen = given.length > 0 ? shares : allocateOldestFirst(pendingBills, toPaise(amount));
  const problem = sharesProblem(pendingBills, toPaise(amount), chosen);
  if (problem) return problem;
  const account = await foAccounts(session);
  const [into, debtors] = [await account(MODE_ACCOUNT[mode]), await account('companyDebtors')];
  if (!into)
    return `You have no ${mode === 'CASH' ? 'cash' : mode === 'UPI' ? 'wallet or bank' : 'bank'} account assigned to take this payment into: ask an administrator to assign one (Admin, Users).`;
  const today = await hotelDate(companyCode);
  const receiptNo = nextFoNumber(
    'companyReceipt',
    today,
    (await companyReceiptsOf(companyCode)).map((receipt) => receipt.receiptNo),
  );
  const fields: CompanyReceiptHeader = {
    company,
    mode,
    amount,
    reference: text(header.reference),
    remarks: text(header.remarks),
  };
  const receipt: CompanyReceipt = {
    ...fields,
    receiptNo,
    companyName: bills[0]?.companyName ?? company,
    dat: today,
    account: into,
    lines: chosen.map((share) => ({ billNo: share.billNo, amount: fromPaise(share.amount) })),
    printCount: 0,
    user: session.userName,
    at: nowStamp(),
  };
  await postFoVoucher(
    companyCode,
    receiptNo,
    today,
    `${receiptNo} from ${receipt.companyName} against bills ${receipt.lines.map((line) => line.billNo).join(', ')}`,
    [
      { code: 'FO_MODE', account: into, debit: toPaise(amount), credit: 0 },
      { code: 'FO_COMPANY', account: debtors, debit: 0, credit: toPaise(amount) },
    ],
    null,
  );
  for (const share of chosen) {
    const bill = bills.find((one) => one.billNo === share.billNo);
    if (!bill) continue;
    const received = toPaise(bill.received) + share.amount;
    await writeCompanyBill(companyCode, {
      ...bill,
      received: fromPaise(received),
      pending: fromPaise(toPaise(bill.amount) - received),
    });
  }
  await writeCompanyReceipt(companyCode, receipt);
  return receipt;
}
