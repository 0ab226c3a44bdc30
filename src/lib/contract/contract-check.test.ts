import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { contractIndex } from './contract-check';
import { contractRoute } from './contract-route';

const save = contractRoute(
  'api/Things/SetThing',
  z.strictObject({ header: z.strictObject({ seq: z.string() }), lines: z.array(z.strictObject({ qty: z.number() })) }),
  z.looseObject({ result: z.string() }),
);
const index = contractIndex([save]);

describe('the contract check', () => {
  it('finds a documented route by its path, as the server routes: without regard to case or prefix', () => {
    expect(index.routeOf('/api/things/setthing')).toBe(save);
    expect(index.routeOf('/erp/api/Things/SetThing/')).toBe(save);
    expect(index.routeOf('/api/Things/Other')).toBeUndefined();
  });

  it('names the field at fault, however deep', () => {
    expect(index.requestProblem(save, { header: { seq: 'A1' }, lines: [{ qty: 1 }] })).toBeNull();
    expect(index.requestProblem(save, { header: { seq: 'A1' }, lines: [{ qty: 1 }, { qty: '2' }] })).toMatchObject({
      field: 'lines[1].qty',
    });
    expect(index.requestProblem(save, { header: { seq: 'A1', sequence: 'A1' }, lines: [] })).toEqual({
      route: 'api/Things/SetThing',
      field: 'header.sequence',
      message: 'header.sequence: not a field the server reads',
    });
  });

  it('takes more fields in an answer than it needs, not fewer', () => {
    expect(index.answerProblem(save, { result: 'OK', seq: 'A2' })).toBeNull();
    expect(index.answerProblem(save, { outcome: 'OK' })).toMatchObject({ field: 'result' });
  });
});
