import { fromPaise, sumPaise, toPaise, type Paise } from '../../lib/money/money';
import { multiplyByQuantity } from '../../lib/money/money-arithmetic';
import { ginsOf, nextGins } from '../../kits/stock/gin-number';
import { issueFromStock, type RateRule } from '../../kits/stock/issue-from-stock';
import type { LineProblem } from '../../kits/stock/line-problem';
import { fromMilli, isQuantity, toMilli } from '../../lib/quantity/quantity';
import { auditStock, type AuditSummary } from '../../modules/inventory/domain/stock-audit';
import type { StockIndex } from '../../kits/stock/stock-balance';
import { TransactionType, type ItemLookup, type StockRow } from '../../kits/stock/stock-row';
import type { SaveHeader, SaveLine, StockDocumentLine } from '../../modules/inventory/stock-transactions/stock-wire';
import { TYPE_OF } from '../../modules/inventory/stock-transactions/tra-types';

export interface RowsContext {
  transactionId: string;
  items: ItemLookup;
  rateRule: RateRule;
  standardRate: (itemName: string) => number | undefined;
  /** Issues, losses, samples out: the stock to draw from when not the ledger as on the document's date. */
  index?: StockIndex;
}

export type RowsOutcome =
  | { ok: true; rows: StockRow[]; summary?: AuditSummary }
  | { ok: false; problems: LineProblem[] };

const rowValue = (row: StockRow): Paise => multiplyByQuantity(toPaise(row.rat), row.qtyin || row.qtyout);

/** Samples in: one in-row per line, a new GIN each, at the rate typed. */
function sampleInRows(
  ledger: readonly StockRow[],
  header: SaveHeader,
  lines: readonly SaveLine[],
  context: RowsContext,
): RowsOutcome {
  const problems: LineProblem[] = [];
  lines.forEach((line, index) => {
    const problem = (message: string) => problems.push({ line: index + 1, itemName: line.itemId, message });
    const item = context.items(line.itemId);
    if (!item) return problem(line.itemId ? `${line.itemId} is not a known item.` : 'The line names no item.');
    if (!line.store) problem(`Choose the store ${item.name} (${line.itemId}) goes into.`);
    if (!(line.qtyin > 0)) problem(`The quantity of ${item.name} (${line.itemId}) must be more than 0.`);
    else if (!isQuantity(line.qtyin))
      problem(`The quantity ${line.qtyin} of ${item.name} (${line.itemId}) has more than 3 decimals.`);
    const rate = line.rate ?? 0;
    if (!(rate >= 0) || fromPaise(toPaise(rate)) !== rate)
      problem(`The rate of ${item.name} (${line.itemId}) must be 0 or more, with at most 2 decimals.`);
  });
  if (problems.length > 0) return { ok: false, problems };
  const gins = nextGins(header.dat, ginsOf(ledger), lines.length);
  const rows = lines.map(
    (line, index): StockRow => ({
      transactionId: context.transactionId,
      sno: index + 1,
      gin: gins[index]!,
      itemName: line.itemId,
      dat: header.dat,
      batchNo: '',
      manudate: '',
      expdate: '',
      store: line.store,
      qtyin: line.qtyin,
      qtyout: 0,
      stdum: context.items(line.itemId)!.unit,
      rat: line.rate ?? 0,
      department: '',
      descr: header.descriptio,
      transactionType: TransactionType.SAMPLE_IN,
      lineId: index + 1,
    }),
  );
  return { ok: true, rows };
}

/** The stock rows a document writes, computed by the server from its lines (never taken from the client). */
export function documentRows(
  ledger: readonly StockRow[],
  header: SaveHeader,
  lines: readonly SaveLine[],
  context: RowsContext,
): RowsOutcome {
  if (header.traType === 'Sameple In') return sampleInRows(ledger, header, lines, context);
  if (header.traType === 'Audit') {
    const sheet = lines.map((line) => ({ itemName: line.itemId, counted: line.counted }));
    const options = {
      transactionId: context.transactionId,
      date: header.dat,
      store: header.store ?? '',
      items: context.items,
      standardRate: context.standardRate,
      descr: header.descriptio || 'Stock audit',
    };
    const audit = auditStock(ledger, sheet, options);
    return audit.ok ? { ok: true, rows: audit.rows, summary: audit.summary } : audit;
  }
  const requests = lines.map((line) => ({
    itemName: line.itemId,
    store: line.store,
    qty: line.qtyout,
    ...(line.gin ? { gin: line.gin } : {}),
    department: header.department ?? '',
    descr: header.descriptio,
  }));
  return issueFromStock(ledger, requests, {
    transactionId: context.transactionId,
    date: header.dat,
    items: context.items,
    rateRule: context.rateRule,
    transactionType: TYPE_OF[header.traType],
    ...(context.index ? { index: context.index } : {}),
  });
}

/**
 * The document's lines as GetInvTransaction answers them: one per line number, with the lots and the value of its rows.
 */
export function documentLines(
  transactionId: string,
  rows: readonly StockRow[],
  items: ItemLookup,
): StockDocumentLine[] {
  const bySno = new Map<number, StockRow[]>();
  for (const row of rows) bySno.set(row.sno, [...(bySno.get(row.sno) ?? []), row]);
  return [...bySno.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([sno, parts]) => {
      const first = parts[0]!;
      const sum = (pick: (row: StockRow) => number) =>
        fromMilli(parts.reduce((total, row) => total + toMilli(pick(row)), 0));
      const line = {
        recordid: transactionId,
        sno,
        itemid: first.itemName,
        itemname: items(first.itemName)?.name ?? first.itemName,
        um: first.stdum,
        store: first.store,
      };
      const one = (subset: StockRow[], qtyin: number, qtyout: number) => ({
        ...line,
        qtyin,
        qtyout,
        gin: subset.map((row) => row.gin).join(', '),
        value: fromPaise(sumPaise(subset.map(rowValue))),
      });
      const gains = parts.filter((row) => row.qtyin > 0);
      const losses = parts.filter((row) => row.qtyout > 0);
      if (gains.length > 0 && losses.length > 0)
        return [
          one(
            gains,
            sum((row) => row.qtyin),
            0,
          ),
          one(
            losses,
            0,
            sum((row) => row.qtyout),
          ),
        ];
      return [
        one(
          parts,
          sum((row) => row.qtyin),
          sum((row) => row.qtyout),
        ),
      ];
    });
}

/** The value of the rows (rupees). */
export const rowsTotal = (rows: readonly StockRow[]): number => fromPaise(sumPaise(rows.map(rowValue)));
