// The ledger benchmark (npm run bench): the demo backend's statements over 100,000 ledger lines (handlers run
// in the page through msw's getResponse, the ledger in this browser's IndexedDB), then a 20,000-entry ledger rendered.
import { getResponse } from 'msw';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import '../src/styles/main.scss';
import { getDemoDb, ledgerKey, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import { handlers } from '../src/mocks/handlers';
import { ACCOUNTS_ENDPOINTS as API } from '../src/modules/accounts/accounts-endpoints';
import type { LedgerEntry } from '../src/kits/accounting/ledger-types';
import type { AccountBook } from '../src/modules/accounts/ledger/statements-types';
import { accountBookView } from '../src/modules/accounts/reports/book-view';
import { framesPerSecond, nextFrame, scrollFrames } from './bench-frames';
import { BENCH_OPENINGS, benchLedger, FIRST_DAY, LAST_DAY } from './ledger-data';

const COMPANY = 1010;

async function seed(): Promise<number> {
  await resetDemoDb();
  const db = await getDemoDb();
  const entries = benchLedger();
  const months = new Map<string, LedgerEntry[]>();
  for (const entry of entries)
    (months.get(entry.date.slice(0, 7)) ?? months.set(entry.date.slice(0, 7), []).get(entry.date.slice(0, 7))!).push(
      entry,
    );
  const tx = db.transaction(['ledger', 'records', 'seeded', 'tokens'], 'readwrite');
  for (const [month, list] of months)
    void tx.objectStore('ledger').put({ companyCode: COMPANY, month, entries: list }, ledgerKey(COMPANY, month));
  void tx
    .objectStore('records')
    .put(
      { resource: 'accounts.openings', companyCode: COMPANY, id: BENCH_OPENINGS.from, data: { ...BENCH_OPENINGS } },
      recordKey('accounts.openings', COMPANY, BENCH_OPENINGS.from),
    );
  void tx.objectStore('seeded').put(true, seededKey('accounts.ledger', COMPANY));
  void tx
    .objectStore('tokens')
    .put({ token: 'bench', companyCode: COMPANY, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
  return entries.length;
}

/** One call through the demo backend's own handler, answered and parsed: milliseconds and the answer. */
async function call(endpoint: string, body: Record<string, unknown>): Promise<{ ms: number; answer: unknown }> {
  const request = new Request(`http://bench.local/${endpoint}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, usr: {} }),
  });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  const answer: unknown = await response!.json();
  if (!response!.ok) throw new Error(`${endpoint}: ${JSON.stringify(answer)}`);
  return { ms: performance.now() - start, answer };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function statements() {
  const cold = (await call(API.trialBalance, { toDate: LAST_DAY })).ms;
  const figures: Record<string, number> = {};
  for (const [name, endpoint, body] of [
    ['trial balance', API.trialBalance, { toDate: LAST_DAY }],
    ['profit and loss', API.profitAndLoss, { fromDate: FIRST_DAY, toDate: LAST_DAY }],
    ['balance sheet', API.balanceSheet, { asOn: LAST_DAY }],
  ] as const) {
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) runs.push((await call(endpoint, body)).ms);
    figures[name] = median(runs);
  }
  return { coldFirstCallMs: cold, warmMedianMs: figures };
}

async function ledger() {
  const { ms, answer } = await call(API.ledger, { account: 'AC001', fromDate: FIRST_DAY, toDate: LAST_DAY });
  const view = accountBookView;
  const book = view.read(answer) as AccountBook;
  const root = createRoot(document.getElementById('root')!);
  const context = { company: 'Bench', title: 'Detailed ledger', period: '' };
  const start = performance.now();
  flushSync(() => root.render(<MemoryRouter>{view.render(book, context)}</MemoryRouter>));
  const committed = performance.now();
  const painted = await nextFrame();
  const scroller = document.querySelector<HTMLElement>('.statement-scroller')!;
  const measured = await scrollFrames(scroller);
  return {
    entries: book.rows.length,
    fetchMs: ms,
    mountCommitMs: committed - start,
    mountPaintMs: painted - start,
    scrollFps: framesPerSecond(measured),
    renderedRows: document.querySelectorAll('tbody tr').length,
  };
}

async function run() {
  const lines = await seed();
  return { lines, statements: await statements(), ledger: await ledger() };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();
