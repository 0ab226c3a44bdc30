import { fromPaise, sumPaise, toPaise } from '../../lib/money/money';
import { decimalOf, powerOfTen, roundDecimal } from '../../lib/money/money-decimal';
import type { ReportColumn, ReportResult, ReportRow } from './report';

/** Other totalled numbers (quantities: up to 3 decimals) are summed exactly in thousandths. */
const QUANTITY_PLACES = 3;

function sumColumn(column: ReportColumn, rows: readonly ReportRow[]): number {
  const values = rows.map((row) => Number(row[column.name] ?? 0));
  if (column.type === 'money') return fromPaise(sumPaise(values.map(toPaise)));
  const thousandths = values.reduce(
    (sum, value) => sum + roundDecimal(decimalOf(value) ?? { units: 0n, scale: 0 }, QUANTITY_PLACES),
    0n,
  );
  return Number(thousandths) / Number(powerOfTen(QUANTITY_PLACES));
}

/**
 * Group subtotals and grand totals: money summed in integer paise by lib/money, so it never drifts
 * (0.1 + 0.2 is 0.30 here). Used by the demo backend, which computes every report.
 */
export function totalReport(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  groupBy?: string,
): ReportResult {
  const sumOf = (summed: readonly ReportColumn[]) => (subset: readonly ReportRow[]) =>
    Object.fromEntries(summed.map((column) => [column.name, sumColumn(column, subset)]));
  const sum = sumOf(columns.filter((column) => column.total));
  const grand = sumOf(columns.filter((column) => column.total === true));
  const result: ReportResult = { rows, totals: grand(rows), count: rows.length };
  if (!groupBy) return result;
  const order: string[] = [];
  const byKey = new Map<string, ReportRow[]>();
  for (const row of rows) {
    const key = String(row[groupBy] ?? '');
    if (!byKey.has(key)) {
      byKey.set(key, []);
      order.push(key);
    }
    byKey.get(key)!.push(row);
  }
  const groups = order.map((key) => ({
    key,
    label: key || '(none)',
    count: byKey.get(key)!.length,
    totals: sum(byKey.get(key)!),
  }));
  return { ...result, rows: order.flatMap((key) => byKey.get(key)!), groups };
}
