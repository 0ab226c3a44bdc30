import { toPaise } from '../../../lib/money/money';
import { type FeeHead } from './fee-types';
import { type StudentCharge } from '../../../kits/school/student-charge-types';
import { chargeDueId, feeDueId, type DueItem, type TransportDueInput } from '../../../kits/school/due-types';
import {
  academicYearLabel,
  academicYearOf,
  academicYearSpan,
  appliesToClass,
  termOf,
  termSpan,
  type DateSpan,
} from '../../../kits/school/school-year';
import { MONTH_NAMES } from '../../../lib/format/month-names';

/**
 * What a pupil owes in an academic year, computed on read and never stored. Pure; money in paise.
 *
 * - A fee head is charged when it is active, above zero and applies to the pupil's class group (ALL or the group of
 *   the pupil's class as it is now: the students master keeps no class history).
 * - ONCE falls due on the admission date, only in the academic year of admission (no admission date: never).
 * - MONTHLY falls due each month on dueDay (the 1st when absent), QUARTERLY in April, July, October and January,
 *   TERM in April and October, ANNUAL in April.
 * - Admitted in the year: a period that ended before the admission date is not charged; the period the pupil joined
 *   in is, due no earlier than the admission date (no late fine for days before the pupil joined). Nothing is charged
 *   for a year before the admission year.
 * - Transport: each route fee (T1, T2 or ANNUAL) whose term (or year) the assignment overlaps; `oneWayFee` when the
 *   pupil rides one way (else `fee`). Its due date is the master's day and month placed in that term of this year,
 *   no earlier than the day the pupil started riding. Two assignments giving the same due id charge it once.
 * - Posted charges: each OPEN charge dated in the year, due on its date (chargeDues).
 *
 * Ids are stable (feeDueId / chargeDueId), so receipt lines keep pointing at the same due. Oldest due first.
 */

/** What the dues need of a pupil (the frontdesk.students record has these fields). */
export interface FeeStudent {
  admissionNo: string;
  className: string;
  /** yyyy-MM-dd; '' or absent when not recorded. */
  admissionDate?: string | null;
}

interface Period {
  id: string;
  name: string;
  span: DateSpan;
  /** Month (1-12) it falls due in. */
  month: number;
}

const pad = (value: number): string => String(value).padStart(2, '0');
const calendarYear = (year: number, month: number): number => (month >= 4 ? year : year + 1);
const lastDay = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The day `day` of `month` in the academic year (Jan–Mar fall in the next calendar year), clamped to the month's end.
 */
function dateIn(year: number, month: number, day: number): string {
  const calendar = calendarYear(year, month);
  return `${calendar}-${pad(month)}-${pad(Math.min(Math.max(1, day), lastDay(calendar, month)))}`;
}

const monthSpan = (year: number, month: number): DateSpan => ({
  from: dateIn(year, month, 1),
  to: dateIn(year, month, 31),
});
const later = (a: string, b: string | null | undefined): string => (b && b > a ? b : a);

/** The periods a fee of this frequency falls due in, April first. */
function periodsOf(head: FeeHead, year: number): Period[] {
  const label = academicYearLabel(year);
  switch (head.frequency) {
    case 'ONCE':
      return [{ id: 'ONCE', name: '', span: academicYearSpan(year), month: 4 }];
    case 'MONTHLY':
      return [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3].map((month) => ({
        id: `M${pad(month)}`,
        name: `${MONTH_NAMES[month - 1]!} ${calendarYear(year, month)}`,
        span: monthSpan(year, month),
        month,
      }));
    case 'QUARTERLY':
      return [4, 7, 10, 1].map((month, at) => ({
        id: `Q${at + 1}`,
        name: `Quarter ${at + 1} ${label}`,
        span: { from: monthSpan(year, month).from, to: monthSpan(year, month + 2).to },
        month,
      }));
    case 'TERM':
      return (['T1', 'T2'] as const).map((term) => ({
        id: term,
        name: `Term ${term.slice(1)} ${label}`,
        span: termSpan(year, term),
        month: term === 'T1' ? 4 : 10,
      }));
    case 'ANNUAL':
      return [{ id: 'ANNUAL', name: label, span: academicYearSpan(year), month: 4 }];
  }
}

