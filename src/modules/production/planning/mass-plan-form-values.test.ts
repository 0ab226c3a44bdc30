import { describe, expect, it } from 'vitest';
import { blankLine, draftLines, lineProblems, massPlanSchema } from './mass-plan-form-values';

const line = (itemId: string, qty: string) => ({ ...blankLine(), itemId, qty });

describe('mass plan form values', () => {
  it('reads a quantity only when it is a plain number', () => {
    expect(draftLines([line('A', ' 12.5 '), line('A', '1e3'), line('A', '')]).map((row) => row.qty)).toEqual([
      12.5,
      null,
      null,
    ]);
  });

  it('puts the rules’ problems on the lines’ fields, and no lines on the lines', () => {
    const schema = massPlanSchema(new Set(['A']));
    const result = schema.safeParse({ remarks: '', lines: [line('A', '5'), line('B', 'x')] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.1.itemId', 'This item is not a product made here.'],
      ['lines.1.qty', 'Give a quantity above zero.'],
    ]);
    expect(schema.safeParse({ remarks: '', lines: [] }).error?.issues[0]).toMatchObject({
      path: ['lines'],
      message: 'Add at least one product to plan.',
    });
    expect(schema.safeParse({ remarks: 'Urgent', lines: [line('A', '5')] }).success).toBe(true);
  });

  it('gives the lines table its problems by line and field, the whole first', () => {
    expect(lineProblems([undefined, { qty: { type: 'rule', message: 'Give a quantity above zero.' } }], 2)).toEqual({
      'lines.1.qty': 'Give a quantity above zero.',
    });
    expect(lineProblems({ type: 'rule', message: 'Add at least one product to plan.' }, 0)).toEqual({
      lines: 'Add at least one product to plan.',
    });
    expect(lineProblems({ root: { type: 'rule', message: 'Add at least one product to plan.' } }, 0)).toEqual({
      lines: 'Add at least one product to plan.',
    });
    expect(lineProblems(undefined, 3)).toEqual({});
  });
});
