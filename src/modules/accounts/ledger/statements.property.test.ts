import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { fromPaise } from '../../../lib/money/money';
import { balanceSheet } from './balance-sheet';
import { balancesAt } from '../../../kits/accounting/balances';
import { accountBook, dayBook } from './books';
import type { BalanceSheet } from './statements-types';
import type { Chart, ChartAccount, OpeningSet, PaymentMode, VoucherType } from '../../../kits/accounting/ledger-types';
import { profitAndLoss } from './profit-and-loss';
import { trialBalance } from './trial-balance';
import { emptyVoucher, voucherId, type Voucher } from './voucher';
import { voucherPostings, voucherProblems } from './voucher-rules';
import { closeYear, dayAfter } from './year-end';

const chart: Chart = {
  groups: [
    { code: 'CA', name: 'Current Assets', nature: 'ASSETS', parent: '', sequence: 1 },
    { code: 'CB', name: 'Cash and Bank', nature: 'ASSETS', parent: 'CA', sequence: 1 },
    { code: 'FA', name: 'Fixed Assets', nature: 'ASSETS', parent: '', sequence: 2 },
    { code: 'CL', name: 'Current Liabilities', nature: 'LIABILITIES', parent: '', sequence: 1 },
    { code: 'CP', name: 'Capital', nature: 'CAPITAL', parent: '', sequence: 1 },
    { code: 'SA', name: 'Sales', nature: 'INCOME', parent: '', sequence: 1 },
    { code: 'OI', name: 'Other Income', nature: 'INCOME', parent: '', sequence: null },
    { code: 'DE', name: 'Direct Expenses', nature: 'EXPENSES', parent: '', sequence: 1 },
    { code: 'IE', name: 'Indirect Expenses', nature: 'EXPENSES', parent: '', sequence: 2 },
    { code: 'OF', name: 'Office', nature: 'EXPENSES', parent: 'IE', sequence: 1 },
  ],
  accounts: [
    { code: 'CASH', name: 'Cash', group: 'CB', type: 'CAS' },
    { code: 'BNK1', name: 'Bank One', group: 'CB', type: 'BAN' },
    { code: 'BNK2', name: 'Bank Two', group: 'CB', type: 'BAN' },
    { code: 'WLLT', name: 'Wallet', group: 'CB', type: 'MOB' },
    { code: 'DEBT', name: 'Debtor', group: 'CA', type: 'PAR' },
    { code: 'FURN', name: 'Furniture', group: 'FA', type: 'OTH' },
    { code: 'CRED', name: 'Creditor', group: 'CL', type: 'PAR' },
    { code: 'LOAN', name: 'Loan', group: 'CL', type: 'OTH' },
    { code: 'CAPT', name: 'Capital', group: 'CP', type: 'OTH' },
    { code: 'SALE', name: 'Sales', group: 'SA', type: 'OTH' },
    { code: 'INTR', name: 'Interest', group: 'OI', type: 'OTH' },
    { code: 'PURC', name: 'Purchases', group: 'DE', type: 'OTH' },
    { code: 'RENT', name: 'Rent', group: 'IE', type: 'OTH' },
    { code: 'STAT', name: 'Stationery', group: 'OF', type: 'OTH' },
  ],
};
const byCode = new Map<string, ChartAccount>(chart.accounts.map((account) => [account.code, account]));
const codes = chart.accounts.map((account) => account.code);
const moneyAccounts = ['CASH', 'BNK1', 'BNK2', 'WLLT'];
const counterFor: Record<PaymentMode, string[]> = {
  CASH: ['CASH'],
  WALLET: ['WLLT'],
  CARD: ['BNK1', 'BNK2'],
  CHEQUE: ['BNK1', 'BNK2'],
  ONLINE: ['BNK1', 'BNK2'],
};

const year = { from: '2025-04-01', to: '2026-03-31' };
// The year's 365 days and 30 days of the next.
const dates = Array.from({ length: 395 }, (_, day) => format(addDays(parseISO(year.from), day), 'yyyy-MM-dd'));
const dateArb = fc.constantFrom(...dates);
const yearDateArb = fc.constantFrom(...dates.slice(0, 365));
const paiseArb = fc.integer({ min: 1, max: 10_000_000 });
const rupees = fromPaise;

