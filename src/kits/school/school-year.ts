/**
 * The school's calendar and class groups, pure. The academic year runs April to March and is named by
 * the calendar year it starts in (2026 = April 2026 to March 2027, "2026-27"). Its two terms are those of the exams
 * and route-fee masters: T1 April to September, T2 October to March. Dates are yyyy-MM-dd strings throughout.
 */

/** A term of the academic year: T1 April to September, T2 October to March. */
export type Term = 'T1' | 'T2';

export const TERMS: readonly Term[] = ['T1', 'T2'];

export const TERM_LABELS: Readonly<Record<Term, string>> = {
  T1: 'Term 1 (April to September)',
  T2: 'Term 2 (October to March)',
};

/** A first and last day, both included (yyyy-MM-dd). */
export interface DateSpan {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function yearAndMonth(date: string): { year: number; month: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Expected a date as yyyy-MM-dd, got '${date}'`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The academic year a date falls in, as the calendar year it starts in: 2026 for 2026-04-01 … 2027-03-31. */
export function academicYearOf(date: string): number {
  const { year, month } = yearAndMonth(date);
  return month >= 4 ? year : year - 1;
}

/** '2026-27' for the year starting in April 2026. */
export const academicYearLabel = (year: number): string => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/** The first and last day of an academic year: 2026 → 2026-04-01 … 2027-03-31. */
export const academicYearSpan = (year: number): DateSpan => ({ from: `${year}-04-01`, to: `${year + 1}-03-31` });

/** The term a date falls in: T1 April to September, T2 October to March. */
export function termOf(date: string): Term {
  const { month } = yearAndMonth(date);
  return month >= 4 && month <= 9 ? 'T1' : 'T2';
}

/** The first and last day of a term of an academic year: (2026, T2) → 2026-10-01 … 2027-03-31. */
export const termSpan = (year: number, term: Term): DateSpan =>
  term === 'T1' ? { from: `${year}-04-01`, to: `${year}-09-30` } : { from: `${year}-10-01`, to: `${year + 1}-03-31` };

/**
 * The class groups fee heads apply to (the `appliesTo` options of resources/fees.ts besides ALL): PRE Nursery to
 * UKG, PRI I to V, MID VI to VIII, SEC IX and X, SSC XI and XII.
 */
export type ClassGroup = 'PRE' | 'PRI' | 'MID' | 'SEC' | 'SSC';

/** Every standard the students master offers, youngest first (class lists and reports sort by it). */
export const STANDARDS = [
  'NUR',
  'LKG',
  'UKG',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
] as const;

const GROUP_OF: Readonly<Record<string, ClassGroup>> = {
  NUR: 'PRE',
  LKG: 'PRE',
  UKG: 'PRE',
  I: 'PRI',
  II: 'PRI',
  III: 'PRI',
  IV: 'PRI',
  V: 'PRI',
  VI: 'MID',
  VII: 'MID',
  VIII: 'MID',
  IX: 'SEC',
  X: 'SEC',
  XI: 'SSC',
  XII: 'SSC',
};

/** The group of a standard ('VIII' → MID); null for a name the students master does not offer. */
export const classGroupOf = (className: string): ClassGroup | null => GROUP_OF[className.trim()] ?? null;

/** Whether a fee head with this `appliesTo` (ALL or a ClassGroup) is charged to a pupil of `className`. */
export const appliesToClass = (appliesTo: string, className: string): boolean =>
  appliesTo === 'ALL' || appliesTo === classGroupOf(className);

/** A standard's place, youngest first (NUR 0 … XII 14); unknown names sort last. */
export function standardRank(className: string): number {
  const at = (STANDARDS as readonly string[]).indexOf(className.trim());
  return at < 0 ? STANDARDS.length : at;
}
