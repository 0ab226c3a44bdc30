// The HR benchmark's backend figures, in the demo backend's IndexedDB and through its own handlers (msw
// getResponse): the salary statement's run for 5,000 employees with a whole month of saved attendance (reads, compute
// and writes, as the handler does them), a re-run after one employee's attendance changed (recomputing that one only),
// the pure engine alone over the same inputs; and the month grid's answer for 500 employees with a month of punches
// and no saved attendance.
// The parts live in hrd-backend/: the call and masters (call.ts), the seeding (seed.ts), the salary figures
// (salary-figures.ts) and the month grid's (grid-figures.ts).
import { serverToday } from '../src/mocks/core/server-dates';
import { resetDemoDb } from '../src/mocks/core/db/demo-db';
import { gridFigures } from './hrd-backend/grid-figures';
import { salaryFigures } from './hrd-backend/salary-figures';
import { seedGridCompany, seedSalaryCompany } from './hrd-backend/seed';
import { benchMonth } from './hrd-data';

export async function hrdBackendFigures() {
  await resetDemoDb();
  const month = benchMonth(serverToday());
  const salaryData = await seedSalaryCompany(month);
  const gridData = await seedGridCompany(month);
  const salary = await salaryFigures(month);
  const grid = await gridFigures(month);
  return { salary: { ...salaryData, ...salary }, grid: { ...gridData, ...grid } };
}
