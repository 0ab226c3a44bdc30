import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { serverToday } from '../../src/mocks/core/server-dates';
import { outsourcingsOf } from '../../src/mocks/production/outsourcing/outsourcing-store';
import { batchQueue, writeBatch } from '../../src/mocks/core/production/ppc-store';
import { completeQueuedStep, queueFirstStep } from '../../src/mocks/core/production/work-queue';
import type { BatchPlan } from '../../src/kits/production/ppc-types';
import { OUTSOURCING_ROUTES as R } from '../../src/modules/production/outsourcing/outsourcing-wire';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1003;

/** A running batch of 100 flanges: CUT done, HT (QC after it) waiting, then INS. */
async function batchAtHeatTreatment(): Promise<BatchPlan> {
  const today = serverToday();
  const step = (sno: number, processId: number, processName: string, qcRequired: boolean) => ({
    sno,
    processId,
    processName,
    fromDate: today,
    toDate: today,
    qcRequired,
    processIncharge: 'Ravi Kumar',
  });
  const batch: BatchPlan = {
    recordId: 90_101,
    batchNo: 'B-OUT-01',
    dat: today,
    fromDate: today,
    toDate: today,
    productionIncharge: 'Suresh Patil',
    itemId: 'ITM-OUT-TEST',
    itemName: 'Flange 150 NB (machined)',
    um: 'NOS',
    qty: 100,
    pos: 1,
    massPlanId: null,
    processes: [step(1, 1, 'CUT', false), step(2, 5, 'HT', true), step(3, 9, 'INS', false)],
    employees: [],
    orders: [],
    finished: null,
    usr: 'ADMIN',
  };
  await writeBatch(COMPANY, batch);
  const first = (await queueFirstStep(COMPANY, batch, today))!;
  await completeQueuedStep(COMPANY, batch, first, 100, today);
  return batch;
}

describe('outsourcing (1003, the production supervisor)', () => {
  it('lists the seeded outsourcers; sends a waiting step out once (over-quantity refused beside the field); the receipt completes it: waiting for QC, the charge kept', async () => {
    const batch = await batchAtHeatTreatment();
    await signInAs(COMPANY, 'staff');
    const outsources = await dataProvider.list<{ code: string; name: string }>(R.outsources);
    expect(outsources.map((row) => row.code)).toEqual(expect.arrayContaining(['HT-AMB', 'JW-VIS']));

    const { user } = renderApp('/applayout-sidebar-large/production/proassignoutsource');
    const form = await screen.findByRole('form', { name: 'Send a step to an outsource' }, { timeout: 20_000 });
    const stepSelect = within(form).getByLabelText('Batch step');
    const option = within(stepSelect)
      .getAllByRole('option')
      .find((one) => one.textContent?.startsWith('B-OUT-01 step 2: HT'))!;
    await user.selectOptions(stepSelect, option);
    await user.selectOptions(
      within(form).getByLabelText('Outsource'),
      within(within(form).getByLabelText('Outsource')).getByRole('option', { name: /Ambica Heat Treaters/ }),
    );
    expect(within(form).getByLabelText('Quantity sent')).toHaveValue(100);
    expect(within(form).getByLabelText('Expected back')).not.toHaveValue('');
    await user.clear(within(form).getByLabelText('Quantity sent'));
    await user.type(within(form).getByLabelText('Quantity sent'), '150');
    await user.type(within(form).getByLabelText('Rate per unit'), '45');
    await user.click(within(form).getByRole('button', { name: 'Send out' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Quantity sent')).toHaveAccessibleDescription(
        'Step 2 (HT) of batch B-OUT-01 has 100 queued: 150 is more',
      ),
    );
    await user.clear(within(form).getByLabelText('Quantity sent'));
    await user.type(within(form).getByLabelText('Quantity sent'), '100');
    await user.dblClick(within(form).getByRole('button', { name: 'Send out' }));
    const seq = `OUT${serverToday().slice(0, 4)}-`;
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Receive ${seq}\\d{5}$`) }));
    expect(requests.filter((request) => request.url.endsWith(`/${R.issue}`))).toHaveLength(1);
    expect((await batchQueue(COMPANY, batch.recordId)).find((row) => row.lineId === 2)).toMatchObject({
      pos: 2,
      outsourcingNo: expect.stringMatching(new RegExp(`^${seq}`)),
    });

    const receipt = screen.getByRole('form', { name: new RegExp(`^Receive ${seq}`) });
    await user.type(within(receipt).getByLabelText('Rejected'), '120');
    await user.click(within(receipt).getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(within(receipt).getByLabelText('Rejected')).toHaveAccessibleDescription(
        /120 rejected is more than the 100 received/,
      ),
    );
    await user.clear(within(receipt).getByLabelText('Rejected'));
    await user.type(within(receipt).getByLabelText('Rejected'), '4');
    await user.click(within(receipt).getByRole('button', { name: 'Receive' }));
    await screen.findByText(/received: the step waits for quality control/);
    const table = screen.getByRole('table', { name: 'Outsourcings' });
    expect(await within(table).findByRole('cell', { name: '4500.00' })).toBeInTheDocument();
    const step = (await batchQueue(COMPANY, batch.recordId)).find((row) => row.lineId === 2);
    expect(step).toMatchObject({ pos: -1, qtyDone: 96 });
    expect((await outsourcingsOf(COMPANY)).find((row) => row.batchId === batch.recordId)).toMatchObject({
      pos: 0,
      qtyReceived: 100,
      rejected: 4,
      charge: 4500,
    });
    await expect(
      dataProvider.write(R.issue, {
        header: { batchid: batch.recordId, sno: 2, outsource: 1, qty: 10, rate: 1, expectedDate: serverToday() },
        traCheck: 1,
      }),
    ).rejects.toThrow('Step 2 (HT) of batch B-OUT-01 is not waiting');
  });

  it('the outsources master lists the outsourcers on its screen; a second outsource with a code already used is refused', async () => {
    await signInAs(COMPANY, 'admin');
    const record = {
      recordId: null,
      code: 'HT-AMB',
      name: 'Sharada Heat Treaters',
      supplier: 'SUP-013',
      processes: 'HT',
      mobile: '',
      leadDays: 2,
      active: true,
    };
    await expect(dataProvider.save(R.setOutsource, 'outsource', record, 1)).rejects.toThrow(
      'There is already an outsource HT-AMB',
    );
    const saved = await dataProvider.save(R.setOutsource, 'outsource', { ...record, code: 'HT-NEW' }, 1);
    expect(saved).toMatchObject({ result: 'OK', recordId: 3 });
    renderApp('/applayout-sidebar-large/production/ppcoutsources');
    expect(await screen.findByRole('cell', { name: 'Sharada Heat Treaters' }, { timeout: 20_000 })).toBeInTheDocument();
    // The supplier column shows names once the suppliers are read: Ambica is both an outsource and its own supplier.
    await waitFor(() =>
      expect(screen.getAllByRole('cell', { name: 'Ambica Heat Treaters' }).length).toBeGreaterThanOrEqual(3),
    );
  });
});
