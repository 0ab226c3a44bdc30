import type { IssueRequirements } from '../domain/library-types';
import { copyToAdd, EMPTY_ISSUE, issueSchema, type IssueValues } from './issue-form-values';

const book = (accessionNo: string, title: string, copies: number, referenceOnly = false) => ({
  accessionNo,
  title,
  author: '',
  subject: '',
  copies,
  referenceOnly,
  active: true,
});

const REQUIREMENTS: IssueRequirements = {
  today: '2026-03-05',
  members: [
    { key: 'S:1001', kind: 'STUDENT', name: 'Aditi Rao', className: 'VI-A' },
    { key: 'S:1003', kind: 'STUDENT', name: 'Meera Iyer', className: 'VI-A' },
  ],
  books: [
    book('ACC-01025', 'Wings of Fire', 3),
    book('ACC-00009', 'Student Atlas', 4, true),
    book('ACC-00002', 'Malgudi Days', 5),
  ],
  out: [
    {
      issueNo: 'LIS2026-00001',
      accessionNo: 'ACC-01025',
      copyNo: 2,
      title: 'Wings of Fire',
      memberKey: 'S:1001',
      memberName: 'Aditi Rao',
      date: '2026-02-26',
      dueDate: '2026-03-12',
    },
  ],
};
const meera: IssueValues = { ...EMPTY_ISSUE, member: 'S:1003', dueDate: '2026-03-19' };
const problems = (result: { error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('issueSchema', () => {
  const schema = issueSchema(REQUIREMENTS);

  it('asks for the member first, and nothing else', () => {
    expect(problems(schema.safeParse(EMPTY_ISSUE))).toEqual([['member', 'Choose the member who borrows the books.']]);
  });

  it('passes an issue the rules accept', () => {
    expect(schema.safeParse({ ...meera, lines: [{ accessionNo: 'ACC-00002', copyNo: 1 }] }).success).toBe(true);
  });

  it('says the refusals of the copies in one message beside them, the due date beside it', () => {
    const result = schema.safeParse({
      ...meera,
      dueDate: '2026-03-01',
      lines: [
        { accessionNo: 'ACC-01025', copyNo: 2 },
        { accessionNo: 'ACC-00009', copyNo: 1 },
      ],
    });
    expect(problems(result)).toEqual([
      ['dueDate', 'The due date (01-Mar-2026) is before the issue date (05-Mar-2026).'],
      [
        'lines',
        'Copy 2 of ACC-01025 is with Aditi Rao until 12-Mar-2026 (Wings of Fire). ACC-00009 (Student Atlas) is reference only: it is read in the library, never issued.',
      ],
    ]);
  });
});

describe('copyToAdd', () => {
  it('reads the copy typed as a line (the accession number in capitals)', () => {
    expect(copyToAdd({ ...meera, accession: ' acc-00002 ', copy: '3' }, REQUIREMENTS)).toEqual({
      line: { accessionNo: 'ACC-00002', copyNo: 3 },
      problems: [],
    });
  });

  it('asks for the member, the accession number and the copy number', () => {
    expect(copyToAdd({ ...EMPTY_ISSUE, copy: '0' }, REQUIREMENTS).problems).toEqual([
      { field: 'member', message: 'Choose the member first.' },
      { field: 'accession', message: 'Enter the accession number on the book.' },
      { field: 'copy', message: 'Enter the copy number (1, 2, 3…).' },
    ]);
  });

  it('refuses beside the accession number a copy that is out or over the limit, not the lines already added', () => {
    const lines = [
      { accessionNo: 'ACC-00002', copyNo: 1 },
      { accessionNo: 'ACC-00002', copyNo: 2 },
    ];
    expect(copyToAdd({ ...meera, lines, accession: 'ACC-00002', copy: '3' }, REQUIREMENTS).problems).toEqual([
      { field: 'accession', message: 'Meera Iyer may hold 2 books as a pupil and holds 0: at most 2 more, not 3.' },
    ]);
    expect(copyToAdd({ ...meera, accession: 'ACC-01025', copy: '2' }, REQUIREMENTS).problems).toEqual([
      { field: 'accession', message: 'Copy 2 of ACC-01025 is with Aditi Rao until 12-Mar-2026 (Wings of Fire).' },
    ]);
  });
});
