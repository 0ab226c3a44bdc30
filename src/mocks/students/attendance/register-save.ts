import { can } from '../../../lib/permissions/can';
import { code } from '../../../lib/permissions/permission-code';
import { STUDENTS } from '../../../menus/catalogue/students';
import { registerProblems, type RegisterInput } from '../../../modules/students/domain/attendance-rules';
import type { AttendanceRegister } from '../../../modules/students/domain/student-records';
import type { DemoSession } from '../../core/sessions/auth';
import { rollPupilOf, schoolHolidaysOf, studentsOf } from '../../core/school/school-masters';
import { nowStamp } from '../../core/school/school-session';
import { registerOf, writeRegister } from '../../core/school/students-store';

/** May the session's user do `transaction` on the attendance screen (create 1, modify 2, other dates 4)? */
export function mayOnAttendance(session: DemoSession, transaction: number): boolean {
  const screen = STUDENTS.stuattendance.code!;
  return can(
    { usr: { rCode: session.user.rCode }, roles: session.roles },
    code(screen.moduleCode, screen.menuCode, screen.screenCode, transaction),
  );
}

/** What a save is asked: the register, and who saves it on which day with which rights. */
export interface RegisterSave {
  companyCode: number;
  userName: string;
  input: RegisterInput;
  today: string;
  /** The otherDates right (a past day's register). */
  otherDates: boolean;
  /** The modify right (a day already kept is changed). */
  modify: boolean;
}

/**
 * Saves a class's register for a day (replace-all), or answers why not: the rules of attendance-rules.ts against the
 * school's roll and the day's holidays. Reads per save only what it needs: the roll once, the one day's holidays and
 * the one register kept for that class and day (never the month), then one write. The bench's seam
 * (registerSaveFigure).
 */
export async function saveRegister({
  companyCode,
  userName,
  input,
  today,
  otherDates,
  modify,
}: RegisterSave): Promise<{ result: string }> {
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(input.dat);
  const [students, holidays, kept] = await Promise.all([
    studentsOf(companyCode),
    validDay ? schoolHolidaysOf(companyCode, input.dat, input.dat) : Promise.resolve(new Map<string, string>()),
    validDay && input.classCode ? registerOf(companyCode, input.dat, input.classCode) : Promise.resolve(undefined),
  ]);
  // Every pupil on roll (a stray absentee is named with their own class), unsorted: the rules only look pupils up.
  const roll = students.filter((student) => student.active).map(rollPupilOf);
  const problems = registerProblems(input, { today, roll, holidays, otherDates });
  if (problems.length > 0) return { result: problems.map((problem) => problem.message).join(' ') };
  if (kept && !modify)
    return {
      result: `The register of ${input.classCode} for this day is already taken: changing it needs the right to modify.`,
    };
  const register: AttendanceRegister = {
    classCode: input.classCode,
    dat: input.dat,
    absentees: input.absentees.map((row) => ({ admissionNo: row.admissionNo, reason: row.reason.trim() })),
    savedBy: userName,
    savedAt: nowStamp(),
  };
  await writeRegister(companyCode, register);
  return { result: 'OK' };
}
