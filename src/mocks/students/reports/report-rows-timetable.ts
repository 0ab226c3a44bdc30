import type { ReportRow } from '../../../engine/report/report';
import {
  DAY_NAMES,
  SCHOOL_DAYS,
  SCHOOL_PERIODS,
  type ClassTimetable,
  type SchoolDay,
  type TimetableSlot,
} from '../../../modules/students/domain/timetable-types';
import {
  CLASS_TIMETABLE_REPORT as CLASS_WISE,
  TEACHER_TIMETABLE_REPORT as TEACHER_WISE,
} from '../../../modules/students/timetable/timetable-report-declarations';
import type { SchoolReportMap } from '../../core/school/school-report-handler';
import { subjectsOf, teachersOf } from '../../core/school/school-masters';
import { timetablesOf } from '../../core/school/students-store';
import { weeksInOrder } from '../timetable/timetable-data';

/** A row a day: `label` in the first column, what each period holds in P1 … P8, and the periods filled. */
function dayRow(first: Record<string, string>, day: SchoolDay, cellOf: (period: number) => string): ReportRow {
  const row: Record<string, string | number> = { ...first, day: DAY_NAMES[day] };
  let filled = 0;
  for (let period = 1; period <= SCHOOL_PERIODS; period += 1) {
    row[`p${period}`] = cellOf(period);
    if (row[`p${period}`] !== '') filled += 1;
  }
  row.periods = filled;
  return row;
}

/** Each teacher's week (a teacher with no period is left out), by name: the class and subject of each period. */
async function teacherWise(companyCode: number, detail: string): Promise<ReportRow[]> {
  const [weeks, teachers, subjects] = await Promise.all([
    timetablesOf(companyCode),
    teachersOf(companyCode),
    subjectsOf(companyCode),
  ]);
  const subjectName = new Map(subjects.map((one) => [one.code, one.name]));
  const teaching = new Map<string, Map<string, string[]>>();
  for (const week of weeksInOrder(weeks))
    for (const slot of week.slots) {
      if (!slot.teacher) continue;
      const cells = teaching.get(slot.teacher) ?? new Map<string, string[]>();
      const id = `${slot.day}|${slot.period}`;
      cells.set(id, [...(cells.get(id) ?? []), `${week.classCode} ${subjectName.get(slot.subject) ?? slot.subject}`]);
      teaching.set(slot.teacher, cells);
    }
  const wanted = detail.toLowerCase();
  const named = [...teaching.keys()].map((key) => ({
    key,
    name: teachers.find((one) => one.key === key)?.name ?? key,
  }));
  return named
    .filter((one) => wanted === '' || one.name.toLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap(({ key, name }) =>
      SCHOOL_DAYS.map((day) =>
        dayRow({ teacher: name }, day, (period) => (teaching.get(key)!.get(`${day}|${period}`) ?? []).join(' / ')),
      ),
    );
}

/** Each class's week, in school order (or one class's): the subject and teacher of each period. */
async function classWise(companyCode: number, classCode: string): Promise<ReportRow[]> {
  const [weeks, teachers, subjects] = await Promise.all([
    timetablesOf(companyCode),
    teachersOf(companyCode),
    subjectsOf(companyCode),
  ]);
  const subjectName = new Map(subjects.map((one) => [one.code, one.name]));
  const teacherName = new Map(teachers.map((one) => [one.key, one.name]));
  const words = (slot: TimetableSlot | undefined) =>
    slot
      ? [
          subjectName.get(slot.subject) ?? slot.subject,
          slot.teacher ? `(${teacherName.get(slot.teacher) ?? slot.teacher})` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '';
  const chosen: ClassTimetable[] = weeksInOrder(weeks).filter(
    (week) => classCode === '' || week.classCode === classCode,
  );
  return chosen.flatMap((week) =>
    SCHOOL_DAYS.map((day) =>
      dayRow({ classCode: week.classCode }, day, (period) =>
        words(week.slots.find((slot) => slot.day === day && slot.period === period)),
      ),
    ),
  );
}

/** The timetable reports' rows: teacher-wise and class-wise, from the saved weeks. */
export const TIMETABLE_REPORT_ROWS: SchoolReportMap = {
  [TEACHER_WISE.endpoint]: { report: TEACHER_WISE, rows: (companyCode, ask) => teacherWise(companyCode, ask.detail) },
  [CLASS_WISE.endpoint]: {
    report: CLASS_WISE,
    rows: (companyCode, ask) => classWise(companyCode, (ask.values.classCode ?? '').toUpperCase()),
  },
};
