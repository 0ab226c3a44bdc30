import { fromPaise, isPaise } from '../../../lib/money/money';
import type { Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { billLeftPaise } from '../../../kits/accounting/party-ledger';
import type { PartyId, PartyTransactionDraft, PartyTransactionType } from '../../../kits/accounting/party-ledger';
import { refuse } from './rule-result';
import type { RuleResult } from './rule-result';

interface RowFields {
  partyId: PartyId;
  dat: string;
  transactionType: PartyTransactionType;
  transactionId: string;
  amountPaise: Paise;
  onTraId?: string;
  descriptio: string;
}

const row = (
  fields: RowFields,
  amounts: Partial<Record<'pendingAmount' | 'returnAmount' | 'creditNote' | 'paymentAmount', Paise>>,
): PartyTransactionDraft => ({
  partyId: fields.partyId,
  dat: fields.dat,
  transactionType: fields.transactionType,
  transactionId: fields.transactionId,
  transactionAmt: fromPaise(fields.amountPaise),
  pendingAmount: fromPaise(amounts.pendingAmount ?? 0),
  returnAmount: fromPaise(amounts.returnAmount ?? 0),
  creditNote: fromPaise(amounts.creditNote ?? 0),
  paymentAmount: fromPaise(amounts.paymentAmount ?? 0),
  onTraId: fields.onTraId ?? '',
  descriptio: fields.descriptio,
});

/** A goods receipt's bill, as the server writes it. */
export interface PurchaseBillInput {
  partyId: PartyId;
  dat: string;
  /** The goods receipt's number (MIR…). */
  receiptNumber: string;
  /** The receipt's total. */
  totalPaise: Paise;
  /** What is owed after the advances deducted (receiptTotals().payablePaise). */
  payablePaise: Paise;
}

/**
 * The PUR row of a goods receipt: amount = total, pending = payable. None when nothing is payable (as the server: only
 * if payable > 0).
 */
export function purchaseBillRow(input: PurchaseBillInput): PartyTransactionDraft | null {
  if (input.payablePaise <= 0) return null;
  const fields = {
    ...input,
    transactionType: 'PUR' as const,
    transactionId: input.receiptNumber,
    amountPaise: input.totalPaise,
  };
  return row(
    { ...fields, descriptio: `Purchase of MIR ${input.receiptNumber}` },
    { pendingAmount: input.payablePaise },
  );
}

/** A supplier's opening balance (what we owed when the books started). */
export interface OpeningBalanceInput {
  partyId: PartyId;
  dat: string;
  transactionId: string;
  amountPaise: Paise;
}

/** The OPN row of an opening balance (a bill like a purchase); none for 0 or less (a debit opening is not a bill). */
export function openingBalanceRow(input: OpeningBalanceInput): PartyTransactionDraft | null {
  if (input.amountPaise <= 0) return null;
  return row({ ...input, transactionType: 'OPN', descriptio: 'Opening balance' }, { pendingAmount: input.amountPaise });
}

/** An advance paid to the supplier on an order. */
export interface AdvanceInput {
  partyId: PartyId;
  dat: string;
  /** ADVO… */
  advanceNumber: string;
  /** The order (PO…) the advance is paid on. */
  orderNumber: string;
  amountPaise: Paise;
}

/**
 * The ADV row of an advance, for the supplier's statement only: it carries the amount in
 * `transactionAmt` and leaves the balance alone, because the goods receipt against the order
 * deducts the advance from its bill (pending = total − advances); counting it here too would count
 * it twice. `onTraId` is the order.
 */
export function advanceRow(input: AdvanceInput): PartyTransactionDraft {
  const fields = {
    ...input,
    transactionType: 'ADV' as const,
    transactionId: input.advanceNumber,
    onTraId: input.orderNumber,
  };
  return row({ ...fields, descriptio: `Advance on order ${input.orderNumber}` }, {});
}

/** A return or credit note against one bill. */
export interface SettlementInput {
  partyId: PartyId;
  dat: string;
  /** The return's or credit note's own number (PRT… / PCR…). */
  transactionId: string;
  /** The bill it settles (MIR… / opening). */
  billId: string;
  amountPaise: Paise;
  descriptio?: string;
}

type Settlement = 'PRT' | 'PCR';
const WHAT: Readonly<Record<Settlement, string>> = { PRT: 'A return', PCR: 'A credit note' };

function settlementRow(
  ledger: readonly PartyTransactionDraft[],
  input: SettlementInput,
  type: Settlement,
): RuleResult<{ row: PartyTransactionDraft }> {
  if (!isPaise(input.amountPaise) || input.amountPaise <= 0) return refuse('Enter an amount above zero');
  const left = billLeftPaise(ledger, input.partyId, input.billId);
  if (left === undefined || left <= 0) return refuse(`Nothing is pending on bill ${input.billId} of this supplier`);
  if (input.amountPaise > left) {
    return refuse(
      `${WHAT[type]} of ${formatMoney(input.amountPaise)} is more than the ${formatMoney(left)} pending on bill ${input.billId}`,
    );
  }
  const amount = type === 'PRT' ? { returnAmount: input.amountPaise } : { creditNote: input.amountPaise };
  const descriptio =
    input.descriptio ??
    `${type === 'PRT' ? 'Purchase return' : 'Credit note'} ${input.transactionId} against ${input.billId}`;
  return { ok: true, row: row({ ...input, transactionType: type, onTraId: input.billId, descriptio }, amount) };
}

/** The PRT row of a purchase return against a bill; refused above what is left of the bill. */
export const purchaseReturnRow = (
  ledger: readonly PartyTransactionDraft[],
  input: SettlementInput,
): RuleResult<{ row: PartyTransactionDraft }> => settlementRow(ledger, input, 'PRT');

/** The PCR row of a credit note against a bill; refused above what is left of the bill. */
export const creditNoteRow = (
  ledger: readonly PartyTransactionDraft[],
  input: SettlementInput,
): RuleResult<{ row: PartyTransactionDraft }> => settlementRow(ledger, input, 'PCR');
