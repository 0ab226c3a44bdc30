import { bulkOrderProblems, bulkOrderTotalPaise, ordersBySupplier } from './bulk-order-rules';
import type { BulkOrderDetail } from './bulk-order-types';

const detail = (update: Partial<BulkOrderDetail>): BulkOrderDetail => ({
  supId: 'SUP-001',
  supplier: '',
  itemId: 'ITM-1',
  itemname: '',
  prrequest: 1,
  qty: 2,
  rat: 10,
  um: '',
  ...update,
});
const pending = (prrequest: number, itemId: string) => (prrequest === 1 && itemId === 'ITM-1' ? 5 : undefined);

describe('bulk order rules', () => {
  it('refuses each line on its own field: supplier, rate, quantity over what the request line awaits (lines together)', () => {
    expect(bulkOrderProblems([detail({})], pending)).toEqual({});
    expect(
      bulkOrderProblems(
        [detail({ supId: ' ', rat: null }), detail({ rat: 0.001, qty: 4 }), detail({ prrequest: 9 })],
        pending,
      ),
    ).toEqual({
      'details.0.supId': 'Choose the supplier.',
      'details.0.rat': 'Give the rate (more than 0).',
      'details.1.rat': 'Give the rate with at most two decimals.',
      'details.1.qty': 'Only 5 is still pending on this request line.',
      'details.2.qty': 'Request 9 has no approved line for item ITM-1 waiting for an order.',
    });
    expect(bulkOrderProblems([detail({ qty: 0 }), detail({ qty: 1.0001 })], pending)).toEqual({
      'details.0.qty': 'Give the quantity (more than 0).',
      'details.1.qty': 'Give the quantity with at most three decimals.',
    });
  });

  it('makes one order per supplier in first-seen order, each worth Σ qty × rate in paise', () => {
    const details = [
      detail({ supId: 'B', qty: 3, rat: 12.35 }),
      detail({ supId: 'A', qty: 0.333, rat: 3 }),
      detail({ supId: 'B', qty: 1, rat: 0.05 }),
    ];
    const orders = ordersBySupplier(details);
    expect([...orders.keys()]).toEqual(['B', 'A']);
    expect(bulkOrderTotalPaise(orders.get('B')!)).toBe(3710);
    expect(bulkOrderTotalPaise(orders.get('A')!)).toBe(100);
  });
});
