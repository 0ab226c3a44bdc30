import { isPunchTime } from './punch-import';

/** What a manual punch is checked against. */
export interface PunchContext {
  dat: string;
  time: string;
  /** The server's day and minute (yyyy-MM-dd, HH:mm). */
  today: string;
  now: string;
  employee: { empno: string; empname: string; doj: string; lastWorkingDay: string | null };
}

/** Why a punch of this day and minute cannot be taken, or null: never after today or now, never outside service. */
export function punchMomentRefusal({ dat, time, today, now, employee }: PunchContext): string | null {
  if (!isPunchTime(time)) return `Enter the time as HH:mm (24 hours), e.g. 09:05; "${time}" is not one.`;
  if (dat > today) return `${dat} is after today (${today}): punches are taken for today or earlier.`;
  if (dat === today && time > now) return `${time} is later than now (${now}).`;
  if (dat < employee.doj)
    return `${employee.empname} (${employee.empno}) joined on ${employee.doj}: there is no punch on ${dat}.`;
  if (employee.lastWorkingDay && dat > employee.lastWorkingDay)
    return `${employee.empname} (${employee.empno}) left on ${employee.lastWorkingDay}: there is no punch on ${dat}.`;
  return null;
}

/** Why punching in is refused while the employee's day has an open row (in without out), or null. */
export function punchInRefusal(openFromTime: string | null, empname: string): string | null {
  return openFromTime ? `${empname} punched in at ${openFromTime} and has not punched out: punch out first.` : null;
}

/** Why a punch out at `toTime` is refused for a row in at `fromTime` (a night shift's out may be the next morning). */
export function punchOutRefusal(
  row: { fromTime: string; toTime: string } | undefined,
  toTime: string,
  nightShift: boolean,
  empname: string,
): string | null {
  if (!row) return `There is no punch in of ${empname} on that day to close.`;
  if (row.toTime) return `${empname} already punched out at ${row.toTime}.`;
  if (!nightShift && toTime <= row.fromTime) return `The out time ${toTime} must be after the in time ${row.fromTime}.`;
  return null;
}
