import { http, HttpResponse } from 'msw';
import type { ReportDeclaration } from '../../engine/report/report';
import { ageing } from '../../modules/accounts/ledger/ageing';
import { balanceSheet } from '../../modules/accounts/ledger/balance-sheet';
import { accountBook, dayBook } from '../../modules/accounts/ledger/books';
import type { Chart, LedgerEntry, OpeningSet } from '../../kits/accounting/ledger-types';
import { interestOn } from '../../modules/accounts/ledger/interest';
import { profitAndLoss } from '../../modules/accounts/ledger/profit-and-loss';
import { schedules } from '../../modules/accounts/ledger/schedules';
import { trialBalance } from '../../modules/accounts/ledger/trial-balance';
import { voucherTypeLabel } from '../../modules/accounts/ledger/voucher';
import { STATEMENT_REPORTS as R } from '../../modules/accounts/reports/statement-reports';
import { toWire } from '../../modules/accounts/reports/wire-money';
import { authorise } from '../core/sessions/authorise';
import { readJson } from '../core/read-json';
import { activities } from '../core/activity-log';
import { isVoucherType } from './voucher-input';
import { chartOf, ledgerEntries, openingSets } from '../core/accounting/ledger-store';

interface Books {
  chart: Chart;
  openings: OpeningSet[];
  entries: readonly LedgerEntry[];
}

type Parameters = Record<string, unknown>;
/** A refusal of the parameters (answered 400 with the message), or the statement. */
type Outcome = { refusal: string } | { answer: ReturnType<typeof toWire> | object[] };

const date = (body: Parameters, name: string): string | null => {
  const value = body[name];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
};
/** A date parameter the statement cannot do without. */
function required(body: Parameters, name: string, what: string): string {
  const value = date(body, name);
  if (!value) throw new RangeError(`Give ${what} as yyyy-MM-dd.`);
  return value;
}

function period(body: Parameters) {
  const from = required(body, 'fromDate', 'the first date');
  const to = required(body, 'toDate', 'the last date');
  if (from > to) throw new RangeError('The first date comes after the last.');
  return { from, to };
}

/** A period whose start is optional (as on a date). */
const openPeriod = (body: Parameters) => ({
  ...(date(body, 'fromDate') ? { from: date(body, 'fromDate')! } : {}),
  to: required(body, 'toDate', 'the date'),
});
const asOn = (body: Parameters) => required(body, 'asOn', 'the date');

function account(body: Parameters, chart: Chart, types?: readonly string[]): string {
  const code = typeof body.account === 'string' ? body.account : '';
  const found = chart.accounts.find((candidate) => candidate.code === code);
  if (!found) throw new RangeError(code ? `There is no account ${code}.` : 'Choose an account.');
  if (types && !types.includes(found.type)) throw new RangeError(`${found.name} is not ${kindOf(types)} account.`);
  return code;
}

const KIND: Record<string, string> = { CAS: 'cash', MOB: 'wallet', BAN: 'bank', PAR: 'party' };
/** "a cash, wallet or bank", "a party": the kinds of account a statement takes, for its refusal. */
function kindOf(types: readonly string[]): string {
  const names = types.map((type) => KIND[type] ?? type);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : names[0]!;
  return `a ${list}`;
}

/** The cash book and the bank book share one endpoint (backend contract): it takes cash, wallet and bank accounts. */
const CASH_BANK_TYPES = ['CAS', 'MOB', 'BAN'] as const;

function edges(body: Parameters): number[] {
  const values = [body.edge1, body.edge2, body.edge3].map(Number);
  if (
    values.some((value) => !Number.isInteger(value) || value < 1) ||
    values.some((value, index) => index > 0 && value <= values[index - 1]!)
  ) {
    throw new RangeError('The bucket edges must be whole days, each above the one before.');
  }
  return values;
}

const STATEMENTS: ReadonlyArray<[ReportDeclaration, (books: Books, body: Parameters, companyCode: number) => unknown]> =
  [
    [R.trialBalance, ({ chart, openings, entries }, body) => trialBalance(chart, openings, entries, openPeriod(body))],
    [R.schedules, ({ chart, openings, entries }, body) => schedules(chart, openings, entries, openPeriod(body))],
    [R.profitAndLoss, ({ chart, entries }, body) => profitAndLoss(chart, entries, period(body))],
    [R.balanceSheet, ({ chart, openings, entries }, body) => balanceSheet(chart, openings, entries, asOn(body))],
    [
      R.cashBook,
      ({ chart, openings, entries }, body) =>
        accountBook(chart, openings, entries, account(body, chart, CASH_BANK_TYPES), period(body)),
    ],
    [
      R.ledger,
      ({ chart, openings, entries }, body) => accountBook(chart, openings, entries, account(body, chart), period(body)),
    ],
    [
      R.dayBook,
      ({ chart, entries }, body) =>
        dayBook(chart, entries, period(body)).filter((row) => !body.detail || row.type === body.detail),
    ],
    [
      R.agingReceivables,
      ({ chart, openings, entries }, body) =>
        ageing(chart, openings, entries, { asOn: asOn(body), side: 'receivable', edges: edges(body) }),
    ],
    [
      R.agingPayables,
      ({ chart, openings, entries }, body) =>
        ageing(chart, openings, entries, { asOn: asOn(body), side: 'payable', edges: edges(body) }),
    ],
    [
      R.interest,
      ({ chart, openings, entries }, body) => {
        const rate = Number(body.ratePercent);
        if (!(rate > 0 && rate < 100)) throw new RangeError('Give a rate above 0 and below 100 % a year.');
        return interestOn(openings, entries, {
          account: account(body, chart, ['PAR']),
          ...period(body),
          ratePercent: rate,
        });
      },
    ],
  ];

