import { describe, expect, it } from 'vitest';
import type { BatchRequirements } from '../domain/batch-wire';
import type { BatchDraft } from './batch-draft';
import { batchSchema, formPath, stepProblems } from './batch-form-values';

const requirements: BatchRequirements = {
  products: [{ itemId: 'ITM-1', itemName: 'Shaft', um: 'NOS', processes: [] }],
  orders: [],
  processes: [{ recordId: 1, processName: 'Bar cutting', qcRequired: false }],
  employees: [{ empno: 'E1', empname: 'Ravi' }],
  massPlans: [],
};
const draft: BatchDraft = {
  batchNo: 'B-1',
  itemId: 'ITM-1',
  qty: '10',
  fromDate: '2026-11-10',
  toDate: '2026-11-20',
  productionIncharge: 'Ravi (E1)',
  massPlanId: '',
  steps: [
    {
      key: 1,
      processId: '1',
      fromDate: '2026-11-10',
      toDate: '2026-11-12',
      qcRequired: false,
      processIncharge: 'Ravi (E1)',
    },
  ],
  employees: [],
  orders: {},
};
const issues = (values: BatchDraft) =>
  batchSchema(requirements, null)
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('batch form values', () => {
  it('accepts a complete batch', () => {
    expect(batchSchema(requirements, null).safeParse(draft).success).toBe(true);
  });

  it('puts the batch rules’ problems on the header fields and the steps', () => {
    expect(issues({ ...draft, batchNo: ' ', qty: '' })).toEqual([
      ['batchNo', 'Type the batch number'],
      ['qty', 'The quantity must be more than 0'],
    ]);
    expect(issues({ ...draft, steps: [{ ...draft.steps[0]!, toDate: '2026-11-25' }] })).toEqual([
      ['steps.0', "Step 1 (Bar cutting) runs 2026-11-10 to 2026-11-25, outside the batch's 2026-11-10 to 2026-11-20"],
    ]);
    expect(issues({ ...draft, steps: [] })).toEqual([['steps', 'The batch needs at least one process step']]);
  });

  it('places the rules’ names on the form, and none it does not hold', () => {
    expect(formPath('processes')).toBe('steps');
    expect(formPath('processes.3')).toBe('steps.3');
    expect(formPath('batchNo')).toBe('batchNo');
    expect(formPath('orders')).toBeNull();
  });

  it('gives the steps table its problems as it names them', () => {
    expect(stepProblems([undefined, { type: 'rule', message: 'Choose the in-charge of step 2' }], 2)).toEqual({
      'processes.1': 'Choose the in-charge of step 2',
    });
    expect(stepProblems({ type: 'rule', message: 'The batch needs at least one process step' }, 0)).toEqual({
      processes: 'The batch needs at least one process step',
    });
    expect(stepProblems(undefined, 1)).toEqual({});
  });
});
