import { fromPaise, toPaise } from '../../../lib/money/money';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import { adjustAdvances, type Adjustment } from '../../../modules/pos/stock-sales/domain/advance-adjustment';
import { creditRefusal } from '../../../modules/pos/stock-sales/domain/credit-limit';
import { invoiceFigures, type InvoiceFigures } from '../../../modules/pos/stock-sales/domain/invoice-figures';
import { lotProblems } from '../../../modules/pos/stock-sales/domain/lot-stock';
import { lineTaxParts, saleTypeRefusal } from '../../../modules/pos/stock-sales/domain/sale-type-rules';
import type { SaleLine } from '../../../modules/pos/stock-sales/domain/stock-sale-types';
import type { StoreLot } from '../../../modules/pos/stock-sales/domain/sale-requirements';
import type { StockIndex } from '../../../kits/stock/stock-balance';
import { advancesWithLeft } from './sale-advance-store';
import type { SaleContext, SaleInput } from './sale-input';
import { storeLots } from '../../core/sales/sale-lots';
import { approvedSaleOrders, pendingOrderLines } from '../../core/sales/sale-orders';
import type { StoredSale } from '../../core/sales/sale-store';

export interface PricedSale {
  lines: Omit<SaleLine, 'sno'>[];
  figures: InvoiceFigures;
  adjustments: Adjustment[];
  advancePaise: number;
}

/** Sale-order lines: each must be a pending line of this customer's approved order, never more than is pending. */
async function orderProblems(
  companyCode: number,
  input: SaleInput,
  context: SaleContext,
  liveSales: readonly StoredSale[],
): Promise<string[]> {
  const wanted = input.lines.filter((line) => line.refSoid !== null);
  if (wanted.length === 0) return [];
  const pending = pendingOrderLines(await approvedSaleOrders(companyCode), liveSales, () => 0);
  const asked = new Map<string, number>();
  const problems: string[] = [];
  for (const line of wanted) {
    const order = pending.find(
      (row) => row.soid === line.refSoid && row.sno === line.refSoLine && row.itemid === line.itemId,
    );
    if (!order) {
      problems.push(
        `Line ${line.refSoLine ?? '?'} of sale order ${line.refSoid} has nothing pending for ${context.customer.name}.`,
      );
      continue;
    }
    if (order.partyid !== context.customer.code)
      problems.push(`Sale order ${order.sono} is not ${context.customer.name}’s.`);
    const key = `${order.soid}|${order.sno}`;
    const total = (asked.get(key) ?? 0) + toMilli(line.qty);
    asked.set(key, total);
    if (total > toMilli(order.pending))
      problems.push(
        `Only ${fromMilli(toMilli(order.pending))} ${order.um} of ${order.itemname} is pending on sale order ${order.sono}; ${fromMilli(total)} was asked for.`,
      );
  }
  return problems;
}

/**
 * Prices an invoice as the server stores it, or answers every refusal at once: sale-order lines within what
 * is pending, each lot's stock (never beyond it, never expired), the sale type's GSTIN rule, the advances to
 * adjust, the credit limit. Rates, discounts and taxes are frozen on the lines.
 */
export async function priceSale(
  companyCode: number,
  input: SaleInput,
  context: SaleContext,
  index: StockIndex,
  date: string,
  liveSales: readonly StoredSale[],
): Promise<PricedSale | string> {
  const refusals: string[] = [];
  const typeRefusal = saleTypeRefusal(context.saleType, context.customer);
  if (typeRefusal) refusals.push(typeRefusal);
  refusals.push(...(await orderProblems(companyCode, input, context, liveSales)));
  const lots: StoreLot[] = [];
  for (const pair of new Set(input.lines.map((line) => `${line.store}|${line.itemId}`))) {
    const [store, itemId] = pair.split('|') as [string, string];
    lots.push(...storeLots(index, itemId, store));
  }
  const demands = input.lines.map((line, at) => {
    const item = context.items.get(line.itemId)!;
    return {
      line: at + 1,
      itemId: line.itemId,
      itemName: item.itemname,
      um: item.um,
      store: line.store,
      gin: line.gin,
      qty: line.qty,
    };
  });
  refusals.push(...lotProblems(demands, lots, date).map((problem) => `Line ${problem.line}: ${problem.message}`));
  if (refusals.length > 0) return refusals.join(' ');

  const lineTaxes = input.lines.map((line) => lineTaxParts(context.saleType, context.taxes.get(line.taxCode)));
  const figures = invoiceFigures(
    input.lines.map((line, at) => ({
      qty: line.qty,
      rate: toPaise(line.rat),
      discPer: line.discPer,
      taxParts: lineTaxes[at]!,
    })),
  );
  const open = (await advancesWithLeft(companyCode))
    .filter(({ advance, leftPaise }) => advance.partyId === context.customer.code && leftPaise > 0)
    .map(({ advance, leftPaise }) => ({ recordId: advance.recordId, seq: advance.seq, dat: advance.dat, leftPaise }));
  const adjusted = adjustAdvances(open, toPaise(input.header.advance), figures.total);
  if (!adjusted.ok) return adjusted.message;
  const advancePaise = toPaise(input.header.advance);
  const credit = creditRefusal({
    customer: context.customer.name,
    limitPaise: toPaise(context.customer.creditAmount),
    balancePaise: toPaise(context.customer.balance),
    pendingPaise: figures.total - advancePaise,
  });
  if (credit) return credit;

  const lines = input.lines.map((line, at) => {
    const item = context.items.get(line.itemId)!;
    const lot = lots.find((row) => row.gin === line.gin && row.store === line.store && row.itemid === line.itemId)!;
    const tax = context.taxes.get(line.taxCode);
    const parts = lineTaxes[at]!;
    const own = figures.lines[at]!;
    return {
      store: line.store,
      itemId: line.itemId,
      itemName: item.itemname,
      um: item.um,
      gin: lot.gin,
      batchno: lot.batchno,
      manudate: lot.manudate,
      expdate: lot.expdate,
      qty: line.qty,
      mrp: 1,
      rat: fromPaise(toPaise(line.rat)),
      discPer: line.discPer,
      taxCode: parts.length > 0 ? line.taxCode : '',
      taxParts: parts,
      hsn: parts.length > 0 ? (tax?.hsnSac ?? '') : '',
      amount: fromPaise(own.amount),
      discount: fromPaise(own.discount),
      taxable: fromPaise(own.taxable),
      tax: fromPaise(own.tax),
      refSoid: line.refSoid,
      refSoLine: line.refSoLine,
    };
  });
  return { lines, figures, adjustments: adjusted.adjustments, advancePaise };
}
