import type { AccountType, ChartAccount, Nature } from '../../../../kits/accounting/ledger-types';
import { fromPaise } from '../../../../lib/money/money';
import { voucherId } from '../../../../modules/accounts/ledger/voucher';
import { voucherPostings, voucherProblems, voucherTotal } from '../../../../modules/accounts/ledger/voucher-rules';
import { DEMO_COMPANIES } from '../../company/companies';
import { accountGroupSeed, accountSeed } from './chart-of-accounts';
import { financialYearStart } from './opening-seed';
import { accountsLedgerSeed } from './voucher-seed';
import { seedDays } from './voucher-seed-plan';

const TODAY = '2026-11-22';

describe('seed calendar helpers', () => {
  it('puts a date in the April-March financial year', () => {
    expect(financialYearStart('2025-11-22')).toBe('2025-04-01');
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
  });

  it('lists every day of the seeded year', () => {
    const days = seedDays('2025-11-22', '2026-11-21');
    expect(days).toHaveLength(365);
    expect(days[0]).toEqual({ date: '2025-11-22', year: 2025, month: 11, day: 22, weekday: 6 });
    expect(days.at(-1)?.date).toBe('2026-11-21');
    expect(days.filter((day) => day.weekday === 0)).toHaveLength(52);
  });
});

describe.each(DEMO_COMPANIES.map((company) => [company.name, company] as const))(
  'the ledger seed of %s',
  (_, company) => {
    const seed = accountsLedgerSeed(company, TODAY);
    const { openings, vouchers } = seed;
    const accounts = new Map<string, ChartAccount>(
      accountSeed(company).map((account) => [account.code, { ...account, type: account.type as AccountType }]),
    );
    const groupNature = new Map<string, Nature>(
      accountGroupSeed().map((group) => [group.code, group.nature as Nature]),
    );
    const natureOf = (code: string) => groupNature.get(accounts.get(code)?.group ?? '');
    const postings = vouchers.flatMap(voucherPostings);

    it('opens balanced on April 1 of the financial year the history starts in', () => {
      expect(openings.from).toBe('2025-04-01');
      const debit = openings.balances.reduce((sum, row) => sum + row.debit, 0);
      const credit = openings.balances.reduce((sum, row) => sum + row.credit, 0);
      expect(debit).toBe(credit);
      expect(debit).toBeGreaterThan(0);
      for (const row of openings.balances) {
        expect(accounts.has(row.account)).toBe(true);
        expect(Number.isInteger(row.debit) && Number.isInteger(row.credit) && row.debit >= 0 && row.credit >= 0).toBe(
          true,
        );
      }
      expect(openings.balances.find((row) => row.account === 'AC101')!.credit).toBeGreaterThan(0);
    });

    it('writes only valid vouchers with the server header fields', () => {
      const invalid = vouchers
        .filter((voucher) => Object.keys(voucherProblems(voucher, accounts)).length > 0)
        .map((voucher) => [voucher.header.id, voucherProblems(voucher, accounts)]);
      expect(invalid).toEqual([]);
      for (const { header, ...voucher } of vouchers) {
        expect(header.id).toBe(voucherId(header.type, header.date, 'E001', header.number));
        expect(header.total).toBe(fromPaise(voucherTotal({ header, ...voucher })));
        expect(header.createdAt.slice(0, 11)).toBe(`${header.date}T`);
        expect(header.createdAt.slice(11) >= '09:00:00' && header.createdAt.slice(11) <= '19:46:00').toBe(true);
      }
    });

    it('numbers each day 1..n with unique ids, from a year back through yesterday', () => {
      expect(new Set(vouchers.map((voucher) => voucher.header.id)).size).toBe(vouchers.length);
      const numbers = new Map<string, number[]>();
      for (const { header } of vouchers)
        (
          numbers.get(`${header.date}|${header.branch}`) ??
          numbers.set(`${header.date}|${header.branch}`, []).get(`${header.date}|${header.branch}`)!
        ).push(header.number);
      for (const run of numbers.values()) expect(run).toEqual(run.map((_n, index) => index + 1));
      const dates = vouchers.map((voucher) => voucher.header.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates[0]).toBe('2025-11-22');
      expect(dates.at(-1)).toBe('2026-11-21');
    });

    it('posts balanced entries and never overdraws cash in hand', () => {
      expect(postings.reduce((sum, entry) => sum + entry.debit, 0)).toBe(
        postings.reduce((sum, entry) => sum + entry.credit, 0),
      );
      const opening = openings.balances.find((row) => row.account === 'AC001')!;
      let cash = opening.debit - opening.credit;
      let lowest = cash;
      for (const entry of postings) {
        if (entry.account !== 'AC001') continue;
        cash += entry.debit - entry.credit;
        lowest = Math.min(lowest, cash);
      }
      expect(lowest).toBeGreaterThanOrEqual(0);
    });

    it('earns more than it spends over the year', () => {
      let income = 0;
      let expenses = 0;
      for (const entry of postings) {
        if (natureOf(entry.account) === 'INCOME') income += entry.credit - entry.debit;
        if (natureOf(entry.account) === 'EXPENSES') expenses += entry.debit - entry.credit;
      }
      expect(expenses).toBeGreaterThan(0);
      expect(income).toBeGreaterThan(expenses);
      expect(income).toBeLessThan(expenses * 1.5);
    });

    it('writes 1,000-2,200 vouchers, a few of them cancelled, the same on every call', () => {
      expect(vouchers.length).toBeGreaterThanOrEqual(1000);
      expect(vouchers.length).toBeLessThanOrEqual(2200);
      const cancelled = vouchers.filter((voucher) => voucher.header.status === 'Cancelled').length;
      expect(cancelled).toBeLessThanOrEqual(vouchers.length / 50);
      expect(accountsLedgerSeed(company, TODAY)).toEqual(seed);
    });
  },
);
