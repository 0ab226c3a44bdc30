import { hoursText, workedMinutes } from './punch-import';
import type { InoutRow } from './punch-wire';

/** One employee's line of the day's register. */
export interface RegisterLine {
  recordid: number;
  empno: string;
  empname: string;
  /** First in and last out of the day ('' when none). */
  firstIn: string;
  lastOut: string;
  /** Hours worked over the closed rows (h:mm), '' when none is closed. */
  hours: string;
  /** The row still open (in without out): the one a punch out closes. */
  openLineid: number | null;
}

/** The day's rows (GetTodayInoutDetails) per employee, in the order they came. */
export function registerLines(rows: readonly InoutRow[]): RegisterLine[] {
  const lines = new Map<number, RegisterLine & { minutes: number | null }>();
  for (const row of rows) {
    const line = lines.get(row.recordid) ?? {
      recordid: row.recordid,
      empno: row.empno,
      empname: row.empname,
      firstIn: '',
      lastOut: '',
      hours: '',
      openLineid: null,
      minutes: null,
    };
    if (row.fromTime && (!line.firstIn || row.fromTime < line.firstIn)) line.firstIn = row.fromTime;
    if (row.toTime) line.lastOut = row.toTime;
    const worked = workedMinutes(row.fromTime, row.toTime);
    if (worked !== null) line.minutes = (line.minutes ?? 0) + worked;
    if (row.lineid > 0 && row.pos === 1 && !row.toTime) line.openLineid = row.lineid;
    lines.set(row.recordid, line);
  }
  return [...lines.values()].map(({ minutes, ...line }) => ({ ...line, hours: hoursText(minutes) }));
}

/** Lines whose name or number contains the search (any case). */
export function matchingLines(lines: readonly RegisterLine[], search: string): RegisterLine[] {
  const wanted = search.trim().toLowerCase();
  return wanted
    ? lines.filter((line) => line.empname.toLowerCase().includes(wanted) || line.empno.toLowerCase().includes(wanted))
    : [...lines];
}
