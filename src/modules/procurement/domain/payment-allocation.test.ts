import { describe, expect, it } from 'vitest';
import type { PendingBill } from '../../../kits/accounting/party-ledger';
import { allocatePayment } from './payment-allocation';

const bill = (transactionId: string, dat: string, pendingPaise: number): PendingBill => ({
  transactionId,
  transactionType: 'PUR',
  dat,
  billPaise: pendingPaise,
  pendingPaise,
});
const bills = [
  bill('MIR-B', '2026-05-02', 50_000),
  bill('MIR-A', '2026-05-01', 30_000),
  bill('MIR-C', '2026-05-03', 20_000),
];
const payment = (amountPaise: number) => ({
  partyId: 5,
  dat: '2026-06-01',
  transactionId: 'PPY26-06/0001',
  amountPaise,
});

describe('allocatePayment', () => {
  it('pays the oldest bills first, the last one partly', () => {
    const result = allocatePayment(bills, payment(60_000));
    expect(result.ok && result.allocations).toEqual([
      { transactionId: 'MIR-A', amountPaise: 30_000 },
      { transactionId: 'MIR-B', amountPaise: 30_000 },
    ]);
    expect(result.ok && result.rows[1]).toEqual({
      partyId: 5,
      dat: '2026-06-01',
      transactionType: 'PAY',
      transactionId: 'PPY26-06/0001',
      transactionAmt: 300,
      pendingAmount: 0,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 300,
      onTraId: 'MIR-B',
      descriptio: 'Payment PPY26-06/0001 against MIR-B',
    });
  });

  it('pays everything pending exactly', () => {
    const result = allocatePayment(bills, payment(1_00_000));
    expect(result.ok && result.allocations.map((one) => one.amountPaise)).toEqual([30_000, 50_000, 20_000]);
  });

  it('refuses more than the total pending, naming it', () => {
    expect(allocatePayment(bills, payment(1_00_001))).toEqual({
      ok: false,
      message: 'The payment of 1,000.01 is more than the 1,000.00 pending for this supplier',
    });
    expect(allocatePayment([], payment(1)).ok).toBe(false);
  });

  it('refuses an amount not above zero', () => {
    expect(allocatePayment(bills, payment(0))).toEqual({ ok: false, message: 'Enter an amount above zero' });
    expect(allocatePayment(bills, payment(-5)).ok).toBe(false);
    expect(allocatePayment(bills, payment(2.5)).ok).toBe(false);
  });

  it('pays the chosen bills the chosen amounts', () => {
    const result = allocatePayment(bills, payment(25_000), [
      { transactionId: 'MIR-C', amountPaise: 20_000 },
      { transactionId: 'MIR-B', amountPaise: 5_000 },
    ]);
    expect(result.ok && result.allocations).toEqual([
      { transactionId: 'MIR-B', amountPaise: 5_000 },
      { transactionId: 'MIR-C', amountPaise: 20_000 },
    ]);
  });

  it('fills the chosen bills without an amount from what is left, oldest first', () => {
    const result = allocatePayment(bills, payment(60_000), [
      { transactionId: 'MIR-C' },
      { transactionId: 'MIR-B' },
      { transactionId: 'MIR-A', amountPaise: 1_000 },
    ]);
    expect(result.ok && result.allocations).toEqual([
      { transactionId: 'MIR-A', amountPaise: 1_000 },
      { transactionId: 'MIR-B', amountPaise: 50_000 },
      { transactionId: 'MIR-C', amountPaise: 9_000 },
    ]);
  });

  it('refuses a share over a bill pending, naming what is pending', () => {
    expect(allocatePayment(bills, payment(20_001), [{ transactionId: 'MIR-C', amountPaise: 20_001 }])).toEqual({
      ok: false,
      message: '200.01 is more than the 200.00 pending on bill MIR-C',
    });
  });

  it('refuses chosen bills that cannot take the payment, or amounts that do not add up', () => {
    expect(allocatePayment(bills, payment(20_001), [{ transactionId: 'MIR-C' }])).toEqual({
      ok: false,
      message: 'The payment of 200.01 is more than the 200.00 the chosen bills can take',
    });
    expect(allocatePayment(bills, payment(10_000), [{ transactionId: 'MIR-C', amountPaise: 5_000 }])).toEqual({
      ok: false,
      message: 'The payment of 100.00 is more than the 50.00 allocated',
    });
    expect(allocatePayment(bills, payment(10_000), [{ transactionId: 'MIR-C', amountPaise: 15_000 }])).toEqual({
      ok: false,
      message: 'The 150.00 allocated is more than the payment of 100.00',
    });
  });

  it('refuses unknown, doubled or empty choices', () => {
    expect(allocatePayment(bills, payment(100), [{ transactionId: 'MIR-X' }])).toEqual({
      ok: false,
      message: 'Nothing is pending on bill MIR-X of this supplier',
    });
    expect(allocatePayment(bills, payment(100), [{ transactionId: 'MIR-A' }, { transactionId: 'MIR-A' }])).toEqual({
      ok: false,
      message: 'Bill MIR-A is chosen twice',
    });
    expect(allocatePayment(bills, payment(100), [{ transactionId: 'MIR-A', amountPaise: 0 }])).toEqual({
      ok: false,
      message: 'Enter an amount above zero for bill MIR-A',
    });
    expect(allocatePayment(bills, payment(100), []).ok).toBe(false);
  });
});
