import { SCHOOL_DAYS, SCHOOL_PERIODS, type ClassTimetable, type TimetableSlot } from '../domain/timetable-types';
import { timetableClashes } from '../domain/timetable-clash';

/**
 * A school's full week for the bench (§4): `classes` classes of 48 slots each, teachers in a rotation so
 * that no teacher is in two classes in a period (class c takes teacher (c + shift) mod `teachers`, the shift moving
 * each period; a class past the teachers has no teacher that period), every class in its own room. Pure.
 */
export function clashFreeWeeks(classes: number, teachers: number): Array<Pick<ClassTimetable, 'classCode' | 'slots'>> {
  return Array.from({ length: classes }, (_, c) => {
    const slots: TimetableSlot[] = [];
    for (const day of SCHOOL_DAYS)
      for (let period = 1; period <= SCHOOL_PERIODS; period += 1) {
        const turn = (c + ((day - 1) * SCHOOL_PERIODS + period) * 3) % classes;
        slots.push({ day, period, subject: 'MAT', teacher: turn < teachers ? `E:${turn + 1}` : '', room: `R${c + 1}` });
      }
    return { classCode: `C-${c + 1}`, slots };
  });
}

/**
 * The clash check of one class's save in such a school (what SetStuTimetable runs): the class's own week again (no
 * clash) checked against every other class's. Answers the clashes found (none) and the milliseconds taken.
 */
export function clashCheckFigure(
  classes = 50,
  teachers = 60,
  now: () => number = () => performance.now(),
): { clashes: number; ms: number } {
  const weeks = clashFreeWeeks(classes, teachers);
  const mine = weeks[Math.floor(classes / 2)]!;
  const started = now();
  const clashes = timetableClashes(weeks, mine.classCode, mine.slots);
  return { clashes: clashes.length, ms: now() - started };
}
