import type { Paise } from '../../../lib/money/money';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { validateCountSheet, type CountLine } from './count-sheet';
import { ginsOf, nextGins } from '../../../kits/stock/gin-number';
import type { LineProblem } from '../../../kits/stock/line-problem';
import { formatQuantity, fromMilli, type Milli } from '../../../lib/quantity/quantity';
import { latestReceiptRate, stockIndex, type StockIndex } from '../../../kits/stock/stock-balance';
import { StockDrawer } from '../../../kits/stock/stock-draw';
import { TransactionType, type ItemLookup, type StockRow } from '../../../kits/stock/stock-row';

export interface AuditOptions {
  transactionId: string;
  /** yyyy-MM-dd: the count's day; book stock is taken as on it, and gains get GINs of it. */
  date: string;
  /** The store counted. */
  store: string;
  items: ItemLookup;
  /** Rupees per unit for a gain of an item never received (its master rate); 0 when not given. */
  standardRate?: (itemName: string) => number | undefined;
  /** The rows' descr: 'Stock audit' unless given. */
  descr?: string;
  /** An index of the same ledger as on `date`, when the caller has one. */
  index?: StockIndex;
}

/** One counted item that differs from the book. */
export interface AuditChange {
  line: number;
  itemName: string;
  book: number;
  counted: number;
  /** counted − book: above 0 a gain, below 0 a loss. */
  difference: number;
}

export interface AuditSummary {
  /** Lines on the sheet. */
  lines: number;
  /** Items whose count differs from the book. */
  itemsChanged: number;
  /** Value of the gains, in paise (at each item's latest receipt rate). */
  gainValue: Paise;
  /** Value of the losses, in paise (at the rates of the lots drawn). */
  lossValue: Paise;
}

/** The adjustment rows with what changed and a summary, or every problem of the sheet. */
export type AuditResult =
  | { ok: true; rows: StockRow[]; changes: AuditChange[]; summary: AuditSummary }
  | { ok: false; problems: LineProblem[] };

type LotDetails = Pick<StockRow, 'gin' | 'batchNo' | 'manudate' | 'expdate' | 'stdum' | 'rat'>;

/** One adjustment row: a gain (qtyin) or a loss (qtyout) of `milli` thousandths of one lot. */
function adjustmentRow(
  options: AuditOptions,
  line: number,
  itemName: string,
  lot: LotDetails,
  milli: Milli,
  type: number,
): StockRow {
  const gain = type === TransactionType.AUDIT_GAIN;
  return {
    transactionId: options.transactionId,
    sno: line,
    gin: lot.gin,
    itemName,
    dat: options.date,
    batchNo: lot.batchNo,
    manudate: lot.manudate,
    expdate: lot.expdate,
    store: options.store,
    qtyin: gain ? fromMilli(milli) : 0,
    qtyout: gain ? 0 : fromMilli(milli),
    stdum: lot.stdum,
    rat: lot.rat,
    department: '',
    descr: options.descr ?? 'Stock audit',
    transactionType: type,
    lineId: 0,
  };
}

/**
 * A stock audit of one store: the count sheet against the book stock as on the date. The sheet is
 * checked as a whole first (validateCountSheet: every problem at once). Then each item counted
 * above its book gets an AUDIT_GAIN row with a new GIN at its latest receipt rate; each counted
 * below gets AUDIT_LOSS rows drawn from its lots oldest first, at their rates. Items not on the
 * sheet are left alone. The ledger is indexed once, so a 5,000-line sheet against a million rows is quick.
 */
export function auditStock(
  ledger: readonly StockRow[],
  sheet: readonly CountLine[],
  options: AuditOptions,
): AuditResult {
  const { counts, problems } = validateCountSheet(sheet, options.items);
  if (!options.store) problems.unshift({ line: 0, itemName: '', message: 'Choose the store that was counted.' });
  if (problems.length > 0) return { ok: false, problems };
  const index = options.index ?? stockIndex(ledger, options.date);
  const drawer = new StockDrawer(index);
  const changes: AuditChange[] = [];
  const gains: { line: number; itemName: string; gainMilli: Milli }[] = [];
  const losses: StockRow[] = [];
  const lossProblems: LineProblem[] = [];
  for (const { line, itemName, milli } of counts) {
    const book = index.onHandMilli(itemName, options.store);
    if (milli === book) continue;
    const change = {
      line,
      itemName,
      book: fromMilli(book),
      counted: fromMilli(milli),
      difference: fromMilli(milli - book),
    };
    changes.push(change);
    if (milli > book) {
      gains.push({ line, itemName, gainMilli: milli - book });
      continue;
    }
    const draws = drawer.take(itemName, options.store, book - milli);
    if (draws === null) {
      const item = options.items(itemName)!;
      const held = formatQuantity(fromMilli(drawer.available(itemName, options.store)), item.unit);
      lossProblems.push({
        line,
        itemName,
        message: `The lots of ${item.name} (${itemName}) in store ${options.store} hold only ${held}, less than its book stock ${formatQuantity(change.book, item.unit)}.`,
      });
      continue;
    }
    for (const { lot, milli: part } of draws)
      losses.push(adjustmentRow(options, line, itemName, lot, part, TransactionType.AUDIT_LOSS));
  }
  if (lossProblems.length > 0) return { ok: false, problems: lossProblems };

  const gins = gains.length > 0 ? nextGins(options.date, ginsOf(ledger), gains.length) : [];
  const gainRows = gains.map(({ line, itemName, gainMilli }, n) => {
    const rat = latestReceiptRate(index, itemName) ?? options.standardRate?.(itemName) ?? 0;
    const lot = { gin: gins[n]!, batchNo: '', manudate: '', expdate: '', stdum: options.items(itemName)!.unit, rat };
    return adjustmentRow(options, line, itemName, lot, gainMilli, TransactionType.AUDIT_GAIN);
  });
  const rows = [...gainRows, ...losses].sort((a, b) => a.sno - b.sno);
  for (let n = 0; n < rows.length; n++) rows[n]!.lineId = n + 1;
  const valueOf = (row: StockRow): Paise => multiplyByQuantity(toPaise(row.rat), row.qtyin || row.qtyout);
  const summary: AuditSummary = {
    lines: sheet.length,
    itemsChanged: changes.length,
    gainValue: sumPaise(gainRows.map(valueOf)),
    lossValue: sumPaise(losses.map(valueOf)),
  };
  return { ok: true, rows, changes, summary };
}
