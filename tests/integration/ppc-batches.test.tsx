import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { BATCH_ROUTES } from '../../src/modules/production/domain/batch-routes';
import type {
  BatchListRow,
  BatchPlanAnswer,
  BatchRequirements,
  PendingProcess,
} from '../../src/modules/production/domain/batch-wire';
import { savePlanBody } from '../../src/modules/production/batches/batch-save-body';
import { serverToday } from '../../src/mocks/core/server-dates';
import type { DashboardData } from '../../src/engine/dashboard/dashboard';
import type { ReportResult } from '../../src/engine/report/report';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1003;
const ROOT = '/applayout-sidebar-large/production';
const posts = (route: string) => requests.filter((request) => request.url.endsWith(`/${route}`));
const plans = () =>
  dataProvider.report<BatchListRow[]>(BATCH_ROUTES.plans, { frmDate: '2000-01-01', toDate: '2100-12-31' });
const pending = () => dataProvider.read<PendingProcess[]>(BATCH_ROUTES.pending);

describe('batch planning and job cards (1003, the administrator)', () => {
  it('plans a batch (a reused number refused beside the field, steps from the route, saved once), completes step 1 by a job card, step 2 waits for QC, a step not queued is refused', async () => {
    await signInAs(COMPANY, 'admin');
    const seeded = (await plans())[0]!;
    expect(seeded.stage).toMatch(/^2 of \d+: .+ \(queued\)$/);
    const costing = await dataProvider.report<ReportResult>(BATCH_ROUTES.materialCosting, {
      frmDate: '2000-01-01',
      toDate: '2100-12-31',
    });
    expect(costing.rows.some((row) => row.batchno === seeded.batchno && Number(row.amount) > 0)).toBe(true);

    const dashboard = await dataProvider.report<DashboardData>(BATCH_ROUTES.dashboard, {});
    expect(dashboard.cards).toMatchObject({ runningBatches: 1, stepsQueued: 1 });
    expect(dashboard.cards.materialCost).toBeGreaterThan(0);

    const { user, unmount } = renderApp(`${ROOT}/probatchplanning?record=new`);
    await user.type(await screen.findByLabelText('Batch number', {}, { timeout: 8000 }), seeded.batchno);
    await user.selectOptions(
      screen.getByLabelText('Product'),
      screen.getByRole('option', { name: 'Flange 150 NB (machined)' }),
    );
    await user.type(screen.getByLabelText(/^Quantity/), '50');
    const incharge = screen.getByLabelText('Production in-charge');
    await user.selectOptions(incharge, within(incharge).getAllByRole('option')[1]!);
    expect(screen.getByLabelText('Process of step 6')).toBeInTheDocument();
    expect(screen.getByLabelText('In-charge of step 6')).toHaveValue((incharge as HTMLSelectElement).value);
    await user.click(screen.getByRole('button', { name: 'Save batch' }));
    await waitFor(
      () =>
        expect(screen.getByLabelText('Batch number')).toHaveAccessibleDescription(
          new RegExp(`^Batch number ${seeded.batchno} is used already by the batch of`),
        ),
      { timeout: 20_000 },
    );
    expect(posts(BATCH_ROUTES.savePlan)).toHaveLength(1);
    const batchNo = `FL-${Date.now() % 100000}`;
    await user.clear(screen.getByLabelText('Batch number'));
    await user.type(screen.getByLabelText('Batch number'), batchNo);
    await user.dblClick(screen.getByRole('button', { name: 'Save batch' }));
    const row = await screen.findByRole('rowheader', { name: batchNo });
    expect(within(row.closest('tr')!).getByText(/^1 of 6: Bar cutting \(queued\)$/)).toBeInTheDocument();
    expect(posts(BATCH_ROUTES.savePlan)).toHaveLength(2);
    // The steps as PpcBatchPlanningProcesses has them: QC after a step is 1 or 0, the process named by its id alone.
    const sent = (await posts(BATCH_ROUTES.savePlan)[1]!.clone().json()) as {
      processes: Array<Record<string, unknown>>;
    };
    expect(sent.processes[1]).toEqual(expect.objectContaining({ sno: 2, qcRequired: 1 }));
    expect(sent.processes.every((step) => !('processName' in step) && [0, 1].includes(Number(step.qcRequired)))).toBe(
      true,
    );
    unmount();

    const process = renderApp(`${ROOT}/proprocesswiseproduction`);
    await process.user.click(
      await screen.findByRole('checkbox', { name: `Batch ${batchNo} step 1` }, { timeout: 8000 }),
    );
    const cardIncharge = screen.getByLabelText('Process in-charge');
    await process.user.selectOptions(cardIncharge, within(cardIncharge).getAllByRole('option')[1]!);
    expect(screen.getByLabelText('Quantity passed')).toHaveValue(50);
    await process.user.clear(screen.getByLabelText('Quantity passed'));
    await process.user.type(screen.getByLabelText('Quantity passed'), '60');
    await process.user.click(screen.getByRole('button', { name: 'Save job card' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity passed')).toHaveAccessibleDescription(
        'The quantity is more than a ticked step has queued (50)',
      ),
    );
    await process.user.clear(screen.getByLabelText('Quantity passed'));
    await process.user.type(screen.getByLabelText('Quantity passed'), '49');
    await process.user.dblClick(screen.getByRole('button', { name: 'Save job card' }));
    await screen.findByRole('checkbox', { name: `Batch ${batchNo} step 2` });
    expect(posts(BATCH_ROUTES.saveJobCard)).toHaveLength(1);
    // The seeded card (step 1 of the running batch, 4 days ago) and this one.
    await waitFor(() => expect(screen.getAllByRole('rowheader', { name: /^JOB\d{4}-\d{6}$/ })).toHaveLength(2));
    process.unmount();

    const step2 = (await pending()).find((one) => one.batchno === batchNo)!;
    expect(step2).toMatchObject({ sno: 2, processname: 'VMC milling', qty: 49 });
    await dataProvider.write(
      BATCH_ROUTES.saveJobCard,
      {
        header: { processId: step2.processid, processIncharge: 'Inspector', qty: 48 },
        lines: [{ batchno: batchNo, lineId: 2 }],
        traCheck: 1,
      },
      'ppc-step-2',
    );
    expect((await pending()).some((one) => one.batchno === batchNo)).toBe(false);
    await expect(
      dataProvider.write(
        BATCH_ROUTES.saveJobCard,
        {
          header: { processId: step2.processid, processIncharge: 'Inspector', qty: 48 },
          lines: [{ batchno: batchNo, lineId: 2 }],
          traCheck: 1,
        },
        'ppc-step-2-again',
      ),
    ).rejects.toThrow(`Step 2 (VMC milling) of batch ${batchNo} is waiting for quality control`);
    const mine = (await plans()).find((one) => one.batchno === batchNo)!;
    expect(mine.stage).toBe('2 of 6: VMC milling (waiting for QC)');
    // The pending processes report reads the batches running in a period (the contract's frmDate, toDate).
    const running = await dataProvider.report<ReportResult>(BATCH_ROUTES.runningBatches, {
      frmDate: '2000-01-01',
      toDate: '2100-12-31',
    });
    expect(running.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ batchno: batchNo, status: 'Waiting for QC' })]),
    );
    const plan = await dataProvider.report<BatchPlanAnswer>(BATCH_ROUTES.plan, { recordId: mine.recordid });
    expect(plan.result).toBe('This batch is in use');
  }, 120_000);

  it('names an order line by its order id and line (PpcBatchPlanningSaleOrders): the number shown is the order’s', async () => {
    await signInAs(COMPANY, 'admin');
    const requirements = await dataProvider.read<BatchRequirements>(BATCH_ROUTES.requirements);
    const order = requirements.orders.find((line) =>
      requirements.products.some((product) => product.itemId === line.itemid),
    )!;
    const product = requirements.products.find((candidate) => candidate.itemId === order.itemid)!;
    const today = serverToday();
    const person = `${requirements.employees[0]!.empname} (${requirements.employees[0]!.empno})`;
    const body = savePlanBody(
      {
        header: {
          batchNo: `SO-${Date.now() % 100000}`,
          fromDate: today,
          toDate: today,
          productionIncharge: person,
          itemId: product.itemId,
          qty: 2,
          massPlanId: null,
        },
        processes: product.processes.map((step) => ({
          ...step,
          processName: '',
          fromDate: today,
          toDate: today,
          processIncharge: person,
        })),
        employees: [],
        orders: [{ sno: 1, soid: order.soid, lineId: order.sno, seq: '', qty: 2 }],
      },
      1,
    );
    const saved = await dataProvider.write(BATCH_ROUTES.savePlan, body, 'ppc-batch-with-order');
    const plan = await dataProvider.report<BatchPlanAnswer>(BATCH_ROUTES.plan, { recordId: saved.recordId });
    expect(plan.orderinfo).toEqual([{ sno: 1, soid: order.soid, lineId: order.sno, seq: order.seq, qty: 2 }]);
  });
});
