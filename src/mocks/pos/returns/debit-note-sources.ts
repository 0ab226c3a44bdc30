import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type {
  CustomerSale,
  DebitNoteCustomer,
  DebitNoteTax,
} from '../../../modules/pos/returns/domain/debit-note-types';
import { isActive, str, taxesOf } from '../../core/billing/billing-masters';
import { rowsOf } from '../../core/seeded-rows';
import { billsDated } from '../../core/billing/billing-store';
import { customerLedger, customerOutstandingPaise } from '../../core/accounting/party-postings';
import { billCustomer, saleBook } from './bill-customer';

/** Every active customer a note may be raised on, with what they owe now. */
export async function noteCustomers(companyCode: number): Promise<DebitNoteCustomer[]> {
  const [rows, outstanding] = await Promise.all([
    rowsOf('pos.customers', companyCode),
    customerOutstandingPaise(companyCode),
  ]);
  return rows
    .filter(isActive)
    .map((row) => ({
      code: str(row.code),
      name: str(row.name),
      mobile: str(row.mobile),
      outstanding: fromPaise(outstanding.get(str(row.code)) ?? 0),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The sale taxes in force today, as a note chooses them. */
export const noteTaxes = async (companyCode: number, dat: string): Promise<DebitNoteTax[]> =>
  (await taxesOf(companyCode, dat)).map((tax) => ({
    code: tax.code,
    name: tax.name,
    components: tax.components.map((part) => ({ ...part })),
  }));

/**
 * A year of the customer's bills (the settled bills naming them, and their credit bills in the ledger), newest first.
 */
export async function customerSales(companyCode: number, customer: string, today: string): Promise<CustomerSale[]> {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const sales = new Map<string, CustomerSale>();
  const [bills, book] = await Promise.all([billsDated(companyCode, yearAgo, today), saleBook(companyCode)]);
  for (const bill of bills) {
    if (bill.status === 'SETTLED' && bill.kind === 'NORMAL' && billCustomer(bill, book) === customer)
      sales.set(bill.seq, { seq: bill.seq, dat: bill.dat, total: bill.total });
  }
  for (const row of await customerLedger(companyCode)) {
    if (
      row.partyId === customer &&
      row.transactionType === 'SAL' &&
      row.onTraId === '' &&
      !row.descriptio.startsWith('Debit note') &&
      !sales.has(row.transactionId)
    ) {
      sales.set(row.transactionId, { seq: row.transactionId, dat: row.dat, total: row.transactionAmt });
    }
  }
  return [...sales.values()].sort((a, b) => b.dat.localeCompare(a.dat) || b.seq.localeCompare(a.seq));
}

/**
 * What receipts (and anything else naming it) have settled of a note, in rupees; with the numbers of those documents.
 */
export async function settledOf(companyCode: number, seq: string): Promise<{ amount: number; by: string[] }> {
  const rows = (await customerLedger(companyCode)).filter((row) => row.onTraId === seq);
  return {
    amount: fromPaise(
      sumPaise(rows.map((row) => toPaise(row.paymentAmount) + toPaise(row.returnAmount) + toPaise(row.creditNote))),
    ),
    by: [...new Set(rows.map((row) => row.transactionId))],
  };
}