const openingsArb = fc
  .array(fc.record({ account: fc.constantFrom(...codes), amount: fc.integer({ min: -5_000_000, max: 5_000_000 }) }), {
    maxLength: 8,
  })
  .map((lines): OpeningSet => {
    const balance = -lines.reduce((sum, line) => sum + line.amount, 0);
    const all = [...lines, { account: 'CAPT', amount: balance }];
    return {
      from: year.from,
      balances: all.map(({ account, amount }) => ({
        account,
        debit: Math.max(amount, 0),
        credit: Math.max(-amount, 0),
      })),
    };
  });

const modeArb = fc.constantFrom<PaymentMode>('CASH', 'CARD', 'CHEQUE', 'ONLINE', 'WALLET');
const headerArb = fc.record({
  date: dateArb,
  mode: modeArb,
  pick: fc.nat(),
  cancelled: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});

function voucherOf(
  type: VoucherType,
  header: { date: string; mode: PaymentMode; pick: number; cancelled: boolean },
  lines: Array<[string, number, number]>,
  counter: string,
): Voucher {
  const base = emptyVoucher(type, header.date, 'E001');
  const cheque =
    header.mode === 'CHEQUE' ? { chequeNo: '123456', chequeDate: header.date, bankName: 'State Bank' } : {};
  const reference = ['CARD', 'ONLINE', 'WALLET'].includes(header.mode) ? 'REF-1' : '';
  return {
    header: {
      ...base.header,
      mode: type === 'JOU' ? '' : header.mode,
      counterAccount: type === 'JOU' ? '' : counter,
      reference,
      ...cheque,
      narration: 'random',
      status: header.cancelled ? 'Cancelled' : 'Active',
    },
    lines: lines.map(([account, debit, credit]) => ({ account, debit, credit, narration: '' })),
  };
}

/** A valid voucher of any type, some cancelled (numbered by numbered()). */
const voucherArb = fc.oneof(
  fc
    .tuple(
      fc.constantFrom<VoucherType>('PAY', 'REC'),
      headerArb,
      fc.array(fc.tuple(fc.constantFrom(...codes), paiseArb), { minLength: 1, maxLength: 3 }),
    )
    .map(([type, header, raw]) => {
      const choices = counterFor[header.mode];
      const counter = choices[header.pick % choices.length]!;
      const lines = raw.map(([account, paise]): [string, number, number] => [
        account === counter ? 'RENT' : account,
        type === 'PAY' ? rupees(paise) : 0,
        type === 'REC' ? rupees(paise) : 0,
      ]);
      return voucherOf(type, header, lines, counter);
    }),
  fc.tuple(headerArb, fc.constantFrom(...moneyAccounts), paiseArb).map(([header, to, paise]) => {
    const counter = moneyAccounts[header.pick % moneyAccounts.length]!;
    const target = to === counter ? moneyAccounts.find((code) => code !== counter)! : to;
    return voucherOf('TRA', header, [[target, rupees(paise), 0]], counter);
  }),
  fc
    .tuple(
      headerArb,
      fc.array(fc.tuple(fc.constantFrom(...codes), paiseArb), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...codes),
      fc.constantFrom(...codes),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([header, debits, first, second, split]) => {
      const total = debits.reduce((sum, [, paise]) => sum + paise, 0);
      const part = Math.floor(total * split);
      const credits: Array<[string, number]> =
        part > 0 && part < total
          ? [
              [first, part],
              [second, total - part],
            ]
          : [[first, total]];
      const lines = [
        ...debits.map(([account, paise]): [string, number, number] => [account, rupees(paise), 0]),
        ...credits.map(([account, paise]): [string, number, number] => [account, 0, rupees(paise)]),
      ];
      return voucherOf('JOU', header, lines, '');
    }),
);

/** The server's numbering: each voucher its own number and id. */
const numbered = (vouchers: Voucher[]) =>
  vouchers.map((voucher, index) => ({
    ...voucher,
    header: {
      ...voucher.header,
      number: index + 1,
      id: voucherId(voucher.header.type, voucher.header.date, 'E001', index + 1),
    },
  }));

const caseArb = fc.record({
  openings: openingsArb,
  vouchers: fc.array(voucherArb, { maxLength: 40 }).map(numbered),
  middle: yearDateArb,
  period: fc.tuple(dateArb, dateArb).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
  account: fc.constantFrom(...codes),
  pick: fc.nat(),
});

