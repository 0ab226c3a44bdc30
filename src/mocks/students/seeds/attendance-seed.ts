import type { AttendanceRegister } from '../../../modules/students/domain/student-records';
import { classCodeOf } from '../../../kits/school/class-code';
import { seedOnce } from '../../core/record-store';
import { schoolHolidaysOf, studentsOf } from '../../core/school/school-masters';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { attendanceId, STU_STORE } from '../../core/school/students-store';

/** School days seeded, before today. */
const SEEDED_DAYS = 30;
/** About one pupil in this many is away on a day. */
const ONE_IN = 12;
const REASONS = ['Fever', '', 'Family function', '', 'Medical appointment', 'Out of town', ''];

const dayBefore = (dat: string, days: number) =>
  new Date(Date.parse(`${dat}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** A stable number from text (FNV-1a), so the same pupil is away on the same seeded day on every run. */
function hashOf(value: string): number {
  let hash = 2166136261;
  for (let index = 0; index < value.length; index += 1) hash = Math.imul(hash ^ value.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/** The last `count` school days before `today` (Sundays and holidays skipped), oldest first. */
export function lastSchoolDays(today: string, holidays: ReadonlyMap<string, string>, count: number): string[] {
  const days: string[] = [];
  for (let back = 1; days.length < count && back <= count * 3; back += 1) {
    const dat = dayBefore(today, back);
    if (!holidays.has(dat) && new Date(`${dat}T00:00:00Z`).getUTCDay() !== 0) days.push(dat);
  }
  return days.reverse();
}

/**
 * The registers of the last 30 school days of every class of the school (schoolHolidaysOf
 * skipped, today not kept yet), a few pupils away each day, chosen by a hash of the day and the pupil (the same on
 * every run). D-SHI only: other companies start empty. Written once with seedOnce (never again, so deletions stay),
 * relative to the server's today; reads the masters only (never a seeded reader of the attendance kind).
 */
export async function ensureAttendanceSeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return;
  await seedOnce(STU_STORE.attendance, companyCode, async () => {
    const today = schoolToday();
    const [students, holidays] = await Promise.all([
      studentsOf(companyCode),
      schoolHolidaysOf(companyCode, dayBefore(today, SEEDED_DAYS * 3), dayBefore(today, 1)),
    ]);
    const pupils = students.filter((student) => student.active);
    const classes = [...new Set(pupils.map(classCodeOf))];
    const rows: Array<{ id: string; data: AttendanceRegister }> = [];
    for (const dat of lastSchoolDays(today, holidays, SEEDED_DAYS)) {
      for (const classCode of classes) {
        const absentees = pupils
          .filter((pupil) => classCodeOf(pupil) === classCode && hashOf(`${dat}|${pupil.admissionNo}`) % ONE_IN === 0)
          .map((pupil) => ({
            admissionNo: pupil.admissionNo,
            reason: REASONS[hashOf(pupil.admissionNo + dat) % REASONS.length]!,
          }));
        rows.push({
          id: attendanceId(dat, classCode),
          data: { classCode, dat, absentees, savedBy: 'admin', savedAt: `${dat}T10:15:00` },
        });
      }
    }
    return rows;
  });
}
