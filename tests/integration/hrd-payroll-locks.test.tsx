import { dataProvider } from '../../src/lib/api/data-provider';
import { serverToday } from '../../src/mocks/core/server-dates';
import { ensureAdvances } from '../../src/mocks/hrd/advances/advance-seed';
import { advancesOf, salaryLinesOf } from '../../src/mocks/hrd/hrd-store';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { frmDateOf, previousMonth, salaryMonthName } from '../../src/modules/hrd/domain/salary-month';
import type { SalaryRunAnswer } from '../../src/modules/hrd/domain/salary-wire';
import { setupDemoServer } from './support/demo-server';
import { signInAs } from './support/render-app';

setupDemoServer();
const COMPANY = 1002;
const MONTH = previousMonth(serverToday().slice(0, 7));
const name = salaryMonthName(MONTH);
const frmDate = frmDateOf(MONTH);
const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => 'saved',
    (error: Error) => error.message,
  );
const run = async () =>
  (await dataProvider.write(HRD_ROUTES.runSalaryStatement, {
    frmDate,
    detail: '',
    traCheck: 1,
  })) as unknown as SalaryRunAnswer;
const lock = () => dataProvider.write(HRD_ROUTES.lockSalaryMonth, { frmDate, detail: '', traCheck: 1 });
const skip = (empno: number) =>
  dataProvider.write(HRD_ROUTES.skipAdvanceRecovery, { recordId: empno, frmDate, detail: 'Medical expenses' });

describe('a locked statement is what gets paid (1002)', () => {
  it('refuses to lock stale lines, to skip a locked month recovery and to cancel an advance a locked line recovers', async () => {
    await signInAs(COMPANY, 'admin');
    await run();
    const recovering = (await salaryLinesOf(COMPANY, MONTH)).filter((line) => line.advanceRecovery > 0);
    expect(recovering.length).toBeGreaterThanOrEqual(3);
    const [skipped, later, cancelled] = recovering as [
      (typeof recovering)[0],
      (typeof recovering)[0],
      (typeof recovering)[0],
    ];

    // A recovery skipped after the run: the stored line still recovers it, so locking is refused until the month is run
    // again.
    await skip(skipped.empno);
    expect(await refusalOf(lock())).toBe(
      `The salary statement of ${name} is out of date for ${skipped.empname}: run it again before locking.`,
    );
    const again = await run();
    expect(again.computed).toBe(1);
    expect((await salaryLinesOf(COMPANY, MONTH)).find((line) => line.empno === skipped.empno)?.advanceRecovery).toBe(0);
    await lock();

    // Locked: the statement's recoveries stand until it is unlocked.
    expect(await refusalOf(skip(later.empno))).toBe(
      `The salary statement of ${MONTH} is locked: unlock it to skip its recovery, then run it again.`,
    );
    await ensureAdvances(COMPANY);
    const advance = (await advancesOf(COMPANY)).find(
      (row) => row.empno === cancelled.empno && row.advanceDebit > 0 && !row.cancelled,
    )!;
    const cancel = () =>
      dataProvider.write(HRD_ROUTES.setAdvance, {
        advance: { recordId: advance.recordId, reason: 'Given by mistake' },
        traCheck: 3,
      });
    expect(await refusalOf(cancel())).toMatch(
      new RegExp(
        `^The locked salary statement of ${MONTH} recovers ₹[\\d,.]+ of this employee's advances: unlock it before cancelling the advance`,
      ),
    );
    expect((await advancesOf(COMPANY)).find((row) => row.recordId === advance.recordId)?.cancelled).toBe(false);
  });
});
