import { deliveryDraftProblems, moveLabel, moveProblem, newDelivery, nextMoves, takeOrderPath } from './delivery-rules';

const draft = {
  customerName: 'Meera Nair',
  phone: '9847012345',
  address: '12 Rose Lane, Kadavanthra',
  outlet: 'HDL',
  notes: ' ring twice ',
};

describe('delivery rules', () => {
  it('checks a new order field by field', () => {
    expect(deliveryDraftProblems(draft)).toEqual({});
    expect(deliveryDraftProblems({ customerName: ' ', phone: '98470', address: 'x', outlet: '', notes: '' })).toEqual({
      customerName: "Enter the customer's name.",
      phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      address: 'Enter the delivery address.',
      outlet: 'Choose the delivery outlet.',
    });
    expect(newDelivery(draft, '2026-11-22')).toMatchObject({
      recordId: 0,
      status: 'PREPARING',
      notes: 'ring twice',
      dat: '2026-11-22',
    });
  });

  it('moves preparing → out → delivered → cash collected, cancelled only while being prepared', () => {
    expect(nextMoves('PREPARING')).toEqual(['OUT', 'CANCELLED']);
    expect(nextMoves('OUT')).toEqual(['DELIVERED']);
    expect(nextMoves('DELIVERED')).toEqual(['COLLECTED']);
    expect(nextMoves('COLLECTED')).toEqual([]);
    expect(nextMoves('CANCELLED')).toEqual([]);
    expect(moveLabel('COLLECTED', 'DL-3')).toBe('Cash collected for DL-3');
    expect(moveProblem({ seq: 'DL-3', deliveryBoy: '', billNo: null }, 'OUT')).toBe(
      'Assign a delivery boy before DL-3 goes out.',
    );
    expect(moveProblem({ seq: 'DL-3', deliveryBoy: 'DB01', billNo: null }, 'OUT')).toBeNull();
    expect(moveProblem({ seq: 'DL-3', deliveryBoy: 'DB01', billNo: null }, 'COLLECTED')).toMatch(
      /Make the bill of DL-3/,
    );
    expect(moveProblem({ seq: 'DL-3', deliveryBoy: 'DB01', billNo: 4 }, 'COLLECTED')).toBeNull();
  });

  it('opens the billing terminal on the delivery pseudo table', () => {
    expect(takeOrderPath({ outlet: 'HDL', tableNo: 'D7', recordId: 7 })).toBe(
      '/pos/res-billing-classy?outlet=HDL&table=D7',
    );
    expect(takeOrderPath({ outlet: 'HDL', tableNo: '', recordId: 9 })).toBe(
      '/pos/res-billing-classy?outlet=HDL&table=D9',
    );
  });
});
