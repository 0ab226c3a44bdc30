import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billLeftPaise,
  partyBalancePaise,
  pendingBills,
  totalPendingPaise,
} from '../../../kits/accounting/party-ledger';
import type { PartyTransaction, PartyTransactionDraft } from '../../../kits/accounting/party-ledger';
import { creditNoteRow, purchaseBillRow, purchaseReturnRow } from './party-ledger-rows';
import { allocatePayment } from './payment-allocation';

const PARTY = 11;
const amount = fc.integer({ min: 1, max: 5_00_000 });
const step = fc.oneof(
  fc.record({ kind: fc.constant('bill' as const), amount }),
  fc.record({ kind: fc.constantFrom('return' as const, 'credit' as const), bill: fc.nat(), amount }),
  fc.record({ kind: fc.constant('pay' as const), bill: fc.option(fc.nat()), amount }),
);

describe('supplier ledger property', () => {
  it('balance = Σ bills − returns − credit notes − payments accepted, never negative, = Σ pending bills', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const ledger: PartyTransaction[] = [];
        const write = (row: PartyTransactionDraft) => ledger.push({ ...row, recordId: ledger.length + 1 });
        const billIds: string[] = [];
        let expected = 0;
        steps.forEach((one, index) => {
          const dat = `2026-05-${String((index % 28) + 1).padStart(2, '0')}`;
          if (one.kind === 'bill') {
            const id = `MIR26-05/${String(index).padStart(4, '0')}`;
            write(
              purchaseBillRow({
                partyId: PARTY,
                dat,
                receiptNumber: id,
                totalPaise: one.amount,
                payablePaise: one.amount,
              })!,
            );
            billIds.push(id);
            expected += one.amount;
          } else if (one.kind === 'pay') {
            const billId = one.bill === null ? undefined : billIds[one.bill % Math.max(1, billIds.length)];
            const payment = { partyId: PARTY, dat, transactionId: `PPY${index}`, amountPaise: one.amount };
            const chosen = billId === undefined ? undefined : [{ transactionId: billId, amountPaise: one.amount }];
            const result = allocatePayment(pendingBills(ledger, PARTY), payment, chosen);
            const room =
              billId === undefined ? partyBalancePaise(ledger, PARTY) : (billLeftPaise(ledger, PARTY, billId) ?? 0);
            expect(result.ok).toBe(one.amount <= room);
            if (result.ok) {
              result.rows.forEach(write);
              expected -= one.amount;
            }
          } else {
            const billId = billIds[one.bill % Math.max(1, billIds.length)] ?? 'none';
            const input = { partyId: PARTY, dat, transactionId: `S${index}`, billId, amountPaise: one.amount };
            const left = billLeftPaise(ledger, PARTY, billId) ?? 0;
            const result = one.kind === 'return' ? purchaseReturnRow(ledger, input) : creditNoteRow(ledger, input);
            expect(result.ok).toBe(one.amount <= left);
            if (result.ok) {
              write(result.row);
              expected -= one.amount;
            }
          }
          const balance = partyBalancePaise(ledger, PARTY);
          expect(balance).toBe(expected);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(totalPendingPaise(pendingBills(ledger, PARTY))).toBe(balance);
        });
      }),
      { numRuns: 150 },
    );
  });
});
