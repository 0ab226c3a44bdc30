import { fromPaise, toPaise } from '../../../lib/money/money';
import type {
  BillableCompany,
  CompanyBill,
  CompanyReceipt,
  FinalBillRecord,
} from '../../../modules/frontoffice/checkout/domain/checkout-types';
import { listRecords, listRecordsByIdPrefix, readRecord, writeRecord } from '../../core/record-store';
import { rowsOf } from '../../core/seeded-rows';

/** The check-out area's own records. Writes run inside the company's write queue (foWrite). */
export const CHECKOUT_STORE = {
  finalBills: 'frontoffice.final-bills', // key: billNo
  companyBills: 'frontoffice.company-bills', // key: billNo
  companyReceipts: 'frontoffice.company-receipts', // key: receiptNo
} as const;

export const finalBillsOf = (companyCode: number) =>
  listRecords<FinalBillRecord>(CHECKOUT_STORE.finalBills, companyCode);
export const finalBillOf = (companyCode: number, billNo: string) =>
  billNo ? readRecord<FinalBillRecord>(CHECKOUT_STORE.finalBills, companyCode, billNo) : Promise.resolve(undefined);
/** The final bills numbered with a month's head (e.g. 'FBL26-11/'): one key range, for the next number. */
export const finalBillsNumbered = (companyCode: number, head: string) =>
  listRecordsByIdPrefix<FinalBillRecord>(CHECKOUT_STORE.finalBills, companyCode, head);
export const writeFinalBill = (companyCode: number, row: FinalBillRecord) =>
  writeRecord(CHECKOUT_STORE.finalBills, companyCode, row.billNo, row);

export const companyBillsOf = (companyCode: number) =>
  listRecords<CompanyBill>(CHECKOUT_STORE.companyBills, companyCode);
export const companyBillOf = (companyCode: number, billNo: string) =>
  readRecord<CompanyBill>(CHECKOUT_STORE.companyBills, companyCode, billNo);
export const writeCompanyBill = (companyCode: number, row: CompanyBill) =>
  writeRecord(CHECKOUT_STORE.companyBills, companyCode, row.billNo, row);

export const companyReceiptsOf = (companyCode: number) =>
  listRecords<CompanyReceipt>(CHECKOUT_STORE.companyReceipts, companyCode);
export const companyReceiptOf = (companyCode: number, receiptNo: string) =>
  readRecord<CompanyReceipt>(CHECKOUT_STORE.companyReceipts, companyCode, receiptNo);
export const writeCompanyReceipt = (companyCode: number, row: CompanyReceipt) =>
  writeRecord(CHECKOUT_STORE.companyReceipts, companyCode, row.receiptNo, row);

/** A front office customer (frontoffice.customers) as check-out reads it. */
export interface FoCustomer {
  code: string;
  name: string;
  customerType: string;
  gstin: string;
  address: string;
  city: string;
  creditAllowed: boolean;
  creditLimit: number;
  active: boolean;
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export async function foCustomers(companyCode: number): Promise<Map<string, FoCustomer>> {
  const rows = await rowsOf('frontoffice.customers', companyCode);
  return new Map(
    rows.map((row) => {
      const customer: FoCustomer = {
        code: str(row.code),
        name: str(row.name),
        customerType: str(row.customerType),
        gstin: str(row.gstin),
        address: str(row.address),
        city: str(row.city),
        creditAllowed: row.creditAllowed === true,
        creditLimit: Number(row.creditLimit) || 0,
        active: row.active !== false,
      };
      return [customer.code, customer];
    }),
  );
}

/** What each company still owes on its bills (paise), by customer code. */
export async function owedByCompany(companyCode: number): Promise<Map<string, number>> {
  const owed = new Map<string, number>();
  for (const bill of await companyBillsOf(companyCode))
    owed.set(bill.company, (owed.get(bill.company) ?? 0) + toPaise(bill.pending));
  return owed;
}

/** The companies and agents that may be billed at check-out (active, credit allowed), with their credit left. */
export async function billableCompanies(companyCode: number): Promise<BillableCompany[]> {
  const [customers, owed] = await Promise.all([foCustomers(companyCode), owedByCompany(companyCode)]);
  return [...customers.values()]
    .filter((customer) => (customer.customerType === 'COMPANY' || customer.customerType === 'AGENT') && customer.active)
    .map((customer) => {
      const limit = customer.creditAllowed ? toPaise(customer.creditLimit) : 0;
      const owes = owed.get(customer.code) ?? 0;
      return {
        code: customer.code,
        name: customer.name,
        customerType: customer.customerType as BillableCompany['customerType'],
        gstin: customer.gstin,
        creditLimit: fromPaise(limit),
        owes: fromPaise(owes),
        available: fromPaise(Math.max(0, limit - owes)),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
