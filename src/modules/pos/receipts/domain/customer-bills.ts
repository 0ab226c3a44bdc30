import { sumPaise, toPaise, type Paise } from '../../../../lib/money/money';

/**
 * A row of the customers' ledger (the contract's `PartyTransactions`, as the demo backend keeps them in
 * `pos.party-transactions`): a sale (SAL) is pending until rows naming it in `onTraId` (a receipt's REC, a
 * return, an advance adjusted) settle it. Amounts in rupees.
 */
export interface CustomerLedgerRow {
  partyId: string;
  dat: string;
  transactionType: string;
  transactionId: string;
  transactionAmt: number;
  pendingAmount: number;
  returnAmount: number;
  creditNote: number;
  paymentAmount: number;
  onTraId: string;
  descriptio: string;
}

/** The kinds of rows a customer is billed by (a sale; an opening balance). */
const BILL_TYPES: readonly string[] = ['SAL', 'OPN'];

const isBill = (row: CustomerLedgerRow) => BILL_TYPES.includes(row.transactionType) && row.onTraId === '';

/** What one row adds to the customer's balance: pending − return − credit note − payment (paise). */
export const rowBalancePaise = (row: CustomerLedgerRow): Paise =>
  toPaise(row.pendingAmount) - toPaise(row.returnAmount) - toPaise(row.creditNote) - toPaise(row.paymentAmount);

/** What the customer owes: invoices − returns − receipts − advances adjusted, i.e. Σ of their rows (paise). */
export const customerBalancePaise = (rows: readonly CustomerLedgerRow[], partyId: string): Paise =>
  sumPaise(rows.filter((row) => row.partyId === partyId).map(rowBalancePaise));

/** A bill with something left to pay, in paise. */
export interface PendingBill {
  billId: string;
  dat: string;
  billPaise: Paise;
  pendingPaise: Paise;
  descriptio: string;
}

/**
 * The customer's bills with something left to pay, oldest first (date, then number): each bill's own rows'
 * balance plus every row that names it in `onTraId`.
 */
export function customerPendingBills(rows: readonly CustomerLedgerRow[], partyId: string): PendingBill[] {
  const own = rows.filter((row) => row.partyId === partyId);
  const bills = new Map<string, PendingBill>();
  for (const row of own.filter(isBill)) {
    const known = bills.get(row.transactionId);
    bills.set(row.transactionId, {
      billId: row.transactionId,
      dat: known?.dat ?? row.dat,
      billPaise: (known?.billPaise ?? 0) + toPaise(row.transactionAmt),
      pendingPaise: (known?.pendingPaise ?? 0) + rowBalancePaise(row),
      descriptio: known?.descriptio ?? row.descriptio,
    });
  }
  for (const row of own) {
    const bill = !isBill(row) && row.onTraId ? bills.get(row.onTraId) : undefined;
    if (bill) bill.pendingPaise += rowBalancePaise(row);
  }
  return [...bills.values()]
    .filter((bill) => bill.pendingPaise > 0)
    .sort((a, b) =>
      a.dat === b.dat ? a.billId.localeCompare(b.billId, 'en', { numeric: true }) : a.dat < b.dat ? -1 : 1,
    );
}

/**
 * Rows that stand on the customer's account rather than on a bill: a return credited on account, a receipt's set-off of
 * it.
 */
const isOnAccount = (row: CustomerLedgerRow) =>
  (row.transactionType === 'SRT' || row.transactionType === 'REC') && row.onTraId === '';

/**
 * The customer's credit on account not yet set against a bill (paise, never below 0): what returns credited on
 * account (SRT rows naming no bill) less what receipts have set off of it (REC rows naming no bill).
 */
export const customerCreditPaise = (rows: readonly CustomerLedgerRow[], partyId: string): Paise =>
  Math.max(0, -sumPaise(rows.filter((row) => row.partyId === partyId && isOnAccount(row)).map(rowBalancePaise)));
