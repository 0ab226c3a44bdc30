import type { DevicePunch, PunchLineProblem } from './punch-csv';

/** What the import needs to know of an employee. */
export interface PunchEmployee {
  recordId: number;
  empno: string;
  doj: string;
}

/** A stored punch row of an employee's day (HrdEmpInOutDetails): toTime '' while open. */
export interface StoredPunch {
  lineid: number;
  empId: number;
  dat: string;
  fromTime: string;
  toTime: string;
}

/** An employee's new punches of one day, minutes sorted, duplicates gone. */
export interface PunchDay {
  empId: number;
  dat: string;
  times: string[];
}

export interface SortedPunches {
  days: PunchDay[];
  imported: number;
  duplicates: number;
  unknown: Array<{ line: number; code: string }>;
  /** Lines refused for their date: after today, or before the employee joined. */
  refused: PunchLineProblem[];
}

const keyOf = (empId: number, dat: string, time: string) => `${empId}|${dat}|${time}`;

/**
 * Sorts a file's punches: an unknown employee code is listed (never dropped), a day after `today` or before the
 * employee's joining is refused with its line, the same employee and minute again (in the file or already stored) is a
 * duplicate, and the rest are grouped per employee per day.
 */
export function sortPunches(
  punches: readonly DevicePunch[],
  employees: readonly PunchEmployee[],
  stored: readonly StoredPunch[],
  today: string,
): SortedPunches {
  const byCode = new Map(employees.map((employee) => [employee.empno.trim().toUpperCase(), employee]));
  const seen = new Set<string>();
  for (const row of stored)
    for (const time of [row.fromTime, row.toTime]) if (time) seen.add(keyOf(row.empId, row.dat, time));
  const days = new Map<string, PunchDay>();
  const result: SortedPunches = { days: [], imported: 0, duplicates: 0, unknown: [], refused: [] };
  for (const punch of punches) {
    const employee = byCode.get(punch.code.toUpperCase());
    if (!employee) {
      result.unknown.push({ line: punch.line, code: punch.code });
      continue;
    }
    if (punch.dat > today) {
      result.refused.push({ line: punch.line, text: punch.text, problem: `${punch.dat} is after today (${today})` });
      continue;
    }
    if (punch.dat < employee.doj) {
      result.refused.push({
        line: punch.line,
        text: punch.text,
        problem: `${punch.dat} is before ${employee.empno} joined (${employee.doj})`,
      });
      continue;
    }
    const key = keyOf(employee.recordId, punch.dat, punch.time);
    if (seen.has(key)) {
      result.duplicates += 1;
      continue;
    }
    seen.add(key);
    result.imported += 1;
    const dayKey = `${employee.recordId}|${punch.dat}`;
    const day = days.get(dayKey) ?? { empId: employee.recordId, dat: punch.dat, times: [] };
    day.times.push(punch.time);
    days.set(dayKey, day);
  }
  result.days = [...days.values()]
    .map((day) => ({ ...day, times: day.times.sort() }))
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.empId - b.empId);
  return result;
}

/** The end of a row: its out time, else its in time (an open row). */
const endOf = (row: Pick<StoredPunch, 'fromTime' | 'toTime'>) =>
  row.toTime && row.toTime > row.fromTime ? row.toTime : row.fromTime;

/** How a day's new punches change its stored rows: first in and last out of the day. */
export interface DayPlan {
  /** A new row when the day had none (toTime '' when only one minute was punched). */
  create: { fromTime: string; toTime: string } | null;
  /** Stored rows whose in or out moves. */
  update: Array<{ lineid: number; fromTime: string; toTime: string }>;
  /** The day as it then reads: first in, last out ('' when none). */
  first: string;
  last: string;
}

/**
 * First in and last out per day: with no stored row the earliest punch is the in and the latest the out; with stored
 * rows an earlier punch moves the first row's in and a later one becomes the last row's out. Punches in between change
 * nothing (the day already spans them).
 */
export function planDay(stored: readonly StoredPunch[], times: readonly string[]): DayPlan {
  const sorted = [...times].sort();
  const earliest = sorted[0] ?? '';
  const latest = sorted[sorted.length - 1] ?? '';
  if (stored.length === 0) {
    const toTime = latest > earliest ? latest : '';
    return { create: { fromTime: earliest, toTime }, update: [], first: earliest, last: toTime };
  }
  const rows = new Map(
    stored.map((row) => [row.lineid, { lineid: row.lineid, fromTime: row.fromTime, toTime: row.toTime }]),
  );
  const changed = new Set<number>();
  const firstRow = [...rows.values()].reduce((a, b) => (b.fromTime < a.fromTime ? b : a));
  if (earliest && earliest < firstRow.fromTime) {
    firstRow.fromTime = earliest;
    changed.add(firstRow.lineid);
  }
  const lastRow = [...rows.values()].reduce((a, b) => (endOf(b) > endOf(a) ? b : a));
  if (latest && latest > endOf(lastRow)) {
    lastRow.toTime = latest;
    changed.add(lastRow.lineid);
  }
  const all = [...rows.values()];
  const first = all.reduce((min, row) => (row.fromTime < min ? row.fromTime : min), all[0]!.fromTime);
  const lastEnd = all.reduce((max, row) => (endOf(row) > max ? endOf(row) : max), '');
  return {
    create: null,
    update: [...changed].map((lineid) => rows.get(lineid)!),
    first,
    last: lastEnd > first ? lastEnd : '',
  };
}

/** Minutes between an in and an out (an out before the in is the next morning, a night shift); null while open. */
export function workedMinutes(fromTime: string, toTime: string): number | null {
  if (!fromTime || !toTime) return null;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const span = minutes(toTime) - minutes(fromTime);
  return span >= 0 ? span : span + 24 * 60;
}

/** Minutes as hours and minutes: 485 → '8:05'. */
export const hoursText = (minutes: number | null) =>
  minutes === null ? '' : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** HH:mm of 00:00 to 23:59. */
export const isPunchTime = (text: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
