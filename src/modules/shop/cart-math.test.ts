import { toPaise } from '../../lib/money/money';
import { formatMoneyWithSign } from '../../lib/money/money-format';
import { cartTotals, parseQuantity, type CartLine } from './cart-math';

const line = (productId: string, unit: number, previous: number, quantity: number): CartLine => ({
  productId,
  name: productId,
  photo: '',
  unitPaise: toPaise(unit),
  previousPaise: toPaise(previous),
  quantity,
});

describe('cart totals', () => {
  it('adds in whole paise where floating rupees would drift', () => {
    // 899.99 x 3 is 2699.9700000000003 in floating point; 0.10 + 0.20 is 0.30000000000000004.
    const totals = cartTotals([line('a', 899.99, 899.99, 3), line('b', 0.1, 0.1, 1), line('c', 0.2, 0.25, 1)]);
    expect(totals.amounts).toEqual([269997, 10, 20]);
    expect(totals.total).toBe(270027);
    expect(totals.pieces).toBe(5);
    expect(totals.savings).toBe(5);
    expect(formatMoneyWithSign(totals.total)).toBe('₹ 2,700.27');
  });

  it('counts savings only where the previous price was higher', () => {
    expect(cartTotals([line('a', 8999, 12999, 2), line('b', 1299, 1599, 1), line('c', 500, 400, 4)]).savings).toBe(
      830000,
    );
    expect(cartTotals([]).total).toBe(0);
  });

  it('takes product prices to paise by the one rule (half away from zero)', () => {
    expect(cartTotals([line('a', 1.005, 1.005, 2)]).total).toBe(202);
  });
});

describe('typed quantities', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['99', 99],
    ['0', null],
    ['100', null],
    ['1.5', null],
    ['-2', null],
    ['', null],
    ['two', null],
  ])('%j reads as %j', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
});
