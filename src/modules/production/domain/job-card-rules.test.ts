import { deleteRefusal, jobCardNumber, jobCardRefusal, NEXT_DONE } from './job-card-rules';
import type { JobCard, QueueRow } from '../../../kits/production/ppc-types';

const row = (lineId: number, pos: QueueRow['pos'], patch: Partial<QueueRow> = {}): QueueRow => ({
  batchId: 1,
  batchNo: 'B-1',
  lineId,
  processId: lineId,
  processName: `P${lineId}`,
  qty: 100,
  qtyDone: null,
  pos,
  jobCardNo: null,
  outsourcingNo: null,
  queuedOn: '2026-11-20',
  doneOn: null,
  ...patch,
});
const card = {
  recordId: 1,
  jobCardNo: 'JOB2026-000001',
  lines: [{ batchId: 1, batchNo: 'B-1', lineId: 1 }],
} as JobCard;

describe('job card rules', () => {
  it('numbers JOByyyy-000001 upwards within the calendar year', () => {
    expect(jobCardNumber('2026-11-25', [])).toBe('JOB2026-000001');
    expect(jobCardNumber('2026-11-25', [card, { ...card, jobCardNo: 'JOB2025-000009' }])).toBe('JOB2026-000002');
  });

  it('refuses a step not queued (naming batch and step), a quantity above the queued one, another process', () => {
    const rows = [row(1, 0), row(2, 1)];
    const rowOf = (_batch: string, lineId: number) => rows.find((one) => one.lineId === lineId);
    const header = { processId: 1, processIncharge: 'Ravi', qty: 100 };
    expect(jobCardRefusal(header, [{ batchno: 'B-1', lineId: 1 }], rowOf)).toBe(
      'Step 1 (P1) of batch B-1 is done already',
    );
    expect(jobCardRefusal({ ...header, processId: 2, qty: 120 }, [{ batchno: 'B-1', lineId: 2 }], rowOf)).toBe(
      'Step 2 (P2) of batch B-1 has 100 queued: 120 is more',
    );
    expect(jobCardRefusal({ ...header, processId: 3 }, [{ batchno: 'B-1', lineId: 2 }], rowOf)).toBe(
      "Step 2 of batch B-1 is P2, not the job card's process",
    );
    expect(jobCardRefusal({ ...header, processId: 2 }, [{ batchno: 'B-1', lineId: 2 }], rowOf)).toBeNull();
  });

  it('lets a card be deleted while the next step still waits, not once it moved', () => {
    const done = row(1, 0, { jobCardNo: card.jobCardNo, qtyDone: 98 });
    expect(deleteRefusal(card, () => [done, row(2, 1)])).toBeNull();
    expect(deleteRefusal(card, () => [done, row(2, 0), row(3, 1)])).toBe(NEXT_DONE);
    expect(deleteRefusal(card, () => [done, row(2, 2)])).toBe(NEXT_DONE);
  });
});
