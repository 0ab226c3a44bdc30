import { fromPaise, sumPaise, toPaise } from '../../../../lib/money/money';
import { multiplyByQuantity } from '../../../../lib/money/money-arithmetic';
import type { OnlineOrder, OnlineOrderStatus } from './online-order-types';
import { onlineFigures } from './online-dashboard-figures';

const TODAY = '2026-11-26';

let next = 0;
function order(status: OnlineOrderStatus, lines: Array<[string, number, number]>, over: Partial<OnlineOrder> = {}) {
  next += 1;
  const amounts = lines.map(([itemName, qty, rate]) => ({
    itemName,
    qty,
    rate,
    amount: fromPaise(multiplyByQuantity(toPaise(rate), qty)),
  }));
  return {
    recordId: next,
    seq: `ONL26-${String(next).padStart(6, '0')}`,
    dat: TODAY,
    onlineOutlet: 'WEB',
    onlineOutletName: 'Web store',
    status,
    lines: amounts.map((line, index) => ({ ...line, lineId: `L${index + 1}`, itemId: line.itemName })),
    total: fromPaise(sumPaise(amounts.map((line) => toPaise(line.amount)))),
    billNo: null,
    ...over,
  } as OnlineOrder;
}

describe('the e-commerce dashboard figures', () => {
  it('counts and values today’s orders, leaving out those that came to nothing, and the orders waiting on each desk', () => {
    const orders = [
      order('NEW', [['Tea 500 g', 2, 120.5]]),
      order('ACCEPTED', [['Sugar 1 kg', 1, 48]]),
      order('READY', [['Tea 500 g', 1, 120.5]]),
      order('DISPATCHED', [['Shampoo 340 ml', 3, 215.1]]),
      order('DELIVERED', [['Sugar 1 kg', 2, 48]], { dat: '2026-11-25', onlineOutletName: 'App' }),
      order('REJECTED', [['Shampoo 340 ml', 10, 215.1]]),
      order('BILLED', [['Sunflower oil 1 l', 4, 148]], { billNo: 41 }),
      order('BILLED', [['Sunflower oil 1 l', 1, 148]], { billNo: 40, dat: '2026-11-25' }),
    ];
    const bills = [
      { billNo: 41, dat: TODAY, total: 592, status: 'SETTLED' },
      { billNo: 40, dat: '2026-11-25', total: 148, status: 'SETTLED' },
      // A restaurant bill of the day is not an online sale.
      { billNo: 42, dat: TODAY, total: 999, status: 'SETTLED' },
    ];
    const figures = onlineFigures({ orders, bills, today: TODAY, top: 3 });
    expect(figures.cards).toEqual({
      ordersToday: 6,
      // 241 + 48 + 120.50 + 645.30 + 592: the rejected order's 2,151 is not counted.
      orderedToday: 1646.8,
      waiting: 1,
      inHand: 2,
      outForDelivery: 1,
      toBill: 1,
      billedToday: 592,
    });
    expect(figures.charts.byStatus).toEqual([
      { label: 'Accepted', value: 1 },
      { label: 'Billed', value: 1 },
      { label: 'New', value: 1 },
      { label: 'Out for delivery', value: 1 },
      { label: 'Ready', value: 1 },
      { label: 'Rejected', value: 1 },
    ]);
    expect(figures.charts.bestItems).toEqual([
      { label: 'Shampoo 340 ml', value: 645.3 },
      { label: 'Sunflower oil 1 l', value: 592 },
      { label: 'Tea 500 g', value: 361.5 },
    ]);
    expect(figures.charts.byOutlet).toEqual([{ label: 'Web store', value: 6 }]);
  });

  it('leaves a void bill out of the day’s billing, and shows nothing on a day without orders', () => {
    const orders = [order('BILLED', [['Tea 500 g', 1, 120.5]], { billNo: 7, dat: '2026-11-20' })];
    const figures = onlineFigures({
      orders,
      bills: [{ billNo: 7, dat: TODAY, total: 120.5, status: 'VOID' }],
      today: TODAY,
    });
    expect(figures.cards).toMatchObject({ ordersToday: 0, orderedToday: 0, billedToday: 0, toBill: 0 });
    expect(figures.charts).toEqual({ byStatus: [], bestItems: [], byOutlet: [] });
  });
});
