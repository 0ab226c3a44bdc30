import { sumPaise, toPaise } from '../../lib/money/money';
import type { Paise } from '../../lib/money/money';

/**
 * Kinds of supplier-ledger rows: OPN opening balance, PUR purchase bill (goods receipt), PRT
 * purchase return, PCR credit note, PAY payment, ADV advance paid on an order.
 */
export type PartyTransactionType = 'OPN' | 'PUR' | 'PRT' | 'PCR' | 'PAY' | 'ADV';

/** The bills a supplier is paid against. */
export const BILL_TYPES: readonly PartyTransactionType[] = ['PUR', 'OPN'];

/**
 * The supplier's id: the server's PartyDetails record id (a number), or a party code where the masters key parties by
 * code (the demo's SUP-001).
 */
export type PartyId = number | string;

/** A `PartyTransactions` row as the wire carries it (camelCase; amounts in rupees, ≤ 2 decimals). */
export interface PartyTransaction {
  recordId: number;
  partyId: PartyId;
  /** 'yyyy-MM-dd'. */
  dat: string;
  transactionType: PartyTransactionType;
  /** The document number (MIR26-04/0001, PRT26-04/0001, PPY26-04/0001 …). */
  transactionId: string;
  transactionAmt: number;
  pendingAmount: number;
  returnAmount: number;
  creditNote: number;
  paymentAmount: number;
  /** The bill (its document number) a return, credit note or payment settles; '' otherwise. */
  onTraId: string;
  descriptio: string;
}

/** A row to write: the store gives it its recordId. Every function here reads drafts and rows alike. */
export type PartyTransactionDraft = Omit<PartyTransaction, 'recordId'>;

type Amounts = Pick<PartyTransactionDraft, 'pendingAmount' | 'returnAmount' | 'creditNote' | 'paymentAmount'>;

/** What one row adds to the supplier's balance: pending − return − credit note − payment, in paise. */
export function rowBalancePaise(row: Amounts): Paise {
  return toPaise(row.pendingAmount) - toPaise(row.returnAmount) - toPaise(row.creditNote) - toPaise(row.paymentAmount);
}

/**
 * What we owe the supplier (contract README, "Party ledger"): Σ(pending − return − credit note − payment) of its rows,
 * in paise.
 */
export function partyBalancePaise(rows: readonly PartyTransactionDraft[], partyId: PartyId): Paise {
  return sumPaise(rows.filter((row) => row.partyId === partyId).map(rowBalancePaise));
}

/** A bill with something left to pay. */
export interface PendingBill {
  transactionId: string;
  transactionType: PartyTransactionType;
  dat: string;
  /** The bill's amount (`transactionAmt`). */
  billPaise: Paise;
  /** What is left: the bill's pending less the returns, credit notes and payments against it. */
  pendingPaise: Paise;
}

const isBill = (row: PartyTransactionDraft): boolean => BILL_TYPES.includes(row.transactionType);

/**
 * What is left to pay on one bill of the party: its own row's balance plus every row whose
 * `onTraId` is the bill. Undefined when the party has no such bill (PUR or OPN).
 */
export function billLeftPaise(
  rows: readonly PartyTransactionDraft[],
  partyId: PartyId,
  billId: string,
): Paise | undefined {
  const own = rows.filter((row) => row.partyId === partyId);
  if (!own.some((row) => isBill(row) && row.transactionId === billId)) return undefined;
  return sumPaise(
    own.filter((row) => (isBill(row) && row.transactionId === billId) || row.onTraId === billId).map(rowBalancePaise),
  );
}

/** The party's bills with something left to pay, oldest first (by date, then as the rows come). */
export function pendingBills(rows: readonly PartyTransactionDraft[], partyId: PartyId): PendingBill[] {
  const own = rows.filter((row) => row.partyId === partyId);
  const settled = new Map<string, Paise>();
  for (const row of own) {
    if (row.onTraId && !isBill(row)) settled.set(row.onTraId, (settled.get(row.onTraId) ?? 0) + rowBalancePaise(row));
  }
  return own
    .filter(isBill)
    .map((bill) => ({
      transactionId: bill.transactionId,
      transactionType: bill.transactionType,
      dat: bill.dat,
      billPaise: toPaise(bill.transactionAmt),
      pendingPaise: rowBalancePaise(bill) + (settled.get(bill.transactionId) ?? 0),
    }))
    .filter((bill) => bill.pendingPaise > 0)
    .sort((a, b) => (a.dat < b.dat ? -1 : a.dat > b.dat ? 1 : 0));
}

/** The sum of what is left on these bills. */
export const totalPendingPaise = (bills: readonly PendingBill[]): Paise =>
  sumPaise(bills.map((bill) => bill.pendingPaise));
