import {
  SCHOOL_DAYS,
  SCHOOL_PERIODS,
  type ClassTimetable,
  type TimetableSlot,
} from '../../../modules/students/domain/timetable-types';
import { seedOnce } from '../../core/record-store';
import { classesOf, subjectsOf, teachersOf } from '../../core/school/school-masters';
import { nowStamp, schoolCompany } from '../../core/school/school-session';
import { STU_STORE } from '../../core/school/students-store';
import { byClass } from '../timetable/timetable-data';

/** Subjects a primary class (I-V) does not take, and a secondary class (VI-X) does not. */
const NOT_PRIMARY = new Set(['SCI', 'SST', 'SAN']);
const NOT_SECONDARY = new Set(['EVS']);
const PRIMARY = new Set(['I', 'II', 'III', 'IV', 'V']);

/** A class's 48 subjects: each subject as many times as its periods a week, cycled to fill the week. */
function subjectPlan(classCode: string, subjects: ReadonlyArray<{ code: string; periodsPerWeek: number }>): string[] {
  const primary = PRIMARY.has(classCode.slice(0, classCode.lastIndexOf('-')));
  const taken = subjects.filter((one) => !(primary ? NOT_PRIMARY : NOT_SECONDARY).has(one.code));
  const once = taken.flatMap((one) => Array.from({ length: Math.max(1, one.periodsPerWeek) }, () => one.code));
  const week = SCHOOL_DAYS.length * SCHOOL_PERIODS;
  return once.length === 0 ? [] : Array.from({ length: week }, (_, at) => once[at % once.length]!);
}

/**
 * A clash-free week for every class: in each day and period the classes take the teachers in a
 * rotation (class c gets teacher (c + shift) mod the class count, shift moving each period), so no teacher is in two
 * classes at once; a teacher is left out of one period in four (her free period) and a class whose turn falls past
 * the teachers has that period with its subject but no teacher. Every class sits in its own room. Pure.
 */
export function timetableSeed(
  classes: ReadonlyArray<{ code: string; room: string }>,
  subjects: ReadonlyArray<{ code: string; periodsPerWeek: number }>,
  teachers: ReadonlyArray<{ key: string }>,
  savedAt: string,
): ClassTimetable[] {
  const count = classes.length;
  return classes.map((schoolClass, c) => {
    const plan = subjectPlan(schoolClass.code, subjects);
    const slots: TimetableSlot[] = [];
    for (const day of SCHOOL_DAYS) {
      for (let period = 1; period <= SCHOOL_PERIODS; period += 1) {
        const cell = (day - 1) * SCHOOL_PERIODS + (period - 1);
        // 7 is prime to 48: each class's subjects are spread over the week, each class differently.
        const subject = plan[(cell * 7 + c) % Math.max(1, plan.length)];
        if (!subject) continue;
        const turn = (c + cell * 3) % count;
        const free = (turn + day + period) % 4 === 0;
        const teacher = turn < teachers.length && !free ? teachers[turn]!.key : '';
        slots.push({ day, period, subject, teacher, room: schoolClass.room.trim() });
      }
    }
    return { classCode: schoolClass.code, slots, savedBy: 'admin', savedAt };
  });
}

/**
 * The starting timetables of the school (D-SHI only; other companies start empty), written once with seedOnce.
 * Reads the masters only (never the timetables' seeded reader, which runs this).
 */
export async function ensureTimetableSeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return;
  await seedOnce(STU_STORE.timetables, companyCode, async () => {
    const [classes, subjects, teachers] = await Promise.all([
      classesOf(companyCode),
      subjectsOf(companyCode),
      teachersOf(companyCode),
    ]);
    const active = classes.filter((one) => one.active).sort(byClass);
    const weeks = timetableSeed(
      active,
      subjects.filter((one) => one.active),
      teachers,
      nowStamp(),
    );
    return weeks.map((week) => ({ id: week.classCode, data: week }));
  });
}
