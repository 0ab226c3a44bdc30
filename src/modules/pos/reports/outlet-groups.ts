import type { NamedCode } from '../../../kits/billing/domain/master-types';
import type { ReportColumn, ReportResult, ReportRow } from '../../../engine/report/report';
import { totalReport } from '../../../engine/report/report-totals';

/** One outlet's rows of a report, computed from that outlet's bills, tickets or tables alone. */
export interface OutletRows {
  outlet: NamedCode;
  rows: readonly ReportRow[];
}

/**
 * Every outlet's rows in turn, each named by its outlet (rows that sum several outlets' figures carry no outlet of
 * their own).
 */
export const outletRows = (parts: readonly OutletRows[]): ReportRow[] =>
  parts.flatMap(({ outlet, rows }) => rows.map((row) => ({ ...row, outlet: outlet.name })));

/**
 * A report of several outlets: each outlet's rows under its own group with its subtotal (outlets without rows left
 * out), then the grand total; the answer says its groups are by outlet, whatever the report's own grouping.
 * Subtotals and the total are summed by the engine's totalReport (money in integer paise).
 */
export function outletGroupedReport(columns: readonly ReportColumn[], parts: readonly OutletRows[]): ReportResult {
  const filled = parts.filter((part) => part.rows.length > 0);
  const groups = filled.map(({ outlet, rows }) => {
    const { count, totals } = totalReport(columns, rows);
    // Keyed by code: two outlets of one name stay two groups.
    return { key: outlet.code, label: outlet.name, count, totals };
  });
  return { ...totalReport(columns, outletRows(filled)), groups, groupBy: 'outlet' };
}
