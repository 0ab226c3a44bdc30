import { pricingContextOf } from './make-bill-logic';
import { makeBillSchema, readBill, resizeShares, startingMakeBill } from './make-bill-values';
import { DINING, requirementsFixture, TABLE_T4 } from './requirements.fixture';

const requirements = requirementsFixture();
const basis = { table: TABLE_T4, context: pricingContextOf(requirements, DINING), requirements };
const start = startingMakeBill(TABLE_T4);

describe('readBill', () => {
  it('puts each problem on its field: the reason of a discount, the NC department', () => {
    const discounted = { ...start, discount: { kind: 'PERCENT' as const, text: '5', reason: ' ' } };
    expect(readBill(discounted, basis).problems).toEqual([
      { field: 'discount.reason', message: 'Give the reason for the discount.' },
    ]);
    expect(readBill({ ...start, nc: true }, basis).problems).toEqual([
      { field: 'ncDepartment', message: 'Choose the NC department.' },
    ]);
    expect(readBill(start, basis)).toMatchObject({ problems: [], blocked: false, parts: null });
  });

  it('takes a split only by percent, and checks the same rules in the schema', () => {
    const split = { ...start, splitting: true, discount: { kind: 'AMOUNT' as const, text: '50', reason: 'Regular' } };
    expect(readBill(split, basis).discountProblem).toBe('A split bill takes its discount by percent.');
    const issues = makeBillSchema(basis).safeParse(split).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toContain('discount.text');
  });
});

describe('resizeShares', () => {
  it('keeps the quantities of the bills that stay and adds empty ones', () => {
    expect(resizeShares({ L1: ['2', '1'] }, 3)).toEqual({ L1: ['2', '1', ''] });
    expect(resizeShares({ L1: ['2', '1', '1'] }, 2)).toEqual({ L1: ['2', '1'] });
  });
});
