import { http, HttpResponse } from 'msw';
import { withTransaction } from '../../lib/permissions/permission-code';
import { formatAmount } from '../../lib/format/number-format';
import { ACCOUNTS } from '../../menus/catalogue/accounts';
import { ACCOUNTS_ENDPOINTS as API } from '../../modules/accounts/accounts-endpoints';
import { resultOf } from '../../modules/accounts/ledger/balance-sheet';
import { balancesAt } from '../../kits/accounting/balances';
import { chartTree } from '../../modules/accounts/ledger/chart-order';
import type { Chart, LedgerEntry, OpeningSet } from '../../kits/accounting/ledger-types';
import { fromPaise } from '../../lib/money/money';
import { profitAndLoss } from '../../modules/accounts/ledger/profit-and-loss';
import { closeYear, dayAfter } from '../../modules/accounts/ledger/year-end';
import {
  financialYearsBetween,
  yearLabel,
  yearStatuses,
  type YearEndState,
} from '../../modules/accounts/year-end/financial-years';
import type { DemoSession } from '../core/sessions/auth';
import { authorise } from '../core/sessions/authorise';
import { readJson } from '../core/read-json';
import type { BooksState } from '../core/accounting/store-names';
import { logActivity } from '../core/activity-log';
import { booksState, saveBooksState } from '../core/accounting/books-state';
import { chartOf, ledgerEntries, openingSets, saveOpeningSet } from '../core/accounting/ledger-store';
import { serverToday } from '../core/server-dates';

interface Books {
  chart: Chart;
  openings: OpeningSet[];
  entries: readonly LedgerEntry[];
  state: BooksState;
}

const SCREEN = ACCOUNTS.yearEnd.code!;
const formatDay = (date: string) => date.split('-').reverse().join('-');

async function booksOf(companyCode: number): Promise<Books> {
  const [chart, openings, entries, state] = await Promise.all([
    chartOf(companyCode),
    openingSets(companyCode),
    ledgerEntries(companyCode),
    booksState(companyCode),
  ]);
  return { chart, openings, entries, state };
}

/**
 * Every financial year from the books' first opening set (else first posting) to today's, with each year's result from
 * the ledger.
 */
function stateOf({ chart, openings, entries, state }: Books, today: string): YearEndState {
  let first = openings[0]?.from ?? today;
  for (const entry of entries) if (entry.date < first) first = entry.date;
  const years = yearStatuses(financialYearsBetween(first, today), state.closedYears, state.closedThrough, today);
  return {
    closedThrough: state.closedThrough,
    years: years.map((year) => ({ ...year, result: fromPaise(profitAndLoss(chart, entries, year).net) })),
  };
}

/** Why a year may not be closed now, or null when it may. */
function yearRefusal(books: Books, today: string, from: unknown, to: unknown): string | null {
  const years = stateOf(books, today).years;
  const year = years.find((row) => row.from === from && row.to === to);
  if (!year)
    return typeof from === 'string' && typeof to === 'string'
      ? `There is no financial year ${from} to ${to} in these books.`
      : 'Give the year to close as {from, to}.';
  const label = yearLabel(year);
  if (year.status === 'closed') return `The year ${label} is already closed.`;
  if (year.status === 'current')
    return `The year ${label} has not ended yet: it can be closed from ${formatDay(dayAfter(year.to))}.`;
  if (!year.canClose) {
    const earliest = years.find((row) => row.canClose);
    return `Years are closed in order: close ${earliest ? yearLabel(earliest) : 'the earlier years'} first.`;
  }
  return null;
}

/** Why this account may not take the year's result, or null when it is a capital account. */
function capitalRefusal(chart: Chart, code: unknown): string | null {
  if (typeof code !== 'string' || code === '') return 'Choose the capital account to move the result to.';
  const place = chartTree(chart).placeOf.get(code);
  if (!place) return `There is no account ${code}.`;
  const name = chart.accounts.find((account) => account.code === code)?.name ?? code;
  return place.nature === 'CAPITAL'
    ? null
    : `${name} (${code}) is not a capital account: choose an account under a Capital group.`;
}

/** The audit note of a close, e.g. "Profit of 1,23,456.00 moved to Capital account of the proprietor (AC101)". */
function closeNote(result: number, chart: Chart, capital: string): string {
  const name = chart.accounts.find((account) => account.code === capital)?.name ?? capital;
  const what = result > 0 ? 'Profit' : result < 0 ? 'Loss' : 'Nil result';
  return `${what} of ${formatAmount(Math.abs(result))} moved to ${name} (${capital})`;
}

async function close(session: DemoSession, body: Record<string, unknown>): Promise<Response> {
  const { companyCode } = session;
  const books = await booksOf(companyCode);
  const year = (typeof body.year === 'object' && body.year !== null ? body.year : {}) as Record<string, unknown>;
  const refusal =
    yearRefusal(books, serverToday(), year.from, year.to) ?? capitalRefusal(books.chart, body.capitalAccount);
  if (refusal) return HttpResponse.json({ result: refusal });
  const period = { from: String(year.from), to: String(year.to) };
  const capital = String(body.capitalAccount);
  const label = yearLabel(period);
  const result = fromPaise(
    resultOf(chartTree(books.chart), balancesAt(books.openings, books.entries, period.to, true)),
  );
  await saveOpeningSet(companyCode, closeYear(books.chart, books.openings, books.entries, period, capital));
  await saveBooksState(companyCode, {
    closedThrough: period.to,
    closedYears: [...books.state.closedYears.filter((name) => name !== label), label],
  });
  await logActivity(session, {
    module: 'accounts',
    action: 'Close year',
    subject: 'Year end',
    reference: label,
    after: result,
    detail: closeNote(result, books.chart, capital),
  });
  return HttpResponse.json({ recordId: label, result: 'OK' });
}

/** One close at a time per company, so a second request sees the first one's lock. */
const closing = new Map<number, Promise<unknown>>();
function oneAtATime(companyCode: number, run: () => Promise<Response>): Promise<Response> {
  const next = (closing.get(companyCode) ?? Promise.resolve()).then(run, run);
  closing.set(
    companyCode,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * `yearEndState {usr}` -> the lock date and every financial year with its status, result and whether it may be closed.
 */
const stateHandler = http.post(`*/${API.yearEndState}`, async ({ request }) => {
  const session = await authorise(request, SCREEN, 'read');
  if (session instanceof Response) return session;
  return HttpResponse.json(stateOf(await booksOf(session.companyCode), serverToday()));
});

/**
 * `closeYear {year: {from, to}, capitalAccount, usr}`: carries the year's balances into the next year's openings and
 * locks its dates.
 */
const closeHandler = http.post(`*/${API.closeYear}`, async ({ request }) => {
  const session = await authorise(request, withTransaction(SCREEN, 'create'), 'write');
  if (session instanceof Response) return session;
  const body = await readJson(request);
  return oneAtATime(session.companyCode, () => close(session, body));
});

export const yearEndHandlers = [stateHandler, closeHandler];