function headDues(student: FeeStudent, head: FeeHead, year: number): DueItem[] {
  const amount = toPaise(head.amount);
  if (!head.active || amount <= 0 || !appliesToClass(head.appliesTo, student.className)) return [];
  const admitted = student.admissionDate || null;
  if (admitted && academicYearOf(admitted) > year) return [];
  if (head.frequency === 'ONCE' && (!admitted || academicYearOf(admitted) !== year)) return [];
  return periodsOf(head, year)
    .filter((period) => !admitted || period.span.to >= admitted)
    .map((period) => {
      const dueDate =
        head.frequency === 'ONCE' ? admitted! : later(dateIn(year, period.month, head.dueDay ?? 1), admitted);
      return {
        id: feeDueId(year, head.code, period.id),
        admissionNo: student.admissionNo,
        kind: 'FEE',
        source: 'FEE',
        head: head.code,
        label: period.name ? `${head.name}, ${period.name}` : head.name,
        term: termOf(dueDate),
        dueDate,
        amount,
      };
    });
}

/** The route fees of the pupil's transport assignments in the year. */
export function transportDues(admissionNo: string, transport: readonly TransportDueInput[], year: number): DueItem[] {
  const rides = transport
    .filter((ride) => ride.admissionNo === admissionNo)
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
  const dues = rides.flatMap((ride) =>
    ride.fees.flatMap((fee): DueItem[] => {
      const amount = toPaise(ride.way === 'ONE' ? (fee.oneWayFee ?? fee.fee) : fee.fee);
      const span = fee.term === 'ANNUAL' ? academicYearSpan(year) : termSpan(year, fee.term);
      if (amount <= 0 || ride.fromDate > span.to || (ride.toDate !== '' && ride.toDate < span.from)) return [];
      const [, month = '4', day = '1'] = fee.dueDate.split('-');
      const placed = dateIn(year, Number(month), Number(day));
      const dueDate = later(placed >= span.from && placed <= span.to ? placed : span.from, ride.fromDate);
      const period = fee.term === 'ANNUAL' ? 'ANNUAL' : fee.term;
      const when =
        fee.term === 'ANNUAL' ? academicYearLabel(year) : `Term ${fee.term.slice(1)} ${academicYearLabel(year)}`;
      return [
        {
          id: feeDueId(year, fee.code, period),
          admissionNo,
          kind: 'TRANSPORT',
          source: 'TRANSPORT',
          head: fee.code,
          label: `Transport ${ride.route}, ${when}`,
          term: termOf(dueDate),
          dueDate,
          amount,
        },
      ];
    }),
  );
  return firstOfEachId(dues);
}

/** Each id once, the first given kept. */
function firstOfEachId(dues: readonly DueItem[]): DueItem[] {
  const byId = new Map<string, DueItem>();
  for (const due of dues) if (!byId.has(due.id)) byId.set(due.id, due);
  return [...byId.values()];
}

/** Open charges as dues (all dates), each due on its date under `CHG|<id>`; withdrawn charges are left out. */
export function chargeDues(charges: readonly StudentCharge[], admissionNo?: string): DueItem[] {
  return charges
    .filter((charge) => charge.status === 'OPEN' && (admissionNo === undefined || charge.admissionNo === admissionNo))
    .map((charge) => ({
      id: chargeDueId(charge.id),
      admissionNo: charge.admissionNo,
      kind: 'CHARGE',
      source: charge.source,
      head: charge.id,
      label: charge.label,
      term: termOf(charge.date),
      dueDate: charge.date,
      amount: toPaise(charge.amount),
    }));
}

/** Oldest due first: by due date, then id (a stable order for lists, allocation and the ledger). */
export const oldestDueFirst = <T extends { dueDate: string; id: string }>(dues: readonly T[]): T[] =>
  [...dues].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));

/** Every due of the pupil in academic year `year`: fee heads, route fees and open charges dated in the year. */
export function feeDues(
  student: FeeStudent,
  heads: readonly FeeHead[],
  year: number,
  transport: readonly TransportDueInput[] = [],
  charges: readonly StudentCharge[] = [],
): DueItem[] {
  return oldestDueFirst(
    firstOfEachId([
      ...heads.flatMap((head) => headDues(student, head, year)),
      ...transportDues(student.admissionNo, transport, year),
      ...chargeDues(charges, student.admissionNo).filter((due) => academicYearOf(due.dueDate) === year),
    ]),
  );
}

/** The fee head (or route fee) code a fee due id names (`2026|TUI-P|M05` → TUI-P); null for a charge's due. */
export function headOfDueId(dueId: string): string | null {
  const parts = dueId.split('|');
  return parts.length === 3 && parts[0] !== 'CHG' ? parts[1]! : null;
}
