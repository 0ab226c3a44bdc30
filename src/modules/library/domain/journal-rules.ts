import { formatDate } from '../../../lib/format/date-format';
import type { Journal, JournalReceipt, Periodicity } from './library-types';
import { MONTH_NAMES } from '../../../lib/format/month-names';

/**
 * Which issues of a journal should have come in, and which have not (lib-journals-tra, the journals report), pure.
 * Each periodicity cuts the calendar into periods, one issue each:
 * - DAILY: every calendar day (newspapers come on Sundays too);
 * - WEEKLY: Monday to Sunday;
 * - FORTNIGHTLY: the 1st to the 15th and the 16th to the month's end (as Indian fortnightlies date their covers);
 * - MONTHLY: the calendar month; QUARTERLY: Jan-Mar, Apr-Jun, Jul-Sep, Oct-Dec; ANNUAL: the calendar year.
 * A receipt counts for the period its cover date (issueDate; the day it came in when that is blank) falls in. An
 * issue is expected by the last day of its period: the March issue of a monthly is missing from 31 March on, not
 * before, so an issue that is merely early in its period is never flagged.
 */

/** A first and last day, both included (yyyy-MM-dd). */
export interface DateSpan {
  from: string;
  to: string;
}

/** One issue a journal owes: its period, how the report names it, and the receipts that brought it. */
export interface JournalIssueSlot {
  journal: string;
  title: string;
  from: string;
  to: string;
  label: string;
  /** JRN numbers of the receipts for this period; none means the issue is missing. */
  receiptNos: string[];
}

export type JournalTerms = Pick<
  Journal,
  'code' | 'title' | 'periodicity' | 'subscribedFrom' | 'renewalDate' | 'active'
>;

const DAY_MS = 86_400_000;

const isIsoDate = (dat: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(dat) &&
  !Number.isNaN(Date.parse(`${dat}T00:00:00Z`)) &&
  new Date(`${dat}T00:00:00Z`).toISOString().slice(0, 10) === dat;
const utc = (dat: string): Date => new Date(`${dat}T00:00:00Z`);
const iso = (day: Date): string => day.toISOString().slice(0, 10);
const addDays = (dat: string, days: number): string => iso(new Date(utc(dat).getTime() + days * DAY_MS));
/** The day of a month, 0 for the day before the 1st (Date.UTC rolls over, so (y, m + 1, 0) is month m's last day). */
const dayOf = (year: number, month: number, day: number): string => iso(new Date(Date.UTC(year, month, day)));

/** The period of `dat` for a periodicity, first and last day. */
export function periodOf(dat: string, periodicity: Periodicity): DateSpan {
  if (!isIsoDate(dat)) throw new RangeError(`Expected a date as yyyy-MM-dd, got '${dat}'`);
  const day = utc(dat);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  switch (periodicity) {
    case 'DAILY':
      return { from: dat, to: dat };
    case 'WEEKLY': {
      const back = (day.getUTCDay() + 6) % 7;
      return { from: addDays(dat, -back), to: addDays(dat, 6 - back) };
    }
    case 'FORTNIGHTLY':
      return day.getUTCDate() <= 15
        ? { from: dayOf(year, month, 1), to: dayOf(year, month, 15) }
        : { from: dayOf(year, month, 16), to: dayOf(year, month + 1, 0) };
    case 'MONTHLY':
      return { from: dayOf(year, month, 1), to: dayOf(year, month + 1, 0) };
    case 'QUARTERLY': {
      const first = month - (month % 3);
      return { from: dayOf(year, first, 1), to: dayOf(year, first + 3, 0) };
    }
    case 'ANNUAL':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/**
 * How the report names the issue of a period: 12-Mar-2026, Week of 09-Mar-2026, 16-31 Mar 2026, March 2026, Jan-Mar
 * 2026, 2026.
 */
export function periodLabel(period: DateSpan, periodicity: Periodicity): string {
  const year = period.from.slice(0, 4);
  const month = Number(period.from.slice(5, 7)) - 1;
  const short = (at: number) => MONTH_NAMES[at]!.slice(0, 3);
  switch (periodicity) {
    case 'DAILY':
      return formatDate(period.from);
    case 'WEEKLY':
      return `Week of ${formatDate(period.from)}`;
    case 'FORTNIGHTLY':
      return `${Number(period.from.slice(8))}-${Number(period.to.slice(8))} ${short(month)} ${year}`;
    case 'MONTHLY':
      return `${MONTH_NAMES[month]!} ${year}`;
    case 'QUARTERLY':
      return `${short(month)}-${short(month + 2)} ${year}`;
    case 'ANNUAL':
      return year;
  }
}

/**
 * The issues of a journal expected in `span`: the periods that end within it (so each is due by then) and that meet
 * the subscription (from the period holding subscribedFrom to the one holding renewalDate; a blank date does not
 * bound), each with its receipts. An inactive journal expects none.
 */
export function expectedIssues(
  journal: JournalTerms,
  receipts: readonly JournalReceipt[],
  span: DateSpan,
): JournalIssueSlot[] {
  if (!journal.active || span.to < span.from) return [];
  const start =
    isIsoDate(journal.subscribedFrom) && journal.subscribedFrom > span.from ? journal.subscribedFrom : span.from;
  const lapses = isIsoDate(journal.renewalDate) ? journal.renewalDate : null;
  const mine = receipts.filter((receipt) => receipt.journal === journal.code);
  const slots: JournalIssueSlot[] = [];
  for (
    let period = periodOf(start, journal.periodicity);
    period.to <= span.to;
    period = periodOf(addDays(period.to, 1), journal.periodicity)
  ) {
    if (lapses !== null && period.from > lapses) break;
    const receiptNos = mine
      .filter((receipt) => coverDateOf(receipt) >= period.from && coverDateOf(receipt) <= period.to)
      .map((receipt) => receipt.receiptNo);
    slots.push({
      journal: journal.code,
      title: journal.title,
      ...period,
      label: periodLabel(period, journal.periodicity),
      receiptNos,
    });
  }
  return slots;
}

/** The cover date a receipt counts by: its issueDate, or the day it came in when that is blank. */
const coverDateOf = (receipt: JournalReceipt): string =>
  isIsoDate(receipt.issueDate) ? receipt.issueDate : receipt.date;

/** The issues expected in `span` that no receipt brought, of every journal given, by journal then period. */
export function missingIssues(
  journals: readonly JournalTerms[],
  receipts: readonly JournalReceipt[],
  span: DateSpan,
): JournalIssueSlot[] {
  return journals.flatMap((journal) =>
    expectedIssues(journal, receipts, span).filter((slot) => slot.receiptNos.length === 0),
  );
}
