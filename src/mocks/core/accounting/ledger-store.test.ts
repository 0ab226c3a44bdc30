import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../../kits/accounting/ledger-types';
import { toPaise } from '../../../lib/money/money';
import { closeDemoDb, resetDemoDb } from '../db/demo-db';
import { ledgerEntries, replaceManyPostings, replacePostings } from './ledger-store';

// A company with no demo books: its ledger holds only what the test posts.
const COMPANY = 424242;

const pair = (voucher: string, date: string, rupees: number): LedgerEntry[] => [
  {
    voucher,
    type: 'JOU',
    date,
    account: 'GUEST',
    counter: 'ROOM',
    debit: toPaise(rupees),
    credit: 0,
    narration: voucher,
  },
  {
    voucher,
    type: 'JOU',
    date,
    account: 'ROOM',
    counter: 'GUEST',
    debit: 0,
    credit: toPaise(rupees),
    narration: voucher,
  },
];

const vouchersIn = (entries: readonly LedgerEntry[]) => [...new Set(entries.map((entry) => entry.voucher))].sort();

/** What the ledger holds in memory, and as stored (a re-opened database reads the months afresh). */
async function bothViews() {
  const cached = await ledgerEntries(COMPANY);
  await closeDemoDb();
  return { cached, stored: await ledgerEntries(COMPANY) };
}

afterEach(() => resetDemoDb());

describe('replaceManyPostings (a batch of vouchers, e.g. the night audit)', () => {
  it('posts each voucher under its own number, so cancelling one later takes back that voucher alone', async () => {
    await ledgerEntries(COMPANY);
    await replaceManyPostings(COMPANY, [
      ...pair('S1|N2026-11-20', '2026-11-20', 3000),
      ...pair('S2|N2026-11-20', '2026-11-20', 4500),
      ...pair('S3|N2026-10-31', '2026-10-31', 100),
    ]);
    await replacePostings(COMPANY, 'S1|N2026-11-20', '2026-11-20', []);
    const { cached, stored } = await bothViews();
    for (const entries of [cached, stored]) {
      expect(vouchersIn(entries)).toEqual(['S2|N2026-11-20', 'S3|N2026-10-31']);
      expect(entries).toHaveLength(4);
    }
  });

  it('replaces what a named voucher posted before instead of adding to it, in this month and where it was before', async () => {
    await ledgerEntries(COMPANY);
    await replaceManyPostings(COMPANY, [
      ...pair('A', '2026-11-20', 10),
      ...pair('B', '2026-10-15', 20),
      ...pair('C', '2026-11-20', 30),
    ]);
    await replaceManyPostings(COMPANY, pair('A', '2026-11-21', 11), new Map([['B', '2026-10-15']]));
    const { cached, stored } = await bothViews();
    for (const entries of [cached, stored]) {
      expect(vouchersIn(entries)).toEqual(['A', 'C']);
      expect(entries.filter((entry) => entry.voucher === 'A').map((entry) => entry.debit + entry.credit)).toEqual([
        1100, 1100,
      ]);
    }
  });
});
