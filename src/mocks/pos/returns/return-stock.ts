import { fromMilli, toMilli, type Milli } from '../../../lib/quantity/quantity';
import { lotOf } from '../../../kits/stock/stock-balance';
import { isIssueType, TransactionType, type StockRow } from '../../../kits/stock/stock-row';
import type { Bill } from '../../../kits/billing/domain/bill-types';
import type { ReturnedStock, SaleReturnAnswer } from '../../../modules/pos/returns/domain/returns-types';
import { itemMasters } from '../../core/stock/stock-masters';
import { currentStock, replaceStockRows, stockLedger } from '../../core/stock/stock-store';
import { needsOf } from '../../core/billing/pos-stock';
import { drawnLots, needKey, stockBack } from './stock-back';

/**
 * The stock type of goods coming back with a sale return (the inventory's SALE_RETURN, ours: the contract names
 * none); the rows go back into the lots the bill drew, at their rates.
 */
export const SALE_RETURN_STOCK_TYPE = TransactionType.SALE_RETURN;
const TYPES = [SALE_RETURN_STOCK_TYPE];

type Lines = ReadonlyArray<{ lineId: string; qty: number }>;

async function needsMap(companyCode: number, bill: Bill, qtys: Lines): Promise<Map<string, Milli>> {
  const lines = qtys.flatMap(({ lineId, qty }) => {
    const line = bill.lines.find((candidate) => candidate.lineId === lineId);
    return line && qty > 0 ? [{ ...line, qty }] : [];
  });
  const { needs } = await needsOf(companyCode, { lines });
  return new Map(needs.map((need) => [needKey(need.itemId, need.store), need.milli]));
}

/**
 * What a return brings back into stock: what the bill's consumption rule says the returned quantities drew, as a
 * share of what is still out of the store for the lines still unreturned (stock-back), lot by lot, into the
 * store and lot it left. `left` is each line's quantity still unreturned before this return.
 */
export async function stockComingBack(
  companyCode: number,
  bill: Bill,
  asked: Lines,
  left: Lines,
  earlier: readonly SaleReturnAnswer[],
): Promise<ReturnedStock[]> {
  const issued = (await stockLedger(companyCode)).filter(
    (row) => row.transactionId === bill.seq && isIssueType(row.transactionType),
  );
  if (issued.length === 0) return [];
  const [wanted, unreturned, { lookup }] = await Promise.all([
    needsMap(companyCode, bill, asked),
    needsMap(companyCode, bill, left),
    itemMasters(companyCode),
  ]);
  const lots = drawnLots(
    issued,
    earlier.flatMap((value) => value.stock),
  );
  return stockBack(lots, wanted, unreturned).map(({ row, milli }) => ({
    itemId: row.itemName,
    name: lookup(row.itemName)?.name ?? row.itemName,
    store: row.store,
    gin: row.gin,
    qty: fromMilli(milli),
    unit: row.stdum,
  }));
}

/** The return's stock rows (type 9), each into its lot at the rate it left at. */
export async function writeReturnStock(
  companyCode: number,
  seq: string,
  dat: string,
  billSeq: string,
  stock: readonly ReturnedStock[],
): Promise<void> {
  const issued = new Map(
    (await stockLedger(companyCode))
      .filter((row) => row.transactionId === billSeq && isIssueType(row.transactionType))
      .map((row) => [`${row.itemName}|${row.store}|${row.gin}`, row]),
  );
  const rows: StockRow[] = stock.map((back, index) => {
    const from = issued.get(`${back.itemId}|${back.store}|${back.gin}`);
    return {
      transactionId: seq,
      sno: index + 1,
      gin: back.gin,
      itemName: back.itemId,
      dat,
      batchNo: from?.batchNo ?? '',
      manudate: from?.manudate ?? '',
      expdate: from?.expdate ?? '',
      store: back.store,
      qtyin: back.qty,
      qtyout: 0,
      stdum: back.unit,
      rat: from?.rat ?? 0,
      department: '',
      descr: `Sale return ${seq} of bill ${billSeq}`,
      transactionType: SALE_RETURN_STOCK_TYPE,
      lineId: index + 1,
    };
  });
  await replaceStockRows(companyCode, seq, TYPES, rows, null);
}

/** The refusal to take back a return's stock that has since been drawn again (a lot would go below zero), or null. */
export async function stockInUse(companyCode: number, stock: readonly ReturnedStock[]): Promise<string | null> {
  if (stock.length === 0) return null;
  const { index } = await currentStock(companyCode);
  const used = stock.filter(
    (back) => (lotOf(index, back.itemId, back.store, back.gin)?.milli ?? 0) < toMilli(back.qty),
  );
  if (used.length === 0) return null;
  return `What it brought back is already in use (${used.map((back) => `${back.name} in ${back.store}`).join(', ')}), so it cannot be cancelled.`;
}

export const removeReturnStock = (companyCode: number, seq: string) =>
  replaceStockRows(companyCode, seq, TYPES, [], null);
