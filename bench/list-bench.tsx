// The list benchmark page (npm run bench): the engine's list pipeline and virtual table over 100,000 rows.
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../src/styles/main.scss';
import { filterRows, prepareRows, sortRows } from '../src/engine/list/list-rows';
import { VirtualTable } from '../src/engine/list/virtual-table';
import type { ResourceRecord } from '../src/engine/resource';
import { ITEMS } from '../src/modules/inventory/resources/items';
import { framesPerSecond, nextFrame, scrollFrames } from './bench-frames';

const ROWS = 100_000;
const WORDS = [
  'Onion',
  'Bolt',
  'Washer',
  'Paneer',
  'Bearing',
  'Toner',
  'Chair',
  'Rice',
  'Cable',
  'Soap',
  'Gloves',
  'Flange',
];
const records: ResourceRecord[] = Array.from({ length: ROWS }, (_, i) => ({
  itemId: `ITM-${String(i + 1).padStart(6, '0')}`,
  name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
  group: ['VEG', 'FAS', 'PCR', 'STN'][i % 4]!,
  unit: ['KG', 'NOS', 'LTR'][i % 3]!,
  standardRate: Math.round(((i * 37) % 100000) + 1) / 100,
  active: i % 9 !== 0,
}));
const columns = ITEMS.columns.map((name) => ITEMS.fields.find((field) => field.name === name)!);

const bench = { setSearch: (text: string): void => void text };

function BenchList() {
  const [search, setSearch] = useState('');
  useEffect(() => {
    bench.setSearch = setSearch;
  }, []);
  const prepared = useMemo(() => prepareRows(ITEMS, records), []);
  const sorted = useMemo(() => sortRows(ITEMS, prepared, null), [prepared]);
  const rows = useMemo(() => filterRows(sorted, search, {}), [sorted, search]);
  return (
    <main style={{ padding: 16 }}>
      <p id="count">{rows.length} rows</p>
      <VirtualTable
        caption="Items"
        columns={columns}
        rows={rows}
        references={{}}
        sort={null}
        onSort={() => undefined}
        actions={null}
      />
    </main>
  );
}

async function run() {
  const root = createRoot(document.getElementById('root')!);
  const start = performance.now();
  flushSync(() => root.render(<BenchList />));
  const committed = performance.now();
  const painted = await nextFrame();

  const searches: number[] = [];
  for (const text of ['w', 'wa', 'was', 'wash', 'washer', 'washer 1', '']) {
    const t0 = performance.now();
    flushSync(() => bench.setSearch(text));
    searches.push(performance.now() - t0);
    await nextFrame();
  }

  const scroller = document.querySelector<HTMLElement>('.virtual-table-scroller')!;
  const measured = await scrollFrames(scroller);
  return {
    rows: ROWS,
    mountCommitMs: committed - start,
    mountPaintMs: painted - start,
    searchMaxMs: Math.max(...searches),
    searchesMs: searches,
    scrollFps: framesPerSecond(measured),
    longFrames: measured.filter((ms) => ms > 1000 / 55).length,
    renderedRows: document.querySelectorAll('tbody tr').length,
  };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();
