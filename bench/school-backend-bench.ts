// The school benchmark's backend figures, in the demo backend's IndexedDB and through its own handlers
// (msw getResponse), for a school of 2,020 pupils and 60 teachers (school-data.ts): a class register saved
// (SetStuAttendanceRegister) on different school days; the report cards of the class of 60 (GetStuReportCards); the
// timetable clash check of one class's save (the pure timetableClashes over every class's week) and the whole
// SetStuTimetable answer. The first call of each is kept apart (cold: the IndexedDB reads and the code not warmed up).
import { handlerCall } from './handler-call';
import { serverToday } from '../src/mocks/core/server-dates';
import { getDemoDb, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import {
  classesOf,
  examsOf,
  schoolHolidaysOf,
  studentsOf,
  subjectsOf,
  TEACHING_DESIGNATIONS,
  teachersOf,
} from '../src/mocks/core/school/school-masters';
import { departmentsOf, designationsOf, HRD_MASTER, shiftsOf } from '../src/mocks/core/people/hrd-masters';
import { lastSchoolDays } from '../src/mocks/students/seeds/attendance-seed';
import { attendanceId, marksId, registerOf, STU_STORE, timetablesOf } from '../src/mocks/core/school/students-store';
import { STUDENTS } from '../src/modules/school-office/resources/students';
import type { HrdDesignation } from '../src/modules/hrd/domain/organisation-types';
import type { HrdEmployee } from '../src/modules/hrd/domain/employee-types';
import { STU_ROUTES } from '../src/modules/students/domain/stu-routes';
import type { ReportCard } from '../src/modules/students/domain/marks-types';
import { teacherNamesOf, timetableClashes } from '../src/modules/students/domain/timetable-clash';
import { CLASSES } from '../src/modules/students/resources/classes';
import { median } from './pos-backend-bench';
import {
  BENCH_CLASS,
  BENCH_EXAM,
  benchClasses,
  benchMarks,
  benchRegisters,
  benchStudents,
  benchTeachers,
  benchWeeks,
} from './school-data';

/** The school (D-SHI) and its admin's token. */
export const SCHOOL = 1004;
const TOKEN = 'bench-school';
/** School days of registers kept for every class. */
const REGISTER_DAYS = 30;

/**
 * One call through the demo backend's own handler as the school's admin, answered and parsed: milliseconds and the
 * answer.
 */
const call = <T>(endpoint: string, body: Record<string, unknown>, key?: string) =>
  handlerCall<T>(TOKEN, endpoint, body, key);

const dayBefore = (dat: string, days: number) =>
  new Date(Date.parse(`${dat}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The school's own seeded masters (HR departments, posts, shifts and holidays; subjects and exams), read once so
 * nothing is seeded while timed.
 */
async function mastersOf(today: string) {
  const [departments, designations, shifts, subjects] = await Promise.all([
    departmentsOf(SCHOOL),
    designationsOf(SCHOOL),
    shiftsOf(SCHOOL),
    subjectsOf(SCHOOL),
    examsOf(SCHOOL),
  ]);
  const holidays = await schoolHolidaysOf(SCHOOL, dayBefore(today, REGISTER_DAYS * 3), dayBefore(today, 1));
  const teaching = designations
    .filter((row: HrdDesignation & { code?: string }) => TEACHING_DESIGNATIONS.has(row.code ?? ''))
    .map((row) => row.recordId);
  if (teaching.length === 0) throw new Error('the school has no teaching designations');
  return {
    departments: departments.map((row) => row.recordId),
    teaching,
    shift: (shifts.find((row) => row.weeklyOff === 'SUN') ?? shifts[0]!).code,
    subjects: subjects.filter((row) => row.active).map((row) => row.code),
    days: lastSchoolDays(today, holidays, REGISTER_DAYS),
  };
}

type Row = { resource: string; id: string; data: object };

/**
 * Writes the bench school (in place of the company's own pupils, classes, staff, weeks, registers and marks, marked
 * seeded), and its admin's token, in one transaction.
 */
async function writeCompany(rows: readonly Row[]) {
  const db = await getDemoDb();
  const tx = db.transaction(['records', 'seeded', 'tokens'], 'readwrite');
  const records = tx.objectStore('records');
  for (const row of rows)
    void records.put(
      { resource: row.resource, companyCode: SCHOOL, id: row.id, data: { ...row.data } },
      recordKey(row.resource, SCHOOL, row.id),
    );
  // No demo seed over the bench's pupils, classes, staff or its timetables, registers, marks (and penalties, which read
  // the pupils).
  for (const resource of [STUDENTS.name, CLASSES.name, HRD_MASTER.employees, ...Object.values(STU_STORE)])
    void tx.objectStore('seeded').put(true, seededKey(resource, SCHOOL));
  void tx
    .objectStore('tokens')
    .put({ token: TOKEN, companyCode: SCHOOL, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
}

async function seedSchool(today: string) {
  const masters = await mastersOf(today);
  const classes = benchClasses();
  const students = benchStudents(classes, today);
  const teachers: HrdEmployee[] = benchTeachers(
    today.slice(0, 7),
    masters.departments,
    masters.teaching,
    masters.shift,
  );
  const weeks = benchWeeks(
    classes,
    teachers.map((teacher) => `E:${teacher.empno}`),
    masters.subjects,
    `${today}T08:00:00`,
  );
  const registers = benchRegisters(students, masters.days);
  const sheets = benchMarks();
  await writeCompany([
    ...classes.map((row) => ({ resource: CLASSES.name, id: row.code, data: row })),
    ...students.map((row) => ({ resource: STUDENTS.name, id: row.admissionNo, data: row })),
    ...teachers.map((row) => ({ resource: HRD_MASTER.employees, id: String(row.recordId), data: row })),
    ...weeks.map((row) => ({ resource: STU_STORE.timetables, id: row.classCode, data: row })),
    ...registers.map((row) => ({
      resource: STU_STORE.attendance,
      id: attendanceId(row.dat, row.classCode),
      data: row,
    })),
    ...sheets.map((row) => ({
      resource: STU_STORE.marks,
      id: marksId(row.exam, row.classCode, row.subject),
      data: row,
    })),
  ]);
  const roll = students
    .filter((student) => `${student.className}-${student.section}` === BENCH_CLASS)
    .map((student) => student.admissionNo);
  return {
    roll,
    students: students.length,
    classes: classes.length,
    teachers: teachers.length,
    slots: weeks.reduce((sum, week) => sum + week.slots.length, 0),
    registers: registers.length,
    days: masters.days,
    sheets: sheets.length,
  };
}

/**
 * IX-C's register saved on six of the kept school days (a change of a day kept, traCheck 2), three pupils away: the
 * first call apart, then the median of the other five; and the save's largest read alone, the whole students master
 * (the rules look absentees up in the school's roll), median of 3.
 */
async function registerFigures(days: readonly string[], roll: readonly string[]) {
  const chosen = days.slice(-6);
  const times: number[] = [];
  for (const [n, dat] of chosen.entries()) {
    const absentees = [roll[n]!, roll[n + 20]!, roll[n + 40]!].map((admissionNo) => ({
      admissionNo,
      reason: n % 2 ? 'Fever' : '',
    }));
    const saved = await call(
      STU_ROUTES.saveAttendanceRegister,
      { header: { classCode: BENCH_CLASS, dat }, lines: absentees, traCheck: 2 },
      `bench-register-${dat}`,
    );
    times.push(saved.ms);
    const kept = await registerOf(SCHOOL, dat, BENCH_CLASS);
    if (kept?.absentees.length !== 3) throw new Error(`the register of ${BENCH_CLASS} for ${dat} was not kept`);
  }
  const reads: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    const start = performance.now();
    await studentsOf(SCHOOL);
    reads.push(performance.now() - start);
  }
  return {
    pupils: roll.length,
    dates: chosen,
    firstMs: times[0]!,
    medianMs: median(times.slice(1)),
    runsMs: times.slice(1),
    studentsReadMs: median(reads),
  };
}

/**
 * IX-C's report cards for the half-yearly: the first call apart, then five, each kept (the page renders their answer).
 */
async function reportCardFigures() {
  const body = { exam: BENCH_EXAM, classCode: BENCH_CLASS };
  const first = await call<ReportCard[]>(STU_ROUTES.reportCards, body);
  const runs: number[] = [];
  let cards = first.answer;
  for (let n = 0; n < 5; n += 1) {
    const next = await call<ReportCard[]>(STU_ROUTES.reportCards, body);
    runs.push(next.ms);
    cards = next.answer;
  }
  if (cards.length !== 60 || cards.some((card) => card.subjects.length !== 7))
    throw new Error(`the report cards of ${BENCH_CLASS}: ${cards.length} cards`);
  return { cards, firstMs: first.ms, medianMs: median(runs), runsMs: runs };
}

/**
 * The clash check of IX-C's save against the whole school: timetableClashes over every class's week with the
 * teachers' names, as SetStuTimetable runs it (median of 50, first apart), then the whole save of the same week
 * (its reads, checks, the write and the log; first call apart, median of 5).
 */
async function clashFigures() {
  const [weeks, teachers] = await Promise.all([timetablesOf(SCHOOL), teachersOf(SCHOOL)]);
  const mine = weeks.find((week) => week.classCode === BENCH_CLASS)!;
  const names = teacherNamesOf(teachers);
  const checks: number[] = [];
  let clashes = 0;
  for (let n = 0; n < 51; n += 1) {
    const start = performance.now();
    clashes = timetableClashes(weeks, BENCH_CLASS, mine.slots, names).length;
    checks.push(performance.now() - start);
  }
  if (clashes !== 0) throw new Error(`${BENCH_CLASS}'s own week clashed ${clashes} times`);
  // The check finds a clash: another class's teacher booked in IX-C's first period.
  const other = weeks.find((week) => week.classCode !== BENCH_CLASS)!;
  const taken = other.slots.find((slot) => slot.day === mine.slots[0]!.day && slot.period === mine.slots[0]!.period)!;
  if (
    timetableClashes(weeks, BENCH_CLASS, [{ ...mine.slots[0]!, teacher: taken.teacher }, ...mine.slots.slice(1)], names)
      .length === 0
  )
    throw new Error('a teacher in two classes at once was not found');
  const saves: number[] = [];
  for (let n = 0; n < 6; n += 1)
    saves.push(
      (
        await call(
          STU_ROUTES.saveTimetable,
          { header: { classCode: BENCH_CLASS }, lines: mine.slots, traCheck: 2 },
          `bench-timetable-${n}`,
        )
      ).ms,
    );
  return {
    classes: weeks.length,
    teachers: teachers.length,
    slots: weeks.reduce((sum, week) => sum + week.slots.length, 0),
    check: { firstMs: checks[0]!, medianMs: median(checks.slice(1)), maxMs: Math.max(...checks.slice(1)) },
    save: { firstMs: saves[0]!, medianMs: median(saves.slice(1)), runsMs: saves.slice(1) },
  };
}

export async function schoolBackendFigures() {
  await resetDemoDb();
  const today = serverToday();
  const data = await seedSchool(today);
  if ((await classesOf(SCHOOL)).length !== data.classes) throw new Error('the bench classes were not kept');
  const register = await registerFigures(data.days, data.roll);
  const reportCards = await reportCardFigures();
  const clash = await clashFigures();
  return { data: { ...data, roll: undefined, days: data.days.length }, register, reportCards, clash };
}
