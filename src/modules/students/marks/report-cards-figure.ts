import { reportCards, type ReportCardInput } from '../domain/report-card';
import type { RollPupil } from '../domain/student-records';
import type { MarksSheet, ReportCard } from '../domain/marks-types';

const SUBJECTS = ['ENG', 'HIN', 'MAT', 'SCI', 'SST', 'CMP', 'SAN'];

/**
 * A class for the bench (§4): `pupils` pupils of IX-C, one exam's sheets in `subjects` subjects (at most 7)
 * out of 80, marks spread so that some totals tie, one pupil in 17 absent in a subject. Pure.
 */
export function benchClass(
  pupils = 60,
  subjects = 7,
): Pick<ReportCardInput, 'roll' | 'subjects'> & { sheets: MarksSheet[] } {
  const roll: RollPupil[] = Array.from({ length: pupils }, (_, p) => ({
    admissionNo: `ADM-B-${String(p + 1).padStart(4, '0')}`,
    name: `Pupil ${p + 1}`,
    classCode: 'IX-C',
    gender: p % 2 ? 'F' : 'M',
  }));
  const codes = SUBJECTS.slice(0, Math.min(subjects, SUBJECTS.length));
  const sheets = codes.map(
    (subject, s): MarksSheet => ({
      exam: 'HY',
      classCode: 'IX-C',
      subject,
      maxMarks: 80,
      savedBy: 'bench',
      savedAt: '2026-09-30T16:00:00',
      rows: roll.map((pupil, p) =>
        (p + s) % 17 === 0
          ? { admissionNo: pupil.admissionNo, marks: null, absent: true }
          : { admissionNo: pupil.admissionNo, marks: 20 + ((p * 7 + s * 11) % 60), absent: false },
      ),
    }),
  );
  return { roll, subjects: codes.map((code) => ({ code, name: code })), sheets };
}

/**
 * The report cards of such a class computed once (what GetStuReportCards does past its reads), and the milliseconds
 * taken.
 */
export function reportCardsFigure(
  pupils = 60,
  subjects = 7,
  now: () => number = () => performance.now(),
): { cards: ReportCard[]; ms: number } {
  const { roll, subjects: master, sheets } = benchClass(pupils, subjects);
  const started = now();
  const cards = reportCards({
    exam: { code: 'HY', name: 'Half-yearly examination', maxMarks: 80, passMarks: 27 },
    classCode: 'IX-C',
    roll,
    subjects: master,
    sheets,
  });
  return { cards, ms: now() - started };
}
