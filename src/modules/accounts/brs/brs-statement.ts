import { balancesAt } from '../../../kits/accounting/balances';
import type { LedgerEntry, OpeningSet } from '../../../kits/accounting/ledger-types';
import type { Paise } from '../../../lib/money/money';
import { summaryWith } from './brs-rules';
import type { BankEntryRow, ReconciliationAnswer } from './brs-types';

/** What the voucher record adds to a row: its cheque number or reference, and its narration. */
export interface VoucherDetail {
  reference: string;
  narration: string;
}

/**
 * The account's movements per voucher (a payment of several lines posts several credits to the
 * bank; the bank sees one withdrawal of their total). Vouchers whose postings there net to nothing
 * are left out. Each row takes the voucher's earliest clearing date among its postings.
 */
export function bankMovements(
  entries: readonly LedgerEntry[],
  account: string,
  nameOf: (code: string) => string,
): BankEntryRow[] {
  const byVoucher = new Map<string, { first: LedgerEntry; net: Paise; cleared: string }>();
  for (const entry of entries) {
    if (entry.account !== account) continue;
    const seen = byVoucher.get(entry.voucher);
    if (seen) {
      seen.net += entry.debit - entry.credit;
      if (entry.cleared && (seen.cleared === '' || entry.cleared < seen.cleared)) seen.cleared = entry.cleared;
    } else
      byVoucher.set(entry.voucher, { first: entry, net: entry.debit - entry.credit, cleared: entry.cleared ?? '' });
  }
  const rows: BankEntryRow[] = [];
  for (const [voucher, { first, net, cleared }] of byVoucher) {
    if (net === 0) continue;
    rows.push({
      key: voucher,
      date: first.date,
      voucher,
      type: first.type,
      counterName: nameOf(first.counter),
      narration: first.narration,
      reference: '',
      debit: Math.max(net, 0),
      credit: Math.max(-net, 0),
      cleared,
    });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.voucher.localeCompare(b.voucher));
}

/**
 * The rows a reconciliation of from..to works on: those dated in the period, and earlier ones not
 * cleared before the period began (unreconciled items carry forward; one cleared within the
 * period stays listed so the user sees it).
 */
export function rowsToReconcile(movements: readonly BankEntryRow[], from: string, to: string): BankEntryRow[] {
  return movements.filter((row) => row.date <= to && (row.date >= from || row.cleared === '' || row.cleared >= from));
}

interface StatementInput {
  account: string;
  name: string;
  from: string;
  to: string;
  openings: readonly OpeningSet[];
  /** Every posting of the company (the balance as per books needs the account's whole history). */
  entries: readonly LedgerEntry[];
  /** The rows to list (rowsToReconcile, with the vouchers' references filled in). */
  rows: readonly BankEntryRow[];
}

/**
 * The reconciliation as on `to`: the balance as per books, and the rows not cleared by then taken off or added back.
 */
export function reconciliationAnswer({
  account,
  name,
  from,
  to,
  openings,
  entries,
  rows,
}: StatementInput): ReconciliationAnswer {
  const perBooks = balancesAt(openings, entries, to, true).get(account) ?? 0;
  return { account, name, from, to, ...summaryWith(perBooks, rows, to, new Map()), entries: [...rows] };
}
