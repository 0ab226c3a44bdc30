// The HR benchmark page (npm run bench): 5,000 employees with a month of saved attendance in the demo
// backend's IndexedDB, the salary statement's run timed through the backend's own handler (hrd-backend-bench.ts);
// then the product's attendance grid rendered from the backend's month grid answer for 500 employees x 31 days:
// mount to first paint (median of 5) and scrolling frames.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../src/styles/main.scss';
import { AttendanceGrid } from '../src/modules/hrd/attendance/attendance-grid';
import { gridRows, type GridRow } from '../src/modules/hrd/domain/attendance-edit';
import type { MonthGridAnswer } from '../src/modules/hrd/domain/attendance-month';
import { afterNextPaint, framesPerSecond } from './bench-frames';
import { hrdBackendFigures } from './hrd-backend-bench';
import { median } from './pos-backend-bench';

/** The grid as the attendance screen holds it: rows in state, changed through onRowsChange. */
function Grid({ answer }: { answer: MonthGridAnswer }) {
  const [rows, setRows] = useState<GridRow[]>(() => gridRows(answer.employees.map((employee) => employee.cells)));
  return (
    <AttendanceGrid answer={answer} rows={rows} onRowsChange={setRows} caption="Attendance of the bench company" />
  );
}

const drawnRows = (host: HTMLElement) => host.querySelectorAll('tbody tr[role="row"]').length;

/** Resolves when the grid has drawn every row (the rest follow the rows in view in idle time), with the time then. */
function allDrawn(host: HTMLElement): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const look = () => {
      if (host.querySelector('table[data-drawn="all"]')) resolve(performance.now());
      else if (performance.now() - started > 10_000)
        reject(new Error('the attendance grid did not draw all its rows in 10 s'));
      else requestAnimationFrame(look);
    };
    look();
  });
}

/** Mounts the grid five times, each timed from render to the first paint after it; the last one stays for scrolling. */
async function renders(answer: MonthGridAnswer) {
  const times: number[] = [];
  let host: HTMLElement | null = null;
  let lastStart = 0;
  for (let n = 0; n < 5; n += 1) {
    host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const start = performance.now();
    lastStart = start;
    flushSync(() => root.render(<Grid answer={answer} />));
    times.push((await afterNextPaint()) - start);
    if (drawnRows(host) === 0 || host.querySelectorAll('td[role="gridcell"]').length < answer.days.length)
      throw new Error('the attendance grid did not draw its rows');
    if (n === 4) break;
    root.unmount();
    host.remove();
  }
  return {
    host: host!,
    firstMs: times[0]!,
    medianMs: median(times),
    runsMs: times,
    allDrawnMs: (await allDrawn(host!)) - lastStart,
  };
}

/**
 * Scrolls `scroller` 600 px a frame for 180 frames, turning at the top and the bottom (500 rows are 16,000 px: one
 * way would reach the end in 26 frames and idle after it); the frame times in ms, the first, partial one dropped.
 */
async function scrollBothWays(scroller: HTMLElement): Promise<number[]> {
  const frames: number[] = [];
  let step = 600;
  await new Promise<void>((resolve) => {
    let last = performance.now();
    const frame = (now: number) => {
      frames.push(now - last);
      last = now;
      const bottom = scroller.scrollHeight - scroller.clientHeight;
      if (scroller.scrollTop + step > bottom || scroller.scrollTop + step < 0) step = -step;
      scroller.scrollTop += step;
      if (frames.length < 180) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  return frames.slice(1);
}

async function run() {
  const backend = await hrdBackendFigures();
  const answer = backend.grid.answer;
  const render = await renders(answer);
  const scroller = render.host.querySelector<HTMLElement>('.attendance-grid-scroller')!;
  // Scrolled once every row is drawn, as a person would after the first second.
  const frames = await scrollBothWays(scroller);
  const grid = {
    employees: answer.employees.length,
    days: answer.days.length,
    mount: { firstMs: render.firstMs, medianMs: render.medianMs, runsMs: render.runsMs, allDrawnMs: render.allDrawnMs },
    scrollFps: framesPerSecond(frames),
    longFrames: frames.filter((ms) => ms > 1000 / 55).length,
    slowestFrameMs: Math.max(...frames),
    renderedRows: drawnRows(render.host),
  };
  return { salary: backend.salary, monthGrid: { ...backend.grid, answer: undefined }, grid };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run().catch((error: unknown) => ({
  error: String(error),
}));
