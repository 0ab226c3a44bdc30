// The hotel benchmark page (npm run bench): a 300-room hotel with a year of stays in the demo backend's
// IndexedDB, its answers timed through the backend's own handlers (hotel-backend-bench.ts); then the product's own
// components rendered from those answers: the room panel of 300 tiles and a guest folio of 500 lines, each timed
// from mount to first paint.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import '../src/styles/main.scss';
import { useSessionStore } from '../src/lib/session/session-store';
import { sessionRecordFixture } from '../src/lib/session/session-record.fixture';
import { FolioTotals } from '../src/modules/frontoffice/folio/ledger/folio-totals';
import { LedgerTable } from '../src/modules/frontoffice/folio/ledger/ledger-table';
import { RoomPanel } from '../src/modules/frontoffice/panel/room-panel-screen';
import { afterNextPaint } from './bench-frames';
import { hotelBackendFigures, HOTEL } from './hotel-backend-bench';
import { median } from './pos-backend-bench';

/** Mounts `element` five times, each timed from render to the first paint after it; `check` proves it drew. */
async function renders(element: () => ReactNode, check: (host: HTMLElement) => boolean) {
  const times: number[] = [];
  for (let n = 0; n < 5; n += 1) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const start = performance.now();
    flushSync(() =>
      root.render(
        <HashRouter>
          <QueryClientProvider client={new QueryClient()}>{element()}</QueryClientProvider>
        </HashRouter>,
      ),
    );
    times.push((await afterNextPaint()) - start);
    if (!check(host)) throw new Error('the component did not draw what it should');
    root.unmount();
    host.remove();
  }
  return { firstMs: times[0]!, medianMs: median(times) };
}

async function run() {
  const fixture = sessionRecordFixture('bench');
  useSessionStore.getState().signIn({ ...fixture, usr: { ...fixture.usr, pCode: 'D-MIN', cCode: HOTEL } });
  const backend = await hotelBackendFigures();
  const panel = await renders(
    () => <RoomPanel data={backend.panel.data} />,
    (host) => host.querySelectorAll('ul[aria-label^="Rooms"] button').length === 300,
  );
  const context = { company: 'Bench hotel', title: 'Guest folio', period: '' };
  const folio = await renders(
    () => (
      <>
        <LedgerTable context={context} lines={backend.folio.folio.lines} />
        <FolioTotals lines={backend.folio.folio.lines} />
      </>
    ),
    (host) => host.querySelector('table') !== null,
  );
  return {
    ...backend,
    panel: { ...backend.panel, data: undefined, render: panel },
    folio: { ...backend.folio, folio: undefined, render: folio },
  };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run().catch((error: unknown) => ({
  error: String(error),
}));
