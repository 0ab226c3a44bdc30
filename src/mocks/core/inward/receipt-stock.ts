import { divideByQuantity, multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { ginPrefix, nextGins } from '../../../kits/stock/gin-number';
import { fromMilli, toMilli } from '../../../lib/quantity/quantity';
import { TransactionType, type StockRow } from '../../../kits/stock/stock-row';
import type { ReceiptHeader, ReceiptLine } from '../../../kits/inward/receipt-types';
import { stockLedger } from '../stock/stock-store';

/**
 * Each line's goods inward number: the line's own where it had one (a modified receipt keeps its lots), else the day's
 * next.
 */
export async function receiptGins(
  companyCode: number,
  date: string,
  lines: readonly ReceiptLine[],
  previous: readonly string[],
): Promise<string[]> {
  const kept = lines.map((_, index) => previous[index] ?? '');
  const missing = kept.filter((gin) => gin === '').length;
  if (missing === 0) return kept;
  // Only the day's numbers matter: a pass over the ledger, no set of every lot ever received.
  const prefix = ginPrefix(date);
  const used = new Set<string>();
  for (const row of await stockLedger(companyCode)) if (row.gin.startsWith(prefix)) used.add(row.gin);
  const fresh = nextGins(date, used, missing);
  return kept.map((gin) => gin || fresh.shift()!);
}

/**
 * The receipt's stock rows (contract 03 section 5): one per line, transaction type 1, in the stock
 * unit: quantity x conversion in, and the rate per stock unit (rate / conversion), exactly.
 */
export function receiptStockRows(
  header: ReceiptHeader,
  lines: readonly ReceiptLine[],
  units: ReadonlyMap<string, string>,
): StockRow[] {
  return lines.map((line, index) => ({
    transactionId: header.seq,
    sno: index + 1,
    gin: line.gin,
    itemName: line.itemId,
    dat: header.dat,
    batchNo: line.batchno ?? '',
    manudate: line.manudate ?? '',
    expdate: line.expdate ?? '',
    store: line.store,
    qtyin: fromMilli(multiplyByQuantity(toMilli(line.qty), line.mrp)),
    qtyout: 0,
    stdum: units.get(line.itemId) ?? '',
    rat: fromPaise(divideByQuantity(toPaise(line.rat), line.mrp)),
    department: '',
    descr: `Purchase of MIR ${header.seq} from ${header.vendorname}`,
    transactionType: TransactionType.RECEIPT,
    lineId: 1,
  }));
}

/** Has any lot of the receipt been drawn from (issued, returned, lost, moved)? The server's "already in use". */
export async function receiptLotsUsed(companyCode: number, gins: readonly string[]): Promise<boolean> {
  if (gins.length === 0) return false;
  const mine = new Set(gins.filter(Boolean));
  return (await stockLedger(companyCode)).some((row) => mine.has(row.gin) && row.qtyout > 0);
}
