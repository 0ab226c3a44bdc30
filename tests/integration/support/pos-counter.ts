import { dataProvider } from '../../../src/lib/api/data-provider';
import { onHandMilli, stockIndex } from '../../../src/kits/stock/stock-balance';
import { COUNTER_ENDPOINTS as API } from '../../../src/modules/pos/counter/domain/counter-endpoints';
import type { CounterBill, CounterRequirements } from '../../../src/modules/pos/counter/domain/counter-types';
import type { Tender } from '../../../src/kits/billing/domain/bill-types';
import { serverToday } from '../../../src/mocks/core/server-dates';
import { ledgerEntries } from '../../../src/mocks/core/accounting/ledger-store';
import { stockLedger } from '../../../src/mocks/core/stock/stock-store';

// What the counter sale tests (pos-counter-*.test.ts) share: the shop, a sale's body and the reads of its effects.
export const SHOP = 1015;
export const today = serverToday();
let n = 0;

export interface Sale {
  outlet?: string;
  customer?: string;
  lines: Array<[string, number]>; // item code, quantity
  settlemode?: string;
  tenders?: Tender[];
  billId?: string;
  discount?: { kind: 'PERCENT'; percent: number };
  discountReason?: string;
}

export const body = (sale: Sale) => {
  const billId = sale.billId ?? `counter-${++n}`;
  return {
    header: {
      billId,
      outlet: sale.outlet ?? 'C01',
      customer: sale.customer ?? '',
      settlemode: sale.settlemode ?? 'CASH',
      settleId: `${billId}-s`,
      ...(sale.discount ? { discount: sale.discount, discountReason: sale.discountReason ?? '' } : {}),
    },
    lines: sale.lines.map(([itemId, qty], at) => ({ lineId: `L${at + 1}`, itemId, qty })),
    tenders: sale.tenders ?? [],
    traCheck: 1,
  };
};
export type Made = { result: string; bill: CounterBill; change?: number };
export const sell = (sale: Sale, key?: string) => {
  const sent = body(sale);
  return dataProvider.write(API.bill, sent, key ?? sent.header.billId).then((answer) => answer as unknown as Made);
};
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
export const onHand = async (itemId: string, store: string) =>
  onHandMilli(stockIndex([...(await stockLedger(SHOP))]), itemId, store);
export const voucherOf = async (seq: string) => (await ledgerEntries(SHOP)).filter((entry) => entry.voucher === seq);
export const needs = () => dataProvider.report<CounterRequirements>(API.requirements, {});
export const goods = (requirements: CounterRequirements, name: string) => {
  const item = requirements.items.find((row) => row.name === name)!;
  return {
    item,
    stock: requirements.stock.find((row) => row.item === item.code)!,
    barcode: requirements.codes.find((row) => row.item === item.code)!.code,
  };
};
