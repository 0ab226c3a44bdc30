import { sumPaise, type Paise } from '../../../lib/money/money';
import { rowBalancePaise, type PartyTransaction } from '../../../kits/accounting/party-ledger';
import { deleteRecord, listRecords, writeRecord } from '../record-store';

/**
 * The customers' side of the contract's `PartyTransactions` (with `TotSalesSupportings`' BillType and
 * SettleMode): a bill settled on credit is a SAL row, pending until a receipt (REC) settles it. Kept apart
 * from the suppliers' ledger (procurement.party-transactions), whose reports list every party in it.
 * One record per document, `{ rows }`.
 */
export const POS_CUSTOMER_LEDGER = 'pos.party-transactions';

/** Room charges of settled bills, for the front office to move to the guest's folio: one record per bill and room. */
export const POS_ROOM_CHARGES = 'pos.room-charge';

/**
 * A customer's row: the suppliers' ledger row's fields (PartyTransaction), with the customers' kinds and the sale's
 * BillType and SettleMode. SRT: a sale return refunded as credit (returnAmount), naming the bill it settles in onTraId
 * ('' when it is credit on account).
 */
export interface CustomerTransaction extends Omit<PartyTransaction, 'transactionType' | 'partyId'> {
  partyId: string; // the POS customer's code (SC-0001)
  transactionType: 'SAL' | 'REC' | 'SRT';
  billType: 'SAL';
  settleMode: 'CREDIT';
}

export async function customerLedger(companyCode: number): Promise<CustomerTransaction[]> {
  return (await listRecords<{ rows: CustomerTransaction[] }>(POS_CUSTOMER_LEDGER, companyCode)).flatMap(
    (record) => record.rows,
  );
}

/** Replaces one document's rows (none: removes them). */
export async function replaceCustomerRows(
  companyCode: number,
  transactionId: string,
  rows: readonly Omit<CustomerTransaction, 'recordId'>[],
): Promise<void> {
  if (rows.length === 0) return deleteRecord(POS_CUSTOMER_LEDGER, companyCode, transactionId);
  await writeRecord(POS_CUSTOMER_LEDGER, companyCode, transactionId, {
    rows: rows.map((row, index) => ({ ...row, recordId: index + 1 })),
  });
}

/** What each customer has not yet paid: Σ(pending − return − credit note − payment) of their rows, in paise. */
export async function customerOutstandingPaise(companyCode: number): Promise<Map<string, Paise>> {
  const byCustomer = new Map<string, Paise[]>();
  for (const row of await customerLedger(companyCode))
    byCustomer.set(row.partyId, [...(byCustomer.get(row.partyId) ?? []), rowBalancePaise(row)]);
  return new Map([...byCustomer].map(([customer, amounts]) => [customer, sumPaise(amounts)]));
}

export interface RoomCharge {
  id: string; // `${seq}|${room}`
  billNo: number;
  seq: string;
  dat: string;
  time: string;
  outlet: string;
  room: string;
  amount: number; // rupees
  account: string; // the guest ledger account the voucher debited
  user: string;
  status: 'OPEN' | 'POSTED'; // POSTED: the front office moved it to the folio
  folio: string; // the folio it went to ('' while OPEN)
}

export const roomChargesOf = (companyCode: number) => listRecords<RoomCharge>(POS_ROOM_CHARGES, companyCode);

export async function writeRoomCharges(companyCode: number, charges: readonly RoomCharge[]): Promise<void> {
  for (const charge of charges) await writeRecord(POS_ROOM_CHARGES, companyCode, charge.id, charge);
}
