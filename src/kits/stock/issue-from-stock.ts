import type { Paise } from '../../lib/money/money';
import { fromPaise } from '../../lib/money/money';
import { averageReceiptRates, financialYearStart } from './average-rate';
import type { LineProblem } from './line-problem';
import { formatQuantity, fromMilli, isQuantity, toMilli } from '../../lib/quantity/quantity';
import { stockIndex, type StockIndex } from './stock-balance';
import { StockDrawer } from './stock-draw';
import { isIssueType, TransactionType, type ItemLookup, type StockRow } from './stock-row';

/**
 * How an issue is priced (the inventory setting `inv_iss`): the rate of the lot drawn, or the year's weighted average.
 */
export type RateRule = 'GIN' | 'AVERAGE';

/** One line of an issue: take `qty` of an item out of a store (from one lot when `gin` is given). */
export interface IssueRequest {
  itemName: string;
  store: string;
  qty: number;
  gin?: string;
  department?: string;
  descr?: string;
}

export interface IssueOptions {
  /** The document's number, written on every row. */
  transactionId: string;
  /** yyyy-MM-dd: the rows' date; stock is taken as on this day, and the average rate runs to it. */
  date: string;
  /** Names and units for messages (and to reject unknown items). */
  items: ItemLookup;
  rateRule: RateRule;
  /** ISSUE (103) unless given; any type above 100 (LOSS, SAMPLE_OUT, PURCHASE_RETURN, TRANSFER_OUT…). */
  transactionType?: number;
  /** AVERAGE: where the average starts; the financial year (1 April) of `date` unless given. */
  yearStart?: string;
  /** An index of the same ledger as on `date`, when the caller has one (saves the pass). */
  index?: StockIndex;
}

/** The out-rows of every line, or every problem of the document (then no rows at all). */
export type IssueResult = { ok: true; rows: StockRow[] } | { ok: false; problems: LineProblem[] };

/** The problems of a line before any stock is looked at. */
function lineProblems(request: IssueRequest, line: number, items: ItemLookup): LineProblem[] {
  const item = items(request.itemName);
  const problem = (message: string): LineProblem => ({ line, itemName: request.itemName, message });
  if (!item)
    return [problem(request.itemName ? `${request.itemName} is not a known item.` : 'The line names no item.')];
  const named = `${item.name} (${request.itemName})`;
  const problems: LineProblem[] = [];
  if (!request.store) problems.push(problem(`Choose the store ${named} comes from.`));
  if (!(request.qty > 0)) problems.push(problem(`The quantity of ${named} must be more than 0.`));
  else if (!isQuantity(request.qty))
    problems.push(problem(`The quantity ${request.qty} of ${named} has more than 3 decimals.`));
  return problems;
}

/**
 * Turns the lines of an issue (or a loss, a sample out, a return, a transfer out) into stock out-rows.
 * Each line draws oldest lots first (FIFO), or its own GIN; a line drawing from several lots gives a
 * row per lot. Lines of the same item and store share the stock: a later line gets only what the
 * earlier ones left. Rates: 'GIN' → the rate of the lot drawn; 'AVERAGE' → the item's weighted
 * average receipt rate from the year start to the date (the lot's rate when it had no receipts then).
 * Every problem of every line is returned at once, e.g. 'Only 12.5 KG of Basmati rice (ITM-0003)
 * is in store MAIN; 20 was asked for.'
 */
export function issueFromStock(
  ledger: readonly StockRow[],
  requests: readonly IssueRequest[],
  options: IssueOptions,
): IssueResult {
  const transactionType = options.transactionType ?? TransactionType.ISSUE;
  if (!isIssueType(transactionType))
    throw new RangeError(`Stock goes out only with a type above 100, not ${transactionType}`);
  const drawer = new StockDrawer(options.index ?? stockIndex(ledger, options.date));
  let averages: Map<string, Paise> | undefined;
  if (options.rateRule === 'AVERAGE') {
    const wanted = new Set(requests.map((request) => request.itemName));
    averages = averageReceiptRates(ledger, options.yearStart ?? financialYearStart(options.date), options.date, wanted);
  }
  const rows: StockRow[] = [];
  const problems: LineProblem[] = [];
  requests.forEach((request, index) => {
    const line = index + 1;
    const invalid = lineProblems(request, line, options.items);
    if (invalid.length > 0) {
      problems.push(...invalid);
      return;
    }
    const gin = request.gin || undefined;
    const draws = drawer.take(request.itemName, request.store, toMilli(request.qty), gin);
    if (draws === null) {
      problems.push({ line, itemName: request.itemName, message: shortage(drawer, request, gin, options.items) });
      return;
    }
    const average = averages?.get(request.itemName);
    for (const { lot, milli } of draws) {
      rows.push({
        transactionId: options.transactionId,
        sno: line,
        gin: lot.gin,
        itemName: request.itemName,
        dat: options.date,
        batchNo: lot.batchNo,
        manudate: lot.manudate,
        expdate: lot.expdate,
        store: request.store,
        qtyin: 0,
        qtyout: fromMilli(milli),
        stdum: lot.stdum,
        rat: average === undefined ? lot.rat : fromPaise(average),
        department: request.department ?? '',
        descr: request.descr ?? '',
        transactionType,
        lineId: rows.length + 1,
      });
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

/**
 * 'Only 12.5 KG of Basmati rice (ITM-0003) is in store MAIN; 20 was asked for.' (and what earlier lines left, or the
 * GIN).
 */
function shortage(drawer: StockDrawer, request: IssueRequest, gin: string | undefined, items: ItemLookup): string {
  const item = items(request.itemName)!;
  const available = formatQuantity(fromMilli(drawer.available(request.itemName, request.store, gin)), item.unit);
  const where = `store ${request.store}${gin === undefined ? '' : ` under GIN ${gin}`}`;
  const after = drawer.taken(request.itemName, request.store) > 0 ? ' after the earlier lines of this document' : '';
  const verb = after ? 'is left in' : 'is in';
  return `Only ${available} of ${item.name} (${request.itemName}) ${verb} ${where}${after}; ${formatQuantity(request.qty)} was asked for.`;
}
