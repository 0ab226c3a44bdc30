import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { serverToday } from '../../src/mocks/core/server-dates';
import { NOT_AUTHORISED } from '../../src/mocks/core/sessions/authorise';
import { stockLedger } from '../../src/mocks/core/stock/stock-store';
import { batchOf, batchQueue, writeBatch } from '../../src/mocks/core/production/ppc-store';
import { completeQueuedStep, queueFirstStep } from '../../src/mocks/core/production/work-queue';
import type { BatchPlan } from '../../src/kits/production/ppc-types';
import { QC_PROCESS_ROUTES as R } from '../../src/modules/qc/domain/process-routes';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1003;

/** A running batch of 100 pump shafts: CUT, TRN (QC after it), INS; CUT and TRN done, TRN waiting for QC. */
async function batchAtQc(recordId: number, batchNo: string): Promise<BatchPlan> {
  const today = serverToday();
  const step = (sno: number, processId: number, processName: string, qcRequired: boolean, processIncharge: string) => ({
    sno,
    processId,
    processName,
    fromDate: today,
    toDate: today,
    qcRequired,
    processIncharge,
  });
  const batch: BatchPlan = {
    recordId,
    batchNo,
    dat: today,
    fromDate: today,
    toDate: today,
    productionIncharge: 'Suresh Patil',
    itemId: 'ITM-QC-TEST',
    itemName: 'Pump shaft (machined)',
    um: 'NOS',
    qty: 100,
    pos: 1,
    massPlanId: null,
    processes: [
      step(1, 1, 'CUT', false, 'Ravi Kumar'),
      step(2, 2, 'TRN', true, 'Meena Iyer'),
      step(3, 3, 'INS', false, 'Arun Das'),
    ],
    employees: [],
    orders: [],
    finished: null,
    usr: 'ADMIN',
  };
  await writeBatch(COMPANY, batch);
  const first = (await queueFirstStep(COMPANY, batch, today))!;
  const { next } = await completeQueuedStep(COMPANY, batch, first, 100, today);
  await completeQueuedStep(COMPANY, batch, next!, 100, today);
  return batch;
}