const capitalSide = (sheet: BalanceSheet) =>
  sheet.capital.reduce((sum, section) => sum + section.amount, 0) + sheet.result;

describe('statements, on random books', () => {
  it('always balance, and agree with each other', () => {
    fc.assert(
      fc.property(caseArb, ({ openings: opening, vouchers, middle, period, account, pick }) => {
        const openings = [opening];
        for (const voucher of vouchers) expect(voucherProblems(voucher, byCode)).toEqual({});
        const entries = vouchers.flatMap(voucherPostings);

        for (const span of [year, { to: year.to }, { to: middle }, period]) {
          const { totals } = trialBalance(chart, openings, entries, span);
          expect(totals.openingDebit).toBe(totals.openingCredit);
          expect(totals.debit).toBe(totals.credit);
          expect(totals.closingDebit).toBe(totals.closingCredit);
        }
        // An "as on" trial balance closes at the balances as on that day.
        const asOn = trialBalance(chart, openings, entries, { to: middle });
        const balances = balancesAt(openings, entries, middle, true);
        for (const row of asOn.rows) expect(row.closing).toBe(balances.get(row.account) ?? 0);
        // A period starting on a day with postings: its opening leaves that day out, its closing takes the last day in.
        const first = entries[pick % Math.max(entries.length, 1)]?.date ?? period.from;
        const span = trialBalance(chart, openings, entries, { from: first, to: period.to < first ? first : period.to });
        const before = balancesAt(openings, entries, first, false);
        const after = balancesAt(openings, entries, span.to, true);
        for (const row of span.rows) {
          expect(row.opening).toBe(before.get(row.account) ?? 0);
          expect(row.closing).toBe(after.get(row.account) ?? 0);
        }

        const end = balanceSheet(chart, openings, entries, year.to);
        const mid = balanceSheet(chart, openings, entries, middle);
        for (const sheet of [end, mid, balanceSheet(chart, openings, entries, period.to)])
          expect(sheet.totalAssets).toBe(sheet.totalLiabilitiesAndCapital);
        // P&L of a span = the change in the balance sheet's result over it.
        const start = balanceSheet(chart, openings, [], year.from).result;
        expect(profitAndLoss(chart, entries, year).net).toBe(end.result - start);
        if (middle < year.to)
          expect(profitAndLoss(chart, entries, { from: dayAfter(middle), to: year.to }).net).toBe(
            end.result - mid.result,
          );

        // Books agree with the balances.
        const book = accountBook(chart, openings, entries, account, period);
        expect(book.opening).toBe(balancesAt(openings, entries, period.from, false).get(account) ?? 0);
        expect(book.closing).toBe(balancesAt(openings, entries, period.to, true).get(account) ?? 0);
        const day = dayBook(chart, entries, period);
        expect(day).toHaveLength(
          entries.filter((entry) => entry.date >= period.from && entry.date <= period.to).length,
        );
        expect(day.reduce((sum, row) => sum + row.debit - row.credit, 0)).toBe(0);

        // Closing the year: a balanced set that leaves every balance sheet as it was.
        const next = closeYear(chart, openings, entries, year, 'CAPT');
        expect(next.from).toBe('2026-04-01');
        expect(next.balances.reduce((sum, line) => sum + line.debit, 0)).toBe(
          next.balances.reduce((sum, line) => sum + line.credit, 0),
        );
        for (const line of next.balances) expect(line.debit > 0 !== line.credit > 0).toBe(true);
        const yearOnly = entries.filter((entry) => entry.date <= year.to);
        const reopened = balanceSheet(chart, [...openings, next], yearOnly, next.from);
        expect(reopened.result).toBe(0);
        expect(reopened.totalAssets).toBe(end.totalAssets);
        expect(reopened.totalLiabilitiesAndCapital).toBe(end.totalLiabilitiesAndCapital);
        const later = dates.at(-1)!;
        const closed = balanceSheet(chart, [...openings, next], entries, later);
        const unclosed = balanceSheet(chart, openings, entries, later);
        expect(closed.assets).toEqual(unclosed.assets);
        expect(closed.liabilities).toEqual(unclosed.liabilities);
        expect(capitalSide(closed)).toBe(capitalSide(unclosed));
        expect(closed.totalAssets).toBe(closed.totalLiabilitiesAndCapital);
      }),
      { numRuns: 200 },
    );
  });
});
