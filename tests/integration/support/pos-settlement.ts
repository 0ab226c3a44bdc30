import { dataProvider } from '../../../src/lib/api/data-provider';
import { sumPaise } from '../../../src/lib/money/money';
import type { Bill, DiscountInput, SettleAnswer, Tender } from '../../../src/kits/billing/domain/bill-types';
import type { OrderLine } from '../../../src/kits/billing/domain/order-types';
import { POS_BILLING_ENDPOINTS as API } from '../../../src/kits/billing/domain/pos-endpoints';
import { pricedBill } from '../../../src/kits/billing/domain/priced-bill';
import { serverToday } from '../../../src/mocks/core/server-dates';
import { ledgerEntries } from '../../../src/mocks/core/accounting/ledger-store';
import { itemsOf, outletsOf, pricingContext } from '../../../src/mocks/core/billing/billing-masters';
import { billsOf, writeBills, writeRunningTable } from '../../../src/mocks/core/billing/billing-store';

/** What the restaurant settlement tests (pos-settlement-*.test.ts) share: the companies, bills and reads. */
export const RESTAURANT = 1010;
export const HOTEL = 1001;
export const today = serverToday();

export interface BillSpec {
  billNo: number;
  lines: Array<[string, number]>; // item name, quantity
  outlet?: string;
  tableNo?: string;
  discount?: DiscountInput;
  nc?: boolean;
  dat?: string;
  billId?: string;
}

/** A bill as the order side writes it: priced by pricedBill, UNSETTLED, its table BILLED. */
export async function putBill(company: number, spec: BillSpec): Promise<Bill> {
  const outletCode = spec.outlet ?? (company === HOTEL ? 'MCR' : 'DIN');
  const tableNo = spec.tableNo ?? `T${spec.billNo}`;
  const items = await itemsOf(company);
  const outlet = (await outletsOf(company)).find((row) => row.code === outletCode)!;
  const byName = new Map([...items.values()].map((item) => [item.name, item]));
  const lines: OrderLine[] = spec.lines.map(([name, qty], index) => {
    const item = byName.get(name)!;
    return {
      lineId: `L${spec.billNo}-${index}`,
      itemId: item.code,
      itemName: item.name,
      kotGroup: item.kotGroup,
      qty,
      rate: item.rate,
      notes: '',
    };
  });
  const priced = pricedBill(lines, await pricingContext(company, outlet, today, items), spec.discount, spec.nc);
  const bill: Bill = {
    ...priced,
    billNo: spec.billNo,
    seq: `${outlet.billPrefix}26-${String(spec.billNo).padStart(6, '0')}`,
    billId: spec.billId ?? `bill-${spec.billNo}`,
    outlet: outletCode,
    tableNo,
    waiter: '',
    covers: 2,
    dat: spec.dat ?? today,
    time: new Date().toISOString(),
    user: 'ADMIN',
    kind: spec.nc ? 'NC' : 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: spec.nc ? 'MGMT' : '',
    voidReason: '',
    discountReason: '',
    kotIds: [`kot-${spec.billNo}`],
    tenders: [],
    settledAt: '',
    settleId: '',
    printCount: 1,
  };
  await writeBills(company, [bill]);
  await writeRunningTable(company, {
    outlet: outletCode,
    tableNo,
    waiter: '',
    covers: 2,
    openedAt: new Date().toISOString(),
    state: 'BILLED',
    amount: bill.total,
    billNo: bill.billNo,
    kotIds: bill.kotIds,
    lines,
  });
  return bill;
}

type SettleBody = { billno: number; settlemode: string; settleId: string; billId?: string; tenders?: Tender[] };
export const settle = (body: SettleBody, key: string | undefined = body.settleId) =>
  dataProvider.write(API.settle, body, key) as Promise<SettleAnswer & { result: string }>;
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { status?: number }) => `${error.status ?? ''} ${error.message}`.trim(),
  );
export const storedBill = async (company: number, billNo: number) => (await billsOf(company)).get(String(billNo))!;
export const voucherOf = async (company: number, seq: string) =>
  (await ledgerEntries(company)).filter((entry) => entry.voucher === seq);
export const sides = (entries: ReadonlyArray<{ debit: number; credit: number }>) => [
  sumPaise(entries.map((entry) => entry.debit)),
  sumPaise(entries.map((entry) => entry.credit)),
];
