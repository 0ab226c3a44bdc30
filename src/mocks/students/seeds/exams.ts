/** [code, name, term, max marks, pass marks, weightage, start date] */
type ExamRow = [string, string, string, number, number, number, string];

const EXAMS: ExamRow[] = [
  ['PT-1', 'Periodic test 1', 'T1', 20, 7, 5, '2025-07-14'],
  ['PT-2', 'Periodic test 2', 'T1', 20, 7, 5, '2025-08-18'],
  ['HY', 'Half-yearly examination', 'T1', 80, 27, 30, '2025-09-22'],
  ['PT-3', 'Periodic test 3', 'T2', 20, 7, 5, '2025-11-17'],
  ['PT-4', 'Periodic test 4', 'T2', 20, 7, 5, '2025-12-15'],
  ['PRE-1', 'Pre-board 1 (class X)', 'T2', 80, 27, 0, '2025-12-01'],
  ['PRE-2', 'Pre-board 2 (class X)', 'T2', 80, 27, 0, '2026-01-19'],
  ['ANN', 'Annual examination', 'T2', 80, 27, 50, '2026-02-23'],
  ['PRAC', 'Practical and project work', 'T2', 20, 7, 0, '2026-02-09'],
];

export const EXAM_SEED = EXAMS.map(([code, name, term, maxMarks, passMarks, weightage, startDate]) => ({
  code,
  name,
  term,
  maxMarks,
  passMarks,
  weightage,
  startDate,
  active: true,
}));
