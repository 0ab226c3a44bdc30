import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { issueProblems, type IssueInput, type IssueLineInput, type IssueProblem } from '../domain/issue-rules';
import type { IssueRequirements } from '../domain/library-types';
import { issueContextOf } from './issue-context';

const fields = z.object({
  /** The member's key. */
  member: z.string(),
  dueDate: z.string(),
  /** The copy being added, as typed or scanned. */
  accession: z.string(),
  copy: z.string(),
  lines: z.array(z.object({ accessionNo: z.string(), copyNo: z.number() })),
});
/** An issue as the form holds it: the member, the due date, the copy being added and the copies added. */
export type IssueValues = z.infer<typeof fields>;

export const EMPTY_ISSUE: IssueValues = { member: '', dueDate: '', accession: '', copy: '1', lines: [] };

/** The issue as the rules read it, with these copies; null until a member is chosen. */
function issueOf(values: IssueValues, lines: readonly IssueLineInput[], requirements: IssueRequirements) {
  const member = requirements.members.find((one) => one.key === values.member);
  return member ? ({ date: requirements.today, dueDate: values.dueDate, member, lines } satisfies IssueInput) : null;
}

/** The rules' refusals by field, those of one field in one message (every copy refused, beside the copies). */
function byField(found: readonly IssueProblem[]): FieldProblem[] {
  const messages = new Map<string, string>();
  for (const problem of found) {
    const field = problem.field === 'date' ? 'dueDate' : problem.field;
    const before = messages.get(field);
    messages.set(field, before ? `${before} ${problem.message}` : problem.message);
  }
  return [...messages].map(([field, message]) => ({ field, message }));
}

/**
 * An issue's schema: a member chosen, then the issue rules (issue-rules.ts) over the due date, the copies added and
 * the member's limit. The copy being typed is not part of the issue (Add copy checks it).
 */
export const issueSchema = (requirements: IssueRequirements) => {
  const context = issueContextOf(requirements);
  return checkedBy(fields, (values) => {
    const asked = issueOf(values, values.lines, requirements);
    return asked
      ? byField(issueProblems(asked, context))
      : [{ field: 'member', message: 'Choose the member who borrows the books.' }];
  });
};

/** A reason the copy typed cannot be added, beside the field it concerns. */
export interface CopyProblem {
  field: 'member' | 'accession' | 'copy';
  message: string;
}

/**
 * The copy typed as a line of the issue, and why it cannot be added (none when it can): a member chosen, an accession
 * number and a copy number given, then the rules on that copy and on the member's limit, beside the accession number.
 */
export function copyToAdd(
  values: IssueValues,
  requirements: IssueRequirements,
): { line: IssueLineInput; problems: CopyProblem[] } {
  const copyNo = Number(values.copy);
  const line = { accessionNo: values.accession.trim().toUpperCase(), copyNo };
  const problems: CopyProblem[] = [];
  const asked = issueOf(values, [...values.lines, line], requirements);
  if (!asked) problems.push({ field: 'member', message: 'Choose the member first.' });
  if (!line.accessionNo) problems.push({ field: 'accession', message: 'Enter the accession number on the book.' });
  if (!Number.isInteger(copyNo) || copyNo < 1)
    problems.push({ field: 'copy', message: 'Enter the copy number (1, 2, 3…).' });
  if (problems.length === 0 && asked) {
    const refused = issueProblems(asked, issueContextOf(requirements)).filter(
      (problem) => problem.line === values.lines.length || problem.field === 'member',
    );
    if (refused.length > 0) problems.push({ field: 'accession', message: refused.map((one) => one.message).join(' ') });
  }
  return { line, problems };
}
