import { toPaise, type Paise } from '../../../lib/money/money';
import { ExactValue } from '../../../kits/stock/exact-value';
import { toMilli } from '../../../lib/quantity/quantity';
import { TRANSACTION_TYPE_NAMES, type StockRow, type TransactionTypeCode } from '../../../kits/stock/stock-row';

/**
 * What a stock report is asked for: the period (yyyy-MM-dd, both days in; `from` '' = from the start), a store and an
 * item ('' = all).
 */
export interface StockQuery {
  from: string;
  to: string;
  store: string;
  item: string;
}

/** Names the reports show: an item's name and stock unit, a store's name. */
export interface StockNames {
  item: (id: string) => { name: string; unit: string };
  store: (code: string) => string;
}

/** Is the row in the query's store and item (any date)? */
export const ofQuery = (query: StockQuery, row: StockRow): boolean =>
  (query.store === '' || row.store === query.store) && (query.item === '' || row.itemName === query.item);

/** Is the row in the query's period, store and item? */
export const inQuery = (query: StockQuery, row: StockRow): boolean =>
  row.dat >= query.from && row.dat <= query.to && ofQuery(query, row);

/** What a transaction type is called ('Issue'), or its number when unknown. */
export const kindOf = (type: number): string => TRANSACTION_TYPE_NAMES[type as TransactionTypeCode] ?? String(type);

/** The value of a row's quantity (in or out) at its rate, exact, rounded once to the paisa. */
export function rowValue(row: StockRow): Paise {
  const value = new ExactValue();
  value.add(toPaise(row.rat), toMilli(row.qtyin) + toMilli(row.qtyout));
  return value.paise();
}

/** What came in and what went out on a row, each at the row's rate: a report totals them apart, never together. */
export function rowValuesInOut(row: StockRow): { valueIn: Paise; valueOut: Paise } {
  const valueIn = new ExactValue();
  valueIn.add(toPaise(row.rat), toMilli(row.qtyin));
  const valueOut = new ExactValue();
  valueOut.add(toPaise(row.rat), toMilli(row.qtyout));
  return { valueIn: valueIn.paise(), valueOut: valueOut.paise() };
}

/** The rows in date order; rows of one day keep the ledger's order (opening first, then as saved). */
export const byDate = (rows: readonly StockRow[]): StockRow[] =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (a.row.dat < b.row.dat ? -1 : a.row.dat > b.row.dat ? 1 : a.index - b.index))
    .map(({ row }) => row);

/** Text order by code units (item ids, store codes). */
export const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
