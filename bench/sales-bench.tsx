// The sales benchmark page (npm run bench): the shop counter of 20,000 goods with barcodes, rendered with
// the product's own component, timed from a scanned code's Enter to its line painted; and the take-away counter's
// choice of the best of 200 customer offers on a 50-line order (the function the screen and the backend both run).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import '../src/styles/main.scss';
import { useSessionStore } from '../src/lib/session/session-store';
import { sessionRecordFixture } from '../src/lib/session/session-record.fixture';
import { CounterTerminal } from '../src/modules/pos/counter/sale/counter-sale-screen';
import { bestOffer } from '../src/modules/takeaway/domain/bill-offer';
import { afterNextPaint, nextFrame } from './bench-frames';
import { median } from './pos-backend-bench';
import { benchOffers, benchOrder, COUNTER, counterRequirements, shelfBarcode, SHELF_ITEMS, TODAY } from './sales-data';

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Types `text` into the box one character at a time, as a scanner does. */
function type(input: HTMLInputElement, text: string) {
  for (let at = 1; at <= text.length; at += 1) {
    setValue.call(input, text.slice(0, at));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The sale's lines on screen: the rows of the table captioned "Sale lines" (none before the first scan). */
const lineRows = (host: HTMLElement) =>
  [...host.querySelectorAll('table')]
    .filter((table) => table.caption?.textContent === 'Sale lines')
    .reduce((count, table) => count + table.tBodies[0]!.rows.length, 0);

/**
 * Ten scans (13 digits and Enter each) into the counter's entry box: Enter to the new line painted, and the whole scan.
 */
async function scanFigures() {
  const fixture = sessionRecordFixture('bench');
  useSessionStore.getState().signIn({ ...fixture, usr: { ...fixture.usr, pCode: 'D-POS', cCode: 1015 } });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const requirements = counterRequirements();
  const mountStart = performance.now();
  flushSync(() =>
    root.render(
      <HashRouter>
        <QueryClientProvider client={new QueryClient()}>
          <CounterTerminal requirements={requirements} touch={false} />
        </QueryClientProvider>
      </HashRouter>,
    ),
  );
  const mountMs = (await nextFrame()) - mountStart;
  const input = host.querySelector<HTMLInputElement>('#counter-entry')!; // the box labelled "Code, barcode or name"
  if (requirements.outlets[0]?.code !== COUNTER) throw new Error('the bench counter is not the first outlet');
  const enterMs: number[] = [];
  const scanMs: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    const code = shelfBarcode((n * 1_999) % SHELF_ITEMS);
    const before = lineRows(host);
    const start = performance.now();
    type(input, code);
    const typed = performance.now();
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    const painted = await afterNextPaint();
    if (lineRows(host) !== before + 1) throw new Error(`scan ${n + 1} (${code}) added no line`);
    enterMs.push(painted - typed);
    scanMs.push(painted - start);
  }
  root.unmount();
  host.remove();
  return {
    items: requirements.items.length,
    mountMs,
    enterMedianMs: median(enterMs),
    enterMaxMs: Math.max(...enterMs),
    scanMedianMs: median(scanMs),
    scanMaxMs: Math.max(...scanMs),
  };
}

/** The best of 200 offers on a 50-line order, 50 times (the first call warms up). */
function offerFigures() {
  const offers = benchOffers();
  const lines = benchOrder();
  const setting = {
    offers,
    customer: { code: 'SC-0001', ordersBefore: 0, usedOffers: {} },
    outlet: 'MAIN',
    date: TODAY,
  };
  bestOffer(lines, setting);
  const times: number[] = [];
  let applied = '';
  for (let n = 0; n < 50; n += 1) {
    const start = performance.now();
    applied = bestOffer(lines, setting).offer?.code ?? '';
    times.push(performance.now() - start);
  }
  return { offers: offers.length, lines: lines.length, medianMs: median(times), maxMs: Math.max(...times), applied };
}

async function run() {
  const offers = offerFigures();
  const scan = await scanFigures();
  return { scan, offers };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run().catch((error: unknown) => ({
  error: String(error),
}));
