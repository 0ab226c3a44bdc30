import type { Assignment } from '../../../lib/session/session-types';
import { BRANCH_TYP, type UserDraft } from './user-types';
import { userNameProblem } from './user-rules';

/** What a user's save is checked against: the company's roles, branch and assignable accounts, outlets and branches. */
export interface DraftContext {
  creating: boolean;
  roleCodes: readonly string[];
  companyBranch: string;
  assignable: readonly Assignment[];
}

const sameAssignment = (a: Assignment, b: Assignment) => a.code === b.code && a.typ === b.typ;

/**
 * The problems of a user's save, by field (userName, rCode, branch, assg): empty when it may be saved. The name is
 * checked only when creating (a modify keeps it).
 */
export function draftProblems(draft: UserDraft, context: DraftContext): Record<string, string> {
  const problems: Record<string, string> = {};
  if (context.creating) {
    const name = userNameProblem(draft.userName);
    if (name) problems.userName = name;
  }
  if (draft.rCode === '') problems.rCode = 'Choose a role.';
  else if (!context.roleCodes.includes(draft.rCode)) problems.rCode = `There is no role ${draft.rCode}.`;
  const unknown = draft.assg.filter(
    (assignment) => !context.assignable.some((known) => sameAssignment(known, assignment)),
  );
  if (unknown.length > 0)
    problems.assg = `These cannot be assigned: ${unknown.map((a) => `${a.code} (${a.typ})`).join(', ')}.`;
  const branches = [context.companyBranch, ...draft.assg.filter((a) => a.typ === BRANCH_TYP).map((a) => a.code)];
  if (draft.branch === '') problems.branch = 'Choose a branch.';
  else if (!branches.includes(draft.branch))
    problems.branch = `Branch ${draft.branch} is neither the company's branch nor one assigned to the user.`;
  return problems;
}

/**
 * The assignments with the details the company's records give them (what the client sent is not trusted), in the
 * catalogue's order.
 */
export function withDetails(assg: readonly Assignment[], assignable: readonly Assignment[]): Assignment[] {
  return assignable
    .filter((known) => assg.some((assignment) => sameAssignment(known, assignment)))
    .map((known) => ({ ...known }));
}
