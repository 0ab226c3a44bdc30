// The restaurant benchmark page (npm run bench): the terminal's item search over a menu of 2,000 items
// and its grid of 100 live tables, rendered with the product's own components; then the demo backend's figures
// (a KOT of 10 lines, the settlement report over 30 days of 5,000 bills a day: pos-backend-bench.ts).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../src/styles/main.scss';
import type { RunningTable } from '../src/kits/billing/domain/order-types';
import type { PosMenuItem, PosTable } from '../src/kits/billing/domain/master-types';
import { ItemFinder } from '../src/kits/billing/terminal/item-finder';
import { searchIndex } from '../src/kits/billing/terminal/item-search';
import { TableGrid } from '../src/kits/billing/terminal/table-grid';
import { tableTile } from '../src/kits/billing/terminal/table-tiles';
import { nextFrame } from './bench-frames';
import { backendFigures, median } from './pos-backend-bench';
import { benchMenu, benchTables, OUTLET } from './pos-data';

const menu: PosMenuItem[] = benchMenu().map((item) => ({ ...item, groupName: item.group }));
const ignore = () => undefined;

/** Keystrokes typed into the item search box, each timed from the key to the results painted. */
async function searchFigures() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const index = searchIndex(menu);
  flushSync(() =>
    root.render(<ItemFinder index={index} outlet={OUTLET} rates={{}} onAdd={ignore} onMore={ignore} onLess={ignore} />),
  );
  const input = host.querySelector('input')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const commits: number[] = [];
  const painted: number[] = [];
  let typed = '';
  for (const key of ['d', 'i', 's', 'h', ' ', '1', '2', 'backspace', 'backspace', 'backspace']) {
    typed = key === 'backspace' ? typed.slice(0, -1) : typed + key;
    const start = performance.now();
    setValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    commits.push(performance.now() - start);
    painted.push((await nextFrame()) - start);
  }
  const results = host.querySelectorAll('[role="option"]').length;
  root.unmount();
  host.remove();
  return {
    items: menu.length,
    commitMaxMs: Math.max(...commits),
    paintMedianMs: median(painted),
    paintMaxMs: Math.max(...painted),
    results,
  };
}

/** The grid of 100 tables, half of them running, from mount to first paint. */
async function gridFigures() {
  const tables: PosTable[] = benchTables().map((table) => ({
    code: table.code,
    name: table.name,
    outlet: table.outlet,
    seats: table.seats,
    waiter: table.waiter,
  }));
  const items = new Map(menu.map((item) => [item.code, item]));
  const now = Date.now();
  const running = (table: PosTable, n: number): RunningTable | undefined =>
    n % 2 === 0
      ? {
          outlet: OUTLET,
          tableNo: table.code,
          waiter: 'W01',
          covers: 2,
          openedAt: new Date(now - n * 60_000).toISOString(),
          state: n % 6 === 0 ? 'BILLED' : 'OPEN',
          amount: 840 + n,
          billNo: null,
          kotIds: [`k${n}`],
          lines: [
            {
              lineId: `l${n}`,
              itemId: menu[n]!.code,
              itemName: menu[n]!.name,
              kotGroup: 'KIT',
              qty: 2,
              rate: 420 + n / 2,
              notes: '',
            },
          ],
        }
      : undefined;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const start = performance.now();
  const tiles = tables.map((table, n) => tableTile(table, running(table, n), [], items, now));
  flushSync(() => root.render(<TableGrid tiles={tiles} openTable={null} onOpen={ignore} />));
  const committed = performance.now() - start;
  const paint = (await nextFrame()) - start;
  const buttons = host.querySelectorAll('button').length;
  root.unmount();
  host.remove();
  return { tables: tables.length, buttons, commitMs: committed, paintMs: paint };
}

async function run() {
  const search = await searchFigures();
  const grid = await gridFigures();
  const backend = await backendFigures();
  return { search, grid, ...backend };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run().catch((error: unknown) => ({
  error: String(error),
}));
