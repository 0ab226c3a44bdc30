import { describe, expect, it } from 'vitest';
import { billLeftPaise, partyBalancePaise, pendingBills, rowBalancePaise, totalPendingPaise } from './party-ledger';
import type { PartyTransaction, PartyTransactionType } from './party-ledger';

let nextId = 1;
function tx(
  partyId: number,
  dat: string,
  transactionType: PartyTransactionType,
  transactionId: string,
  amounts: Partial<
    Pick<
      PartyTransaction,
      'transactionAmt' | 'pendingAmount' | 'returnAmount' | 'creditNote' | 'paymentAmount' | 'onTraId'
    >
  >,
): PartyTransaction {
  return {
    recordId: nextId++,
    partyId,
    dat,
    transactionType,
    transactionId,
    transactionAmt: amounts.transactionAmt ?? amounts.pendingAmount ?? 0,
    pendingAmount: amounts.pendingAmount ?? 0,
    returnAmount: amounts.returnAmount ?? 0,
    creditNote: amounts.creditNote ?? 0,
    paymentAmount: amounts.paymentAmount ?? 0,
    onTraId: amounts.onTraId ?? '',
    descriptio: '',
  };
}

const ledger: PartyTransaction[] = [
  tx(7, '2026-05-10', 'PUR', 'MIR26-05/0001', { transactionAmt: 1500, pendingAmount: 1000.1 }),
  tx(7, '2026-04-01', 'OPN', 'OPN-7', { pendingAmount: 250.25 }),
  tx(7, '2026-05-12', 'PRT', 'PRT26-05/0001', { returnAmount: 100.05, onTraId: 'MIR26-05/0001' }),
  tx(7, '2026-05-13', 'PCR', 'PCR26-05/0001', { creditNote: 0.05, onTraId: 'MIR26-05/0001' }),
  tx(7, '2026-05-14', 'PAY', 'PPY26-05/0001', { paymentAmount: 250.25, onTraId: 'OPN-7' }),
  tx(7, '2026-05-14', 'ADV', 'ADVO2627_000001', { transactionAmt: 500, onTraId: 'PO26-05/0001' }),
  tx(7, '2026-06-01', 'PUR', 'MIR26-06/0001', { pendingAmount: 0.1 }),
  tx(8, '2026-05-10', 'PUR', 'MIR26-05/0002', { pendingAmount: 999 }),
];

describe('party ledger', () => {
  it('a row adds pending − return − credit note − payment, in paise', () => {
    expect(rowBalancePaise({ pendingAmount: 0.3, returnAmount: 0.1, creditNote: 0.1, paymentAmount: 0.05 })).toBe(5);
  });

  it('the balance sums the rows of the party only', () => {
    // 1000.10 + 250.25 − 100.05 − 0.05 − 250.25 + 0.10 = 900.10
    expect(partyBalancePaise(ledger, 7)).toBe(90_010);
    expect(partyBalancePaise(ledger, 8)).toBe(99_900);
    expect(partyBalancePaise(ledger, 9)).toBe(0);
  });

  it('lists the bills with something left, oldest first, less what settles them', () => {
    expect(pendingBills(ledger, 7)).toEqual([
      {
        transactionId: 'MIR26-05/0001',
        transactionType: 'PUR',
        dat: '2026-05-10',
        billPaise: 150_000,
        pendingPaise: 90_000,
      },
      { transactionId: 'MIR26-06/0001', transactionType: 'PUR', dat: '2026-06-01', billPaise: 10, pendingPaise: 10 },
    ]);
    expect(totalPendingPaise(pendingBills(ledger, 7))).toBe(partyBalancePaise(ledger, 7));
  });

  it('ignores settlements of another party on a bill of the same number', () => {
    const other = tx(8, '2026-05-20', 'PAY', 'PPY26-05/0002', { paymentAmount: 500, onTraId: 'MIR26-05/0001' });
    expect(billLeftPaise([...ledger, other], 7, 'MIR26-05/0001')).toBe(90_000);
  });

  it('what is left of one bill', () => {
    expect(billLeftPaise(ledger, 7, 'MIR26-05/0001')).toBe(90_000);
    expect(billLeftPaise(ledger, 7, 'OPN-7')).toBe(0);
    expect(billLeftPaise(ledger, 7, 'PRT26-05/0001')).toBeUndefined();
    expect(billLeftPaise(ledger, 8, 'MIR26-05/0001')).toBeUndefined();
  });

  it('orders bills of the same day as they come', () => {
    const sameDay = [
      tx(1, '2026-05-10', 'PUR', 'B', { pendingAmount: 1 }),
      tx(1, '2026-05-10', 'PUR', 'A', { pendingAmount: 1 }),
    ];
    expect(pendingBills(sameDay, 1).map((bill) => bill.transactionId)).toEqual(['B', 'A']);
  });
});
