import type { MemberKind, MemberStanding } from '../domain/library-types';
import { returnSchema, type ReturnValues } from './return-form-values';

const standing = (kind: MemberKind, fine: number): MemberStanding => ({
  member: { key: kind === 'STUDENT' ? 'S:A7' : 'E:7', kind, name: 'Ravi' },
  asOn: '2026-03-10',
  held: [
    {
      issueNo: 'LIS2026-00001',
      accessionNo: 'A1',
      copyNo: 1,
      title: 'Atlas',
      memberKey: 'S:A7',
      memberName: 'Ravi',
      date: '2026-02-01',
      dueDate: '2026-02-15',
      daysLate: 23,
      fine,
    },
  ],
  maxBooks: 2,
  loanDays: 14,
  mayBorrow: 1,
});
const values: ReturnValues = { member: 'S:A7', ticked: ['A1#1'], collectNow: true, mode: 'CAS', account: '' };
const problems = (held: MemberStanding | undefined, given: ReturnValues) =>
  returnSchema(held)
    .safeParse(given)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('returnSchema', () => {
  it('asks for the member, then for a copy ticked', () => {
    expect(problems(undefined, { ...values, member: '', ticked: [] })).toEqual([
      ['member', 'Choose the member who returns the books.'],
    ]);
    expect(problems(standing('STUDENT', 5), { ...values, ticked: [], collectNow: false })).toEqual([
      ['ticked', 'Tick the copies returned.'],
    ]);
  });

  it('wants an account only when a pupil’s fine is collected at once', () => {
    expect(problems(standing('STUDENT', 5), values)).toEqual([
      ['account', 'You have no account of this kind to receive the fine into.'],
    ]);
    expect(problems(standing('STUDENT', 0), values)).toBeUndefined();
    expect(problems(standing('STAFF', 5), values)).toBeUndefined();
    expect(problems(standing('STUDENT', 5), { ...values, collectNow: false })).toBeUndefined();
  });
});
