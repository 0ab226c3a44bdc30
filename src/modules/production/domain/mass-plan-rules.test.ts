import { describe, expect, it } from 'vitest';
import { demandOf, massPlanProblems, nextMassPlanNumber } from './mass-plan-rules';

describe('mass plan rules', () => {
  it('numbers MPLAN000001 on, one above the highest', () => {
    expect(nextMassPlanNumber([])).toBe('MPLAN000001');
    expect(nextMassPlanNumber(['MPLAN000003', 'MPLAN000001', 'junk'])).toBe('MPLAN000004');
  });
  it('names each bad line beside its field', () => {
    const problems = massPlanProblems(
      [
        { itemId: 'ITM-0024', qty: 0 },
        { itemId: 'ITM-0001', qty: 1.2345 },
      ],
      new Set(['ITM-0024']),
    );
    expect(problems).toEqual({
      'lines.0.qty': 'Give a quantity above zero.',
      'lines.1.itemId': 'This item is not a product made here.',
      'lines.1.qty': 'At most 9,99,999.999, with three decimals.',
    });
    expect(massPlanProblems([], new Set())).toEqual({ lines: 'Add at least one product to plan.' });
  });
  it('sums the demand per product', () => {
    expect(
      demandOf([
        { itemId: 'A', qty: 0.1 },
        { itemId: 'A', qty: 0.2 },
        { itemId: 'B', qty: 5 },
      ]),
    ).toEqual([
      { itemId: 'A', qty: 0.3 },
      { itemId: 'B', qty: 5 },
    ]);
  });
});
