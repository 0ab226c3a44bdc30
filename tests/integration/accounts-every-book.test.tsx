import { screen } from '@testing-library/react';
import { format, subMonths } from 'date-fns';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ACCOUNTS_ENDPOINTS as API } from '../../src/modules/accounts/accounts-endpoints';
import type { AccountType } from '../../src/kits/accounting/ledger-types';
import type { AccountBook } from '../../src/modules/accounts/ledger/statements-types';
import { fromWire } from '../../src/modules/accounts/reports/wire-money';
import { STATEMENT_REPORTS } from '../../src/modules/accounts/reports/statement-reports';
import { checkStatementEndpoints } from '../../src/mocks/accounts/statement-handlers';
import { chartOf } from '../../src/mocks/core/accounting/ledger-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

setupDemoServer();

const today = format(new Date(), 'yyyy-MM-dd');
const YEAR = { fromDate: `${Number(today.slice(0, 4)) - 1}-01-01`, toDate: today };
const KINDS: readonly AccountType[] = ['CAS', 'BAN', 'MOB', 'PAR', 'OTH'];
const report = async <T,>(endpoint: string, parameters: Record<string, unknown>) =>
  fromWire<T>(await dataProvider.report<unknown>(endpoint, parameters));

/** The first account of each kind in the company's chart (cash, bank, wallet, party, other). */
async function accountsByKind(): Promise<Map<AccountType, string>> {
  const chart = await chartOf(1010);
  return new Map(KINDS.map((kind) => [kind, chart.accounts.find((account) => account.type === kind)!.code]));
}

describe('every book and statement of accounts answers for every kind of account it takes', () => {
  it('the cash-and-bank book, the ledger and interest give rows, never a refusal', async () => {
    await signInAs(1010, 'admin');
    const accounts = await accountsByKind();
    expect([...accounts.values()].every(Boolean)).toBe(true);
    for (const kind of ['CAS', 'BAN', 'MOB'] as const) {
      const book = await report<AccountBook>(API.cashBankBook, { account: accounts.get(kind), ...YEAR });
      expect(book.account, kind).toBe(accounts.get(kind));
      if (kind !== 'MOB') expect(book.rows.length, kind).toBeGreaterThan(0);
    }
    await expect(dataProvider.report(API.cashBankBook, { account: accounts.get('PAR'), ...YEAR })).rejects.toThrow(
      /is not a cash, wallet or bank account/,
    );
    for (const kind of KINDS) {
      const ledger = await report<AccountBook>(API.ledger, { account: accounts.get(kind), ...YEAR });
      expect(ledger.account, kind).toBe(accounts.get(kind));
    }
    const interest = await report<{ spans: unknown[] }>(API.interest, {
      account: accounts.get('PAR'),
      ...YEAR,
      ratePercent: 12,
    });
    expect(interest.spans.length).toBeGreaterThan(0);
  });

  it('the day book, trial balance, schedules, P&L, balance sheet, ageing and activity log give figures', async () => {
    await signInAs(1010, 'admin');
    const edges = { edge1: 30, edge2: 60, edge3: 90 };
    const rows = (answer: unknown) =>
      Array.isArray(answer) ? answer : ((answer as { rows?: unknown[]; groups?: unknown[] }).rows ?? []);
    expect(rows(await report(API.dayBook, YEAR)).length).toBeGreaterThan(0);
    expect(rows(await report(API.trialBalance, { toDate: today })).length).toBeGreaterThan(0);
    expect(await report(API.schedules, { toDate: today })).toBeTruthy();
    expect(await report<{ net: number }>(API.profitAndLoss, YEAR)).toHaveProperty('net');
    expect(await report(API.balanceSheet, { asOn: today })).toHaveProperty('totalAssets');
    expect(rows(await report(API.ageingReceivables, { asOn: today, ...edges })).length).toBeGreaterThan(0);
    expect(await report(API.ageingPayables, { asOn: today, ...edges })).toHaveProperty('rows');
    expect(Array.isArray(await report(API.activities, YEAR))).toBe(true);
  });

  it('the demo backend refuses two handlers for one endpoint and a statement without one', () => {
    const reports = Object.values(STATEMENT_REPORTS);
    expect(() => checkStatementEndpoints(['a', 'a'], [])).toThrow(/Two statement handlers answer a/);
    expect(() => checkStatementEndpoints([], reports.slice(0, 1))).toThrow(/No statement handler answers/);
  });

  it('opens the bank book on a bank account and shows its entries, not a refusal', async () => {
    await signInAs(1010, 'admin');
    // The book opens on the month so far, and the demo's vouchers run through yesterday: on the first of a month it
    // rightly lists none. From a month back it holds a month of the bank's entries on any day (the account is its
    // default).
    renderApp(
      `/applayout-sidebar-large/accounts/accfinrepbankbook?p.fromDate=${format(subMonths(new Date(), 1), 'yyyy-MM-dd')}`,
    );
    expect(await screen.findByRole('heading', { name: 'Bank book' }, { timeout: 8000 })).toBeVisible();
    expect(await screen.findAllByRole('cell', { name: /^(PAY|REC|JOU|TRA)-/ }, { timeout: 8000 })).not.toHaveLength(0);
    expect(screen.queryByText(/is not a cash account/)).toBeNull();
  });
});
