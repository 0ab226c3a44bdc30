import { dataProvider } from '../../../src/lib/api/data-provider';
import { fromPaise } from '../../../src/lib/money/money';
import { trialBalance } from '../../../src/modules/accounts/ledger/trial-balance';
import { returnFigures } from '../../../src/modules/pos/returns/domain/refund-rules';
import { SALE_RETURN_ENDPOINTS as API } from '../../../src/modules/pos/returns/domain/returns-endpoints';
import type { SaleForReturn } from '../../../src/modules/pos/returns/domain/returns-types';
import { serverToday } from '../../../src/mocks/core/server-dates';
import { chartOf, ledgerEntries, openingSets } from '../../../src/mocks/core/accounting/ledger-store';

// What the sale return backend tests (pos-sale-returns-*.test.tsx) share: the company, a return as the screen sends
// it and the check that the books still agree.
export const COMPANY = 1010;
export const today = serverToday();
export const CUSTOMER = 'SC-0006'; // a staff customer with a 5,000.00 credit limit

export const sale = async (billNo: number) => (await dataProvider.get<SaleForReturn>(API.sale, String(billNo)))!;
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'saved',
    (error: Error & { fieldErrors?: Record<string, string> }) =>
      [error.message, ...Object.values(error.fieldErrors ?? {})].join(' | '),
  );
type Asked = Array<[string, number]>;
const lineIdOf = (source: SaleForReturn, name: string) => source.lines.find((line) => line.itemName === name)!.lineId;
/** SetSaleReturn as the screen sends it: the quantities by line, the refund the cashier saw. */
export async function saveReturn(
  billNo: number,
  asked: Asked,
  refundMode: 'CASH' | 'CREDIT' = 'CASH',
  key = `r-${billNo}-${JSON.stringify(asked)}-${refundMode}`,
) {
  const source = await sale(billNo);
  const quantities = new Map(asked.map(([name, qty]) => [lineIdOf(source, name), qty]));
  const figures = returnFigures(source, quantities);
  const body = {
    header: { billNo, refundMode, reason: 'Guest did not like it', total: fromPaise(figures.total) },
    lines: [...quantities].map(([lineId, qty]) => ({ lineId, qty })),
    taxes: [],
    traCheck: 1,
  };
  return { answer: await dataProvider.write(API.save, body, key), figures };
}
export async function agrees() {
  const balance = trialBalance(await chartOf(COMPANY), await openingSets(COMPANY), await ledgerEntries(COMPANY), {
    to: today,
  });
  return balance.totals.debit === balance.totals.credit && balance.totals.closingDebit === balance.totals.closingCredit;
}
