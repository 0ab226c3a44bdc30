import { describe, expect, it } from 'vitest';
import type { PendingProcess } from '../domain/batch-wire';
import { emptyJobCard, jobCardProblems, jobCardSchema } from './job-card-form-values';

const step = (recordid: string, processid: number, qty: number): PendingProcess => ({
  recordid,
  batchid: 1,
  batchno: 'B-1',
  sno: 1,
  processid,
  processname: `Process ${processid}`,
  productionincharge: '',
  itemid: 'ITM-1',
  itemname: 'Shaft',
  qty,
  um: 'NOS',
});
const rows = [step('a', 1, 50), step('b', 1, 30), step('c', 2, 10)];
const messages = (values: Parameters<typeof jobCardProblems>[0]) =>
  Object.fromEntries(jobCardProblems(values, rows).map((problem) => [problem.field, problem.message]));

describe('job card form values', () => {
  it('names every missing part at once', () => {
    expect(messages(emptyJobCard())).toEqual({
      processId: 'Choose the process',
      chosen: 'Tick at least one waiting step',
      incharge: 'Choose the process in-charge',
      qty: 'The quantity must be more than 0',
    });
  });

  it('refuses a step of another process and more than the least a ticked step has queued', () => {
    const card = { processId: '1', chosen: ['a', 'b', 'c'], incharge: 'Ravi (E1)', qty: '40' };
    expect(messages(card)).toEqual({
      chosen: 'Every ticked step must be of the chosen process',
      qty: 'The quantity is more than a ticked step has queued (10)',
    });
    expect(messages({ ...card, chosen: ['a', 'b'], qty: '30' })).toEqual({});
    expect(messages({ ...card, chosen: ['a'], qty: '0' }).qty).toBe('The quantity must be more than 0');
  });

  it('puts each problem on its field through the schema', () => {
    const result = jobCardSchema(rows).safeParse({ ...emptyJobCard(), processId: '2', chosen: ['c'], qty: '5' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['incharge', 'Choose the process in-charge'],
    ]);
  });
});
