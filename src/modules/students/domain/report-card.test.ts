import { competitionRanks, reportCards } from './report-card';
import type { ReportCardInput } from './report-card';
import type { RollPupil } from './student-records';
import type { MarksRow } from './marks-types';

const exam = { code: 'PT-1', name: 'Periodic test 1', maxMarks: 20, passMarks: 7 };
const subjects = [
  { code: 'ENG', name: 'English' },
  { code: 'MAT', name: 'Mathematics' },
  { code: 'SCI', name: 'Science' },
];
const pupil = (admissionNo: string, name: string, classCode = 'VII-B'): RollPupil => ({
  admissionNo,
  name,
  classCode,
  gender: 'F',
});
const roll = [
  pupil('A1', 'Asha'),
  pupil('A2', 'Bela'),
  pupil('A3', 'Chirag'),
  pupil('A4', 'Dev'),
  pupil('A5', 'Esha'),
  pupil('A6', 'Farhan'),
];
/** marks: a number, 'AB' for absent, null for not entered; one entry per pupil of `roll`. */
const sheet = (
  subject: string,
  marks: Array<number | 'AB' | null>,
  maxMarks = 20,
  examCode = 'PT-1',
  classCode = 'VII-B',
) => ({
  exam: examCode,
  classCode,
  subject,
  maxMarks,
  rows: marks.map(
    (mark, index): MarksRow => ({
      admissionNo: roll[index]!.admissionNo,
      marks: mark === 'AB' ? null : mark,
      absent: mark === 'AB',
    }),
  ),
});
const input = (sheets: ReportCardInput['sheets'], over: Partial<ReportCardInput> = {}): ReportCardInput => ({
  exam,
  classCode: 'VII-B',
  roll,
  subjects,
  sheets,
  ...over,
});