describe('process QC and final QC (1003)', () => {
  it("the supervisor tests a step (over-count refused beside the field, input kept); approval is the administrator's; it releases samples − rejected; the final QC puts the goods into stock", async () => {
    const batch = await batchAtQc(90_001, 'B-QC-01');
    await signInAs(COMPANY, 'staff');
    const { user, unmount } = renderApp('/applayout-sidebar-large/qc/qcprocesstest');
    await user.click(
      await screen.findByRole('button', { name: 'Test step 2 (TRN) of batch B-QC-01' }, { timeout: 20_000 }),
    );
    const form = screen.getByRole('form', { name: 'Test of Step 2 (TRN) of batch B-QC-01' });
    await user.selectOptions(
      within(form).getByLabelText('Test'),
      within(within(form).getByLabelText('Test')).getAllByRole('option')[1]!,
    );
    // A new test starts at all the step passed, and says what passes on.
    const samples = within(form).getByLabelText('Samples collected');
    expect(samples).toHaveValue(100);
    expect(samples).toHaveAccessibleDescription(
      'The next step receives these less the rejected: 100 passes on all the step made.',
    );
    await user.clear(samples);
    await user.type(samples, '50');
    await user.type(within(form).getByLabelText('Rejected'), '30');
    await user.type(within(form).getByLabelText('Rectified'), '25');
    await user.click(within(form).getByRole('button', { name: 'Record test' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Rejected')).toHaveAccessibleDescription(
        'Step 2 (TRN) of batch B-QC-01: 30 rejected + 25 rectified is more than the 50 samples',
      ),
    );
    expect(within(form).getByLabelText('Samples collected')).toHaveValue(50);
    await user.clear(within(form).getByLabelText('Rejected'));
    await user.type(within(form).getByLabelText('Rejected'), '2');
    await user.clear(within(form).getByLabelText('Rectified'));
    await user.type(within(form).getByLabelText('Rectified'), '1');
    await user.dblClick(within(form).getByRole('button', { name: 'Record test' }));
    expect(await screen.findByText('50 samples, 2 rejected: waiting for approval')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith(`/${R.setTest}`))).toHaveLength(1);
    // The screen goes before the direct calls below: its refetch and toast would otherwise update it outside act().
    unmount();
    // The server refuses the same over-count, and the supervisor cannot approve (approve 98 is the quality manager's).
    await expect(
      dataProvider.write(R.setTest, {
        test: { batchId: batch.recordId, sno: 2, testCode: 'x', samplesCollected: 120, rejected: 0 },
        traCheck: 2,
      }),
    ).rejects.toThrow('120 samples is more than the 100 the step passed');
    await expect(dataProvider.write(R.approve, { testdet: { batchNo: batch.recordId, processId: 2 } })).rejects.toThrow(
      NOT_AUTHORISED,
    );

    await signInAs(COMPANY, 'admin');
    const approvals = renderApp('/applayout-sidebar-large/qc/qcprocessapprovals');
    await approvals.user.dblClick(
      await screen.findByRole('button', { name: 'Approve step 2 (TRN) of batch B-QC-01' }, { timeout: 20_000 }),
    );
    await screen.findByText(/Approved step 2 \(TRN\) of batch B-QC-01: 48 passed on/);
    const queue = await batchQueue(COMPANY, batch.recordId);
    expect(queue.map((row) => [row.lineId, row.pos, row.qty])).toEqual([
      [1, 0, 100],
      [2, 0, 100],
      [3, 1, 48],
    ]);
    await expect(
      dataProvider.write(R.approve, { testdet: { batchNo: 'B-QC-01', processId: 2, sno: 2 } }),
    ).rejects.toThrow(/was approved already/);

    // The last step done: the batch waits for its final QC; more than the 48 passed is refused.
    await completeQueuedStep(COMPANY, batch, queue[2]!, 48, serverToday());
    approvals.unmount();
    const final = renderApp('/applayout-sidebar-large/qc/qcprocessapprovals');
    const finalForm = await screen.findByRole('form', { name: 'Final QC of batch B-QC-01' }, { timeout: 20_000 });
    const qty = within(finalForm).getByLabelText('Quantity passed');
    expect(qty).toHaveValue(48);
    await final.user.clear(qty);
    await final.user.type(qty, '60');
    await final.user.click(within(finalForm).getByRole('button', { name: 'Pass into stock' }));
    await waitFor(() =>
      expect(qty).toHaveAccessibleDescription('Batch B-QC-01: 60 is more than the 48 its last step passed'),
    );
    await final.user.clear(qty);
    await final.user.type(qty, '48');
    await final.user.click(within(finalForm).getByRole('button', { name: 'Pass into stock' }));
    await screen.findByText(/Batch B-QC-01: 48 NOS of Pump shaft \(machined\) put into stock/);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Final QC of batch B-QC-01' })).toBeNull());
    const rows = (await stockLedger(COMPANY)).filter((row) => row.transactionType === 3 && row.batchNo === 'B-QC-01');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      itemName: 'ITM-QC-TEST',
      qtyin: 48,
      manudate: serverToday(),
      gin: expect.stringMatching(/^\d{11}$/),
    });
    expect(await batchOf(COMPANY, batch.recordId)).toMatchObject({ pos: 0, finished: { qty: 48 } });
    await expect(dataProvider.write(R.setFinal, { mgt: { qtyin: 1, productBatchNo: batch.recordId } })).rejects.toThrow(
      /passed its final quality control already/,
    );

    // The ranking counts the approved test under the step's in-charge.
    const ranking = await dataProvider.report<{ rows: Array<Record<string, unknown>> }>(R.inchargeRankings, {
      frmDate: serverToday(),
      toDate: serverToday(),
    });
    expect(ranking.rows).toContainEqual(
      expect.objectContaining({ incharge: 'Meena Iyer', samples: 50, rejected: 2, passRate: 96 }),
    );
    const dashboard = await dataProvider.report<{ cards: Record<string, number> }>(
      'api/QCDashboard/GetQCDashboard',
      {},
    );
    expect(dashboard.cards).toMatchObject({
      batchesForFinalQc: 0,
      processRejectionRate: expect.any(Number),
      mirsToTest: expect.any(Number),
    });
  });

  it('a company with no production (1010) gets empty answers, not errors', async () => {
    await signInAs(1010, 'admin');
    expect(await dataProvider.read(R.requirements)).toMatchObject({ pendings: [] });
    expect(await dataProvider.read(R.finalRequirements)).toMatchObject({ header: [], lines: [] });
    for (const endpoint of [R.pendingTests, R.pendingApprovals, R.pendingBatches, R.inchargeRankings])
      expect(await dataProvider.report(endpoint, {})).toMatchObject({ rows: [], count: 0 });
    expect(await dataProvider.report('api/ppcOutsourcing/GetOutsourceRequirements', {})).toMatchObject({
      steps: [],
      outsources: [],
    });
    expect(await dataProvider.list('api/ppcMasters/GetPPCOutsources')).toEqual([]);
    expect(await dataProvider.report('api/QCDashboard/GetQCDashboard', {})).toMatchObject({
      cards: { mirsToTest: 0, stepsToTest: 0 },
    });
  });
});
