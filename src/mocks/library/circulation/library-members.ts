import {
  LIBRARY_POLICY,
  type CopyOutRow,
  type LibIssue,
  type Member,
  type MemberStanding,
} from '../../../modules/library/domain/library-types';
import { daysLate, libraryFine } from '../../../modules/library/domain/library-fine';
import { classCodeOf } from '../../../kits/school/class-code';
import { fromPaise } from '../../../lib/money/money';
import { employeesOf, inServiceOn } from '../../core/people/hrd-masters';
import { studentsOf } from '../../core/school/school-masters';

/**
 * Who may borrow: the pupils on the roll (S:<admissionNo>, students master) and the employees in service
 * (E:<empno>, HRD), pupils first by class, then staff by name. Read once per request.
 */
export async function membersOf(companyCode: number, asOn: string): Promise<Member[]> {
  const [students, employees] = await Promise.all([studentsOf(companyCode), employeesOf(companyCode)]);
  const pupils = students
    .filter((student) => student.active)
    .map(
      (student): Member => ({
        key: `S:${student.admissionNo}`,
        kind: 'STUDENT',
        name: student.name,
        className: classCodeOf(student),
      }),
    )
    .sort((a, b) => (a.className ?? '').localeCompare(b.className ?? '') || a.name.localeCompare(b.name));
  const staff = employees
    .filter((employee) => inServiceOn(employee, asOn))
    .map(
      (employee): Member => ({
        key: `E:${employee.empno}`,
        kind: 'STAFF',
        name: [employee.empname, employee.surname].filter(Boolean).join(' '),
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...pupils, ...staff];
}

/** Every copy out now (a line not yet returned), oldest due first. */
export function copiesOutOf(issues: readonly LibIssue[]): CopyOutRow[] {
  return issues
    .flatMap((issue) =>
      issue.lines
        .filter((line) => line.returnedOn === '')
        .map((line) => ({
          issueNo: issue.issueNo,
          accessionNo: line.accessionNo,
          copyNo: line.copyNo,
          title: line.title,
          memberKey: issue.memberKey,
          memberName: issue.memberName,
          date: issue.date,
          dueDate: line.dueDate,
        })),
    )
    .sort(
      (a, b) => a.dueDate.localeCompare(b.dueDate) || a.accessionNo.localeCompare(b.accessionNo) || a.copyNo - b.copyNo,
    );
}

/**
 * A member's standing on `asOn`: the copies they hold with each one's days late and fine, and how many more they may
 * take.
 */
export function standingOf(member: Member, issues: readonly LibIssue[], asOn: string): MemberStanding {
  const policy = LIBRARY_POLICY[member.kind];
  const held = copiesOutOf(issues)
    .filter((copy) => copy.memberKey === member.key)
    .map((copy) => {
      return {
        ...copy,
        daysLate: daysLate(copy.dueDate, asOn),
        fine: fromPaise(libraryFine(copy.dueDate, asOn, member.kind)),
      };
    });
  return {
    member,
    asOn,
    held,
    maxBooks: policy.maxBooks,
    loanDays: policy.loanDays,
    mayBorrow: Math.max(0, policy.maxBooks - held.length),
  };
}
