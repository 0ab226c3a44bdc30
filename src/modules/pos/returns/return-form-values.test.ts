import { returnFigures } from './domain/refund-rules';
import { saleOf, testBill } from './domain/sale.fixture';
import { askedOf, draftProblems, saveBody, serverProblems, typedQuantity } from './return-form-values';

describe('the return form', () => {
  const sale = saleOf(
    testBill([
      ['DAL', 3, 200],
      ['NAAN', 4, 40],
    ]),
  );

  it('reads quantities with at most three decimals', () => {
    expect([
      typedQuantity(''),
      typedQuantity(' 1.5 '),
      typedQuantity('.125'),
      typedQuantity('1.2345'),
      typedQuantity('-1'),
      typedQuantity('x'),
    ]).toEqual([0, 1.5, 0.125, null, null, null]);
  });

  it('marks every problem at once: too much on a line, nothing returned, no reason, credit on a walk-in sale', () => {
    expect(draftProblems(sale, { qty: { L1: '4', L2: 'a' }, refundMode: 'CREDIT', reason: ' ' })).toEqual({
      L1: 'DAL: at most 3 can be returned (3 sold).',
      L2: 'Enter a quantity with at most 3 decimals.',
      reason: 'Enter why the goods come back.',
      refundMode: 'A walk-in sale is refunded in cash.',
    });
    expect(draftProblems(sale, { qty: { L1: '0' }, refundMode: 'CASH', reason: 'Cold' })).toEqual({
      lines: 'Enter the quantity coming back on at least one line.',
    });
  });

  it('sends the quantities by line with the refund shown, and puts the server’s line errors back on their lines', () => {
    const draft = { qty: { L2: '2', L1: '' }, refundMode: 'CASH' as const, reason: ' Cold ' };
    const body = saveBody(sale, draft, returnFigures(sale, askedOf(sale, draft)));
    expect(body).toMatchObject({
      header: { billNo: 1, refundMode: 'CASH', reason: 'Cold' },
      lines: [{ lineId: 'L2', qty: 2 }],
      traCheck: 1,
    });
    expect(body.header.total % 1).toBe(0);
    expect(
      serverProblems({ 'lines.0.qty': 'NAAN: at most 1 can be returned.', 'header.reason': 'Enter why.' }, body),
    ).toEqual({ L2: 'NAAN: at most 1 can be returned.', reason: 'Enter why.' });
  });
});
