import type { OnlineOrderStatus } from './online-order-types';
import { assignProblem, isFinished, MAX_REASON, moveProblem, nextStatuses } from './order-status';

const order = (status: OnlineOrderStatus, deliveryBoy = '') => ({ seq: 'ONL26-000007', status, deliveryBoy });

describe('the online order status machine', () => {
  it('walks the happy path one step at a time: new, accepted, preparing, ready, dispatched, delivered, billed', () => {
    const path: OnlineOrderStatus[] = ['NEW', 'ACCEPTED', 'PREPARING', 'READY', 'DISPATCHED', 'DELIVERED', 'BILLED'];
    for (let step = 1; step < path.length; step += 1)
      expect(moveProblem(order(path[step - 1]!, 'DB01'), path[step]!, '')).toBeNull();
    expect(isFinished('BILLED')).toBe(true);
  });

  it('never goes back nor skips a step, and says what comes next', () => {
    expect(moveProblem(order('PREPARING'), 'ACCEPTED', '')).toBe(
      'An order being prepared cannot become accepted; next it is ready to dispatch.',
    );
    expect(moveProblem(order('ACCEPTED', 'DB01'), 'DISPATCHED', '')).toBe(
      'An order accepted cannot become out for delivery; next it is being prepared.',
    );
    expect(moveProblem(order('DISPATCHED'), 'BILLED', '')).toBe(
      'An order out for delivery cannot become billed; next it is delivered or returned or not delivered.',
    );
    expect(moveProblem(order('ACCEPTED'), 'ACCEPTED', '')).toBe('Order ONL26-000007 is already accepted.');
  });

  it('ends at rejected, returned, failed and billed: a rejected order is never dispatched nor billed', () => {
    for (const end of ['REJECTED', 'RETURNED', 'FAILED', 'BILLED'] as const) {
      expect(isFinished(end)).toBe(true);
      expect(nextStatuses(end)).toEqual([]);
    }
    expect(moveProblem(order('REJECTED', 'DB01'), 'DISPATCHED', '')).toBe(
      'Order ONL26-000007 is rejected: its status no longer changes.',
    );
    expect(moveProblem(order('FAILED'), 'BILLED', '')).toBe(
      'Order ONL26-000007 is not delivered: its status no longer changes.',
    );
  });

  it('asks the reason for a rejection, a return or a failed delivery, within 200 characters', () => {
    expect(moveProblem(order('NEW'), 'REJECTED', '  ')).toBe(
      'Give the reason the order is rejected; the customer sees it.',
    );
    expect(moveProblem(order('DISPATCHED'), 'RETURNED', '')).toBe(
      'Give the reason the order is returned; the customer sees it.',
    );
    expect(moveProblem(order('DISPATCHED'), 'FAILED', '')).toBe(
      'Give the reason the order is not delivered; the customer sees it.',
    );
    expect(moveProblem(order('NEW'), 'REJECTED', 'x'.repeat(MAX_REASON + 1))).toBe(
      'Keep the reason within 200 characters.',
    );
    expect(moveProblem(order('NEW'), 'REJECTED', 'Out of stock')).toBeNull();
  });

  it('dispatches only with a delivery boy, who is assigned between acceptance and dispatch', () => {
    expect(moveProblem(order('READY'), 'DISPATCHED', '')).toBe('Assign a delivery boy before the order is dispatched.');
    expect(assignProblem(order('NEW'))).toBe('Accept order ONL26-000007 before assigning a delivery boy.');
    for (const status of ['ACCEPTED', 'PREPARING', 'READY'] as const) expect(assignProblem(order(status))).toBeNull();
    expect(assignProblem(order('DISPATCHED', 'DB01'))).toBe(
      'Order ONL26-000007 is out for delivery: its delivery boy no longer changes.',
    );
  });
});
