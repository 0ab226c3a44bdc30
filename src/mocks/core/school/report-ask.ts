import { reportDate } from '../server-dates';

/**
 * What a school report request asks, read from its body `{ frmDate?, toDate?, detail?, <the report's own
 * parameters>, usr }` against the parameters its declaration names. Shared by the front desk, students and library
 * report dispatchers (school-report-handler.ts).
 */
export interface SchoolReportAsk {
  /**
   * frmDate … toDate (yyyy-MM-dd). Without a frmDate parameter it starts at 0000-01-01; without toDate it ends today.
   */
  period: { from: string; to: string };
  /** The `detail` field, trimmed ('' when absent). */
  detail: string;
  /** Every other declared parameter as trimmed text ('' when absent): a class code, an exam, a route, 'true'... */
  values: Readonly<Record<string, string>>;
}

const FIXED = new Set(['frmDate', 'toDate', 'detail']);

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).trim() : '';

/**
 * The request read against the report's parameter names: the ask, or why it is refused (a missing or impossible date, a
 * period upside down).
 */
export function readSchoolAsk(
  body: Readonly<Record<string, unknown>>,
  names: ReadonlySet<string>,
  today: string,
): SchoolReportAsk | string {
  const from = names.has('frmDate') ? reportDate(body.frmDate) : '0000-01-01';
  const to = names.has('toDate') ? reportDate(body.toDate) : today;
  if (from === null) return 'Give the first day of the report (frmDate).';
  if (to === null) return 'Give the last day of the report (toDate).';
  if (from > to) return 'The report cannot start after it ends.';
  const values = Object.fromEntries(
    [...names].filter((name) => !FIXED.has(name)).map((name) => [name, asText(body[name])]),
  );
  return { period: { from, to }, detail: asText(body.detail), values };
}
