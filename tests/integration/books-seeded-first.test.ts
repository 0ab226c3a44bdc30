import type { LedgerEntry } from '../../src/kits/accounting/ledger-types';
import { chartOf, ledgerEntries, openingSets } from '../../src/mocks/core/accounting/ledger-store';
import { DEMO_COMPANIES } from '../../src/mocks/core/company/companies';
import { feeReceiptsOf } from '../../src/mocks/core/school/fee-store';
import { penaltiesGivenOf } from '../../src/mocks/core/school/students-store';
import { advancesOf } from '../../src/mocks/hrd/hrd-store';
import { setupDemoServer } from './support/demo-server';

setupDemoServer();

/** What the books say, by voucher: a reading to compare with a later one. */
const byVoucher = (entries: readonly LedgerEntry[]) => {
  const vouchers = new Map<string, number>();
  for (const entry of entries) vouchers.set(entry.voucher, (vouchers.get(entry.voucher) ?? 0) + entry.debit);
  return vouchers;
};

describe('the demo books are whole from their first reading', () => {
  it('the school’s seeded fee receipts and paid penalties are posted before the books are read, not when the fee desk is', async () => {
    const first = byVoucher(await ledgerEntries(1004));
    const receipts = (await feeReceiptsOf(1004)).filter((receipt) => receipt.status === 'OPEN');
    await penaltiesGivenOf(1004);
    expect(receipts.length).toBeGreaterThan(0);
    for (const receipt of receipts) expect(first.has(receipt.receiptNo), receipt.receiptNo).toBe(true);
    expect(byVoucher(await ledgerEntries(1004))).toEqual(first);
  }, 60_000);

  it('the staff advances’ vouchers are posted before the books are read, not when the advances are', async () => {
    // The chart first, as a statement reads it: it already has the account the advances' postings added.
    const chart = new Set((await chartOf(1002)).accounts.map((account) => String(account.code)));
    const entries = await ledgerEntries(1002);
    expect([...new Set(entries.map((entry) => entry.account))].filter((account) => !chart.has(account))).toEqual([]);
    const first = byVoucher(entries);
    const advances = await advancesOf(1002);
    expect(advances.some((row) => row.advanceDebit > 0 && first.has(row.seq))).toBe(true);
    expect(byVoucher(await ledgerEntries(1002))).toEqual(first);
  }, 60_000);

  it('keeps every company’s cash in hand at or above zero through the year, whatever else its seeds posted', async () => {
    for (const { code } of DEMO_COMPANIES) {
      const opening = (await openingSets(code)).flatMap((set) => set.balances).filter((row) => row.account === 'AC001');
      let balance = opening.reduce((sum, row) => sum + row.debit - row.credit, 0);
      const entries = (await ledgerEntries(code)).filter((entry) => entry.account === 'AC001');
      let lowest = { balance, date: 'the opening' };
      for (const entry of [...entries].sort((a, b) => a.date.localeCompare(b.date))) {
        balance += entry.debit - entry.credit;
        if (balance < lowest.balance) lowest = { balance, date: entry.date };
      }
      expect(lowest.balance, `company ${code}'s cash in hand on ${lowest.date}`).toBeGreaterThanOrEqual(0);
    }
  }, 60_000);
});
