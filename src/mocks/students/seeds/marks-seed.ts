import type { MarksRow, MarksSheet } from '../../../modules/students/domain/marks-types';
import { classCodeOf } from '../../../kits/school/class-code';
import { seedOnce } from '../../core/record-store';
import { classesOf, examsOf, studentsOf } from '../../core/school/school-masters';
import { schoolCompany, schoolToday } from '../../core/school/school-session';
import { marksId, STU_STORE } from '../../core/school/students-store';

/** The exams seeded (those already held by the server's today); ANN and the rest are left to enter. */
const SEEDED_EXAMS = ['PT-1', 'PT-2', 'HY'];
/** Subjects examined: primary classes (I to V) and the rest. */
const PRIMARY = new Set(['I', 'II', 'III', 'IV', 'V']);
const PRIMARY_SUBJECTS = ['ENG', 'HIN', 'MAT', 'EVS'];
const SENIOR_SUBJECTS = ['ENG', 'HIN', 'MAT', 'SCI', 'SST'];
/** Left unentered in every class so the walkthrough (and the e2e) enters it: PT-1 Mathematics. */
export const UNENTERED = { exam: 'PT-1', subject: 'MAT' } as const;

/** A small deterministic number from text (the same pupil, exam and subject always get the same marks). */
function hashOf(value: string): number {
  let hash = 7;
  for (const char of value) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/**
 * Marks between 30% and 98% of the maximum, in halves on the half-yearly, whole marks on the tests; one pupil in 23
 * absent.
 */
function rowOf(admissionNo: string, exam: string, subject: string, maxMarks: number): MarksRow {
  const hash = hashOf(`${admissionNo}|${exam}|${subject}`);
  if (hash % 23 === 0) return { admissionNo, marks: null, absent: true };
  const share = 0.3 + (hash % 69) / 100;
  const step = maxMarks >= 50 ? 0.5 : 1;
  return { admissionNo, marks: Math.min(maxMarks, Math.round((maxMarks * share) / step) * step), absent: false };
}

/**
 * Marks sheets of PT-1, PT-2 and HY for the exams already held (start date before the
 * server's today), every class of the school and the subjects of its stage, except PT-1 Mathematics (UNENTERED).
 * D-SHI only: other companies start empty. Written once with seedOnce (never again, so deletions stay); reads the
 * masters only, never a seeded reader of marks.
 */
export async function ensureMarksSeed(companyCode: number): Promise<void> {
  if (!schoolCompany(companyCode)) return;
  await seedOnce(STU_STORE.marks, companyCode, async () => {
    const today = schoolToday();
    const [exams, classes, students] = await Promise.all([
      examsOf(companyCode),
      classesOf(companyCode),
      studentsOf(companyCode),
    ]);
    const held = exams.filter((exam) => SEEDED_EXAMS.includes(exam.code) && exam.startDate && exam.startDate < today);
    const sheets: MarksSheet[] = [];
    for (const exam of held) {
      for (const schoolClass of classes) {
        const pupils = students
          .filter((student) => student.active && classCodeOf(student) === schoolClass.code)
          .sort((a, b) => a.name.localeCompare(b.name));
        if (pupils.length === 0) continue;
        const standard = schoolClass.code.slice(0, schoolClass.code.lastIndexOf('-'));
        for (const subject of PRIMARY.has(standard) ? PRIMARY_SUBJECTS : SENIOR_SUBJECTS) {
          if (exam.code === UNENTERED.exam && subject === UNENTERED.subject) continue;
          sheets.push({
            exam: exam.code,
            classCode: schoolClass.code,
            subject,
            maxMarks: exam.maxMarks,
            rows: pupils.map((pupil) => rowOf(pupil.admissionNo, exam.code, subject, exam.maxMarks)),
            savedBy: 'admin',
            savedAt: `${exam.startDate}T16:00:00`,
          });
        }
      }
    }
    return sheets.map((sheet) => ({ id: marksId(sheet.exam, sheet.classCode, sheet.subject), data: sheet }));
  });
}
