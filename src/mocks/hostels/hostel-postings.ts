import { toPaise, type Paise } from '../../lib/money/money';
import type { VoucherLine } from '../../kits/accounting/document-voucher';
import type { HostelReceipt } from '../../modules/hostels/domain/hostel-receipt-types';
import type { HostelBill } from '../../modules/hostels/domain/hostel-bill-types';
import { storedChart } from '../core/accounting/ledger-store';
import type { DemoSession } from '../core/sessions/auth';
import { accountFor, WANTED, type Wanted } from '../core/accounting/posting-accounts';
import { postDocumentVoucher } from '../core/accounting/post-voucher';

/**
 * The hostels' accounts. A bill posts Dr "Hostel debtors" (its total), Cr the income of each line (hostel
 * rent income, hostel services income, a charge head's own account) and CGST / SGST payable; a receipt posts Dr the
 * cash, bank or wallet account it was taken into, Cr hostel debtors. So hostel debtors is always what the occupants
 * owe, and the trial balance agrees. Accounts the chart lacks are created as ordinary chart accounts.
 */
const DEBTORS: Wanted = {
  group: 'DEBTORS',
  nature: 'ASSETS',
  name: /hostel debtors/i,
  create: { code: 970, name: 'Hostel debtors' },
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const income = (name: string): Wanted => ({
  group: 'SALES',
  nature: 'INCOME',
  name: new RegExp(`^${escape(name)}$`, 'i'),
  create: { code: 430, name },
});

async function chartFor(companyCode: number) {
  const loaded = await storedChart(companyCode);
  return { groups: loaded.groups, accounts: [...loaded.accounts] };
}

/** The voucher lines of a bill: Dr hostel debtors, Cr each income account and the taxes. */
async function billLines(companyCode: number, bill: HostelBill): Promise<VoucherLine[]> {
  const chart = await chartFor(companyCode);
  const credits = new Map<string, Paise>();
  const add = (account: string, paise: Paise) => credits.set(account, (credits.get(account) ?? 0) + paise);
  for (const line of bill.lines) {
    add(await accountFor(companyCode, chart, income(line.income)), toPaise(line.amount));
    if (toPaise(line.cgst) !== 0) add(await accountFor(companyCode, chart, WANTED.tax('CGST')), toPaise(line.cgst));
    if (toPaise(line.sgst) !== 0) add(await accountFor(companyCode, chart, WANTED.tax('SGST')), toPaise(line.sgst));
  }
  const debtors = await accountFor(companyCode, chart, DEBTORS);
  const lines: VoucherLine[] = [{ code: 'HST_DEB', account: debtors, debit: toPaise(bill.total), credit: 0 }];
  for (const [account, paise] of credits)
    if (paise !== 0) lines.push({ code: 'HST_INC', account, debit: 0, credit: paise });
  return lines;
}

export async function postBillVoucher(session: DemoSession, bill: HostelBill): Promise<void> {
  const lines = await billLines(session.companyCode, bill);
  await postDocumentVoucher(
    session.companyCode,
    bill.billNo,
    bill.date,
    `Hostel bill ${bill.billNo} for ${bill.month}: ${bill.occupant.name}`,
    lines,
    null,
    'Hostel bill',
  );
}

export async function postReceiptVoucher(session: DemoSession, receipt: HostelReceipt): Promise<void> {
  const debtors = await accountFor(session.companyCode, await chartFor(session.companyCode), DEBTORS);
  const paise = toPaise(receipt.amount);
  const lines: VoucherLine[] = [
    { code: `HST_${receipt.mode}`, account: receipt.account, debit: paise, credit: 0 },
    { code: 'HST_DEB', account: debtors, debit: 0, credit: paise },
  ];
  await postDocumentVoucher(
    session.companyCode,
    receipt.receiptNo,
    receipt.date,
    `Hostel receipt ${receipt.receiptNo} from ${receipt.occupantName}`,
    lines,
    null,
    'Hostel receipt',
  );
}

/** Takes a cancelled document's voucher back out of the ledger (the document is kept, marked). */
export function takeBackVoucher(companyCode: number, voucher: string, date: string): Promise<void> {
  return postDocumentVoucher(companyCode, voucher, date, '', [], date);
}
