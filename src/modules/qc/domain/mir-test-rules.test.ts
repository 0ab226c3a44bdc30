import { approvalProblem, lotProblems, netAccepted } from './mir-test-rules';

const lot = (checked: number, rejected: number, rectified: number, rectificationCost = 0) => ({
  sno: 2,
  itemName: 'EN8 bright bar',
  received: 60,
  checked,
  rejected,
  rectified,
  rectificationCost,
});

describe('goods-receipt test rules', () => {
  it('refuses rejected + rectified above checked, naming the lot and item', () => {
    expect(lotProblems(lot(50, 30, 25))).toEqual({
      rejectedQty: 'Lot 2, EN8 bright bar: 30 rejected + 25 rectified is more than the 50 checked.',
    });
    expect(lotProblems(lot(50, 25, 25))).toEqual({});
  });

  it('refuses more checked than received, and a cost without a rectified quantity', () => {
    expect(lotProblems(lot(61, 0, 0)).checkedQty).toBe(
      'Lot 2, EN8 bright bar: 61 checked is more than the 60 received.',
    );
    expect(lotProblems(lot(10, 0, 0, 400)).rectificationCost).toBe(
      'Lot 2, EN8 bright bar: a rectification cost needs a quantity rectified.',
    );
    expect(lotProblems(lot(10, 0, 2, 400.5))).toEqual({});
  });

  it('approves only when every lot is tested; net stock is received less rejected', () => {
    const lots = [
      { sno: 1, itemName: 'MS plate 6 mm' },
      { sno: 2, itemName: 'EN8 bright bar' },
    ];
    expect(approvalProblem('MIR26-11/0003', lots, new Set([1]))).toBe(
      'Goods receipt MIR26-11/0003 cannot be approved: lot 2 (EN8 bright bar) is not tested yet.',
    );
    expect(approvalProblem('MIR26-11/0003', lots, new Set([1, 2]))).toBeNull();
    expect(netAccepted(60.5, 5.25)).toBe(55.25);
  });
});
