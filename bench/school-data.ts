// The school benchmark's data: a school of 50 classes (standards I to XII, sections A to D, and UKG-A and
// UKG-B), 2,020 pupils on roll (49 sections of 40 and the bench class IX-C of 60, its seats raised to 60), 60
// teachers (HR employees with teaching designations), a full 48-period week for every class from the rotation of
// clashFreeWeeks (no teacher or room in two places at once), the half-yearly marks of IX-C in 7 subjects (benchClass
// of report-cards-figure.ts) and 30 school days of registers for every class. Deterministic: no Math.random.
import type { Student } from '../src/modules/school-office/domain/desk-records';
import type { HrdEmployee } from '../src/modules/hrd/domain/employee-types';
import { benchClass } from '../src/modules/students/marks/report-cards-figure';
import type { AttendanceRegister, SchoolClass } from '../src/modules/students/domain/student-records';
import type { MarksSheet } from '../src/modules/students/domain/marks-types';
import type { ClassTimetable } from '../src/modules/students/domain/timetable-types';
import { clashFreeWeeks } from '../src/modules/students/timetable/clash-figure';
import { benchEmployees } from './hrd-data';

/** The class whose register, report cards and week are timed; its roll and marks are benchClass()'s. */
export const BENCH_CLASS = 'IX-C';
export const BENCH_CLASS_SIZE = 60;
export const SECTION_SIZE = 40;
export const TEACHERS = 60;
/** The exam of IX-C's marks (the exams master's half-yearly, out of 80) and its 7 subjects. */
export const BENCH_EXAM = 'HY';
export const BENCH_SUBJECTS = 7;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** A repeatable scramble (the same pupil and day always give the same answer). */
function mix(value: number): number {
  let x = value | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

const STANDARDS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** The 50 classes of the classes master, in school order: UKG-A, UKG-B, I-A … XII-D; IX-C seats 60, the rest 40. */
export function benchClasses(): SchoolClass[] {
  const codes = [
    'UKG-A',
    'UKG-B',
    ...STANDARDS.flatMap((standard) => ['A', 'B', 'C', 'D'].map((section) => `${standard}-${section}`)),
  ];
  return codes.map((code, index) => ({
    code,
    name: `Class ${code.replace('-', ' ')}`,
    classTeacher: `Bench class teacher ${index + 1}`,
    room: `Room ${pad(index + 1, 3)}`,
    capacity: code === BENCH_CLASS ? BENCH_CLASS_SIZE : SECTION_SIZE,
    medium: 'EN',
    active: true,
  }));
}

/** A pupil of the students master (on roll), admitted on 1 June of the year before `today`. */
function studentOf(
  admissionNo: string,
  name: string,
  classCode: string,
  gender: string,
  n: number,
  today: string,
): Student {
  const [className, section] = [
    classCode.slice(0, classCode.lastIndexOf('-')),
    classCode.slice(classCode.lastIndexOf('-') + 1),
  ];
  const r = (salt: number) => mix(n * 104729 + salt * 7919);
  return {
    admissionNo,
    name,
    className,
    section,
    gender,
    dateOfBirth: `${2008 + (r(1) % 12)}-${pad((r(2) % 12) + 1, 2)}-${pad((r(3) % 28) + 1, 2)}`,
    parentName: `Parent of ${name}`,
    phone: `9${pad(r(4) % 1e9, 9)}`,
    email: '',
    address: '',
    admissionDate: `${Number(today.slice(0, 4)) - 1}-06-01`,
    transport: n % 3 === 0,
    active: true,
  };
}

/** Every pupil: SECTION_SIZE in each class, IX-C's BENCH_CLASS_SIZE being benchClass()'s roll (ADM-B-0001 …). */
export function benchStudents(classes: readonly SchoolClass[], today: string): Student[] {
  const students: Student[] = [];
  for (const schoolClass of classes) {
    if (schoolClass.code === BENCH_CLASS) continue;
    for (let seat = 0; seat < SECTION_SIZE; seat += 1) {
      const n = students.length + 1;
      students.push(studentOf(`ADM-S-${pad(n, 5)}`, `Bench pupil ${n}`, schoolClass.code, n % 2 ? 'F' : 'M', n, today));
    }
  }
  for (const [index, pupil] of benchClass(BENCH_CLASS_SIZE, BENCH_SUBJECTS).roll.entries())
    students.push(studentOf(pupil.admissionNo, pupil.name, BENCH_CLASS, pupil.gender, 100_000 + index, today));
  return students;
}

/**
 * The 60 teachers: HR employees (hrd-data's benchEmployees) holding the teaching designations given, in service since
 * before the month.
 */
export function benchTeachers(
  month: string,
  departments: readonly number[],
  teachingDesignations: readonly number[],
  shift: string,
): HrdEmployee[] {
  return benchEmployees(TEACHERS, month, departments, teachingDesignations, shift).map((employee) => ({
    ...employee,
    empname: `Bench teacher ${employee.recordId}`,
    serviceClosing: null,
  }));
}

/**
 * A full week for every class: clashFreeWeeks' rotation (class c takes teacher (c + shift) mod the class count, the
 * shift moving each period: no teacher in two classes at once) with the school's class codes, teacher keys and rooms;
 * the subjects spread over the week, each class differently.
 */
export function benchWeeks(
  classes: readonly SchoolClass[],
  teacherKeys: readonly string[],
  subjects: readonly string[],
  savedAt: string,
): ClassTimetable[] {
  return clashFreeWeeks(classes.length, teacherKeys.length).map((week, c) => ({
    classCode: classes[c]!.code,
    slots: week.slots.map((slot, cell) => ({
      ...slot,
      subject: subjects[(cell * 7 + c) % subjects.length]!,
      teacher: slot.teacher ? teacherKeys[Number(slot.teacher.slice(2)) - 1]! : '',
      room: classes[c]!.room,
    })),
    savedBy: 'admin',
    savedAt,
  }));
}

/**
 * IX-C's half-yearly marks sheets in 7 subjects (benchClass()'s: out of 80, some totals tie, one in 17 absent in a
 * subject).
 */
export const benchMarks = (): MarksSheet[] => benchClass(BENCH_CLASS_SIZE, BENCH_SUBJECTS).sheets;

/** The registers of every class on each of `days`: about one pupil in 12 away, chosen by the day and the pupil. */
export function benchRegisters(students: readonly Student[], days: readonly string[]): AttendanceRegister[] {
  const byClass = new Map<string, Student[]>();
  for (const student of students) {
    const code = `${student.className}-${student.section}`;
    if (!byClass.has(code)) byClass.set(code, []);
    byClass.get(code)!.push(student);
  }
  return days.flatMap((dat, d) =>
    [...byClass].map(([classCode, pupils], c) => ({
      classCode,
      dat,
      absentees: pupils
        .filter((_, p) => mix(p * 7919 + d * 104729 + c * 31) % 12 === 0)
        .map((pupil) => ({ admissionNo: pupil.admissionNo, reason: '' })),
      savedBy: 'admin',
      savedAt: `${dat}T10:15:00`,
    })),
  );
}
