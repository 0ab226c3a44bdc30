import type { Bill, DiscountInput, Tender } from '../../kits/billing/domain/bill-types';
import type { OrderLine } from '../../kits/billing/domain/order-types';
import { POS_BILLING_ENDPOINTS } from '../../kits/billing/domain/pos-endpoints';
import { pricedBill } from '../../kits/billing/domain/priced-bill';
import { dataProvider } from '../../lib/api/data-provider';
import { serverToday } from '../core/server-dates';
import { itemsOf, outletsOf, pricingContext } from '../core/billing/billing-masters';
import { billsOf, writeBills, writeRunningTable } from '../core/billing/billing-store';

/**
 * For tests only: a restaurant bill as the order side writes it (priced by pricedBill, its table BILLED), then
 * settled through the real settlement route (which posts its voucher, draws its recipes and writes the credit
 * customer's row), as tests/integration/support/pos-settlement.ts builds them.
 */
export async function settledBill(
  company: number,
  spec: {
    billNo: number;
    lines: Array<[string, number]>;
    outlet?: string;
    discount?: DiscountInput;
    tenders?: (total: number) => Tender[];
  },
): Promise<Bill> {
  const outletCode = spec.outlet ?? 'DIN';
  const today = serverToday();
  const items = await itemsOf(company);
  const outlet = (await outletsOf(company)).find((row) => row.code === outletCode)!;
  const byName = new Map([...items.values()].map((item) => [item.name, item]));
  const lines: OrderLine[] = spec.lines.map(([name, qty], index) => {
    const item = byName.get(name);
    if (!item) throw new Error(`No item ${name} in ${company}`);
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
  const priced = pricedBill(lines, await pricingContext(company, outlet, today, items), spec.discount);
  const tableNo = `T${spec.billNo}`;
  const bill: Bill = {
    ...priced,
    billNo: spec.billNo,
    seq: `${outlet.billPrefix}26-${String(spec.billNo).padStart(6, '0')}`,
    billId: `bill-${spec.billNo}`,
    outlet: outletCode,
    tableNo,
    waiter: '',
    covers: 2,
    dat: today,
    time: new Date().toISOString(),
    user: 'ADMIN',
    kind: 'NORMAL',
    status: 'UNSETTLED',
    ncDepartment: '',
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
  const tenders = spec.tenders?.(bill.total) ?? [{ mode: 'CASH', amount: bill.total }];
  await dataProvider.write(
    POS_BILLING_ENDPOINTS.settle,
    {
      billno: bill.billNo,
      settlemode: tenders.length > 1 ? 'SPLIT' : tenders[0]!.mode,
      settleId: `settle-${spec.billNo}`,
      tenders,
    },
    `settle-${spec.billNo}`,
  );
  return (await billsOf(company)).get(String(bill.billNo))!;
}
