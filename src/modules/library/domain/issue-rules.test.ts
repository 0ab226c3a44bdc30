import { describe, expect, it } from 'vitest';
import { copiesOut, copyName, dueDateOf, issueProblems } from './issue-rules';
import type { IssueContext, IssueInput } from './issue-rules';
import type { LibIssue } from './library-types';

const book = (accessionNo: string, title: string, copies: number, referenceOnly = false, active = true) => ({
  accessionNo,
  title,
  copies,
  referenceOnly,
  active,
});

const BOOKS = [
  book('ACC-01025', 'Wings of Fire', 3),
  book('ACC-00009', 'Oxford Student Atlas for India', 4, true),
  book('ACC-00002', 'Malgudi Days', 5),
  book('ACC-00006', 'The Blue Umbrella', 1),
  book('ACC-00007', 'Old Grammar', 2, false, false),
];

const issue = (
  issueNo: string,
  memberKey: string,
  memberName: string,
  lines: Array<[string, number, string, string?]>,
): LibIssue => ({
  issueNo,
  date: '2026-02-26',
  memberKey,
  memberName,
  memberKind: memberKey.startsWith('E:') ? 'STAFF' : 'STUDENT',
  by: 'admin',
  lines: lines.map(([accessionNo, copyNo, dueDate, returnedOn = '']) => ({
    accessionNo,
    copyNo,
    title: '',
    dueDate,
    returnedOn,
    returnNo: returnedOn ? 'LRT2026-00001' : '',
  })),
});

const CONTEXT: IssueContext = {
  books: BOOKS,
  issues: [
    issue('LIS2026-00001', 'S:1001', 'Aditi Rao', [['ACC-01025', 2, '2026-03-12']]),
    issue('LIS2026-00002', 'S:1002', 'Kabir Shah', [['ACC-00002', 1, '2026-03-01', '2026-02-28']]),
  ],
};

const pupil = (key: string, name: string): IssueInput['member'] => ({ key, kind: 'STUDENT', name });

const input = (
  lines: IssueInput['lines'],
  member: IssueInput['member'] = pupil('S:1003', 'Meera Iyer'),
): IssueInput => ({ date: '2026-03-05', dueDate: '2026-03-19', member, lines });

const messages = (value: IssueInput, context = CONTEXT) =>
  issueProblems(value, context).map((problem) => problem.message);

describe('the due date', () => {
  it('is the issue date plus the loan days, in calendar days', () => {
    expect(dueDateOf('2026-03-01', 'STUDENT')).toBe('2026-03-15');
    expect(dueDateOf('2026-03-01', 'STAFF')).toBe('2026-03-31');
    expect(dueDateOf('2026-02-20', 'STUDENT')).toBe('2026-03-06');
    expect(dueDateOf('2026-12-25', 'STAFF')).toBe('2027-01-24');
  });

  it('refuses a date that is not yyyy-MM-dd', () => {
    expect(() => dueDateOf('01-Mar-2026', 'STUDENT')).toThrow(RangeError);
    expect(() => dueDateOf('2026-02-30', 'STUDENT')).toThrow(RangeError);
  });
});

describe('copies out', () => {
  it('are the lines not yet returned, with who has them until when', () => {
    const out = copiesOut(CONTEXT.issues);
    expect(out.size).toBe(1);
    expect([...out.values()][0]).toEqual({
      issueNo: 'LIS2026-00001',
      memberKey: 'S:1001',
      memberName: 'Aditi Rao',
      dueDate: '2026-03-12',
    });
    expect(copyName('ACC-01025', 2)).toBe('Copy 2 of ACC-01025');
  });
});

