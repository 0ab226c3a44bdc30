import { describe, expect, it } from 'vitest';
import { detailProblems, nextDeliveryNumber, phoneOf, transitionProblem } from './delivery-rules';

const order = (
  status: Parameters<typeof transitionProblem>[0]['status'],
  deliveryBoy = '',
  billNo: number | null = null,
) => ({ status, deliveryBoy, billNo, tableNo: 'D7' });

describe('delivery rules', () => {
  it('numbers deliveries per year', () => {
    expect(nextDeliveryNumber('2026-11-23', [])).toBe('DEL26-000001');
    expect(nextDeliveryNumber('2026-11-23', ['DEL26-000009', 'DEL25-000120'])).toBe('DEL26-000010');
  });

  it('wants a name, ten digits and an address', () => {
    expect(phoneOf('98470 12345')).toBe('9847012345');
    expect(phoneOf('984701234')).toBeNull();
    expect(detailProblems({ customerName: '', phone: '12', address: '' })).toEqual([
      "Enter the customer's name.",
      'Enter a phone number of 10 digits.',
      'Enter the delivery address.',
    ]);
  });

  it('moves preparing → out (with a rider) → delivered → collected (with a bill); cancels only while preparing', () => {
    expect(transitionProblem(order('PREPARING'), 'OUT', false)).toBe(
      'Assign a delivery boy before the order goes out.',
    );
    expect(transitionProblem(order('PREPARING', 'DB01'), 'OUT', false)).toBeNull();
    expect(transitionProblem(order('PREPARING'), 'DELIVERED', false)).toBe(
      'A delivery being prepared cannot become delivered; next it is out for delivery.',
    );
    expect(transitionProblem(order('OUT', 'DB01'), 'CANCELLED', false)).toBe(
      'Only a delivery still being prepared can be cancelled; this one is out for delivery.',
    );
    expect(transitionProblem(order('DELIVERED', 'DB01'), 'COLLECTED', false)).toBe(
      'Make the bill of D7 before collecting its cash.',
    );
    expect(transitionProblem(order('DELIVERED', 'DB01', 12), 'COLLECTED', true)).toBeNull();
    expect(transitionProblem(order('PREPARING', '', 12), 'CANCELLED', true)).toBe(
      'Bill 12 of this delivery stands: void it before cancelling the delivery.',
    );
    expect(transitionProblem(order('COLLECTED', 'DB01', 12), 'OUT', true)).toBe(
      'This delivery is collected: its status no longer changes.',
    );
  });
});
