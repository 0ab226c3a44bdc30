import { parseWireDate } from '../../../modules/hrd/domain/attendance-dates';
import { isIsoDate } from '../../../lib/format/iso-date';
import type { Period } from '../../../modules/hrd/reports/domain/report-people';

/** What a report request asks, read from its body `{ frmDate?, toDate?, detail?, <own parameters>, usr }`. */
export interface ReportAsk {
  period: Period;
  detail: string;
  department: number | null;
  designation: number | null;
  city: string;
  minSalary: number | null;
  maxSalary: number | null;
}

const day = (value: unknown) => {
  const parsed = parseWireDate(String(value ?? '').trim());
  return parsed && isIsoDate(parsed) ? parsed : null;
};

/** A record id chosen in a reference parameter ('' or absent: none). */
const recordId = (value: unknown): number | null => {
  const number = Number(value);
  return value === null || value === undefined || value === '' || !Number.isInteger(number) ? null : number;
};

const amount = (value: unknown): number | null => {
  const number = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(number) ? null : number;
};

/**
 * The request read against the report's parameters: the ask, or the reason it is refused (a missing or impossible
 * date, a period ending before it starts, a salary range upside down).
 */
export function readAsk(
  body: Readonly<Record<string, unknown>>,
  names: ReadonlySet<string>,
  today: string,
): ReportAsk | string {
  const from = names.has('frmDate') ? day(body.frmDate) : '0000-01-01';
  const to = names.has('toDate') ? day(body.toDate) : today;
  if (from === null) return 'Give the first day of the report (frmDate).';
  if (to === null) return 'Give the last day of the report (toDate).';
  if (names.has('frmDate') && names.has('toDate') && from > to) return 'The report cannot start after it ends.';
  const ask: ReportAsk = {
    period: { from, to },
    detail: String(body.detail ?? '').trim(),
    department: recordId(body.department),
    designation: recordId(body.designation),
    city: String(body.city ?? ''),
    minSalary: amount(body.minSalary),
    maxSalary: amount(body.maxSalary),
  };
  if (ask.minSalary !== null && ask.maxSalary !== null && ask.minSalary > ask.maxSalary)
    return 'The expected salary "from" is above the "up to".';
  return ask;
}
