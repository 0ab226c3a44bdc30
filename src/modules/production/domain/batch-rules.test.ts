import { batchInUse, batchNumberHolder, batchProblems, batchRefusalField } from './batch-rules';
import type { BatchInput } from './batch-wire';
import type { BatchPlan } from '../../../kits/production/ppc-types';

const stored = {
  recordId: 7,
  batchNo: 'B-2611-01',
  itemName: 'Pump shaft 40 mm',
  fromDate: '2026-11-02',
  toDate: '2026-11-20',
  pos: 1,
} as BatchPlan;
const input = (patch: Partial<BatchInput['header']> = {}, steps: BatchInput['processes'] = []): BatchInput => ({
  header: {
    batchNo: 'B-2611-02',
    fromDate: '2026-11-10',
    toDate: '2026-11-30',
    productionIncharge: 'Ravi Kumar',
    itemId: 'ITM-0042',
    qty: 120,
    ...patch,
  },
  processes: steps.length
    ? steps
    : [
        {
          sno: 1,
          processId: 1,
          processName: 'Bar cutting',
          fromDate: '2026-11-10',
          toDate: '2026-11-12',
          qcRequired: false,
          processIncharge: 'Ravi Kumar',
        },
      ],
  employees: [],
  orders: [],
});

describe('batch rules', () => {
  it('accepts a complete batch', () => {
    expect(batchProblems(input(), [stored])).toEqual({});
  });

  it('refuses a batch number another running batch has, naming it (its own number on modify is fine, a cancelled one is free)', () => {
    expect(batchProblems(input({ batchNo: ' b-2611-01 ' }), [stored]).batchNo).toBe(
      'Batch number b-2611-01 is used already by the batch of Pump shaft 40 mm from 2026-11-02 (B-2611-01)',
    );
    expect(batchProblems(input({ batchNo: 'B-2611-01', recordId: 7 }), [stored])).toEqual({});
    expect(batchNumberHolder('B-2611-01', [{ ...stored, pos: -1 }])).toBeUndefined();
  });

  it('refuses step dates outside the batch and a batch ending before it starts', () => {
    const late = input({}, [
      {
        sno: 1,
        processId: 2,
        processName: 'CNC turning',
        fromDate: '2026-11-25',
        toDate: '2026-12-02',
        qcRequired: true,
        processIncharge: 'Ravi Kumar',
      },
    ]);
    expect(batchProblems(late, [])['processes.0']).toBe(
      "Step 1 (CNC turning) runs 2026-11-25 to 2026-12-02, outside the batch's 2026-11-10 to 2026-11-30",
    );
    expect(batchProblems(input({ toDate: '2026-11-01' }), []).toDate).toBe('The batch cannot end before it starts');
    expect(batchProblems(input({ qty: 0 }), []).qty).toBe('The quantity must be more than 0');
    expect(batchProblems(input({ qty: 1.2345 }), []).qty).toBe('Give the quantity with at most three decimals');
  });

  it('places server refusals beside their field and sees a batch in use once a step left Pos 1', () => {
    expect(batchRefusalField('Batch number X is used already by the batch of Y from 2026-11-02 (X)')).toBe('batchNo');
    expect(
      batchRefusalField(
        "Step 2 (CNC turning) runs 2026-11-25 to 2026-12-02, outside the batch's 2026-11-10 to 2026-11-30",
      ),
    ).toBe('processes.1');
    expect(batchRefusalField('This batch is in use')).toBeNull();
    expect(batchInUse([{ pos: 1 }])).toBe(false);
    expect(batchInUse([{ pos: 0 }, { pos: 1 }])).toBe(true);
  });
});
