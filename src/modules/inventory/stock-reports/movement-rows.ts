import type { ReportRow } from '../../../engine/report/report';
import { fromPaise, sumPaise, type Paise } from '../../../lib/money/money';
import { fromMilli, toMilli, type Milli } from '../../../lib/quantity/quantity';
import type { StockRow } from '../../../kits/stock/stock-row';
import { byDate, inQuery, kindOf, ofQuery, rowValuesInOut, type StockNames, type StockQuery } from './stock-query';

/** The value columns of a movement: in, out and the net (in less out), so a total adds like with like. */
function valueColumns(valueIn: Paise, valueOut: Paise): Pick<ReportRow, 'valueIn' | 'valueOut' | 'net'> {
  return { valueIn: fromPaise(valueIn), valueOut: fromPaise(valueOut), net: fromPaise(valueIn - valueOut) };
}

/** One ledger row as a report line: date, document, kind, item, store, lot, quantities, rate and values in and out. */
function movementLine(row: StockRow, names: StockNames): ReportRow {
  const item = names.item(row.itemName);
  const { valueIn, valueOut } = rowValuesInOut(row);
  return {
    dat: row.dat,
    transactionId: row.transactionId,
    kind: kindOf(row.transactionType),
    itemid: row.itemName,
    itemname: item.name,
    store: row.store,
    gin: row.gin,
    batchNo: row.batchNo,
    expdate: row.expdate || null,
    qtyin: row.qtyin,
    qtyout: row.qtyout,
    um: row.stdum || item.unit,
    rat: row.rat,
    ...valueColumns(valueIn, valueOut),
  };
}

/** Detailed stock movements and the day book: every row of the period, in date order. */
export const detailedMovementRows = (ledger: readonly StockRow[], query: StockQuery, names: StockNames): ReportRow[] =>
  byDate(ledger.filter((row) => inQuery(query, row))).map((row) => movementLine(row, names));

interface Movement {
  first: StockRow;
  stores: Set<string>;
  inMilli: Milli;
  outMilli: Milli;
  valuesIn: Paise[];
  valuesOut: Paise[];
}

/**
 * List of stock movements: one line per document, kind and item in the period (quantities and values summed exactly).
 */
export function movementRows(ledger: readonly StockRow[], query: StockQuery, names: StockNames): ReportRow[] {
  const movements = new Map<string, Movement>();
  for (const row of byDate(ledger.filter((candidate) => inQuery(query, candidate)))) {
    const key = `${row.transactionId}\u0000${row.transactionType}\u0000${row.itemName}`;
    let movement = movements.get(key);
    if (!movement)
      movements.set(
        key,
        (movement = { first: row, stores: new Set(), inMilli: 0, outMilli: 0, valuesIn: [], valuesOut: [] }),
      );
    movement.stores.add(row.store);
    movement.inMilli += toMilli(row.qtyin);
    movement.outMilli += toMilli(row.qtyout);
    const { valueIn, valueOut } = rowValuesInOut(row);
    movement.valuesIn.push(valueIn);
    movement.valuesOut.push(valueOut);
  }
  return [...movements.values()].map(({ first, stores, inMilli, outMilli, valuesIn, valuesOut }) => {
    const item = names.item(first.itemName);
    return {
      dat: first.dat,
      transactionId: first.transactionId,
      kind: kindOf(first.transactionType),
      itemid: first.itemName,
      itemname: item.name,
      store: [...stores].join(', '),
      qtyin: fromMilli(inMilli),
      qtyout: fromMilli(outMilli),
      um: first.stdum || item.unit,
      ...valueColumns(sumPaise(valuesIn), sumPaise(valuesOut)),
    };
  });
}

/**
 * Item-wise stock: one item's movements in the period (and store), the opening balance first, each row
 * with the balance after it. Quantities are one item's, so they may be summed.
 */
export function itemWiseRows(ledger: readonly StockRow[], query: StockQuery, names: StockNames): ReportRow[] {
  const item = names.item(query.item);
  let balance = 0;
  for (const row of ledger)
    if (row.dat < query.from && ofQuery(query, row)) balance += toMilli(row.qtyin) - toMilli(row.qtyout);
  const opening: ReportRow = {
    dat: query.from,
    transactionId: '',
    kind: 'Opening balance',
    store: query.store,
    gin: '',
    qtyin: null,
    qtyout: null,
    balance: fromMilli(balance),
    um: item.unit,
    rat: null,
  };
  const moves = byDate(ledger.filter((row) => inQuery(query, row))).map((row): ReportRow => {
    balance += toMilli(row.qtyin) - toMilli(row.qtyout);
    const kind = kindOf(row.transactionType);
    return {
      dat: row.dat,
      transactionId: row.transactionId,
      kind,
      store: row.store,
      gin: row.gin,
      qtyin: row.qtyin,
      qtyout: row.qtyout,
      balance: fromMilli(balance),
      um: row.stdum || item.unit,
      rat: row.rat,
    };
  });
  return [opening, ...moves];
}
