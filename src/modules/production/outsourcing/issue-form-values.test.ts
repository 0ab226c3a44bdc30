import { issueNumbers, issueProblems, type IssueValues } from './issue-form-values';
import type { WaitingStep } from './outsourcing-wire';

const step: WaitingStep = {
  batchId: 7,
  batchNo: 'B-101',
  sno: 5,
  processId: 3,
  processName: 'HT',
  itemName: 'Shaft',
  um: 'NOS',
  qty: 100,
};
const typed: IssueValues = {
  step: '7|5',
  outsource: '1',
  qty: '100',
  rate: '12.5',
  dat: '2026-11-25',
  expectedDate: '2026-11-28',
};

describe('the issue form’s values', () => {
  it('asks for the step and the outsource, and checks nothing else until a step is chosen', () => {
    expect(issueProblems({ ...typed, step: '', outsource: '', qty: '' }, [step])).toEqual([
      { field: 'step', message: 'Choose the batch step to send' },
      { field: 'outsource', message: 'Choose the outsource' },
    ]);
  });
  it('runs the module’s rule on the chosen step beside the missing outsource', () => {
    expect(issueProblems({ ...typed, outsource: '', qty: '150' }, [step])).toEqual([
      { field: 'outsource', message: 'Choose the outsource' },
      { field: 'qty', message: 'Step 5 (HT) of batch B-101 has 100 queued: 150 is more' },
    ]);
    expect(issueProblems(typed, [step])).toEqual([]);
  });
  it('reads an empty quantity or rate as no number', () => {
    expect(issueNumbers({ qty: ' ', rate: '' })).toEqual({ qty: NaN, rate: NaN });
    expect(issueNumbers({ qty: '12', rate: '0' })).toEqual({ qty: 12, rate: 0 });
  });
});
