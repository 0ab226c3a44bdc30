// The records search benchmark page (npm run bench -- --only=records): 100,000 records of the hotel in the demo
// backend's IndexedDB (records-backend-bench.ts); each keystroke's answer through the backend's own handler, then the
// product's command palette with the demo backend running in the page, each keystroke timed from the key to the
// records painted.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import '../src/styles/main.scss';
import { getQueryClient } from '../src/app/query-client';
import { sessionRecordFixture } from '../src/lib/session/session-record.fixture';
import { useSessionStore } from '../src/lib/session/session-store';
import { useUiStore } from '../src/lib/ui/ui-store';
import { startDemoBackend } from '../src/mocks/browser';
import { demoProbe } from '../src/mocks/core/demo-probe';
import { CommandPalette } from '../src/shell/palette/command-palette';
import { afterNextPaint, nextFrame } from './bench-frames';
import { median } from './pos-backend-bench';
import { benchSession, searchOnce, seedRecords } from './records-backend-bench';

const typing = (word: string) => Array.from(word, (_, i) => word.slice(0, i + 1));
const deleting = (word: string) => Array.from(word.slice(1), (_, i) => word.slice(0, word.length - 1 - i));

/** What the box holds after each keystroke: a bill number, a supplier, a room, a pasted voucher, a name deleted. */
const steps = (voucher: string) => [
  ...typing('mc26-004321'),
  ...typing('iyer fo'),
  ...typing('105'),
  voucher,
  ...typing('meera'),
  ...deleting('meera'),
];

/** A person's first key comes half a second or so after the palette is ready, not in the same millisecond. */
const PERSON_MS = 500;
const idle = () =>
  new Promise<void>((resolve) => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), PERSON_MS));

/** Resolves when the palette's status no longer says the records are being searched, with the time then painted. */
function recordsPainted(status: HTMLElement): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const text = status.textContent ?? '';
      if (text.includes('Records: not searched')) return reject(new Error(`the records search failed: ${text}`));
      if (text.includes('Records: searching')) return;
      observer.disconnect();
      void afterNextPaint().then(resolve);
    };
    const observer = new MutationObserver(check);
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    check();
  });
}

async function run() {
  const data = await seedRecords();
  const session = benchSession(sessionRecordFixture());
  useSessionStore.getState().signIn(session);
  const cold = await searchOnce(session, '');
  await idle();
  const voucher = (await searchOnce(session, 'rec-')).found.find((row) => row.kind === 'voucher')!.recordId;
  const typed = steps(voucher);
  const answers: number[] = [];
  const found: number[] = [];
  for (const text of typed) {
    const answer = await searchOnce(session, text);
    answers.push(answer.ms);
    found.push(answer.found.length);
  }

  await startDemoBackend();
  getQueryClient().setQueryData(['products', 'list'], []);
  const root = createRoot(document.getElementById('root')!);
  useUiStore.getState().setSearchOpen(true);
  flushSync(() =>
    root.render(
      <MemoryRouter initialEntries={['/applayout-sidebar-large/dashboard/dashboardmain']}>
        <CommandPalette />
      </MemoryRouter>,
    ),
  );
  let input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
  for (let frame = 0; !input && frame < 300; frame += 1) {
    await nextFrame();
    input = document.querySelector<HTMLInputElement>('input[role="combobox"]');
  }
  if (!input) throw new Error(`the palette did not open: ${document.body.textContent?.slice(0, 300)}`);
  // Opened, the palette asks the server to get ready; a person's first key comes after that answer.
  while (demoProbe().underWay > 0) await nextFrame();
  await idle();
  const status = document.getElementById('palette-status')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const painted: number[] = [];
  const typedIn: number[] = [];
  const shown: number[] = [];
  for (const text of typed) {
    const start = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // The palette's own work at the key (its other sources, its render), before the records' answer.
    typedIn.push(performance.now() - start);
    painted.push((await recordsPainted(status)) - start);
    shown.push(document.querySelectorAll('[role="option"]').length);
  }
  root.unmount();
  const slowest = (values: readonly number[]) => Math.max(...values);
  return {
    data,
    records: Object.entries(data)
      .filter(([name]) => name !== 'inHouse')
      .reduce((sum, [, count]) => sum + count, 0),
    coldMs: cold.ms,
    keystrokes: typed.length,
    typed,
    answer: { medianMs: median(answers), maxMs: slowest(answers), slowestAt: typed[answers.indexOf(slowest(answers))] },
    painted: {
      medianMs: median(painted),
      maxMs: slowest(painted),
      slowestAt: typed[painted.indexOf(slowest(painted))],
    },
    mostFound: Math.max(...found),
    mostShown: Math.max(...shown),
    all: painted.map((ms) => Math.round(ms)),
    atTheKey: typedIn.map((ms) => Math.round(ms)),
  };
}

Object.assign(globalThis, {
  benchResult: run().catch((error: unknown) => ({
    error: String(error),
    stack: error instanceof Error ? error.stack : '',
  })),
});
