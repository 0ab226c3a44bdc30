// The school benchmark page (npm run bench): 2,020 pupils, 60 teachers, every class's week, 30 days of
// registers and IX-C's half-yearly marks in the demo backend's IndexedDB, the register save, the report cards' answer
// and the timetable clash check timed through the backend's own handlers (school-backend-bench.ts); then the
// product's report cards (ReportCardList) rendered from the answer for the class of 60: mount to first paint.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../src/styles/main.scss';
import type { ReportCard } from '../src/modules/students/domain/marks-types';
import { ReportCardList } from '../src/modules/students/marks/report-card';
import { afterNextPaint } from './bench-frames';
import { median } from './pos-backend-bench';
import { schoolBackendFigures } from './school-backend-bench';

/**
 * Mounts the class's report cards six times, each timed from render to the first paint after it: the first apart, then
 * five.
 */
async function renders(cards: readonly ReportCard[]) {
  const times: number[] = [];
  for (let n = 0; n < 6; n += 1) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const start = performance.now();
    flushSync(() => root.render(<ReportCardList cards={cards} school="Vidya Niketan Public School" />));
    times.push((await afterNextPaint()) - start);
    const drawn = host.querySelectorAll('article.stu-report-card');
    if (
      drawn.length !== cards.length ||
      host.querySelectorAll('tbody tr').length !== cards.length * cards[0]!.subjects.length
    )
      throw new Error('the report cards did not draw every pupil and subject');
    root.unmount();
    host.remove();
  }
  return { firstMs: times[0]!, runsMs: times.slice(1), medianMs: median(times.slice(1)) };
}

async function run() {
  const backend = await schoolBackendFigures();
  const { cards, ...answer } = backend.reportCards;
  const render = await renders(cards);
  // The figure: each of the five answers with the render beside it, their median.
  const both = answer.runsMs.map((ms, n) => ms + render.runsMs[n]!);
  const reportCards = {
    cards: cards.length,
    subjects: cards[0]!.subjects.length,
    answer,
    render,
    total: { firstMs: answer.firstMs + render.firstMs, medianMs: median(both), runsMs: both },
  };
  return { ...backend, reportCards };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run().catch((error: unknown) => ({
  error: String(error),
}));
