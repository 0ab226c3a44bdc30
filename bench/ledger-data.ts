// 100,000 ledger lines for the ledger benchmark: 50,000 balanced two-line vouchers over a year, 20,000 of them through
// cash.
import type { LedgerEntry, OpeningSet, VoucherType } from '../src/kits/accounting/ledger-types';

const SALES = ['AC201', 'AC202', 'AC203'];
const EXPENSES = ['AC301', 'AC302', 'AC303', 'AC401', 'AC402', 'AC403', 'AC404', 'AC405', 'AC406', 'AC407', 'AC408'];
const PARTIES = ['AC901', 'AC902', 'AC903', 'AC904', 'AC905', 'AC951', 'AC952', 'AC953', 'AC954', 'AC955'];

export const LEDGER_LINES = 100_000;
export const FIRST_DAY = '2025-11-22';
export const LAST_DAY = '2026-11-21';

function dayOf(index: number): string {
  const date = new Date(Date.UTC(2025, 10, 22) + Math.floor((index * 365) / (LEDGER_LINES / 2)) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** Vouchers alternate: cash sales (20,000), bank expenses, party journals. Amounts carry paise. */
export function benchLedger(): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  for (let index = 0; index < LEDGER_LINES / 2; index++) {
    const date = dayOf(index);
    const amount = 10_000 + ((index * 7919) % 2_500_000);
    const kind = index % 5;
    const [debit, credit, type]: [string, string, VoucherType] =
      kind < 2
        ? ['AC001', SALES[index % SALES.length]!, 'REC']
        : kind < 4
          ? [EXPENSES[index % EXPENSES.length]!, 'AC002', 'PAY']
          : [PARTIES[index % PARTIES.length]!, SALES[index % SALES.length]!, 'JOU'];
    const voucher = `${type}-${date.replaceAll('-', '')}-E001-${index}`;
    entries.push(
      {
        voucher,
        type,
        date,
        account: debit,
        counter: credit,
        debit: amount,
        credit: 0,
        narration: `Bench voucher ${index}`,
      },
      {
        voucher,
        type,
        date,
        account: credit,
        counter: debit,
        debit: 0,
        credit: amount,
        narration: `Bench voucher ${index}`,
      },
    );
  }
  return entries;
}

export const BENCH_OPENINGS: OpeningSet = {
  from: '2025-04-01',
  balances: [
    { account: 'AC001', debit: 5_000_000, credit: 0 },
    { account: 'AC002', debit: 9_000_000_000, credit: 0 },
    { account: 'AC601', debit: 250_000_000, credit: 0 },
    { account: 'AC101', debit: 0, credit: 9_255_000_000 },
  ],
};
