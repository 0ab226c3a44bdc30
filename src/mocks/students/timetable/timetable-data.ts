import {
  SCHOOL_DAYS,
  SCHOOL_PERIODS,
  type ClassTimetable,
  type TimetableRequirements,
} from '../../../modules/students/domain/timetable-types';
import { classesOf, subjectsOf, teachersOf } from '../../core/school/school-masters';
import { timetablesOf } from '../../core/school/students-store';

/**
 * What the timetable desk reads: the active classes, subjects and teachers in service, and every
 * class's saved week. Read once per request.
 */
export async function timetableRequirements(companyCode: number): Promise<TimetableRequirements> {
  const [classes, subjects, teachers, weeks] = await Promise.all([
    classesOf(companyCode),
    subjectsOf(companyCode),
    teachersOf(companyCode),
    timetablesOf(companyCode),
  ]);
  const active = classes.filter((one) => one.active).sort(byClass);
  const ownRooms = active.map((one) => one.room.trim()).filter(Boolean);
  const usedRooms = weeks.flatMap((week) => week.slots.map((slot) => slot.room.trim())).filter(Boolean);
  return {
    classes: active.map(({ code, name, room }) => ({ code, name, room })),
    subjects: subjects.filter((one) => one.active).map(({ code, name }) => ({ code, name })),
    teachers,
    rooms: [...new Set([...ownRooms, ...usedRooms.sort()])],
    periods: SCHOOL_PERIODS,
    days: SCHOOL_DAYS,
  };
}

const STANDARDS = ['NUR', 'LKG', 'UKG', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const standardRank = (code: string) => {
  const at = STANDARDS.indexOf(code.slice(0, code.lastIndexOf('-')));
  return at < 0 ? STANDARDS.length : at;
};

/** Classes in school order: I-A, I-B, II-A … X-B (by standard, then section), an unknown standard last. */
export const byClass = (a: { code: string }, b: { code: string }) =>
  standardRank(a.code) - standardRank(b.code) || a.code.localeCompare(b.code);

/** The weeks in school order of their classes. */
export const weeksInOrder = (weeks: readonly ClassTimetable[]) =>
  [...weeks].sort((a, b) => byClass({ code: a.classCode }, { code: b.classCode }));
