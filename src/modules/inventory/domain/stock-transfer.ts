import { issueFromStock } from '../../../kits/stock/issue-from-stock';
import type { LineProblem } from '../../../kits/stock/line-problem';
import type { StockIndex } from '../../../kits/stock/stock-balance';
import { TransactionType, type ItemLookup, type StockRow } from '../../../kits/stock/stock-row';

/** One line of a transfer: `qty` of an item (of one lot when `gin` is given). */
export interface TransferLine {
  itemName: string;
  qty: number;
  gin?: string;
}

/** Store to store within a branch, or branch to branch (branch codes given; the stores may then share a code). */
export interface TransferRequest {
  fromStore: string;
  toStore: string;
  /** The branch the stock leaves (omit for a transfer within one branch). */
  fromBranch?: string;
  /** The branch the stock goes to (omit for a transfer within one branch). */
  toBranch?: string;
  lines: readonly TransferLine[];
}

export interface TransferOptions {
  transactionId: string;
  /** yyyy-MM-dd of both sides. */
  date: string;
  items: ItemLookup;
  /** An index of the source ledger as on `date`, when the caller has one. */
  index?: StockIndex;
}

/**
 * The two sides of a transfer: `outRows` (TRANSFER_OUT, into the source branch's ledger) and
 * `inRows` (TRANSFER_IN, into the target's); inRows[i] mirrors outRows[i]: same item, GIN, batch,
 * dates, unit, rate and quantity, so the pair always balances and the lot keeps its identity and
 * cost in the new store. Or every problem at once.
 */
export type TransferResult =
  | { ok: true; outRows: StockRow[]; inRows: StockRow[] }
  | { ok: false; problems: LineProblem[] };

const placeOf = (store: string, branch: string): string => (branch ? `${branch} / ${store}` : store);

/**
 * Moves stock from a store (of a branch) to another: lots drawn oldest first, or the GIN of the line, at the lot's own
 * rate.
 */
export function transferStock(
  sourceLedger: readonly StockRow[],
  request: TransferRequest,
  options: TransferOptions,
): TransferResult {
  const fromBranch = request.fromBranch ?? '';
  const toBranch = request.toBranch ?? '';
  const source = placeOf(request.fromStore, fromBranch);
  const target = placeOf(request.toStore, toBranch);
  const documentProblems: LineProblem[] = [];
  const refuse = (message: string) => documentProblems.push({ line: 0, itemName: '', message });
  if (!request.fromStore) refuse('Choose the store the stock leaves.');
  if (!request.toStore) refuse('Choose the store the stock goes to.');
  if (request.fromStore && request.fromStore === request.toStore && fromBranch === toBranch) {
    refuse(`The stock would leave ${source} for the same store; choose another store or branch.`);
  }
  if (request.lines.length === 0) refuse('Add at least one line to transfer.');
  // Without a source store the lines cannot be checked against stock: the header problems come first.
  if (!request.fromStore) return { ok: false, problems: documentProblems };

  const issued = issueFromStock(
    sourceLedger,
    request.lines.map((line) => ({
      itemName: line.itemName,
      store: request.fromStore,
      qty: line.qty,
      gin: line.gin,
      descr: `Transfer to ${target}`,
    })),
    {
      transactionId: options.transactionId,
      date: options.date,
      items: options.items,
      rateRule: 'GIN',
      transactionType: TransactionType.TRANSFER_OUT,
      index: options.index,
    },
  );
  const problems = [...documentProblems, ...(issued.ok ? [] : issued.problems)];
  if (!issued.ok || problems.length > 0) return { ok: false, problems };

  const outRows = issued.rows;
  const inRows = outRows.map<StockRow>((out) => ({
    ...out,
    store: request.toStore,
    qtyin: out.qtyout,
    qtyout: 0,
    descr: `Transfer from ${source}`,
    transactionType: TransactionType.TRANSFER_IN,
    lineId: out.lineId + outRows.length,
  }));
  return { ok: true, outRows, inRows };
}
