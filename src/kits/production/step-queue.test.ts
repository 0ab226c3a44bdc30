import type { BatchPlan } from './ppc-types';
import { completeRefusal, completeStep, finishedSteps, queuedStep, releaseAfterQc, reopenStep } from './step-queue';

const batch = {
  recordId: 3,
  batchNo: 'B-3',
  qty: 100,
  processes: [
    {
      sno: 1,
      processId: 11,
      processName: 'Bar cutting',
      fromDate: '2026-11-01',
      toDate: '2026-11-02',
      qcRequired: false,
      processIncharge: 'A',
    },
    {
      sno: 2,
      processId: 12,
      processName: 'CNC turning',
      fromDate: '2026-11-02',
      toDate: '2026-11-04',
      qcRequired: true,
      processIncharge: 'B',
    },
    {
      sno: 3,
      processId: 13,
      processName: 'Packing',
      fromDate: '2026-11-05',
      toDate: '2026-11-05',
      qcRequired: false,
      processIncharge: 'A',
    },
  ],
} as BatchPlan;

describe('the work queue', () => {
  it('queues step 1 with the batch qty; a job card passes 98 on to step 2', () => {
    const first = queuedStep(batch, 1, 100, '2026-11-01');
    const { step, next } = completeStep(batch, first, 98, '2026-11-02', { jobCardNo: 'JOB2026-000001' });
    expect(step).toMatchObject({ pos: 0, qtyDone: 98, jobCardNo: 'JOB2026-000001' });
    expect(next).toMatchObject({ lineId: 2, processName: 'CNC turning', qty: 98, pos: 1 });
  });

  it('a step with QC after waits (Pos −1); the approval queues the next with samples − rejected; the last done ends the route', () => {
    const second = queuedStep(batch, 2, 98, '2026-11-02');
    const { step, next } = completeStep(batch, second, 98, '2026-11-03', {});
    expect(step.pos).toBe(-1);
    expect(next).toBeNull();
    expect(completeRefusal(step, 'B-3', 2, 98)).toBe(
      'Step 2 (CNC turning) of batch B-3 is waiting for quality control',
    );
    const released = releaseAfterQc(batch, step, 95, '2026-11-04');
    expect(released.next).toMatchObject({ lineId: 3, qty: 95 });
    const last = completeStep(batch, released.next!, 95, '2026-11-05', {});
    expect(finishedSteps(batch, [released.step, last.step])).toEqual({ done: true, lastQty: 95 });
  });

  it('when the last step has QC after it, only what the QC released is finished (the rejected pieces never reach stock)', () => {
    const lastQc = {
      ...batch,
      processes: batch.processes.map((process) => (process.sno === 3 ? { ...process, qcRequired: true } : process)),
    } as BatchPlan;
    const third = queuedStep(lastQc, 3, 48, '2026-11-05');
    const done = completeStep(lastQc, third, 48, '2026-11-05', {});
    expect(finishedSteps(lastQc, [done.step])).toEqual({ done: false, lastQty: 48 });
    const released = releaseAfterQc(lastQc, done.step, 47, '2026-11-06');
    expect(released.next).toBeNull();
    expect(finishedSteps(lastQc, [released.step])).toEqual({ done: true, lastQty: 47 });
  });

  it('refuses more than queued and re-opens a step removing the later ones', () => {
    const first = queuedStep(batch, 1, 100, '2026-11-01');
    expect(completeRefusal(first, 'B-3', 1, 101)).toBe('Step 1 (Bar cutting) of batch B-3 has 100 queued: 101 is more');
    const { step, next } = completeStep(batch, first, 100, '2026-11-02', { jobCardNo: 'J' });
    expect(reopenStep(step, [step, next!])).toEqual({ step: { ...first }, removed: [next] });
  });
});
