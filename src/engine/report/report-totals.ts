import type { ReportColumn, ReportResult, ReportRow } from './report';

/**
 * Group subtotals and grand totals, summed in integer hundredths so money never drifts
 * (0.1 + 0.2 is 0.30 here). Used by the demo backend, which computes every report.
 */
export function totalReport(columns: readonly ReportColumn[], rows: readonly ReportRow[], groupBy?: string): ReportResult {
  const summed = columns.filter((column) => column.total);
  const sum = (subset: readonly ReportRow[]) =>
    Object.fromEntries(
      summed.map((column) => [column.name, subset.reduce((cents, row) => cents + Math.round(Number(row[column.name] ?? 0) * 100), 0) / 100]),
    );
  const result: ReportResult = { rows, totals: sum(rows), count: rows.length };
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
  const groups = order.map((key) => ({ key, label: key || '(none)', count: byKey.get(key)!.length, totals: sum(byKey.get(key)!) }));
  return { ...result, rows: order.flatMap((key) => byKey.get(key)!), groups };
}
