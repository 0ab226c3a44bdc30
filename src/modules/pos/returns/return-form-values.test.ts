import { returnFigures } from './domain/refund-rules';
import { saleOf, testBill } from './domain/sale.fixture';
import {
  askedOf,
  draftOf,
  draftProblems,
  emptyReturn,
  returnFieldOf,
  returnSchema,
  saveBody,
  serverProblems,
  typedQuantity,
} from './return-form-values';

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

  it('holds the quantities in the bill’s order and reads them by line id', () => {
    expect(emptyReturn(sale)).toEqual({ qty: ['', ''], refundMode: 'CASH', reason: '' });
    expect(draftOf(sale, { qty: ['1'], refundMode: 'CASH', reason: 'Cold' })).toEqual({
      qty: { L1: '1', L2: '' },
      refundMode: 'CASH',
      reason: 'Cold',
    });
  });

  it('puts each problem of the rules and of the server beside its field', () => {
    expect([
      returnFieldOf(sale, 'L2'),
      returnFieldOf(sale, 'lines'),
      returnFieldOf(sale, 'reason'),
      returnFieldOf(sale, 'total'),
    ]).toEqual(['qty.1', 'qty', 'reason', null]);
    const checked = returnSchema(sale).safeParse({ qty: ['4', 'a'], refundMode: 'CREDIT', reason: ' ' });
    expect(checked.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['qty.0', 'DAL: at most 3 can be returned (3 sold).'],
      ['qty.1', 'Enter a quantity with at most 3 decimals.'],
      ['reason', 'Enter why the goods come back.'],
      ['refundMode', 'A walk-in sale is refunded in cash.'],
    ]);
    expect(returnSchema(sale).safeParse({ qty: ['', '2'], refundMode: 'CASH', reason: 'Cold' }).success).toBe(true);
  });
});
