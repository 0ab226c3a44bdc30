import { dataProvider } from '../../../src/lib/api/data-provider';
import { sumPaise } from '../../../src/lib/money/money';
import { SALE_ENDPOINTS } from '../../../src/modules/pos/stock-sales/domain/stock-sale-endpoints';
import type { SaleDocument } from '../../../src/modules/pos/stock-sales/domain/stock-sale-types';
import type { SaleRequirements, StoreLot } from '../../../src/modules/pos/stock-sales/domain/sale-requirements';
import { ledgerEntries } from '../../../src/mocks/core/accounting/ledger-store';
import { currentStock } from '../../../src/mocks/core/stock/stock-store';
import { customerOutstandingPaise } from '../../../src/mocks/core/accounting/party-postings';
import { signInAs } from './render-app';

// What the stock sales backend tests (pos-stock-sales-*.test.tsx) share: the company, an invoice's body and the
// reads of its effects.
export const COMPANY = 1002;

export const requirements = () => dataProvider.read<SaleRequirements>(SALE_ENDPOINTS.requirements);
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error) => error.message,
  );
export const balanced = async () => {
  const entries = await ledgerEntries(COMPANY);
  return sumPaise(entries.map((entry) => entry.debit)) === sumPaise(entries.map((entry) => entry.credit));
};
export const onHand = async (lot: StoreLot) =>
  (await currentStock(COMPANY)).index.lots(lot.itemid, lot.store).find((row) => row.gin === lot.gin)!.milli / 1000;
export const line = (lot: StoreLot, qty: number, extra: Record<string, unknown> = {}) => ({
  store: lot.store,
  itemId: lot.itemid,
  gin: lot.gin,
  qty,
  rat: 100,
  discPer: 0,
  taxCode: 'GST18',
  refSoid: null,
  refSoLine: null,
  ...extra,
});
export const sell = (partyId: string, lines: unknown[], header: Record<string, unknown> = {}) =>
  dataProvider.write(SALE_ENDPOINTS.save, {
    header: { saleType: 'B2B', partyId, agent: '', employee: '', remarks: '', advance: 0, ...header },
    lines,
    taxes: [],
    traCheck: 1,
  });
export const cancel = (recordId: unknown, reason = 'Wrong customer') =>
  dataProvider.write(SALE_ENDPOINTS.save, { header: { recordId }, reason, traCheck: 3 });
export const getSale = async (recordId: unknown) =>
  (await dataProvider.get<SaleDocument>(SALE_ENDPOINTS.get, String(recordId)))!;
export const owed = async (code: string) => (await customerOutstandingPaise(COMPANY)).get(code) ?? 0;

export async function setting() {
  await signInAs(COMPANY, 'admin');
  const needs = await requirements();
  const b2b = needs.customers.find((customer) => customer.gstin && customer.creditAmount > 0)!;
  const consumer = needs.customers.find((customer) => !customer.gstin)!;
  const lot = needs.lots.find((row) => row.available >= 10)!;
  return { needs, b2b, consumer, lot };
}
