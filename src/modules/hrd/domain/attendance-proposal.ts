import type { AttendanceCell, HrdShift } from './attendance-types';

/** One punch pair of the day: in at `fromTime`, out at `toTime` ('' while still in). */
export interface DayPunch {
  fromTime: string;
  toTime: string;
}

/** What is known of an employee's day: the proposal reads nothing else. */
export interface DaySituation {
  dat: string;
  today: string;
  holiday: boolean;
  weeklyOff: boolean;
  /** The code of an approved leave covering the day, else ''. */
  leaveCode: string;
  punches: readonly DayPunch[];
  /** The shift that applies on the day (assignment, else the employee's own); undefined when none is known. */
  shift: Pick<HrdShift, 'startTime' | 'endTime' | 'graceMinutes'> | undefined;
}

const DAY = 24 * 60;
/** 'HH:mm' in minutes from midnight (digit arithmetic: this runs for every punch of every employee of a month). */
const minutesOf = (time: string) =>
  (time.charCodeAt(0) - 48) * 600 +
  (time.charCodeAt(1) - 48) * 60 +
  (time.charCodeAt(3) - 48) * 10 +
  (time.charCodeAt(4) - 48);
/**
 * Minutes from the shift's start to `time`, in [−12 h, +12 h) (a night shift's punch after midnight is late, not
 * early).
 */
const fromStart = (time: string, start: number) =>
  ((((minutesOf(time) - start + DAY / 2) % DAY) + DAY) % DAY) - DAY / 2;
const span = (from: string, to: string) => (((minutesOf(to) - minutesOf(from)) % DAY) + DAY) % DAY;

/**
 * The shift's length in minutes, start to end (a night shift runs past midnight; the break is inside it, as in the
 * punches).
 */
export function shiftLength(shift: Pick<HrdShift, 'startTime' | 'endTime'>): number {
  return span(shift.startTime, shift.endTime) || DAY;
}

/** Overtime hours beyond the shift, down to whole half hours, as the wire writes them ('1.5'; '' for none). */
export function overtimeText(workedMinutes: number, lengthMinutes: number): string {
  const halves = Math.floor((workedMinutes - lengthMinutes) / 30);
  return halves > 0 ? String(halves / 2) : '';
}

const cell = (attendance: string, ot = '', late = ''): AttendanceCell => ({ attendance, ot, late, saved: false });
/** The plain proposals, shared (read only): a month of 5,000 staff makes most of its cells from these. */
const PLAIN = new Map(['A', 'H', 'WO', 'P'].map((code) => [code, Object.freeze(cell(code))]));
const plain = (code: string): AttendanceCell => PLAIN.get(code) ?? cell(code);

/** The day's punches read against the shift: present, half day or absent, with late minutes and overtime. */
function fromPunches(punches: readonly DayPunch[], shift: DaySituation['shift']): AttendanceCell {
  if (punches.length === 0) return plain('A');
  const start = shift ? minutesOf(shift.startTime) : 0;
  const length = shift ? shiftLength(shift) : 0;
  let first = Infinity;
  let lastOut = -Infinity;
  for (const punch of punches) {
    const from = fromStart(punch.fromTime, start);
    if (from < first) first = from;
    if (punch.toTime !== '') lastOut = Math.max(lastOut, from + span(punch.fromTime, punch.toTime));
  }
  const late = shift && first > shift.graceMinutes ? String(first) : '';
  if (lastOut === -Infinity) return cell('HD', '', late);
  const worked = lastOut - first;
  if (shift && worked < length / 2) return cell('HD', '', late);
  const ot = shift ? overtimeText(worked, length) : '';
  return ot === '' && late === '' ? plain('P') : cell('P', ot, late);
}

/**
 * The proposal for a day nobody has saved (in this order): after today nothing; a holiday H; the
 * shift's weekly off WO; an approved leave its code; then the punches: in and out P (late = minutes after the shift's
 * start when beyond the grace; overtime = hours worked beyond the shift's length, in half hours), in only or under
 * half the shift HD; no punch A.
 */
export function proposeDay(day: DaySituation): AttendanceCell | null {
  if (day.dat > day.today) return null;
  if (day.holiday) return plain('H');
  if (day.weeklyOff) return plain('WO');
  if (day.leaveCode) return plain(day.leaveCode);
  return fromPunches(day.punches, day.shift);
}

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/**
 * Whether the day is the shift's weekly off; a rotating off (ROT) falls on the weekday `employee id mod 7`, so staff
 * are spread over the week.
 */
export function isWeeklyOff(
  weeklyOff: HrdShift['weeklyOff'] | undefined,
  weekday: number,
  employeeId: number,
): boolean {
  if (!weeklyOff) return weekday === 0;
  if (weeklyOff === 'ROT') return employeeId % 7 === weekday;
  return WEEKDAYS[weekday] === weeklyOff;
}
