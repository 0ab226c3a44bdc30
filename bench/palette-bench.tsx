// The command palette benchmark page (npm run bench -- --only=palette): the product's palette, open, over the whole
// menu of the largest edition (D-MIN, as its administrator) and 100,000 products; each keystroke timed from the key to
// the results painted.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import '../src/styles/main.scss';
import { getQueryClient } from '../src/app/query-client';
import type { Product } from '../src/lib/api/products-api';
import { sessionRecordFixture } from '../src/lib/session/session-record.fixture';
import { useSessionStore } from '../src/lib/session/session-store';
import { useUiStore } from '../src/lib/ui/ui-store';
import { CommandPalette } from '../src/shell/palette/command-palette';
import { screensFor } from '../src/shell/palette/screen-source';
import { nextFrame } from './bench-frames';

const PRODUCT_COUNT = 100_000;
const KINDS = ['Speaker', 'Headphone', 'Watch', 'Phone', 'Charger', 'Cable', 'Lamp', 'Kettle', 'Mixer', 'Router'];
const MAKES = ['Boom', 'Aura', 'Zen', 'Pulse', 'Nova', 'Orbit', 'Echo', 'Volt', 'Luma', 'Apex', 'Kiro', 'Tara'];

function benchProducts(): Product[] {
  return Array.from({ length: PRODUCT_COUNT }, (_, i) => ({
    _id: `p${i}`,
    name: `${MAKES[i % MAKES.length]} ${KINDS[Math.floor(i / MAKES.length) % KINDS.length]} ${i}`,
    description: '',
    category: 'speaker',
    tags: [],
    price: { sale: 100 + (i % 5000), previous: 120 + (i % 5000) },
    ratings: { rating: 4, ratingCount: 1 },
    features: [],
    photo: '',
    gallery: [],
  }));
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// What the box holds after each keystroke: screens by their label, a trade word, words in another order; products by
// make and number (the first letters match most of the 100,000); then deleted letter by letter.
const WORDS = ['stock', 'boom 12', 'grn', 'receipt goods', 'zen head', 'payslip'];
const STEPS = [
  ...WORDS.flatMap((word) => Array.from(word, (_, i) => word.slice(0, i + 1))),
  ...Array.from('payslip', (_, i) => 'payslip'.slice(0, 6 - i)),
];

async function run() {
  const record = sessionRecordFixture();
  useSessionStore.getState().signIn({ ...record, usr: { ...record.usr, pCode: 'D-MIN' } });
  const session = useSessionStore.getState().session!;
  getQueryClient().setQueryData(['products', 'list'], benchProducts());
  const host = document.getElementById('root')!;
  const root = createRoot(host);
  useUiStore.getState().setSearchOpen(true);
  const opened = performance.now();
  flushSync(() =>
    root.render(
      <MemoryRouter initialEntries={['/applayout-sidebar-large/dashboard/dashboardmain']}>
        <CommandPalette />
      </MemoryRouter>,
    ),
  );
  // The palette's search is fetched with its first use (the page has it at hand: a few frames).
  let input: HTMLInputElement | null = null;
  while (!input) {
    await nextFrame();
    input = document.querySelector<HTMLInputElement>('[role="combobox"]');
  }
  const openMs = (await nextFrame()) - opened;
  // A person starts typing a moment after the palette shows, not in the same frame.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const painted: number[] = [];
  const options: number[] = [];
  const commits: number[] = [];
  for (const typed of STEPS) {
    const start = performance.now();
    setValue.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    commits.push(performance.now() - start);
    painted.push((await nextFrame()) - start);
    options.push(document.querySelectorAll('[role="option"]').length);
  }
  root.unmount();
  return {
    screens: screensFor(session).length,
    products: PRODUCT_COUNT,
    openMs,
    keystrokes: painted.length,
    paintMedianMs: median(painted),
    paintMaxMs: Math.max(...painted),
    commitMaxMs: Math.max(...commits),
    slowestAt: STEPS[painted.indexOf(Math.max(...painted))],
    optionsShown: Math.max(...options),
  };
}

Object.assign(globalThis, {
  benchResult: run().catch((error: unknown) => ({ error: String(error) })),
});
