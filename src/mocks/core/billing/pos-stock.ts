import type { Bill } from '../../../kits/billing/domain/bill-types';
import { issueFromStock, type IssueRequest } from '../../../kits/stock/issue-from-stock';
import { stockIndex } from '../../../kits/stock/stock-balance';
import { StockDrawer } from '../../../kits/stock/stock-draw';
import { TransactionType, type StockRow } from '../../../kits/stock/stock-row';
import { fromMilli, type Milli } from '../../../lib/quantity/quantity';
import { issueRateRule, itemMasters } from '../stock/stock-masters';
import { currentStock, replaceStockRows, stockLedger } from '../stock/stock-store';
import { itemsOf } from './billing-masters';
import { goodsLinks } from './pos-stock-goods';
import { consumptionMilli } from './pos-stock-quantity';
import { recipeLinks, recipeOfItem, stockItemUnits, unitFactor } from './pos-stock-recipes';

/**
 * The stock type of a settled bill's consumption: the inventory's own ISSUE (103), so the stock reports,
 * the closing stock and the average rate read it as they read any issue; the rows carry the bill's number
 * as their document and "POS sale" in their description.
 */
export const POS_SALE_STOCK_TYPE = TransactionType.ISSUE;

export interface ConsumedLine {
  itemId: string;
  name: string;
  store: string;
  unit: string;
  qty: number; // taken from stock
}

export interface Shortfall extends ConsumedLine {
  wanted: number; // what the recipes asked for; qty is what was there
}

export interface StockEffect {
  consumed: ConsumedLine[];
  shortfalls: Shortfall[];
  /** Menu items sold with no recipe (nothing consumed for them), and ingredients whose unit does not convert. */
  notLinked: string[];
}

const NO_EFFECT: StockEffect = { consumed: [], shortfalls: [], notLinked: [] };

/**
 * What the bill's lines need of each ingredient in each store, in thousandths of the stock unit (a sale return reverses
 * the same).
 */
export async function needsOf(companyCode: number, bill: Pick<Bill, 'lines'>) {
  const [links, goods, units, menu] = await Promise.all([
    recipeLinks(companyCode),
    goodsLinks(companyCode),
    stockItemUnits(companyCode),
    itemsOf(companyCode),
  ]);
  const needs = new Map<string, { itemId: string; store: string; milli: Milli }>();
  const notLinked: string[] = [];
  for (const line of bill.lines) {
    const name = menu.get(line.itemId)?.name ?? line.itemName;
    // A recipe first; else goods sold as themselves (pos-stock-goods).
    const link = recipeOfItem(links, name) ?? recipeOfItem(goods, name);
    if (!link) {
      notLinked.push(name);
      continue;
    }
    for (const part of link.ingredients) {
      const item = units.get(part.ingredient);
      if (item && !item.inventory) continue;
      const factor = item ? unitFactor(item, part.unit) : undefined;
      if (!item || factor === undefined) {
        notLinked.push(`${name}: ${part.ingredient} in ${part.unit}`);
        continue;
      }
      const milli = consumptionMilli(part.quantity, line.qty, link.batchSize, factor);
      if (milli <= 0) continue;
      const key = `${link.store}|${part.ingredient}`;
      const need = needs.get(key) ?? { itemId: part.ingredient, store: link.store, milli: 0 };
      need.milli += milli;
      needs.set(key, need);
    }
  }
  return { needs: [...needs.values()], notLinked: [...new Set(notLinked)] };
}

/**
 * A settled bill's consumption: its items' recipes drawn from their kitchens' stores like a material issue
 * (oldest lot first at the lot's rate, or the average rate by the inventory setting), written to the stock
 * ledger under the bill's number. The food is already served, so a shortage never stops the settlement:
 * what is in the store is taken, the rest recorded as a shortfall, and stock never goes below zero.
 * The caller holds the company's write queue (settleBill takes it for the whole settlement).
 */
export function consumeForBill(companyCode: number, bill: Bill, date: string): Promise<StockEffect> {
  if (bill.kind === 'VOID' || bill.lines.length === 0) return Promise.resolve(NO_EFFECT);
  return (async () => {
    const { needs, notLinked } = await needsOf(companyCode, bill);
    if (needs.length === 0) {
      await replaceStockRows(companyCode, bill.seq, [POS_SALE_STOCK_TYPE], [], null);
      return { ...NO_EFFECT, notLinked };
    }
    const [ledger, current, { lookup }, rateRule] = await Promise.all([
      stockLedger(companyCode),
      currentStock(companyCode),
      itemMasters(companyCode),
      issueRateRule(companyCode),
    ]);
    const index = date >= current.lastDate ? current.index : stockIndex(ledger, date);
    const drawer = new StockDrawer(index);
    const requests: IssueRequest[] = [];
    const consumed: ConsumedLine[] = [];
    const shortfalls: Shortfall[] = [];
    const descr = `POS sale ${bill.seq}`;
    for (const need of needs) {
      const taken = Math.min(need.milli, drawer.available(need.itemId, need.store));
      if (taken > 0) drawer.take(need.itemId, need.store, taken);
      const item = lookup(need.itemId);
      const line = {
        itemId: need.itemId,
        name: item?.name ?? need.itemId,
        store: need.store,
        unit: item?.unit ?? '',
        qty: fromMilli(taken),
      };
      if (taken > 0) {
        requests.push({ itemName: need.itemId, store: need.store, qty: line.qty, descr });
        consumed.push(line);
      }
      if (taken < need.milli) shortfalls.push({ ...line, wanted: fromMilli(need.milli) });
    }
    let rows: StockRow[] = [];
    if (requests.length > 0) {
      const issued = issueFromStock(ledger, requests, {
        transactionId: bill.seq,
        date,
        items: lookup,
        rateRule,
        transactionType: POS_SALE_STOCK_TYPE,
        index,
      });
      // The drawer above checked every quantity against the same index, so the issue cannot fall short.
      if (!issued.ok)
        throw new Error(`Stock of bill ${bill.seq}: ${issued.problems.map((problem) => problem.message).join(' ')}`);
      rows = issued.rows;
    }
    await replaceStockRows(companyCode, bill.seq, [POS_SALE_STOCK_TYPE], rows, null);
    return { consumed, shortfalls, notLinked };
  })();
}