async function compute(
  run: (books: Books, body: Parameters, companyCode: number) => unknown,
  companyCode: number,
  body: Parameters,
): Promise<Outcome> {
  const [chart, openings, entries] = await Promise.all([
    chartOf(companyCode),
    openingSets(companyCode),
    ledgerEntries(companyCode),
  ]);
  try {
    return { answer: toWire(run({ chart, openings, entries }, body, companyCode)) };
  } catch (error) {
    if (error instanceof RangeError) return { refusal: error.message };
    throw error;
  }
}

/**
 * The reports sharing one endpoint: any of their screens' read right opens it (the cash book's and
 * the bank book's users both reach the shared cash-and-bank book).
 */
function handler(
  reports: readonly ReportDeclaration[],
  answer: (companyCode: number, body: Parameters) => Promise<Outcome>,
) {
  return http.post(`*/${reports[0]!.endpoint}`, async ({ request }) => {
    let session: Awaited<ReturnType<typeof authorise>> | undefined;
    for (const report of reports) {
      session = await authorise(request, report.screen.code!, 'read');
      if (!(session instanceof Response)) break;
    }
    if (!session || session instanceof Response)
      return session ?? HttpResponse.json({ message: 'No report here.' }, { status: 404 });
    const outcome = await answer(session.companyCode, await readJson(request));
    return 'refusal' in outcome
      ? HttpResponse.json({ message: outcome.refusal }, { status: 400 })
      : HttpResponse.json(outcome.answer);
  });
}

/** The audit trail of the period (rows carry rupees as stored), newest first, narrowed by user and voucher type. */
async function activityAnswer(companyCode: number, body: Parameters): Promise<Outcome> {
  try {
    const { from, to } = period(body);
    const user = typeof body.user === 'string' ? body.user.trim().toLowerCase() : '';
    const subject = typeof body.detail === 'string' && body.detail ? voucherTypeLabel(body.detail as 'PAY') : '';
    const rows = (await activities(companyCode))
      .filter(
        (row) =>
          row.at.slice(0, 10) >= from &&
          row.at.slice(0, 10) <= to &&
          (!user || row.user.toLowerCase().includes(user)) &&
          (!subject || row.subject === subject),
      )
      .sort((a, b) => b.id.localeCompare(a.id))
      .map((row) => {
        const prefix = row.reference.split('-')[0];
        return isVoucherType(prefix) ? { ...row, type: prefix } : row;
      });
    return { answer: rows };
  } catch (error) {
    if (error instanceof RangeError) return { refusal: error.message };
    throw error;
  }
}

/** The accounts books, statements and analysis, computed from the ledger on every call. */
export const statementHandlers = [
  ...STATEMENTS.map(([report, run]) =>
    handler(sharing(report.endpoint), (companyCode, body) => compute(run, companyCode, body)),
  ),
  handler([R.activities], activityAnswer),
];

/** Every declared statement whose answer the handler of `endpoint` gives (the cash and bank books share one). */
function sharing(endpoint: string): ReportDeclaration[] {
  return Object.values(R).filter((report) => report.endpoint === endpoint);
}

/**
 * Refuses two answers for one endpoint (msw would let the first answer every call, as the cash
 * book's once refused every bank account) and a declared statement without an answer.
 */
export function checkStatementEndpoints(answered: readonly string[], declared: readonly ReportDeclaration[]): void {
  const seen = new Set<string>();
  for (const endpoint of answered) {
    if (seen.has(endpoint))
      throw new Error(`Two statement handlers answer ${endpoint}; give the reports sharing it one handler.`);
    seen.add(endpoint);
  }
  const unanswered = declared.filter((report) => !seen.has(report.endpoint));
  if (unanswered.length)
    throw new Error(`No statement handler answers ${unanswered.map((report) => report.name).join(', ')}.`);
}
checkStatementEndpoints([...STATEMENTS.map(([report]) => report.endpoint), R.activities.endpoint], Object.values(R));
