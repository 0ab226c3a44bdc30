import type { VoucherLine } from '../../kits/accounting/document-voucher';
import { storedChart } from '../core/accounting/ledger-store';
import type { DemoSession } from '../core/sessions/auth';
import { accountFor, WANTED, type Wanted } from '../core/accounting/posting-accounts';
import { sourceAccounts } from '../core/accounting/payment-sources';
import { postDocumentVoucher } from '../core/accounting/post-voucher';

/**
 * The front office's accounts. Every folio debit is posted Dr guest ledger (the same "Guest ledger
 * (room charges)" account the restaurant's Room settlement debits), Cr the income head and the output taxes; an
 * advance or a payment Dr cash / bank / wallet / company debtors, Cr guest ledger. So the guest ledger's balance is
 * always the sum of the open folios' balances, and the trial balance agrees.
 */
export type FoAccount =
  | 'guest'
  | 'roomRevenue'
  | 'companyDebtors'
  | 'cash'
  | 'card'
  | 'upi'
  | { income: string }
  | { tax: string };

const ROOM_REVENUE: Wanted = {
  group: 'SALES',
  nature: 'INCOME',
  name: /room revenue/i,
  create: { code: 420, name: 'Room revenue' },
};
const income = (name: string): Wanted => ({
  group: 'SALES',
  nature: 'INCOME',
  name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'),
  create: { code: 421, name },
});

/**
 * Finds (or creates, when the chart truly has none) each account asked for; the user's own cash / bank / wallet from
 * their assignment.
 */
export async function foAccounts(session: DemoSession) {
  const ledger = await foLedgerAccounts(session.companyCode);
  const own = (typ: 'CAS' | 'BAN' | 'MOB') =>
    sourceAccounts(session).find((account) => account.typ === typ)?.code ?? '';
  return async (wanted: FoAccount): Promise<string> => {
    if (wanted === 'cash') return own('CAS');
    if (wanted === 'card') return own('BAN');
    if (wanted === 'upi') return own('MOB') || own('BAN');
    return ledger(wanted);
  };
}

/** The company's own accounts of the front office (not a user's cash or bank): found, or created when missing. */
export async function foLedgerAccounts(companyCode: number) {
  const loaded = await storedChart(companyCode);
  const chart = { groups: loaded.groups, accounts: [...loaded.accounts] };
  return async (wanted: Exclude<FoAccount, 'cash' | 'card' | 'upi'>): Promise<string> => {
    if (wanted === 'guest') return accountFor(companyCode, chart, WANTED.guest);
    if (wanted === 'companyDebtors') return accountFor(companyCode, chart, WANTED.debtors);
    if (wanted === 'roomRevenue') return accountFor(companyCode, chart, ROOM_REVENUE);
    if ('income' in wanted) return accountFor(companyCode, chart, income(wanted.income));
    return accountFor(companyCode, chart, WANTED.tax(wanted.tax));
  };
}

/**
 * Posts (or replaces, or with no lines takes back) a front office voucher in the accounts ledger under its number.
 * `previousDate` is the date it was posted on before (null the first time), as the ledger store needs.
 */
export function postFoVoucher(
  companyCode: number,
  voucher: string,
  date: string,
  narration: string,
  lines: readonly VoucherLine[],
  previousDate: string | null,
): Promise<void> {
  return postDocumentVoucher(companyCode, voucher, date, narration, lines, previousDate);
}
