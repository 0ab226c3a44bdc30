import { describe, expect, it } from 'vitest';
import { partyBalancePaise } from '../../../kits/accounting/party-ledger';
import { advanceRow, creditNoteRow, openingBalanceRow, purchaseBillRow, purchaseReturnRow } from './party-ledger-rows';

const bill = purchaseBillRow({
  partyId: 3,
  dat: '2026-05-10',
  receiptNumber: 'MIR26-05/0001',
  totalPaise: 118_000,
  payablePaise: 100_000,
})!;

describe('ledger rows', () => {
  it('writes a goods receipt bill as the server does', () => {
    expect(bill).toEqual({
      partyId: 3,
      dat: '2026-05-10',
      transactionType: 'PUR',
      transactionId: 'MIR26-05/0001',
      transactionAmt: 1180,
      pendingAmount: 1000,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: 0,
      onTraId: '',
      descriptio: 'Purchase of MIR MIR26-05/0001',
    });
  });

  it('writes no bill when nothing is payable, and no opening of 0 or less', () => {
    expect(
      purchaseBillRow({ partyId: 3, dat: '2026-05-10', receiptNumber: 'M', totalPaise: 500, payablePaise: 0 }),
    ).toBeNull();
    expect(openingBalanceRow({ partyId: 3, dat: '2026-04-01', transactionId: 'OPN', amountPaise: 0 })).toBeNull();
    expect(openingBalanceRow({ partyId: 3, dat: '2026-04-01', transactionId: 'OPN', amountPaise: 1 })).toMatchObject({
      transactionType: 'OPN',
      pendingAmount: 0.01,
    });
  });

  it('an advance row leaves the balance alone', () => {
    const advance = advanceRow({
      partyId: 3,
      dat: '2026-05-01',
      advanceNumber: 'ADVO2627_000001',
      orderNumber: 'PO26-05/0001',
      amountPaise: 20_000,
    });
    expect(advance).toMatchObject({
      transactionType: 'ADV',
      transactionAmt: 200,
      onTraId: 'PO26-05/0001',
      paymentAmount: 0,
    });
    expect(partyBalancePaise([bill, advance], 3)).toBe(100_000);
  });

  it('a return settles the bill up to what is left of it', () => {
    const input = {
      partyId: 3,
      dat: '2026-05-11',
      transactionId: 'PRT26-05/0001',
      billId: 'MIR26-05/0001',
      amountPaise: 40_000,
    };
    const first = purchaseReturnRow([bill], input);
    expect(first).toMatchObject({
      ok: true,
      row: { transactionType: 'PRT', returnAmount: 400, onTraId: 'MIR26-05/0001' },
    });
    if (!first.ok) return;
    expect(purchaseReturnRow([bill, first.row], { ...input, amountPaise: 60_001 })).toEqual({
      ok: false,
      message: 'A return of 600.01 is more than the 600.00 pending on bill MIR26-05/0001',
    });
    expect(purchaseReturnRow([bill, first.row], { ...input, amountPaise: 60_000 }).ok).toBe(true);
  });

  it('a credit note likewise, with its own wording', () => {
    const input = {
      partyId: 3,
      dat: '2026-05-11',
      transactionId: 'PCR26-05/0001',
      billId: 'MIR26-05/0001',
      amountPaise: 2_00_00_001,
    };
    expect(creditNoteRow([bill], input)).toEqual({
      ok: false,
      message: 'A credit note of 2,00,000.01 is more than the 1,000.00 pending on bill MIR26-05/0001',
    });
    expect(creditNoteRow([bill], { ...input, amountPaise: 100 })).toMatchObject({
      ok: true,
      row: { transactionType: 'PCR', creditNote: 1, returnAmount: 0 },
    });
  });

  it('refuses amounts not above zero, unknown bills and bills of another supplier', () => {
    const input = {
      partyId: 3,
      dat: '2026-05-11',
      transactionId: 'PCR26-05/0001',
      billId: 'MIR26-05/0001',
      amountPaise: 0,
    };
    expect(creditNoteRow([bill], input)).toEqual({ ok: false, message: 'Enter an amount above zero' });
    expect(creditNoteRow([bill], { ...input, amountPaise: 1.5 }).ok).toBe(false);
    expect(creditNoteRow([bill], { ...input, amountPaise: 1, billId: 'MIR26-05/0009' })).toEqual({
      ok: false,
      message: 'Nothing is pending on bill MIR26-05/0009 of this supplier',
    });
    expect(creditNoteRow([bill], { ...input, amountPaise: 1, partyId: 4 }).ok).toBe(false);
  });
});
