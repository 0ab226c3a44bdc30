import type { FeeHead } from '../../../modules/school-office/domain/fee-types';
import type { Student } from '../../../modules/school-office/domain/desk-records';
import { FEES } from '../../../modules/school-office/resources/fees';
import { STUDENTS } from '../../../modules/school-office/resources/students';
import type { HrdDesignation } from '../../../modules/hrd/domain/organisation-types';
import type { Book, Journal } from '../../../modules/library/domain/library-types';
import { BOOKS } from '../../../modules/library/resources/books';
import { JOURNALS } from '../../../modules/library/resources/journals';
import {
  type Exam,
  type PenaltyHead,
  type RollPupil,
  type SchoolClass,
  type Subject,
} from '../../../modules/students/domain/student-records';
import { classCodeOf } from '../../../kits/school/class-code';
import type { TeacherChoice } from '../../../modules/students/domain/timetable-types';
import { CLASSES } from '../../../modules/students/resources/classes';
import { EXAMS } from '../../../modules/students/resources/exams';
import { PENALTIES } from '../../../modules/students/resources/penalties';
import { SUBJECTS } from '../../../modules/students/resources/subjects';
import type { Route, RouteFee, Vehicle } from '../../../modules/vehicles/domain/veh-types';
import { ROUTE_FEES } from '../../../modules/vehicles/resources/route-fees';
import { ROUTES } from '../../../modules/vehicles/resources/routes';
import { VEHICLES } from '../../../modules/vehicles/resources/vehicles';
import { listRecords, writeRecord } from '../record-store';
import { ensureSeeded } from '../seeds/ensure-seeded';
import { designationsOf, employeesOf, holidaysOf, inServiceOn } from '../people/hrd-masters';
import { schoolToday } from './school-session';

/**
 * The masters the school desks read: the generic resources' stored records (seeded on first use), typed
 * by the modules' domain files. Each call reads its kind once; callers read once per request, never per row.
 */
async function rows<T>(resource: string, companyCode: number): Promise<T[]> {
  await ensureSeeded(resource, companyCode);
  return listRecords<T>(resource, companyCode);
}

/** Every pupil of the students master, on roll or not (active false: left). */
export const studentsOf = (companyCode: number) => rows<Student>(STUDENTS.name, companyCode);
/** A pupil's record of the students master written back (a desk keeping one of its flags in step). */
export const storeStudent = (companyCode: number, student: Student) =>
  writeRecord(STUDENTS.name, companyCode, student.admissionNo, student);
export const feeHeadsOf = (companyCode: number) => rows<FeeHead>(FEES.name, companyCode);
export const classesOf = (companyCode: number) => rows<SchoolClass>(CLASSES.name, companyCode);
export const subjectsOf = (companyCode: number) => rows<Subject>(SUBJECTS.name, companyCode);
export const examsOf = (companyCode: number) => rows<Exam>(EXAMS.name, companyCode);
export const penaltyHeadsOf = (companyCode: number) => rows<PenaltyHead>(PENALTIES.name, companyCode);
export const booksOf = (companyCode: number) => rows<Book>(BOOKS.name, companyCode);
export const journalsOf = (companyCode: number) => rows<Journal>(JOURNALS.name, companyCode);
export const routesOf = (companyCode: number) => rows<Route>(ROUTES.name, companyCode);
export const routeFeesOf = (companyCode: number) => rows<RouteFee>(ROUTE_FEES.name, companyCode);
export const vehiclesOf = (companyCode: number) => rows<Vehicle>(VEHICLES.name, companyCode);

/** A pupil as the students desks receive one. */
export const rollPupilOf = (student: Student): RollPupil => ({
  admissionNo: student.admissionNo,
  name: student.name,
  classCode: classCodeOf(student),
  gender: student.gender,
});

/** The pupils on the roll of a class (VIII-A), by name; every class's when `classCode` is absent. */
export async function rollOf(companyCode: number, classCode?: string): Promise<RollPupil[]> {
  const roll = (await studentsOf(companyCode))
    .filter((student) => student.active && (classCode === undefined || classCodeOf(student) === classCode))
    .map(rollPupilOf);
  return roll.sort(
    (a, b) =>
      a.classCode.localeCompare(b.classCode) ||
      a.name.localeCompare(b.name) ||
      a.admissionNo.localeCompare(b.admissionNo),
  );
}

/** The designations whose holders teach (their short codes, as the HR seeds give them). */
export const TEACHING_DESIGNATIONS: ReadonlySet<string> = new Set(['PRT', 'TGT', 'PGT', 'PET', 'PRN', 'VPR']);

/** The HR employees who teach (designation PRT, TGT, PGT, PET, PRN or VPR) and are in service on `asOn`, by name. */
export async function teachersOf(companyCode: number, asOn: string = schoolToday()): Promise<TeacherChoice[]> {
  const [employees, designations] = await Promise.all([employeesOf(companyCode), designationsOf(companyCode)]);
  const codeOf = new Map(designations.map((row: HrdDesignation & { code?: string }) => [row.recordId, row.code ?? '']));
  return employees
    .filter(
      (employee) => TEACHING_DESIGNATIONS.has(codeOf.get(employee.designation) ?? '') && inServiceOn(employee, asOn),
    )
    .map((employee) => ({
      key: `E:${employee.empno}`,
      name: [employee.empname, employee.surname].filter(Boolean).join(' '),
      designation: codeOf.get(employee.designation) ?? '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const nextDay = (dat: string) => new Date(Date.parse(`${dat}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The days the school is shut between `from` and `to` (both included, yyyy-MM-dd), each with what it is: the HR
 * holidays (national and the state's; a company without them has none) and every Sunday ('Sunday').
 */
export async function schoolHolidaysOf(
  companyCode: number,
  from: string,
  to: string,
): Promise<ReadonlyMap<string, string>> {
  const shut = new Map<string, string>();
  for (const holiday of await holidaysOf(companyCode))
    if (holiday.dat >= from && holiday.dat <= to) shut.set(holiday.dat, holiday.description);
  for (let dat = from; dat <= to; dat = nextDay(dat))
    if (new Date(`${dat}T00:00:00Z`).getUTCDay() === 0 && !shut.has(dat)) shut.set(dat, 'Sunday');
  return new Map([...shut].sort(([a], [b]) => a.localeCompare(b)));
}
