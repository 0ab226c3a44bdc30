/** [code, name, kind, periods per week, practicals] */
type SubjectRow = [string, string, string, number, boolean];

const SUBJECTS: SubjectRow[] = [
  ['ENG', 'English', 'LANGUAGE', 7, false],
  ['HIN', 'Hindi', 'LANGUAGE', 5, false],
  ['MAR', 'Marathi', 'LANGUAGE', 4, false],
  ['SAN', 'Sanskrit', 'LANGUAGE', 3, false],
  ['MAT', 'Mathematics', 'CORE', 8, false],
  ['EVS', 'Environmental studies', 'CORE', 5, false],
  ['SCI', 'Science', 'CORE', 7, true],
  ['SST', 'Social science', 'CORE', 6, false],
  ['CMP', 'Computer science', 'ELECTIVE', 3, true],
  ['GK', 'General knowledge', 'ELECTIVE', 1, false],
  ['ART', 'Art and craft', 'COSCHOLASTIC', 2, true],
  ['MUS', 'Music', 'COSCHOLASTIC', 1, true],
  ['PE', 'Physical education', 'COSCHOLASTIC', 3, true],
  ['VAL', 'Value education', 'COSCHOLASTIC', 1, false],
];

export const SUBJECT_SEED = SUBJECTS.map(([code, name, kind, periodsPerWeek, practical]) => ({
  code,
  name,
  kind,
  periodsPerWeek,
  practical,
  active: true,
}));