describe('reportCards', () => {
  const sheets = [
    sheet('MAT', [18, 15, 12, 15, 'AB', 'AB']),
    sheet('ENG', [19.5, 16, 19, 16, 6, 'AB']),
    sheet('SCI', [17, 14, 14, 14, 20, 'AB']),
    sheet('MAT', [1, 1, 1, 1, 1, 1], 20, 'PT-2'),
    sheet('MAT', [1, 1, 1, 1, 1, 1], 20, 'PT-1', 'VII-A'),
  ];
  const cards = reportCards(input(sheets));

  it('gives each pupil of the roll a card in roll order, subjects in the master’s order, this exam and class only', () => {
    expect(cards.map((card) => card.admissionNo)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(cards[0]!.subjects.map((line) => [line.subject, line.name, line.marks, line.grade])).toEqual([
      ['ENG', 'English', 19.5, 'A1'],
      ['MAT', 'Mathematics', 18, 'A2'],
      ['SCI', 'Science', 17, 'A2'],
    ]);
    expect(cards[0]).toMatchObject({
      exam: 'PT-1',
      examName: 'Periodic test 1',
      classCode: 'VII-B',
      name: 'Asha',
      total: 54.5,
      maxTotal: 60,
      percent: 90.83,
      grade: 'A2',
      passed: true,
    });
  });

  it('ranks with standard competition ranking: ties share, the next rank skips', () => {
    // Totals: Asha 54.5, Bela 45, Chirag 45, Dev 45, Esha 26 (absent in MAT), Farhan absent throughout.
    expect(cards.map((card) => [card.name, card.total, card.rank])).toEqual([
      ['Asha', 54.5, 1],
      ['Bela', 45, 2],
      ['Chirag', 45, 2],
      ['Dev', 45, 2],
      ['Esha', 26, 5],
      ['Farhan', 0, 6],
    ]);
  });

  it('counts an absent subject 0 towards the total and its maximum towards the maximum, and fails it', () => {
    const esha = cards[4]!;
    expect(esha.subjects.find((line) => line.subject === 'MAT')).toEqual({
      subject: 'MAT',
      name: 'Mathematics',
      maxMarks: 20,
      marks: null,
      absent: true,
      grade: 'AB',
    });
    // 26 of 60 = 43.33 → C2, but 6 in English and the absence in Mathematics are below the pass marks of 7.
    expect([esha.total, esha.maxTotal, esha.percent, esha.grade, esha.passed]).toEqual([26, 60, 43.33, 'C2', false]);
  });

  it('ranks a pupil absent in every subject last, grade AB, failed; all such pupils tie', () => {
    const farhan = cards[5]!;
    expect([farhan.total, farhan.maxTotal, farhan.percent, farhan.grade, farhan.passed, farhan.rank]).toEqual([
      0,
      60,
      0,
      'AB',
      false,
      6,
    ]);
    const twoAway = reportCards(input([sheet('MAT', [0, 'AB', 'AB', 3, null, null])]));
    // Asha sat and scored 0: she still ranks above the two who never sat; the pupils with nothing entered tie with
    // them.
    expect(twoAway.map((card) => [card.name, card.rank, card.grade])).toEqual([
      ['Asha', 2, 'E'],
      ['Bela', 3, 'AB'],
      ['Chirag', 3, 'AB'],
      ['Dev', 1, 'E'],
      ['Esha', 3, ''],
      ['Farhan', 3, ''],
    ]);
  });

  it('leaves marks not entered out of the total, the maximum and the pass', () => {
    const card = reportCards(input([sheet('MAT', [14, 8]), sheet('ENG', [null, 8])]))[0]!;
    expect(card.subjects.map((line) => [line.subject, line.marks, line.absent, line.grade])).toEqual([
      ['ENG', null, false, ''],
      ['MAT', 14, false, 'B2'],
    ]);
    expect([card.total, card.maxTotal, card.percent, card.passed]).toEqual([14, 20, 70, true]);
    expect(reportCards(input([]))[0]).toMatchObject({
      subjects: [],
      total: 0,
      maxTotal: 0,
      percent: 0,
      grade: '',
      passed: false,
      rank: 1,
    });
  });

  it('passes at exactly the pass marks, scaled to a sheet saved under an older maximum', () => {
    const [atPass, below] = reportCards(input([sheet('MAT', [7, 6.99])]));
    expect([atPass!.passed, below!.passed]).toEqual([true, false]);
    // Saved out of 25: the exam's 7 of 20 is 8.75 of 25.
    const [older, olderBelow] = reportCards(input([sheet('MAT', [8.75, 8.74], 25)]));
    expect([older!.passed, olderBelow!.passed, older!.maxTotal]).toEqual([true, false, 25]);
  });

  it('sums marks exactly and ranks by the exact percentage when maxima differ', () => {
    const [asha, bela] = reportCards(
      input([sheet('MAT', [0.1, 10]), sheet('ENG', [0.2, null]), sheet('SCI', [19.7, 10])]),
    );
    expect([asha!.total, asha!.percent]).toEqual([20, 33.33]);
    // Bela 20 of 40 = 50% ranks above Asha 20 of 60.
    expect([bela!.percent, bela!.rank, asha!.rank]).toEqual([50, 1, 2]);
  });

  it('names a subject missing from the master by its code, after the master’s subjects', () => {
    const card = reportCards(input([sheet('YOG', [10]), sheet('SCI', [10])]))[0]!;
    expect(card.subjects.map((line) => [line.subject, line.name])).toEqual([
      ['SCI', 'Science'],
      ['YOG', 'YOG'],
    ]);
  });

  it('leaves out pupils of another class', () => {
    expect(
      reportCards(input([], { roll: [...roll, pupil('B9', 'Zoya', 'VII-A')] })).map((card) => card.admissionNo),
    ).not.toContain('B9');
  });
});

describe('competitionRanks', () => {
  it('gives 1, 2, 2, 4 and keeps the items’ order', () => {
    const scores = [70, 90, 80, 80, 60];
    expect(competitionRanks(scores, (a, b) => b - a)).toEqual([4, 1, 2, 2, 5]);
    expect(competitionRanks([5, 5, 5], (a, b) => b - a)).toEqual([1, 1, 1]);
    expect(competitionRanks([], (a: number, b: number) => b - a)).toEqual([]);
  });
});
