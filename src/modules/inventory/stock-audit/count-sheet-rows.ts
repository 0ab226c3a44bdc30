import Papa from 'papaparse';
import type { CountLine } from '../domain/count-sheet';
import type { LineProblem } from '../../../kits/stock/line-problem';
import type { MatInfo } from '../stock-transactions/stock-wire';

/** One row of the count sheet on screen: an item of the store with its book stock, and the count as typed. */
export interface SheetRow {
  itemId: string;
  itemName: string;
  unit: string;
  book: number;
  counted: string;
  /** Added by an import (an item not on the sheet, or counted again): always sent, so its problem shows. */
  imported: boolean;
}

/** Every item with its book stock in the store (0 when it has none), counts empty. */
export function buildSheet(matinfo: readonly MatInfo[], store: string): SheetRow[] {
  return matinfo.map((item) => ({
    itemId: item.itemid,
    itemName: item.itemname,
    unit: item.um,
    book: item.stock.find((row) => row.store === store)?.qty ?? 0,
    counted: '',
    imported: false,
  }));
}

/** `itemId,counted` lines (a header line naming the columns is skipped) as count lines. */
export function parseCountCsv(text: string): CountLine[] {
  const rows = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' }).data;
  const body =
    rows.length > 0 && /item/i.test(rows[0]![0] ?? '') && !/\d/.test(rows[0]![1] ?? '') ? rows.slice(1) : rows;
  return body.map((cells) => ({ itemName: (cells[0] ?? '').trim(), counted: (cells[1] ?? '').trim() }));
}

/**
 * The sheet with imported counts: a sheet item's first count fills its row; unknown items and repeats become rows of
 * their own.
 */
export function applyImport(rows: readonly SheetRow[], imported: readonly CountLine[]): SheetRow[] {
  const next = rows.slice();
  const at = new Map<string, number>();
  next.forEach((row, index) => {
    if (!row.imported) at.set(row.itemId, index);
  });
  const filled = new Set<string>();
  for (const { itemName, counted } of imported) {
    const text = typeof counted === 'number' ? String(counted) : (counted ?? '');
    const index = at.get(itemName);
    if (index !== undefined && !filled.has(itemName)) {
      next[index] = { ...next[index]!, counted: text };
      filled.add(itemName);
      continue;
    }
    const known = index === undefined ? undefined : next[index];
    next.push({
      itemId: itemName,
      itemName: known?.itemName ?? '',
      unit: known?.unit ?? '',
      book: known?.book ?? 0,
      counted: text,
      imported: true,
    });
  }
  return next;
}

/** The lines sent (rows counted, and every imported row) and which sheet row each came from. */
export function countLines(rows: readonly SheetRow[]): { lines: CountLine[]; rowOf: number[] } {
  const lines: CountLine[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    if (row.counted.trim() === '' && !row.imported) return;
    lines.push({ itemName: row.itemId, counted: row.counted });
    rowOf.push(index);
  });
  return { lines, rowOf };
}

/** The problems by sheet row (a line's number is 1-based among the lines sent; line 0 is the sheet as a whole). */
export function problemsByRow(problems: readonly LineProblem[], rowOf: readonly number[]): Map<number, string[]> {
  const byRow = new Map<number, string[]>();
  for (const problem of problems) {
    const row = problem.line > 0 ? rowOf[problem.line - 1] : undefined;
    if (row === undefined) continue;
    byRow.set(row, [...(byRow.get(row) ?? []), problem.message]);
  }
  return byRow;
}