describe('an issue', () => {
  it('of free, lendable copies within the limit passes', () => {
    expect(
      issueProblems(
        input([
          { accessionNo: 'ACC-01025', copyNo: 1 },
          { accessionNo: 'ACC-00002', copyNo: 1 },
        ]),
        CONTEXT,
      ),
    ).toEqual([]);
  });

  it('refuses a copy already out, naming the copy, the holder and the due date', () => {
    const problems = issueProblems(
      input([
        { accessionNo: 'ACC-00002', copyNo: 2 },
        { accessionNo: 'ACC-01025', copyNo: 2 },
      ]),
      CONTEXT,
    );
    expect(problems).toEqual([
      { field: 'lines', line: 1, message: 'Copy 2 of ACC-01025 is with Aditi Rao until 12-Mar-2026 (Wings of Fire).' },
    ]);
  });

  it('refuses a reference-only book', () => {
    expect(messages(input([{ accessionNo: 'ACC-00009', copyNo: 1 }]))).toEqual([
      'ACC-00009 (Oxford Student Atlas for India) is reference only: it is read in the library, never issued.',
    ]);
  });

  it('refuses an unknown book, a copy number the book has not, and a withdrawn book', () => {
    expect(messages(input([{ accessionNo: 'ACC-99999', copyNo: 1 }]))).toEqual([
      'ACC-99999 is not in the accession register.',
    ]);
    expect(messages(input([{ accessionNo: 'ACC-01025', copyNo: 4 }]))).toEqual([
      'ACC-01025 (Wings of Fire) has 3 copies: there is no copy 4.',
    ]);
    expect(messages(input([{ accessionNo: 'ACC-00006', copyNo: 0 }]))).toEqual([
      'ACC-00006 (The Blue Umbrella) has 1 copy: there is no copy 0.',
    ]);
    expect(messages(input([{ accessionNo: 'ACC-00007', copyNo: 1 }]))).toEqual([
      'ACC-00007 (Old Grammar) is withdrawn from the library.',
    ]);
  });

  it('refuses the same copy twice on one issue, at its second line', () => {
    const problems = issueProblems(
      input([
        { accessionNo: 'ACC-00002', copyNo: 3 },
        { accessionNo: 'ACC-00002', copyNo: 3 },
      ]),
      CONTEXT,
    );
    expect(problems).toEqual([
      { field: 'lines', line: 1, message: 'Copy 3 of ACC-00002 is on lines 1 and 2: a copy goes out once.' },
    ]);
  });

  it('refuses a due date before the issue date, and missing dates', () => {
    const early = { ...input([{ accessionNo: 'ACC-00002', copyNo: 1 }]), dueDate: '2026-03-04' };
    expect(issueProblems(early, CONTEXT)).toEqual([
      { field: 'dueDate', message: 'The due date (04-Mar-2026) is before the issue date (05-Mar-2026).' },
    ]);
    const sameDay = { ...early, dueDate: '2026-03-05' };
    expect(issueProblems(sameDay, CONTEXT)).toEqual([]);
    expect(messages({ ...early, date: '' })).toEqual(['Enter the issue date.']);
    expect(messages({ ...early, dueDate: '2026-02-30' })).toEqual(['Enter the due date.']);
  });

  it('refuses an issue with no copies', () => {
    expect(messages(input([]))).toEqual(['Add at least one copy to issue.']);
  });
});

describe('the member’s limit', () => {
  const aditi = pupil('S:1001', 'Aditi Rao');

  it('counts the copies held and the distinct copies asked for', () => {
    expect(issueProblems(input([{ accessionNo: 'ACC-00002', copyNo: 1 }], aditi), CONTEXT)).toEqual([]);
    const two = input(
      [
        { accessionNo: 'ACC-00002', copyNo: 1 },
        { accessionNo: 'ACC-00002', copyNo: 2 },
      ],
      aditi,
    );
    expect(issueProblems(two, CONTEXT)).toEqual([
      { field: 'member', message: 'Aditi Rao may hold 2 books as a pupil and holds 1: at most 1 more, not 2.' },
    ]);
  });

  it('says when no more can be issued', () => {
    const full: IssueContext = {
      ...CONTEXT,
      issues: [...CONTEXT.issues, issue('LIS2026-00003', 'S:1001', 'Aditi Rao', [['ACC-00002', 4, '2026-03-10']])],
    };
    expect(messages(input([{ accessionNo: 'ACC-00002', copyNo: 1 }], aditi), full)).toEqual([
      'Aditi Rao may hold 2 books as a pupil and holds 2: no more can be issued, not 1.',
    ]);
  });

  it('is five for staff', () => {
    const staff = { key: 'E:17', kind: 'STAFF' as const, name: 'Sunita Kulkarni' };
    const five = [1, 2, 3, 4, 5].map((copyNo) => ({ accessionNo: 'ACC-00002', copyNo }));
    expect(issueProblems(input(five, staff), CONTEXT)).toEqual([]);
    const six = [...five, { accessionNo: 'ACC-01025', copyNo: 1 }];
    expect(messages(input(six, staff))).toEqual([
      'Sunita Kulkarni may hold 5 books as a member of staff and holds 0: at most 5 more, not 6.',
    ]);
  });

  it('does not count a copy asked for twice as two books', () => {
    const twice = input(
      [
        { accessionNo: 'ACC-00002', copyNo: 1 },
        { accessionNo: 'ACC-00002', copyNo: 1 },
      ],
      aditi,
    );
    expect(messages(twice)).toEqual(['Copy 1 of ACC-00002 is on lines 1 and 2: a copy goes out once.']);
  });
});
